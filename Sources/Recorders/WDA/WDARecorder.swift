import SupportXML
import TreeModel

/// Reads Appium XCUITest page sources (`driver.getPageSource()`, an `<AppiumAUT>` wrapper) and raw
/// WebDriverAgent `/source` XML (a bare `<XCUIElementTypeApplication>` root) into a `Screen`.
///
/// Every element of WebDriverAgent's snapshot is in the file: containers, invisible windows, off-screen
/// cells. `accessible` (WebDriverAgent ≥ 3.8) says which elements VoiceOver stops on (`Element.accessible`);
/// `visible="false"` puts an element off screen (counted, not judged). Frames are whole points
/// (`CGRectIntegral`), so the screen says its frames are rounded. `traits` exists only from WebDriverAgent
/// 9.12: without it on any element the screen cannot say headers. Values WebDriverAgent synthesises are undone
/// by `WDAVocabulary`. Positions are the line and column of each element's start tag.
public struct WDARecorder: Recorder {
    public init() {}

    public let id = "wda"
    public let summary = "Appium XCUITest page source (`getPageSource`, <AppiumAUT>) or raw WebDriverAgent /source XML"
    public let fileExtensions = ["xml"]
    /// What the best WebDriverAgent page source can say; each screen narrows it to what its file holds.
    public let capabilities = RecorderCapabilities(
        evidence: [.traits, .headers, .placeholders, .identifiers, .unclippedFrames, .pointSizes], frameUnit: .points,
        roundedFrames: true)

    /// XML whose first element is `<AppiumAUT>` or `<XCUIElementType…>`, however far into the file it lies (the head
    /// starts past the declaration, comments and white space).
    public func recognises(_ head: RecordingHead) -> Bool {
        guard let element = head.firstElementName else { return false }
        return element == "AppiumAUT" || element.hasPrefix("XCUIElementType")
    }

    public func read(bytes: [UInt8], file: String) -> Screen {
        let tape: XMLTape
        do {
            tape = try XMLTape(bytes: bytes, keepsWhitespaceText: false)
        } catch {
            return .unreadable(file: file, error: ReadError(
                file: file, location: SourceLocation(line: error.location.line, column: error.location.column),
                message: error.message))
        }
        var reader = WDAXMLReader(tape: tape, file: file)
        return reader.screen(capabilities: capabilities)
    }
}

extension RecordingFormat {
    /// Appium XCUITest page source or raw WebDriverAgent `/source` XML.
    public static let appiumXCUITest = RecordingFormat(rawValue: "appium-xcuitest")
}

/// Turns one parsed page source into elements.
struct WDAXMLReader {
    let tape: XMLTape
    let file: String
    var cursor: LocationCursor
    var tree = TreeBuilder()
    var problems: [RecordingProblem] = []
    var sawTraits = false
    var sawPlaceholder = false
    var sawCustomActions = false
    var sawAccessible = false
    /// The types met so far, by the bytes of their names.
    var types = NameCache<WDAType>()
    /// Depth of open StatusBar elements: what lies inside one is a status-bar item.
    var statusBarDepth = 0

    init(tape: XMLTape, file: String) {
        self.tape = tape
        self.file = file
        self.cursor = tape.locationCursor
    }

