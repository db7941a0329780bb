import TreeModel

/// One problem on one element of one screen.
public struct Finding: Sendable, Hashable {
    public var rule: String {
        get { kind.rule }
        set { kind = FindingKind(rule: newValue, file: kind.file, basis: kind.basis) }
    }
    /// One sentence that names the element by label and type, written from `messageData` by `MessageRenderer`
    /// each time it is read. Setting it gives the finding a message of whole text (`MessageDeclaration.text`),
    /// as library users and tests may; rules give messages as data.
    public var message: String {
        get { MessageRenderer.render(messageData, element: { elementName }, related: { related }) }
        set { messageData = FindingMessage(text: newValue) }
    }
    /// The message as its rule gave it: the declared message (id and template) and its arguments.
    public var messageData: FindingMessage
    /// How messages name the finding's element: `Button "Close"` (`ElementReference.name`).
    public var elementName: String {
        ElementReference.name(type: place.type, label: place.label, identifier: place.identifier, path: { place.path })
    }
    /// The recording, as named on the command line.
    public var file: String {
        get { kind.file }
        set { kind = FindingKind(rule: kind.rule, file: newValue, basis: kind.basis) }
    }
    /// The element's identity as used in the fingerprint: `id:close`, `label:Button:Close` or `path:…`,
    /// with `#2`, `#3` … for the second and later elements of the same identity on the screen. Empty until
    /// `Fingerprint.assign` has run. Made from the element's parts and its ordinal when read, so a large
    /// screen's findings do not each hold a string of their own.
    public var identity: String {
        get {
            if let text = extras?.identityText { return text }
            guard identityOrdinal > 0 else { return "" }
            return Fingerprint.identity(identifier: place.identifier, label: place.label, type: place.type,
                                        path: place.path, ordinal: Int(identityOrdinal))
        }
        set {
            identityOrdinal = 0
            extras = FindingExtras.replacing(extras, identityText: .some(newValue.isEmpty ? nil : newValue))
        }
    }
    /// Index of the element in `Screen.elements` (not part of any output).
    public var elementIndex: Int
    /// The other elements the finding depends on (the neighbour too close, the element that should come
    /// first): SARIF `relatedLocations`.
    public var related: [ElementReference] {
        get { relatedStorage.references }
        set { relatedStorage = .references(newValue) }
    }
    // A large screen holds hundreds of thousands of findings, so what most of them share or few of them have
    // is held out of line, and the fingerprint as its number: see the properties of the same names below.
    // The element's path, names, type, location and frame: its screen's shared record, or its place in its
    // large screen's table (`FindingParts`).
    private(set) var place: ElementPlace
    private var relatedStorage: RelatedStorage
    /// The rule, the file and the basis, shared by the rule's findings on the screen.
    private(set) var kind: FindingKind
    private var extras: FindingExtras?
    private var fingerprintValue: UInt64
    /// The element's ordinal among those of the same identity (`identity`), 0 when the identity is held as
    /// text or not yet assigned.
    private var identityOrdinal: UInt32
    private var hasFingerprint: Bool
    public var level: Level
    /// A finding, or an item a person must review (never fails a run).
    public var outcome: Outcome

    /// `path` is the element's path when the caller has it (`ScreenFacts.path(of:)`); else it is worked out.
    public init(rule: String, level: Level, message: FindingMessage, screen: Screen, element index: Int,
                criteria: [Criterion], hig: HIGSource?, path: String? = nil, outcome: Outcome = .finding,
                related: [ElementReference] = []) {
        self.init(rule: rule, level: level, message: message, file: screen.file,
                  place: .record(ElementRecord(index, of: screen, path: path ?? screen.path(of: index))), element: index,
                  basis: FindingBasis(criteria: criteria, hig: hig), outcome: outcome, related: related)
    }

    /// The same, with a message of whole text (`MessageDeclaration.text`): for library users and tests.
    public init(rule: String, level: Level, message: String, screen: Screen, element index: Int,
                criteria: [Criterion], hig: HIGSource?, path: String? = nil, outcome: Outcome = .finding,
                related: [ElementReference] = []) {
        self.init(rule: rule, level: level, message: FindingMessage(text: message), screen: screen, element: index,
                  criteria: criteria, hig: hig, path: path, outcome: outcome, related: related)
    }

    /// The same, with the element's place and a basis that other findings share.
    init(rule: String, level: Level, message: FindingMessage, file: String, place: ElementPlace, element index: Int,
         basis: FindingBasis, outcome: Outcome, related: [ElementReference]) {
        self.init(kind: FindingKind(rule: rule, file: file, basis: basis), level: level, message: message, place: place,
                  element: index, outcome: outcome, related: .references(related))
    }

