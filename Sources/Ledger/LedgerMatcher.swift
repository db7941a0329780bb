import Rules
import TreeModel

/// Matches findings against a ledger as they stream past, screen by screen, in the order the tool reports
/// them; at the end it tells which entries stayed stale. `Ledger.match` is this over one list.
public struct LedgerMatcher: Sendable {
    public let ledger: Ledger
    private var index: LedgerIndex
    /// Per entry: how many findings it has covered so far.
    public private(set) var used: [Int]

    public init(_ ledger: Ledger) {
        self.ledger = ledger
        index = LedgerIndex(ledger.entries)
        used = [Int](repeating: 0, count: ledger.entries.count)
    }

    /// For each finding, the index of the entry that covers it (the first in file order with room), or nil
    /// when it is new.
    /// `issues` (when given, one per finding) are the findings' issue ids, which entries for issues match.
    public mutating func cover(_ findings: [Finding], issues: [String] = []) -> [Int?] {
        let entries = ledger.entries
        var covering = [Int?](repeating: nil, count: findings.count)
        for (position, finding) in findings.enumerated() {
            let used = self.used
            let issue = position < issues.count ? issues[position] : nil
            covering[position] = index.firstEntry(for: finding, issue: issue) { entry in
                guard let limit = entries[entry].count else { return true }
                return used[entry] < limit
            }
            if let entry = covering[position] { self.used[entry] += 1 }
        }
        return covering
    }

    /// The entries that covered nothing, split into stale (in scope: their rule ran and a checked screen
    /// matches) and out of scope. nil scopes judge every entry. Kept for callers that know only the screens
    /// read; ``unused(in:)`` also judges entries for recordings that are gone.
    public func unused(checkedScreens: [String]?, checkedRules: [String]?) -> (stale: [Int], outOfScope: [Int]) {
        guard let checkedScreens else {
            let rules = checkedRules.map(Set.init)
            return split { position in rules?.contains(ledger.entries[position].rule) ?? true }
        }
        return unused(in: LedgerScope(readScreens: checkedScreens, checkedRules: checkedRules))
    }

    /// The entries that covered nothing, split into stale (in `scope`, see ``LedgerScope``) and out of scope.
    public func unused(in scope: LedgerScope) -> (stale: [Int], outOfScope: [Int]) {
        let compiled = LedgerScope.Compiled(scope)
        return split { position in
            let entry = ledger.entries[position]
            // An issue's entry for every screen is judged when its rule ran on some screen read.
            if entry.coversEveryScreen { return (scope.checkedRules?.contains(entry.rule) ?? true) && !scope.readScreens.isEmpty }
            return compiled.contains(rule: entry.rule, screen: index.globs[position])
        }
    }

    private func split(inScope: (Int) -> Bool) -> (stale: [Int], outOfScope: [Int]) {
        var stale: [Int] = []
        var outOfScope: [Int] = []
        for position in ledger.entries.indices where used[position] == 0 {
            if inScope(position) { stale.append(position) } else { outOfScope.append(position) }
        }
        return (stale, outOfScope)
    }
}
