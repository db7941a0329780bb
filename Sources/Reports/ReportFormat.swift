/// The output formats of `a11y-crawl check --format`.
public enum ReportFormat: String, Sendable, CaseIterable {
    case text, json, sarif, manual

    public var summary: String {
        switch self {
        case .text: return "one line per finding, path:line:column: level: message [rule, basis], then a summary"
        case .json: return "the whole run as JSON with sorted keys (documented in the README)"
        case .sarif: return "SARIF 2.1.0 for GitHub code scanning and other SARIF viewers"
        case .manual: return "the manual-check list as Markdown: what a person must still check, screen by screen"
        }
    }
}
