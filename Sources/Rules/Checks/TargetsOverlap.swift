import TreeModel

/// Two enabled targets at the same place (a double focus stop), or overlapping so that one covers part of the
/// other.
public struct TargetsOverlap: Rule {
    public init() {}

    public let metadata = RuleMetadata(
        id: "targets-overlap",
        name: "Targets overlap",
        summary: "Two enabled targets have the same frame, or overlap so that one covers part of the other.",
        rationale: """
            Where two targets overlap, a tap in the shared area reaches only one of them, and people with tremor \
            or limited dexterity cannot tell which; the covered target is smaller than it looks. Two targets with \
            the same frame are two VoiceOver stops in one place: people hear the same spot twice, and touch \
            reaches only the one on top.
            """,
        criteria: [WCAG.criterion("2.5.8"), WCAG.criterion("4.1.2")],
        hig: .accessibility("Buttons and controls"),
        defaultLevel: .error,
        howToFix: """
            Give each target its own area and expose each action once. For a duplicate stop, hide the inner or \
            outer one from accessibility, or combine them. SwiftUI: `.accessibilityElement(children: .combine)` or \
            `.accessibilityHidden(true)` on the duplicate, and `.contentShape` or padding so hit areas do not \
            cross. UIKit: `isAccessibilityElement = false` on the duplicate, and frames (or \
            `point(inside:with:)`) that do not cross. Compose: `Modifier.clearAndSetSemantics` on the duplicate \
            and non-overlapping `Modifier.size`/`padding`; Android Views: `importantForAccessibility="no"` on the \
            duplicate and touch delegates that do not overlap.
            """,
        reads: """
            Frames of targets: enabled interactive stops in view (on screen, not scrolled out of view), not system \
            chrome, each cut to the frames of the scrolling and clipping containers it lies in (what shows of it). \
            An Android view that takes no touch of its own (focusable or checkable but not clickable, such as a row's check box that the row toggles) inside an enabled target that does is part of that target to a finger, not a target of its own (TalkBack may still stop on it). \
            Pairs of two standard controls that the system lays out at its own size (see target-size-hig: a search \
            field's dictation button recorded twice, bar buttons) are left out: where they lie is the system's doing. \
            Pairs where one is the other's ancestor or descendant are left out, except a stop inside a stop with the \
            same frame and the same name, or one beginning with the other (a Flutter `Semantics` button around an \
            icon button with that tooltip: the screen reader stops on both), a warning on the inner one (needs review in \
            a web page, whose nodes the browser engine builds: a container given the text of the button it holds, \
            where what TalkBack stops on is not recorded); so are a target in scrolling content \
            and a target drawn over that content (in a navigation bar, toolbar or tab bar, or on Android a view \
            drawn after the scrolling container: by the dump's `drawing-order` where it has one, which counts \
            elevation, so a floating button recorded before the list it floats over is drawn over it; without it, \
            any target that does not hold the container's whole frame, since Android lists a view's children \
            sorted by position, not in drawing order; or a web page's bar fixed to its web view's top or bottom edge, as wide \
            as the web view, at most a fifth of the screen high and holding two or more stops, which the page draws \
            over its content though the tree holds both in the scrolling web view): a row scrolled under a bar or a \
            floating button is covered, not overlapping; and so are pairs where one \
            frame holds the other (a clear button inside a text field, a favourite button on a card: flat \
            recordings carry no hierarchy, and a target inside another is its part or deliberately on top). Same \
            frame (every edge within 0.5 pt): an error in a nested recording, needs review in a flat one (which \
            cannot tell a button inside a button from two buttons); three or more targets with one frame are one \
            finding naming how many, on the second of them. Crossing frames that share more than 4 pt in \
            both directions (less is layout rounding or a hairline): a warning. The finding is on the later target in reading order; the earlier ones are \
            related locations. Uses a spatial index, so a screen of n targets costs about n times the targets near \
            each one.
            """,
        requires: [.traits],
        precision: .high,
        examples: [
            .triggering(at: ["Application/Button[2]"], """
                {"type": "Button", "AXLabel": "Play", "frame": {"x": 20, "y": 60, "width": 100, "height": 44}},
                {"type": "Button", "AXLabel": "Info", "frame": {"x": 100, "y": 60, "width": 100, "height": 44}}
                """),
            .passing("""
                {"type": "Button", "AXLabel": "Play", "frame": {"x": 20, "y": 60, "width": 100, "height": 44}},
                {"type": "Button", "AXLabel": "Info", "frame": {"x": 120, "y": 60, "width": 100, "height": 44}}
                """),
        ]
    ,
        messages: Message.all)

