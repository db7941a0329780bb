// Rules: what a recorded tree can decide — the rules, the engine that runs them on a screen, the WCAG and
// HIG catalogue they rest on, and the manual checks a tree cannot decide.

import TreeModel

/// A check: a screen in, findings out. Rules are pure values; one file each under `Checks/`, listed in
/// `RuleRegistry.all`, with fixtures in `Fixtures/trees/<id>/` and compact examples beside the rule.
public protocol Rule: Sendable {
    var metadata: RuleMetadata { get }
    /// Findings for one screen. `facts` holds what several rules need (interactive, on screen, …).
    func check(_ facts: ScreenFacts, configuration: RuleConfiguration) -> [Finding]
    /// How many elements of the screen the rule would judge but cannot, for want of evidence on them (a
    /// zero-size or off-screen frame): counted as "not run". Default: none.
    func notRun(in facts: ScreenFacts, configuration: RuleConfiguration) -> Int
    /// Why the rule does not apply to `screen` at all, though the recording has its evidence (what it looks
    /// for cannot happen on the screen's platform), or nil to run. The outcome says "not run" with this
    /// reason. Default: nil.
    func notApplicable(to screen: Screen) -> String?
}

extension Rule {
    public var id: String { metadata.id }

    public func notRun(in facts: ScreenFacts, configuration: RuleConfiguration) -> Int { 0 }

    public func notApplicable(to screen: Screen) -> String? { nil }

    /// A finding of this rule on element `index`, at the rule's configured level. `related` are the other
    /// elements it depends on; `outcome` is `.needsReview` when the evidence cannot decide it.
    public func finding(_ index: Int, in facts: ScreenFacts, configuration: RuleConfiguration, message: String,
                        criteria: [Criterion]? = nil, related: [Int] = [], outcome: Outcome = .finding) -> Finding {
        finding(index, in: facts, configuration: configuration, message: FindingMessage(text: message), criteria: criteria,
                related: related, outcome: outcome)
    }

    /// The same with the message as data: one of the rule's declared messages (`RuleMetadata.messages`) and its
    /// arguments.
    public func finding(_ index: Int, in facts: ScreenFacts, configuration: RuleConfiguration, message: FindingMessage,
                        criteria: [Criterion]? = nil, related: [Int] = [], outcome: Outcome = .finding) -> Finding {
        // Apple's HIG is no basis for a finding on an Android recording.
        let metadata = metadata
        let hig = facts.screen.platform == .android ? nil : metadata.hig
        let shared = hig == nil ? metadata.sharedBasisWithoutHIG : metadata.sharedBasis
        let level = configuration.level(for: metadata)
        let basis = facts.parts.basis(shared, criteria: criteria ?? metadata.criteria, hig: hig)
        let relatedStorage: RelatedStorage
        if !related.isEmpty, let table = facts.parts.table {
            relatedStorage = .elements(RelatedElements(table: table, indices: related))
        } else {
            relatedStorage = .references(related.map { ElementReference(facts.record($0)) })
        }
        return Finding(kind: facts.parts.kind(rule: metadata.id, basis: basis), level: level,
                       message: message, place: facts.record(index), element: index,
                       outcome: outcome, related: relatedStorage)
    }
}
