import Rules
import TreeModel

/// The findings as CSV (RFC 4180): a header row, then one row per finding in input order (each screen's findings
/// in file order), fields quoted when they hold the delimiter, a quote or a line break, lines ending in CRLF.
/// Known findings are rows too, with the ledger's reason in `known`; items to review are rows with the outcome
/// `needs-review`. Deterministic: the same run gives the same bytes.
public struct CSVReport: Report {
    public init() {}

    public let id = "csv"
    /// Shows each finding, not the crawl's issue groups.
    public var needsCrawlReport: Bool { false }
    public let summary = "one row per finding as CSV (RFC 4180) with a header row, for spreadsheets and scripts"
    public let fileExtension = "csv"
    public let options = ["--min-level", "--quiet"]
    public var ownOptions: [any AnyReportOption] { [Self.delimiter] }

    /// `--delimiter`: what separates the fields.
    public static let delimiter = ReportOption<Delimiter>(
        name: "--delimiter", placeholder: "<char>",
        help: "the character between fields: a comma as RFC 4180 has it, a semicolon for spreadsheets in locales that write decimal commas, or a tab.",
        defaultValue: .comma, choices: Delimiter.allCases.map { ($0.rawValue, $0) })

    /// The characters `--delimiter` names.
    public enum Delimiter: String, Sendable, CaseIterable {
        case comma, semicolon, tab

        var character: UInt8 {
            switch self {
            case .comma: UInt8(ascii: ",")
            case .semicolon: UInt8(ascii: ";")
            case .tab: UInt8(ascii: "\t")
            }
        }
    }

    /// The header row's names, in column order.
    public static let columns = ["file", "line", "column", "rule", "level", "outcome", "wcag", "hig", "element_type",
                                 "element_label", "element_identifier", "element_path", "message", "known", "fingerprint"]

    public func writer(to sink: OutputSink, options: ReportOptions) -> ReportWriter {
        CSVReportWriter(sink: sink, delimiter: options[Self.delimiter])
    }

    /// The fields of one finding's row, in `columns` order; `known` is the ledger entry that covers it.
    static func fields(of finding: Finding, known: LedgerMark?) -> [String] {
        [finding.file, String(finding.location.line), String(finding.location.column), finding.rule, finding.level.rawValue,
         finding.outcome.rawValue, finding.criteria.map(\.id).joined(separator: " "), finding.hig?.url ?? "", finding.type,
         finding.label ?? "", finding.identifier ?? "", finding.path, finding.message, known?.reason ?? "", finding.fingerprint]
    }

    /// One row: each field as is, or in double quotes (a quote doubled) when it holds the delimiter, a quote, a
    /// carriage return or a line feed; CRLF at the end.
    static func row(_ fields: [String], delimiter: UInt8) -> [UInt8] {
        var bytes: [UInt8] = []
        for (index, field) in fields.enumerated() {
            if index > 0 { bytes.append(delimiter) }
            let utf8 = field.utf8
            let quoted = utf8.contains { $0 == delimiter || $0 == UInt8(ascii: "\"") || $0 == 0x0D || $0 == 0x0A }
            if quoted { bytes.append(UInt8(ascii: "\"")) }
            for byte in utf8 {
                if byte == UInt8(ascii: "\"") { bytes.append(byte) }
                bytes.append(byte)
            }
            if quoted { bytes.append(UInt8(ascii: "\"")) }
        }
        bytes += [0x0D, 0x0A]
        return bytes
    }
}

/// Writes `CSVReport`: the header at once, each screen's rows as it comes, nothing held back.
final class CSVReportWriter: ReportWriter {
    private let sink: OutputSink
    private let delimiter: UInt8

    init(sink: OutputSink, delimiter: CSVReport.Delimiter) {
        self.sink = sink
        self.delimiter = delimiter.character
        sink.write(CSVReport.row(CSVReport.columns, delimiter: self.delimiter))
    }

    func add(_ result: ScreenResult) {
        for (index, finding) in result.findings.enumerated() {
            sink.write(CSVReport.row(CSVReport.fields(of: finding, known: result.mark(index)), delimiter: delimiter))
        }
    }

    func finish(_ totals: RunTotals) { sink.flush() }
}
