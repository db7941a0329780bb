import SupportXML
import TreeModel

/// Reads Android `uiautomator dump` files (`<hierarchy>` with `<node>` elements) and Appium UiAutomator2 page
/// sources (`<hierarchy class="hierarchy">` with elements named after their class) into a `Screen`.
///
/// Positions are the line and column of each element's start tag. Frames are the recorded pixel bounds
/// (clipped to the display and, in UiAutomator2, to the window and the scrolling container): the screen
/// says so (`frameUnit` pixels, no unclipped frames), and the size rules run only once the density is known
/// (`Screen.convertPixels(density:)`). Headers are recorded only by UiAutomator2 7.2 and later (`heading`);
/// a file without any `heading` attribute cannot say which elements are headers.
public struct UIAutomatorRecorder: Recorder {
    public init() {}

    public let id = "uiautomator"
    public let summary = "Android `uiautomator dump` or Appium UiAutomator2 page source (XML `<hierarchy>`)"
    public let fileExtensions = ["xml"]
    /// What the richest file can say; each screen declares what its own file says.
    public let capabilities = RecorderCapabilities(evidence: [.traits, .identifiers, .headers, .placeholders, .toggleStates], frameUnit: .pixels,
                                                   listing: .windowsAtTop)

    /// XML whose root element is `<hierarchy`, however far into the file it lies (the head starts past the
    /// declaration, comments and white space).
    public func recognises(_ head: RecordingHead) -> Bool {
        head.firstElementName == "hierarchy"
    }

    static func contains(_ bytes: ArraySlice<UInt8>, _ needle: StaticString) -> Bool {
        let pattern = Array(UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount))
        guard bytes.count >= pattern.count else { return false }
        var index = bytes.startIndex
        while index + pattern.count <= bytes.endIndex {
            if bytes[index] == pattern[0], bytes[index..<index + pattern.count].elementsEqual(pattern) { return true }
            index += 1
        }
        return false
    }

    public func read(bytes: [UInt8], file: String) -> Screen {
        // `uiautomator dump /dev/tty` prints its closing line after the XML (`UIAutomatorTrailer`): read as white
        // space, and said on the screen.
        let trailer = UIAutomatorTrailer.start(in: bytes)
        let tape: XMLTape
        do {
            tape = try XMLTape(bytes: trailer.map { PassedOverText.blanked(bytes, $0..<bytes.endIndex) } ?? bytes, keepsWhitespaceText: false)
        } catch {
            return .unreadable(file: file, error: ReadError(
                file: file, location: SourceLocation(line: error.location.line, column: error.location.column), message: error.message))
        }
        var reader = UIAutomatorReader(tape: tape, file: file)
        var screen = reader.screen()
        if let trailer, screen.status != .unreadable {
            let location = tape.location(ofOffset: trailer)
            screen.problems.append(RecordingProblem(file: file, location: location, message:
                "the dump ends with uiautomator's own line after the XML ('UI hierchary dumped to: …'), as `uiautomator dump /dev/tty` prints it; it was read past", element: 0))
        }
        return screen
    }
}

extension RecordingFormat {
    /// `adb shell uiautomator dump`: `<hierarchy rotation="0">` with `<node>` elements.
    public static let uiautomator = RecordingFormat(rawValue: "uiautomator")
    /// Appium UiAutomator2 page source: `<hierarchy class="hierarchy">` with class-named elements.
    public static let uiautomator2 = RecordingFormat(rawValue: "uiautomator2")
}

/// Walks one parsed hierarchy, without recursion.
private struct UIAutomatorReader {
    let tape: XMLTape
    let file: String
    var cursor: LocationCursor
    var tree = TreeBuilder()
    /// What TalkBack's focus rule reads of each element (`TalkBackFocus`).
    var focusNodes: [TalkBackFocus.Node] = []
    var sawHeading = false
    var sawHint = false
    /// Each element's `drawing-order` (0 where it has none), and whether any node had one.
    var drawingOrders: [Int32] = []
    var sawDrawingOrder = false
    var problems: [(element: Int, location: SourceLocation, bounds: String)] = []
    /// The classes met so far, by the bytes of their names.
    var classes = NameCache<AndroidClass>()

    init(tape: XMLTape, file: String) {
        self.tape = tape
        self.file = file
        self.cursor = tape.locationCursor
    }

    mutating func location(_ node: Int) -> SourceLocation {
        let place = cursor.location(ofOffset: Int(tape.nodes[node].start))
        return SourceLocation(line: place.line, column: place.column)
    }

