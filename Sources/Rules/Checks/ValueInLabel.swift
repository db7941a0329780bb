import TreeModel

/// The value is repeated inside the label, so VoiceOver reads it twice.
public struct ValueInLabel: Rule {
    public init() {}

    public let metadata = RuleMetadata(
        id: "value-in-label",
        name: "Value repeated in label",
        summary: "An element's value is repeated inside its label, so VoiceOver reads it twice.",
        rationale: """
            VoiceOver reads the label, then the value: a playback speed labelled "Speed 1.5x" with the value \
            "1.5x" is read "Speed 1.5x, 1.5x". The repetition slows down every visit, and when the value changes \
            and the label is not updated, the two contradict each other.
            """,
        criteria: [],
        hig: .voiceOver("Provide alternative labels for all key elements"),
        defaultLevel: .warning,
        howToFix: """
            Keep the label to the element's name and put the changing part in the value only. SwiftUI: \
            `.accessibilityLabel("Speed")` with `.accessibilityValue("1.5x")`. UIKit: `accessibilityLabel = \
            "Speed"`, `accessibilityValue = "1.5x"`. Compose: `contentDescription = "Speed"` with \
            `stateDescription = "1.5x"`; Android Views: `contentDescription` and \
            `ViewCompat.setStateDescription`.
            """,
        reads: """
            AXLabel and AXValue of stops in view (on screen, not scrolled out of view, not the keyboard or other \
            system chrome). The value, trimmed, must be at least 2 characters long and occur in the label as a \
            whole (no letter or digit touching it), ignoring case. Not judged: text fields, search fields and \
            text areas (their value is what was typed, or a placeholder), switches and toggles (their value is a \
            state), and values that are a single character. Needs values as the app set them: it does not run on \
            recordings whose format makes values up (WebDriverAgent gives a text its label as value).
            """,
        requires: [.traits, .values],
        precision: .high,
        examples: [
            .triggering(at: ["Application/Button[1]"], #"{"type": "Button", "AXLabel": "Speed 1.5x", "AXValue": "1.5x", "frame": {"x": 20, "y": 60, "width": 120, "height": 44}}"#),
            .passing(#"{"type": "Button", "AXLabel": "Speed", "AXValue": "1.5x", "frame": {"x": 20, "y": 60, "width": 120, "height": 44}}"#),
            .passing(#"{"type": "Button", "AXLabel": "Track 15", "AXValue": "5", "frame": {"x": 20, "y": 120, "width": 120, "height": 44}}"#),
        ],
        messages: Message.all
    )

    /// The messages of the rule's findings: `{0}` is the finding's element (`MessageDeclaration`).
    enum Message {
        static let repeated = MessageDeclaration("repeated",
            "{0} repeats its value \"{1}\" in its label, so {2} reads it twice.", .text, .words)
        static let all = [repeated]
    }

    public func check(_ facts: ScreenFacts, configuration: RuleConfiguration) -> [Finding] {
        var findings: [Finding] = []
        let elements = facts.screen.elements
        for index in elements.indices where facts.stop[index] && facts.onScreen[index] && !facts.systemChrome[index] {
            guard let label = elements[index].label, let rawValue = elements[index].value,
                  !facts.isTextEntry(index), !elements[index].traits.contains(.toggle) else { continue }
            let value = LabelWords.trimmed(rawValue)
            guard value.count >= 2, LabelWords.containsWhole(value, in: label) else { continue }
            let message = FindingMessage(Message.repeated, .text(ScreenFacts.shorten(value)), .words(facts.screen.platform.screenReader))
            findings.append(finding(index, in: facts, configuration: configuration, message: message))
        }
        return findings
    }
}
