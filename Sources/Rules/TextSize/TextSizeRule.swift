import TreeModel

/// A rule that compares one screen recorded at the default and at a large text size (`TextSizeMatch`).
/// Findings are on the element of the large recording, with the default recording's element as related.
public protocol TextSizeRule: ScreenGroupRule {
    var pairs: TextSizePairs { get }
    /// Findings on the large recording, and the number of elements of the default recording not judged.
    func judge(_ match: TextSizeMatch, configuration: RuleConfiguration) -> (findings: [Finding], notJudged: Int)
    /// Why the rule cannot judge this pair although it was compared (the evidence it needs is missing), or nil.
    func notRunReason(_ match: TextSizeMatch) -> String?
}

extension TextSizeRule {
    public func notRunReason(_ match: TextSizeMatch) -> String? { nil }

    public func groupKey(for screen: Screen) -> String? { pairs.member(screen.file).map { "text-size\u{1}\($0.key)" } }

    public func check(_ group: [ScreenFacts], configuration: RuleConfiguration) -> [Finding] {
        evaluate(group, configuration: configuration).findings
    }

    public func notRun(_ group: [ScreenFacts], configuration: RuleConfiguration) -> [String: RuleOutcomes] {
        evaluate(group, configuration: configuration).notRun
    }

    /// The pair matched and judged once: findings on the large recording at the level the configuration sets
    /// (`rules.levels`), elements not judged, or why the rule did not run on the pair.
    public func evaluate(_ group: [ScreenFacts], configuration: RuleConfiguration) -> (findings: [Finding], notRun: [String: RuleOutcomes]) {
        evaluate(TextSizeMatch.compare(group, pairs: pairs), configuration: configuration)
    }

    /// The same for a group already matched by `TextSizeMatch.compare` with this rule's `pairs`: the text-size
    /// rules of a run judge one match per group instead of each matching the pair again.
    public func evaluate(_ comparison: Result<TextSizeMatch, TextSizeMatch.NotCompared>,
                         configuration: RuleConfiguration) -> (findings: [Finding], notRun: [String: RuleOutcomes]) {
        switch comparison {
        case .failure(let why):
            var result: [String: RuleOutcomes] = [:]
            for file in why.files { result[file] = RuleOutcomes(rule: metadata.id, notRunReason: why.reason) }
            return ([], result)
        case .success(let match):
            if let reason = notRunReason(match) {
                return ([], [match.normal.screen.file: RuleOutcomes(rule: metadata.id, notRunReason: reason),
                             match.large.screen.file: RuleOutcomes(rule: metadata.id, notRunReason: reason)])
            }
            let judged = judge(match, configuration: configuration)
            let level = configuration.level(for: metadata)
            let findings = judged.findings.map { finding in
                var finding = finding
                finding.level = level
                return finding
            }
            let notRun = judged.notJudged > 0 ? [match.large.screen.file: RuleOutcomes(rule: metadata.id, notRun: judged.notJudged)] : [:]
            return (findings, notRun)
        }
    }

    /// A finding on `large` element `index`, related to the default recording's element `normal`.
    /// `message`'s template ends with the place of the default recording's element as its last argument (`{n}.`):
    /// the text and manual reports show no related locations, so the sentence names it.
    func finding(_ match: TextSizeMatch, large index: Int, normal: Int?, message: MessageDeclaration, _ arguments: MessageArgument...,
                 outcome: Outcome = .finding) -> Finding {
        let related = normal.map { index -> [ElementReference] in
            var reference = ElementReference(index, in: match.normal, detail: "at the default text size")
            reference.file = match.normal.screen.file
            return [reference]
        } ?? []
        // The text and manual reports show no related locations: the sentence names the default one.
        var place = ""
        if let normal {
            let location = match.normal.screen.elements[normal].location
            place = " (default size: \(match.normal.screen.file):\(location.line):\(location.column))"
        }
        return Finding(rule: metadata.id, level: metadata.defaultLevel,
                       message: FindingMessage(message, arguments: arguments + [.words(place)]), screen: match.large.screen,
                       element: index, criteria: metadata.criteria, hig: metadata.hig, path: match.large.path(of: index),
                       outcome: outcome, related: related)
    }

    /// A finding on the large recording's root, for an element of the default recording missing from it.
    func findingOnRoot(_ match: TextSizeMatch, normal: Int, message: MessageDeclaration, _ argument: MessageArgument,
                       outcome: Outcome) -> Finding {
        let root = match.large.screen.elements.indices.first { match.large.screen.elements[$0].parent == nil } ?? 0
        return finding(match, large: root, normal: normal, message: message, argument, outcome: outcome)
    }
}
