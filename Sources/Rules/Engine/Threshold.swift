/// A configurable number of a rule, documented with the rule.
public struct Threshold: Sendable, Hashable {
    /// The key in the configuration file, and the name in `explain`: `higTargetSize`.
    public var key: String
    public var defaultValue: Double
    public var summary: String

    public init(key: String, defaultValue: Double, summary: String) {
        self.key = key
        self.defaultValue = defaultValue
        self.summary = summary
    }
}