    /// The messages of the rule's findings: `{0}` is the finding's element (`MessageDeclaration`).
    enum Message {
        static let inside = MessageDeclaration("inside",
            "{0} lies inside {1} on the same frame, and {2} stops on both: one control reached twice.", .related, .words)
        static let insideInWebPage = MessageDeclaration("inside-in-web-page",
            "{0} lies inside {1} on the same frame in a web page, where the browser engine decides what {2} stops on: check whether it stops on both, one control reached twice.", .related, .words)
        static let sameFrameAndOne = MessageDeclaration("same-frame-and-one",
            "{0} has the same frame as {1} and {2} other target: {3} stops in one place, and touch reaches only one of them.", .related, .count, .count)
        static let sameFrameAndMore = MessageDeclaration("same-frame-and-more",
            "{0} has the same frame as {1} and {2} other targets: {3} stops in one place, and touch reaches only one of them.", .related, .count, .count)
        static let sameFrame = MessageDeclaration("same-frame",
            "{0} has the same frame as {1}: two stops in one place, and touch reaches only one of them.", .related)
        static let overlaps = MessageDeclaration("overlaps",
            "{0} overlaps {1}, so a tap in the shared area reaches only one of them.", .related)
        static let all = [inside, insideInWebPage, sameFrameAndOne, sameFrameAndMore, sameFrame, overlaps]
    }

    /// How far two frames must cross, in both directions, to count as overlapping: more than layout rounding,
    /// hairline separators or a row's shadow inset give.
    static let minimumOverlap = 4.0

    /// Related locations kept per finding: enough to find the others, bounded on pathological screens.
    static let relatedLimit = 10

