import TreeModel

/// What a rule is, why it exists and what it rests on: the text of `a11y-crawl explain`, SARIF rule
/// records and the rule documentation.
public struct RuleMetadata: Sendable, Hashable {
    /// Stable id, part of the interface: `target-size-minimum`.
    public var id: String
    /// Human name: `Target size (minimum)`.
    public var name: String
    /// One line: what fails.
    public var summary: String
    /// Why it matters, and for whom.
    public var rationale: String
    /// The WCAG 2.2 success criteria it checks (may be empty when the HIG is the only basis).
    public var criteria: [Criterion] { didSet { shareBasis() } }
    /// The Apple HIG source, when the HIG is a basis.
    public var hig: HIGSource? { didSet { shareBasis() } }
    public var defaultLevel: Level
    /// How to fix it, in SwiftUI and UIKit terms (Markdown allowed).
    public var howToFix: String
    /// Which recorded fields and traits the rule reads, and what it leaves out.
    public var reads: String
    /// The rule's settings, declared here once (see `RuleOption`).
    public var options: [RuleOption]
    /// The evidence the rule needs from a recording: on a recording whose format cannot carry it, the rule
    /// does not run (and says so), never a finding or a silent pass.
    public var requires: RecorderCapabilities.Evidence
    /// How sure the rule is of its findings (SARIF `properties.precision`).
    public var precision: Precision
    /// Compact triggering and passing examples, run through the whole pipeline by the tests.
    public var examples: [RuleExample]
    /// The messages the rule's findings can give, each declared once in the rule's file (id and template):
    /// SARIF `messageStrings`, and checked by the tests against what the rule's fixtures give.
    public var messages: [MessageDeclaration]
    /// `criteria` and `hig`, and `criteria` alone (for Android recordings), held once for the rule's findings.
    private(set) var sharedBasis: FindingBasis
    private(set) var sharedBasisWithoutHIG: FindingBasis

    public init(id: String, name: String, summary: String, rationale: String, criteria: [Criterion],
                hig: HIGSource? = nil, defaultLevel: Level, howToFix: String, reads: String,
                options: [RuleOption] = [], requires: RecorderCapabilities.Evidence = [],
                precision: Precision = .medium, examples: [RuleExample] = [], messages: [MessageDeclaration] = []) {
        self.id = id
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.criteria = criteria
        self.hig = hig
        self.defaultLevel = defaultLevel
        self.howToFix = howToFix
        self.reads = reads
        self.options = options
        self.requires = requires
        self.precision = precision
        self.examples = examples
        self.messages = messages
        self.sharedBasis = FindingBasis(criteria: criteria, hig: hig)
        self.sharedBasisWithoutHIG = FindingBasis(criteria: criteria, hig: nil)
    }

    private mutating func shareBasis() {
        sharedBasis = FindingBasis(criteria: criteria, hig: hig)
        sharedBasisWithoutHIG = FindingBasis(criteria: criteria, hig: nil)
    }

    /// `WCAG 2.5.8` / `WCAG 1.3.1, 2.4.6` / `HIG Accessibility: Buttons and controls`.
    public var basis: String { Criterion.basis(criteria, hig: hig, both: true) }

    /// The summary in the words of a screen of `platform`: the summaries speak of VoiceOver, and an Android
    /// screen is read by TalkBack.
    public func summary(on platform: Platform) -> String {
        platform == .android ? summary.replacingOccurrences(of: "VoiceOver", with: platform.screenReader) : summary
    }

    /// How sure a rule is of its findings: `high` when the tree decides them, `medium` for heuristics.
    public enum Precision: String, Sendable, Hashable {
        case veryHigh = "very-high", high, medium, low
    }
}
