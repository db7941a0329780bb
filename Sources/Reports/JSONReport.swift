import Rules
import TreeModel

/// The whole run as JSON, keys sorted at every level (the format is documented in the README).
public struct JSONReport: Report {
    public init() {}

    public let id = "json"
    public let summary = "the whole run as JSON with sorted keys (documented in the README)"
    public let fileExtension = "json"
    public let options = ["--min-level", "--quiet"]

    /// JSON always carries the manual checks of every screen.
    public func needsReviewItems(_ options: ReportOptions) -> Bool { true }

    public func writer(to sink: OutputSink, options: ReportOptions) -> ReportWriter { JSONReportWriter(sink: sink, jobs: options.jobs) }

    /// The version of the report's shape, `formatVersion` in the report (see `Docs/report.schema.json`): a
    /// whole number, raised when a key is removed, renamed or changes meaning. Adding a key keeps it.
    /// 2: findings carry their `issue`; the report gains `issues` and `summary.crawl`, screens `notTheApp`.
    /// 3: findings carry their message as data beside its words: `messageId` and `arguments`.
    public static let formatVersion = 3

    /// A finding; `known` is the ledger entry that covers it, if any.
    public static func write(_ finding: Finding, known: LedgerMark? = nil, issue: String? = nil, to json: inout JSONBuffer) {
        json.beginObject()
        // The message's arguments in words, `{0}` (the element) first, as SARIF's `message.arguments`.
        json.member("arguments", MessageRenderer.arguments(finding.messageData, element: finding.elementName,
                                                           related: { finding.related }))
        json.member("column", finding.location.column)
        if let contrast = finding.contrast { write(contrast, to: &json) }
        json.key("criteria")
        write(finding.criteria, to: &json)
        json.key("element")
        json.beginObject()
        json.key("frame")
        json.beginObject()
        json.member("height", finding.frame.height)
        json.member("width", finding.frame.width)
        json.member("x", finding.frame.x)
        json.member("y", finding.frame.y)
        json.endObject()
        json.member("identifier", finding.identifier)
        json.member("label", finding.label)
        json.member("path", finding.path)
        json.member("type", finding.type)
        json.endObject()
        json.member("file", finding.file)
        json.member("fingerprint", finding.fingerprint)
        json.key("hig")
        write(finding.hig, to: &json)
        json.member("identity", finding.identity)
        json.member("issue", issue)
        json.key("known")
        if let known {
            json.beginObject()
            json.member("column", known.location.column)
            json.member("line", known.location.line)
            json.member("reason", known.reason)
            json.endObject()
        } else {
            json.null()
        }
        json.member("level", finding.level.rawValue)
        json.member("line", finding.location.line)
        json.member("message", finding.message)
        json.member("messageId", finding.messageData.id)
        json.member("outcome", finding.outcome.rawValue)
        json.key("related")
        json.beginArray()
        for element in finding.related { write(element, to: &json) }
        json.endArray()
        json.member("rule", finding.rule)
        json.endObject()
    }

    /// What a contrast rule measured, as the member `contrast`: colours, ratio and interval (unrounded), the
    /// ratio needed, size class and estimated points, reasons, pixel counts, scale and colour space.
    static func write(_ contrast: ContrastMeasurement, to json: inout JSONBuffer) {
        json.key("contrast")
        json.beginObject()
        json.member("background", contrast.background)
        json.member("colourSpace", contrast.colourSpace)
        json.member("corePixels", contrast.corePixels)
        if let points = contrast.estimatedPoints { json.member("estimatedPoints", (points * 100).rounded() / 100) }
        json.member("foreground", contrast.foreground)
        json.member("high", contrast.high)
        json.member("inkPixels", contrast.inkPixels)
        json.member("low", contrast.low)
        json.member("ratio", contrast.ratio)
        json.member("reasons", contrast.reasons)
        json.member("required", contrast.required)
        json.member("scale", contrast.scale)
        json.member("sizeClass", contrast.sizeClass)
        json.endObject()
    }

