import Support
import TreeModel

/// Maps Android views to platform-neutral elements: classes and flags to traits and containers, the
/// texts to label, value and placeholder; which views TalkBack focuses is `TalkBackFocus`'s.
///
/// | Android | model |
/// |---|---|
/// | any clickable or long-clickable view (`Button`, `ImageButton`, a Compose `View`), a disabled `Button` | Button |
/// | `CheckBox`, `Switch`, `ToggleButton`, any `checkable` view | Toggle |
/// | `RadioButton` | RadioButton |
/// | `EditText`, `AutoCompleteTextView`, DroidBot `editable` | TextEntry (`password` → SecureTextField) |
/// | `SeekBar`, `RatingBar` | Adjustable |
/// | `ImageView` | Image |
/// | `TextView` | StaticText |
/// | `heading="true"` (UiAutomator2) | Header |
/// | `RecyclerView`, `ListView`, `ScrollView`, `scrollable="true"` | Scrollable container (at rest, cutting none of its content, when such a class is recorded `scrollable="false"`) |
/// | `ViewGroup`, `*Layout`, Compose `View` with children and no text | container |
///
/// Label: `content-desc`, else `text` (not for text fields, whose text is a value or, when it is the
/// hint, a placeholder); the text of descendants for an actionable view without one is added by
/// `AndroidTree` (how TalkBack speaks it).
enum AndroidVocabulary {
    /// The short class name: `android.widget.Button` → `Button`; `View` when absent.
    static func shortName(_ className: String?) -> String {
        guard let className, !className.isEmpty else { return "View" }
        guard let dot = className.lastIndex(ofASCII: ".") else { return className }
        let short = className[className.index(after: dot)...]
        return short.isEmpty ? className : String(short)
    }

    /// Actionable for accessibility: clickable, long-clickable, checkable, or flagged NAF (the dumper writes it
    /// only on clickable nodes).
    static func isActionable(_ node: AndroidNode) -> Bool {
        node.clickable || node.longClickable || node.checkable || node.notAccessibilityFriendly
    }

    /// Traits from the class and the flags.
    static func traits(_ kind: AndroidClass, _ node: AndroidNode) -> Traits {
        var traits: Traits = []
        if node.editable || kind.isTextField {
            traits.insert(.textEntry)
            if node.password { traits.insert(.secureTextField) }
        } else if kind.isRadioButton {
            traits.insert(.radioButton)
        } else if node.checkable || kind.isToggle {
            traits.insert(.toggle)
        } else if kind.isAdjustable {
            traits.insert(.adjustable)
        } else if isActionable(node) || (kind.isButton && (!node.enabled || (node.focusable && !kind.isImage))) {
            // A Button class that nobody can click (a toolbar's decorative icon) is no control; a disabled one
            // still is, and so is a focusable text button, which TalkBack stops on and announces as a button (a
            // Flutter button whose tap is blocked while a form is sent). A focusable image button that nobody can
            // click stays an image (inside a clickable bar, the bar's icon).
            traits.insert(.button)
        }
        if kind.isImage { traits.insert(.image) }
        if kind.isTextView && traits.isEmpty { traits.insert(.staticText) }
        if node.selected || (node.checked && traits.contains(.radioButton)) { traits.insert(.selected) }
        if !node.enabled { traits.insert(.notEnabled) }
        if node.heading == true { traits.insert(.header) }
        if node.scrollable || kind.isScrolling { traits.insert(.scrollable) }
        return traits
    }

    /// The element for a node, before its children are known (see `AndroidTree.finish` for containers,
    /// stops and labels taken from descendants).
    static func element(_ node: AndroidNode, location: SourceLocation) -> Element {
        element(node, kind: AndroidClass(node.className), location: location)
    }

