import TreeModel

/// A label or value complete at the default text size and cut short at the large one.
public struct TruncatedAtLargeSize: TextSizeRule {
    public let pairs: TextSizePairs
    public init(pairs: TextSizePairs = TextSizePairs()) { self.pairs = pairs }

    public let metadata = RuleMetadata(
        id: "truncated-at-large-size", name: "Truncated at large size",
        summary: "A label or value that is whole at the default text size is cut with an ellipsis, or shortened, at the large size.",
        rationale: "People who need large text lose the end of the text, and VoiceOver often reads the cut text too.",
        criteria: [WCAG.criterion("1.4.4")], defaultLevel: .warning,
        howToFix: "Let the text wrap at large sizes: SwiftUI `.lineLimit(nil)`; UIKit `numberOfLines = 0`; Android no `maxLines`/`ellipsize`.",
        reads: """
            Labels and values of elements matched in the default and the large recording (`check --compare`). \
            Reported when the default text is not cut and the large text is its beginning, with or without an \
            ellipsis. A text that changed to something else (a time, a count) is not judged as cut.
            """,
        precision: .high,
        messages: Message.all)

    /// The messages of the rule's findings: `{0}` is the finding's element (`MessageDeclaration`).
    enum Message {
        static let cut = MessageDeclaration("cut",
            "{0} has its {1} cut at the large text size: \"{2}\" instead of \"{3}\"{4}.", .words, .text, .text, .words)
        static let all = [cut]
    }

    public func judge(_ match: TextSizeMatch, configuration: RuleConfiguration) -> (findings: [Finding], notJudged: Int) {
        var findings: [Finding] = []
        for pair in match.pairs {
            let before = match.normal.screen.elements[pair.normal], after = match.large.screen.elements[pair.large]
            for (field, whole, cut) in [("label", before.label, after.label), ("value", before.value, after.value)] {
                guard let whole, let cut, Self.isCut(whole: whole, cut: cut) else { continue }
                findings.append(finding(match, large: pair.large, normal: pair.normal, message: Message.cut, .words(field),
                                        .text(ScreenFacts.shorten(cut)), .text(ScreenFacts.shorten(whole))))
                break
            }
        }
        return (findings, match.ambiguous.count)
    }

    /// `cut` is the beginning of `whole` (ellipsis removed), shorter than it, and `whole` is not cut itself.
    public static func isCut(whole: String, cut: String) -> Bool {
        guard whole != cut, !TextTruncated.isTruncated(whole) else { return false }
        var stem = cut.trimmingCharacters(in: .whitespaces)
        let ellipsis = stem.hasSuffix("…") || stem.hasSuffix("...")
        if stem.hasSuffix("…") { stem.removeLast() } else if stem.hasSuffix("...") { stem.removeLast(3) }
        stem = stem.trimmingCharacters(in: .whitespaces)
        guard !stem.isEmpty, stem.count < whole.count, whole.hasPrefix(stem) else { return false }
        // Without an ellipsis, only a cut at a word boundary counts.
        return ellipsis || whole.hasPrefix(stem + " ")
    }
}
