import TreeModel

/// An interactive element or an exposed image has no accessibility label.
public struct LabelMissing: Rule {
    public init() {}

    public let metadata = RuleMetadata(
        id: "label-missing",
        name: "Label missing",
        summary: "An interactive element or an image exposed to assistive technology has no accessibility label.",
        rationale: """
            VoiceOver speaks an element's label; without one it says only "button" or "image", or reads a file \
            name, and Voice Control users have no name to say. A text field's value is its content or \
            placeholder, which disappears once people type, so it is no label either.
            """,
        criteria: [WCAG.criterion("4.1.2"), WCAG.criterion("1.1.1")],
        hig: .voiceOver("Provide alternative labels for all key elements"),
        defaultLevel: .error,
        howToFix: """
            Give the element a short label that names what it does. SwiftUI: `.accessibilityLabel("Close")` \
            (or a `Label`/`Text` inside the button); for decorative images `Image(decorative:)` or \
            `.accessibilityHidden(true)`. UIKit: set `accessibilityLabel`, or `isAccessibilityElement = false` \
            for decorative images. Android: Views `android:contentDescription` (or `labelFor` on a visible \
            label for a text field), `importantForAccessibility="no"` for decorative images; Jetpack Compose \
            `contentDescription` of `Icon`/`Image` (null when decorative) or `Modifier.semantics { contentDescription = … }`.
            """,
        reads: """
            AXLabel (null, empty and whitespace-only are all "no label"); interactive by trait or type; images \
            by the Image type or trait. Only stops are judged (elements VoiceOver reaches on their own: not the \
            texts and chevron inside a row button or the image layers of an icon), and not the software \
            keyboard's keys and QuickType candidates, which the app cannot label. Judged whatever the frame: \
            a label does not depend on geometry. An image that is interactive is judged under 4.1.2; a plain \
            image under 1.1.1. Android: the label is `content-desc`, else the text, else (for a view \
            TalkBack focuses) the text of its descendants that are not focusable themselves; the text of an \
            empty text field is its hint, a placeholder (told apart by UiAutomator2's `showing-hint`).
            """,
        requires: [.traits],
        precision: .high,
        examples: [
            .triggering(at: ["Application/Button[1]"], #"{"type": "Button", "frame": {"x": 20, "y": 60, "width": 44, "height": 44}}"#),
            .triggering(at: ["Application/Image[1]"], #"{"type": "Image", "AXLabel": " ", "frame": {"x": 20, "y": 120, "width": 80, "height": 80}}"#),
            .passing(#"{"type": "Button", "AXLabel": "Close", "frame": {"x": 20, "y": 60, "width": 44, "height": 44}}"#),
            .passing(#"{"type": "StaticText", "frame": {"x": 20, "y": 60, "width": 200, "height": 20}}"#),
        ]
    )

    static let controlCriteria = [WCAG.criterion("4.1.2")]
    static let imageCriteria = [WCAG.criterion("1.1.1")]

    public func check(_ facts: ScreenFacts, configuration: RuleConfiguration) -> [Finding] {
        var findings: [Finding] = []
        let screen = facts.screen
        // Stops only: the chevron inside a labelled row button is never reached on its own. The keyboard's keys
        // and QuickType candidates are the system's: the app cannot label them.
        for index in screen.elements.indices where screen.elements[index].label == nil && facts.stop[index] && !facts.keyboard[index] {
            let isInteractive = facts.interactive[index]
            guard isInteractive || facts.isImage(index) else { continue }
            let element = screen.elements[index]
            let criteria = isInteractive ? Self.controlCriteria : Self.imageCriteria
            let message: String
            if facts.isTextEntry(index), let value = element.value ?? element.placeholder {
                message = "\(facts.name(index)) has no accessibility label; its text \"\(ScreenFacts.shorten(value))\" is a value or placeholder, not a label."
            } else if isInteractive, let value = element.value {
                message = "\(facts.name(index)) has no accessibility label; its value \"\(ScreenFacts.shorten(value))\" is spoken but does not name it."
            } else if isInteractive, let hint = element.hint {
                message = "\(facts.name(index)) has no accessibility label; its hint \"\(ScreenFacts.shorten(hint))\" is spoken after a pause and does not name it."
            } else if isInteractive {
                let reader = screen.platform == .android ? "TalkBack" : "VoiceOver"
                message = "\(facts.name(index)) has no accessibility label, so \(reader) cannot say what it does."
            } else {
                message = "\(facts.name(index)) has no accessibility label; describe it, or hide it from VoiceOver if it is decorative."
            }
            findings.append(finding(index, in: facts, configuration: configuration, message: message, criteria: criteria))
        }
        return findings
    }
}
