import TreeModel

/// A rule that judges a crawl as a whole: the same control or bar on several screens of one app. It sees each
/// state as its `CrawlBars` (made in the screen stage, so no screen is kept), in input order, once every state
/// of the crawl has been checked; its findings go on the states they name.
public protocol CrawlRule: Sendable {
    var metadata: RuleMetadata { get }
    /// What its findings are on: the bars, their controls, or both (which templates `CrawlBars` makes).
    var reportsOn: CrawlRuleTarget { get }
    /// Findings on the crawl's states; each finding names its own state's file.
    func check(_ crawl: [CrawlState], configuration: RuleConfiguration) -> [Finding]
    /// The findings, and the states the rule could not judge with why, given the crawl's transition graph
    /// (DroidBot's `utg.js`) when it has one. By default, `check` without the graph.
    func judge(_ crawl: [CrawlState], graph: CrawlGraph?, configuration: RuleConfiguration) -> CrawlJudgement
}

extension CrawlRule {
    public func judge(_ crawl: [CrawlState], graph: CrawlGraph?, configuration: RuleConfiguration) -> CrawlJudgement {
        CrawlJudgement(findings: check(crawl, configuration: configuration))
    }
}

/// What a crawl rule gave on a crawl: its findings, and the states (by file) it did not run on, with why.
public struct CrawlJudgement: Sendable, Hashable {
    public var findings: [Finding]
    public var notRun: [String: String]

    public init(findings: [Finding] = [], notRun: [String: String] = [:]) {
        self.findings = findings
        self.notRun = notRun
    }
}

/// Which elements of a state a crawl rule reports on.
public struct CrawlRuleTarget: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let bar = CrawlRuleTarget(rawValue: 1 << 0)
    public static let control = CrawlRuleTarget(rawValue: 1 << 1)
    /// The state as a whole (its first root): the templates `CrawlEventTargets` makes.
    public static let screen = CrawlRuleTarget(rawValue: 1 << 2)
}

/// One state of a crawl, as the crawl rules see it.
public struct CrawlState: Sendable, Hashable {
    /// The recording.
    public var file: String
    /// The screen it is a recording of (states of one screen share it: `CrawlScreenFacts.screenKey`).
    public var screen: String
    public var bars: CrawlBars
    /// The crawler's id of the state in the crawl's transition graph (DroidBot's `state_str`), nil when the
    /// crawl has no graph or the graph does not name this recording.
    public var graphState: String?
    /// The elements the graph's events left this state by, and a reference to the state.
    public var events: CrawlEventTargets

    public init(file: String, screen: String, bars: CrawlBars, graphState: String? = nil, events: CrawlEventTargets = CrawlEventTargets()) {
        self.file = file
        self.screen = screen
        self.bars = bars
        self.graphState = graphState
        self.events = events
    }
}

/// The rules that judge a crawl as a whole.
public enum CrawlRules {
    public static let all: [any CrawlRule] = [ConsistentIdentification(), ConsistentNavigation(), Reachability()]

    /// Their ids, which `--rule`, `--disable` and `rules.only`/`rules.disable`/`rules.levels` accept.
    public static let ids: [String] = all.map(\.metadata.id)

    /// The fewest screens of one app a crawl rule compares.
    public static let minimumScreens = 2

    /// Why the crawl rules do not run on a group of states with `screens` screens of `apps` apps, or nil.
    public static func notRunReason(screens: Int, apps: Int) -> String? {
        if apps > 1 { return "the recordings are of \(apps) apps; consistency is judged among the screens of one app" }
        if screens < minimumScreens {
            return "the recordings hold \(screens) screen\(screens == 1 ? "" : "s") of the app; consistency is judged across two or more"
        }
        return nil
    }
}