    /// ``element(_:location:)`` with the node's class already looked at (`kind.name` is `node.className`).
    static func element(_ node: AndroidNode, kind: AndroidClass, location: SourceLocation) -> Element {
        let short = kind.short
        let traits = traits(kind, node)
        let textField = traits.contains(.textEntry)
        let text = nonBlank(switchText(node, kind: kind))
        let description = nonBlank(node.contentDescription)
        let hint = nonBlank(node.hint)
        // The text of an empty field is its hint: UiAutomator2 says so (`showing-hint`), newer dumps record the
        // hint beside it. Without either, the text is read as the field's value.
        let textIsHint = textField && text != nil && (node.showingHint == true || (node.showingHint == nil && hint != nil && hint == text))
        var label = description
        var value: String?
        var placeholder: String?
        if textField {
            if textIsHint { placeholder = text } else { value = text; placeholder = hint }
        } else if label == nil {
            label = text
        } else if text != nil, text != label {
            value = text
        }
        if traits.contains(.toggle) || traits.contains(.radioButton) {
            value = node.checked ? "checked" : "not checked"
        }
        var element = Element(label: label, value: value, identifier: nonBlank(node.resourceID), type: short,
                              role: node.className, derivedTraits: traits, frame: node.bounds ?? .zero,
                              enabled: node.enabled, placeholder: placeholder, isContainer: false, location: location)
        if node.package == "com.android.systemui" { element.roles.insert(.systemOwned) }
        // A list or scroll view recorded as not scrollable has all its content in view: RecyclerView's, AbsListView's
        // and ScrollView's accessibility info say scrollable only while they can scroll one way or the other.
        if kind.isScrolling, node.scrollableRecorded, !node.scrollable { element.roles.insert(.atRest) }
        // A view that takes no touch of its own: not clickable, and not one that handles touches whatever its click
        // flag says (a seek bar's or rating bar's thumb, a text field, a scrolling view).
        if !node.clickable && !node.longClickable && !node.notAccessibilityFriendly && !kind.hasRange && !textField
            && !node.editable && !node.scrollable && !kind.isScrolling && !kind.isWebView {
            element.roles.insert(.passesTouches)
        }
        if node.longClickable && !node.clickable && !node.checkable && !node.notAccessibilityFriendly && !kind.hasRange
            && !textField && !node.editable {
            element.roles.insert(.longPressOnly)
        }
        if let package = node.package, isLauncher(package) { element.roles.insert(.launcher) }
        if kind.isWebView { element.roles.insert(.webView) }
        if kind.isComposeHost { element.roles.insert(.positionOrdered) }
        if kind.isDrawerLayout { element.roles.insert(.drawerLayout) }
        if kind.isTextInputLayout { element.roles.insert(.namesItsField) }
        // A description that repeats the text shown ("Images" on a category chip that shows "Images") names it by
        // that text all the same.
        if label != nil, description == nil || (!textField && description == text) { element.labelIsShownText = true }
        if description != nil, text == nil, !textField { element.roles.insert(.describedOnly) }
        return element
    }

    /// A home screen's package: AOSP's Launcher3 and the launchers phone makers ship (`com.android.launcher3`,
    /// `com.google.android.apps.nexuslauncher`, `com.sec.android.app.launcher`, `com.miui.home`, …), known by a
    /// part of the name that says launcher or home.
    static func isLauncher(_ package: String) -> Bool {
        // A part of the name holds "launcher" exactly when the name does (the word has no dot): scanned in place,
        // as this runs for every node of a dump.
        containsLauncher(package.utf8) || homePackages.contains(package)
    }

    static let launcherWord: [UInt8] = Array("launcher".utf8)

    /// True when `name` holds "launcher" in any case (ASCII letters only).
    static func containsLauncher(_ name: String.UTF8View) -> Bool {
        if let found = name.withContiguousStorageIfAvailable({ containsLauncher(bytes: $0) }) { return found }
        return Array(name).withUnsafeBufferPointer { containsLauncher(bytes: $0) }
    }

    /// "launcher" as a little-endian word, first letter in the lowest byte.
    static let launcherWordValue: UInt64 = 0x7265_6863_6E75_616C

