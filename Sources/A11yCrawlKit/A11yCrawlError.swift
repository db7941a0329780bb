import Reports
import Rules

/// What `A11yCrawl` and `CheckRun` refuse, with the name that was wrong.
public enum A11yCrawlError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No built-in or additional rule has this id.
    case unknownRule(String)
    /// No chosen rule declares an option with this `--set` name.
    case unknownOption(String)
    /// The option does not take this value (`RuleOption.expected` says what it takes).
    case invalidValue(option: String, value: Double)
    /// No report has this id.
    case unknownFormat(String)
    /// The report needs what the check did not keep: `setting` (`withWireframes` or `withReview`) was off.
    case reportNeedsMore(format: String, setting: String)

    public var description: String {
        switch self {
        case .unknownRule(let id): "unknown rule '\(id)'"
        case .unknownOption(let id): "unknown rule option '\(id)'"
        case .invalidValue(let id, let value):
            "option '\(id)' expects \(RuleRegistry.option(id: id)?.expected ?? "a value greater than 0"), got \(RuleOption.format(value))"
        case .unknownFormat(let id): "unknown report format '\(id)'; one of \(ReportRegistry.ids.joined(separator: ", "))"
        case .reportNeedsMore(let format, let setting):
            "the \(format) report needs a check made with \(setting) on"
        }
    }
}
