import TreeModel

/// A VoiceOver stop with a zero-size frame, or wholly outside the screen with nothing to scroll it into view.
public struct OffscreenAccessible: Rule {
    public init() {}

    public let metadata = RuleMetadata(
        id: "offscreen-accessible",
        name: "Off-screen element reachable",
        summary: "VoiceOver reaches an element with a zero-size frame, or one wholly outside the screen that no scrolling brings into view.",
        rationale: """
            A view that is hidden by moving it off screen or shrinking it to nothing is still read by VoiceOver: \
            people hear a menu, a stale banner or a duplicate control that sighted people do not see, the focus \
            ring lands nowhere, and the reading order jumps. A person must confirm what the element is, since \
            some are deliberate (a skip link, an announcement element), so this is a review item.
            """,
        criteria: [WCAG.criterion("1.3.2"), WCAG.criterion("2.4.3")],
        hig: .voiceOver("Hide what is not on screen from VoiceOver"),
        defaultLevel: .warning,
        howToFix: """
            Hide views that are not shown from assistive technology, not only from sight. SwiftUI: remove the \
            view or use `.accessibilityHidden(true)` while it is off screen; UIKit: set `isHidden = true` (or \
            `accessibilityElementsHidden`) instead of moving the frame away or setting its size to zero. Compose: \
            leave it out of composition or use `Modifier.clearAndSetSemantics {}`; Android Views: `View.GONE` or \
            `importantForAccessibility="noHideDescendants"`.
            """,
        reads: """
            Frames of the VoiceOver stops that are not system chrome, against the screen (the root's frame) \
            and their ancestors. A stop whose frame has no area but a place (a view collapsed to nothing where \
            it stands), or lies wholly outside the screen with no scrolling container above it (nor a container \
            smaller than the screen, which may scroll), is needs review. Containers that cover the whole screen \
            are windows and wrappers, which scroll nothing into view. A frame of {{0, 0}, {0, 0}} is how idb \
            records anything off screen (scroll content below the fold), so such stops are not judged (not \
            run). When more than three stops of a screen lie wholly outside it, they are one item on the first, \
            naming the count and up to five of the others: so many usually share one cause, such as a scroll \
            view the recording does not mark as scrolling (a React Native `ScrollView` is recorded as `Other`). \
            Flat recordings carry \
            no containers, so a stop wholly outside the screen in them is not judged (not run); elements partly \
            off the screen's edge are in view, and the size rules do not run on them. Not run on Android recordings: \
            TalkBack moves only to nodes with pixels on the screen.
            """,
        precision: .medium,
        examples: [
            .triggering(at: ["Application/Button[1]"], """
                {"type": "Button", "AXLabel": "Close menu", "frame": {"x": 340, "y": 60, "width": 0, "height": 0}}
                """),
            .passing("""
                {"type": "Button", "AXLabel": "Close menu", "frame": {"x": 20, "y": 60, "width": 44, "height": 44}}
                """),
        ],
        messages: Message.all
    )

    /// The messages of the rule's findings: `{0}` is the finding's element (`MessageDeclaration`).
    enum Message {
        static let zeroSize = MessageDeclaration("zero-size",
            "{0} has a frame with no area, yet {1} reaches it; confirm that it is meant to be read.", .words)
        static let outside = MessageDeclaration("outside",
            "{0} lies wholly outside the screen (at {1}, {2}) with no scrolling container to bring it into view, yet {3} reaches it; confirm that it is meant to be read.", .length, .length, .words)
        static let manyOutside = MessageDeclaration("many-outside",
            "{0} and {1} other {2} stops lie wholly outside the screen (the first at {3}, {4}) with no container marked as scrolling to bring them into view; confirm that a scroll view the recording does not mark holds them, or that they are meant to be read.", .count, .words, .length, .length)
        static let all = [zeroSize, outside, manyOutside]
    }

    /// What a stop's frame shows about where it is.
    /// TalkBack moves only to nodes with pixels on the screen (and uiautomator leaves out nodes not visible to
    /// the user), so an Android node with no area or outside the screen is not reached.
    public func notApplicable(to screen: Screen) -> String? {
        screen.platform == .android
            ? "TalkBack does not reach an element without pixels on the screen, so what this rule looks for does not happen on Android"
            : nil
    }

    enum Placement {
        case inView, zeroSize, outside, outsideUnknown
    }

