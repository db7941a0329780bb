import Rules
import TreeModel

/// The run seen as a crawl: its states, the screens they are recordings of, the transitions the crawler
/// recorded, and the findings grouped into issues. Made at the end of the run (`CrawlGrouping`).
public struct CrawlReport: Sendable, Hashable {
    /// One screen: the states with the same activity and layout signature.
    public struct Screen: Sendable, Hashable {
        /// `activity#layout` (see `CrawlScreenFacts.screenKey`).
        public var key: String
        public var activity: String?
        /// Its recordings, by file.
        public var recordings: [String]
        /// Issues with an occurrence on it.
        public var issues: Int
    }

    /// States of another app than the crawl's, by app: read, not checked.
    public struct OtherApp: Sendable, Hashable {
        public var app: String
        public var states: [String]
    }

    /// States read (the app's and the others').
    public var states = 0
    /// The app's states (checked).
    public var appStates = 0
    /// The crawled app, when a graph or the states name one.
    public var app: String?
    public var otherApps: [OtherApp] = []
    /// Screens in order of their first recording.
    public var screens: [Screen] = []
    /// The transition graphs read (`utg.js`), by file.
    public var graphs: [String] = []
    /// Transitions (edges) and the events on them, over the graphs read; nil without a graph.
    public var transitions: Int?
    public var events: Int?
    /// Graphs that could not be read, with why.
    public var graphProblems: [ReadError] = []
    /// The activities of the app's states, sorted.
    public var activities: [String] = []
    /// Findings grouped (new and known).
    public var findings = 0
    /// Most widespread first (`CrawlIssue.precedes`).
    public var issues: [CrawlIssue] = []

    public init() {}

    /// Whether the crawl says something the findings do not: it is a crawl (a transition graph was read, or
    /// states of other apps met), or grouping merged states into screens or findings into issues. The text
    /// report's crawl section and the HTML report's Issues view are written only then.
    public var isWorthShowing: Bool {
        let merged = screens.count < appStates || issues.count < findings
        return merged || !otherApps.isEmpty || !graphs.isEmpty || !graphProblems.isEmpty
    }

    /// The screens holding the most issues, most first (ties by screen order), at most `limit`.
    public func screensWithMostIssues(limit: Int = 5) -> [Int] {
        Array(screens.indices.filter { screens[$0].issues > 0 }
            .sorted { screens[$0].issues != screens[$1].issues ? screens[$0].issues > screens[$1].issues : $0 < $1 }
            .prefix(limit))
    }
}
