import TreeModel

/// One accepted finding (or group of findings) in the ledger: which rule, on which screens, on which element,
/// how many at most, and why it is accepted.
public struct LedgerEntry: Sendable, Hashable {
    /// The rule id, e.g. `label-missing` (always a registered rule in a parsed ledger).
    public var rule: String
    /// A recording path as the tool prints it (`Recordings/settings.json`), or a ``PathGlob`` pattern
    /// (`Recordings/settings-*.json`, `Recordings/**`). Kept exactly as written.
    public var screen: String
    /// Exactly a finding's `identity`: `id:<identifier>`, `label:<Type>:<label>` or `path:<element path>`,
    /// with `#2`, `#3`, … when several elements of a screen share it. Empty in an entry for an issue.
    public var element: String
    /// The id of a crawl's issue (`IssueID`): the entry covers every occurrence of the issue, on every screen
    /// its `screen` matches (`**` when the file gives none), instead of one element of one screen.
    public var issue: String?
    /// The most findings the entry covers; nil covers every finding it matches.
    public var count: Int?
    /// Why the finding is accepted, or that its cause is not yet found (never empty in a parsed ledger).
    public var reason: String
    /// Where the entry's object starts in the ledger file; nil for an entry not read from a file
    /// (one made by ``Ledger/adding(_:reason:)``).
    public var location: SourceLocation?

    public init(rule: String, screen: String, element: String, count: Int? = nil, reason: String,
                location: SourceLocation? = nil, issue: String? = nil) {
        self.rule = rule
        self.screen = screen
        self.element = element
        self.issue = issue
        self.count = count
        self.reason = reason
        self.location = location
    }

    /// An entry for an issue that names no screen (`screen` is `**`): it matches the issue on any recording,
    /// however the recordings are named (relative or absolute paths).
    public var coversEveryScreen: Bool { issue != nil && screen == "**" }

    /// The prefixes an `element` may start with: the three kinds of identity a finding has.
    public static let identityPrefixes = ["id:", "label:", "path:"]

    /// The order of a written ledger: screen, rule, element, reason, then count (none first), comparing
    /// UTF-8 bytes so the order is the same in every locale. Locations are ignored.
    public static func precedes(_ lhs: LedgerEntry, _ rhs: LedgerEntry) -> Bool {
        if lhs.screen != rhs.screen { return lhs.screen.utf8.lexicographicallyPrecedes(rhs.screen.utf8) }
        if lhs.rule != rhs.rule { return lhs.rule.utf8.lexicographicallyPrecedes(rhs.rule.utf8) }
        if lhs.element != rhs.element { return lhs.element.utf8.lexicographicallyPrecedes(rhs.element.utf8) }
        if lhs.issue != rhs.issue { return (lhs.issue ?? "").utf8.lexicographicallyPrecedes((rhs.issue ?? "").utf8) }
        if lhs.reason != rhs.reason { return lhs.reason.utf8.lexicographicallyPrecedes(rhs.reason.utf8) }
        return (lhs.count ?? 0) < (rhs.count ?? 0)
    }

    /// What to tell the user about a stale entry (one that matched no finding), without the place:
    /// `ledger entry for label-missing on id:close in Recordings/settings.json matches no finding; …`.
    public var staleMessage: String {
        "ledger entry for \(rule) on \(issue.map { "issue " + $0 } ?? element) in \(screen) matches no finding; if the problem is fixed, "
            + "delete the entry (or run 'a11y-crawl ledger prune')"
    }
}
