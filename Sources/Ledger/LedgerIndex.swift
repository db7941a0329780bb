import Rules
import TreeModel

/// The entries of a ledger indexed for matching: exact screens by (rule, element, screen), glob screens by
/// (rule, element), each list in file order, with every screen compiled once. Which glob entries match a
/// (rule, element, file) is worked out once and remembered, since many findings share a file.
struct LedgerIndex {
    private struct Key: Hashable {
        var rule: String
        var element: String
    }

    private struct ExactKey: Hashable {
        var rule: String
        var element: String
        var screen: String
    }

    /// Per entry: its compiled `screen`.
    let globs: [PathGlob]
    private var exact: [ExactKey: [Int]] = [:]
    private var globbed: [Key: [Int]] = [:]
    /// (rule, element, file) → the glob entries of (rule, element) whose screen matches the file, ascending.
    private var globMatches: [ExactKey: [Int]] = [:]

    init(_ entries: [LedgerEntry]) {
        globs = entries.map { PathGlob($0.screen) }
        for (position, entry) in entries.enumerated() {
            let glob = globs[position]
            if glob.isLiteral {
                exact[ExactKey(rule: entry.rule, element: entry.element, screen: glob.normalisedPattern), default: []]
                    .append(position)
            } else {
                globbed[Key(rule: entry.rule, element: entry.element), default: []].append(position)
            }
        }
    }

    /// The first entry, in file order, that matches `finding` and that `hasRoom` accepts.
    mutating func firstEntry(for finding: Finding, hasRoom: (Int) -> Bool) -> Int? {
        let file = PathGlob.normalise(finding.file)
        let key = ExactKey(rule: finding.rule, element: finding.identity, screen: file)
        let exactList = exact[key] ?? []
        let globList: [Int]
        if let known = globMatches[key] {
            globList = known
        } else if let candidates = globbed[Key(rule: finding.rule, element: finding.identity)] {
            globList = candidates.filter { globs[$0].matches(file) }
            globMatches[key] = globList
        } else {
            globList = []
        }
        // Merge the two ascending lists, so the earliest entry wins whichever list it is in.
        var e = 0, g = 0
        while e < exactList.count || g < globList.count {
            if g == globList.count || (e < exactList.count && exactList[e] < globList[g]) {
                let entry = exactList[e]
                e += 1
                if hasRoom(entry) { return entry }
            } else {
                let entry = globList[g]
                g += 1
                if hasRoom(entry) { return entry }
            }
        }
        return nil
    }
}
