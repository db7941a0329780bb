/// "Did you mean …?" for a mistyped name: the only known name the input begins, else the closest by edit
/// distance (insertions, deletions, substitutions and swaps of neighbours each count one).
/// Shared by the command line, the configuration file and the ledger, so a typo is answered alike everywhere.
public enum Suggestion {
    /// The only known name that begins with `input` (of three characters or more), else the known name
    /// closest to it, or nil when none is close enough: at most a third of the input's characters (at least
    /// one) may differ. Ties go to the earlier name in `candidates`.
    public static func closest(to input: String, among candidates: [String]) -> String? {
        let typed = Array(input.lowercased())
        guard !typed.isEmpty else { return nil }
        // A unique name that the input begins: `target-size-min` → `target-size-minimum`.
        let extended = candidates.filter { typed.count >= 3 && $0.lowercased().hasPrefix(input.lowercased()) && $0 != input }
        if extended.count == 1 { return extended[0] }
        let allowed = max(1, typed.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != input {
            let distance = editDistance(typed, Array(candidate.lowercased()))
            if distance <= allowed, distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        return best?.name
    }

    /// The optimal-string-alignment distance between `a` and `b`.
    public static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { value = min(value, beforePrevious[j - 2] + 1) }
                current[j] = value
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}

extension RuleRegistry {
    /// What to add after "unknown rule 'x'": "did you mean 'target-size-minimum'?" when a rule id is close,
    /// else where the rules are listed.
    public static func unknownRuleHint(for id: String) -> String {
        if let close = Suggestion.closest(to: id, among: all.map(\.id) + CrawlRules.ids) { return "did you mean '\(close)'?" }
        return "'a11y-crawl rules' lists them"
    }
}
