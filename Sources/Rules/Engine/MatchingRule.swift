import TreeModel

/// A rule that declares which elements it judges, as axe-core's rules declare `matches`: one predicate, from
/// which both the elements it checks (those matched and on screen) and its "not run" count (those matched
/// but off screen, zero-size or scrolled out of view, whose frame is no evidence) follow, so the two can never
/// disagree.
public protocol MatchingRule: Rule {
    /// Whether the rule judges element `index` (whatever its frame): `stop, not system chrome, a toggle`.
    func matches(_ index: Int, in facts: ScreenFacts) -> Bool
}

extension MatchingRule {
    /// The elements matched and on screen, in document order: what `check` judges.
    public func judged(in facts: ScreenFacts) -> [Int] {
        facts.screen.elements.indices.filter { facts.onScreen[$0] && matches($0, in: facts) }
    }

    /// The elements matched but not on screen: judged by no one, counted as not run.
    public func notRun(in facts: ScreenFacts, configuration: RuleConfiguration) -> Int {
        var count = 0
        for index in facts.screen.elements.indices where !facts.onScreen[index] && matches(index, in: facts) { count += 1 }
        return count
    }
}