    /// Up to this many stops wholly outside the screen are each their own item; more are one item on the
    /// first of them, naming the others, since so many usually mean one cause (content of a scroll view the
    /// recording does not mark as scrolling, such as a React Native `ScrollView` recorded as `Other`).
    public static let separateLimit = 3
    /// At most this many of the other stops are named as related locations of the one item.
    public static let relatedLimit = 5

    public func check(_ facts: ScreenFacts, configuration: RuleConfiguration) -> [Finding] {
        let elements = facts.screen.elements
        let reader = facts.screen.platform.screenReader
        var layout: Layout?
        var findings: [Finding] = []
        var outside: [Int] = []
        for index in elements.indices where facts.stop[index] && !facts.systemChrome[index] && elements[index].parent != nil {
            switch placement(index, facts, layout: &layout) {
            case .inView, .outsideUnknown:
                continue
            case .zeroSize:
                let message = FindingMessage(Message.zeroSize, .words(reader))
                findings.append(finding(index, in: facts, configuration: configuration, message: message, outcome: .needsReview))
            case .outside:
                outside.append(index)
            }
        }
        guard let first = outside.first else { return findings }
        if outside.count <= Self.separateLimit {
            for index in outside {
                let frame = elements[index].frame
                let message = FindingMessage(Message.outside, .length(frame.x, unit: nil), .length(frame.y, unit: nil), .words(reader))
                findings.append(finding(index, in: facts, configuration: configuration, message: message, outcome: .needsReview))
            }
        } else {
            let frame = elements[first].frame
            let message = FindingMessage(Message.manyOutside, .count(outside.count - 1), .words(reader), .length(frame.x, unit: nil),
                                         .length(frame.y, unit: nil))
            findings.append(finding(first, in: facts, configuration: configuration, message: message,
                                    related: Array(outside.dropFirst().prefix(Self.relatedLimit)), outcome: .needsReview))
        }
        return findings
    }

    /// Stops wholly outside the screen of a flat recording (nothing says whether scrolling brings them in), and
    /// stops at idb's off-screen frame {{0, 0}, {0, 0}}.
    public func notRun(in facts: ScreenFacts, configuration: RuleConfiguration) -> Int {
        let elements = facts.screen.elements
        var layout: Layout?
        var count = 0
        for index in elements.indices where facts.stop[index] && !facts.systemChrome[index] && elements[index].parent != nil {
            if case .outsideUnknown = placement(index, facts, layout: &layout) { count += 1 }
        }
        return count
    }

    /// What the screen's hierarchy says, worked out once per screen when a stop lies outside.
    struct Layout {
        var underContainer: [Bool]
        var flat: Bool
    }

    func placement(_ index: Int, _ facts: ScreenFacts, layout: inout Layout?) -> Placement {
        let frame = facts.screen.elements[index].frame
        guard frame.isFinite else { return .inView }
        if frame.width <= 0 || frame.height <= 0 {
            // idb writes {{0, 0}, {0, 0}} for whatever lies off screen (scroll content below the fold): no
            // evidence of where the element is.
            return frame.x == 0 && frame.y == 0 ? .outsideUnknown : .zeroSize
        }
        let bounds = facts.screen.bounds
        guard !bounds.isEmpty, !frame.intersects(bounds) else { return .inView }
        if layout == nil { layout = Layout(underContainer: Self.underContainer(facts.screen), flat: Self.isFlat(facts.screen)) }
        if layout!.underContainer[index] { return .inView }
        return layout!.flat ? .outsideUnknown : .outside
    }

    /// Per element: some ancestor is a scrolling container, or a container below the root smaller than the
    /// screen (a rail or card list that may scroll its content into view). Containers that cover the whole
    /// screen are windows and layout wrappers: they bring nothing into view. One pass in pre-order.
    static func underContainer(_ screen: Screen) -> [Bool] {
        let bounds = screen.bounds
        var result = [Bool](repeating: false, count: screen.elements.count)
        // Through a buffer, reading fields in place: copying an element would retain each of its strings.
        screen.elements.withUnsafeBufferPointer { elements in
            for index in elements.indices {
                guard let parent = elements[index].parent else { continue }
                result[index] = result[parent] || elements[parent].scrolls
                    || (elements[parent].parent != nil && elements[parent].isContainer
                        && !elements[parent].frame.contains(bounds, tolerance: 1))
            }
        }
        return result
    }

    /// A flat recording: every element is a root or a child of the first root.
    static func isFlat(_ screen: Screen) -> Bool {
        screen.elements.withUnsafeBufferPointer { elements in elements.indices.allSatisfy { elements[$0].depth <= 1 } }
    }
}
