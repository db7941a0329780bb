import TreeModel

/// A target that meets the minimum size at the default text size and not at the large one.
public struct TargetShrunkAtLargeSize: TextSizeRule {
    public let pairs: TextSizePairs
    public init(pairs: TextSizePairs = TextSizePairs()) { self.pairs = pairs }

    public let metadata = RuleMetadata(
        id: "target-shrunk-at-large-size", name: "Target shrunk at large size",
        summary: "A target at least 24 by 24 points at the default text size is smaller than that at the large size.",
        rationale: "Layouts squeezed by large text often squeeze their buttons too, and people who need large text often need large targets.",
        criteria: [WCAG.criterion("2.5.8")], defaultLevel: .warning,
        howToFix: "Give targets a minimum size that does not depend on the space left by text: SwiftUI `.frame(minWidth: 44, minHeight: 44)`, UIKit constraints, Android `minWidth`/`minHeight` 48dp.",
        reads: "Frames of targets matched in the default and the large recording (`check --compare`), fully on screen in both; 24 points (dp on Android).",
        precision: .high)

    public func judge(_ match: TextSizeMatch, configuration: RuleConfiguration) -> (findings: [Finding], notJudged: Int) {
        var findings: [Finding] = []
        for pair in match.pairs where match.normal.isSizedTarget(pair.normal) && match.large.isSizedTarget(pair.large) {
            let before = match.normal.screen.elements[pair.normal].frame, after = match.large.screen.elements[pair.large].frame
            guard min(before.width, before.height) >= 24, min(after.width, after.height) < 24 else { continue }
            findings.append(finding(match, large: pair.large, normal: pair.normal, message:
                "\(match.large.name(pair.large)) shrinks to \(ScreenFacts.points(after.width)) by \(ScreenFacts.points(after.height)) at the large text size, under 24 by 24 (\(ScreenFacts.points(before.width)) by \(ScreenFacts.points(before.height)) at the default size)."))
        }
        return (findings, match.ambiguous.filter { match.normal.isTarget($0) }.count)
    }
}
