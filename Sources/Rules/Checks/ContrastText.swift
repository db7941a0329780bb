import TreeModel

/// Text whose colour contrasts too little with its background in the paired screenshot (WCAG 1.4.3).
public struct ContrastText: Rule {
    public init() {}

    public let metadata = RuleMetadata(
        id: "contrast-text",
        name: "Text contrast (minimum)",
        summary: "Text measured in the paired screenshot contrasts less than 4.5:1 (3:1 for large text) with its background.",
        rationale: """
            Low-contrast text is hard or impossible to read for people with low vision or colour deficiencies, \
            and for everyone in sunlight or on a dimmed screen. WCAG 1.4.3 asks for 4.5:1, or 3:1 for large \
            text (18 pt, or 14 pt bold).
            """,
        criteria: [WCAG.criterion("1.4.3")],
        defaultLevel: .error,
        howToFix: """
            Darken the text or lighten its background (or the reverse in dark mode) until the pair reaches \
            4.5:1; check both appearances and Increase Contrast. SwiftUI: `.foregroundStyle(.secondary)` and \
            the system colours meet it on system backgrounds. UIKit: `UIColor.label` / `.secondaryLabel`. \
            Custom greys often do not (#767676 is the lightest grey that passes on white).
            """,
        reads: """
            The screenshot paired with the tree (same name with `.png` or `.jpg`, or DroidBot's `screen_X.jpg` \
            beside `state_X.json`), decoded and placed in the tree's coordinates: the scale is the picture's width \
            over the display's (Android's `<hierarchy width>`, else the root's), a window smaller than the screen \
            (a dialog recorded alone) lies at its own bounds, and the picture may be taller by the system bars. \
            In each text's frame (static texts, \
            text fields with a value or placeholder, titled controls, however small when their name is the text they show; \
            not an Android control named by its content description alone, or by the descriptions of what it holds, \
            which draws no text of its own; not a text of signs alone, which expresses nothing in human language: \
            icon-font glyphs, emoji, arrows, chevrons, bullets, symbols and punctuation such as "›", "★" or ":", \
            though units and currency such as "℃", "%" or "€" are text): the background is the most frequent colour \
            grown to what looks the same, the text colour the solid core of the ink most distant from it. A \
            failure is reported only when the background is one colour, the ink one colour with a solid core, the \
            size class decided (text size estimated from the ink's height and the label's letters; beside a picture \
            set apart from the text, such as a compound drawable or a menu item's icon, from the text's columns \
            only; under a picture much taller than its lines, such as a tab bar button's icon over its title, the \
            text's rows alone are measured, for colour and size), the element \
            wholly in the picture and not under the keyboard, and the colour space known; otherwise the element \
            needs review with the reasons (`bgGradient`, `bgComplex`, `fgMultiple`, `fgThin`, `sizeUnknown`, \
            `borderline`, `partiallyOffscreen`, `obscured`, `colourSpace`, `lossy`). On a JPEG the text colour is \
            the median of the glyphs' eroded core, and the ratio's interval is widened by what the quantisation \
            tables imply: `lossy` when only that widening straddles the threshold. Android frames without a \
            density leave the size class unknown, and so does ink under 6 pt (no text people read: the dots of a \
            button whose name a web view hands over as its text). Exempt: inactive elements and their contents, keyboard keys, \
            status-bar items. A rotated picture or one whose size does not match the tree's coordinates: the \
            rule does not run on that screen, and says what did not match.
            """,
        requires: [.screenshot],
        precision: .medium,
        messages: Message.all
    )

    /// The messages of the rule's findings: `{0}` is the finding's element (`MessageDeclaration`).
    enum Message {
        static let fail = MessageDeclaration("fail",
            "{0} is {1} (WCAG 1.4.3{2}).", .words, .words)
        static let unmeasured = MessageDeclaration("unmeasured",
            "{0} could not be measured and needs review: {1}.", .words)
        static let review = MessageDeclaration("review",
            "{0} measures {1} and needs review: {2}.", .words, .words)
        static let all = [fail, unmeasured, review]
        static let contrast = ContrastRuleSupport.Messages(fail: fail, unmeasured: unmeasured, review: review)
    }

    /// Text elements the rule measures.
    func candidates(_ facts: ScreenFacts) -> [Int] {
        facts.screen.elements.indices.filter { index in
            guard facts.onScreen[index], !ContrastJudgement.isExempt(index, facts) else { return false }
            let element = facts.screen.elements[index]
            // Signs alone ("›", an icon font's glyph, an emoji) are no text: contrast-nontext judges them as icons.
            if let label = element.label, ContrastRuleSupport.isSignsOnly(label) { return false }
            if facts.isText(index) || facts.isHeader(index) { return true }
            if facts.isTextEntry(index) { return !(element.value ?? element.placeholder ?? "").isEmpty }
            // A control named by a description alone draws no text of its own (an Android icon button with a
            // content description): its picture, when icon-sized, is contrast-nontext's.
            return facts.interactive[index] && !(element.label ?? "").isEmpty && !element.roles.contains(.describedOnly)
                && !ContrastRuleSupport.isIconLike(index, in: facts) && !ContrastRuleSupport.hasTextInside(index, in: facts)
        }
    }

    public func notRun(in facts: ScreenFacts, configuration: RuleConfiguration) -> Int {
        ContrastRuleSupport.notRun(candidates(facts), in: facts)
    }

    public func check(_ facts: ScreenFacts, configuration: RuleConfiguration) -> [Finding] {
        ContrastRuleSupport.findings(self, elements: candidates(facts), in: facts, configuration: configuration, text: true,
                                     messages: Message.contrast)
    }
}
