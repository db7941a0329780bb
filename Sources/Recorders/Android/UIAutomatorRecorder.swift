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
    public let capabilities = RecorderCapabilities(evidence: [.traits, .identifiers, .headers, .placeholders], frameUnit: .pixels)

    /// XML whose root element is `<hierarchy`, found in the first bytes.
    public func recognises(_ head: RecordingHead) -> Bool {
        guard head.firstSignificantByte == UInt8(ascii: "<") else { return false }
        return Self.contains(head.bytes, "<hierarchy")
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
        let tape: XMLTape
        do {
            tape = try XMLTape(bytes: bytes, keepsWhitespaceText: false)
        } catch {
            return .unreadable(file: file, error: ReadError(
                file: file, location: SourceLocation(line: error.location.line, column: error.location.column), message: error.message))
        }
        var reader = UIAutomatorReader(tape: tape, file: file)
        return reader.screen()
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
    var cursor: XMLLocationCursor
    var tree = TreeBuilder()
    var focusable: [Bool] = []
    var actionable: [Bool] = []
    var sawHeading = false
    var sawHint = false
    var problems: [(element: Int, location: SourceLocation, bounds: String)] = []

    init(tape: XMLTape, file: String) {
        self.tape = tape
        self.file = file
        self.cursor = XMLLocationCursor(tape)
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
        focusable.append(false)
        actionable.append(false)
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
            let (element, reachable, acts) = read(node)
            focusable.append(reachable)
            actionable.append(acts)
            let next = tape.next(node)
            let first = tape.firstContent(of: node)
            if first < next && hasChildElement(from: first, to: next) {
                tree.open(element)
                ends.append(next)
                node = first
            } else {
                tree.add(element)
                node = next
            }
        }
        var elements = tree.elements
        guard elements.count > 1 else {
            return Screen(file: file, format: format, status: .empty, elements: [], bounds: .zero,
                          error: ReadError(file: file, location: rootLocation, message: "the capture holds no elements (an empty hierarchy)"))
        }
        AndroidTree.finish(&elements, focusable: focusable, actionable: actionable)
        let bounds = AndroidTree.bounds(elements)
        elements[0].frame = bounds
        var evidence: RecorderCapabilities.Evidence = [.traits, .identifiers]
        if sawHeading { evidence.insert(.headers) }
        if sawHint { evidence.insert(.placeholders) }
        var screen = Screen(file: file, format: format, status: .ok, elements: elements, bounds: bounds,
                            capabilities: RecorderCapabilities(evidence: evidence, frameUnit: .pixels))
        screen.platform = .android
        screen.problems = problems.map { problem in
            RecordingProblem(file: file, location: problem.location, message:
                "\(screen.elements[problem.element].displayType) at \(screen.path(of: problem.element)) has bounds \"\(problem.bounds)\" that cannot be used (expected [left,top][right,bottom]), so it is not judged by the size, spacing and order rules",
                element: problem.element)
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

    /// The element, whether TalkBack can focus it, and whether it is actionable.
    mutating func read(_ element: Int) -> (Element, Bool, Bool) {
        var node = AndroidNode()
        var boundsText: String?
        var boundsAt: Int?
        tape.forEachAttribute(of: element) { attribute in
            func flag() -> Bool { tape.value(attribute, equals: "true") }
            if tape.name(attribute, equals: "class") { node.className = tape.value(attribute) }
            else if tape.name(attribute, equals: "text") { node.text = tape.value(attribute) }
            else if tape.name(attribute, equals: "content-desc") { node.contentDescription = tape.value(attribute) }
            else if tape.name(attribute, equals: "resource-id") { node.resourceID = tape.value(attribute) }
            else if tape.name(attribute, equals: "bounds") { boundsText = tape.value(attribute); boundsAt = attribute }
            else if tape.name(attribute, equals: "clickable") { node.clickable = flag() }
            else if tape.name(attribute, equals: "long-clickable") { node.longClickable = flag() }
            else if tape.name(attribute, equals: "checkable") { node.checkable = flag() }
            else if tape.name(attribute, equals: "checked") { node.checked = flag() }
            else if tape.name(attribute, equals: "enabled") { node.enabled = !tape.value(attribute, equals: "false") }
            else if tape.name(attribute, equals: "focusable") { node.focusable = flag() }
            else if tape.name(attribute, equals: "scrollable") { node.scrollable = flag() }
            else if tape.name(attribute, equals: "selected") { node.selected = flag() }
            else if tape.name(attribute, equals: "password") { node.password = flag() }
            else if tape.name(attribute, equals: "NAF") { node.notAccessibilityFriendly = flag() }
            else if tape.name(attribute, equals: "hint") { node.hint = tape.value(attribute); sawHint = true }
            else if tape.name(attribute, equals: "showing-hint") { node.showingHint = flag(); sawHint = true }
            else if tape.name(attribute, equals: "heading") { node.heading = flag(); sawHeading = true }
            else if tape.name(attribute, equals: "a11y-important") { node.important = flag() }
            else if tape.name(attribute, equals: "screen-reader-focusable") { node.screenReaderFocusable = flag() }
            else if tape.name(attribute, equals: "displayed") { node.visible = !tape.value(attribute, equals: "false") }
        }
        if node.className == nil, !tape.name(element, equals: "node") { node.className = tape.name(element) }
        let index = tree.count
        let place = location(element)
        if let boundsText {
            node.bounds = AndroidVocabulary.bounds(boundsText)
            if node.bounds == nil, let boundsAt {
                let at = cursor.location(ofOffset: Int(tape.nodes[boundsAt].start))
                problems.append((index, SourceLocation(line: at.line, column: at.column), boundsText))
            }
        }
        let result = AndroidVocabulary.element(node, location: place)
        let acts = (AndroidVocabulary.isActionable(node) || node.screenReaderFocusable == true) && result.accessible == true
        let reachable = (acts || node.focusable) && result.accessible == true
        return (result, reachable, acts)
    }
}
