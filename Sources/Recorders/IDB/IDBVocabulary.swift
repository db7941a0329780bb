import TreeModel

/// idb's vocabulary mapped to platform-neutral traits and roles (`ElementRoles`, `Element.isContainer`):
/// the only place that knows idb's type names, so rules and derivations never test them.
///
/// | recorded | derived trait |
/// |---|---|
/// | type `Button`, `MenuButton`, `Incrementor`, `Stepper`, `DisclosureTriangle` | button |
/// | type `Heading` | header |
/// | type `StaticText` | static text |
/// | type `TextField`, `TextArea`, `ComboBox` | text entry |
/// | subrole `AXSearchField`, type `SearchField` | search field (and text entry) |
/// | subrole `AXSecureTextField`, type `SecureTextField` | secure text field (and text entry) |
/// | type `Image` | image |
/// | type `Link` | link |
/// | type `Slider`, `Incrementor`, `Stepper` | adjustable |
/// | type `PickerWheel` | adjustable, picker element |
/// | type `CheckBox`, `Switch`, `Toggle`, subrole `AXSwitch`, `AXToggle` | toggle |
/// | type `RadioButton` | radio button |
/// | subrole `AXTabButton`, type `Tab` | tab button |
/// | type `PopUpButton` | popup button |
/// | type `MenuItem` | menu item |
/// | type `Key`, role `AXKey` | keyboard key |
/// | `enabled: false` | not enabled (`null`, as idb's axbridge backend prints it, is not recorded: enabled) |
/// | a UIKit or SwiftUI class name as type or role (`UIView`, `_UITouchPassthroughView`, `SwiftUI.AccessibilityNode`, a mangled `_Tt…` name, any `…View`) | container |
///
/// | recorded | role |
/// |---|---|
/// | `containerTypes` (recorded type only) | `Element.isContainer`; also clips content |
/// | type `ScrollArea`, `ScrollView`, `Table`, `CollectionView`, `List`, `Outline`, `Grid`, `WebArea` | clips content (scrolls) |
/// | type `StaticText`, `Image`, `Heading`, `Key` | an accessibility element whatever it holds |
/// | type `Cell` | cell |
/// | type `NavigationBar`, `Toolbar` | bar |
/// | type `SegmentedControl`, `RadioGroup` | segmented control |
/// | type `ScrollBar`, `_UIScrollViewScrollIndicator`, role `_UIScrollViewScrollIndicator` | scroll bar |
/// | type `PageIndicator`, `PageControl` | page indicator |
///
/// The type is used when present, else the role without its `AX` prefix.
public enum IDBVocabulary {
    /// Types that only group other elements: the reading-order check looks inside them, and they clip what
    /// overflows them.
    public static let containerTypes: Set<String> = [
        "Application", "Window", "Group", "Cell", "Other", "ScrollArea", "Table", "CollectionView", "GenericElement",
        "List", "Grid", "Sheet", "TabGroup", "WebArea", "Toolbar", "NavigationBar", "TabBar", "LayoutArea",
    ]

    /// True for a type that only groups other elements (`containerTypes`).
    public static func isContainer(type: String?) -> Bool {
        guard let type else { return false }
        return containerTypes.contains(type)
    }

    public static func traits(type: String?, role: String?, subrole: String?, enabled: Bool) -> Traits {
        roles(type: type, role: role, subrole: subrole, enabled: enabled).traits
    }

    /// Traits, the container flag and the roles together, from one look at the type (what the reader calls
    /// per element). Containers are recognised by the recorded type only.
    public static func roles(type: String?, role: String?, subrole: String?, enabled: Bool)
        -> (traits: Traits, isContainer: Bool, roles: ElementRoles) {
        var traits: Traits = []
        var container = false
        var roles: ElementRoles = []
        let kind = type ?? role.map { $0.hasPrefix("AX") ? String($0.dropFirst(2)) : $0 }
        if let kind, let known = kindTable[kind] {
            traits = known.traits
            roles = known.roles
            container = known.isContainerWhenTyped && type != nil
        } else {
            // idb's axbridge backend names views by their UIKit class (`UIView`, `SwiftUI.AccessibilityNode`,
            // `_TtC9Shortcuts…HostingView`): views that only hold the elements VoiceOver reaches.
            container = isViewClass(type) || isViewClass(role)
        }
        if role == "AXKey" { traits.insert(.keyboardKey) }
        if role == "_UIScrollViewScrollIndicator" { roles.insert(.scrollBar) }
        switch subrole {
        case "AXSearchField": traits.formUnion([.searchField, .textEntry])
        case "AXSecureTextField": traits.formUnion([.secureTextField, .textEntry])
        case "AXSwitch", "AXToggle": traits.insert(.toggle)
        case "AXTabButton": traits.insert(.tabButton)
        default: break
        }
        if !enabled { traits.insert(.notEnabled) }
        return (traits, container, roles)
    }

