import TreeModel

/// What several rules need to know about a screen, computed once per screen.
public struct ScreenFacts: Sendable {
    public let screen: Screen
    /// Per element: a person can act on it (see `isInteractive(_:)`).
    public let interactive: [Bool]
    /// Per element: it has an area and lies at least partly on the screen.
    public let onScreen: [Bool]

    /// Traits that make an element interactive.
    public static let interactiveTraits: Traits = [
        .button, .link, .searchField, .textEntry, .adjustable, .toggle, .radioButton, .tabButton, .popupButton,
        .menuItem, .backButton,
    ]

    /// Types that make an element interactive when the recording has no traits for it.
    public static let interactiveTypes: Set<String> = [
        "Button", "Link", "TextField", "TextArea", "SecureTextField", "SearchField", "Slider", "CheckBox", "Switch",
        "Toggle", "RadioButton", "PopUpButton", "MenuItem", "MenuButton", "ComboBox", "Incrementor", "Stepper", "Tab",
    ]

    /// Types that only group other elements: the reading-order check looks inside them.
    public static let containerTypes: Set<String> = [
        "Application", "Window", "Group", "Cell", "Other", "ScrollArea", "Table", "CollectionView", "GenericElement",
        "List", "Grid", "Sheet", "TabGroup", "WebArea", "Toolbar", "NavigationBar", "TabBar", "LayoutArea",
    ]

    public init(screen: Screen) {
        self.screen = screen
        var interactive = [Bool](repeating: false, count: screen.elements.count)
        var onScreen = [Bool](repeating: false, count: screen.elements.count)
        screen.elements.withUnsafeBufferPointer { elements in
            for index in elements.indices {
                interactive[index] = Self.isInteractive(traits: elements[index].traits, type: elements[index].type)
                onScreen[index] = screen.isOnScreen(elements[index].frame)
            }
        }
        self.interactive = interactive
        self.onScreen = onScreen
    }

    /// Interactive by trait (recorded or derived), or by type when nothing else says so.
    public static func isInteractive(_ element: Element) -> Bool {
        isInteractive(traits: element.traits, type: element.type)
    }

    static func isInteractive(traits: Traits, type: String?) -> Bool {
        if !traits.intersection(interactiveTraits).isEmpty { return true }
        if let type, interactiveTypes.contains(type) { return true }
        return false
    }

    /// Keyboard keys and status-bar items: system chrome, exempt from size rules.
    /// By trait, or for recordings without traits, a keyboard key's type (`Key`, role `AXKey`).
    public static func isSystemChrome(_ element: Element) -> Bool {
        element.traits.contains(.keyboardKey) || element.traits.contains(.statusBarElement)
            || element.type == "Key" || element.role == "AXKey"
    }

    /// A target for the size rules: enabled, interactive, on screen, not system chrome.
    public func isTarget(_ index: Int) -> Bool {
        guard interactive[index] && onScreen[index] else { return false }
        let element = screen.elements[index]
        return element.enabled && !element.traits.contains(.notEnabled) && !Self.isSystemChrome(element)
    }

    public func isText(_ index: Int) -> Bool {
        screen.elements[index].traits.contains(.staticText) || screen.elements[index].type == "StaticText"
    }

    public func isHeader(_ index: Int) -> Bool {
        screen.elements[index].traits.contains(.header) || screen.elements[index].type == "Heading"
    }

    public func isImage(_ index: Int) -> Bool {
        screen.elements[index].traits.contains(.image) || screen.elements[index].type == "Image"
    }

    /// Text entry of any kind: text field, text area, search field, secure field.
    public func isTextEntry(_ index: Int) -> Bool {
        if !screen.elements[index].traits.isDisjoint(with: [.textEntry, .searchField, .secureTextField, .textArea]) { return true }
        switch screen.elements[index].type {
        case "TextField", "TextArea", "SearchField", "SecureTextField": return true
        default: return false
        }
    }

    /// True when `ancestor` is an ancestor of `index` in the recorded tree.
    public func isAncestor(_ ancestor: Int, of index: Int) -> Bool {
        ancestor < index && index <= ancestor + screen.elements[ancestor].descendantCount
    }

    /// A path for messages: deep paths keep their last four steps (`…/Cell[2]/Group[1]/Button[3]`); the full
    /// path is in every report's element location.
    public static func shortPath(_ path: String) -> String {
        let steps = path.split(separator: "/")
        guard steps.count > 5 else { return path }
        return "…/" + steps.suffix(4).joined(separator: "/")
    }

    /// The element's path, `Application/Group[1]/Button[3]` (`Screen.path(of:)`).
    public func path(of index: Int) -> String { screen.path(of: index) }

    /// How the element is named in messages: `Button "Close"`, `Button with identifier "close"` or
    /// `unlabelled Button at Application/Button[3]`.
    public func name(_ index: Int) -> String {
        let element = screen.elements[index]
        if let label = element.label { return "\(element.displayType) \"\(Self.shorten(label))\"" }
        if let identifier = element.identifier { return "\(element.displayType) with identifier \"\(Self.shorten(identifier))\"" }
        return "unlabelled \(element.displayType) at \(Self.shortPath(path(of: index)))"
    }

    /// Keeps names in messages readable: one line, at most 60 characters (see `printable(_:)`).
    public static func shorten(_ text: String) -> String {
        if text.utf8.count <= 60 && TerminalText.isPlainASCII(text) { return text }
        let line = printable(text)
        guard line.count > 60 else { return line }
        return String(line.prefix(57)) + "..."
    }

    /// The text on one line, with control characters, bidirectional controls and other invisible format
    /// characters written as `\u{1B}`, `\u{202E}` (see `TerminalText`): an escape sequence in a label would
    /// otherwise drive the terminal that shows the message, and a bidi control reorder it.
    public static func printable(_ text: String) -> String { TerminalText.line(text) }

    /// Points, written without a needless fraction: `20`, `17.5`, `17.33`.
    public static func points(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