    mutating func screen() -> Screen {
        let root = tape.root
        let rootLocation = location(root)
        guard tape.name(root, equals: "hierarchy") else {
            return .unreadable(file: file, error: ReadError(file: file, location: rootLocation, message:
                "not a uiautomator or UiAutomator2 hierarchy: the root element is <\(tape.name(root))>, not <hierarchy>"))
        }
        let format: RecordingFormat = tape.attribute("class", of: root) != nil ? .uiautomator2 : .uiautomator
        var hierarchy = Element(type: "hierarchy", role: "hierarchy", isContainer: true, location: rootLocation)
        hierarchy.accessible = false
        tree = TreeBuilder(expectedCount: tape.nodes.count / 16 + 1)
        tree.open(hierarchy)
        focusNodes.append(TalkBackFocus.Node(visible: true, important: false))
        drawingOrders.append(0)
        var ends: [Int] = [tape.next(root)]
        var node = tape.firstContent(of: root)
        while let end = ends.last {
            if node >= end {
                tree.close()
                ends.removeLast()
                continue
            }
            guard tape.kind(node) == .element else {
                node = tape.next(node)
                continue
            }
            // A node right below `<hierarchy>` is the first view of a window.
            let (element, focus, drawingOrder) = read(node, windowRoot: ends.count == 1)
            focusNodes.append(focus)
            drawingOrders.append(drawingOrder)
            let next = tape.next(node)
            let first = tape.firstContent(of: node)
            if first < next && hasChildElement(from: first, to: next) {
                tree.open(consume element)
                ends.append(next)
                node = first
            } else {
                tree.add(consume element)
                node = next
            }
        }
        var elements = tree.takeElements()
        guard elements.count > 1 else {
            return Screen(file: file, format: format, status: .empty, elements: [], bounds: .zero,
                          error: ReadError(file: file, location: rootLocation, message: "the capture holds no elements (an empty hierarchy)"))
        }
        AndroidTree.finish(&elements, nodes: focusNodes)
        let bounds = AndroidTree.bounds(elements)
        elements[0].frame = bounds
        // Every node carries `checkable` and `checked`: the state of a toggle is always recorded.
        var evidence: RecorderCapabilities.Evidence = [.traits, .identifiers, .toggleStates]
        if sawHeading { evidence.insert(.headers) }
        if sawHint { evidence.insert(.placeholders) }
        var screen = Screen(file: file, format: format, status: .ok, elements: elements, bounds: bounds,
                            capabilities: RecorderCapabilities(evidence: evidence, frameUnit: .pixels, listing: .windowsAtTop))
        screen.platform = .android
        if sawDrawingOrder { screen.drawingOrders = drawingOrders }
        // UiAutomator2 names the display's size on `<hierarchy>`: the space the absolute bounds are laid on.
        if let width = tape.value(of: "width", in: root).flatMap(Double.init), let height = tape.value(of: "height", in: root).flatMap(Double.init),
           width > 0, height > 0, width.isFinite, height.isFinite {
            screen.display = Frame(x: 0, y: 0, width: width, height: height)
        }
        screen.television = AndroidDisplay.isTelevision(rotation: tape.value(of: "rotation", in: root).flatMap { Int($0) },
                                                        size: screen.display ?? bounds)
        screen.problems = problems.map { problem in
            RecordingProblem.unusableFrame(file: file, location: problem.location, element: problem.element, in: screen,
                                           what: "bounds \"\(problem.bounds)\"", expected: "[left,top][right,bottom]")
        }
        return screen
    }

    func hasChildElement(from first: Int, to end: Int) -> Bool {
        var child = first
        while child < end {
            if tape.kind(child) == .element { return true }
            child = tape.next(child)
        }
        return false
    }

