import TreeModel

/// A rule that compares several recordings of one screen (the same screen in light and dark, at two text
/// sizes, before and after a change). The pipeline groups consecutive inputs (inputs are sorted by path)
/// whose `groupKey` is the same, and hands the group's screens to `check` together.
public protocol ScreenGroupRule: Sendable {
    var metadata: RuleMetadata { get }
    /// The key that puts recordings of one screen together, or nil for a recording in no group.
    func groupKey(for screen: Screen) -> String?
    /// Findings on the screens of one group, in input order; each finding names its own screen.
    func check(_ group: [ScreenFacts], configuration: RuleConfiguration) -> [Finding]
    /// Per recording of the group: the elements the rule could not judge, and why it did not run at all
    /// (`RuleOutcomes.notRun`, `notRunReason`); findings are counted by the group stage.
    func notRun(_ group: [ScreenFacts], configuration: RuleConfiguration) -> [String: RuleOutcomes]
    /// `check` and `notRun` together, for rules that can share the work of the two.
    func evaluate(_ group: [ScreenFacts], configuration: RuleConfiguration) -> (findings: [Finding], notRun: [String: RuleOutcomes])
}

extension ScreenGroupRule {
    public func notRun(_ group: [ScreenFacts], configuration: RuleConfiguration) -> [String: RuleOutcomes] { [:] }

    public func evaluate(_ group: [ScreenFacts], configuration: RuleConfiguration) -> (findings: [Finding], notRun: [String: RuleOutcomes]) {
        (check(group, configuration: configuration), notRun(group, configuration: configuration))
    }
}