    /// A related element: `{"column", "identifier", "label", "line", "path", "type"}`, with `"file"` when it is
    /// in another recording (the default-size recording of a compared pair).
    static func write(_ element: ElementReference, to json: inout JSONBuffer) {
        json.beginObject()
        json.member("column", element.location.column)
        if let file = element.file { json.member("file", file) }
        json.member("identifier", element.identifier)
        json.member("label", element.label)
        json.member("line", element.location.line)
        json.member("path", element.path)
        json.member("type", element.type)
        json.endObject()
    }

    /// `[{"id", "level", "name", "url"}]`
    static func write(_ criteria: [Criterion], to json: inout JSONBuffer) {
        json.beginArray()
        for criterion in criteria {
            json.beginObject()
            json.member("id", criterion.id)
            json.member("level", criterion.level.rawValue)
            json.member("name", criterion.name)
            json.member("url", criterion.understanding)
            json.endObject()
        }
        json.endArray()
    }

    /// `{"page", "section", "url"}` or null.
    static func write(_ hig: HIGSource?, to json: inout JSONBuffer) {
        guard let hig else { return json.null() }
        json.beginObject()
        json.member("page", hig.page)
        json.member("section", hig.section)
        json.member("url", hig.url)
        json.endObject()
    }

    /// `manualChecks.checks`: every check once, with whether it always applies.
    static func writeCatalogue(to json: inout JSONBuffer) {
        json.beginArray()
        for check in ManualCheckCatalogue.all {
            json.beginObject()
            if check.android != nil {
                // What Android says differently (TalkBack, Voice Access, Switch Access…), in full.
                let android = check.wording(on: .android)
                json.key("android")
                json.beginObject()
                json.member("howToCheck", android.howToCheck)
                json.member("title", android.title)
                json.member("whyTreeCannotDecide", android.whyTreeCannotDecide)
                json.endObject()
            }
            json.member("applies", check.applicability.rawValue)
            json.key("criteria")
            write(check.criteria, to: &json)
            json.key("hig")
            write(check.hig, to: &json)
            json.member("howToCheck", check.howToCheck)
            json.member("id", check.id)
            json.member("title", check.title)
            json.member("whyTreeCannotDecide", check.whyTreeCannotDecide)
            json.endObject()
        }
        json.endArray()
    }

    /// One entry of `manualChecks.screens`: a screen read, with the checks its elements triggered (the checks
    /// that always apply are asked of every screen read, so they are not repeated).
    static func writeManualScreen(_ file: String, items: [ReviewItem], to json: inout JSONBuffer) {
        json.beginObject()
        json.member("file", file)
        json.key("triggered")
        json.beginArray()
        for item in items where !item.manualCheck.alwaysApplies { write(item, to: &json) }
        json.endArray()
        json.endObject()
    }

    static func write(_ item: ReviewItem, to json: inout JSONBuffer) {
        json.beginObject()
        json.member("check", item.check)
        json.key("elements")
        json.beginArray()
        for element in item.elements {
            json.beginObject()
            json.member("column", element.location.column)
            json.member("detail", element.detail)
            json.member("identifier", element.identifier)
            json.member("label", element.label)
            json.member("line", element.location.line)
            json.member("path", element.path)
            json.member("type", element.type)
            json.endObject()
        }
        json.endArray()
        json.member("fingerprint", item.fingerprint)
        json.endObject()
    }