    mutating func screen(capabilities: RecorderCapabilities) -> Screen {
        let root = tape.root
        var tops: [Int] = [root]
        if tape.name(root, equals: "AppiumAUT") {
            tops = tape.childElements(of: root)
        } else if !tape.name(root).hasPrefix("XCUIElementType") {
            return .unreadable(file: file, error: ReadError(
                file: file, location: location(root),
                message: "not an Appium XCUITest page source: the root element is '\(tape.name(root))', not AppiumAUT or XCUIElementType…"))
        }
        // Room for every element of the page source at once (the wrapper included), so the array never grows.
        tree = TreeBuilder(expectedCount: tape.nodes.withUnsafeBufferPointer { nodes in
            nodes.reduce(0) { $0 + ($1.kind == .element ? 1 : 0) }
        })
        for top in tops { read(top) }
        var elements = tree.takeElements()
        var screenCapabilities = capabilities
        if !sawAccessible {
            // Without `accessible`, the page source lists every image view of the snapshot, reached or not.
            screenCapabilities.listing.insert(.imagesNotReached)
            // Older WebDriverAgent does not say which elements are accessibility elements. A labelled cell is one
            // (UIKit speaks a row as a whole, and WebDriverAgent's own `accessible` says so of cells): what it holds,
            // a settings row's switch or chevron, is not reached on its own.
            for index in elements.indices where elements[index].type == "Cell" && elements[index].label != nil
                && elements[index].accessible == nil {
                elements[index].accessible = true
            }
        }
        if !sawTraits { screenCapabilities.evidence.remove(.headers) }
        if !sawPlaceholder { screenCapabilities.evidence.remove(.placeholders) }
        if sawCustomActions { screenCapabilities.evidence.insert(.customActions) }
        guard let first = elements.first else {
            return Screen(file: file, format: .appiumXCUITest, status: .empty, elements: [], bounds: .zero,
                          error: ReadError(file: file, location: location(root), message: "the page source holds no elements (an empty tree)"))
        }
        if first.frame.isEmpty && first.descendantCount == 0 {
            return Screen(file: file, format: .appiumXCUITest, status: .empty, elements: [], bounds: .zero,
                          error: ReadError(file: file, location: first.location,
                                           message: "the page source holds no tree: a single zero-size application"))
        }
        return Screen(file: file, format: .appiumXCUITest, status: .ok, elements: elements, bounds: first.frame,
                      problems: problems, capabilities: screenCapabilities)
    }

    func location(_ node: Int) -> SourceLocation {
        let place = tape.location(node)
        return SourceLocation(line: place.line, column: place.column)
    }

