/// Settings the rules read: thresholds, layout direction and level overrides.
public struct RuleConfiguration: Sendable, Hashable {
    /// Minimum target size for `target-size-hig`, in points (Apple HIG: 44).
    public var higTargetSize: Double = 44
    /// Minimum target size for `target-size-minimum`, in points (WCAG 2.5.8: 24).
    public var wcagTargetSize: Double = 24
    /// Longest all-caps line (in words) that `header-trait-missing` treats as a title.
    public var headerMaxWords: Int = 5
    /// Longest title (in characters) that `header-trait-missing` treats as a title.
    public var headerMaxCharacters: Int = 40
    /// Right-to-left layout: rows read trailing to leading edge.
    public var rightToLeft: Bool = false
    /// Level per rule id, overriding the rule's default.
    public var levels: [String: Level] = [:]

    public init() {}

    public func level(for metadata: RuleMetadata) -> Level { levels[metadata.id] ?? metadata.defaultLevel }
}
