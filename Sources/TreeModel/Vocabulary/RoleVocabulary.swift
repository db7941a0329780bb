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
/// | accessibility element whatever it holds | type `StaticText`, `Image`, `Heading`, `Key` (and interactive types) |
/// | cell | type `Cell` |
/// | stepper half | a button labelled "Increment" or "Decrement" (UIStepper's, and SwiftUI `Stepper`'s) |
/// | segmented control | type `SegmentedControl` or `RadioGroup` |
/// | bar | type `NavigationBar` or `Toolbar` |
public enum RoleVocabulary {
    /// Types of containers that scroll their content (and so clip it to their frame).
    public static let scrollingTypes: Set<String> = [
        "ScrollArea", "ScrollView", "Table", "CollectionView", "List", "Outline", "Grid", "WebArea",
    ]

    /// Types that only group other elements: the reading-order check looks inside them, and they clip what
    /// overflows them (`Element.isContainer` for idb).
    public static let containerTypes: Set<String> = [
        "Application", "Window", "Group", "Cell", "Other", "ScrollArea", "Table", "CollectionView", "GenericElement",
        "List", "Grid", "Sheet", "TabGroup", "WebArea", "Toolbar", "NavigationBar", "TabBar", "LayoutArea",
    ]

    /// Types that are accessibility elements whatever they hold (besides interactive types): texts, images,
    /// headings and keys.
    public static let elementTypes: Set<String> = ["StaticText", "Image", "Heading", "Key"]

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
    // (an `Element` copied out of the array costs a retain per text field, on every element of every screen).

    /// A half of a system stepper, by its label.
    @inlinable public static func isStepperHalf(label: String?) -> Bool {
        guard let label, label.utf8.count == 9 else { return false }
        return stepperLabels.contains(label)
    }

    /// A segmented control by its recorded type (recorders that say so; others are recognised by shape).
    @inlinable public static func isSegmentedControl(type: String) -> Bool {
        type == "SegmentedControl" || type == "RadioGroup"
    }

    /// A navigation bar or toolbar, by type.
    @inlinable public static func isBar(type: String) -> Bool { type == "NavigationBar" || type == "Toolbar" }

    /// A container that scrolls (and so clips) its content.
    @inlinable public static func isScrolling(type: String, traits: Traits) -> Bool {
        traits.contains(.scrollable) || scrollingTypes.contains(type)
    }

    /// A table or collection cell.
    @inlinable public static func isCell(type: String) -> Bool { type == "Cell" }

    /// A scroll view's scroll bar ("Vertical scroll bar, 1 page"): system chrome.
    @inlinable public static func isScrollBar(type: String, role: String?, label: String?) -> Bool {
        if type == "ScrollBar" || type == "_UIScrollViewScrollIndicator" || role == "_UIScrollViewScrollIndicator" {
            return true
        }
        guard let label, let first = label.utf8.first, first == 0x56 || first == 0x48 else { return false }
        return label.hasPrefix("Vertical scroll bar") || label.hasPrefix("Horizontal scroll bar")
    }

    /// A page indicator (the dots of a paged view, "Page 1 of 2"): system chrome.
    @inlinable public static func isPageIndicator(type: String, identifier: String?, value: String?, traits: Traits) -> Bool {
        if type == "PageIndicator" || type == "PageControl" || identifier == "Page control" { return true }
        guard traits.contains(.adjustable) || type == "Slider", let value, value.utf8.first == 0x50 else { return false }
        let words = value.split(separator: " ")
        return words.count == 4 && words[0] == "Page" && words[2] == "of" && Int(words[1]) != nil && Int(words[3]) != nil
    }

    /// A key by its recorded trait or type.
    @inlinable public static func isRecordedKey(type: String?, role: String?, traits: Traits) -> Bool {
        traits.contains(.keyboardKey) || type == "Key" || role == "AXKey"
    }

    /// A status-bar item by its recorded trait.
    @inlinable public static func isStatusBarItem(traits: Traits) -> Bool { traits.contains(.statusBarElement) }

    /// System chrome by the element's own role: a key, a status-bar item, a scroll bar or a page indicator.
    @inlinable public static func isChrome(_ element: Element) -> Bool {
        isRecordedKey(type: element.type, role: element.role, traits: element.traits)
            || isStatusBarItem(traits: element.traits)
            || isScrollBar(type: element.displayType, role: element.role, label: element.label)
            || isPageIndicator(type: element.displayType, identifier: element.identifier, value: element.value, traits: element.traits)
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
