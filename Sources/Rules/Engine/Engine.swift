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
        let facts = ScreenFacts(screen: screen)
        var findings: [Finding] = []
        for rule in rules { findings.append(contentsOf: rule.check(facts, configuration: configuration)) }
        Fingerprint.assign(&findings, on: screen)
        findings.sort(by: Finding.precedes)
        return findings
    }
}
