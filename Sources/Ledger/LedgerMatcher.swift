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
    public mutating func cover(_ findings: [Finding]) -> [Int?] {
        let entries = ledger.entries
        var covering = [Int?](repeating: nil, count: findings.count)
        for (position, finding) in findings.enumerated() {
            let used = self.used
            covering[position] = index.firstEntry(for: finding) { entry in
                guard let limit = entries[entry].count else { return true }
                return used[entry] < limit
            }
            if let entry = covering[position] { self.used[entry] += 1 }
        }
        return covering
    }

    /// The entries that covered nothing, split into stale (in scope: their rule ran and a checked screen
    /// matches) and out of scope. nil scopes judge every entry.
    public func unused(checkedScreens: [String]?, checkedRules: [String]?) -> (stale: [Int], outOfScope: [Int]) {
        let rules = checkedRules.map(Set.init)
        let screens = checkedScreens.map { Set($0.map(PathGlob.normalise)) }
        var stale: [Int] = []
        var outOfScope: [Int] = []
        for position in ledger.entries.indices where used[position] == 0 {
            let entry = ledger.entries[position]
            var inScope = rules?.contains(entry.rule) ?? true
            if inScope, let screens {
                let glob = index.globs[position]
                inScope = glob.isLiteral ? screens.contains(glob.normalisedPattern) : screens.contains(where: glob.matches)
            }
            if inScope { stale.append(position) } else { outOfScope.append(position) }
        }
        return (stale, outOfScope)
    }
}
