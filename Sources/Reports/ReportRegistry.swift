/// Every report format, in the order help lists them. Adding a format: one file with a type conforming to
/// `Report` (and its `ReportWriter`), and one line here.
public enum ReportRegistry {
    public static let all: [any Report] = [
        TextReport(),
        JSONReport(),
        SARIFReport(),
        ManualReport(),
        HTMLReport(),
        CSVReport(),
    ]

    /// The report with this id (`--format`).
    public static func report(id: String) -> (any Report)? { all.first { $0.id == id } }

    /// The ids, in order: `text, json, sarif, manual`.
    public static var ids: [String] { all.map(\.id) }
}
