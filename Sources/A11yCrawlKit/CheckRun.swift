import Pipeline
import Reports
import Rules
import TreeModel

/// What a check made of its screens: one result per screen in input order, the totals of the run, and the
/// rules that ran. Values: keep them, compare them, or write any report from them.
public struct CheckRun: Sendable {
    /// One result per screen, in input order: its summary (read, empty, unreadable), findings and review items.
    public var results: [ScreenResult]
    /// Counts over the run: findings by level, per-rule outcomes, screens not checked.
    public var totals: RunTotals
    /// The metadata of the rules that ran, in order.
    public var rules: [RuleMetadata]
    /// Whether the check kept each screen's geometry, which the `html` report draws.
    public var hasWireframes: Bool
    /// Whether the check worked out the manual-check items, which the `json`, `manual` and `html` reports list.
    public var hasReviewItems: Bool

    public init(results: [ScreenResult], totals: RunTotals, rules: [RuleMetadata], hasWireframes: Bool = true,
                hasReviewItems: Bool = true) {
        self.results = results
        self.totals = totals
        self.rules = rules
        self.hasWireframes = hasWireframes
        self.hasReviewItems = hasReviewItems
    }

    /// Every finding, in screen order.
    public var findings: [Finding] { results.flatMap(\.findings) }
    /// Every manual-check item (what a person must review), in screen order.
    public var reviewItems: [ReviewItem] { results.flatMap(\.reviewItems) }
    /// Per rule id: how often it passed, found something, needed review or could not run.
    public var outcomes: [String: RuleOutcomes] { totals.ruleOutcomes }
    /// The highest level among the findings, or nil when there are none.
    public var highestLevel: Level? { findings.map(\.level).max() }

    /// Whether the run fails at `threshold`: a new finding at or above it; items to review never fail (the
    /// command line exits 1 then, with `--fail-on <threshold>`).
    public func fails(at threshold: Level) -> Bool { fails(RunPolicy(failOn: threshold)) }

    /// Whether the run fails under `policy`, as the command line decides it (`RunPolicy.fails`).
    public func fails(_ policy: RunPolicy) -> Bool { policy.fails(totals) }

    /// The exit status `a11y-crawl check` gives this run under `policy`: 2 when a screen could not be read or
    /// was empty, 1 when it fails, else 0.
    public func exitStatus(_ policy: RunPolicy = RunPolicy()) -> Int32 { policy.exitStatus(totals) }

    /// The ids of the reports `report(_:)` writes (`text`, `json`, `sarif`, `manual`, `html`, `csv`).
    public static var reportFormats: [String] { ReportRegistry.ids }

    /// The report `format` of this run, byte for byte as `a11y-crawl check --format <format>` writes it.
    /// Throws `A11yCrawlError.unknownFormat` for a format not in `reportFormats`, and
    /// `A11yCrawlError.reportNeedsMore` when the report draws screens (`html`) but the check was made with
    /// `withWireframes` off, or lists manual checks but was made with `withReview` off.
    public func report(_ format: String, options: ReportOptions = ReportOptions()) throws -> [UInt8] {
        guard let report = ReportRegistry.report(id: format) else { throw A11yCrawlError.unknownFormat(format) }
        if report.needsWireframes(options) && !hasWireframes {
            throw A11yCrawlError.reportNeedsMore(format: format, setting: "withWireframes")
        }
        if report.needsReviewItems(options) && !hasReviewItems {
            throw A11yCrawlError.reportNeedsMore(format: format, setting: "withReview")
        }
        var options = options
        options.rules = rules
        options.toolVersion = totals.toolVersion
        let sink = OutputSink.memory()
        let writer = report.writer(to: sink, options: options)
        for result in results { writer.add(result) }
        writer.finish(totals)
        return sink.collected
    }

    /// `report(_:)` as text.
    public func reportText(_ format: String, options: ReportOptions = ReportOptions()) throws -> String {
        String(decoding: try report(format, options: options), as: UTF8.self)
    }
}
