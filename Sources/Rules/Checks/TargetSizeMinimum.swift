import TreeModel

/// An enabled target under 24 x 24 pt whose spacing does not make up for its size (WCAG 2.5.8).
public struct TargetSizeMinimum: Rule {
    public init() {}

    /// The minimum width and height (and the diameter of the spacing circle).
    public static let size = RuleOption(rule: "target-size-minimum", name: "size", key: "wcagTargetSize", kind: .points,
                                        defaultValue: 24, summary: "minimum width and height in points")

    public let metadata = RuleMetadata(
        id: "target-size-minimum",
        name: "Target size (minimum)",
        summary: "An enabled interactive element is smaller than 24 x 24 pt and too close to another target.",
        rationale: """
            People with tremor, limited dexterity or large fingertips, and anyone using a phone one-handed \
            on the move, miss small targets and hit their neighbours instead. WCAG 2.5.8 asks for 24 x 24 pt, \
            or enough space around a smaller target that a 24 pt circle centred on it touches no other target.
            """,
        criteria: [WCAG.criterion("2.5.8")],
        defaultLevel: .error,
        howToFix: """
            Make the tappable area at least 24 x 24 pt (44 x 44 pt is Apple's recommendation), or move \
            neighbouring targets apart. SwiftUI: `.frame(minWidth: 44, minHeight: 44)` with \
            `.contentShape(Rectangle())`. UIKit: enlarge the button's bounds or override `point(inside:with:)`; \
            the accessibility frame follows the view's frame. Android (24 x 24 dp): Jetpack Compose \
            `Modifier.minimumInteractiveComponentSize()` or `Modifier.sizeIn(minWidth = 48.dp, minHeight = 48.dp)`; \
            Views: `android:minWidth`/`android:minHeight`, padding, or a `TouchDelegate`.
            """,
        reads: TargetSizeHIG.televisionScope + """
            Frames of enabled interactive elements on screen that VoiceOver reaches on their own (stops); \
            system chrome is exempt (keyboard keys and the software keyboard, status-bar items, scroll bars, \
            page indicators), as are elements with a zero-size or off-screen frame or scrolled out of view of a \
            scrolling or clipping container (not run); a partly clipped target is not judged by its size but \
            still counts as a neighbour. Spacing exception: a circle of the minimum size as diameter, centred on the element, \
            must meet no other target (ancestors, descendants and targets whose frame holds it or lies within it aside; \
            neighbours cut to the containers they scroll in, and a row scrolled under the target's bar aside) and no \
            other undersized target's circle. Equivalent exception: a target inside a larger enabled target (not one \
            whose label or identifier names an action the larger one does not, such as a close button in a clickable \
            row), or with \
            a larger target of the same label (case and spacing aside) within the minimum size of it (an avatar \
            beside its name), passes; an unlabelled target has no evidence of an equivalent. \
            Inline exception: a link inside a run of text (inside a static text's frame, or a static text's child). \
            A tappable text (a paragraph, a caption, a chat bubble: as target-size-hig tells it, half the screen wide \
            or holding four words or more, or a wide element of any role named by paragraphs) is not judged by its size: it is as large as its lines, and target-size-hig \
            notes it; it is still a neighbour of the targets near it. \
            An Android view that takes no touch of its own (focusable or checkable but not clickable, such as a row's check box that the row toggles) inside an enabled target that does is part of that target to a finger, not a target of its own (TalkBack may still stop on it). \
            Not run where the recording has no types or traits to tell a target (Maestro on iOS). \
            On Android the 24 x 24 CSS px of WCAG read as 24 x 24 dp; pixel recordings are judged once the \
            density is known, and frames touching the screen's, their window's or a scrolling container's edge count as clipped; a \
            size within one recorded pixel of the minimum passes, and so does a spacing short of it by less than a \
            recorded pixel (views are laid out in whole pixels).
            """,
        options: [Self.size],
        requires: [.pointSizes, .traits],
        precision: .high,
        examples: [
            .triggering(at: ["Application/Button[1]", "Application/Button[2]"], """
                {"type": "Button", "AXLabel": "Minus", "frame": {"x": 20, "y": 60, "width": 20, "height": 20}},
                {"type": "Button", "AXLabel": "Plus", "frame": {"x": 40, "y": 60, "width": 20, "height": 20}}
                """),
            .passing(#"{"type": "Button", "AXLabel": "Close", "frame": {"x": 20, "y": 60, "width": 20, "height": 20}}"#),
        ],
        messages: Message.all
    )

    /// The messages of the rule's findings: `{0}` is the finding's element (`MessageDeclaration`).
    enum Message {
        static let tooClose = MessageDeclaration("too-close",
            "{0} is {1} x {2}, under the {3} x {4} minimum, and {5} is within {6} of its centre.", .length, .length, .length, .length, .related, .length)
        static let tooCloseRounded = MessageDeclaration("too-close-rounded",
            "{0} is {1} x {2}, under the {3} x {4} minimum, and {5} is within {6} of its centre (the recorder rounds frames outward, so it is at most this size).", .length, .length, .length, .length, .related, .length)
        static let all = [tooClose, tooCloseRounded]
    }

    public func notRun(in facts: ScreenFacts, configuration: RuleConfiguration) -> Int { facts.sizedTargetsNotRun() }

    /// A television's screen is not touched (`TargetSizeHIG.televisionReason`).
    public func notApplicable(to screen: Screen) -> String? { TargetSizeHIG.televisionReason(screen) }

    public func check(_ facts: ScreenFacts, configuration: RuleConfiguration) -> [Finding] {
        let screen = facts.screen
        let minimum = configuration[Self.size]
        let radius = minimum / 2
        let targets = screen.elements.indices.filter { facts.isTouchTarget($0) }
        // Every target is a neighbour; only targets wholly in view are judged by their size.
        let small = targets.filter {
            guard facts.isSizedTarget($0) else { return false }
            let frame = screen.elements[$0].frame
            // A part of a larger target (a like button's icon in its clickable frame) is that target to a finger.
            // Within a recorded pixel of the minimum is the layout's rounding (`ScreenFacts.pixelSlack`).
            return (frame.width < minimum - facts.pixelSlack || frame.height < minimum - facts.pixelSlack)
                && facts.enclosingTarget(of: $0, width: minimum, height: minimum) == nil
                && facts.smallTargetAround($0, width: minimum, height: minimum) == nil
                // A tappable paragraph, caption or chat bubble is text people read, as large as its lines: a size
                // finding on it is at most target-size-hig's note (it stays a neighbour of the targets near it).
                && !TargetSizeHIG.isTextContent($0, facts)
        }
        guard !small.isEmpty else { return [] }
        // A small target beside a large one that does the same (an avatar beside its name) passes.
        let equivalents = EquivalentTargets(facts, width: minimum, height: minimum)
        let undersized = small.filter { equivalents.equivalent(of: $0) == nil }
        guard !undersized.isEmpty else { return [] }
        let undersizedSet = Set(undersized)
        // Neighbours are what shows of them: content scrolled half out of its list is touched where it shows.
        let frames = facts.visibleFrames()
        // Targets that share one frame are one pile: each lies inside the others, so none is another's
        // neighbour, and the index holds the first of each pile only. Walking every member as a candidate made a
        // pile of 20,000 identical buttons take 20,000 x 20,000 steps (found by the fuzz campaign).
        let piles = TargetPiles(targets: targets, frames: frames)
        let undersizedOfPile = piles.members.map { $0.filter { undersizedSet.contains($0) } }
        let nearby = SpatialIndex(frames: frames, indices: piles.representatives)
        var texts: SpatialIndex?
        var findings: [Finding] = []
        for index in undersized {
            if isInlineLink(index, facts, frames: frames, texts: &texts) { continue }
            let frame = frames[index]
            // The first target (in element order) near enough: the first of its pile that is not the element,
            // its ancestor or its descendant, nor a row scrolled under the bar that holds the element (beneath
            // it, not beside it).
            var neighbour: Int?
            func first(of members: [Int]) -> Int? {
                members.first {
                    $0 != index && !facts.isAncestor($0, of: index) && !facts.isAncestor(index, of: $0)
                        && !(frames[$0].intersects(frame) && facts.isCovered($0, by: index))
                }
            }
            // Only targets within the minimum size of the centre can meet its circle or an undersized circle.
            let candidates = nearby.candidates(minX: frame.midX - minimum, minY: frame.midY - minimum,
                                               maxX: frame.midX + minimum, maxY: frame.midY + minimum)
            for other in candidates {
                if let neighbour, neighbour < other { break }
                let otherFrame = frames[other]
                // A target inside another (a search field's dictation button) is part of it, also in flat
                // recordings, which carry no hierarchy; so is every target of its own pile.
                if otherFrame.contains(frame, tolerance: 0) || frame.contains(otherFrame, tolerance: 0) { continue }
                guard let pile = piles.pile(startedBy: other) else { continue }
                var found: Int?
                // Nearer by less than a recorded pixel is the layout's rounding, as for the size itself.
                if otherFrame.distance(toPointX: frame.midX, y: frame.midY) < radius - facts.pixelSlack {
                    found = first(of: piles.members[pile])
                } else {
                    let dx = otherFrame.midX - frame.midX, dy = otherFrame.midY - frame.midY
                    if (dx * dx + dy * dy).squareRoot() < minimum - facts.pixelSlack { found = first(of: undersizedOfPile[pile]) }
                }
                if let found, neighbour.map({ found < $0 }) ?? true { neighbour = found }
            }
            guard let neighbour else { continue }
            let unit = screen.platform.sizeUnit
            let message = FindingMessage(facts.screen.capabilities.roundedFrames ? Message.tooCloseRounded : Message.tooClose,
                                         .length(frame.width, unit: nil), .length(frame.height, unit: unit),
                                         .length(minimum, unit: nil), .length(minimum, unit: unit), .related(0),
                                         .length(radius, unit: unit))
            findings.append(finding(index, in: facts, configuration: configuration, message: message, related: [neighbour]))
        }
        return findings
    }

    /// A link that is part of a run of text: a static text's child, or inside a static text's frame.
    func isInlineLink(_ index: Int, _ facts: ScreenFacts, frames: [Frame], texts: inout SpatialIndex?) -> Bool {
        let element = facts.screen.elements[index]
        guard element.traits.contains(.link) else { return false }
        if let parent = element.parent, facts.isText(parent) { return true }
        if texts == nil {
            texts = SpatialIndex(frames: frames, indices: frames.indices.filter { facts.isText($0) && facts.onScreen[$0] })
        }
        let link = frames[index]
        for other in texts!.candidates(minX: link.minX, minY: link.minY, maxX: link.maxX, maxY: link.maxY) where other != index {
            let text = frames[other]
            if text.contains(link) && text.width > link.width { return true }
        }
        return false
    }
}
