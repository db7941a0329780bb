import TreeModel

/// What the Android recorders do once a tree is built: containers, labels taken from descendants, the screen
/// rectangle, and the screen itself with its capabilities.
enum AndroidTree {
    /// Finishes `elements` (pre-order, structure set by `TreeBuilder`), `nodes[i]` being what TalkBack's focus
    /// rule reads of element `i` (`TalkBackFocus`):
    ///
    /// - `Element.accessible` is TalkBack's decision: true for its stops, false for every other view.
    /// - A stop without a description or text of its own is labelled with what TalkBack speaks for it: the text
    ///   of its visible children that are not focusable themselves, and theirs in turn (a child with a
    ///   description speaks only that), joined by ", ".
    /// - A view with children and no text of its own that nobody acts on only groups them: a container.
    /// - A Compose host and everything in it are read in their order on screen (`ElementRoles.positionOrdered`).
    static func finish(_ elements: inout [Element], nodes: [TalkBackFocus.Node]) {
        for index in elements.indices {
            guard let parent = elements[index].parent, elements[parent].roles.contains(.positionOrdered) else { continue }
            elements[index].roles.insert(.positionOrdered)
        }
        let decision = TalkBackFocus.decide(nodes, parents: elements.map(\.parent))
        for index in elements.indices { elements[index].accessible = decision.stop[index] }
        markDialogWindows(&elements, nodes: nodes)
        for index in elements.indices {
            // Fields read in place: copying the element would retain each of its strings.
            let traits = elements[index].traits, descendantCount = elements[index].descendantCount
            let unlabelled = elements[index].label == nil
            let interactive = !traits.isDisjoint(with: ScreenFactsTraits.interactive)
            if descendantCount > 0, unlabelled, elements[index].value == nil, !interactive,
               !decision.focusableForAccessibility[index], !decision.stop[index] {
                elements[index].isContainer = true
            }
            // A text field too: TalkBack's compositor (`description_for_tree_nodes`) speaks the children that are not
            // focusable after any node without a content description, and a Compose text field's label is such a child.
            guard decision.stop[index], unlabelled, !decision.children[index].isEmpty else { continue }
            var parts: [String] = []
            var described = false, shown = false
            // Depth first through the children TalkBack speaks with the stop, in order.
            var pending = Array(decision.children[index].reversed())
            while let child = pending.popLast() {
                guard nodes[child].visible, !decision.focusableForAccessibility[child] else { continue }
                // A state is spoken after the name, not as part of it.
                let state = !elements[child].traits.isDisjoint(with: [.toggle, .radioButton])
                if let text = elements[child].label ?? (state ? nil : elements[child].value) {
                    parts.append(text)
                    if !elements[child].labelIsShownText && elements[child].label != nil { described = true } else { shown = true }
                }
                if !nodes[child].hasDescription { pending.append(contentsOf: decision.children[child].reversed()) }
            }
            if !parts.isEmpty {
                elements[index].label = parts.joined(separator: ", ")
                elements[index].labelFromDescendants = true
                if !described { elements[index].labelIsShownText = true }
                // Named by descriptions alone (a photo cell by its picture's "Image"), the stop draws no text.
                if !shown { elements[index].roles.insert(.describedOnly) }
            }
        }
    }

    /// Resource ids that only a dialog window holds: the platform's `AlertDialog` and Material's bottom sheet.
    static let dialogIdentifiers: Set<String> = [
        "android:id/alertTitle", "android:id/parentPanel", "android:id/buttonPanel", "android:id/topPanel",
    ]

