import TreeModel

/// Compose semantics mapped to platform-neutral elements, and to what TalkBack's focus rule reads.
///
/// | Compose | model |
/// |---|---|
/// | `Role = 'Button'`, or `OnClick` without a role | Button |
/// | `Role = 'Checkbox'`, `'Switch'`, a `ToggleableState` | Toggle, value "checked" / "not checked" / "partially checked" (a `StateDescription` is the value when set) |
/// | `Role = 'RadioButton'` | RadioButton |
/// | `Role = 'Tab'` | TabButton |
/// | `Role = 'Image'` | Image |
/// | `Role = 'DropdownList'` | PopupButton |
/// | `Role = 'ValuePicker'`, `SetProgress` | Adjustable |
/// | `EditableText`, `SetText` | TextEntry (`Password` → SecureTextField); `EditableText` is the value |
/// | `Text` only | StaticText |
/// | `Heading` | Header |
/// | `Selected = 'true'` | Selected |
/// | `Selected` on a `Checkbox` or `Switch` without a `ToggleableState` (a selectable chip) | value "selected" / "not selected", the state description Compose gives TalkBack for a selectable that is not a tab |
/// | `Disabled` | NotEnabled |
/// | `ScrollBy`, a scroll axis range | Scrollable (its children are scroll items) |
/// | `IsDialog` | modal |
/// | `LiveRegion = 'Polite'` (or `'Assertive'`) | live region |
/// | `Tag: '…'` (the test tag) | identifier |
/// | `CustomActions` | custom actions (their labels) |
///
/// Label: `ContentDescription`, else `Text` (lists without their brackets). Type: the role, else `TextField`,
/// `Text` or `Node`.
enum ComposeVocabulary {
    static func element(_ node: ComposeNode, location: SourceLocation, root: Bool) -> (Element, TalkBackFocus.Node) {
        let role = node.text("Role")
        let actions = Set(node.actions)
        let description = node.list("ContentDescription")
        let text = node.list("Text")
        let editable = node.properties["EditableText"] != nil || actions.contains("SetText")
        let toggleState = node.text("ToggleableState")
        let clickable = actions.contains("OnClick")
        let scrolls = actions.contains("ScrollBy") || node.properties["VerticalScrollAxisRange"] != nil
            || node.properties["HorizontalScrollAxisRange"] != nil || node.properties["CollectionInfo"] != nil
        let enabled = !node.has("Disabled")
        var traits: Traits = []
        switch role {
        case "Button": traits.insert(.button)
        case "Checkbox", "Switch": traits.insert(.toggle)
        case "RadioButton": traits.insert(.radioButton)
        case "Tab": traits.insert(.tabButton)
        case "Image": traits.insert(.image)
        case "DropdownList": traits.insert(.popupButton)
        case "ValuePicker": traits.insert(.adjustable)
        default: break
        }
        if editable {
            traits.insert(.textEntry)
            if node.has("Password") { traits.insert(.secureTextField) }
        }
        if toggleState != nil && !traits.contains(.radioButton) { traits.insert(.toggle) }
        if actions.contains("SetProgress") { traits.insert(.adjustable) }
        if clickable && traits.isDisjoint(with: [.toggle, .radioButton, .tabButton, .popupButton, .textEntry, .adjustable]) {
            traits.insert(.button)
        }
        if traits.isEmpty && text != nil && !clickable { traits.insert(.staticText) }
        if node.has("Heading") { traits.insert(.header) }
        if node.text("Selected") == "true" || (toggleState == "On" && traits.contains(.radioButton)) { traits.insert(.selected) }
        if !enabled { traits.insert(.notEnabled) }
        if scrolls { traits.insert(.scrollable) }

        var value: String?
        if editable { value = node.text("EditableText") }
        if let toggleState, !traits.contains(.radioButton) {
            value = toggleState == "On" ? "checked" : toggleState == "Off" ? "not checked" : "partially checked"
        }
        // Compose makes a selectable that is not a tab checkable, and says its state as "selected" or "not
        // selected" (`Selected = 'false'` is a state TalkBack speaks, not a missing one).
        if value == nil, traits.contains(.toggle), let selected = node.text("Selected") {
            value = selected == "true" ? "selected" : "not selected"
        }
        if let state = node.text("StateDescription") { value = state }
        let type = role ?? (editable ? "TextField" : text != nil && !clickable ? "Text" : "Node")
        var element = Element(label: description ?? text, value: value, identifier: node.tag, type: type,
                              derivedTraits: traits, frame: node.frame ?? .zero, enabled: enabled,
                              customActions: customActions(node.properties["CustomActions"]), location: location)
        if node.has("IsDialog") { element.roles.insert(.modal) }
        if node.properties["LiveRegion"] != nil { element.roles.insert(.liveRegion) }
        if scrolls { element.roles.formUnion([.clipsContent, .scrolls]) }
        if root { element.roles.insert(.positionOrdered) }

        var focus = TalkBackFocus.Node()
        focus.frame = node.frame
        focus.visible = !(node.frame?.isEmpty ?? true) && !node.has("InvisibleToUser")
        // Every semantics node is in TalkBack's tree unless the app hides it.
        focus.important = !node.has("HideFromAccessibility") && !node.has("InvisibleToUser")
        focus.importanceRecorded = true
        focus.clickable = clickable
        focus.longClickable = actions.contains("OnLongClick")
        // Compose writes `Focused` on the nodes that can take focus.
        focus.focusable = node.properties["Focused"] != nil
        focus.screenReaderFocusable = node.properties["MergeDescendants"] == "true"
        focus.hasDescription = description != nil
        focus.hasText = description != nil || text != nil || node.text("StateDescription") != nil || editable
        focus.hasState = toggleState != nil || node.properties["ProgressBarRangeInfo"] != nil
        focus.scrollsItems = scrolls
        focus.windowRoot = root
        return (element, focus)
    }

    /// The labels of `[CustomAccessibilityAction(label=Delete, action=…), …]`.
    static func customActions(_ text: String?) -> [String] {
        guard let text else { return [] }
        var labels: [String] = []
        var rest = text[...]
        while let start = rest.firstRange(of: "label=") {
            let after = rest[start.upperBound...]
            let end = after.firstRange(of: ", action=")?.lowerBound ?? after.firstIndex(of: ")") ?? after.endIndex
            labels.append(String(after[..<end]))
            rest = after[end...]
        }
        return labels
    }
}