    static func write(_ screen: ScreenSummary, outcomes: [RuleOutcomes], to json: inout JSONBuffer) {
        json.beginObject()
        json.member("elements", screen.elements)
        json.key("error")
        if let error = screen.error {
            json.beginObject()
            json.key("column")
            if let location = error.location { json.int(location.column) } else { json.null() }
            json.key("line")
            if let location = error.location { json.int(location.line) } else { json.null() }
            json.member("message", error.message)
            json.endObject()
        } else {
            json.null()
        }
        if let density = screen.density {
            json.key("density")
            json.beginObject()
            json.member("contradiction", screen.densityContradiction)
            json.member("inferredFrom", screen.densityInferred)
            json.member("value", density)
            json.endObject()
        }
        json.member("file", screen.file)
        json.member("format", screen.format.rawValue)
        json.member("notOnScreen", screen.notOnScreen)
        if let other = screen.notTheApp { json.member("notTheApp", other) }
        json.member("platform", screen.platform.rawValue)
        json.key("problems")
        json.beginArray()
        for problem in screen.problems {
            json.beginObject()
            json.member("column", problem.location.column)
            json.member("line", problem.location.line)
            json.member("message", problem.message)
            json.endObject()
        }
        json.endArray()
        json.key("rulesNotRun")
        json.beginArray()
        for outcome in outcomes {
            guard let reason = outcome.notRunReason else { continue }
            json.beginObject()
            json.member("reason", reason)
            json.member("rule", outcome.rule)
            json.endObject()
        }
        json.endArray()
        json.member("status", screen.status.rawValue)
        json.member("unit", screen.frameUnit.rawValue)
        if !screen.unrecordedWebViews.isEmpty {
            json.member("unrecordedWebViews", screen.unrecordedWebViews)
        }
        json.endObject()
    }

    static func writeSummary(_ totals: RunTotals, to json: inout JSONBuffer) {
        json.beginObject()
        json.key("crawl")
        writeCrawl(totals.crawl, to: &json)
        json.member("elements", totals.elements)
        json.key("findings")
        json.beginObject()
        json.member("error", totals.errors)
        json.member("note", totals.notes)
        json.member("total", totals.newFindings)
        json.member("warning", totals.warnings)
        json.endObject()
        json.member("known", totals.known)
        json.member("ledger", totals.ledgerFile)
        json.member("needsReview", totals.needsReview)
        json.member("notOnScreen", totals.notOnScreen)
        json.member("problems", totals.problems)
        json.key("rules")
        json.beginObject()
        for rule in totals.ruleOutcomes.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            let outcome = totals.ruleOutcomes[rule]!
            json.key(rule)
            json.beginObject()
            json.member("findings", outcome.findings)
            json.member("needsReview", outcome.needsReview)
            json.member("notRun", outcome.notRun)
            json.member("notRunScreens", totals.rulesNotRun[rule]?.screens ?? 0)
            json.endObject()
        }
        json.endObject()
        json.key("screens")
        json.beginObject()
        json.member("empty", totals.empty)
        json.member("ok", totals.screensRead)
        json.member("total", totals.screens)
        json.member("unreadable", totals.unreadable)
        json.endObject()
        // Files met in folder scans and not read: a11y-crawl's own, and those that are not recordings by name.
        json.key("skipped")
        json.beginObject()
        json.member("notRecordings", totals.notRecordings)
        json.key("ownFiles")
        json.beginArray()
        for file in totals.ownFiles {
            json.beginObject()
            json.member("file", file.file)
            json.member("kind", file.kind.rawValue)
            json.endObject()
        }
        json.endArray()
        json.endObject()
        json.key("stale")
        json.beginArray()
        for entry in totals.staleEntries {
            json.beginObject()
            json.member("column", entry.location.column)
            json.member("element", entry.element)
            json.member("line", entry.location.line)
            json.member("reason", entry.reason)
            json.member("rule", entry.rule)
            json.member("screen", entry.screen)
            json.endObject()
        }
        json.endArray()
        json.member("unreadable", totals.notChecked.map(\.file))
        json.endObject()
    }
}

/// Streams the JSON report: findings go out as each screen comes; the manual checks and the screen list,
/// which follow the findings in key order, wait in spools; the summary is written at the end.
public final class JSONReportWriter: ReportWriter {
    private let sink: OutputSink
    private var json = JSONBuffer(pretty: true, capacity: 1 << 16)
    private var findingsWritten = 0
    private let manualScreens = Spool()
    private var manualScreensWritten = 0
    private let screens = Spool()
    private var screensWritten = 0

    /// Threads for rendering a very large screen's findings.
    private let jobs: Int

    public init(sink: OutputSink, jobs: Int = 1) {
        self.sink = sink
        self.jobs = jobs
        json.beginObject()
        json.key("findings")
        json.beginArray()
        sink.write(json.drain())
    }

