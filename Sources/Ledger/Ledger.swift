// Ledger: the known findings, each with its reason, matched with the findings of a run so that only new
// ones fail it, and written back sorted by `ledger write` and `ledger prune`.

import Rules
import TreeModel

/// The ledger of known findings: each entry accepts the findings of one rule on one element of the screens
/// it names, with the reason it is accepted. A finding an entry covers is *known* and never fails the run;
/// one no entry covers is *new*; an entry that covers nothing is *stale*. See `Docs/Ledger.md`.
///
/// ```swift
/// let ledger = try Ledger.parse(bytes: bytes, path: "a11y-ledger.json")
/// let match = ledger.match(findings, scope: LedgerScope(checkedPaths: ["Recordings"], readScreens: screens,
///                                                     checkedRules: ruleIDs))
/// // match.newFindingIndices fail the run; match.staleEntries fail it unless --allow-stale
/// ```
///
/// Matching uses only the rule, the finding's file and its element identity (never the line, the frame or
/// the key order), so re-recording a screen matches the same entries.
public struct Ledger: Sendable, Hashable {
    /// The entries in file order (for a ledger made by ``adding(_:reason:)``: in written order).
    public var entries: [LedgerEntry]

    /// The file format version this tool reads and writes.
    public static let version = 1
    /// Where the ledger is looked for when no other path is given: `a11y-ledger.json` in the current folder.
    public static let defaultPath = "a11y-ledger.json"

    public init(entries: [LedgerEntry] = []) {
        self.entries = entries
    }

    /// Reads a ledger file.
    ///
    /// - Parameters:
    ///   - bytes: the file's contents (UTF-8 JSON).
    ///   - path: the file as named to the tool, used in error messages.
    /// - Throws: ``LedgerError`` listing every problem: malformed JSON, a top level that is not an object,
    ///   unknown, repeated or missing keys, values of the wrong type, an unknown rule id, an empty or
    ///   whitespace-only reason, screen or element, an element that is not an identity, a count that is not
    ///   a whole number of 1 or more, or an unsupported version.
    public static func parse(bytes: [UInt8], path: String) throws(LedgerError) -> Ledger {
        try LedgerParser.parse(bytes: bytes, path: path)
    }

    /// The ledger file: entries sorted (``LedgerEntry/precedes(_:_:)``), one entry per line with its keys
    /// sorted, two-space indentation and a final line break. The same entries in any order give the same
    /// bytes; locations are not written.
    public func render() -> [UInt8] {
        LedgerWriter.render(entries.sorted(by: LedgerEntry.precedes))
    }

    /// Which findings the entries cover.
    ///
    /// Findings are taken in the order given (the tool gives them sorted by file, line and rule). A finding
    /// is covered by the first entry, in file order, whose `rule` equals the finding's rule, whose `element`
    /// equals its identity, whose `screen` matches its file (exactly, or as a glob) and which has room left
    /// (an entry with a `count` covers at most that many findings; the next matching entry, if any, covers the
    /// rest, else they are new).
    ///
    /// - Parameters:
    ///   - findings: the findings of the run, with their identities assigned (as `Engine.check` gives them).
    ///   - checkedScreens: the files that were checked, as the tool prints them; an entry none of them
    ///     matches is out of scope rather than stale. nil: every entry is in scope.
    ///   - checkedRules: the ids of the rules that ran; an entry for another rule is out of scope rather
    ///     than stale. nil: every rule ran.
    /// - Complexity: about O(findings + entries) dictionary look-ups, plus one glob test per finding and
    ///   glob entry of the same rule and element. Globs are compiled once per call.
    public func match(_ findings: [Finding], issues: [String] = [], checkedScreens: [String]? = nil,
                      checkedRules: [String]? = nil) -> LedgerMatch {
        var matcher = LedgerMatcher(self)
        let covering = matcher.cover(findings, issues: issues)
        let used = matcher.used
        let (stale, outOfScope) = matcher.unused(checkedScreens: checkedScreens, checkedRules: checkedRules)
        return LedgerMatch(entries: entries, coveringEntryIndex: covering, coveredCount: used,
                           staleEntryIndices: stale, outOfScopeEntryIndices: outOfScope)
    }

