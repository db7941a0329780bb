/// The recorders' type and label vocabulary that the visibility and system-chrome derivations read, kept in
/// one place so rules never match type strings themselves.
///
/// | what | recognised by |
/// |---|---|
/// | scrolling container | type `ScrollArea`, `ScrollView`, `Table`, `CollectionView`, `List`, `Outline`, `Grid`, `WebArea`; trait Scrollable |
/// | scroll bar | type `ScrollBar` or `_UIScrollViewScrollIndicator`, or a label starting "Vertical scroll bar" / "Horizontal scroll bar" |
/// | page indicator | type `PageIndicator`, `PageControl`; identifier "Page control"; an adjustable whose value reads "Page N of M" |
/// | keyboard key | trait KeyboardKey, type `Key`, role `AXKey` |
/// | letter key (by shape) | a label of one letter or digit |
/// | named keyboard key | "shift", "delete", "space", "return", "emoji", "dictate", "dictation", "next keyboard", "more", "numbers", "symbols", "globe" |
/// | cell | type `Cell` |
/// | stepper half | a button labelled "Increment" or "Decrement" (UIStepper's, and SwiftUI `Stepper`'s) |
/// | segmented control | type `SegmentedControl` or `RadioGroup` |
/// | bar | type `NavigationBar` or `Toolbar` |
public enum RoleVocabulary {
    /// Types of containers that scroll their content (and so clip it to their frame).
    public static let scrollingTypes: Set<String> = [
        "ScrollArea", "ScrollView", "Table", "CollectionView", "List", "Outline", "Grid", "WebArea",
    ]

    /// Labels of the keys a software keyboard names instead of showing a letter (compared lower-cased).
    public static let namedKeys: Set<String> = [
        "shift", "delete", "space", "return", "emoji", "dictate", "dictation", "next keyboard", "more", "numbers",
        "symbols", "globe",
    ]

    /// Labels of the two buttons of a system stepper.
    public static let stepperLabels: Set<String> = ["Increment", "Decrement"]

    /// A half of a system stepper.
    public static func isStepperHalf(_ element: Element) -> Bool {
        guard let label = element.label else { return false }
        return stepperLabels.contains(label)
    }

    /// A segmented control by its recorded type (recorders that say so; others are recognised by shape).
    public static func isSegmentedControl(_ element: Element) -> Bool {
        let kind = kind(element)
        return kind == "SegmentedControl" || kind == "RadioGroup"
    }

    /// A navigation bar or toolbar.
    public static func isBar(_ element: Element) -> Bool {
        let kind = kind(element)
        return kind == "NavigationBar" || kind == "Toolbar"
    }

    /// The type (or role without `AX`) of an element.
    static func kind(_ element: Element) -> String? {
        element.type ?? element.role.map { $0.hasPrefix("AX") ? String($0.dropFirst(2)) : $0 }
    }

    /// A container that scrolls (and so clips) its content.
    public static func isScrolling(_ element: Element) -> Bool {
        if element.traits.contains(.scrollable) { return true }
        guard let kind = kind(element) else { return false }
        return scrollingTypes.contains(kind)
    }

    /// A table or collection cell.
    public static func isCell(_ element: Element) -> Bool { kind(element) == "Cell" }

    /// A scroll view's scroll bar ("Vertical scroll bar, 1 page"): system chrome.
    public static func isScrollBar(_ element: Element) -> Bool {
        let kind = kind(element)
        if kind == "ScrollBar" || kind == "_UIScrollViewScrollIndicator" || element.role == "_UIScrollViewScrollIndicator" {
            return true
        }
        guard let label = element.label else { return false }
        return label.hasPrefix("Vertical scroll bar") || label.hasPrefix("Horizontal scroll bar")
    }

    /// A page indicator (the dots of a paged view, "Page 1 of 2"): system chrome.
    public static func isPageIndicator(_ element: Element) -> Bool {
        let kind = kind(element)
        if kind == "PageIndicator" || kind == "PageControl" || element.identifier == "Page control" { return true }
        guard element.traits.contains(.adjustable) || kind == "Slider", let value = element.value else { return false }
        let words = value.split(separator: " ")
        return words.count == 4 && words[0] == "Page" && words[2] == "of" && Int(words[1]) != nil && Int(words[3]) != nil
    }

    /// A key by its recorded trait or type.
    public static func isRecordedKey(_ element: Element) -> Bool {
        element.traits.contains(.keyboardKey) || element.type == "Key" || element.role == "AXKey"
    }

    /// A status-bar item by its recorded trait.
    public static func isStatusBarItem(_ element: Element) -> Bool { element.traits.contains(.statusBarElement) }

    /// What a label says about a key: a letter key (one letter or digit), a named key, or neither.
    public static func keyShape(label: String?) -> KeyShape {
        guard let label else { return .none }
        if label.count == 1, let character = label.first, character.isLetter || character.isNumber { return .letter }
        return namedKeys.contains(label.lowercased()) ? .named : .none
    }

    /// How a label reads as a keyboard key.
    public enum KeyShape: Sendable, Equatable {
        case none, letter, named
    }
}
