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
            run). Flat recordings carry \
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
        ]
    )

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

    public func check(_ facts: ScreenFacts, configuration: RuleConfiguration) -> [Finding] {
        let elements = facts.screen.elements
        var layout: Layout?
        var findings: [Finding] = []
        for index in elements.indices where facts.stop[index] && !facts.systemChrome[index] && elements[index].parent != nil {
            let placement = placement(index, facts, layout: &layout)
            let message: String
            switch placement {
            case .inView, .outsideUnknown:
                continue
            case .zeroSize:
                message = "\(facts.name(index)) has a frame with no area, yet \(facts.screen.platform.screenReader) reaches it; confirm that it is meant to be read."
            case .outside:
                let frame = elements[index].frame
                message = "\(facts.name(index)) lies wholly outside the screen (at \(ScreenFacts.points(frame.x)), \(ScreenFacts.points(frame.y))) with no scrolling container to bring it into view, yet \(facts.screen.platform.screenReader) reaches it; confirm that it is meant to be read."
            }
            findings.append(finding(index, in: facts, configuration: configuration, message: message, outcome: .needsReview))
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
        let screen = facts.screen
        let frame = screen.elements[index].frame
        guard frame.isFinite else { return .inView }
        if frame.width <= 0 || frame.height <= 0 {
            // idb writes {{0, 0}, {0, 0}} for whatever lies off screen (scroll content below the fold): no
            // evidence of where the element is.
            return frame.x == 0 && frame.y == 0 ? .outsideUnknown : .zeroSize
        }
        guard !screen.bounds.isEmpty, !frame.intersects(screen.bounds) else { return .inView }
        if layout == nil { layout = Layout(underContainer: Self.underContainer(screen), flat: Self.isFlat(screen)) }
        if layout!.underContainer[index] { return .inView }
        return layout!.flat ? .outsideUnknown : .outside
    }

    /// Per element: some ancestor is a scrolling container, or a container below the root smaller than the
    /// screen (a rail or card list that may scroll its content into view). Containers that cover the whole
    /// screen are windows and layout wrappers: they bring nothing into view. One pass in pre-order.
    static func underContainer(_ screen: Screen) -> [Bool] {
        let elements = screen.elements
        var result = [Bool](repeating: false, count: elements.count)
        for index in elements.indices {
            guard let parent = elements[index].parent else { continue }
            let container = elements[parent]
            result[index] = result[parent]
                || container.traits.contains(.scrollable) || container.roles.contains(.scrolls)
                || (container.parent != nil && container.isContainer && !container.frame.contains(screen.bounds, tolerance: 1))
        }
        return result
    }

    /// A flat recording: every element is a root or a child of the first root.
    static func isFlat(_ screen: Screen) -> Bool {
        screen.elements.allSatisfy { $0.depth <= 1 }
    }
}
