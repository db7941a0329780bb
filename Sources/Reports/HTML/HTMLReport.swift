import Rules

/// One self-contained HTML page (`--format html -o report.html`): a summary first, then every screen drawn
/// from its frames with its findings outlined and numbered, its findings listed with their basis, and its
/// manual checks as a checklist. Nothing is loaded from outside; a strict Content Security Policy allows
/// only the page's own style and script. Deterministic: the same run gives the same bytes.
public struct HTMLReport: Report {
    public init() {}

    public let id = "html"
    public let summary = "one self-contained HTML page: a summary, every screen drawn with its findings, and the manual checks"
    public let fileExtension = "html"
    public let options = ["--text-size"]

    public func needsReviewItems(_ options: ReportOptions) -> Bool { true }
    public func needsWireframes(_ options: ReportOptions) -> Bool { true }

    public func writer(to sink: OutputSink, options: ReportOptions) -> ReportWriter {
        HTMLReportWriter(sink: sink, options: options)
    }
}
