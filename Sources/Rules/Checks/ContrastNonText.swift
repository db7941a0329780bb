import TreeModel

/// An icon-only control whose glyph contrasts less than 3:1 with its background in the paired screenshot
/// (WCAG 1.4.11).
public struct ContrastNonText: Rule {
    public init() {}

    public let metadata = RuleMetadata(
        id: "contrast-nontext",
        name: "Non-text contrast (icon-only controls)",
        summary: "The icon of an icon-only control, measured in the paired screenshot, contrasts less than 3:1 with its background.",
        rationale: """
            An icon is the only thing that identifies an icon-only control: with too little contrast, people \
            with low vision cannot find or recognise the control. WCAG 1.4.11 asks for 3:1 against the adjacent \
            colour for what is needed to identify a component.
            """,
        criteria: [WCAG.criterion("1.4.11")],
        defaultLevel: .warning,
        howToFix: """
            Give the icon a colour with at least 3:1 against its background, or add a visible text title. \
            SwiftUI: a darker `.tint` or `.foregroundStyle`, or a filled symbol variant (`.symbolVariant(.fill)`). \
            UIKit: a darker `tintColor`, or `UIImage.SymbolConfiguration` with a heavier weight.
            """,
        reads: """
            The paired screenshot, as `contrast-text` reads it, inside the frames of enabled interactive \
            elements VoiceOver reaches that look like icons: at most 64 x 64 pt, within 2:1, with no text inside, and not named by the text they show (an Android tab whose name is \
            its text, however small, is contrast-text's). A control drawn as a filled shape with its icon inside \
            (ink over 30 % of the frame, such as a map's round white button on the water) is measured within the \
            shape's bounding box when the shape's colour is the background there: the icon against the shape around it, which is what \
            identifies the control, not the shape's edge against the page. \
            The threshold is 3:1; a failure needs the same certainty as for text, otherwise the control needs \
            review with the reasons. Exempt: inactive controls, keyboard keys, status-bar items.
            """,
        requires: [.screenshot],
        precision: .medium,
        messages: Message.all
    )

    /// The messages of the rule's findings: `{0}` is the finding's element (`MessageDeclaration`).
    enum Message {
        static let fail = MessageDeclaration("fail",
            "{0} is {1} (WCAG 1.4.11{2}).", .words, .words)
        static let unmeasured = MessageDeclaration("unmeasured",
            "{0} could not be measured and needs review: {1}.", .words)
        static let review = MessageDeclaration("review",
            "{0} measures {1} and needs review: {2}.", .words, .words)
        static let all = [fail, unmeasured, review]
        static let contrast = ContrastRuleSupport.Messages(fail: fail, unmeasured: unmeasured, review: review)
    }

    func candidates(_ facts: ScreenFacts) -> [Int] {
        facts.screen.elements.indices.filter { index in
            facts.interactive[index] && facts.onScreen[index] && facts.stop[index]
                && !ContrastJudgement.isExempt(index, facts) && ContrastRuleSupport.isIconLike(index, in: facts)
        }
    }

    public func notRun(in facts: ScreenFacts, configuration: RuleConfiguration) -> Int {
        ContrastRuleSupport.notRun(candidates(facts), in: facts)
    }

    public func check(_ facts: ScreenFacts, configuration: RuleConfiguration) -> [Finding] {
        ContrastRuleSupport.findings(self, elements: candidates(facts), in: facts, configuration: configuration, text: false,
                                     messages: Message.contrast)
    }
}