    /// The same, with the rule, file and basis that the rule's other findings on the screen share, and the related
    /// elements as references or as places in the large screen's table that `place` is in.
    init(kind: FindingKind, level: Level, message: FindingMessage, place: ElementPlace, element index: Int, outcome: Outcome,
         related: RelatedStorage) {
        self.kind = kind
        self.level = level
        self.messageData = message
        self.place = place
        self.extras = nil
        self.fingerprintValue = 0
        self.hasFingerprint = false
        self.identityOrdinal = 0
        self.elementIndex = index
        self.outcome = outcome
        self.relatedStorage = related
    }

    /// Where the element's JSON object starts in the recording.
    public var location: SourceLocation {
        get { place.location }
        set { place = place.with(location: newValue) }
    }

    /// `Application/Group[1]/Button[3]`
    public var path: String {
        get { place.path }
        set {
            keepIdentity()
            place = place.with(path: newValue)
        }
    }

    public var label: String? {
        get { place.label }
        set {
            keepIdentity()
            place = place.with(label: .some(newValue))
        }
    }

    public var identifier: String? {
        get { place.identifier }
        set {
            keepIdentity()
            place = place.with(identifier: .some(newValue))
        }
    }

    public var type: String {
        get { place.type }
        set {
            keepIdentity()
            place = place.with(type: newValue)
        }
    }

    public var frame: Frame {
        get { place.frame }
        set { place = place.with(frame: newValue) }
    }

    public var criteria: [Criterion] {
        get { kind.basis.criteria }
        set { kind = FindingKind(rule: kind.rule, file: kind.file, basis: FindingBasis(criteria: newValue, hig: kind.basis.hig)) }
    }

    public var hig: HIGSource? {
        get { kind.basis.hig }
        set { kind = FindingKind(rule: kind.rule, file: kind.file, basis: FindingBasis(criteria: kind.basis.criteria, hig: newValue)) }
    }

    /// What a contrast rule measured (colours, ratio, threshold, reasons); nil for other rules.
    public var contrast: ContrastMeasurement? {
        get { extras?.contrast }
        set { extras = FindingExtras.replacing(extras, contrast: .some(newValue)) }
    }

    /// Stable across re-recordings: rule + screen file + element identity (see `Fingerprint`). Empty until
    /// `Fingerprint.assign` has run.
    public var fingerprint: String {
        get {
            if let text = extras?.fingerprintText { return text }
            return hasFingerprint ? Fingerprint.digits(fingerprintValue) : ""
        }
        set {
            if let value = Fingerprint.value(of: newValue) {
                setFingerprint(value)
            } else {
                fingerprintValue = 0
                hasFingerprint = false
                extras = FindingExtras.replacing(extras, fingerprintText: .some(newValue.isEmpty ? nil : newValue))
            }
        }
    }

    /// Sets the fingerprint to the number `value` (written as its 16 hex digits).
    mutating func setFingerprint(_ value: UInt64) {
        fingerprintValue = value
        hasFingerprint = true
        if extras?.fingerprintText != nil { extras = FindingExtras.replacing(extras, fingerprintText: .some(nil)) }
    }

    /// Sets the identity to the one made from the element's identifier, label, type and path with `ordinal`.
    mutating func setIdentity(ordinal: Int) {
        identityOrdinal = UInt32(clamping: ordinal)
        if extras?.identityText != nil { extras = FindingExtras.replacing(extras, identityText: .some(nil)) }
    }

    /// Holds the identity as text before a part it is made from changes: an identity, like the fingerprint made
    /// from it, is fixed when assigned.
    private mutating func keepIdentity() {
        guard identityOrdinal > 0 else { return }
        let text = identity
        identityOrdinal = 0
        extras = FindingExtras.replacing(extras, identityText: .some(text))
    }

    /// `WCAG 2.5.8` or `WCAG 1.3.1, 2.4.6` or `HIG Accessibility: Buttons and controls`: the criteria when
    /// there are any, else the HIG page (`RuleMetadata.basis` names both).
    public var basis: String { kind.basis.text }

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

/// A finding's related elements: references, or on a large screen places in its table (`RelatedElements`).
/// Equal when the references they give are equal.
enum RelatedStorage: Sendable, Hashable {
    case references([ElementReference])
    case elements(RelatedElements)

    var references: [ElementReference] {
        switch self {
        case .references(let references): references
        case .elements(let elements): elements.references
        }
    }

    static func == (lhs: RelatedStorage, rhs: RelatedStorage) -> Bool {
        if case .elements(let left) = lhs, case .elements(let right) = rhs, left === right { return true }
        return lhs.references == rhs.references
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(references)
    }
}
