/// The words the visibility and system-chrome derivations read in labels, identifiers and values (named
/// keyboard keys, stepper halves, scroll-bar and page-indicator texts), and the tests on an element's roles
/// and traits they share. Format type names are not here: each recorder maps them to `ElementRoles` and
/// traits (for idb, `IDBVocabulary`), so rules never match type strings.
///
/// | what | recognised by |
/// |---|---|
/// | scroll bar | role scrollBar, or a label starting "Vertical scroll bar" / "Horizontal scroll bar" |
/// | page indicator | role pageIndicator; identifier "Page control"; an adjustable whose value reads "Page N of M" |
/// | keyboard key | trait KeyboardKey |
/// | letter key (by shape) | a label of one letter or digit |
/// | named keyboard key | "shift", "delete", "space", "return", "emoji", "dictate", "dictation", "next keyboard", "more", "numbers", "symbols", "globe" |
/// | stepper half | a button labelled "Increment" or "Decrement" (UIStepper's, and SwiftUI `Stepper`'s) |
public enum RoleVocabulary {
    /// Labels of the keys a software keyboard names instead of showing a letter (compared lower-cased).
    public static let namedKeys: Set<String> = [
        "shift", "delete", "space", "return", "emoji", "dictate", "dictation", "next keyboard", "more", "numbers",
        "symbols", "globe",
    ]

    /// The first letters of `namedKeys`, lower-case ASCII.
    public static let namedKeyInitials: Set<UInt8> = Set(namedKeys.compactMap { $0.utf8.first })

    /// Labels of the two buttons of a system stepper.
    public static let stepperLabels: Set<String> = ["Increment", "Decrement"]

    // Each test reads only the fields it needs, so the derivations can call them on elements read in place
    // (an `Element` copied out of the array costs a retain per text field).

    /// A half of a system stepper, by its label.
    @inlinable public static func isStepperHalf(label: String?) -> Bool {
        guard let label, label.utf8.count == 9 else { return false }
        return stepperLabels.contains(label)
    }

    /// A scroll view's scroll bar ("Vertical scroll bar, 1 page"): system chrome.
    @inlinable public static func isScrollBar(roles: ElementRoles, label: String?) -> Bool {
        if roles.contains(.scrollBar) { return true }
        guard let label, let first = label.utf8.first, first == 0x56 || first == 0x48 else { return false }
        return label.hasPrefix("Vertical scroll bar") || label.hasPrefix("Horizontal scroll bar")
    }

    /// A page indicator (the dots of a paged view, "Page 1 of 2"): system chrome.
    @inlinable public static func isPageIndicator(roles: ElementRoles, identifier: String?, value: String?, traits: Traits) -> Bool {
        if roles.contains(.pageIndicator) || identifier == "Page control" { return true }
        guard traits.contains(.adjustable), let value, value.utf8.first == 0x50 else { return false }
        let words = value.split(separator: " ")
        return words.count == 4 && words[0] == "Page" && words[2] == "of" && Int(words[1]) != nil && Int(words[3]) != nil
    }

    /// A key by its trait (recorded, or mapped from the format's key type by the recorder).
    @inlinable public static func isRecordedKey(traits: Traits) -> Bool { traits.contains(.keyboardKey) }

    /// A status-bar item by its recorded trait.
    @inlinable public static func isStatusBarItem(traits: Traits) -> Bool { traits.contains(.statusBarElement) }

    /// System chrome by the element's own role: a key, a status-bar item, a scroll bar or a page indicator.
    @inlinable public static func isChrome(_ element: Element) -> Bool {
        isRecordedKey(traits: element.traits)
            || isStatusBarItem(traits: element.traits)
            || isScrollBar(roles: element.roles, label: element.label)
            || isPageIndicator(roles: element.roles, identifier: element.identifier, value: element.value, traits: element.traits)
    }

    /// What a label says about a key: a letter key (one letter or digit), a named key, or neither.
    @inlinable public static func keyShape(label: String?) -> KeyShape {
        guard let label, label.utf8.count <= 13 else { return .none }
        if label.utf8.count <= 4, label.count == 1, let character = label.first, character.isLetter || character.isNumber {
            return .letter
        }
        // Most labels start with another letter: tell them apart without lower-casing (which allocates).
        guard let first = label.utf8.first, namedKeyInitials.contains(first | 0x20) else { return .none }
        return namedKeys.contains(label.lowercased()) ? .named : .none
    }

    /// How a label reads as a keyboard key.
    public enum KeyShape: Sendable, Equatable {
        case none, letter, named
    }
}
