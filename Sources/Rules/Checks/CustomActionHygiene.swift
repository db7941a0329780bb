import TreeModel

/// Custom actions with empty, repeated or identifier-like names, or names that repeat the label or a role word.
public struct CustomActionHygiene: Rule {
    public init() {}

    public let metadata = RuleMetadata(
        id: "custom-action-hygiene",
        name: "Custom action names",
        summary: "A custom action has an empty, repeated or identifier-like name, or one that repeats the element's label or a role word.",
        rationale: """
            VoiceOver reads custom actions by name when people swipe up or down on an element, and Switch \
            Control and Voice Control offer them by name: an empty name is silent, two actions with one name \
            cannot be told apart, "delete_item" is read letter by letter or as code, and an action named like \
            the element or "button" says nothing about what it does.
            """,
        criteria: [WCAG.criterion("4.1.2")],
        hig: .voiceOver("Give custom actions short, descriptive names"),
        defaultLevel: .warning,
        howToFix: """
            Name each action with a short verb phrase in the app's language, unique on the element: "Delete", \
            "Mark as read", "Share". SwiftUI: `.accessibilityAction(named: Text("Mark as read")) { … }`; UIKit: \
            `UIAccessibilityCustomAction(name: "Mark as read") { _ in … }`. Compose: \
            `CustomAccessibilityAction(label = "Mark as read") { … }`; Android Views: \
            `ViewCompat.addAccessibilityAction(view, "Mark as read") { … }`.
            """,
        reads: """
            The names of custom actions (idb's and AXe's `custom_actions`) and the AXLabel of the VoiceOver stops \
            in view. A name is reported when it is empty, equal to another action's name on the element (case \
            and spacing ignored), identifier-like as a whole (`snake_case`, `camelCase` starting in lower case, \
            a dotted symbol such as `cart.badge.plus`, `ic_` or `btn_` prefixes, a file name with an extension; \
            words such as "iPad", "macOS" or "Wi-Fi" are words), equal to the element's label, or only a role \
            word ("button", "action", "link" and their French and German forms). One finding per element lists \
            every name at fault. Does not run on recordings that cannot carry custom actions.
            """,
        requires: [.customActions],
        precision: .high,
        examples: [
            .triggering(at: ["Application/Cell[1]"], """
                {"type": "Cell", "AXLabel": "Invoice 42", "custom_actions": ["delete_item", "Share", "share"], "frame": {"x": 0, "y": 120, "width": 390, "height": 60}}
                """),
            .passing("""
                {"type": "Cell", "AXLabel": "Invoice 42", "custom_actions": ["Delete", "Share"], "frame": {"x": 0, "y": 120, "width": 390, "height": 60}}
                """),
        ],
        messages: Message.all
    )

    /// The messages of the rule's findings: `{0}` is the finding's element (`MessageDeclaration`).
    enum Message {
        static let unnamed = MessageDeclaration("unnamed",
            "{0} has custom actions that {1} cannot name usefully: {2}.", .words, .words)
        static let all = [unnamed]
    }

    /// Names that only say the role of the action or element.
    static let roleWords: Set<String> = [
        "button", "action", "custom action", "link", "tab", "item",
        "bouton", "lien", "onglet", "élément",
        "taste", "schaltfläche", "aktion", "element",
    ]

    /// Words written in camel case that are words, not identifiers.
    static let camelCaseWords: Set<String> = ["ios", "ipados", "macos", "watchos", "tvos", "visionos", "iphone", "ipad", "ipod", "imac", "icloud", "ebay"]

    /// File extensions that make a name a file name.
    static let fileExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "pdf", "svg", "json", "xml", "txt", "heic", "mp3", "mp4", "mov", "html", "swift", "kt"]

    public func check(_ facts: ScreenFacts, configuration: RuleConfiguration) -> [Finding] {
        let elements = facts.screen.elements
        var findings: [Finding] = []
        for index in elements.indices where facts.stop[index] && facts.onScreen[index] && !elements[index].customActions.isEmpty {
            let problems = Self.problems(elements[index].customActions, label: elements[index].label)
            guard !problems.isEmpty else { continue }
            let message = FindingMessage(Message.unnamed, .words(facts.screen.platform.screenReader), .words(problems.joined(separator: "; ")))
            findings.append(finding(index, in: facts, configuration: configuration, message: message))
        }
        return findings
    }

    /// What is wrong with each name, in order: `"delete_item" looks like an identifier`.
    static func problems(_ names: [String], label: String?) -> [String] {
        var problems: [String] = []
        var seen = Set<String>()
        let labelKey = label.map(normalised)
        for name in names {
            // An ASCII name is read as bytes (`asciiCollapsed`, `LabelWords.asciiFolded`); any other by its characters.
            let trimmed = Self.asciiCollapsed(name) ?? name.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
            let key = LabelWords.asciiFolded(trimmed) ?? trimmed.lowercased()
            let shown = "\"\(ScreenFacts.shorten(name))\""
            if key.isEmpty {
                problems.append("an action has an empty name")
            } else if !seen.insert(key).inserted {
                problems.append("\(shown) is repeated")
            } else if isIdentifierLike(trimmed) {
                problems.append("\(shown) looks like an identifier")
            } else if key == labelKey {
                problems.append("\(shown) repeats the label")
            } else if roleWords.contains(key) {
                problems.append("\(shown) is only a role word")
            }
        }
        return problems
    }

    /// A whole name written as code: no spaces, and snake_case, lower camelCase, a dotted symbol, an `ic_`
    /// prefix or a file name.
    static func isIdentifierLike(_ name: String) -> Bool {
        guard !name.isEmpty, !name.contains(where: { $0.isWhitespace }) else { return false }
        let scalars = Array(name.unicodeScalars)
        let letters = scalars.filter { $0.properties.isAlphabetic }
        guard !letters.isEmpty else { return false }
        if name.contains("_") { return true }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        if parts.count >= 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" } }) {
            // `cart.badge.plus`, `chevron.right`, `photo.jpg`; not "e.g" or "U.S.A" (one-letter parts).
            if let last = parts.last, fileExtensions.contains(last.lowercased()) { return true }
            if parts.allSatisfy({ $0.count >= 2 }) && name.first?.isLowercase == true { return true }
        }
        if let first = scalars.first, first.properties.isLowercase, !camelCaseWords.contains(name.lowercased()) {
            var lowerRun = 0
            for scalar in scalars {
                if scalar.properties.isUppercase && lowerRun >= 2 { return true }
                lowerRun = scalar.properties.isLowercase ? lowerRun + 1 : 0
            }
        }
        return false
    }

    /// Lower-cased, spaces made one, trimmed.
    static func normalised(_ text: String) -> String {
        LabelWords.asciiFolded(text) ?? text.lowercased().split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// For a text of ASCII only, read as bytes: split on white space (tab to carriage return, and space) and joined
    /// by single spaces, what `split(whereSeparator: \.isWhitespace).joined(separator: " ")` gives there; nil for
    /// any other text.
    static func asciiCollapsed(_ text: String) -> String? { LabelWords.asciiFolded(text, lowercasing: false) }
}
