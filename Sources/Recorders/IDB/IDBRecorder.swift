import TreeModel

/// Reads idb and AXe recordings (idb `ui describe-all`, flat or `--nested`, `describe-point`, AXe
/// `describe-ui`, or any of them inside an MCP `content[].text` wrapper) into a `Screen`.
///
/// Reading never throws: a file that cannot be read becomes a `Screen` with status `.unreadable` and a
/// `ReadError` that names the place; a capture without a tree becomes status `.empty`. A bad value inside
/// one element (a frame that is not four finite numbers, see `FrameReader`) does not: the element is kept
/// with an empty frame and the screen lists a `RecordingProblem` at the value.
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
public struct IDBRecorder: Recorder {
    public init() {}

    public let id = "idb"
    public let summary = "idb `ui describe-all` (flat or --nested), `describe-point`, AXe `describe-ui`, or an MCP wrapper of them"
    public let fileExtensions = ["json"]
    /// idb prints every kind of evidence; `traits` only since 2026, and the types name the rest.
    public let capabilities = RecorderCapabilities.everything

    /// JSON: a name ending in `.json`, or content starting with `[` or `{` (not XCUITest's element set, `{(`).
    public func recognises(_ head: RecordingHead) -> Bool {
        if head.hasExtension("json") { return true }
        let first = head.firstSignificantByte
        return first == UInt8(ascii: "[") || first == UInt8(ascii: "{") && !head.startsWithElementSet
    }

    /// Reads `bytes` recorded at `file` (the path is used only in messages and on the screen).
    public func read(bytes: [UInt8], file: String) -> Screen {
        // The common shapes straight from the bytes (see `IDBFastReader`); a large array keeps the memory-bound
        // reading below, and anything the fast reader is not sure of is read the usual way.
        if bytes.count < Self.elementByElementSize, let screen = IDBFastReader.read(bytes: bytes, file: file) { return screen }
        return readWithTape(bytes: bytes, file: file)
    }

    /// `read` without the fast reader: the JSON tape, and the reading of every shape and error.
    func readWithTape(bytes: [UInt8], file: String) -> Screen {
        // A large top-level array is read element by element (see `readArray`); anything else as one tape.
        if bytes.count >= Self.elementByElementSize, let screen = Self.readArray(bytes: bytes, file: file) { return screen }
        return withJSON(bytes, file: file) { document in
            // A Rico view hierarchy whose first bytes do not show it (its keys in another order after a long
            // value): its shape, not idb's.
            if RicoRecorder.isRico(document) { return RicoRecorder.screen(of: document, file: file) }
            // A DroidBot state whose head does not show its keys (`views` first, or keys in another order).
            if DroidBotRecorder.isDroidBot(document) { return DroidBotRecorder.screen(of: document, file: file) }
            return Tape.with(document) { tape in
                var builder = IDBElementReader(document: document, tape: tape, file: file)
                do {
                    return try builder.screen()
                } catch let error as ReadError {
                    return .unreadable(file: file, error: error)
                } catch {
                    return .unreadable(file: file, error: ReadError(file: file, location: nil, message: "\(error)"))
                }
            }
        }
    }
}

extension RecordingFormat {
    /// `idb ui describe-all`: a flat array in pre-order, no `children`.
    public static let idbFlat = RecordingFormat(rawValue: "idb-flat")
    /// `idb ui describe-all --nested` or AXe `describe-ui`: an array holding one root with `children`.
    public static let idbNested = RecordingFormat(rawValue: "idb-nested")
    /// `idb ui describe-point`: one bare object.
    public static let idbPoint = RecordingFormat(rawValue: "idb-point")
    /// Any of the above inside `{"content":[{"type":"text","text": …}]}` as MCP servers store it.
    public static let mcpWrapper = RecordingFormat(rawValue: "mcp-wrapper")
}

