import Foundation

/// Reads a recorded accessibility tree (idb `ui describe-all`, flat or `--nested`, `describe-point`, AXe
/// `describe-ui`, or any of them inside an MCP `content[].text` wrapper) into a `Screen`.
///
/// Reading never throws: a file that cannot be read becomes a `Screen` with status `.unreadable` and a
/// `ReadError` that names the place; a capture without a tree becomes status `.empty`.
///
/// Shapes, decided by content and never by file name or key order:
/// - an array of element objects with no `children` key: flat output, pre-order; the first element is the
///   root and every other element is recorded as its direct child (flat output carries no hierarchy);
/// - an array whose elements carry `children`: nested output, each array element a root;
/// - a bare element object: `describe-point`;
/// - an object with `content: [{"type": "text", "text": …}]`: the wrapper, where `text` holds the array or
///   the array as a JSON string (elements inside a string are located at the string's start).
///
/// Per element, unknown keys are ignored; when a key occurs twice, the last value wins.
public enum RecordingReader {
    /// Reads `bytes` recorded at `file` (the path is used only in messages and on the screen).
    public static func read(bytes: [UInt8], file: String) -> Screen {
        let document: JSONDocument
        do {
            document = try JSONDocument(bytes: bytes)
        } catch {
            return .unreadable(file: file, error: ReadError(file: file, location: error.location, message: error.message))
        }
        var builder = Builder(document: document, file: file)
        do {
            return try builder.screen()
        } catch let error as ReadError {
            return .unreadable(file: file, error: error)
        } catch {
            return .unreadable(file: file, error: ReadError(file: file, location: nil, message: "\(error)"))
        }
    }

    /// Reads the file at `path`; `displayPath` is how it is named in output (defaults to `path`).
    public static func read(contentsOf path: String, displayPath: String? = nil) -> Screen {
        let name = displayPath ?? path
        guard let data = FileManager.default.contents(atPath: path) else {
            let reason = FileManager.default.fileExists(atPath: path) ? "the file cannot be read" : "no such file"
            return .unreadable(file: name, error: ReadError(file: name, location: nil, message: reason))
        }
        return read(bytes: [UInt8](data), file: name)
    }
}

/// Turns a parsed document into elements.
private struct Builder {
    let document: JSONDocument
    let file: String
    var elements: [Element] = []
    var format: RecordingFormat = .unknown
    /// Set when the tree came from a JSON string inside a wrapper: every element is located there.
    var fixedLocation: SourceLocation?

    init(document: JSONDocument, file: String) {
        self.document = document
        self.file = file
    }

    func fail(_ node: Int, _ message: String) -> ReadError {
        ReadError(file: file, location: fixedLocation ?? document.location(node), message: message)
    }

    mutating func screen() throws -> Screen {
        let root = document.root
        try readTop(root, wrapped: false)
        if elements.isEmpty {
            return Screen(file: file, format: format, status: .empty, elements: [], bounds: .zero,
                          error: ReadError(file: file, location: fixedLocation ?? document.location(root),
                                           message: "the capture holds no elements (an empty tree)"))
        }
        let bounds = elements[0].frame
        if bounds.isEmpty && elements[0].descendantCount == 0 {
            return Screen(file: file, format: format, status: .empty, elements: [], bounds: bounds,
                          error: ReadError(file: file, location: elements[0].location,
                                           message: "the capture holds no tree: a single zero-size element, as recorded from a crashed or locked simulator"))
        }
        return Screen(file: file, format: format, status: .ok, elements: elements, bounds: bounds)
    }

