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
        // Locations are compared in place (reading a whole finding out of the array retains each of its
        // strings); only findings at the same place are compared in full.
        var order = findings.indices.sorted { left, right in
            let leftLocation = findings[left].location, rightLocation = findings[right].location
            if leftLocation != rightLocation { return leftLocation < rightLocation }
            return Finding.precedesInFile(findings[left], findings[right])
        }
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