/// Turns a parsed document into elements.
struct IDBElementReader {
    /// The document being read (when read element by element, the current element's; see `readArray`).
    var document: JSONDocument
    /// Raw views of `document`, valid while the builder runs: element reading touches no reference counts.
    var tape: Tape
    let file: String
    var tree = TreeBuilder()
    var format: RecordingFormat = .unknown
    /// Set when the tree came from a JSON string inside a wrapper: every element is located there.
    var fixedLocation: SourceLocation?
    /// Whether any element read so far carried a `children` key (nested output).
    var sawChildren = false
    /// Whether any element's `type` is a UIKit or Swift class name (`UIView`, `_UITouchPassthroughView`,
    /// `SwiftUI.AccessibilityNode`): idb's axbridge backend, which lists every view and records no traits.
    var sawViewClassType = false
    /// Whether any element carried a `traits` array (idb since 2026, AXe); axbridge writes `null`.
    var sawRecordedTraits = false
    /// Elements whose frame cannot be used: the element, where, and what is wrong (see `FrameReader`).
    var frameProblems: [(element: Int, location: SourceLocation, reasons: [String])] = []

    /// Locates elements in document order, linearly.
    var cursor: LocationCursor
    /// The types, roles and subroles read so far, and their traits and roles.
    var cache = IDBTextCache()

    init(document: JSONDocument, tape: Tape, file: String) {
        self.document = document
        self.tape = tape
        self.file = file
        self.cursor = document.locationCursor
    }

    func fail(_ node: Int, _ message: String) -> ReadError {
        ReadError(file: file, location: fixedLocation ?? document.location(node), message: message)
    }

    mutating func screen() throws -> Screen {
        let root = document.root
        // An idb element takes 30 to 40 tape nodes.
        tree = TreeBuilder(expectedCount: tape.nodes.count / 30 + 1)
        try readTop(root, wrapped: false)
        return finish()
    }

    /// The screen of the elements read: empty, or ok with its recording problems.
    func finish() -> Screen {
        let root = document.root
        let elements = tree.elements
        if elements.isEmpty {
            return Screen(file: file, format: format, status: .empty, elements: [], bounds: .zero,
                          error: ReadError(file: file, location: fixedLocation ?? document.location(root),
                                           message: "the capture holds no elements (an empty tree)"))
        }
        let bounds = elements[0].frame
        if bounds.isEmpty && elements[0].descendantCount == 0 && frameProblems.isEmpty {
            return Screen(file: file, format: format, status: .empty, elements: [], bounds: bounds,
                          error: ReadError(file: file, location: elements[0].location,
                                           message: "the capture holds no tree: a single zero-size element, as recorded from a crashed or locked simulator"))
        }
        var capabilities = IDBRecorder().capabilities
        // The axbridge backend names views by class and records no traits: a header is a `StaticText` like
        // any other text there, so the capture cannot say which texts are headers.
        if sawViewClassType && !sawRecordedTraits { capabilities.evidence.remove(.headers) }
        var screen = Screen(file: file, format: format, status: .ok, elements: elements, bounds: bounds,
                            capabilities: capabilities)
        screen.problems = frameProblems.map { problem in
            RecordingProblem(file: file, location: problem.location, message: Self.message(problem.reasons, element: problem.element, on: screen),
                             element: problem.element)
        }
        return screen
    }

    /// `Button "Help" has a frame that cannot be used ('x' is the string "NaN", not a number), so …`
    static func message(_ reasons: [String], element index: Int, on screen: Screen) -> String {
        let element = screen.elements[index]
        let name: String
        func cut(_ text: String) -> String { text.count <= 60 ? text : String(text.prefix(57)) + "..." }
        if let label = element.label {
            name = "\(element.displayType) \"\(cut(label))\""
        } else if let identifier = element.identifier {
            name = "\(element.displayType) with identifier \"\(cut(identifier))\""
        } else {
            name = "unlabelled \(element.displayType) at \(screen.path(of: index))"
        }
        let what = reasons.joined(separator: "; ")
        return "\(name) has a frame that cannot be used (\(what)), so it is not judged by the size, spacing and order rules"
    }