    mutating func readTop(_ node: Int, wrapped: Bool) throws {
        switch document.kind(node) {
        case .array:
            let items = document.elements(ofArray: node)
            var nested = false
            for item in items where document.kind(item) == .object && member(item, "children") != nil {
                nested = true
                break
            }
            if !wrapped { format = nested ? .idbNested : .idbFlat }
            if nested {
                for item in items { try readElement(item, parent: nil, depth: 0, recursive: true) }
            } else {
                for (position, item) in items.enumerated() {
                    try readElement(item, parent: position == 0 ? nil : 0, depth: position == 0 ? 0 : 1, recursive: false)
                }
                if !elements.isEmpty { elements[0].descendantCount = elements.count - 1 }
            }
        case .object:
            if let content = member(node, "content") {
                format = .mcpWrapper
                try readWrapper(content)
            } else if isElementObject(node) {
                if !wrapped { format = .idbPoint }
                try readElement(node, parent: nil, depth: 0, recursive: true)
            } else {
                throw fail(node, "not an idb or AXe recording: \(describeForeignObject(node))")
            }
        default:
            throw fail(node, "not an idb or AXe recording: expected an array of elements or an element object, found \(kindName(node))")
        }
    }

    mutating func readWrapper(_ content: Int) throws {
        guard document.kind(content) == .array else {
            throw fail(content, "expected 'content' to be an array of parts, found \(kindName(content))")
        }
        for part in document.elements(ofArray: content) {
            guard document.kind(part) == .object, let text = member(part, "text") else { continue }
            switch document.kind(text) {
            case .array, .object:
                try readTop(text, wrapped: true)
            case .string:
                let inner: JSONDocument
                do {
                    inner = try JSONDocument(bytes: Array(document.string(text).utf8))
                } catch {
                    throw fail(text, "the wrapped tree in 'text' is not valid JSON: \(error.message) (at \(error.location.line):\(error.location.column) of the string)")
                }
                var nested = Builder(document: inner, file: file)
                nested.fixedLocation = document.location(text)
                try nested.readTop(inner.root, wrapped: true)
                elements = nested.elements
            default:
                throw fail(text, "expected 'text' to hold the tree, found \(kindName(text))")
            }
            return
        }
        throw fail(content, "the wrapper's 'content' has no part with a 'text' tree")
    }

    func member(_ object: Int, _ name: StaticString) -> Int? {
        var found: Int?
        document.forEachMember(ofObject: object) { key, value in
            if document.key(key, equals: name) { found = value }
        }
        return found
    }

    func isElementObject(_ node: Int) -> Bool {
        var known = false
        document.forEachMember(ofObject: node) { key, _ in
            if document.key(key, equals: "AXLabel") || document.key(key, equals: "frame")
                || document.key(key, equals: "AXFrame") || document.key(key, equals: "type")
                || document.key(key, equals: "role") {
                known = true
            }
        }
        return known
    }

    func describeForeignObject(_ node: Int) -> String {
        if member(node, "views") != nil { return "this looks like a DroidBot state (an object with 'views'), which is not read yet" }
        if member(node, "attributes") != nil { return "this looks like a Maestro hierarchy (an object with 'attributes'), which is not read yet" }
        return "expected an array of elements or an element object with AXLabel, frame or type"
    }

