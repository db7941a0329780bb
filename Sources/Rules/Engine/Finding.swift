import TreeModel

/// One problem on one element of one screen.
public struct Finding: Sendable, Hashable {
    public var rule: String
    public var level: Level
    /// One sentence that names the element by label and type.
    public var message: String
    /// The recording, as named on the command line.
    public var file: String
    /// Where the element's JSON object starts in the recording.
    public var location: SourceLocation
    /// `Application/Group[1]/Button[3]`
    public var path: String
    public var label: String?
    public var identifier: String?
    public var type: String
    public var frame: Frame
    public var criteria: [Criterion]
    public var hig: HIGSource?
    /// Stable across re-recordings: rule + screen file + element identity (see `Fingerprint`).
    public var fingerprint: String
    /// The element's identity as used in the fingerprint: `id:close`, `label:Button:Close` or `path:…`,
    /// with `#2`, `#3` … for the second and later elements of the same identity on the screen.
    public var identity: String
    /// Index of the element in `Screen.elements` (not part of any output).
    public var elementIndex: Int
    /// A finding, or an item a person must review (never fails a run).
    public var outcome: Outcome
    /// The other elements the finding depends on (the neighbour too close, the element that should come
    /// first): SARIF `relatedLocations`.
    public var related: [ElementReference]
    /// What a contrast rule measured (colours, ratio, threshold, reasons); nil for other rules.
    public var contrast: ContrastMeasurement?

    /// `path` is the element's path when the caller has it (`ScreenFacts.path(of:)`); else it is worked out.
    public init(rule: String, level: Level, message: String, screen: Screen, element index: Int,
                criteria: [Criterion], hig: HIGSource?, path: String? = nil, outcome: Outcome = .finding,
                related: [ElementReference] = []) {
        let element = screen.elements[index]
        self.rule = rule
        self.level = level
        self.message = message
        self.file = screen.file
        self.location = element.location
        self.path = path ?? screen.path(of: index)
        self.label = element.label
        self.identifier = element.identifier
        self.type = element.displayType
        self.frame = element.frame
        self.criteria = criteria
        self.hig = hig
        self.fingerprint = ""
        self.identity = ""
        self.elementIndex = index
        self.outcome = outcome
        self.related = related
    }

    /// `WCAG 2.5.8` or `WCAG 1.3.1, 2.4.6` or `HIG Accessibility: Buttons and controls`: the criteria when
    /// there are any, else the HIG page (`RuleMetadata.basis` names both).
    public var basis: String { Criterion.basis(criteria, hig: hig, both: false) }

    /// Deterministic order: file, line, column, rule, then path.
    public static func precedes(_ lhs: Finding, _ rhs: Finding) -> Bool {
        if lhs.file != rhs.file { return lhs.file.utf8.lexicographicallyPrecedes(rhs.file.utf8) }
        return precedesInFile(lhs, rhs)
    }

    /// The same order for findings of one file: line, column, rule, then path.
    public static func precedesInFile(_ lhs: Finding, _ rhs: Finding) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.rule != rhs.rule { return lhs.rule.utf8.lexicographicallyPrecedes(rhs.rule.utf8) }
        return lhs.path.utf8.lexicographicallyPrecedes(rhs.path.utf8)
    }
}
