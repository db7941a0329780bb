import TreeModel

/// Runs the enabled rules on screens and returns findings in a deterministic order.
public struct Engine: Sendable {
    public var rules: [any Rule]
    public var configuration: RuleConfiguration

    public init(rules: [any Rule] = RuleRegistry.all, configuration: RuleConfiguration = RuleConfiguration()) {
        self.rules = rules
        self.configuration = configuration
    }

    /// Findings for one screen, sorted by line, column, rule, then path, with fingerprints assigned.
    public func check(_ screen: Screen) -> [Finding] {
        guard screen.status == .ok, !screen.elements.isEmpty else { return [] }
        return check(ScreenFacts(screen: screen))
    }

    /// Findings for the screen of `facts`, as `check(_: Screen)` gives them: for callers that need the facts
    /// for more than the rules (the manual-check triggers), so they are built once.
    public func check(_ facts: ScreenFacts) -> [Finding] {
        let screen = facts.screen
        guard screen.status == .ok, !screen.elements.isEmpty else { return [] }
        var findings: [Finding] = []
        for rule in rules { findings.append(contentsOf: rule.check(facts, configuration: configuration)) }
        Fingerprint.assign(&findings, on: screen)
        // Sort positions, then put each finding in place by following the permutation's cycles: findings are
        // large values, and a second array of them would double a large screen's footprint.
        var order = findings.indices.sorted { Finding.precedesInFile(findings[$0], findings[$1]) }
        for start in order.indices where order[start] != start {
            var position = start
            while order[position] != start {
                findings.swapAt(position, order[position])
                let next = order[position]
                order[position] = position
                position = next
            }
            order[position] = position
        }
        return findings
    }
}
