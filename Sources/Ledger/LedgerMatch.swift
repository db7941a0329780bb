/// The result of ``Ledger/match(_:checkedScreens:checkedRules:)``: which findings are known (and by which
/// entry), which are new, and which entries are stale.
///
/// Finding indices refer to the array of findings given to `match`; entry indices refer to ``entries``
/// (the ledger's entries in file order). Every index list is ascending.
public struct LedgerMatch: Sendable, Hashable {
    /// The ledger's entries, in file order.
    public let entries: [LedgerEntry]
    /// Per finding: the index in ``entries`` of the entry that covers it, or nil when it is new.
    public let coveringEntryIndex: [Int?]
    /// Per entry: how many findings it covers (at most its `count`).
    public let coveredCount: [Int]
    /// Findings no entry covers: these fail the run (at or above the fail-on level).
    public let newFindingIndices: [Int]
    /// Findings an entry covers: reported as known, never failing the run.
    public let knownFindingIndices: [Int]
    /// Entries that cover no finding although they are in scope (their rule ran and their screen lies under a
    /// checked path or matches a screen that was read; see ``LedgerScope``): the problem is fixed, the element
    /// changed, or the recording is gone. They fail the run unless stale entries are allowed.
    public let staleEntryIndices: [Int]
    /// Entries that cover no finding and are out of scope (their rule did not run, or their screen lies
    /// outside every checked path); neither used nor stale, so checking part of the recordings does not make
    /// the rest of the ledger stale.
    public let outOfScopeEntryIndices: [Int]

    public init(entries: [LedgerEntry], coveringEntryIndex: [Int?], coveredCount: [Int],
                staleEntryIndices: [Int], outOfScopeEntryIndices: [Int]) {
        self.entries = entries
        self.coveringEntryIndex = coveringEntryIndex
        self.coveredCount = coveredCount
        var new: [Int] = []
        var known: [Int] = []
        for (finding, entry) in coveringEntryIndex.enumerated() {
            if entry == nil { new.append(finding) } else { known.append(finding) }
        }
        self.newFindingIndices = new
        self.knownFindingIndices = known
        self.staleEntryIndices = staleEntryIndices
        self.outOfScopeEntryIndices = outOfScopeEntryIndices
    }

    /// The entry that covers finding `index`, or nil when the finding is new.
    public func entry(covering index: Int) -> LedgerEntry? {
        coveringEntryIndex[index].map { entries[$0] }
    }

    /// The reason of the entry that covers finding `index`, or nil when the finding is new.
    public func reason(for index: Int) -> String? { entry(covering: index)?.reason }

    /// The stale entries, in file order; each has the `location` of its object in the ledger.
    public var staleEntries: [LedgerEntry] { staleEntryIndices.map { entries[$0] } }
}