    mutating func readTop(_ node: Int, wrapped: Bool) throws {
        switch document.kind(node) {
        case .array:
            // One pass: every item is read as a root with its children. When no element carried `children`,
            // the array was flat output: the first element is the root and the rest are its children.
            let first = tree.count
            sawChildren = false
            for item in document.elements(ofArray: node) { try readElement(item) }
            endArray(from: first, wrapped: wrapped)
        case .object:
            if let content = document.value(forKey: "content", inObject: node) {
                format = .mcpWrapper
                try readWrapper(content)
            } else if isElementObject(node) {
                if !wrapped { format = .idbPoint }
                try readElement(node)
            } else {
                throw fail(node, "not an idb or AXe recording: \(describeForeignObject(node))")
            }
        default:
            throw fail(node, "not an idb or AXe recording: expected an array of elements or an element object, found \(document.describe(node))")
        }
    }

    /// After the elements of an array: flat output (no element carried `children`) makes the first the root.
    mutating func endArray(from first: Int, wrapped: Bool) {
        if !wrapped { format = sawChildren ? .idbNested : .idbFlat }
        if !sawChildren { tree.adoptFollowingRoots(into: first) }
    }

    mutating func readWrapper(_ content: Int) throws {
        guard document.kind(content) == .array else {
            throw fail(content, "expected 'content' to be an array of parts, found \(document.describe(content))")
        }
        for part in document.elements(ofArray: content) {
            guard document.kind(part) == .object, let text = document.value(forKey: "text", inObject: part) else { continue }
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
                let location = document.location(text)
                let (nestedTree, nestedProblems) = try Tape.with(inner) { innerTape in
                    var nested = IDBElementReader(document: inner, tape: innerTape, file: file)
                    nested.fixedLocation = location
                    try nested.readTop(inner.root, wrapped: true)
                    return (nested.tree, nested.frameProblems)
                }
                tree.replace(with: nestedTree)
                frameProblems = nestedProblems
            default:
                throw fail(text, "expected 'text' to hold the tree, found \(document.describe(text))")
            }
            return
        }
        throw fail(content, "the wrapper's 'content' has no part with a 'text' tree")
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
        if document.value(forKey: "views", inObject: node) != nil {
            return "an object with 'views' is read as a DroidBot state only with one of DroidBot's keys (\(DroidBotRecorder.stateKeys.prefix(3).map { "'\($0.description)'" }.joined(separator: ", ")))"
        }
        if document.value(forKey: "attributes", inObject: node) != nil { return "this looks like a Maestro hierarchy (an object with 'attributes'), but not as `maestro hierarchy` prints it ('attributes' first)" }
        return "expected an array of elements or an element object with AXLabel, frame or type"
    }

    /// A string member: nil for null, empty or whitespace-only; numbers and booleans as their JSON text.
    func text(_ node: Int) -> String? {
        switch tape.nodes[node].kind {
        case .string: return Self.stringText(node, tape: tape)
        case .number: return document.numberText(node)
        case .true: return "true"
        case .false: return "false"
        case .array:
            let parts = document.elements(ofArray: node).compactMap { text($0) }
            return parts.isEmpty ? nil : parts.joined(separator: ", ")
        default: return nil
        }
    }

    /// The text of the string at `node`: nil when empty or whitespace-only.
    static func stringText(_ node: Int, tape: Tape) -> String? {
        let value = tape.string(node)
        return TextChecks.isBlank(value) ? nil : value
    }

    /// The text of a string's contents `bytes[start..<end]` (`escaped` when they hold a backslash escape): nil when
    /// empty or whitespace-only, as `stringText(_:tape:)` makes it.
    @inline(__always)
    static func stringText(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, escaped: Bool) -> String? {
        let value = Tape.string(bytes, from: start, to: end, escaped: escaped)
        return TextChecks.isBlank(value) ? nil : value
    }

    /// The text of the member at `node` through `cache` when it is a string the cache holds (`type`, `role`,
    /// `subrole`), with the entry's id; else `text(node)` and -1, or nil and 0 for `null`.
    mutating func vocabularyText(_ node: Int) -> (text: String?, id: Int, isViewClass: Bool?) {
        if let entry = cache.entry(node, tape: tape) { return (entry.text, entry.id, entry.isViewClass) }
        if tape.nodes[node].kind == .null { return (nil, 0, false) }
        return (text(node), -1, nil)
    }

    /// `UIView`, `_UIScrollViewScrollIndicator`, `_TtC9Shortcuts…`, `SwiftUI.AccessibilityNode`: a class name,
    /// not one of the accessibility types idb names (`Button`, `StaticText`, `Other`…).
    static func isViewClassName(_ type: String) -> Bool {
        // An ASCII type (every byte a character) is tested on its bytes; any other by its characters.
        var bytes = type
        let ascii = bytes.withUTF8 { utf8 -> Bool? in
            guard TextChecks.asciiLength(type) >= 0 else { return nil }
            func starts(_ prefix: StaticString) -> Bool {
                let count = prefix.utf8CodeUnitCount
                return utf8.count >= count && (0 ..< count).allSatisfy { utf8[$0] == prefix.utf8Start[$0] }
            }
            return starts("UI") || starts("_UI") || starts("_Tt") || utf8.contains(UInt8(ascii: "."))
        }
        if let ascii { return ascii }
        return type.hasPrefix("UI") || type.hasPrefix("_UI") || type.hasPrefix("_Tt") || type.contains(".")
    }

    mutating func readElement(_ node: Int) throws {
        let tape = self.tape  // a local copy of the views: kept in registers across the mutations below
        guard tape.nodes[node].kind == .object else {
            throw fail(node, "expected an element object, found \(document.describe(node))")
        }
        let location = fixedLocation ?? cursor.location(ofOffset: Int(document.nodes[node].start))
        var label: String?, value: String?, identifier: String?, type: String?, role: String?, subrole: String?
        var title: String?, hint: String?, placeholder: String?
        var customActions: [String] = []
        var frame: FrameReading?
        var children: Int?
        var enabled = true
        var recorded: Traits?
        var axFrame: Int?
        // Ids of the cached texts of type, role and subrole (0 for none, -1 for a text not cached).
        var typeID = 0, roleID = 0, subroleID = 0
        var key = node + 1
        for _ in 0..<Int(tape.nodes[node].count) {
            let member = key + 1
            defer { key = tape.next(member) }
            switch ElementKey(key, tape: tape) {
            case .label: label = text(member)
            case .value: value = text(member)
            case .identifier: identifier = text(member)
            case .type:
                let read = vocabularyText(member)
                type = read.text
                typeID = read.id
                if !sawViewClassType, let type, read.isViewClass ?? Self.isViewClassName(type) { sawViewClassType = true }
            case .role:
                (role, roleID, _) = vocabularyText(member)
            case .subrole:
                (subrole, subroleID, _) = vocabularyText(member)
            case .title: title = text(member)
            case .help: hint = text(member)
            case .placeholder: placeholder = text(member)
            case .enabled: enabled = tape.nodes[member].kind != .false
            case .frame: frame = FrameReader.read(member, document: document, tape: tape)
            case .axFrame: axFrame = member
            case .customActions:
                if document.kind(member) == .array {
                    customActions = document.elements(ofArray: member).compactMap { text($0) }
                }
            case .traits:
                recorded = readTraits(member)
                if document.kind(member) == .array { sawRecordedTraits = true }
            case .children:
                children = member
                sawChildren = true
            case .other: break
            }
        }
        if frame == nil, let axFrame { frame = FrameReader.read(axFrame: axFrame, document: document) }
        var usable = Frame.zero
        switch frame {
        case .frame(let recorded): usable = recorded
        case .bad(let at, let reasons):
            frameProblems.append((tree.count, fixedLocation ?? cursor.location(ofOffset: Int(document.nodes[at].start)), reasons))
        case nil: break
        }
        if recorded?.contains(.notEnabled) == true { enabled = false }
        let derived = cache.roles(type: type, typeID: typeID, role: role, roleID: roleID, subrole: subrole, subroleID: subroleID,
                                  enabled: enabled)
        let element = Element(label: label, value: value, identifier: identifier, type: type, role: role, subrole: subrole,
                              title: title, hint: hint, recordedTraits: recorded, derivedTraits: derived.traits,
                              frame: usable, enabled: enabled, customActions: customActions,
                              placeholder: placeholder, isContainer: derived.isContainer, roles: derived.roles, location: location)
        // Built in place in the tree: an element holds many strings, and a copy would retain each. A leaf is
        // added without opening it.
        guard let children, tape.nodes[children].kind != .null else {
            tree.add(consume element)
            return
        }
        tree.open(consume element)
        defer { tree.close() }
        switch document.kind(children) {
        case .array:
            for child in document.elements(ofArray: children) { try readElement(child) }
        case .null:
            break
        default:
            throw fail(children, "expected 'children' to be an array of elements, found \(document.describe(children))")
        }
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
}