    /// In a dump of several windows (UiAutomator2 with `enableMultiWindows`, `dumpWindowHierarchy`), a window
    /// after the first that holds a dialog is modal (`ElementRoles.modal`): Android hides the windows below a
    /// modal window from accessibility services, so TalkBack reaches neither by swiping nor by touch. An input
    /// method's window, which the platform builds as a dialog, is not: the keyboard hides nothing from TalkBack; it
    /// is the system's (`ElementRoles.systemOwned`), as the status bar is.
    static func markDialogWindows(_ elements: inout [Element], nodes: [TalkBackFocus.Node]) {
        // An open drawer: `DrawerLayout` hides its other children from accessibility while one is open. A drawer
        // is a child after the first, on screen, laid against the layout's left or right side and narrower than
        // it: DrawerLayout measures a drawer at most its own width less a margin (64 dp) and a content view at its
        // full size, and holds as many content views as an app gives it (a bottom bar laid over the pages, as wide
        // as the layout, is one: it hides nothing).
        for index in elements.indices where elements[index].roles.contains(.drawerLayout) && elements[index].descendantCount > 0 {
            var child = index + 1
            var first = true
            let end = index + 1 + elements[index].descendantCount
            let layout = elements[index].frame
            while child < end {
                let frame = elements[child].frame
                let againstASide = abs(frame.minX - layout.minX) <= 0.5 || abs(frame.maxX - layout.maxX) <= 0.5
                if !first, nodes[child].visible, !frame.isEmpty, layout.contains(frame, tolerance: 0.5),
                   againstASide, frame.width < layout.width - 0.5 {
                    elements[child].roles.insert(.modal)
                }
                first = false
                child += 1 + elements[child].descendantCount
            }
        }
        var windows = 0
        for index in elements.indices where nodes[index].windowRoot {
            windows += 1
            guard windows > 1 else { continue }
            let end = index + elements[index].descendantCount
            var dialog = false, inputMethod = false
            for inner in index...end {
                guard let identifier = elements[inner].identifier else { continue }
                // An input method's window is a dialog too (`InputMethodService`'s soft input window, with the
                // platform's `parentPanel`), but it hides nothing: the app stays reachable above the keyboard.
                if isInputMethodIdentifier(identifier) {
                    inputMethod = true
                    break
                }
                if dialogIdentifiers.contains(identifier) || identifier.hasSuffix(":id/design_bottom_sheet") { dialog = true }
            }
            if dialog && !inputMethod { elements[index].roles.insert(.modal) }
            // The keyboard is the system's, as the status bar is: the app cannot name or size its keys.
            if inputMethod { for inner in index...end { elements[inner].roles.insert(.systemOwned) } }
        }
    }

    /// Whether a resource id is an input method's: its package part names a keyboard (Gboard's
    /// `com.google.android.inputmethod.latin`, Samsung's `honeyboard`, SwiftKey, Sogou's and iFlytek's
    /// `inputmethod`, Baidu's `com.baidu.input`, WeType).
    static func isInputMethodIdentifier(_ identifier: String) -> Bool {
        guard let colon = identifier.firstIndex(of: ":") else { return false }
        let package = identifier[..<colon].lowercased()
        return inputMethodWords.contains { package.contains($0) } || package.hasPrefix("com.baidu.input")
    }

    static let inputMethodWords = ["inputmethod", "keyboard", "honeyboard", "swiftkey", "wetype"]

    /// The screen rectangle: the union of the roots' frames (the hierarchy's windows), or of its children
    /// when the root has no bounds of its own (`<hierarchy>`).
    static func bounds(_ elements: [Element]) -> Frame {
        var result: Frame?
        // By index, reading the frame in place (a copy of each element would retain its strings).
        for index in elements.indices where elements[index].depth <= 1 && !elements[index].frame.isEmpty {
            let frame = elements[index].frame
            guard let current = result else {
                result = frame
                continue
            }
            let minX = min(current.minX, frame.minX), minY = min(current.minY, frame.minY)
            let maxX = max(current.maxX, frame.maxX), maxY = max(current.maxY, frame.maxY)
            result = Frame(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
        return result ?? .zero
    }
}

/// The traits that make an element interactive, as `ScreenFacts.interactiveTraits` lists them (the rules
/// module is not visible to recorders).
enum ScreenFactsTraits {
    static let interactive: Traits = [
        .button, .link, .searchField, .textEntry, .adjustable, .toggle, .radioButton, .tabButton, .popupButton,
        .menuItem, .backButton,
    ]
}
