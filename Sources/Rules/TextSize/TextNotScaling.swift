import TreeModel

/// A text whose height did not grow at the large text size while the screen's other texts did.
public struct TextNotScaling: TextSizeRule {
    public let pairs: TextSizePairs
    public init(pairs: TextSizePairs = TextSizePairs()) { self.pairs = pairs }

    public let metadata = RuleMetadata(
        id: "text-not-scaling", name: "Text not scaling",
        summary: "A text keeps its height at a large text size while the other texts on the screen grow.",
        rationale: "People who set a large text size need every text to grow; a fixed font stays unreadable for them.",
        criteria: [WCAG.criterion("1.4.4")], defaultLevel: .warning,
        howToFix: """
            Use text styles that scale: SwiftUI `.font(.body)` or `.font(.system(size:relativeTo:))` / \
            `@ScaledMetric`; UIKit `UIFontMetrics.scaledFont(for:)` with `adjustsFontForContentSizeCategory`; \
            Android `sp`, not `dp`.
            """,
        reads: """
            Frame heights of texts (static text trait) matched in the default and the large recording \
            (`check --compare`). Runs when the median text grew by 15 % or more and at least three texts \
            grew, counting the titles of labelled controls (buttons, cells) that grew with them, so a short screen \
            with few plain texts is judged; a text whose height grew by 2 % or less is reported.
            """,
        precision: .medium,
        messages: Message.all)

    /// The messages of the rule's findings: `{0}` is the finding's element (`MessageDeclaration`).
    enum Message {
        static let keepsHeight = MessageDeclaration("keeps-height",
            "{0} keeps its height ({1}) at the large text size while the screen's texts grew by a factor of {2}{3}.", .length, .words, .words)
        static let all = [keepsHeight]
    }

    public func judge(_ match: TextSizeMatch, configuration: RuleConfiguration) -> (findings: [Finding], notJudged: Int) {
        let texts = match.pairs.filter { match.normal.isText($0.normal) && match.large.isText($0.large) }
        func ratio(_ pair: (normal: Int, large: Int)) -> Double {
            match.large.screen.elements[pair.large].frame.height / match.normal.screen.elements[pair.normal].frame.height
        }
        // Evidence that the text size grew: plain texts that grew, and the titles of controls (buttons, labelled
        // cells) that grew with the text they hold, so a short screen with few plain texts is judged too.
        let titles = match.pairs.filter { Self.isTitledControl($0.normal, match.normal) && Self.isTitledControl($0.large, match.large) }
        let grown = texts.filter { ratio($0) >= 1.15 }.count + titles.filter { ratio($0) >= 1.15 }.count
        guard match.textFactor >= 1.15, grown >= 3 else { return ([], 0) }
        var findings: [Finding] = []
        for pair in texts where match.normal.screen.elements[pair.normal].frame.height > 0 && ratio(pair) <= 1.02 {
            findings.append(finding(match, large: pair.large, normal: pair.normal, message: Message.keepsHeight,
                                    .length(match.large.screen.elements[pair.large].frame.height, unit: nil),
                                    .words(TextSizeMatch.ratio(match.textFactor))))
        }
        return (findings, match.ambiguous.filter { match.normal.isText($0) }.count)
    }

    /// A labelled control that is not a text itself (a button's title, a labelled cell): its height grows with
    /// its title's text when that text scales.
    static func isTitledControl(_ index: Int, _ facts: ScreenFacts) -> Bool {
        facts.interactive[index] && !facts.isText(index) && facts.screen.elements[index].label != nil
            && facts.screen.elements[index].frame.height > 0
    }
}
