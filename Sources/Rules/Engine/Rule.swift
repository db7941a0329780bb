import TreeModel

/// A check: a screen in, findings out. Rules are pure values; one file each under `Checks/`, listed in
/// `RuleRegistry.all`, with fixtures in `Fixtures/trees/<id>/`.
public protocol Rule: Sendable {
    var metadata: RuleMetadata { get }
    /// Findings for one screen. `facts` holds what several rules need (interactive, on screen, …).
    func check(_ facts: ScreenFacts, configuration: RuleConfiguration) -> [Finding]
}

extension Rule {
    public var id: String { metadata.id }

    /// A finding of this rule on element `index`, at the rule's configured level.
    public func finding(_ index: Int, in facts: ScreenFacts, configuration: RuleConfiguration, message: String,
                        criteria: [Criterion]? = nil) -> Finding {
        Finding(rule: metadata.id, level: configuration.level(for: metadata), message: message,
                screen: facts.screen, element: index, criteria: criteria ?? metadata.criteria, hig: metadata.hig,
                path: facts.path(of: index))
    }
}
