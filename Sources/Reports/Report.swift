// Reports: the run written out as the screens stream past — text, JSON, SARIF, the manual-check list and HTML,
// each a plug-in listed in `ReportRegistry`.

import Rules

/// A report format (`--format <id>`): what it is, which command-line options apply to it, whether it needs
/// the manual-check items, and the writer that streams it.
public protocol Report: Sendable {
    /// `sarif`
    var id: String { get }
    /// One line for help: what the report holds.
    var summary: String { get }
    /// The usual extension of its files, without the dot: `sarif`.
    var fileExtension: String { get }
    /// The report-specific options of `check` that apply to it (`--include-review`); using one with a report
    /// that does not list it is a usage error.
    var options: [String] { get }
    /// The options only this report reads, declared with their type, help and default; the command line
    /// offers them with this format only, and the writer finds their values in `ReportOptions.values`.
    var ownOptions: [any AnyReportOption] { get }
    /// Whether the report itself names the inputs that could not be read (text does, inline); otherwise the
    /// command line also prints them to standard error.
    var showsInputProblems: Bool { get }
    /// Whether the report may be coloured on a terminal (`--color`); never when written to a file.
    var usesColour: Bool { get }
    /// Whether the run must find what a person must still check on each screen (the manual-check items).
    func needsReviewItems(_ options: ReportOptions) -> Bool
    /// Whether the run must keep each screen's geometry (`ScreenResult.wireframe`) for the report to draw.
    func needsWireframes(_ options: ReportOptions) -> Bool
    /// Whether the report shows the crawl's issue groups and summary (`RunTotals.crawl`); a report that reads
    /// only each finding's issue id (SARIF's fingerprints) spares the run grouping them.
    var needsCrawlReport: Bool { get }
    /// A writer of this report into `sink`.
    func writer(to sink: OutputSink, options: ReportOptions) -> ReportWriter
}

extension Report {
    public var options: [String] { [] }
    public var ownOptions: [any AnyReportOption] { [] }
    public var showsInputProblems: Bool { false }
    public var usesColour: Bool { false }
    public func needsReviewItems(_ options: ReportOptions) -> Bool { false }
    public func needsWireframes(_ options: ReportOptions) -> Bool { false }
    public var needsCrawlReport: Bool { true }
}
