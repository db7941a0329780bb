/// What a rule concluded about an element it reported. (An element a rule could not judge is not reported:
/// it is counted as not run, see `RuleOutcomes`.)
public enum Outcome: String, Sendable, Hashable, CaseIterable {
    /// The evidence shows a problem.
    case finding
    /// The evidence points at a problem but cannot decide it: a person must look. Never fails a run.
    case needsReview = "needs-review"
}

/// What one rule gave on one screen: how many findings and items to review, how many elements it would judge
/// but could not (a zero-size or off-screen frame), and why it did not run at all when the recording lacks the
/// evidence it needs.
public struct RuleOutcomes: Sendable, Hashable {
    public var rule: String
    public var findings: Int
    public var needsReview: Int
    /// Elements the rule would judge but could not, for want of evidence on them.
    public var notRun: Int
    /// Why the rule did not run on the screen at all (`the recording cannot say headers`), or nil when it ran.
    public var notRunReason: String?
    /// Whether the reason is that the problem cannot happen on the screen (`Rule.notApplicable(to:)`: TalkBack
    /// reads no recorded order), rather than that evidence is missing: nothing is left for a person to check.
    public var notApplicable: Bool

    public init(rule: String, findings: Int = 0, needsReview: Int = 0, notRun: Int = 0, notRunReason: String? = nil,
                notApplicable: Bool = false) {
        self.rule = rule
        self.findings = findings
        self.needsReview = needsReview
        self.notRun = notRun
        self.notRunReason = notRunReason
        self.notApplicable = notApplicable
    }
}
