import Pipeline
import Reports
import Rules
import TreeModel

/// What the pipeline made of screens held in memory: the same results and totals the command line streams,
/// kept for tests to read and to write with any report plug-in.
public struct CheckedRun: Sendable {
    public var results: [ScreenResult]
    public var totals: RunTotals
    public var rules: [RuleMetadata]

    /// Runs `screens` through `CheckPipeline` (with the manual-check items, as json and manual need them).
    public init(_ screens: [Screen], engine: Engine = Engine(), withReview: Bool = true, withWireframes: Bool = true) {
        let run = CheckPipeline(engine: engine, withReview: withReview, withWireframes: withWireframes).results(for: screens)
        results = run.results
        totals = run.totals
        rules = engine.rules.map(\.metadata)
    }

    /// Every finding, in screen order.
    public var findings: [Finding] { results.flatMap(\.findings) }
    /// Every review item, in screen order.
    public var reviewItems: [ReviewItem] { results.flatMap(\.reviewItems) }
    public var screens: [ScreenSummary] { results.map(\.summary) }
    public func screens(with status: ScreenStatus) -> [ScreenSummary] { screens.filter { $0.status == status } }

    /// The report `id` of this run, written as the command line writes it.
    public func render(_ id: String, options: ReportOptions = ReportOptions()) -> [UInt8] {
        guard let report = ReportRegistry.report(id: id) else { preconditionFailure("no report '\(id)'") }
        var options = options
        options.rules = rules
        let sink = OutputSink.memory()
        let writer = report.writer(to: sink, options: options)
        for result in results { writer.add(result) }
        writer.finish(totals)
        return sink.collected
    }

    /// `render` as text.
    public func text(_ id: String, options: ReportOptions = ReportOptions()) -> String {
        String(decoding: render(id, options: options), as: UTF8.self)
    }
}
