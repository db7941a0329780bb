/// Settings the rules read: the values of their options, layout direction and level overrides.
public struct RuleConfiguration: Sendable, Hashable {
    /// Option values by `RuleOption.id`; an option not set here has its default.
    public var values: [String: Double] = [:]
    /// Right-to-left layout: rows read trailing to leading edge.
    public var rightToLeft: Bool = false
    /// Level per rule id, overriding the rule's default.
    public var levels: [String: Level] = [:]

    public init() {}

    public func level(for metadata: RuleMetadata) -> Level { levels[metadata.id] ?? metadata.defaultLevel }

    /// The value of `option`: as set, else its default. Setting the default removes the setting, so that
    /// configurations that mean the same compare equal.
    public subscript(option: RuleOption) -> Double {
        get { values[option.id] ?? option.defaultValue }
        set { values[option.id] = newValue == option.defaultValue ? nil : newValue }
    }

    /// The value of a whole-number option.
    public func whole(_ option: RuleOption) -> Int { Int(self[option]) }
}
