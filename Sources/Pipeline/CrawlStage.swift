import Reports
import Rules
import TreeModel

/// The crawl stage: holds the results of the states of one crawl (consecutive inputs with the same crawl key,
/// `CrawlInputs.crawlKey`) until the crawl ends, runs the crawl rules on their bars (`CrawlBars`) and adds
/// their findings to the states they name, with each rule's outcome on every state (a crawl of one recording
/// gets none: there is nothing to compare). Without crawl rules every result passes straight through. What is
/// held per state is its result, not its screen.
struct CrawlStage {
    let rules: [any CrawlRule]
    let configuration: RuleConfiguration
    let crawls: CrawlInputs
    private var pending: [ScreenResult] = []
    private var key: String?

    init(rules: [any CrawlRule], configuration: RuleConfiguration, crawls: CrawlInputs) {
        self.rules = rules
        self.configuration = configuration
        self.crawls = crawls
    }

    /// The results that are complete once `result` has come.
    mutating func add(_ result: ScreenResult) -> [ScreenResult] {
        guard !rules.isEmpty else { return [result] }
        let next = crawls.crawlKey(ofDisplayPath: result.summary.file)
        var done: [ScreenResult] = []
        if next != key { done = finish() }
        key = next
        pending.append(result)
        return done
    }

    /// The results of the crawl in progress, with the crawl rules' findings and outcomes.
    mutating func finish() -> [ScreenResult] {
        defer { key = nil }
        guard !pending.isEmpty else { return [] }
        // Taken, not copied: a copy would be copied again, element by element, by the first change below.
        var results: [ScreenResult] = []
        swap(&results, &pending)
        // The app's states that were checked: another app's state, or one that could not be read, is no part.
        let members = results.indices.filter { results[$0].summary.status == .ok && results[$0].summary.notTheApp == nil && results[$0].crawlBars != nil }
        // A recording alone is no crawl: the crawl rules do not apply to it, and say nothing.
        guard results.count > 1 else {
            for position in results.indices {
                results[position].crawlBars = nil
                results[position].crawlEvents = nil
            }
            return results
        }
        let manifest = key.flatMap { crawls.manifest(ofCrawl: $0) }
        var apps = Set<String>()
        var unnamed = false
        var screens = Set<String>()
        for position in members {
            if let app = manifest?.package ?? results[position].crawl?.app { apps.insert(app) } else { unnamed = true }
            screens.insert(Self.screenKey(results[position]))
        }
        // Rules that judge each screen (how it was reached) need no second screen to compare with.
        func reason(screens: Int) -> String? {
            if let reason = CrawlRules.notRunReason(screens: screens, apps: apps.count) { return reason }
            guard unnamed else { return nil }
            return apps.isEmpty
                ? "the recordings do not name their app; a crawl manifest (the 'crawl' entry of a11y-crawl.json beside them) can"
                : "some recordings do not name their app; a crawl manifest (the 'crawl' entry of a11y-crawl.json beside them) can"
        }
        let comparing = reason(screens: screens.count)
        let judging = reason(screens: max(screens.count, CrawlRules.minimumScreens))
        var states: [CrawlState] = []
        if comparing == nil || judging == nil {
            let ordered = crawls.ordered(members.map { results[$0].summary.file }, crawl: key ?? "").map { members[$0] }
            states = ordered.map { position in
                let file = results[position].summary.file
                return CrawlState(file: file, screen: Self.screenKey(results[position]), bars: results[position].crawlBars!,
                                  graphState: crawls.graphState(ofDisplayPath: file),
                                  events: results[position].crawlEvents ?? CrawlEventTargets())
            }
        }
        let graph = key.flatMap { crawls.graph(ofCrawl: $0) }
        for rule in rules {
            let reason = rule.reportsOn.contains(.screen) ? judging : comparing
            let judgement = reason == nil ? rule.judge(states, graph: graph, configuration: configuration) : CrawlJudgement()
            var byFile: [String: [Finding]] = [:]
            for finding in judgement.findings { byFile[finding.file, default: []].append(finding) }
            for position in members {
                let added = byFile[results[position].summary.file] ?? []
                var outcome = RuleOutcomes(rule: rule.metadata.id, notRunReason: reason ?? judgement.notRun[results[position].summary.file])
                for finding in added { if finding.outcome == .finding { outcome.findings += 1 } else { outcome.needsReview += 1 } }
                results[position].outcomes.append(outcome)
                if !added.isEmpty { results[position].findings = (results[position].findings + added).sorted(by: Finding.precedesInFile) }
            }
        }
        for position in results.indices {
            results[position].crawlBars = nil
            results[position].crawlEvents = nil
        }
        return results
    }

    /// The screen a state is a recording of: its activity and layout signature, or its file without them.
    static func screenKey(_ result: ScreenResult) -> String { result.crawl?.screenKey ?? "#" + result.summary.file }
}
