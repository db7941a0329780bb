import Configuration
import Ledger
import Recorders
import Reports
import Rules
import Support
import TreeModel

/// The check as a library: read → check → (screen groups) → ledger → totals. One `ScreenResult` per input,
/// in input order, whatever the number of jobs; the command line and the tests run the same code.
///
/// - Screen stage (in parallel): a recorder reads the input, the engine runs the rules, the manual-check
///   triggers find what a person must review (`ScreenChecker`).
/// - Group stage (in order): rules that compare several recordings of one screen see each run of
///   consecutive inputs with the same group key (`ScreenGroupRule`).
/// - Run stage (in order): the ledger marks known findings, and the totals count every result
///   (`LedgerStage`, `RunTotals`); at the end the ledger's stale entries are added to the totals.
public struct CheckPipeline: Sendable {
    public var checker: ScreenChecker
    /// Rules that see several recordings of one screen together (the text-size rules with `check --compare`).
    public var groupRules: [any ScreenGroupRule]
    /// Files read and checked at a time.
    public var jobs: Int
    /// The ledger of known findings, if any (see `LedgerStage`).
    public var ledger: LedgerSetup?
    /// `--min-level`: findings under it are left out of the results (the ledger sees them first); the new
    /// ones are counted in `RunTotals.hidden`, as they still count for the exit status.
    public var minimumLevel: Level = .note
    public var toolName: String
    public var toolVersion: String
    /// Tells a11y-crawl's own files (reports, ledgers, configurations) by content, so a folder scan skips them.
    public var ownFile: (@Sendable ([UInt8]) -> OwnFile.Kind?)?
    /// The configuration's `screenshots`: where a recording's screenshot is looked for before beside it
    /// (a recording path → the same path below the screenshots' folder; see `ScreenshotPairing`).
    public var screenshotLocation: (@Sendable (String) -> String?)?
    /// Group the findings into a crawl's issues (`RunTotals.crawl`, `ScreenResult.issues`); false leaves the
    /// results without issue ids and the crawl report empty (the baseline of the grouping's benchmark).
    public var groupsIssues = true
    /// Build the crawl report from the issues (`RunTotals.crawl`: issue groups and the crawl's summary); false
    /// leaves it empty while each result keeps its issue ids (`Report.needsCrawlReport`: SARIF reads the ids only).
    public var buildsCrawlReport = true
    /// The report writer's work on one result alone (`ReportWriter.preparation`): when several results are
    /// finished at once (a crawl's states, once its rules have run), it is done for them on `jobs` threads
    /// before each is consumed in order.
    public var preparation: ResultPreparation?
    /// Rules that judge a crawl as a whole (`CrawlRule`): each state keeps its bars until its crawl ends.
    public var crawlRules: [any CrawlRule] = []
    /// The configuration's `crawl` entry and the folder of its file: the manifest of the recordings no folder's
    /// `a11y-crawl.json` covers.
    public var crawlManifest: (folder: String, manifest: CrawlManifest)?

    public init(engine: Engine = Engine(), withReview: Bool = true, groupRules: [any ScreenGroupRule] = [], jobs: Int = 1,
                ledger: LedgerSetup? = nil, toolName: String = "a11y-crawl", toolVersion: String = ToolVersion.current,
                withWireframes: Bool = false) {
        self.checker = ScreenChecker(engine: engine, withReview: withReview, keepsFacts: !groupRules.isEmpty,
                                     withWireframes: withWireframes)
        self.groupRules = groupRules
        self.jobs = jobs
        self.ledger = ledger
        self.toolName = toolName
        self.toolVersion = toolVersion
    }

    public var engine: Engine { checker.engine }

    /// The screen checker, its engine allowed `jobs` threads for the rules of a very large screen.
    private var checkerWithJobs: ScreenChecker {
        var checker = self.checker
        checker.engine.jobs = max(1, jobs)
        checker.withCrawlFacts = groupsIssues || !crawlRules.isEmpty
        checker.crawlRules = crawlRules
        return checker
    }

    /// Reads and checks every input and hands each result to `consume` in input order; returns the totals.
    package func run(_ inputs: [InputCollector.Input], standardInput: @escaping @Sendable () -> [UInt8],
                    consume: (ScreenResult) -> Void) -> RunTotals {
        let checker = checkerWithJobs
        let ownFile = self.ownFile
        let screenshotLocation = self.screenshotLocation
        let folders = FolderImages()
        let crawls = CrawlInputs(inputs, configured: crawlManifest)
        return run(count: inputs.count, crawls: crawls, work: { index in
            switch ScreenChecker.read(inputs[index], standardInput: standardInput, ownFile: ownFile) {
            case .screen(var screen):
                let path = inputs[index].path
                // A crawl's state of another app (the launcher, a permission dialog) is reported apart.
                if screen.status == .ok, let app = path.flatMap({ crawls.app(ofRecording: $0) }), let shown = screen.app, shown != app {
                    return checker.notTheApp(consume screen, shown: shown)
                }
                ScreenshotPairing.attach(to: &screen, path: path, displayPath: inputs[index].displayPath, engine: checker.engine,
                                         configured: path.flatMap { screenshotLocation?($0) }, folders: folders)
                return checker.check(consume screen, eventViews: path.map { crawls.eventViews(ofRecording: $0) } ?? [])
            case .ownFile(let file):
                return ScreenChecker.Checked(result: ScreenResult(summary: ScreenSummary(.unreadable(file: file.file, error: ReadError(
                    file: file.file, location: nil, message: file.kind.description))), findings: []), facts: nil, ownFile: file)
            }
        }, consume: consume)
    }

