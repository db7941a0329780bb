import TreeModel

/// Runs the enabled rules on screens and returns findings in a deterministic order, with what each rule
/// gave (findings, items to review, elements not run).
public struct Engine: Sendable {
    public var rules: [any Rule]
    public var configuration: RuleConfiguration

    public init(rules: [any Rule] = RuleRegistry.all, configuration: RuleConfiguration = RuleConfiguration()) {
        self.rules = rules
        self.configuration = configuration
    }

    /// What the rules gave on one screen.
    public struct Evaluation: Sendable {
        /// Sorted by line, column, rule, then path, with fingerprints assigned.
        public var findings: [Finding]
        /// One per rule, in rule order.
        public var outcomes: [RuleOutcomes]
    }

    /// Findings for one screen, sorted by line, column, rule, then path, with fingerprints assigned.
    public func check(_ screen: Screen) -> [Finding] {
        guard screen.status == .ok, !screen.elements.isEmpty else { return [] }
        return evaluate(ScreenFacts(screen: screen)).findings
    }

    /// Findings for the screen of `facts`, as `check(_: Screen)` gives them.
    public func check(_ facts: ScreenFacts) -> [Finding] { evaluate(facts).findings }

    /// Findings and outcomes for the screen of `facts`: for callers that need the facts for more than the
    /// rules (the manual-check triggers), so they are built once. A rule whose evidence the recording's format
    /// cannot carry does not run; its outcome says why.
    public func evaluate(_ facts: ScreenFacts) -> Evaluation {
        let screen = facts.screen
        guard screen.status == .ok, !screen.elements.isEmpty else { return Evaluation(findings: [], outcomes: []) }
        var findings: [Finding] = []
        var outcomes: [RuleOutcomes] = []
        outcomes.reserveCapacity(rules.count)
        for rule in rules {
            let missing = rule.metadata.requires.subtracting(screen.capabilities.evidence)
            guard missing.isEmpty else {
                outcomes.append(RuleOutcomes(rule: rule.id, notRunReason: "the recording cannot say \(missing.phrases.joined(separator: ", "))"))
                continue
            }
            let found = rule.check(facts, configuration: configuration)
            var outcome = RuleOutcomes(rule: rule.id, notRun: rule.notRun(in: facts, configuration: configuration))
            for finding in found {
                switch finding.outcome {
                case .finding: outcome.findings += 1
                case .needsReview: outcome.needsReview += 1
                }
            }
            outcomes.append(outcome)
            findings.append(contentsOf: found)
        }
        Fingerprint.assign(&findings, on: screen)
        // Sort positions, then move each finding once: findings are large values.
        let order = findings.indices.sorted { Finding.precedesInFile(findings[$0], findings[$1]) }
        return Evaluation(findings: order.map { findings[$0] }, outcomes: outcomes)
    }
}
