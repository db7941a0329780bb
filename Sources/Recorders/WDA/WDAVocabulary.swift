import SupportXML
import TreeModel

/// WebDriverAgent's vocabulary (Appium XCUITest page source and `mobile: source` JSON) mapped to
/// platform-neutral traits and roles, and the undoing of the values WebDriverAgent synthesises.
///
/// | recorded | read as |
/// |---|---|
/// | type `XCUIElementTypeButton` (or `Button` in JSON) | the type without its prefix: `Button`; traits as idb's types (`IDBVocabulary`) |
/// | `TextView` | text entry, text area |
/// | `Icon`, `ToolbarButton`, `MenuBarItem` | button |
/// | `PickerWheel`, `DatePicker` | adjustable |
/// | `Keyboard`, `StatusBar`, `ScrollView`, `Picker`, `SegmentedControl`, `Map` | containers |
/// | `traits="Header, StaticText"` (WebDriverAgent ≥ 9.12) | recorded traits, compared as a set |
/// | `name` | the identifier only where it differs from `label` (WebDriverAgent writes the label when no identifier is set) |
/// | `value` of a StaticText equal to its label | synthesised: no value |
/// | `value="1"` of a Button | synthesised from its selected state: trait Selected, no value |
/// | `value` of a Switch, Toggle or CheckBox | the real state ("0" / "1"), kept |
/// | `value` of a text input equal to its `placeholderValue` | synthesised: the placeholder, no value |
public enum WDAVocabulary {
    /// `Button` for `XCUIElementTypeButton`.
    public static func shortType(_ type: String) -> String {
        type.hasPrefix("XCUIElementType") ? String(type.dropFirst(15)) : type
    }

    /// ``shortType(_:)`` of the bytes `start..<end` (an attribute value without references, or an element
    /// name): the prefix is dropped by its bytes when the byte after it is ASCII, where a Character starts
    /// for sure; otherwise the String is made and compared as ``shortType(_:)`` does.
    static func shortType(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String {
        let prefix = 15
        if end - start >= prefix, XMLBytes.equals(bytes, start, start + prefix, "XCUIElementType"),
           end == start + prefix || bytes[start + prefix] < 0x80 {
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[(start + prefix) ..< end]), as: UTF8.self)
        }
        return shortType(String(decoding: UnsafeBufferPointer(rebasing: bytes[start ..< end]), as: UTF8.self))
    }

    /// Types that only group other elements, beyond idb's.
    static let extraContainers: Set<String> = [
        "Keyboard", "StatusBar", "ScrollView", "Picker", "SegmentedControl", "Map", "Alert", "Dialog", "Popover",
        "Any", "RadioGroup", "TableRow", "Browser", "Outline", "OutlineRow", "Menu", "MenuBar", "Drawer",
    ]

    static let textInputs: Set<String> = ["TextField", "SecureTextField", "SearchField", "TextView"]

    /// The traits derived from a short type, and whether it only groups others.
    public static func roles(type: String, enabled: Bool) -> (traits: Traits, isContainer: Bool, roles: ElementRoles) {
        var result = IDBVocabulary.roles(type: type, role: nil, subrole: nil, enabled: enabled)
        switch type {
        case "TextView": result.traits.formUnion([.textEntry, .textArea])
        case "Icon", "ToolbarButton", "MenuBarItem": result.traits.insert(.button)
        case "PickerWheel", "DatePicker": result.traits.insert(.adjustable)
        default:
            if extraContainers.contains(type) {
                result.isContainer = true
                result.roles.insert(.clipsContent)
                if type == "ScrollView" || type == "Outline" { result.roles.insert(.scrolls) }
            }
        }
        // VoiceOver reaches only what an alert or action sheet holds while it is shown (its view is modal).
        if type == "Alert" || type == "Sheet" { result.roles.insert(.modal) }
        return result
    }

    /// Whether the type is a text input, whose `value` may be WebDriverAgent's copy of the placeholder.
    public static func isTextInput(_ type: String) -> Bool { textInputs.contains(type) }

    /// WebDriverAgent's `traits` attribute: names joined with ", " in no stable order; "" is a recorded empty set.
    public static func traits(_ text: String) -> Traits {
        var traits: Traits = []
        for part in text.split(separator: ",") {
            let name = part.trimmingCharacters()
            if name == "ToggleButton" { traits.insert(.toggle); continue }
            if let trait = Traits(name: name) { traits.insert(trait) }
        }
        return traits
    }

    /// The element's identifier, value, placeholder and extra traits once WebDriverAgent's synthesis is undone.
    public struct Reading: Sendable {
        public var identifier: String?
        public var value: String?
        public var placeholder: String?
        public var extraTraits: Traits = []
    }

    /// Undoes WebDriverAgent's synthesis for one element (`type` short: `Button`).
    public static func reading(type: String, name: String?, label: String?, value: String?, placeholder: String?) -> Reading {
        reading(kind: ReadingKind(type), name: name, label: label, value: value, placeholder: placeholder)
    }

    /// What a short type says about the values WebDriverAgent synthesises.
    enum ReadingKind: Sendable {
        case staticText, button, textInput, other

        init(_ type: String) {
            switch type {
            case "StaticText": self = .staticText
            case "Button": self = .button
            default: self = WDAVocabulary.isTextInput(type) ? .textInput : .other
            }
        }
    }

    /// ``reading(type:name:label:value:placeholder:)`` with the type already looked at.
    static func reading(kind: ReadingKind, name: String?, label: String?, value: String?, placeholder: String?) -> Reading {
        var reading = Reading()
        reading.identifier = name == label ? nil : name
        reading.placeholder = placeholder
        reading.value = value
        switch kind {
        case .staticText:
            if value == label { reading.value = nil }
        case .button:
            if value == "1" {
                reading.value = nil
                reading.extraTraits.insert(.selected)
            }
        case .textInput:
            if let value, value == placeholder { reading.value = nil }
        case .other:
            break
        }
        return reading
    }
}

extension Substring {
    func trimmingCharacters() -> String {
        var slice = self[...]
        while let first = slice.first, first == " " { slice = slice.dropFirst() }
        while let last = slice.last, last == " " { slice = slice.dropLast() }
        return String(slice)
    }
}
