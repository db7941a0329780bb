import TreeModel

/// What a run checked, which decides the ledger entries that can be judged: an entry that covers no finding
/// is *stale* when it is in scope, and *out of scope* (neither used nor stale) otherwise.
///
/// An entry is in scope when its rule ran and
/// - its `screen` lies under a checked path (``contains(_:)``): a folder or file named on the command line, or
///   an `include` of the configuration, or
/// - a screen that was read matches it,
///
/// unless a configuration `exclude` covers its `screen`, or it matches a recording that was named but could
/// not be read (an unreadable file or an empty capture cannot tell whether the finding is still there).
/// So an entry for a recording that was deleted, or renamed, under a checked folder is stale, and
/// `ledger prune` removes it; checking one folder never judges the entries of another.
///
/// ```swift
/// let scope = LedgerScope(checkedPaths: ["Recordings"], readScreens: ["Recordings/a.json"])
/// scope.contains(PathGlob("Recordings/gone.json"))      // true: under a checked folder
/// scope.contains(PathGlob("Recordings/*/home.json"))    // true: its literal prefix, Recordings, is checked
/// scope.contains(PathGlob("Other/home.json"))           // false
/// ```
public struct LedgerScope: Sendable, Hashable {
    /// The folders and files named to the run, or else the configuration's `include` (which may hold
    /// globs), normalised.
    public var checkedPaths: [String]
    /// The recordings that were read, as the tool prints them.
    public var readScreens: [String]
    /// The recordings that were named or found but could not be read, or held an empty capture.
    public var unreadScreens: [String]
    /// The configuration's `exclude` patterns.
    public var excluded: [String]
    /// The ids of the rules that ran; nil: every rule ran.
    public var checkedRules: [String]?

    public init(checkedPaths: [String] = [], readScreens: [String] = [], unreadScreens: [String] = [],
                excluded: [String] = [], checkedRules: [String]? = nil) {
        self.checkedPaths = checkedPaths.map(PathGlob.normalise)
        self.readScreens = readScreens
        self.unreadScreens = unreadScreens
        self.excluded = excluded
        self.checkedRules = checkedRules
    }

    /// Whether every path `screen` can match lies under a checked path.
    ///
    /// A plain path lies under a checked path `P` when it is `P` or starts with `P/`. A glob lies under `P`
    /// when its *literal prefix* (``PathGlob/root``: its leading segments without `*` or `?`) does, so that
    /// every path it can match is below `P`: `Recordings/*.json` and `Recordings/**` lie under `Recordings`,
    /// `Recordings/a/*.json` under `Recordings` and `Recordings/a`, but `Recordings/*/home.json` does not lie
    /// under `Recordings/a` (it also matches `Recordings/b/home.json`), and `*.json` lies only under `.`.
    /// The checked path `.` holds every relative path, `/` every absolute one. A checked path that is a
    /// glob (an `include` such as `Recordings/*/screens`) holds the literal prefix when it or a folder the
    /// prefix lies in matches it. Paths are compared as written after normalisation (`./a//b` is `a/b`);
    /// `..` and symbolic links are not resolved.
    public func contains(_ screen: PathGlob) -> Bool {
        Self.contains(screen, in: checkedPaths.map(PathGlob.init))
    }

    static func contains(_ screen: PathGlob, in checked: [PathGlob]) -> Bool {
        let prefix = screen.root
        return checked.contains { path in
            path.isLiteral ? Self.path(prefix, liesUnder: path.normalisedPattern) : path.covers(prefix)
        }
    }

    /// `path` is `folder` or below it (both normalised).
    static func path(_ path: String, liesUnder folder: String) -> Bool {
        if folder == "." { return !path.hasPrefix("/") }
        if folder == "/" { return path.hasPrefix("/") }
        guard path.hasPrefix(folder) else { return false }
        if path.utf8.count == folder.utf8.count { return true }
        return path.utf8.dropFirst(folder.utf8.count).first == UInt8(ascii: "/")
    }

    /// Compiled once per judgement of the unused entries.
    struct Compiled {
        let rules: Set<String>?
        let read: Set<String>
        let unread: Set<String>
        let excluded: [PathGlob]
        let checked: [PathGlob]

        init(_ scope: LedgerScope) {
            checked = scope.checkedPaths.map(PathGlob.init)
            rules = scope.checkedRules.map(Set.init)
            read = Set(scope.readScreens.map(PathGlob.normalise))
            unread = Set(scope.unreadScreens.map(PathGlob.normalise))
            excluded = scope.excluded.map(PathGlob.init)
        }

        func contains(rule: String, screen glob: PathGlob) -> Bool {
            if let rules, !rules.contains(rule) { return false }
            if excluded.contains(where: { $0.covers(glob.root) }) { return false }
            if matchesAny(glob, unread) { return false }
            return LedgerScope.contains(glob, in: checked) || matchesAny(glob, read)
        }

        private func matchesAny(_ glob: PathGlob, _ screens: Set<String>) -> Bool {
            glob.isLiteral ? screens.contains(glob.normalisedPattern) : screens.contains(where: glob.matches)
        }
    }
}