/// The element keys the reader knows, recognised by length and a few bytes before one full comparison: the
/// key's bytes in one or two loads against the name's bytes as little-endian words (`ElementKeyTests` checks
/// the words against the names).
enum ElementKey {
    case label, value, identifier, type, role, subrole, title, help, placeholder, enabled, frame, axFrame
    case customActions, traits, children, other

    init(_ key: Int, tape: Tape) {
        let node = tape.nodes[key]
        if node.count != 0 {
            // A key with escapes: decode and compare by text.
            self = ElementKey.byName[tape.string(key)] ?? .other
            return
        }
        self.init(tape.bytes, first: Int(node.start) + 1, length: Int(node.end) - Int(node.start) - 2)
    }

    /// The key whose contents, without escapes, are `bytes[first..<first + length]`.
    @inline(__always)
    init(_ bytes: UnsafeBufferPointer<UInt8>, first: Int, length: Int) {
        let none: (ElementKey, StaticString, UInt64, UInt64) = (.other, "", 0, 0)
        let candidate: (key: ElementKey, name: StaticString, low: UInt64, high: UInt64)
        switch length {
        case 4:
            switch bytes[first] {
            case UInt8(ascii: "t"): candidate = (.type, "type", 0x0000_0000_6570_7974, 0x0000_0000_0000_0000)
            case UInt8(ascii: "r"): candidate = (.role, "role", 0x0000_0000_656C_6F72, 0x0000_0000_0000_0000)
            case UInt8(ascii: "h"): candidate = (.help, "help", 0x0000_0000_706C_6568, 0x0000_0000_0000_0000)
            default: candidate = none
            }
        case 5:
            switch bytes[first] {
            case UInt8(ascii: "t"): candidate = (.title, "title", 0x0000_0065_6C74_6974, 0x0000_0000_0000_0000)
            case UInt8(ascii: "f"): candidate = (.frame, "frame", 0x0000_0065_6D61_7266, 0x0000_0000_0000_0000)
            default: candidate = none
            }
        case 6: candidate = (.traits, "traits", 0x0000_7374_6961_7274, 0x0000_0000_0000_0000)
        case 7:
            switch bytes[first] {
            case UInt8(ascii: "A"):
                switch bytes[first + 2] {
                case UInt8(ascii: "L"): candidate = (.label, "AXLabel", 0x006C_6562_614C_5841, 0x0000_0000_0000_0000)
                case UInt8(ascii: "V"): candidate = (.value, "AXValue", 0x0065_756C_6156_5841, 0x0000_0000_0000_0000)
                case UInt8(ascii: "F"): candidate = (.axFrame, "AXFrame", 0x0065_6D61_7246_5841, 0x0000_0000_0000_0000)
                default: candidate = none
                }
            case UInt8(ascii: "s"): candidate = (.subrole, "subrole", 0x0065_6C6F_7262_7573, 0x0000_0000_0000_0000)
            case UInt8(ascii: "e"): candidate = (.enabled, "enabled", 0x0064_656C_6261_6E65, 0x0000_0000_0000_0000)
            default: candidate = none
            }
        case 8: candidate = (.children, "children", 0x6E65_7264_6C69_6863, 0x0000_0000_0000_0000)
        case 10: candidate = (.identifier, "AXUniqueId", 0x6575_7169_6E55_5841, 0x0000_0000_0000_6449)
        case 11: candidate = (.placeholder, "placeholder", 0x6C6F_6865_6361_6C70, 0x0000_0000_0072_6564)
        case 14: candidate = (.customActions, "custom_actions", 0x615F_6D6F_7473_7563, 0x0000_736E_6F69_7463)
        default: candidate = none
        }
        guard candidate.key != .other, candidate.name.utf8CodeUnitCount == length else {
            self = .other
            return
        }
        // The key's bytes in one load (two past eight bytes) when the buffer holds them, the bytes after the key
        // masked off.
        if bytes.count - first >= (length > 8 ? 16 : 8) {
            let base = UnsafeRawPointer(bytes.baseAddress! + first)
            let lowMask: UInt64 = length >= 8 ? ~0 : (1 << UInt64(8 * length)) &- 1
            let low = UInt64(littleEndian: base.loadUnaligned(as: UInt64.self)) & lowMask
            var high: UInt64 = 0
            if length > 8 {
                high = UInt64(littleEndian: (base + 8).loadUnaligned(as: UInt64.self)) & ((1 << UInt64(8 * (length - 8))) &- 1)
            }
            self = low == candidate.low && high == candidate.high ? candidate.key : .other
            return
        }
        let literal = candidate.name.utf8Start
        for offset in 0..<length where bytes[first + offset] != literal[offset] {
            self = .other
            return
        }
        self = candidate.key
    }