    mutating func read(_ node: Int) {
        let place = cursor.location(ofOffset: Int(tape.nodes[node].start))
        var recordedType: WDAType?, name: String?, label: String?, value: String?, placeholder: String?, traits: String?
        var enabled = true, visible: Bool?, accessible: Bool?
        var numbers: (x: Double?, y: Double?, width: Double?, height: Double?) = (nil, nil, nil, nil)
        var bad: [String] = []
        var customActions: [String] = []
        // Attributes are matched by their bytes in place: no string is made for a name, a boolean or a whole number.
        tape.readAttributes(of: node) { attribute in
            func number(_ key: String) -> Double? {
                // WebDriverAgent writes whole numbers (`CGRectIntegral`): read those from the bytes.
                if let whole = attribute.wholeNumber { return Double(whole) }
                let value = attribute.value
                if let parsed = Double(value), parsed.isFinite { return parsed }
                bad.append("'\(key)' is \"\(value)\", not a number")
                return nil
            }
            switch WDAAttribute(attribute.bytes, start: attribute.nameStart, length: attribute.nameLength) {
            case .type:
                recordedType = attribute.isPlain
                    ? types.value(attribute.bytes, attribute.valueStart, attribute.valueEnd, make: WDAType.init(bytes:_:_:))
                    : WDAType(short: WDAVocabulary.shortType(attribute.value))
            case .name: name = Self.nonBlank(attribute.value)
            case .label: label = Self.nonBlank(attribute.value)
            case .value: value = Self.nonBlank(attribute.value)
            case .enabled: enabled = attribute.boolean ?? true
            case .visible: visible = attribute.boolean
            case .accessible:
                sawAccessible = true
                accessible = attribute.boolean
            case .x: numbers.x = number("x")
            case .y: numbers.y = number("y")
            case .width: numbers.width = number("width")
            case .height: numbers.height = number("height")
            case .placeholderValue:
                sawPlaceholder = true
                placeholder = Self.nonBlank(attribute.value)
            case .traits:
                sawTraits = true
                traits = attribute.value
            case .customActions:
                sawCustomActions = true
                customActions = attribute.value.split(separator: ",").map { $0.trimmingCharacters() }.filter { !$0.isEmpty }
            case .other: break
            }
        }
        if recordedType == nil {
            let name = tape.nodes[node]
            recordedType = tape.bytes.withUnsafeBufferPointer {
                types.value($0, Int(name.start) + 1, Int(name.end), make: WDAType.init(bytes:_:_:))
            }
        }
        let type = recordedType ?? WDAType(short: "")
        let short = type.short
        let reading = WDAVocabulary.reading(kind: type.readingKind, name: name, label: label, value: value, placeholder: placeholder)
        var derived = type.roles(enabled: enabled)
        derived.traits.formUnion(reading.extraTraits)
        if statusBarDepth > 0 { derived.traits.insert(.statusBarElement) }
        var frame = Frame.zero
        if bad.isEmpty, let x = numbers.x, let y = numbers.y, let width = numbers.width, let height = numbers.height {
            frame = Frame(x: x, y: y, width: width, height: height)
        }
        let recorded = traits.map(WDAVocabulary.traits)
        if recorded?.contains(.notEnabled) == true { enabled = false }
        var element = Element(label: label, value: reading.value, identifier: reading.identifier, type: short,
                              recordedTraits: recorded, derivedTraits: derived.traits, frame: frame, enabled: enabled,
                              customActions: customActions, placeholder: reading.placeholder, isContainer: derived.isContainer, roles: derived.roles,
                              location: SourceLocation(line: place.line, column: place.column), accessible: accessible)
        element.visible = visible
        // VoiceOver never reaches an invisible element, whatever `accessible` says.
        if visible == false { element.accessible = false }
        let children = tape.childElements(of: node)
        let index: Int
        if children.isEmpty {
            index = tree.add(consume element)
        } else {
            index = tree.open(consume element)
            if type.isStatusBar { statusBarDepth += 1 }
            for child in children { read(child) }
            if type.isStatusBar { statusBarDepth -= 1 }
            tree.close()
        }
        if !bad.isEmpty {
            let name = label.map { "\(short) \"\($0)\"" } ?? "unlabelled \(short)"
            problems.append(RecordingProblem(
                file: file, location: SourceLocation(line: place.line, column: place.column),
                message: "\(name) has a frame that cannot be used (\(bad.joined(separator: "; "))), so it is not judged by the size, spacing and order rules",
                element: index))
        }
    }

    static func nonBlank(_ text: String) -> String? { TextChecks.isBlank(text) ? nil : text }
}

/// The attributes of a WebDriverAgent element the reader knows, recognised by length and first byte before one
/// full comparison.
private enum WDAAttribute {
    case type, name, label, value, enabled, visible, accessible, x, y, width, height, placeholderValue, traits
    case customActions, other

    init(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, length: Int) {
        let candidate: (WDAAttribute, StaticString)
        let first = bytes[start]
        switch length {
        case 1: candidate = first == UInt8(ascii: "x") ? (.x, "x") : (.y, "y")
        case 4: candidate = first == UInt8(ascii: "t") ? (.type, "type") : (.name, "name")
        case 5:
            switch first {
            case UInt8(ascii: "l"): candidate = (.label, "label")
            case UInt8(ascii: "v"): candidate = (.value, "value")
            default: candidate = (.width, "width")
            }
        case 6: candidate = first == UInt8(ascii: "h") ? (.height, "height") : (.traits, "traits")
        case 7: candidate = first == UInt8(ascii: "e") ? (.enabled, "enabled") : (.visible, "visible")
        case 10: candidate = (.accessible, "accessible")
        case 13: candidate = (.customActions, "customActions")
        case 16: candidate = (.placeholderValue, "placeholderValue")
        default: candidate = (.other, "")
        }
        self = candidate.0 != .other && XMLBytes.equals(bytes, start, start + length, candidate.1) ? candidate.0 : .other
    }
}
