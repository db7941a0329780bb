import TreeModel

/// A slider, stepper or picker wheel that has no value.
public struct AdjustableWithoutValue: MatchingRule {
    public init() {}

    public let metadata = RuleMetadata(
        id: "adjustable-without-value",
        name: "Adjustable without value",
        summary: "A slider, stepper or picker wheel has no accessibility value, so nobody hears where it is set.",
        rationale: """
            People adjust a slider or picker with VoiceOver by swiping up and down, and hear its value after each \
            step. Without a value they hear only "adjustable": they cannot tell where it stands or whether their \
            swipe changed anything, and Voice Control and Switch Control users are in the same position.
            """,
        criteria: [WCAG.criterion("4.1.2")],
        hig: .voiceOver("Provide alternative labels for all key elements"),
        defaultLevel: .error,
        howToFix: """
            Give the control a value in the words people would use ("50 percent", "3 items", "Medium"). SwiftUI: \
            `Slider` and `Stepper` have one; a custom control adds `.accessibilityValue("\\(level) percent")` with \
            `.accessibilityAdjustableAction`. UIKit: set `accessibilityValue` and implement \
            `accessibilityIncrement()`/`accessibilityDecrement()`. Compose: `Modifier.semantics { \
            stateDescription = "50 percent"; progressBarRangeInfo = … }`; Android Views: `setStateDescription` \
            or a `SeekBar`.
            """,
        reads: """
            AXValue and the traits of stops in view (on screen, not scrolled out of view, not system chrome: a \
            page indicator is adjustable and the system's) that are adjustable or a picker element. An element \
            with the Adjustable trait alone and no value is a finding. Needs review instead: a stepper (adjustable \
            and a button, whose value may be shown by a text beside it), and a label that holds a number (the value \
            may be written into the label). Adjustable stops not in view are counted as not run.
            """,
        requires: [.traits, .values],
        precision: .high,
        examples: [
            .triggering(at: ["Application/Slider[1]"], #"{"type": "Slider", "AXLabel": "Volume", "frame": {"x": 20, "y": 60, "width": 300, "height": 44}}"#),
            .passing(#"{"type": "Slider", "AXLabel": "Volume", "AXValue": "50%", "frame": {"x": 20, "y": 60, "width": 300, "height": 44}}"#),
        ],
        messages: Message.all
    )

    /// The messages of the rule's findings: `{0}` is the finding's element (`MessageDeclaration`).
    enum Message {
        static let stepper = MessageDeclaration("stepper",
            "{0} is a stepper without a value: check that {1} says the current value when it is adjusted.", .words)
        static let numberInLabel = MessageDeclaration("number-in-label",
            "{0} is adjustable and has no value but a number in its label: check that the label follows the value, or move the value into the value.")
        static let noValue = MessageDeclaration("no-value",
            "{0} is adjustable but has no value, so {1} cannot say where it is set.", .words)
        static let all = [stepper, numberInLabel, noValue]
    }

    static let adjustable: Traits = [.adjustable, .pickerElement]

    /// Stops with an adjustable trait, not system chrome.
    public func matches(_ index: Int, in facts: ScreenFacts) -> Bool {
        facts.stop[index] && !facts.systemChrome[index] && !facts.screen.elements[index].traits.isDisjoint(with: Self.adjustable)
    }

    public func check(_ facts: ScreenFacts, configuration: RuleConfiguration) -> [Finding] {
        var findings: [Finding] = []
        let elements = facts.screen.elements
        for index in judged(in: facts) {
            let traits = elements[index].traits
            guard elements[index].value == nil else { continue }
            let numberInLabel = elements[index].label.map { $0.unicodeScalars.contains { $0.properties.numericType != nil } } ?? false
            if traits.contains(.button) {
                let message = FindingMessage(Message.stepper, .words(facts.screen.platform.screenReader))
                findings.append(finding(index, in: facts, configuration: configuration, message: message, outcome: .needsReview))
            } else if numberInLabel {
                let message = FindingMessage(Message.numberInLabel)
                findings.append(finding(index, in: facts, configuration: configuration, message: message, outcome: .needsReview))
            } else {
                let message = FindingMessage(Message.noValue, .words(facts.screen.platform.screenReader))
                findings.append(finding(index, in: facts, configuration: configuration, message: message))
            }
        }
        return findings
    }
}
