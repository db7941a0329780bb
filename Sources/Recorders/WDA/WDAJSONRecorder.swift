import TreeModel

/// Reads WebDriverAgent's JSON tree (Appium `mobile: source` with `format: json`, WebDriverAgent
/// `/source?format=json`, also inside a WebDriver `{"value": …}` response) into a `Screen`.
///
/// Each node has `type` (short: `Button`), `label`, `name`, `value`, `rawIdentifier` (the exact
/// accessibilityIdentifier), `rect {x, y, width, height}` in whole points, `isEnabled`, `isVisible`,
/// `isAccessible` as "1"/"0", optional `traits` and `placeholderValue`, and `children`. The same rules apply
/// as to the XML page source (`WDARecorder`): synthetic values are undone, invisible elements are not judged,
/// frames are rounded, and headers are only judged when `traits` is recorded.
public struct WDAJSONRecorder: Recorder {
    public init() {}

    public let id = "wda-json"
    public let summary = "WebDriverAgent JSON tree (Appium `mobile: source` with format json)"
    public let fileExtensions = ["json"]
    public let capabilities = WDARecorder().capabilities

    /// JSON whose first bytes hold one of WebDriverAgent's own keys (`isEnabled`, `isVisible`,
    /// `isAccessible`, `rawIdentifier`), which no other recorder writes.
    public func recognises(_ head: RecordingHead) -> Bool {
        guard head.firstSignificantByte == UInt8(ascii: "{") else { return false }
        let text = String(decoding: head.bytes, as: UTF8.self)
        return text.contains("\"isEnabled\"") || text.contains("\"isVisible\"") || text.contains("\"isAccessible\"")
            || text.contains("\"rawIdentifier\"")
    }

    public func read(bytes: [UInt8], file: String) -> Screen {
        withJSON(bytes, file: file) { document in
            var reader = WDAJSONReader(document: document, file: file)
            return reader.screen(capabilities: capabilities)
        }
    }
}

extension RecordingFormat {
    /// WebDriverAgent's JSON tree (`mobile: source`, format json).
    public static let wdaJSON = RecordingFormat(rawValue: "wda-json")
}

struct WDAJSONReader {
    let document: JSONDocument
    let file: String
    var tree = TreeBuilder()
    var sawTraits = false
    var sawPlaceholder = false
    var statusBarDepth = 0

    mutating func screen(capabilities: RecorderCapabilities) -> Screen {
        var root = document.root
        if document.kind(root) == .object, let value = document.value(forKey: "value", inObject: root),
           document.kind(value) == .object, document.value(forKey: "type", inObject: value) != nil {
            root = value
        }
        guard document.kind(root) == .object, document.value(forKey: "type", inObject: root) != nil else {
            return .unreadable(file: file, error: ReadError(file: file, location: document.location(root),
                                                            message: "not a WebDriverAgent JSON tree: expected an element object with 'type'"))
        }
        read(root)
        let elements = tree.elements
        var screenCapabilities = capabilities
        if !sawTraits { screenCapabilities.evidence.remove(.headers) }
        if !sawPlaceholder { screenCapabilities.evidence.remove(.placeholders) }
        if elements[0].frame.isEmpty && elements[0].descendantCount == 0 {
            return Screen(file: file, format: .wdaJSON, status: .empty, elements: [], bounds: .zero,
                          error: ReadError(file: file, location: elements[0].location,
                                           message: "the tree holds no elements: a single zero-size application"))
        }
        return Screen(file: file, format: .wdaJSON, status: .ok, elements: elements, bounds: elements[0].frame,
                      capabilities: screenCapabilities)
    }

    func string(_ key: StaticString, _ node: Int) -> String? {
        guard let member = document.value(forKey: key, inObject: node) else { return nil }
        switch document.kind(member) {
        case .string:
            let text = document.string(member)
            return TextChecks.isBlank(text) ? nil : text
        case .number: return document.numberText(member)
        case .true: return "1"
        case .false: return "0"
        default: return nil
        }
    }

    func flag(_ key: StaticString, _ node: Int) -> Bool? {
        switch string(key, node) {
        case "1", "true": return true
        case "0", "false": return false
        default: return nil
        }
    }

    func number(_ key: StaticString, _ object: Int) -> Double? {
        document.value(forKey: key, inObject: object).flatMap { document.number($0) }
    }

    mutating func read(_ node: Int) {
        guard document.kind(node) == .object else { return }
        let short = WDAVocabulary.shortType(string("type", node) ?? "Other")
        let label = string("label", node)
        let placeholder = string("placeholderValue", node)
        if document.value(forKey: "placeholderValue", inObject: node) != nil { sawPlaceholder = true }
        var reading = WDAVocabulary.reading(type: short, name: string("name", node), label: label,
                                            value: string("value", node), placeholder: placeholder)
        if document.value(forKey: "rawIdentifier", inObject: node) != nil { reading.identifier = string("rawIdentifier", node) }
        let enabled = flag("isEnabled", node) ?? true
        var recorded: Traits?
        if let traits = document.value(forKey: "traits", inObject: node) {
            sawTraits = true
            if document.kind(traits) == .array {
                recorded = WDAVocabulary.traits(document.elements(ofArray: traits).compactMap { document.stringValue($0) }.joined(separator: ","))
            } else {
                recorded = WDAVocabulary.traits(document.stringValue(traits) ?? "")
            }
        }
        var derived = WDAVocabulary.roles(type: short, enabled: enabled && recorded?.contains(.notEnabled) != true)
        derived.traits.formUnion(reading.extraTraits)
        if statusBarDepth > 0 { derived.traits.insert(.statusBarElement) }
        var frame = Frame.zero
        if let rect = document.value(forKey: "rect", inObject: node), document.kind(rect) == .object,
           let x = number("x", rect), let y = number("y", rect), let width = number("width", rect), let height = number("height", rect) {
            frame = Frame(x: x, y: y, width: width, height: height)
        }
        let visible = flag("isVisible", node)
        var element = Element(label: label, value: reading.value, identifier: reading.identifier, type: short,
                              recordedTraits: recorded, derivedTraits: derived.traits, frame: frame,
                              enabled: enabled && recorded?.contains(.notEnabled) != true, placeholder: reading.placeholder,
                              isContainer: derived.isContainer, roles: derived.roles, location: document.location(node),
                              accessible: visible == false ? false : flag("isAccessible", node))
        element.visible = visible
        let children = document.value(forKey: "children", inObject: node).flatMap { document.kind($0) == .array ? document.elements(ofArray: $0) : nil } ?? []
        if children.isEmpty {
            tree.add(element)
            return
        }
        tree.open(element)
        if short == "StatusBar" { statusBarDepth += 1 }
        for child in children { read(child) }
        if short == "StatusBar" { statusBarDepth -= 1 }
        tree.close()
    }
}
