import Ledger
import Reports
import Rules
import TreeModel

/// The ledger for a run: the ledger, its path as named to the tool, and which entries the run can judge
/// (given the screens read and those that could not be, see `LedgerScope`).
public struct LedgerSetup: Sendable {
    public var ledger: Ledger
    public var path: String
    public var scope: @Sendable (_ read: [String], _ unread: [String]) -> LedgerScope

    /// `scope` defaults to the screens read and every rule.
    public init(ledger: Ledger, path: String,
                scope: @escaping @Sendable (_ read: [String], _ unread: [String]) -> LedgerScope = { read, _ in LedgerScope(readScreens: read) }) {
        self.ledger = ledger
        self.path = path
        self.scope = scope
    }
}

/// The run stage of the ledger: marks the findings it covers as known, screen by screen in input order,
/// and at the end names the entries that matched nothing (stale).
struct LedgerStage {
    private var matcher: LedgerMatcher
    private let setup: LedgerSetup
    private var readScreens: [String] = []
    private var unreadScreens: [String] = []

    init(_ setup: LedgerSetup) {
        matcher = LedgerMatcher(setup.ledger)
        self.setup = setup
    }

    mutating func mark(_ result: inout ScreenResult) {
        let entries = matcher.ledger.entries
        result.ledger = matcher.cover(result.findings, issues: result.issues).map { entry in
            entry.map { LedgerMark(reason: entries[$0].reason, location: entries[$0].location ?? SourceLocation(line: 1, column: 1)) }
        }
        if result.summary.status == .ok { readScreens.append(result.summary.file) } else { unreadScreens.append(result.summary.file) }
    }

    func finish(into totals: inout RunTotals) {
        totals.ledgerFile = setup.path
        let unused = matcher.unused(in: setup.scope(readScreens, unreadScreens))
        totals.staleEntries = unused.stale.map { index in
            let entry = matcher.ledger.entries[index]
            return StaleEntry(rule: entry.rule, screen: entry.screen, element: entry.issue.map { "issue " + $0 } ?? entry.element, reason: entry.reason,
                              location: entry.location ?? SourceLocation(line: 1, column: 1))
        }
    }
}
