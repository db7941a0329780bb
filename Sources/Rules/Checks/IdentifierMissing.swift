import TreeModel

/// Interactive elements without an accessibility identifier, on a screen whose other targets have them.
public struct IdentifierMissing: Rule {
    public init() {}

    public static let share = RuleOption(rule: "identifier-missing", name: "share", key: "identifiedTargetShare",
                                         kind: .wholeNumber, defaultValue: 50,
                                         summary: "percentage of a screen's targets with an identifier from which the others are noted")

    public let metadata = RuleMetadata(
        id: "identifier-missing",
        name: "Identifier missing",
        summary: "A target has no accessibility identifier while most targets on the same screen have one.",
        rationale: """
            Not an accessibility failure for people, but a testability gap: UI tests, crawlers and audits \
            address controls by identifier, and fall back to labels that change with the language and the \
            copy. When a screen's team already sets identifiers, one that is missing is usually an oversight \
            that makes the control's tests brittle or leaves it out of automated accessibility checks.
            """,
        criteria: [],
        hig: .accessibility("Support automated testing with identifiers"),
        defaultLevel: .note,
        howToFix: """
            Set a stable identifier that does not change with language: SwiftUI \
            `.accessibilityIdentifier("checkout.pay")`; UIKit `view.accessibilityIdentifier = "checkout.pay"`. \
            Compose: `Modifier.testTag("checkout.pay")` (with `testTagsAsResourceId`); Android Views: an \
            `android:id`.
            """,
        reads: """
            AXUniqueId of the targets (enabled interactive VoiceOver stops in view that are not system chrome). \
            Runs only on screens where at least half of the targets (the option `share`, in percent) have an \
            identifier the app set (the system's "Dictate", "BackButton" and "Clear text" do not count): there \
            the team sets identifiers, and each target without one is a note. Targets inside a web view are left out \
            (the page identifies them by HTML ids and test ids, which the browser engine may not hand over), and so \
            are an Android app bar's buttons that the toolkit makes without an identifier the app could set: a \
            toolbar's "Navigate up" (an image button child of a `Toolbar`, at its leading edge; a toolbar recorded as a \
            `ViewGroup` is known by its id, `toolbar` or `action_bar`) and an action menu's overflow button (an image \
            view child of an `ActionMenuView`, or the last image of an unidentified `LinearLayout` in a toolbar, at its \
            trailing edge). Does not run on recordings that cannot carry identifiers.
            """,
        options: [share],
        requires: [.identifiers],
        precision: .high,
        examples: [
            .triggering(at: ["Application/Button[2]"], """
                {"type": "Button", "AXLabel": "Pay", "AXUniqueId": "checkout.pay", "frame": {"x": 20, "y": 700, "width": 350, "height": 50}},
                {"type": "Button", "AXLabel": "Cancel", "frame": {"x": 20, "y": 760, "width": 350, "height": 50}}
                """),
            .passing("""
                {"type": "Button", "AXLabel": "Pay", "frame": {"x": 20, "y": 700, "width": 350, "height": 50}},
                {"type": "Button", "AXLabel": "Cancel", "frame": {"x": 20, "y": 760, "width": 350, "height": 50}}
                """),
        ],
        messages: Message.all
    )

    /// The messages of the rule's findings: `{0}` is the finding's element (`MessageDeclaration`).
    enum Message {
        static let missing = MessageDeclaration("missing",
            "{0} has no accessibility identifier, while {1} of the {2} targets on this screen have one.", .count, .count)
        static let all = [missing]
    }

    /// Identifiers the system gives its own parts of a screen (a search field's dictation button, the back
    /// button): they say nothing about whether the app's team sets identifiers.
    static let systemIdentifiers: Set<String> = ["Dictate", "BackButton", "Clear text"]

    /// An Android app bar's buttons that the toolkit makes, with no identifier an app can set in its layout
    /// (`ToolkitBarButtons`): tests reach them by their description.
    static func isToolkitBarButton(_ index: Int, _ facts: ScreenFacts) -> Bool {
        guard facts.screen.platform == .android else { return false }
        return facts.screen.elements.withUnsafeBufferPointer {
            ToolkitBarButtons.isNavigationButton(index, $0) || ToolkitBarButtons.isOverflowButton(index, $0)
        }
    }

    public func check(_ facts: ScreenFacts, configuration: RuleConfiguration) -> [Finding] {
        let elements = facts.screen.elements
        // A web page's targets are the page's: it identifies them by HTML ids and test ids, which the browser
        // engine may not hand over as the view's identifier.
        let targets = elements.indices.filter { facts.isTarget($0) && !facts.inWebContent($0) }
        let identified = targets.reduce(0) { $0 + (elements[$1].identifier.map(Self.systemIdentifiers.contains) == false ? 1 : 0) }
        guard identified > 0, identified * 100 >= configuration.whole(Self.share) * targets.count else { return [] }
        var findings: [Finding] = []
        for index in targets where elements[index].identifier == nil && !Self.isToolkitBarButton(index, facts) {
            let message = FindingMessage(Message.missing, .count(identified), .count(targets.count))
            findings.append(finding(index, in: facts, configuration: configuration, message: message))
        }
        return findings
    }
}