    func kindName(_ node: Int) -> String {
        switch document.kind(node) {
        case .null: return "null"
        case .true, .false: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// A string member: nil for null, empty or whitespace-only; numbers and booleans as their JSON text.
    func text(_ node: Int) -> String? {
        switch document.kind(node) {
        case .string:
            let value = document.string(node)
            return isBlank(value) ? nil : value
        case .number: return document.numberText(node)
        case .true: return "true"
        case .false: return "false"
        case .array:
            let parts = document.elements(ofArray: node).compactMap { text($0) }
            return parts.isEmpty ? nil : parts.joined(separator: ", ")
        default: return nil
        }
    }

    func isBlank(_ value: String) -> Bool {
        for scalar in value.unicodeScalars where !scalar.properties.isWhitespace { return false }
        return true
    }

    func readFrame(_ node: Int) throws -> Frame? {
        guard document.kind(node) == .object else {
            if document.kind(node) == .null { return nil }
            throw fail(node, "expected 'frame' to be an object with x, y, width and height, found \(kindName(node))")
        }
        var x: Double?, y: Double?, width: Double?, height: Double?
        document.forEachMember(ofObject: node) { key, value in
            if document.key(key, equals: "x") { x = document.number(value) }
            else if document.key(key, equals: "y") { y = document.number(value) }
            else if document.key(key, equals: "width") { width = document.number(value) }
            else if document.key(key, equals: "height") { height = document.number(value) }
        }
        guard let x, let y, let width, let height else {
            throw fail(node, "expected 'frame' to hold numbers x, y, width and height")
        }
        return Frame(x: x, y: y, width: width, height: height)
    }

    mutating func readElement(_ node: Int, parent: Int?, depth: Int, recursive: Bool) throws {
        guard document.kind(node) == .object else {
            throw fail(node, "expected an element object, found \(kindName(node))")
        }
        var element = Element(parent: parent, depth: depth,
                              location: fixedLocation ?? document.location(node))
        var frame: Frame?
        var axFrame: Frame?
        var children: Int?
        var enabled = true
        var recorded: Traits?
        var failure: ReadError?
        document.forEachMember(ofObject: node) { key, value in
            guard failure == nil else { return }
            if document.key(key, equals: "AXLabel") { element.label = text(value) }
            else if document.key(key, equals: "AXValue") { element.value = text(value) }
            else if document.key(key, equals: "AXUniqueId") { element.identifier = text(value) }
            else if document.key(key, equals: "type") { element.type = text(value) }
            else if document.key(key, equals: "role") { element.role = text(value) }
            else if document.key(key, equals: "subrole") { element.subrole = text(value) }
            else if document.key(key, equals: "title") { element.title = text(value) }
            else if document.key(key, equals: "help") { element.hint = text(value) }
            else if document.key(key, equals: "placeholder") { element.placeholder = text(value) }
            else if document.key(key, equals: "enabled") { enabled = document.bool(value) ?? true }
            else if document.key(key, equals: "frame") {
                do { frame = try readFrame(value) } catch let error as ReadError { failure = error } catch {}
            }
            else if document.key(key, equals: "AXFrame") {
                if document.kind(value) == .string { axFrame = Self.parseRect(document.string(value)) }
            }
            else if document.key(key, equals: "custom_actions") {
                if document.kind(value) == .array {
                    element.customActions = document.elements(ofArray: value).compactMap { text($0) }
                }
            }
            else if document.key(key, equals: "traits") {
                recorded = readTraits(value)
            }
            else if document.key(key, equals: "children") {
                children = value
            }
        }
        if let failure { throw failure }
        element.frame = frame ?? axFrame ?? .zero
        element.enabled = enabled
        element.recordedTraits = recorded
        if recorded?.contains(.notEnabled) == true { element.enabled = false }
        element.derivedTraits = TraitDerivation.traits(type: element.type, role: element.role,
                                                       subrole: element.subrole, enabled: element.enabled)
        let index = elements.count
        elements.append(element)
        guard recursive, let children else { return }
        switch document.kind(children) {
        case .array:
            for child in document.elements(ofArray: children) {
                try readElement(child, parent: index, depth: depth + 1, recursive: true)
            }
        case .null:
            break
        default:
            throw fail(children, "expected 'children' to be an array of elements, found \(kindName(children))")
        }
        elements[index].descendantCount = elements.count - index - 1
    }

    /// Recorded traits; nil when absent or `[]` (newer AXe prints `[]` as a placeholder).
    /// `["None"]` is a recorded empty set; `Unknown` and names this version does not know are skipped.
    func readTraits(_ node: Int) -> Traits? {
        guard document.kind(node) == .array else { return nil }
        let items = document.elements(ofArray: node)
        if items.isEmpty { return nil }
        var traits: Traits = []
        for item in items where document.kind(item) == .string {
            if let trait = Traits(name: document.string(item)) { traits.insert(trait) }
        }
        return traits
    }

    /// Parses NSStringFromRect output, `{{x, y}, {w, h}}`.
    static func parseRect(_ text: String) -> Frame? {
        var numbers: [Double] = []
        var current = ""
        for character in text {
            if character.isNumber || character == "." || character == "-" || character == "e" || character == "E" || character == "+" {
                current.append(character)
            } else if !current.isEmpty {
                guard let number = Double(current) else { return nil }
                numbers.append(number)
                current = ""
            }
        }
        if !current.isEmpty, let number = Double(current) { numbers.append(number) }
        guard numbers.count == 4 else { return nil }
        return Frame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
}
