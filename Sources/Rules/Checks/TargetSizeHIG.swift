import TreeModel

/// An enabled target under Apple's recommended 44 x 44 pt.
public struct TargetSizeHIG: Rule {
    public init() {}

    /// The recommended width and height.
    public static let size = RuleOption(rule: "target-size-hig", name: "size", key: "higTargetSize", kind: .points,
                                        defaultValue: 44, summary: "recommended width and height in points")

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
        options: [Self.size],
        requires: [.pointSizes],
        precision: .high,
        examples: [
            .triggering(at: ["Application/Button[1]"], #"{"type": "Button", "AXLabel": "Help", "frame": {"x": 20, "y": 60, "width": 26, "height": 26}}"#),
            .passing(#"{"type": "Button", "AXLabel": "Help", "frame": {"x": 20, "y": 60, "width": 44, "height": 44}}"#),
            .passing(#"{"type": "Button", "AXLabel": "Help", "enabled": false, "frame": {"x": 20, "y": 60, "width": 26, "height": 26}}"#),
        ]
    )

    public func notRun(in facts: ScreenFacts, configuration: RuleConfiguration) -> Int { facts.targetsNotOnScreen() }

    public func check(_ facts: ScreenFacts, configuration: RuleConfiguration) -> [Finding] {
        let minimum = configuration[Self.size]
        var findings: [Finding] = []
        for index in facts.screen.elements.indices where facts.isTarget(index) {
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
