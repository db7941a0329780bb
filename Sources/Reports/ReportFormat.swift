/// The output formats of `a11y-crawl check --format`.
public enum ReportFormat: String, Sendable, CaseIterable {
    case text, json

    public var summary: String {
        switch self {
        case .text: return "one line per finding, path:line:column: level: message [rule, basis], then a summary"
        case .json: return "the whole run as JSON with sorted keys (documented in the README)"
        }
    }
}
