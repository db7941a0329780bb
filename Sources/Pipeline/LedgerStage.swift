import Ledger
import Reports
import Rules
import TreeModel

/// The run stage of the ledger: marks the findings it covers as known, screen by screen in input order,
/// and at the end names the entries that matched nothing (stale).
struct LedgerStage {
    private var matcher: LedgerMatcher
    private let path: String
    private var checkedScreens: [String] = []

    init(_ ledger: Ledger, path: String) {
        matcher = LedgerMatcher(ledger)
        self.path = path
    }

    mutating func mark(_ result: inout ScreenResult) {
        let entries = matcher.ledger.entries
        result.ledger = matcher.cover(result.findings).map { entry in
            entry.map { LedgerMark(reason: entries[$0].reason, location: entries[$0].location ?? SourceLocation(line: 1, column: 1)) }
        }
        if result.summary.status == .ok { checkedScreens.append(result.summary.file) }
    }

    func finish(into totals: inout RunTotals, checkedRules: [String]) {
        totals.ledgerFile = path
        let unused = matcher.unused(checkedScreens: checkedScreens, checkedRules: checkedRules)
        totals.staleEntries = unused.stale.map { index in
            let entry = matcher.ledger.entries[index]
            return StaleEntry(rule: entry.rule, screen: entry.screen, element: entry.element, reason: entry.reason,
                              location: entry.location ?? SourceLocation(line: 1, column: 1))
        }
    }
}
