import TreeModel

/// A setting of a rule (a threshold), declared once in the rule's file: the configuration file's
/// `thresholds`, `--set <rule>.<name>=<value>`, `--print-config`, `explain` and the rule documentation are all
/// derived from the declarations in `RuleMetadata.options`.
public struct RuleOption: Sendable, Hashable {
    /// What values the option takes.
    public enum Kind: String, Sendable, Hashable {
        /// A size in points: a finite number greater than 0 (fractions allowed).
        case points
        /// A whole number of 1 or more.
        case wholeNumber
    }

    /// The rule's id: `target-size-hig`.
    public var rule: String
    /// The option's name on the command line, after the rule id: `size` in `--set target-size-hig.size=48`.
    public var name: String
    /// The key in the configuration file's `thresholds` object, and the name in `explain`: `higTargetSize`.
    public var key: String
    public var kind: Kind
    public var defaultValue: Double
    /// One phrase: what the value means.
    public var summary: String

    public init(rule: String, name: String, key: String, kind: Kind, defaultValue: Double, summary: String) {
        self.rule = rule
        self.name = name
        self.key = key
        self.kind = kind
        self.defaultValue = defaultValue
        self.summary = summary
    }

    /// `target-size-hig.size`: how `--set` names it.
    public var id: String { "\(rule).\(name)" }

    /// What a valid value is, for messages: `a size in points greater than 0`.
    public var expected: String {
        switch kind {
        case .points: return "a size in points greater than 0"
        case .wholeNumber: return "a whole number of 1 or more"
        }
    }

    /// `value` if it is valid for this option (a whole number is returned as one), else nil.
    public func validated(_ value: Double) -> Double? {
        switch kind {
        case .points: return value.isFinite && value > 0 ? value : nil
        case .wholeNumber: return TextChecks.wholeNumber(value).map(Double.init)
        }
    }

    /// The value as written in `explain` and the docs: `44`, `47.5`.
    public static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
