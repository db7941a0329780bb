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
    /// Entries for issues by (rule, issue id), each list in file order.
    private var byIssue: [Key: [Int]] = [:]
    /// Per entry: it is for an issue on every screen (`LedgerEntry.coversEveryScreen`).
    private let everyScreen: [Bool]
    /// (rule, element, file) → the glob entries of (rule, element) whose screen matches the file, ascending.
    private var globMatches: [ExactKey: [Int]] = [:]

    init(_ entries: [LedgerEntry]) {
        globs = entries.map { PathGlob($0.screen) }
        everyScreen = entries.map(\.coversEveryScreen)
        for (position, entry) in entries.enumerated() {
            let glob = globs[position]
            if let issue = entry.issue {
                byIssue[Key(rule: entry.rule, element: issue), default: []].append(position)
            } else if glob.isLiteral {
                exact[ExactKey(rule: entry.rule, element: entry.element, screen: glob.normalisedPattern), default: []]
                    .append(position)
            } else {
                globbed[Key(rule: entry.rule, element: entry.element), default: []].append(position)
            }
        }
    }

    /// The first entry, in file order, that matches `finding` and that `hasRoom` accepts.
    mutating func firstEntry(for finding: Finding, issue: String? = nil, hasRoom: (Int) -> Bool) -> Int? {
        let file = PathGlob.normalise(finding.file)
        // With entries for the finding's issue, the first of every matching entry in file order.
        if let issue, let issueList = byIssue[Key(rule: finding.rule, element: issue)] {
            let others = entries(for: finding, file: file)
            let candidates = (others + issueList.filter { everyScreen[$0] || globs[$0].matches(file) }).sorted()
            return candidates.first(where: hasRoom)
        }
        return firstElementEntry(for: finding, file: file, hasRoom: hasRoom)
    }

    /// Every element entry that matches `finding`, ascending.
    private mutating func entries(for finding: Finding, file: String) -> [Int] {
        var all: [Int] = []
        _ = firstElementEntry(for: finding, file: file) { all.append($0); return false }
        return all
    }

    /// The first entry for the finding's element, in file order, that `hasRoom` accepts.
    private mutating func firstElementEntry(for finding: Finding, file: String, hasRoom: (Int) -> Bool) -> Int? {
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