    /// The key of at most seven bytes whose bytes, as a little-endian word with zeros above them, are `word`
    /// (the words `init` compares with).
    @inline(__always)
    init(word: UInt64) {
        switch word {
        case 0x0000_0000_6570_7974: self = .type
        case 0x0000_0000_656C_6F72: self = .role
        case 0x0000_0000_706C_6568: self = .help
        case 0x0000_0065_6C74_6974: self = .title
        case 0x0000_0065_6D61_7266: self = .frame
        case 0x0000_7374_6961_7274: self = .traits
        case 0x006C_6562_614C_5841: self = .label
        case 0x0065_756C_6156_5841: self = .value
        case 0x0065_6D61_7246_5841: self = .axFrame
        case 0x0065_6C6F_7262_7573: self = .subrole
        case 0x0064_656C_6261_6E65: self = .enabled
        default: self = .other
        }
    }

    static let byName: [String: ElementKey] = [
        "AXLabel": .label, "AXValue": .value, "AXUniqueId": .identifier, "type": .type, "role": .role,
        "subrole": .subrole, "title": .title, "help": .help, "placeholder": .placeholder, "enabled": .enabled,
        "frame": .frame, "AXFrame": .axFrame, "custom_actions": .customActions, "traits": .traits, "children": .children,
    ]
}