    /// Findings a screen needs before they are rendered on several threads (a screen of ordinary size has
    /// tens of findings).
    static let findingsForConcurrentRendering = 4096

    /// Findings rendered into one buffer by one thread: its storage (about 190 KB) stays under the size from
    /// which the allocator maps blocks of their own, so the buffers reuse freed memory instead of faulting in
    /// new pages.
    static let findingsPerBatch = 128

    public func add(_ result: ScreenResult) {
        if jobs > 1, result.findings.count >= Self.findingsForConcurrentRendering {
            addConcurrently(result)
        } else {
            for (index, finding) in result.findings.enumerated() {
                var fragment = JSONBuffer(pretty: true, capacity: 1024, nestedIn: 2)
                JSONReport.write(finding, known: result.mark(index), issue: result.issue(index), to: &fragment)
                if findingsWritten > 0 { sink.write([0x2C]) }
                sink.write(fragment.bytes)
                findingsWritten += 1
            }
        }
        if result.summary.status == .ok {
            var fragment = JSONBuffer(pretty: true, capacity: 1024, nestedIn: 3)
            JSONReport.writeManualScreen(result.summary.file, items: result.reviewItems, to: &fragment)
            if manualScreensWritten > 0 { manualScreens.write([0x2C]) }
            manualScreens.write(fragment.bytes)
            manualScreensWritten += 1
        }
        var fragment = JSONBuffer(pretty: true, capacity: 512, nestedIn: 2)
        JSONReport.write(result.summary, outcomes: result.outcomes, to: &fragment)
        if screensWritten > 0 { screens.write([0x2C]) }
        screens.write(fragment.bytes)
        screensWritten += 1
    }

    /// The findings of `result` rendered by `jobs` threads, a batch at a time each, and written in order as the
    /// batches are done (this thread writes while the others render): the same bytes as one after another,
    /// with at most four batches per job waiting.
    private func addConcurrently(_ result: ScreenResult) {
        let batch = Self.findingsPerBatch
        let count = result.findings.count
        let leading = findingsWritten > 0
        OrderedSlots<JSONBuffer>.stream(count: (count + batch - 1) / batch, jobs: jobs, window: 4 * jobs) { part in
            // One buffer for the batch, its findings joined by the buffer's own commas (a finding takes about
            // 1.3 KB): the same bytes as fragments joined with `,`.
            var json = JSONBuffer(pretty: true, capacity: batch * 1536, nestedIn: 2)
            let from = part * batch
            if leading || part > 0 { json.assumeItemsWritten() }
            for index in from..<min(count, from + batch) {
                JSONReport.write(result.findings[index], known: result.mark(index), issue: result.issue(index), to: &json)
            }
            return json
        } consume: { json in
            json.withBytes { sink.write($0) }
        }
        findingsWritten += count
    }

    public func finish(_ totals: RunTotals) {
        if findingsWritten > 0 { json.assumeItemsWritten() }
        json.endArray()
        json.member("formatVersion", JSONReport.formatVersion)
        json.key("issues")
        JSONReport.writeIssues(totals.crawl, to: &json)
        json.key("manualChecks")
        json.beginObject()
        json.key("checks")
        JSONReport.writeCatalogue(to: &json)
        json.key("screens")
        json.beginArray()
        sink.write(json.drain())
        manualScreens.copyAll(to: sink)
        if manualScreensWritten > 0 { json.assumeItemsWritten() }
        json.endArray()
        json.endObject()
        json.key("screens")
        json.beginArray()
        sink.write(json.drain())
        screens.copyAll(to: sink)
        if screensWritten > 0 { json.assumeItemsWritten() }
        json.endArray()
        json.key("summary")
        JSONReport.writeSummary(totals, to: &json)
        json.key("tool")
        json.beginObject()
        json.member("name", totals.toolName)
        json.member("version", totals.toolVersion)
        json.endObject()
        json.endObject()
        json.finish()
        sink.write(json.drain())
        sink.flush()
    }
}
