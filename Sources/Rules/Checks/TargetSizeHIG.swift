import TreeModel

/// An enabled target under Apple's recommended 44 x 44 pt.
public struct TargetSizeHIG: Rule {
    public init() {}

    public let metadata = RuleMetadata(
        id: "target-size-hig",
        name: "Target size (Apple HIG)",
        summary: "An enabled interactive element is under 44 pt in width or height, Apple's recommended size.",
        rationale: """
            Apple recommends controls of at least 44 x 44 pt on iOS and iPadOS so that everyone, including \
            people with limited dexterity, can tap them reliably. Smaller controls may still meet WCAG 2.5.8 \
            (24 pt), so this is a warning, not an error.
            """,
        criteria: [],
        hig: .accessibility("Buttons and controls"),
        defaultLevel: .warning,
        howToFix: """
            Give the control a hit area of at least 44 x 44 pt even when its artwork is smaller. SwiftUI: \
            `.frame(minWidth: 44, minHeight: 44)` and `.contentShape(Rectangle())`. UIKit: size the button to \
            44 x 44 pt and centre its image, or enlarge its hit area.
            """,
        reads: """
            Frames of enabled interactive elements on screen; keyboard keys and status-bar items (traits KeyboardKey, StatusBarElement, or the Key type) are exempt, \
            as are zero-size and off-screen frames (not run). No spacing exception.
            """,
        thresholds: [Threshold(key: "higTargetSize", defaultValue: 44, summary: "recommended width and height in points")]
    )

    public func check(_ facts: ScreenFacts, configuration: RuleConfiguration) -> [Finding] {
        let minimum = configuration.higTargetSize
        var findings: [Finding] = []
        for index in facts.screen.elements.indices where facts.isSizedTarget(index) {
            let frame = facts.screen.elements[index].frame
            guard frame.width < minimum || frame.height < minimum else { continue }
            let size = "\(ScreenFacts.points(frame.width)) x \(ScreenFacts.points(frame.height)) pt"
            let limit = "\(ScreenFacts.points(minimum)) x \(ScreenFacts.points(minimum)) pt"
            let message = "\(facts.name(index)) is \(size), under the \(limit) that Apple recommends for a control."
            findings.append(finding(index, in: facts, configuration: configuration, message: message))
        }
        return findings
    }
}