    /// `containsLauncher` on bytes: the eight bytes at each offset in one load, `| 0x20` in every byte (which
    /// lower-cases an ASCII letter and makes no other byte one of the word's letters) against the word.
    static func containsLauncher(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress, bytes.count >= 8 else { return false }
        for start in 0 ... bytes.count - 8 {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self))
            if word | 0x2020_2020_2020_2020 == launcherWordValue { return true }
        }
        return false
    }

    /// Launchers whose package does not say so.
    static let homePackages: Set<String> = ["com.miui.home", "com.sonymobile.home"]

    /// What TalkBack's focus rule reads of the node (`TalkBackFocus`); `windowRoot`: the first view of a window.
    static func focusNode(_ node: AndroidNode, kind: AndroidClass, windowRoot: Bool) -> TalkBackFocus.Node {
        var focus = TalkBackFocus.Node()
        focus.frame = node.bounds
        focus.visible = node.visible && !(node.bounds?.isEmpty ?? false)
        let description = nonBlank(node.contentDescription) != nil
        let text = nonBlank(node.text) != nil || nonBlank(node.hint) != nil
        // A list's own click flag is its items' (AdapterView), not an action on the list.
        focus.clickable = (node.clickable || node.notAccessibilityFriendly) && !kind.isCollection
        focus.longClickable = node.longClickable && !kind.isCollection
        focus.webView = kind.isWebView
        focus.focusable = node.focusable
        focus.screenReaderFocusable = node.screenReaderFocusable == true
        focus.hasDescription = description
        focus.hasText = (description || text) && !kind.isCollection
        focus.hasState = node.checkable
        focus.hasRange = kind.hasRange
        focus.scrollsItems = !kind.isDropDown && (node.scrollable || kind.isScrolling)
        focus.windowRoot = windowRoot
        // Android's default importance (`View.isImportantForAccessibility` in AUTO mode): views that can be acted
        // on, have a description or text (text views make themselves important), lists and scroll views, ranges,
        // and headings. A layout or an image without a description is not; nor, since Compose 1.7, a Compose
        // semantics node with nothing TalkBack reads (`SemanticsNode.isImportantForAccessibility`).
        focus.importanceRecorded = node.important != nil
        // Views that a platform or library layout marks not important for accessibility, clickable as the dump
        // shows them (a dump records importance only from API 30 on, and not every dump carries it): TalkBack
        // never reaches them.
        if node.important == nil, isDeclaredNotImportant(node) {
            focus.important = false
            return focus
        }
        focus.estimatedImportant = focus.clickable || focus.longClickable || focus.focusable || node.checkable
            || focus.screenReaderFocusable || description || text || kind.isTextView || kind.isTextField
            || kind.isScrolling || node.scrollable || kind.hasRange || node.heading == true || node.editable
        focus.important = node.important ?? focus.estimatedImportant
        return focus
    }

    /// A view that its platform or library layout marks `importantForAccessibility="no"`, with nothing of its own
    /// to speak:
    /// - `touch_outside`, which Material's bottom sheet dialog lays under the sheet to close it when tapped around
    ///   it (`design_bottom_sheet_dialog.xml`; its id is kept in the app's package by resource merging);
    /// - `android:id/alternate_expand_target`, the strip at a notification's leading edge that also expands it
    ///   (the framework's `notification_template_material_base.xml` and the templates built on it).
    static func isDeclaredNotImportant(_ node: AndroidNode) -> Bool {
        guard let id = node.resourceID,
              id.hasSuffix(":id/touch_outside") || id == "android:id/alternate_expand_target" else { return false }
        return nonBlank(node.text) == nil && nonBlank(node.contentDescription) == nil
    }

    /// A switch's text without the "ON" or "OFF" that Android's `Switch` and `SwitchCompat` append to it in
    /// what they give accessibility services (their `textOn`/`textOff`, for the state they are in): a state,
    /// not a word of the app's label.
    static func switchText(_ node: AndroidNode, kind: AndroidClass) -> String? {
        guard let text = node.text, node.checkable, kind.short.hasSuffix("Switch") || kind.short == "SwitchCompat" else { return node.text }
        let state = node.checked ? "ON" : "OFF"
        if text == state { return nil }
        if text.hasSuffix(" " + state) { return String(text.dropLast(state.count + 1)) }
        return text
    }

    static func nonBlank(_ text: String?) -> String? {
        guard let text, !TextChecks.isBlank(text) else { return nil }
        return text
    }

    /// `[0,0][1080,2400]` → a frame in pixels; nil when it is not four integers in that shape.
    static func bounds(_ text: String) -> Frame? { bounds(bytes: text.utf8) }

    /// ``bounds(_:)`` of UTF-8 bytes (an attribute's value read in place, without making a String).
    static func bounds<Bytes: Sequence>(bytes: Bytes) -> Frame? where Bytes.Element == UInt8 {
        // Four numbers in fixed slots (no array to grow per node).
        var numbers: (Double, Double, Double, Double) = (0, 0, 0, 0)
        var found = 0
        var current: Int?
        var negative = false
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let digit = Int(byte - UInt8(ascii: "0"))
                guard (current ?? 0) < 100_000_000 else { return nil }
                current = (current ?? 0) * 10 + digit
            case UInt8(ascii: "-"):
                guard current == nil, !negative else { return nil }
                negative = true
            case UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: ","):
                if let value = current {
                    let number = Double(negative ? -value : value)
                    switch found {
                    case 0: numbers.0 = number
                    case 1: numbers.1 = number
                    case 2: numbers.2 = number
                    case 3: numbers.3 = number
                    default: return nil
                    }
                    found += 1
                } else if negative { return nil }
                current = nil
                negative = false
            case 0x20: continue
            default: return nil
            }
        }
        if current != nil { return nil }
        guard found == 4 else { return nil }
        // Inverted bounds are what Android reports for a view with no visible part: an empty frame.
        return Frame(x: numbers.0, y: numbers.1, width: max(0, numbers.2 - numbers.0), height: max(0, numbers.3 - numbers.1))
    }
}
