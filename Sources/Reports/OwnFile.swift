/// A file that a11y-crawl itself writes (a report, the ledger, the configuration), met in a folder scan and
/// skipped instead of being read as a recording.
public struct OwnFile: Sendable, Hashable {
    public enum Kind: String, Sendable, CaseIterable {
        case jsonReport = "json-report"
        case sarifReport = "sarif-report"
        case ledger
        case configuration

        /// How messages name it: "JSON report".
        public var description: String {
            switch self {
            case .jsonReport: return "JSON report"
            case .sarifReport: return "SARIF report"
            case .ledger: return "ledger"
            case .configuration: return "configuration file"
            }
        }
    }

    /// The path as the run names it.
    public var file: String
    public var kind: Kind

    public init(file: String, kind: Kind) {
        self.file = file
        self.kind = kind
    }
}
