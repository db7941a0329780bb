import TreeModel

/// An element present at the default text size and missing or off screen at the large one.
public struct LostAtLargeSize: TextSizeRule {
    public let pairs: TextSizePairs
    public init(pairs: TextSizePairs = TextSizePairs()) { self.pairs = pairs }

    public let metadata = RuleMetadata(
        id: "lost-at-large-size", name: "Lost at large size",
        summary: "An element on screen at the default text size is missing, or off screen and not in a scroll view, at the large size.",
        rationale: "Content that disappears at a large text size is content the people who need large text never get.",
        criteria: [WCAG.criterion("1.4.4"), WCAG.criterion("1.3.2")], defaultLevel: .warning,
        howToFix: "Put content that can outgrow the screen in a scroll view (SwiftUI `ScrollView`, UIKit `UIScrollView`, Android `ScrollView`) instead of hiding or pushing it off screen.",
        reads: """
            Elements with an identifier or a label, on screen in the default recording, matched in the large \
            recording (`check --compare`). Reported when no element of the large recording matches and none of \
            its type is left unmatched, or when the match is off screen; needs review instead when the large \
            recording has a scroll view that may hold it. Elements with several possible matches are not judged.
            """,
        precision: .medium,
        messages: Message.all)

    /// The messages of the rule's findings: `{0}` is the finding's element (`MessageDeclaration`).
    enum Message {
        static let offScreen = MessageDeclaration("off-screen",
            "{0} is off screen at the large text size and not in a scroll view{1}.", .words)
        static let offScreenMayScroll = MessageDeclaration("off-screen-may-scroll",
            "{0} is off screen at the large text size and not in a scroll view; a scroll view may hold it{1}.", .words)
        static let missing = MessageDeclaration("missing",
            "{1} of the default text size is missing at the large text size{2}.", .element, .words)
        static let missingMayScroll = MessageDeclaration("missing-may-scroll",
            "{1} of the default text size is missing at the large text size; a scroll view may hold it{2}.", .element, .words)
        static let all = [offScreen, offScreenMayScroll, missing, missingMayScroll]
    }

    public func judge(_ match: TextSizeMatch, configuration: RuleConfiguration) -> (findings: [Finding], notJudged: Int) {
        let n = match.normal.screen.elements, l = match.large.screen.elements
        let taken = Set(match.counterpart.compactMap { $0 })
        let freeTypes = Set(l.indices.filter { !taken.contains($0) }.map { l[$0].displayType })
        let outcome: Outcome = match.largeScrolls ? .needsReview : .finding
        var findings: [Finding] = [], notJudged = 0
        for index in n.indices where match.normal.onScreen[index] && (n[index].label != nil || n[index].identifier != nil) && !n[index].isContainer {
            if let other = match.counterpart[index] {
                guard !match.large.onScreen[other] else { continue }
                let scrolled = match.large.isPartlyClipped(other) || match.large.hasScrollingAncestor(other)
                if scrolled { continue }
                findings.append(finding(match, large: other, normal: index,
                                        message: match.largeScrolls ? Message.offScreenMayScroll : Message.offScreen, outcome: outcome))
            } else if match.ambiguous.contains(index) || freeTypes.contains(n[index].displayType) {
                notJudged += 1
            } else {
                findings.append(findingOnRoot(match, normal: index, message: match.largeScrolls ? Message.missingMayScroll : Message.missing,
                                              .element(match.normal.name(index)), outcome: outcome))
            }
        }
        return (findings, notJudged)
    }
}
