import Reports
import Rules
import TreeModel

/// The screen-group stage: holds the results of consecutive inputs with the same group key until the group
/// ends, runs the group rules on them, and adds their findings to the screens they name. Without group rules
/// every result passes straight through, and no screen is kept.
struct GroupStage {
    let rules: [any ScreenGroupRule]
    let configuration: RuleConfiguration
    private var pending: [ScreenChecker.Checked] = []
    private var key: String?

    init(rules: [any ScreenGroupRule], configuration: RuleConfiguration) {
        self.rules = rules
        self.configuration = configuration
    }

    /// The results that are complete once `checked` has come.
    mutating func add(_ checked: ScreenChecker.Checked) -> [ScreenResult] {
        guard !rules.isEmpty else { return [checked.result] }
        let next = checked.facts.flatMap { facts in groupKey(of: facts.screen) }
        var done: [ScreenResult] = []
        if next == nil || next != key { done = finish() }
        if next == nil {
            done.append(checked.result)
        } else {
            key = next
            pending.append(checked)
        }
        return done
    }

    /// The results of the group in progress, with the group rules' findings.
    mutating func finish() -> [ScreenResult] {
        defer { pending = []; key = nil }
        guard !pending.isEmpty else { return [] }
        var results = pending.map(\.result)
        let facts = pending.compactMap(\.facts)
        // The text-size rules share one match of the group (made by the first of them), as long as they pair
        // recordings alike: matching the elements of the two recordings is most of their work.
        var textSizeMatch: (pairs: TextSizePairs, comparison: Result<TextSizeMatch, TextSizeMatch.NotCompared>)?
        for rule in rules {
            var findingsByFile: [String: [Finding]] = [:]
            let (findings, notRun): ([Finding], [String: RuleOutcomes])
            if let textSize = rule as? any TextSizeRule {
                if textSizeMatch?.pairs != textSize.pairs {
                    textSizeMatch = (textSize.pairs, TextSizeMatch.compare(facts, pairs: textSize.pairs))
                }
                (findings, notRun) = textSize.evaluate(textSizeMatch!.comparison, configuration: configuration)
            } else {
                (findings, notRun) = rule.evaluate(facts, configuration: configuration)
            }
            for finding in findings { findingsByFile[finding.file, default: []].append(finding) }
            for position in results.indices {
                let file = results[position].summary.file
                guard findingsByFile[file] != nil || notRun[file] != nil, let screen = pending[position].facts?.screen else { continue }
                var added = findingsByFile[file] ?? []
                Fingerprint.assign(&added, on: screen)
                var outcome = notRun[file] ?? RuleOutcomes(rule: rule.metadata.id)
                for finding in added { if finding.outcome == .finding { outcome.findings += 1 } else { outcome.needsReview += 1 } }
                results[position].outcomes.append(outcome)
                results[position].findings = (results[position].findings + added).sorted(by: Finding.precedesInFile)
            }
        }
        return results
    }

    private func groupKey(of screen: Screen) -> String? {
        for rule in rules { if let key = rule.groupKey(for: screen) { return key } }
        return nil
    }
}
