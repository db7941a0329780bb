import TreeModel

/// What several rules need to know about a screen, computed once per screen.
public struct ScreenFacts: Sendable {
    public let screen: Screen
    /// Per element: a person can act on it (one of `interactiveTraits`, recorded or derived by the recorder).
    public let interactive: [Bool]
    /// Per element: it has an area and lies at least partly on the screen.
    public let onScreen: [Bool]

    /// Traits that make an element interactive.
    public static let interactiveTraits: Traits = [
        .button, .link, .searchField, .textEntry, .adjustable, .toggle, .radioButton, .tabButton, .popupButton,
        .menuItem, .backButton,
    ]

    public init(screen: Screen) {
        self.screen = screen
        var interactive = [Bool](repeating: false, count: screen.elements.count)
        var onScreen = [Bool](repeating: false, count: screen.elements.count)
        screen.elements.withUnsafeBufferPointer { elements in
            for index in elements.indices {
                interactive[index] = !elements[index].traits.isDisjoint(with: Self.interactiveTraits)
                onScreen[index] = screen.isOnScreen(elements[index].frame)
            }
        }
        self.interactive = interactive
        self.onScreen = onScreen
    }

    /// Keyboard keys and status-bar items: system chrome, exempt from size rules (by trait, recorded or
    /// derived: recorders map their key types to the keyboard-key trait).
    public static func isSystemChrome(_ element: Element) -> Bool {
        !element.traits.isDisjoint(with: [.keyboardKey, .statusBarElement])
    }

    /// A target for the size rules: enabled, interactive, on screen, not system chrome.
    public func isTarget(_ index: Int) -> Bool {
        guard interactive[index] && onScreen[index] else { return false }
        return isEnabledControl(index)
    }

    /// Elements that would be targets for the size rules but have a zero-size or off-screen frame: not run.
    public func targetsNotOnScreen() -> Int {
        var count = 0
        for index in screen.elements.indices where interactive[index] && !onScreen[index] && isEnabledControl(index) {
            count += 1
        }
        return count
    }

    /// Elements with a zero-size or off-screen frame.
    public var notOnScreen: Int { onScreen.reduce(0) { $0 + ($1 ? 0 : 1) } }

    private func isEnabledControl(_ index: Int) -> Bool {
        let element = screen.elements[index]
        return element.enabled && !element.traits.contains(.notEnabled) && !Self.isSystemChrome(element)
    }

    public func isText(_ index: Int) -> Bool { screen.elements[index].traits.contains(.staticText) }

    public func isHeader(_ index: Int) -> Bool { screen.elements[index].traits.contains(.header) }

    public func isImage(_ index: Int) -> Bool { screen.elements[index].traits.contains(.image) }

    /// Text entry of any kind: text field, text area, search field, secure field.
    public func isTextEntry(_ index: Int) -> Bool {
        !screen.elements[index].traits.isDisjoint(with: [.textEntry, .searchField, .secureTextField, .textArea])
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
        return ElementReference.name(type: element.displayType, label: element.label, identifier: element.identifier,
                                     path: { path(of: index) })
    }

    /// Keeps names in messages readable: one line, at most 60 characters (see `printable(_:)`).
    public static func shorten(_ text: String) -> String {
        if text.utf8.count <= 60 && !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 }) { return text }
        let line = printable(text)
        guard line.count > 60 else { return line }
        return String(line.prefix(57)) + "..."
    }

    /// The text on one line, with control characters written as `\u{1B}`: an escape sequence in a label
    /// would otherwise drive the terminal that shows the message.
    public static func printable(_ text: String) -> String {
        var line = ""
        for scalar in text.split(whereSeparator: \.isNewline).joined(separator: " ").unicodeScalars {
            if scalar.properties.generalCategory == .control {
                line += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                line.unicodeScalars.append(scalar)
            }
        }
        return line
    }

    /// Points, written without a needless fraction: `20`, `17.5`, `17.33`.
    public static func points(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
