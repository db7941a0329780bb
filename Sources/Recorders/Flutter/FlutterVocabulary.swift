import TreeModel

/// Flutter semantics mapped to platform-neutral elements.
///
/// | Flutter (`flags:`, `actions:`) | model |
/// |---|---|
/// | `isButton`, or `tap` without another role | Button |
/// | `isLink` | Link |
/// | `headingLevel: N` (N ≥ 1) | Header, heading level N |
/// | `isHeader` | Header (what it meant on Android and iOS until Flutter made `headingLevel` the heading there and `header` a no-op) |
/// | `isTextField` (and `isObscured` → SecureTextField, `isMultiline` → TextArea, `isReadOnly` → ReadOnly) | TextEntry; `value` is the text |
/// | `hasCheckedState` (`isInMutuallyExclusiveGroup` → RadioButton) | Toggle, value "checked" / "not checked" / "partially checked" (`isChecked`, `isCheckStateMixed`) |
/// | `hasToggledState` | Toggle, value "checked" / "not checked" (`isToggled`) |
/// | `isSlider`, `increase`/`decrease` | Adjustable |
/// | `isImage` | Image |
/// | `isSelected` | Selected |
/// | `hasEnabledState` without `isEnabled` | NotEnabled |
/// | `isKeyboardKey` | KeyboardKey |
/// | `hasExpandedState` | value "expanded" / "collapsed" (`isExpanded`) when no value is set |
/// | `isLiveRegion` | live region |
/// | `role: …` (`SemanticsRole`) | `tab` TabButton, `tabBar` TabBar, `menuItem` MenuItem (`menuItemCheckbox` and Toggle, `menuItemRadio` and RadioButton), `comboBox` PopupButton, `spinButton` Adjustable, `dragHandle` Draggable, `alert` Alert and live region, `status` live region, `dialog` modal, `alertDialog` modal and Alert, `cell` and `columnHeader` cell, `progressBar` and `loadingSpinner` UpdatesFrequently |
/// | `scrollUp`/`Down`/`Left`/`Right`, `hasImplicitScrolling` | Scrollable (clips and scrolls its children) |
/// | `platformViewId` | a platform view (a WebView, a map): its content is not in the tree |
/// | `HIDDEN`, `invisible` | not visible |
/// | `identifier: "…"` | identifier |
/// | `customActions:` | custom actions |
///
/// Flags and properties the dump prints that change nothing a rule reads: `isFocused`, `hasSelectedState`,
/// `hasRequiredState`/`isRequired`, `namesRoute`, `inputType`, `validationResult`, `maxValueLength`, the scroll
/// positions, `sortKey`, `indexInParent`, `locale`, `increasedValue`/`decreasedValue`, `tags`.
///
/// Label: `label`, else `tooltip` (both are spoken); hint: `hint`. Type: the role the flags give, else the
/// `role:` (`Tab`, `TabBar`, `Alert`), else `Text` or `Node`. A merge boundary (`merge boundary ⛔️`) reads as
/// a screen reader gets it: its label and its merged-up descendants' joined by line breaks, the first value,
/// and their flags and actions together; a merged-up node (`merged up ⬆️`) is no element of its own (no traits,
/// never a stop). A node is a screen-reader stop as Flutter's Android bridge decides focusability: not a route
/// scope, and `isFocusable`, or an action other than scrolling and focus bookkeeping, a state flag, or a label,
/// value, hint or tooltip. Children are read in their order on screen (`ElementRoles.positionOrdered`): the
/// dump does not say whether it is in traversal or hit-test order.
enum FlutterVocabulary {
    /// Actions that do not make a node one to act on.
    static let passiveActions: Set<String> = [
        "scrollUp", "scrollDown", "scrollLeft", "scrollRight", "scrollToOffset", "showOnScreen",
        "didGainAccessibilityFocus", "didLoseAccessibilityFocus", "focus",
    ]
    /// Flags that make a node focusable for a screen reader (the bridge's `FOCUSABLE_FLAGS`).
    static let focusableFlags: Set<String> = [
        "hasCheckedState", "isChecked", "isSelected", "isTextField", "isFocused", "hasEnabledState", "isEnabled",
        "isInMutuallyExclusiveGroup", "hasToggledState", "isToggled", "isFocusable", "isSlider",
    ]