    /// What a known type (or role without `AX`) gives: the traits, the roles, and whether it is a container
    /// when it is the recorded type.
    struct KindRoles: Sendable {
        var traits: Traits = []
        var roles: ElementRoles = []
        var isContainerWhenTyped = false
    }

    /// Every type ``kindRoles(_:)`` knows.
    static let knownKinds: [String] = [
        "StaticText", "Button", "MenuButton", "DisclosureTriangle", "Other", "Group", "Application", "Window",
        "GenericElement", "Sheet", "TabGroup", "TabBar", "LayoutArea", "Image", "Cell", "Heading", "Incrementor",
        "Stepper", "TextField", "TextArea", "ComboBox", "SearchField", "SecureTextField", "Link", "Slider",
        "PickerWheel", "CheckBox", "Switch", "Toggle", "RadioButton", "Tab", "PopUpButton", "MenuItem", "Key",
        "ScrollArea", "Table", "CollectionView", "List", "Grid", "WebArea", "ScrollView", "Outline", "NavigationBar",
        "Toolbar", "SegmentedControl", "RadioGroup", "ScrollBar", "_UIScrollViewScrollIndicator", "PageIndicator",
        "PageControl", "WebView",
    ]

    /// The known types, looked up by one hash instead of comparing with each name in turn.
    static let kindTable: [String: KindRoles] = Dictionary(
        uniqueKeysWithValues: knownKinds.compactMap { kind in kindRoles(kind).map { (kind, $0) } })

    /// The traits and roles of a known type, or nil for any other.
    static func kindRoles(_ kind: String) -> KindRoles? {
        var known = KindRoles()
        switch kind {
        case "StaticText": known.traits.insert(.staticText); known.roles.insert(.alwaysElement)
        case "Button", "MenuButton", "DisclosureTriangle": known.traits.insert(.button)
        case "Other", "Group", "Application", "Window", "GenericElement", "Sheet", "TabGroup", "LayoutArea":
            known.isContainerWhenTyped = true
            known.roles.insert(.clipsContent)
        case "Image": known.traits.insert(.image); known.roles.insert(.alwaysElement)
        case "Cell":
            known.isContainerWhenTyped = true
            known.roles.formUnion([.clipsContent, .cell])
        case "Heading": known.traits.insert(.header); known.roles.insert(.alwaysElement)
        case "Incrementor", "Stepper": known.traits.formUnion([.button, .adjustable])
        case "TextField", "TextArea", "ComboBox": known.traits.insert(.textEntry)
        case "SearchField": known.traits.formUnion([.searchField, .textEntry])
        case "SecureTextField": known.traits.formUnion([.secureTextField, .textEntry])
        case "Link": known.traits.insert(.link)
        case "Slider": known.traits.insert(.adjustable)
        case "PickerWheel": known.traits.formUnion([.adjustable, .pickerElement])
        case "CheckBox", "Switch", "Toggle": known.traits.insert(.toggle)
        case "RadioButton": known.traits.insert(.radioButton)
        case "Tab": known.traits.insert(.tabButton)
        case "PopUpButton": known.traits.insert(.popupButton)
        case "MenuItem": known.traits.insert(.menuItem)
        case "Key": known.traits.insert(.keyboardKey); known.roles.insert(.alwaysElement)
        case "ScrollArea", "Table", "CollectionView", "List", "Grid", "WebArea":
            known.isContainerWhenTyped = true
            known.roles.formUnion([.clipsContent, .scrolls])
            if kind == "WebArea" { known.roles.insert(.webView) }
        case "WebView":
            known.isContainerWhenTyped = true
            known.roles.formUnion([.clipsContent, .scrolls, .webView])
        case "ScrollView", "Outline": known.roles.formUnion([.clipsContent, .scrolls])
        case "NavigationBar", "Toolbar", "TabBar":
            known.isContainerWhenTyped = true
            known.roles.formUnion([.clipsContent, .bar])
        case "SegmentedControl", "RadioGroup": known.roles.insert(.segmentedControl)
        case "ScrollBar", "_UIScrollViewScrollIndicator": known.roles.insert(.scrollBar)
        case "PageIndicator", "PageControl": known.roles.insert(.pageIndicator)
        default: return nil
        }
        return known
    }

    /// A view class name as idb's axbridge backend prints it: `UI…`/`_UI…` classes, mangled Swift names
    /// (`_Tt…`), module-qualified names (`SwiftUI.AccessibilityNode`) and other `…View` classes. The scroll
    /// indicator (`_UIScrollViewScrollIndicator`) is system chrome, recognised by `RoleVocabulary`.
    public static func isViewClass(_ name: String?) -> Bool {
        guard let name, name != "_UIScrollViewScrollIndicator" else { return false }
        return name.hasPrefix("UI") || name.hasPrefix("_UI") || name.hasPrefix("_Tt") || name.contains(".")
            || name.hasSuffix("View")
    }
}