    /// The same for screens already in memory (tests, goldens), in the order given.
    public func run(screens: [Screen], consume: (ScreenResult) -> Void) -> RunTotals {
        let checker = checkerWithJobs
        return run(count: screens.count, work: { checker.check(screens[$0]) }, consume: consume)
    }

    /// Every result and the totals, for screens in memory.
    public func results(for screens: [Screen]) -> (results: [ScreenResult], totals: RunTotals) {
        var results: [ScreenResult] = []
        let totals = run(screens: screens) { results.append($0) }
        return (results, totals)
    }

    private func run(count: Int, crawls: CrawlInputs = CrawlInputs(), work: @escaping @Sendable (Int) -> ScreenChecker.Checked,
                     consume: (ScreenResult) -> Void) -> RunTotals {
        var totals = RunTotals(toolName: toolName, toolVersion: toolVersion)
        var grouping = CrawlGrouping()
        var ledgerStage = ledger.map(LedgerStage.init)
        if minimumLevel > .note { totals.minimumLevel = minimumLevel }
        var groups = GroupStage(rules: groupRules, configuration: engine.configuration)
        var crawlStage = CrawlStage(rules: crawlRules, configuration: engine.configuration, crawls: crawls)
        let jobs = max(1, self.jobs), preparation = self.preparation, groupsIssues = self.groupsIssues
        /// Finishes results in input order: issue ids, the ledger, the minimum level, the totals, the writer's
        /// preparation, then `consume`. Several at once (a crawl's states, released together once its rules have
        /// run) are finished in chunks whose issue ids and preparations are worked out on `jobs` threads; one
        /// alone, on this thread.
        func finish(_ results: [ScreenResult]) {
            let chunkSize = 32 * jobs
            var start = 0
            while start < results.count {
                var chunk = Array(results[start ..< min(results.count, start + chunkSize)])
                start += chunk.count
                let parallel = chunk.count > 1 && jobs > 1
                if groupsIssues {
                    if parallel {
                        let results = chunk
                        let ids = OrderedSlots.run(count: results.count, jobs: jobs) { IssueID.ids(of: results[$0]) }
                        for position in chunk.indices { chunk[position].issues = ids[position] }
                    } else {
                        for position in chunk.indices { chunk[position].issues = IssueID.ids(of: chunk[position]) }
                    }
                }
                for position in chunk.indices {
                    ledgerStage?.mark(&chunk[position])
                    // The ledger sees every finding; the reports only those at or above the minimum level.
                    if minimumLevel > .note { chunk[position] = chunk[position].keeping(atOrAbove: minimumLevel, hidden: &totals.hidden) }
                    totals.add(chunk[position])
                    if groupsIssues && buildsCrawlReport { grouping.add(chunk[position]) }
                }
                if parallel, let preparation {
                    let results = chunk
                    let prepared = OrderedSlots.run(count: results.count, jobs: jobs) { preparation.prepare(results[$0]) }
                    for position in chunk.indices { chunk[position].prepared = prepared[position] }
                }
                for result in chunk { consume(result) }
            }
        }
        var ownFiles: [OwnFile] = []
        // Up to sixteen screens per job read and checked ahead of the one being reported.
        OrderedSlots<ScreenChecker.Checked>.stream(count: count, jobs: jobs, window: 16 * jobs, work) { checked in
            if let file = checked.ownFile { return ownFiles.append(file) }
            for result in groups.add(checked) { finish(crawlStage.add(result)) }
        }
        for result in groups.finish() { finish(crawlStage.add(result)) }
        finish(crawlStage.finish())
        totals.ownFiles = ownFiles
        if groupsIssues && buildsCrawlReport {
            grouping.add(graphs: crawls.graphs.map { ($0.file, $0.app, $0.transitions.count, $0.events) }, problems: crawls.problems)
            totals.crawl = grouping.finish()
            if totals.crawl.app == nil, crawls.manifestPackages.count == 1 { totals.crawl.app = crawls.manifestPackages[0] }
        }
        ledgerStage?.finish(into: &totals)
        return totals
    }
}