    static func element(_ node: FlutterNode, merged: [FlutterNode], frame: Frame) -> Element {
        var flags = node.flags, actions = node.actions
        for inner in merged {
            flags.formUnion(inner.flags)
            actions.formUnion(inner.actions)
        }
        let labels = ([node] + merged).compactMap { $0.text("label") }
        let hints = ([node] + merged).compactMap { $0.text("hint") }
        let label = labels.isEmpty ? ([node] + merged).lazy.compactMap { $0.text("tooltip") }.first : labels.joined(separator: "\n")
        var value = ([node] + merged).lazy.compactMap { $0.text("value") }.first
        let acting = !actions.subtracting(passiveActions).isEmpty
        let scrolls = actions.contains { $0.hasPrefix("scroll") && $0 != "scrollToOffset" } || flags.contains("hasImplicitScrolling")

        var traits: Traits = []
        let checkable = flags.contains("hasCheckedState"), radio = flags.contains("isInMutuallyExclusiveGroup")
        if flags.contains("isButton") { traits.insert(.button) }
        if flags.contains("isLink") { traits.insert(.link) }
        if flags.contains("isTextField") {
            traits.insert(.textEntry)
            if flags.contains("isObscured") { traits.insert(.secureTextField) }
        }
        if checkable { traits.insert(radio ? .radioButton : .toggle) }
        if flags.contains("hasToggledState") { traits.insert(.toggle) }
        if flags.contains("isSlider") || actions.contains("increase") || actions.contains("decrease") { traits.insert(.adjustable) }
        if flags.contains("isImage") { traits.insert(.image) }
        if flags.contains("isKeyboardKey") { traits.insert(.keyboardKey) }
        let role = node.properties["role"]
        traits.formUnion(Self.roleTraits[role ?? ""] ?? [])
        if actions.contains("tap") && traits.isDisjoint(with: [.button, .link, .textEntry, .toggle, .radioButton, .adjustable, .keyboardKey,
                                                              .tabButton, .menuItem, .popupButton]) {
            traits.insert(.button)
        }
        let headingLevel = ([node] + merged).lazy.compactMap { $0.headingLevel }.first
        if flags.contains("isHeader") || headingLevel != nil { traits.insert(.header) }
        if flags.contains("isTextField") {
            if flags.contains("isMultiline") { traits.insert(.textArea) }
            if flags.contains("isReadOnly") { traits.insert(.readOnly) }
        }

        if flags.contains("isSelected") || (radio && flags.contains("isChecked")) { traits.insert(.selected) }
        let enabled = !(flags.contains("hasEnabledState") && !flags.contains("isEnabled"))
        if !enabled { traits.insert(.notEnabled) }
        if scrolls { traits.insert(.scrollable) }
        if traits.isEmpty && label != nil && !acting { traits.insert(.staticText) }
        if checkable && !radio && value == nil {
            value = flags.contains("isChecked") ? "checked" : flags.contains("isCheckStateMixed") ? "partially checked" : "not checked"
        }
        if flags.contains("hasToggledState") && value == nil { value = flags.contains("isToggled") ? "checked" : "not checked" }
        if flags.contains("hasExpandedState") && value == nil { value = flags.contains("isExpanded") ? "expanded" : "collapsed" }

        let platformView = node.properties["platformViewId"] != nil
        var type = platformView ? "PlatformView"
            : flags.contains("isTextField") ? "TextField"
            : flags.contains("isSlider") ? "Slider"
            : flags.contains("hasToggledState") ? "Switch"
            : checkable ? (radio ? "Radio" : "Checkbox")
            : flags.contains("isButton") ? "Button"
            : flags.contains("isLink") ? "Link"
            : flags.contains("isImage") ? "Image"
            : label != nil && !acting ? "Text" : "Node"
        if type == "Node", let role = node.properties["role"], let first = role.first, first.isLetter {
            type = first.uppercased() + role.dropFirst()   // `role: tab` → Tab
        }
        if node.mergedUp {
            // Part of its merge boundary: a screen reader never reaches it alone.
            traits = label != nil ? .staticText : []
            if type != "Text" && type != "Image" { type = "Node" }
        }
        var element = Element(label: node.mergedUp ? node.text("label") : label, value: node.mergedUp ? node.text("value") : value,
                              identifier: node.text("identifier"), type: type, hint: node.mergedUp ? nil : hints.isEmpty ? nil : hints.joined(separator: "\n"),
                              derivedTraits: traits, frame: frame, enabled: enabled,
                              customActions: customActions(node.properties["customActions"]), location: node.location)
        element.roles.insert(.positionOrdered)
        if !node.mergedUp {
            element.headingLevel = headingLevel
            if flags.contains("isLiveRegion") || role == "alert" || role == "status" { element.roles.insert(.liveRegion) }
            if role == "dialog" || role == "alertDialog" { element.roles.insert(.modal) }
            if role == "cell" || role == "columnHeader" { element.roles.insert(.cell) }
        }
        if scrolls { element.roles.formUnion([.clipsContent, .scrolls]) }
        if platformView { element.roles.insert(.webView) }
        let hiddenNode = node.hidden || node.invisible
        if hiddenNode { element.visible = false }
        let speaks = label != nil || value != nil || !hints.isEmpty
        let focusable = !flags.contains("scopesRoute") && (flags.contains("isFocusable") || acting
            || !flags.isDisjoint(with: focusableFlags) || speaks || node.mergeBoundary)
        element.accessible = !node.mergedUp && !hiddenNode && focusable && !frame.isEmpty
        return element
    }

    /// The traits a `role:` (a `SemanticsRole`) gives where the model has one.
    static let roleTraits: [String: Traits] = [
        "tab": .tabButton, "tabBar": .tabBar, "menuItem": .menuItem, "menuItemCheckbox": [.menuItem, .toggle],
        "menuItemRadio": [.menuItem, .radioButton], "comboBox": .popupButton, "spinButton": .adjustable,
        "dragHandle": .draggable, "alert": .alert, "alertDialog": .alert, "progressBar": .updatesFrequently,
        "loadingSpinner": .updatesFrequently,
    ]

    /// The labels of `customActions: Archive, Delete`.
    static func customActions(_ text: String?) -> [String] {
        guard let text else { return [] }
        return text.split(separator: ",").map { String($0.trimmedSpaces) }.filter { !$0.isEmpty }
    }
}
