import TreeModel

/// A text cut by its container or the screen edge, or newly overlapping another element, at the large size.
public struct ClippedAtLargeSize: TextSizeRule {
    public let pairs: TextSizePairs
    public init(pairs: TextSizePairs = TextSizePairs()) { self.pairs = pairs }

    public let metadata = RuleMetadata(
        id: "clipped-at-large-size", name: "Clipped at large size",
        summary: "A text that fits at the default text size is cut by its container or the screen edge, or overlaps another element, at the large size.",
        rationale: "Text that overflows its box or runs under another element cannot be read by the people who set a large text size.",
        criteria: [WCAG.criterion("1.4.4"), WCAG.criterion("1.4.10")], defaultLevel: .warning,
        howToFix: "Let containers grow with their text (no fixed heights), wrap rows into columns at accessibility sizes (SwiftUI `ViewThatFits`, `dynamicTypeSize.isAccessibilitySize`), and put long content in a scroll view.",
        reads: """
            Frames of texts matched in the default and the large recording (`check --compare`). Reported when \
            the large text sticks out of its parent (not a scrolling one), past the left or right screen edge, or \
            past the top or bottom edge outside any scroll view, while the default one did not, or overlaps \
            another matched element (not an ancestor or descendant) it did not overlap at the default size.
            """,
        precision: .medium,
        messages: Message.all)

    /// The messages of the rule's findings: `{0}` is the finding's element (`MessageDeclaration`).
    enum Message {
        static let cut = MessageDeclaration("cut",
            "{0} is cut by {1} at the large text size{2}.", .words, .words)
        static let overlaps = MessageDeclaration("overlaps",
            "{0} overlaps {1} at the large text size{2}.", .element, .words)
        static let all = [cut, overlaps]
    }

    public func judge(_ match: TextSizeMatch, configuration: RuleConfiguration) -> (findings: [Finding], notJudged: Int) {
        let n = match.normal.screen.elements, l = match.large.screen.elements
        let matched = match.pairs.filter { !l[$0.large].frame.isEmpty && !n[$0.normal].frame.isEmpty }
        var findings: [Finding] = []
        // Two texts that run into each other are one finding, on the first of them.
        var overlapping = Set<[Int]>()
        // Only elements whose large frames meet are compared: a grid of cells, not every pair.
        var normalOf: [Int: Int] = [:]
        for pair in matched { normalOf[pair.large] = pair.normal }
        let nearby = SpatialIndex(frames: l.map(\.frame), indices: matched.map(\.large))
        for pair in matched where match.large.isText(pair.large) {
            if let cause = cut(pair.large, in: match.large), cut(pair.normal, in: match.normal) == nil {
                findings.append(finding(match, large: pair.large, normal: pair.normal, message: Message.cut, .words(cause)))
                continue
            }
            let frame = l[pair.large].frame
            let others = nearby.candidates(minX: frame.minX, minY: frame.minY, maxX: frame.maxX, maxY: frame.maxY)
                .compactMap { large in normalOf[large].map { (normal: $0, large: large) } }
                .sorted { $0.normal < $1.normal }
            for other in others where other.large != pair.large
                && !match.large.isAncestor(other.large, of: pair.large) && !match.large.isAncestor(pair.large, of: other.large)
                && !match.large.screen.elements[other.large].isContainer {
                guard l[pair.large].frame.overlapArea(l[other.large].frame) > 4,
                      n[pair.normal].frame.overlapArea(n[other.normal].frame) <= 0,
                      overlapping.insert([min(pair.large, other.large), max(pair.large, other.large)]).inserted else { continue }
                findings.append(finding(match, large: pair.large, normal: pair.normal, message: Message.overlaps,
                                        .element(match.large.name(other.large))))
                break
            }
        }
        return (findings, match.ambiguous.filter { match.normal.isText($0) }.count)
    }

    /// What cuts element `index`: its parent (unless it scrolls), a side edge of the screen, or its top or bottom
    /// edge when no scroll view holds it.
    private func cut(_ index: Int, in facts: ScreenFacts) -> String? {
        let elements = facts.screen.elements
        let frame = elements[index].frame
        if let root = elements.indices.first(where: { elements[$0].parent == nil }), !elements[root].frame.isEmpty,
           frame.minX < elements[root].frame.minX - 0.5 || frame.maxX > elements[root].frame.maxX + 0.5 {
            return "the screen edge"
        }
        // Past the top or bottom edge with nothing to scroll it into view.
        if facts.isPartlyOffScreen(index), !facts.hasScrollingAncestor(index) { return "the screen edge" }
        if let parent = elements[index].parent, elements[parent].parent != nil, !elements[parent].frame.isEmpty,
           !elements[parent].roles.contains(.scrolls), !elements[parent].frame.contains(frame) {
            return "its container \(facts.name(parent))"
        }
        return nil
    }
}

extension Frame {
    /// The area two frames share, 0 when they do not meet.
    func overlapArea(_ other: Frame) -> Double {
        let w = min(maxX, other.maxX) - max(minX, other.minX), h = min(maxY, other.maxY) - max(minY, other.minY)
        return w > 0 && h > 0 ? w * h : 0
    }
}