    /// Which findings the entries cover, as ``match(_:checkedScreens:checkedRules:)``, with the unused
    /// entries judged by `scope`: an entry for a recording that is gone from a checked folder is stale.
    public func match(_ findings: [Finding], issues: [String] = [], scope: LedgerScope) -> LedgerMatch {
        var matcher = LedgerMatcher(self)
        let covering = matcher.cover(findings, issues: issues)
        let used = matcher.used
        let (stale, outOfScope) = matcher.unused(in: scope)
        return LedgerMatch(entries: entries, coveringEntryIndex: covering, coveredCount: used,
                           staleEntryIndices: stale, outOfScopeEntryIndices: outOfScope)
    }

    /// The ledger after `ledger write`: every existing entry, with its reason, plus one entry for each
    /// distinct (rule, file, identity) among the findings no entry covers, with `screen` the finding's file
    /// exactly, `element` its identity, no `count` and the given reason. Items to review (outcome needs
    /// review) get no entry: they never fail a run, and an entry for one would go stale, and fail the run, when
    /// the item goes away. The result is sorted as written (``LedgerEntry/precedes(_:_:)``), so its order is
    /// the file's.
    ///
    /// `byIssue`: one entry per crawl issue instead (`issues` holds each finding's issue id): `{"issue": id,
    /// "rule": …, "reason": …}` with no screen, which accepts every occurrence of the issue on any recording
    /// and goes stale when the issue is gone. A finding without an issue id gets an entry of its element.
    ///
    /// The reason is taken as given; check it with ``isBlank(_:)`` first (a blank reason would make the
    /// written ledger unreadable).
    public func adding(_ findings: [Finding], issues: [String] = [], reason: String, byIssue: Bool = false) -> Ledger {
        let result = match(findings, issues: issues)
        var seen = Set<[String]>()
        var added: [LedgerEntry] = []
        for position in result.newFindingIndices {
            let finding = findings[position]
            guard finding.outcome == .finding else { continue }
            if byIssue, position < issues.count, !issues[position].isEmpty {
                guard seen.insert(["issue", finding.rule, issues[position]]).inserted else { continue }
                added.append(LedgerEntry(rule: finding.rule, screen: "**", element: "", reason: reason, issue: issues[position]))
                continue
            }
            guard seen.insert([finding.rule, finding.file, finding.identity]).inserted else { continue }
            added.append(LedgerEntry(rule: finding.rule, screen: finding.file, element: finding.identity, reason: reason))
        }
        return Ledger(entries: (entries + added).sorted(by: LedgerEntry.precedes))
    }

    /// The ledger after `ledger prune`: the stale entries removed (see ``match(_:checkedScreens:checkedRules:)``
    /// for the scope), every other entry kept unchanged and in order. Counts are not lowered.
    public func pruned(for findings: [Finding], checkedScreens: [String]? = nil,
                       checkedRules: [String]? = nil) -> Ledger {
        let stale = Set(match(findings, checkedScreens: checkedScreens, checkedRules: checkedRules).staleEntryIndices)
        return Ledger(entries: entries.indices.filter { !stale.contains($0) }.map { entries[$0] })
    }

    /// The ledger after `ledger prune`: the stale entries in `scope` removed (entries for recordings that
    /// are gone from a checked folder included), every other entry kept unchanged and in order.
    /// `issues` (one per finding) are the findings' issue ids: entries for issues are kept while they match.
    public func pruned(for findings: [Finding], issues: [String] = [], scope: LedgerScope) -> Ledger {
        let stale = Set(match(findings, issues: issues, scope: scope).staleEntryIndices)
        return Ledger(entries: entries.indices.filter { !stale.contains($0) }.map { entries[$0] })
    }

    /// True when `text` is empty or only white space (then it is no reason).
    public static func isBlank(_ text: String) -> Bool { TextChecks.isBlank(text) }
}
