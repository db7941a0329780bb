import TreeModel

/// A switch, toggle or checkbox that does not say whether it is on or off.
public struct ToggleWithoutState: MatchingRule {
    public init() {}

    public let metadata = RuleMetadata(
        id: "toggle-without-state",
        name: "Toggle without state",
        summary: "A switch, toggle or checkbox has no on/off state: its value is not a state and it is not marked selected.",
        rationale: """
            A switch is read as its label, its role and its state: "Airplane Mode, switch button, off". Without \
            the state, VoiceOver users cannot tell whether the setting is on, nor hear that their double tap \
            changed it; Voice Control and Switch Control users are in the same position.
            """,
        criteria: [WCAG.criterion("4.1.2")],
        hig: .voiceOver("Provide alternative labels for all key elements"),
        defaultLevel: .error,
        howToFix: """
            Use the system control, which carries its state, or give a custom one its state. SwiftUI: `Toggle`, \
            or `.accessibilityAddTraits(.isToggle)` with `.accessibilityValue(isOn ? "On" : "Off")` (or \
            `.isSelected` for a checkbox-like button). UIKit: `UISwitch`, or `accessibilityTraits` with \
            `.toggleButton` (iOS 17) and an `accessibilityValue` of "1"/"0". Compose: `Modifier.toggleable(value = \
            checked, …)` or `semantics { toggleableState = ToggleableState.On }`; Android Views: a \
            `CompoundButton`, or `AccessibilityNodeInfo.setCheckable`/`setChecked`.
            """,
        reads: """
            AXValue and the traits of stops in view with the Toggle trait (types Switch, Toggle, CheckBox; subroles \
            AXSwitch, AXToggle), not system chrome. A state is a value of "0", "1", "2" (mixed), "true", "false", \
            "on", "off", "yes", "no", "checked", "unchecked", "mixed", "activé", "désactivé", "oui", "non", "ein", \
            "aus", "an", "aktiviert", "deaktiviert", "ja", "nein", and a selectable's "selected", "not selected", "unselected", \
            "sélectionné", "non sélectionné", "ausgewählt", "nicht ausgewählt" (ignoring case), or the Selected trait when the \
            recording carries recorded traits. No value and no Selected trait in recorded traits: a finding. Needs \
            review: no value on a recording without recorded traits (the Selected state cannot be seen), or a value \
            that is not one of these states (it may be a state in another language, or a description). Needs the \
            format to carry toggle states (Android's `checkable` without `checked` does not): otherwise not run.
            """,
        requires: [.traits, .toggleStates],
        precision: .high,
        examples: [
            .triggering(at: ["Application/Switch[1]"], #"{"type": "Switch", "AXLabel": "Dark mode", "traits": ["Toggle"], "frame": {"x": 20, "y": 60, "width": 350, "height": 44}}"#),
            .passing(#"{"type": "Switch", "AXLabel": "Dark mode", "AXValue": "1", "frame": {"x": 20, "y": 60, "width": 350, "height": 44}}"#),
        ],
        messages: Message.all
    )

    /// The messages of the rule's findings: `{0}` is the finding's element (`MessageDeclaration`).
    enum Message {
        static let otherValue = MessageDeclaration("other-value",
            "{0} has the value \"{1}\", which is not an on/off state: check that {2} says whether it is on.", .text, .words)
        static let noTraits = MessageDeclaration("no-traits",
            "{0} has no value, and the recording has no traits to show a Selected state: check that {1} says whether it is on.", .words)
        static let noState = MessageDeclaration("no-state",
            "{0} has no on/off state (no value and not selected), so {1} cannot say whether it is on.", .words)
        static let all = [otherValue, noTraits, noState]
    }

    /// Values that are states, lower-cased.
    static let states: Set<String> = [
        "0", "1", "2", "true", "false", "on", "off", "yes", "no", "checked", "unchecked", "not checked", "mixed", "activé", "désactivé",
        "oui", "non", "ein", "aus", "an", "aktiviert", "deaktiviert", "ja", "nein",
        // A selectable's state (a Compose chip with a checkbox role and `selected`), as TalkBack says it.
        "selected", "not selected", "unselected", "sélectionné", "non sélectionné", "ausgewählt", "nicht ausgewählt",
    ]

    /// Toggle stops, not system chrome.
    public func matches(_ index: Int, in facts: ScreenFacts) -> Bool {
        facts.stop[index] && !facts.systemChrome[index] && facts.screen.elements[index].traits.contains(.toggle)
    }

    public func check(_ facts: ScreenFacts, configuration: RuleConfiguration) -> [Finding] {
        var findings: [Finding] = []
        let elements = facts.screen.elements
        for index in judged(in: facts) {
            let traits = elements[index].traits
            guard !traits.contains(.selected) else { continue }
            let element = elements[index]
            if let value = element.value {
                let state = LabelWords.trimmed(value).lowercased()
                guard !Self.states.contains(state) else { continue }
                let message = FindingMessage(Message.otherValue, .text(ScreenFacts.shorten(value)), .words(facts.screen.platform.screenReader))
                findings.append(finding(index, in: facts, configuration: configuration, message: message, outcome: .needsReview))
            } else if element.recordedTraits == nil {
                let message = FindingMessage(Message.noTraits, .words(facts.screen.platform.screenReader))
                findings.append(finding(index, in: facts, configuration: configuration, message: message, outcome: .needsReview))
            } else {
                let message = FindingMessage(Message.noState, .words(facts.screen.platform.screenReader))
                findings.append(finding(index, in: facts, configuration: configuration, message: message))
            }
        }
        return findings
    }
}