/// Unsafe views of a document's bytes and nodes for the duration of one read.
struct Tape {
    let nodes: UnsafeBufferPointer<JSONNode>
    let bytes: UnsafeBufferPointer<UInt8>

    static func with<Result>(_ document: JSONDocument, _ body: (Tape) throws -> Result) rethrows -> Result {
        try document.nodes.withUnsafeBufferPointer { nodes in
            try document.bytes.withUnsafeBufferPointer { bytes in
                try body(Tape(nodes: nodes, bytes: bytes))
            }
        }
    }

    /// The node after `node` and its subtree.
    @inline(__always) func next(_ node: Int) -> Int {
        let entry = nodes[node]
        return entry.kind == .array || entry.kind == .object ? Int(entry.end) : node + 1
    }

    /// A string node's text, escapes resolved.
    @inline(__always) func string(_ node: Int) -> String {
        let entry = nodes[node]
        return Self.string(bytes, from: Int(entry.start) + 1, to: Int(entry.end) - 1, escaped: entry.count != 0)
    }

    /// The text of a validated string's contents `bytes[start..<end]`, escapes resolved when `escaped`.
    @inline(__always) static func string(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, escaped: Bool) -> String {
        guard !escaped else {
            return String(decoding: JSONDocument.decodeString(bytes, from: start, to: end), as: UTF8.self)
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    /// A number node's value; nil for other kinds.
    @inline(__always) func number(_ node: Int) -> Double? {
        let entry = nodes[node]
        guard entry.kind == .number else { return nil }
        return JSONDocument.parseNumber(bytes, from: Int(entry.start), to: Int(entry.end))
    }
}
