import Rules

/// The least level of finding that fails the run, or `never`: the `failOn` setting and `--fail-on`.
public enum FailOn: String, Sendable, Hashable, CaseIterable {
    case error, warning, note, never

    /// The level at or above which a new finding fails the run; nil for `never`.
    public var level: Level? {
        switch self {
        case .error: return .error
        case .warning: return .warning
        case .note: return .note
        case .never: return nil
        }
    }

    /// `error`, `warning` or `note` for a level; `never` for nil.
    public init(_ level: Level?) {
        switch level {
        case .error?: self = .error
        case .warning?: self = .warning
        case .note?: self = .note
        case nil: self = .never
        }
    }
}