    public func check(_ facts: ScreenFacts, configuration: RuleConfiguration) -> [Finding] {
        let elements = facts.screen.elements
        let targets = elements.indices.filter { facts.isTouchTarget($0) }
        guard targets.count >= 2 else { return [] }
        let nested = elements.contains { $0.depth >= 2 }
        // What shows of each target: content scrolled half out of its list is touched only where it shows.
        let frames = facts.visibleFrames()
        let index = SpatialIndex(frames: frames, indices: targets,
                                 cell: Self.cellSize(targets.map { max(frames[$0].width, frames[$0].height) }))
        // Targets inside one larger target (a like button's icon and counter in its clickable frame) are one
        // target to a finger: they do not overlap each other.
        var enclosing = [Int: Int]()
        for target in targets where elements[target].depth >= 2 {
            if let outer = facts.enclosingTarget(of: target, width: 0, height: 0) { enclosing[target] = outer }
        }
        func unrelated(_ other: Int, _ target: Int) -> Bool {
            if facts.isAncestor(other, of: target) { return false }
            // Two controls the system lays out at its own size (a search field's dictation button recorded twice):
            // where they lie is the system's doing, not the app's.
            if facts.standardControl[other] && facts.standardControl[target] { return false }
            if let outer = enclosing[target], enclosing[other] == outer { return false }
            return true
        }
        // A stop inside a stop with the same frame (a Flutter `Semantics` button around an icon button with the
        // same tooltip): the screen reader stops on both, one control reached twice.
        func stopAround(_ target: Int) -> Int? {
            guard facts.stop[target] else { return nil }
            var current = elements[target].parent
            while let ancestor = current {
                if facts.stop[ancestor] {
                    // The same name, or one that begins with the other ("New Sale" around "New Sale, Create a new
                    // transaction"): one control. Two names are two things, one drawn over the other.
                    guard Self.isSame(frames[target], frames[ancestor]),
                          let inner = ScreenFacts.comparableLabel(elements[target].label),
                          let outer = ScreenFacts.comparableLabel(elements[ancestor].label),
                          inner.hasPrefix(outer) || outer.hasPrefix(inner) else { return nil }
                    return ancestor
                }
                current = elements[ancestor].parent
            }
            return nil
        }
        // Targets with one frame form a pile: whether an earlier one shares a target's frame is known at once.
        let piles = TargetPiles(targets: targets, frames: frames)
        var results: [(target: Int, same: [Int], crossing: [Int], inside: Int?)] = []
        for target in targets {
            let frame = frames[target]
            guard !frame.isEmpty else { continue }
            let pile = piles.sharingFrame(with: target)
            var twin = false
            for other in pile.prefix(Self.relatedLimit + 1) where other < target && unrelated(other, target) {
                twin = true
                break
            }
            let inside = stopAround(target)
            var same: [Int] = [], crossing: [Int] = []
            // Earlier targets first; enough to name the others, so a crowded place costs no more than that.
            index.forEachCandidateAscending(minX: frame.minX, minY: frame.minY, maxX: frame.maxX, maxY: frame.maxY) { other in
                guard other < target else { return false }
                guard unrelated(other, target) else { return true }
                let otherFrame = frames[other]
                if Self.isSame(frame, otherFrame) {
                    same.append(other)
                } else if !frame.contains(otherFrame) && !otherFrame.contains(frame) {
                    let width = min(frame.maxX, otherFrame.maxX) - max(frame.minX, otherFrame.minX)
                    let height = min(frame.maxY, otherFrame.maxY) - max(frame.minY, otherFrame.minY)
                    // A row scrolled under a bar lies beneath the bar's buttons: covered, not crossing.
                    if width > Self.minimumOverlap && height > Self.minimumOverlap
                        && !facts.isCovered(target, by: other) && !facts.isCovered(other, by: target) {
                        crossing.append(other)
                    }
                }
                if !same.isEmpty && same.count + crossing.count >= Self.relatedLimit { return false }
                // Without a twin of its frame among the earlier targets, the first crossings are all it names.
                return twin || crossing.count < Self.relatedLimit
            }
            if !same.isEmpty || !crossing.isEmpty || inside != nil { results.append((target, same, crossing, inside)) }
        }
        // A pile of three or more in one place is one finding naming how many, on the first that repeats it.
        var repeats: [Frame: Int] = [:]
        for result in results where !result.same.isEmpty { repeats[frames[result.target], default: 0] += 1 }
        var reported = Set<Frame>()
        var findings: [Finding] = []
        for (target, same, crossing, inside) in results {
            if same.isEmpty, crossing.isEmpty, let outer = inside {
                // Nothing is lost to touch (the inner one is reached), but every swipe through the screen meets
                // the control twice.
                let reader = facts.screen.platform.screenReader
                // In a web page the browser engine builds the nodes the screen reader sees (a container given
                // its content's text beside the button holding it), and what it stops on is not in the recording.
                let web = facts.inWebContent(target)
                let message = FindingMessage(web ? Message.insideInWebPage : Message.inside, .related(0), .words(reader))
                var twice = finding(target, in: facts, configuration: configuration, message: message, related: [outer],
                                    outcome: web ? .needsReview : .finding)
                twice.level = min(twice.level, .warning)
                findings.append(twice)
            } else if !same.isEmpty {
                let frame = frames[target]
                let count = repeats[frame, default: 0]
                guard reported.insert(frame).inserted || count < 2 else { continue }
                let related = Array((same + crossing).prefix(Self.relatedLimit))
                let more = count - 1
                let message = more > 0
                    ? FindingMessage(more == 1 ? Message.sameFrameAndOne : Message.sameFrameAndMore, .related(0), .count(more), .count(more + 2))
                    : FindingMessage(Message.sameFrame, .related(0))
                findings.append(finding(target, in: facts, configuration: configuration, message: message, related: related,
                                        outcome: nested ? .finding : .needsReview))
            } else if !crossing.isEmpty {
                let message = FindingMessage(Message.overlaps, .related(0))
                var overlap = finding(target, in: facts, configuration: configuration, message: message,
                                      related: Array(crossing.prefix(Self.relatedLimit)))
                overlap.level = min(overlap.level, .warning)
                findings.append(overlap)
            }
        }
        return findings
    }

    /// The grid's cell: twice the median of the targets' longer sides, between 4 and 64 pt, so that a cell holds a few
    /// targets whether the screen has ten large buttons or a hundred thousand tiles.
    static func cellSize(_ longerSides: [Double]) -> Double {
        let sides = longerSides.filter { $0.isFinite }.sorted()
        guard !sides.isEmpty else { return 64 }
        return min(64, max(4, 2 * sides[sides.count / 2]))
    }

    /// Every edge within 0.5 pt.
    static func isSame(_ a: Frame, _ b: Frame) -> Bool {
        abs(a.minX - b.minX) <= 0.5 && abs(a.minY - b.minY) <= 0.5 && abs(a.maxX - b.maxX) <= 0.5 && abs(a.maxY - b.maxY) <= 0.5
    }
}
