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
        defer { pending = []; key = nil }
        guard !pending.isEmpty else { return [] }
        var results = pending
        // The app's states that were checked: another app's state, or one that could not be read, is no part.
        let members = results.indices.filter { results[$0].summary.status == .ok && results[$0].summary.notTheApp == nil && results[$0].crawlBars != nil }
        // A recording alone is no crawl: the crawl rules do not apply to it, and say nothing.
        guard results.count > 1 else {
            for position in results.indices { results[position].crawlBars = nil }
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
        var reason = CrawlRules.notRunReason(screens: screens.count, apps: apps.count)
        if reason == nil, unnamed {
            reason = apps.isEmpty
                ? "the recordings do not name their app; a crawl manifest (the 'crawl' entry of a11y-crawl.json beside them) can"
                : "some recordings do not name their app; a crawl manifest (the 'crawl' entry of a11y-crawl.json beside them) can"
        }
        var states: [CrawlState] = []
        if reason == nil {
            let ordered = crawls.ordered(members.map { results[$0].summary.file }, crawl: key ?? "").map { members[$0] }
            states = ordered.map { CrawlState(file: results[$0].summary.file, screen: Self.screenKey(results[$0]), bars: results[$0].crawlBars!) }
        }
        for rule in rules {
            let findings = reason == nil ? rule.check(states, configuration: configuration) : []
            var byFile: [String: [Finding]] = [:]
            for finding in findings { byFile[finding.file, default: []].append(finding) }
            for position in members {
                let added = byFile[results[position].summary.file] ?? []
                var outcome = RuleOutcomes(rule: rule.metadata.id, notRunReason: reason)
                for finding in added { if finding.outcome == .finding { outcome.findings += 1 } else { outcome.needsReview += 1 } }
                results[position].outcomes.append(outcome)
                if !added.isEmpty { results[position].findings = (results[position].findings + added).sorted(by: Finding.precedesInFile) }
            }
        }
        for position in results.indices { results[position].crawlBars = nil }
        return results
    }

    /// The screen a state is a recording of: its activity and layout signature, or its file without them.
    static func screenKey(_ result: ScreenResult) -> String { result.crawl?.screenKey ?? "#" + result.summary.file }
}