    /// The element, what TalkBack's focus rule reads of it, and its place in its parent's drawing order (0 when
    /// not recorded).
    mutating func read(_ element: Int, windowRoot: Bool) -> (Element, TalkBackFocus.Node, Int32) {
        var node = AndroidNode()
        var drawingOrder: Int32 = 0
        var kind: AndroidClass?
        var boundsText: String?
        var boundsFrame: Frame?
        var boundsAt: Int?
        // Attributes are matched by their bytes in place: no string is made for a name or a boolean.
        tape.readAttributes(of: element) { attribute in
            func flag() -> Bool { attribute.value(is: "true") }
            switch AttributeKey(attribute.bytes, start: attribute.nameStart, length: attribute.nameLength) {
            case .className:
                if let plain = attribute.plainValue {
                    kind = classes.value(plain, 0, plain.count, make: AndroidClass.init(bytes:_:_:))
                    node.className = kind?.name
                } else {
                    node.className = attribute.value
                }
            case .text: node.text = attribute.value
            case .contentDescription: node.contentDescription = attribute.value
            case .resourceID: node.resourceID = attribute.value
            case .bounds:
                boundsAt = attribute.node
                // Read in place; the text is made only for a value that is not bounds, to quote it.
                if let plain = attribute.plainValue, let frame = AndroidVocabulary.bounds(bytes: plain) {
                    boundsFrame = frame
                } else {
                    boundsText = attribute.value
                }
            case .clickable: node.clickable = flag()
            case .longClickable: node.longClickable = flag()
            case .checkable: node.checkable = flag()
            case .checked: node.checked = flag()
            case .enabled: node.enabled = !attribute.value(is: "false")
            case .focusable: node.focusable = flag()
            case .scrollable:
                node.scrollable = flag()
                node.scrollableRecorded = true
            case .selected: node.selected = flag()
            case .password: node.password = flag()
            case .notAccessibilityFriendly: node.notAccessibilityFriendly = flag()
            case .hint:
                node.hint = attribute.value
                sawHint = true
            case .showingHint:
                node.showingHint = flag()
                sawHint = true
            case .heading:
                node.heading = flag()
                sawHeading = true
            case .important: node.important = flag()
            case .screenReaderFocusable: node.screenReaderFocusable = flag()
            case .displayed: node.visible = !attribute.value(is: "false")
            case .package: node.package = attribute.value
            case .drawingOrder:
                // A small whole number (`AccessibilityNodeInfo.getDrawingOrder`); anything else is left at 0.
                if let order = attribute.plainValue.flatMap(Self.smallInteger) {
                    drawingOrder = order
                    sawDrawingOrder = true
                }
            case .other: break
            }
        }
        if node.className == nil, !tape.name(element, equals: "node") {
            let name = tape.nodes[element]
            kind = tape.bytes.withUnsafeBufferPointer { classes.value($0, Int(name.start) + 1, Int(name.end), make: AndroidClass.init(bytes:_:_:)) }
            node.className = kind?.name
        }
        let index = tree.count
        let place = location(element)
        if let boundsFrame {
            node.bounds = boundsFrame
        } else if let boundsText {
            node.bounds = AndroidVocabulary.bounds(boundsText)
            if node.bounds == nil, let boundsAt {
                let at = cursor.location(ofOffset: Int(tape.nodes[boundsAt].start))
                problems.append((index, SourceLocation(line: at.line, column: at.column), boundsText))
            }
        }
        let nodeKind = kind ?? AndroidClass(node.className)
        let result = AndroidVocabulary.element(node, kind: nodeKind, location: place)
        return (result, AndroidVocabulary.focusNode(node, kind: nodeKind, windowRoot: windowRoot), drawingOrder)
    }

    /// The value of `bytes` as a whole number of at most 9 decimal digits, or nil.
    static func smallInteger(_ bytes: UnsafeBufferPointer<UInt8>) -> Int32? {
        guard !bytes.isEmpty, bytes.count <= 9 else { return nil }
        var value: Int32 = 0
        for byte in bytes {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int32(byte - UInt8(ascii: "0"))
        }
        return value
    }
}

/// The attributes the reader knows, recognised by length and first byte before one full comparison.
private enum AttributeKey {
    case className, text, contentDescription, resourceID, bounds, clickable, longClickable, checkable, checked
    case enabled, focusable, scrollable, selected, password, notAccessibilityFriendly, hint, showingHint, heading
    case important, screenReaderFocusable, displayed, package, drawingOrder, other

    init(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, length: Int) {
        let candidate: (AttributeKey, StaticString)
        let first = bytes[start]
        switch length {
        case 3: candidate = (.notAccessibilityFriendly, "NAF")
        case 4: candidate = first == UInt8(ascii: "t") ? (.text, "text") : (.hint, "hint")
        case 5: candidate = (.className, "class")
        case 6: candidate = (.bounds, "bounds")
        case 7:
            switch first {
            case UInt8(ascii: "c"): candidate = (.checked, "checked")
            case UInt8(ascii: "e"): candidate = (.enabled, "enabled")
            case UInt8(ascii: "h"): candidate = (.heading, "heading")
            case UInt8(ascii: "p"): candidate = (.package, "package")
            default: candidate = (.other, "")
            }
        case 8:
            switch first {
            case UInt8(ascii: "p"): candidate = (.password, "password")
            case UInt8(ascii: "s"): candidate = (.selected, "selected")
            default: candidate = (.other, "")
            }
        case 9:
            switch first {
            case UInt8(ascii: "c"): candidate = bytes[start + 1] == UInt8(ascii: "h") ? (.checkable, "checkable") : (.clickable, "clickable")
            case UInt8(ascii: "f"): candidate = (.focusable, "focusable")
            case UInt8(ascii: "d"): candidate = (.displayed, "displayed")
            default: candidate = (.other, "")
            }
        case 10: candidate = (.scrollable, "scrollable")
        case 11: candidate = (.resourceID, "resource-id")
        case 12:
            switch first {
            case UInt8(ascii: "c"): candidate = (.contentDescription, "content-desc")
            case UInt8(ascii: "s"): candidate = (.showingHint, "showing-hint")
            default: candidate = (.other, "")
            }
        case 13: candidate = (.drawingOrder, "drawing-order")
        case 14:
            switch first {
            case UInt8(ascii: "l"): candidate = (.longClickable, "long-clickable")
            case UInt8(ascii: "a"): candidate = (.important, "a11y-important")
            default: candidate = (.other, "")
            }
        case 23: candidate = (.screenReaderFocusable, "screen-reader-focusable")
        default: candidate = (.other, "")
        }
        guard candidate.0 != .other, XMLBytes.equals(bytes, start, start + length, candidate.1) else {
            self = .other
            return
        }
        self = candidate.0
    }
}
