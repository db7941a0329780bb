import TreeModel

/// A target that meets a size threshold at the default text size and not at the large one: the WCAG minimum
/// (`target-size-minimum.size`, 24) or the platform's recommended size (`target-size-hig.size`, 44 pt;
/// `target-size-hig.android-size`, 48 dp), as set for those rules.
public struct TargetShrunkAtLargeSize: TextSizeRule {
    public let pairs: TextSizePairs
    public init(pairs: TextSizePairs = TextSizePairs()) { self.pairs = pairs }

    public let metadata = RuleMetadata(
        id: "target-shrunk-at-large-size", name: "Target shrunk at large size",
        summary: "A target that meets a size threshold at the default text size (24 by 24, or the platform's recommended 44 pt / 48 dp) is under it at the large size.",
        rationale: "Layouts squeezed by large text often squeeze their buttons too, and people who need large text often need large targets.",
        criteria: [WCAG.criterion("2.5.8")], hig: .accessibility("Buttons and controls"), defaultLevel: .warning,
        howToFix: "Give targets a minimum size that does not depend on the space left by text: SwiftUI `.frame(minWidth: 44, minHeight: 44)`, UIKit constraints, Android `minWidth`/`minHeight` 48dp.",
        reads: """
            Frames of targets matched in the default and the large recording (`check --compare`), fully on screen \
            in both, in points (dp on Android). The thresholds are those set for `target-size-minimum` (`size`, \
            `--wcag-target`, 24) and `target-size-hig` (`size`, `--hig-target`, 44 pt; `android-size`, 48 dp); \
            a target under both is named by the smaller, the minimum. Not run on pixel recordings whose density is unknown.
            """,
        precision: .high,
        messages: Message.all)

    /// The messages of the rule's findings: `{0}` is the finding's element (`MessageDeclaration`).
    enum Message {
        static let shrinks = MessageDeclaration("shrinks",
            "{0} shrinks to {1} by {2} at the large text size, under the {3} by {4} {5} ({6} by {7} at the default size){8}.", .length, .length, .length, .length, .words, .length, .length, .words)
        static let all = [shrinks]
    }

    public func notRunReason(_ match: TextSizeMatch) -> String? {
        for facts in [match.normal, match.large] where !facts.screen.capabilities.evidence.contains(.pointSizes) {
            return Engine.notRunReason(.pointSizes, screen: facts.screen)
        }
        return nil
    }

    public func judge(_ match: TextSizeMatch, configuration: RuleConfiguration) -> (findings: [Finding], notJudged: Int) {
        let platform = match.large.screen.platform, unit = platform.sizeUnit
        let recommended = configuration[platform == .android ? TargetSizeHIG.androidSize : TargetSizeHIG.size]
        let whose = platform == .android ? "Android recommends" : "Apple recommends"
        // The smaller threshold first: a target that falls under both is named by the minimum it misses.
        let thresholds = [(configuration[TargetSizeMinimum.size], "minimum"), (recommended, "that \(whose)")]
            .sorted { $0.0 < $1.0 }
        var findings: [Finding] = []
        for pair in match.pairs where match.normal.isSizedTarget(pair.normal) && match.large.isSizedTarget(pair.large) {
            let before = match.normal.screen.elements[pair.normal].frame, after = match.large.screen.elements[pair.large].frame
            guard let (limit, name) = thresholds.first(where: { min(before.width, before.height) >= $0.0 && min(after.width, after.height) < $0.0 })
            else { continue }
            findings.append(finding(match, large: pair.large, normal: pair.normal, message: Message.shrinks,
                                    .length(after.width, unit: nil), .length(after.height, unit: unit), .length(limit, unit: nil),
                                    .length(limit, unit: unit), .words(name), .length(before.width, unit: nil),
                                    .length(before.height, unit: nil)))
        }
        return (findings, match.ambiguous.filter { match.normal.isTarget($0) }.count)
    }
}
