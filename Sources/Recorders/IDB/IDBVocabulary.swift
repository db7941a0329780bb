import TreeModel

/// idb's vocabulary mapped to platform-neutral traits and roles: traits derived from an element's type,
/// role, subrole and enabled flag (for recordings without `traits`), and the types that only group others.
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
/// | type `CheckBox`, `Switch`, `Toggle`, subrole `AXSwitch`, `AXToggle` | toggle |
/// | type `RadioButton` | radio button |
/// | subrole `AXTabButton`, type `Tab` | tab button |
/// | type `PopUpButton` | popup button |
/// | type `MenuItem` | menu item |
/// | type `Key`, role `AXKey` | keyboard key |
/// | `enabled: false` | not enabled (`null`, as idb's axbridge backend prints it, is not recorded: enabled) |
/// | a UIKit or SwiftUI class name as type or role (`UIView`, `_UITouchPassthroughView`, `SwiftUI.AccessibilityNode`, a mangled `_Tt…` name, any `…View`) | container |
///
/// The type is used when present, else the role without its `AX` prefix.
public enum IDBVocabulary {
    /// True for a type that only groups other elements (`RoleVocabulary.containerTypes`).
    public static func isContainer(type: String?) -> Bool {
        guard let type else { return false }
        return RoleVocabulary.containerTypes.contains(type)
    }

    public static func traits(type: String?, role: String?, subrole: String?, enabled: Bool) -> Traits {
        roles(type: type, role: role, subrole: subrole, enabled: enabled).traits
    }

    /// The traits and the container role together, from one look at the type (what the reader calls per
    /// element). Containers are recognised by the recorded type only (`RoleVocabulary.containerTypes`).
    public static func roles(type: String?, role: String?, subrole: String?, enabled: Bool) -> (traits: Traits, isContainer: Bool) {
        var traits: Traits = []
        var container = false
        let kind = type ?? role.map { $0.hasPrefix("AX") ? String($0.dropFirst(2)) : $0 }
        switch kind {
        case "Button", "MenuButton", "DisclosureTriangle": traits.insert(.button)
        case "Incrementor", "Stepper": traits.formUnion([.button, .adjustable])
        case "Heading": traits.insert(.header)
        case "StaticText": traits.insert(.staticText)
        case "TextField", "TextArea", "ComboBox": traits.insert(.textEntry)
        case "SearchField": traits.formUnion([.searchField, .textEntry])
        case "SecureTextField": traits.formUnion([.secureTextField, .textEntry])
        case "Image": traits.insert(.image)
        case "Link": traits.insert(.link)
        case "Slider": traits.insert(.adjustable)
        case "CheckBox", "Switch", "Toggle": traits.insert(.toggle)
        case "RadioButton": traits.insert(.radioButton)
        case "Tab": traits.insert(.tabButton)
        case "PopUpButton": traits.insert(.popupButton)
        case "MenuItem": traits.insert(.menuItem)
        case "Key": traits.insert(.keyboardKey)
        // Last: a switch on strings compares in order, and most elements are texts, buttons and images.
        case "Application", "Window", "Group", "Cell", "Other", "ScrollArea", "Table", "CollectionView", "GenericElement",
             "List", "Grid", "Sheet", "TabGroup", "WebArea", "Toolbar", "NavigationBar", "TabBar", "LayoutArea":
            container = type != nil
        default:
            // idb's axbridge backend names views by their UIKit class (`UIView`, `SwiftUI.AccessibilityNode`,
            // `_TtC9Shortcuts…HostingView`): views that only hold the elements VoiceOver reaches.
            container = isViewClass(type) || isViewClass(role)
        }
        if role == "AXKey" { traits.insert(.keyboardKey) }
        switch subrole {
        case "AXSearchField": traits.formUnion([.searchField, .textEntry])
        case "AXSecureTextField": traits.formUnion([.secureTextField, .textEntry])
        case "AXSwitch", "AXToggle": traits.insert(.toggle)
        case "AXTabButton": traits.insert(.tabButton)
        default: break
        }
        if !enabled { traits.insert(.notEnabled) }
        return (traits, container)
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
