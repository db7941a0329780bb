import Rules
import TreeModel

/// One problem of a crawl: one rule on one element, wherever it occurs (see `IssueID`), with a representative
/// occurrence and every occurrence, grouped by screen.
public struct CrawlIssue: Sendable, Hashable {
    /// One finding of the issue: the state's recording and the element's place in it.
    public struct Occurrence: Sendable, Hashable {
        public var file: String
        public var location: SourceLocation
        /// The screen (index into `CrawlReport.screens`) the state is a recording of.
        public var screen: Int
        /// The reason of the ledger entry that covers it, nil when it is new.
        public var known: String?
    }

    /// On one screen: the recordings of it that hold the issue, out of how many.
    public struct Presence: Sendable, Hashable {
        public var screen: Int
        public var recordings: [String]
        public var of: Int
        /// True when every recording of the screen holds the issue: it is reported once for the screen.
        public var everyRecording: Bool { recordings.count == of }
    }

    public var id: String
    public var rule: String
    /// The highest level among its occurrences.
    public var level: Level
    public var outcome: Outcome
    /// The representative occurrence's message (the first occurrence by file and place).
    public var message: String
    public var type: String
    public var label: String?
    public var identifier: String?
    /// What told the occurrences together: `id:…`, `bar:…` or `screen:…` (see `IssueID`).
    public var key: String
    /// Every occurrence, by file then place; the first is the representative.
    public var occurrences: [Occurrence]
    /// The screens it is on, in screen order.
    public var screens: [Presence]

    public var representative: Occurrence { occurrences[0] }
    /// Occurrences that no ledger entry covers.
    public var newOccurrences: Int { occurrences.reduce(0) { $0 + ($1.known == nil ? 1 : 0) } }

    /// `unlabelled ImageButton `toolbar_menu``, `Button "Save"`, `unlabelled ImageButton at …/ImageButton[1]`.
    public var elementName: String {
        // A resource id without its package (`com.example:id/toolbar_menu` → `toolbar_menu`).
        let short = identifier.map { id in id.range(of: ":id/").map { String(id[$0.upperBound...]) } ?? id }
        if let label { return "\(type) \"\(ScreenFacts.shorten(label))\"" + (short.map { " `\($0)`" } ?? "") }
        if let short { return "unlabelled \(type) `\(short)`" }
        if key.hasPrefix("bar:") { return "unlabelled \(type) in the \(key.split(separator: ":")[1]) bar" }
        return "unlabelled \(type)"
    }

    /// The order of a report: most screens first, then most occurrences, the higher level, the rule, the id.
    public static func precedes(_ lhs: CrawlIssue, _ rhs: CrawlIssue) -> Bool {
        if lhs.screens.count != rhs.screens.count { return lhs.screens.count > rhs.screens.count }
        if lhs.occurrences.count != rhs.occurrences.count { return lhs.occurrences.count > rhs.occurrences.count }
        if lhs.level != rhs.level { return lhs.level > rhs.level }
        if lhs.rule != rhs.rule { return lhs.rule.utf8.lexicographicallyPrecedes(rhs.rule.utf8) }
        return lhs.id.utf8.lexicographicallyPrecedes(rhs.id.utf8)
    }

    /// The positions of `issues` in the order of `precedes`. A run sorts numbers, not issues: sorting the
    /// issues themselves copies one (retaining and releasing each of its strings and arrays) at every step, which
    /// on a screen of 400,000 findings took longer than checking it. The rules are ranked by name, and the ids,
    /// 16 lowercase hex digits as `IssueID` writes them, compare as their values do; when one is not, the
    /// issues are compared with `precedes` itself.
    static func order(of issues: [CrawlIssue]) -> [Int] {
        let ids = issues.map { Fingerprint.value(of: $0.id) }
        guard !ids.contains(nil) else { return issues.indices.sorted { precedes(issues[$0], issues[$1]) } }
        var rank: [String: Int] = [:]
        for rule in issues.map(\.rule) where rank[rule] == nil { rank[rule] = 0 }
        for (position, rule) in rank.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }).enumerated() {
            rank[rule] = position
        }
        let levels = Level.allCases.sorted()
        let keys = issues.indices.map { position in
            let issue = issues[position]
            return NumericKey(screens: issue.screens.count, occurrences: issue.occurrences.count,
                              level: levels.firstIndex(of: issue.level)!, rule: rank[issue.rule]!, id: ids[position]!)
        }
        return keys.indices.sorted { keys[$0].precedes(keys[$1]) }
    }

    /// What `precedes` compares, in numbers: the level and rule as ranks, the id as its value.
    private struct NumericKey {
        var screens: Int
        var occurrences: Int
        var level: Int
        var rule: Int
        var id: UInt64

        func precedes(_ other: NumericKey) -> Bool {
            if screens != other.screens { return screens > other.screens }
            if occurrences != other.occurrences { return occurrences > other.occurrences }
            if level != other.level { return level > other.level }
            if rule != other.rule { return rule < other.rule }
            return id < other.id
        }
    }
}
