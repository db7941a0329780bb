import Rules
import TreeModel

/// What checking one recording gave: the one per-screen result the pipeline makes, the reports write and the
/// tests read, handed to a report writer as soon as it is ready, in input order.
public struct ScreenResult: Sendable {
    public var summary: ScreenSummary
    /// Sorted by line, column, rule, path.
    public var findings: [Finding]
    /// For each finding, the ledger entry that makes it known, or nil when it is new. Empty when no ledger
    /// was used (every finding is new).
    public var ledger: [LedgerMark?]
    /// What a person must still check on this screen (empty unless it was read).
    public var reviewItems: [ReviewItem]
    /// What each rule gave on this screen, in rule order (empty unless it was read).
    public var outcomes: [RuleOutcomes]
    /// The screen's geometry, for reports that draw it (`Report.needsWireframes`); nil otherwise.
    public var wireframe: ScreenWireframe?
    /// What the crawl needs of the state once its elements are gone (app, activity, layout signature, bar
    /// places); nil for a screen that was not read, or not checked.
    public var crawl: CrawlScreenFacts?
    /// For each finding, the id of the issue it belongs to (`IssueID`); set by the pipeline's run stage, empty
    /// before.
    public var issues: [String] = []
    /// The state's persistent bars and their controls, for the crawl rules (`CrawlBars`); nil when no crawl rule
    /// runs, and released once the crawl's rules have run.
    public var crawlBars: CrawlBars?
    /// The elements the crawl's events left the state by, for the crawl rules (`CrawlEventTargets`); nil when no
    /// crawl rule runs, and released with `crawlBars`.
    public var crawlEvents: CrawlEventTargets?
    /// What the report writer made of this result ahead of its `add` (`ResultPreparation`), on one of the
    /// pipeline's threads; nil when it made nothing.
    public var prepared: (any Sendable)?

    public init(summary: ScreenSummary, findings: [Finding], ledger: [LedgerMark?] = [], reviewItems: [ReviewItem] = [],
                outcomes: [RuleOutcomes] = [], wireframe: ScreenWireframe? = nil) {
        self.summary = summary
        self.findings = findings
        self.ledger = ledger
        self.reviewItems = reviewItems
        self.outcomes = outcomes
        self.wireframe = wireframe
    }

    /// The ledger entry covering finding `index`, if any.
    public func mark(_ index: Int) -> LedgerMark? { index < ledger.count ? ledger[index] : nil }

    /// The issue id of finding `index`, if the run stage gave it one.
    public func issue(_ index: Int) -> String? { index < issues.count ? issues[index] : nil }
}

/// Why a finding is known: the reason of the ledger entry that covers it, and where that entry is.
public struct LedgerMark: Sendable, Hashable {
    public var reason: String
    public var location: SourceLocation

    public init(reason: String, location: SourceLocation) {
        self.reason = reason
        self.location = location
    }
}

/// A ledger entry that matched no finding: it fails the run unless stale entries are allowed.
public struct StaleEntry: Sendable, Hashable {
    public var rule: String
    public var screen: String
    public var element: String
    public var reason: String
    public var location: SourceLocation

    public init(rule: String, screen: String, element: String, reason: String, location: SourceLocation) {
        self.rule = rule
        self.screen = screen
        self.element = element
        self.reason = reason
        self.location = location
    }
}
