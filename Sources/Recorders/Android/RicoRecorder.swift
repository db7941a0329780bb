import TreeModel

/// Reads Rico view hierarchies (the raw `<id>.json` of the Rico dataset, Deka et al., UIST 2017: an object
/// with `activity_name`, `activity: {"root": NODE}`, `is_keyboard_deployed` and `request_id`) into a `Screen`.
///
/// A node carries `class`, `ancestors` (its superclasses, nearest first), `bounds` (`[left, top, right,
/// bottom]` in screen pixels), `content-desc` (a list, usually `[null]`), `text`, `text-hint` (on some fields),
/// `resource-id`, the flags (`clickable`, `long-clickable`, `focusable`, `enabled`, `selected`,
/// `scrollable-horizontal`/`-vertical`, `checked` when recorded), `visibility` and `visible-to-user`, and its
/// `children` (nested nodes; `null` entries are skipped). A class whose name says nothing (an obfuscated
/// `android.support.v7.widget.ac`, a custom view) is known by the first of its `ancestors` whose name does.
/// A node that is not `visible` or not `visible-to-user` is not reached by TalkBack. No heading, no
/// accessibility hint, no importance, no window list; toggle states only where `checked` is recorded.
///
/// Rico records no density: every screen was captured on one device class (1440 x 2560 pixels, density 3.5),
/// so the frames are converted with that density when read (`--density` and the configuration's `densities`
/// do not apply to them). Each node is located at its object.
public struct RicoRecorder: Recorder {
    public init() {}

    public let id = "rico"
    public let summary = "Rico view hierarchy (the raw `<id>.json` of the Rico dataset: an object with `activity_name` and `activity.root`)"
    public let fileExtensions = ["json"]
    /// What the richest file can say; each screen declares what its own file says.
    public let capabilities = RecorderCapabilities(evidence: [.traits, .identifiers, .placeholders, .toggleStates],
                                                   frameUnit: .pixels, density: RicoRecorder.density, listing: .hintsAsText)

    /// Pixels per dp of the device class every Rico screen was recorded on (1440 x 2560, 560 dpi).
    public static let density = 3.5

    /// A JSON object whose first bytes hold Rico's keys, in any order: `activity_name` or
    /// `is_keyboard_deployed`, or an `activity` object and a `root` object (the tree written first). A file
    /// whose first bytes show none of them is still read as Rico when its shape is (see `isRico`).
    public func recognises(_ head: RecordingHead) -> Bool {
        guard head.firstSignificantByte == UInt8(ascii: "{") else { return false }
        let bytes = head.bytes
        return Self.hasKey(bytes, "activity_name") || Self.hasKey(bytes, "is_keyboard_deployed")
            || (Self.hasKey(bytes, "activity", opensObject: true) && Self.hasKey(bytes, "root", opensObject: true))
    }

    public func read(bytes: [UInt8], file: String) -> Screen {
        withJSON(bytes, file: file) { Self.screen(of: $0, file: file) }
    }

    /// Whether a parsed document has Rico's shape: an object with `activity_name` and an `activity` object
    /// holding `root`, whatever the order of their keys.
    static func isRico(_ document: JSONDocument) -> Bool {
        let top = document.root
        guard document.kind(top) == .object, document.value(forKey: "activity_name", inObject: top) != nil,
              let activity = document.value(forKey: "activity", inObject: top), document.kind(activity) == .object else { return false }
        return document.value(forKey: "root", inObject: activity) != nil
    }

    /// The screen of a parsed view hierarchy, its frames converted with Rico's density.
    static func screen(of document: JSONDocument, file: String) -> Screen {
        func unreadable(_ node: Int, _ message: String) -> Screen {
            .unreadable(file: file, error: ReadError(file: file, location: document.location(node), message: message))
        }
        let top = document.root
        guard document.kind(top) == .object else {
            return unreadable(top, "not a Rico view hierarchy: expected an object with 'activity' holding 'root', found \(document.describe(top))")
        }
        guard let activity = document.value(forKey: "activity", inObject: top) else {
            return unreadable(top, "not a Rico view hierarchy: expected an object with 'activity' holding 'root'")
        }
        guard document.kind(activity) == .object else {
            return unreadable(activity, "expected 'activity' to be an object holding 'root', found \(document.describe(activity))")
        }
        guard let root = document.value(forKey: "root", inObject: activity) else {
            return unreadable(activity, "expected 'activity' to hold 'root', the top view")
        }
        if document.isNull(root) {
            return Screen(file: file, format: .rico, status: .empty, elements: [], bounds: .zero,
                          error: ReadError(file: file, location: document.location(root), message: "the capture holds no views ('root' is null)"))
        }
        guard document.kind(root) == .object else {
            return unreadable(root, "expected 'root' to be a view object, found \(document.describe(root))")
        }
        var tree = RicoTree(document: document, file: file)
        var screen = tree.screen(root: root)
        if screen.status == .ok { screen.convertPixels(density: density) }
        return screen
    }

    /// Whether `bytes` holds `"name"` as an object key (the quoted name, then white space and a colon, not
    /// inside another string after a backslash), and, when `opensObject`, with an object as its value.
    static func hasKey(_ bytes: ArraySlice<UInt8>, _ name: StaticString, opensObject: Bool = false) -> Bool {
        let quote = UInt8(ascii: "\"")
        let pattern = [quote] + Array(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)) + [quote]
        func skipSpace(_ index: inout Int) {
            while index < bytes.endIndex {
                switch bytes[index] {
                case 0x20, 0x09, 0x0A, 0x0D: index += 1
                default: return
                }
            }
        }
        var index = bytes.startIndex
        while index + pattern.count <= bytes.endIndex {
            defer { index += 1 }
            guard bytes[index] == quote, bytes[index ..< index + pattern.count].elementsEqual(pattern) else { continue }
            if index > bytes.startIndex, bytes[index - 1] == UInt8(ascii: "\\") { continue }
            var after = index + pattern.count
            skipSpace(&after)
            guard after < bytes.endIndex, bytes[after] == UInt8(ascii: ":") else { continue }
            if !opensObject { return true }
            after += 1
            skipSpace(&after)
            if after < bytes.endIndex, bytes[after] == UInt8(ascii: "{") { return true }
        }
        return false
    }
}

extension RecordingFormat {
    /// A Rico view hierarchy (`<id>.json` of the Rico dataset).
    public static let rico = RecordingFormat(rawValue: "rico")
}

/// Builds the tree of one Rico view hierarchy from its nested nodes, without recursion.
private struct RicoTree {
    let document: JSONDocument
    let file: String
    /// The classes met so far, with what their names or their ancestors' say.
    var classes: [String: AndroidClass] = [:]
    var sawHint = false
    var sawChecked = false

    init(document: JSONDocument, file: String) {
        self.document = document
        self.file = file
    }

    /// One node as read: the Android view, its class, whether `checked` is recorded, its `children` value,
    /// and where its bounds are when they cannot be used.
    struct Read {
        var node = AndroidNode()
        var kind: AndroidClass
        var hasChecked = false
        var children: Int?
        var boundsProblem: SourceLocation?
    }

    mutating func screen(root: Int) -> Screen {
        var tree = TreeBuilder(expectedCount: document.nodes.count / 48 + 1)
        var focusNodes: [TalkBackFocus.Node] = []
        var problems: [(Int, SourceLocation)] = []
        // Depth first: each entry is a node to visit, or a marker to close the one opened before it.
        var stack: [(node: Int, closes: Bool)] = [(root, false)]
        while let (item, closes) = stack.popLast() {
            if closes {
                tree.close()
                continue
            }
            let read = read(item)
            var kids: [Int] = []
            if let children = read.children {
                switch document.kind(children) {
                case .null: break
                case .array:
                    for child in document.elements(ofArray: children) {
                        switch document.kind(child) {
                        case .object: kids.append(child)
                        case .null: continue
                        default:
                            return unreadable(child, "expected each entry of 'children' to be a view object (or null), found \(document.describe(child))")
                        }
                    }
                default:
                    return unreadable(children, "expected 'children' to be an array of views, found \(document.describe(children))")
                }
            }
            var element = AndroidVocabulary.element(read.node, kind: read.kind, location: document.location(item))
            // A toggle whose `checked` is not recorded has no known state (not "not checked").
            if !read.hasChecked, !element.traits.isDisjoint(with: [.toggle, .radioButton]) { element.value = nil }
            if let location = read.boundsProblem { problems.append((tree.count, location)) }
            // The root is the first view of the app's window.
            focusNodes.append(AndroidVocabulary.focusNode(read.node, kind: read.kind, windowRoot: item == root))
            if kids.isEmpty {
                tree.add(element)
            } else {
                tree.open(element)
                stack.append((item, true))
                for child in kids.reversed() { stack.append((child, false)) }
            }
        }
        var elements = tree.takeElements()
        AndroidTree.finish(&elements, nodes: focusNodes)
        let bounds = AndroidTree.bounds(elements)
        var evidence: RecorderCapabilities.Evidence = [.traits, .identifiers]
        if sawHint { evidence.insert(.placeholders) }
        if sawChecked { evidence.insert(.toggleStates) }
        var screen = Screen(file: file, format: .rico, status: .ok, elements: elements, bounds: bounds,
                            capabilities: RecorderCapabilities(evidence: evidence, frameUnit: .pixels, density: RicoRecorder.density,
                                                                              listing: .hintsAsText))
        screen.platform = .android
        screen.problems = problems.map { problem in
            RecordingProblem.unusableFrame(file: file, location: problem.1, element: problem.0, in: screen,
                                           expected: "[left, top, right, bottom]")
        }
        return screen
    }

    func unreadable(_ node: Int, _ message: String) -> Screen {
        .unreadable(file: file, error: ReadError(file: file, location: document.location(node), message: message))
    }

    mutating func read(_ item: Int) -> Read {
        var node = AndroidNode()
        var hasChecked = false
        var children: Int?
        var ancestors: Int?
        var boundsProblem: SourceLocation?
        var visibility = true
        var visibleToUser = true
        func flag(_ value: Int) -> Bool { document.bool(value) ?? false }
        document.forEachMember(ofObject: item) { key, value in
            if document.key(key, equals: "class") { node.className = document.stringValue(value) }
            else if document.key(key, equals: "ancestors") { ancestors = value }
            else if document.key(key, equals: "text") { node.text = document.stringValue(value) }
            else if document.key(key, equals: "content-desc") { node.contentDescription = description(value) }
            else if document.key(key, equals: "text-hint") {
                node.hint = document.stringValue(value)
                sawHint = true
            }
            else if document.key(key, equals: "resource-id") { node.resourceID = document.stringValue(value) }
            else if document.key(key, equals: "package") { node.package = document.stringValue(value) }
            else if document.key(key, equals: "clickable") { node.clickable = flag(value) }
            else if document.key(key, equals: "long-clickable") { node.longClickable = flag(value) }
            else if document.key(key, equals: "focusable") { node.focusable = flag(value) }
            else if document.key(key, equals: "enabled") { node.enabled = document.bool(value) ?? true }
            else if document.key(key, equals: "selected") { node.selected = flag(value) }
            else if document.key(key, equals: "checked") {
                // Absent on most recordings: only a recorded state is one.
                if let checked = document.bool(value) {
                    node.checked = checked
                    hasChecked = true
                    sawChecked = true
                }
            }
            else if document.key(key, equals: "scrollable-horizontal") || document.key(key, equals: "scrollable-vertical") {
                node.scrollable = node.scrollable || flag(value)
            }
            else if document.key(key, equals: "visibility") {
                // `visible`, `invisible` or `gone`; anything but `visible` is not shown.
                visibility = document.kind(value) != .string || document.key(value, equals: "visible")
            }
            else if document.key(key, equals: "visible-to-user") { visibleToUser = document.bool(value) ?? true }
            else if document.key(key, equals: "children") { children = value }
            else if document.key(key, equals: "bounds") {
                node.bounds = bounds(value)
                if node.bounds == nil, !document.isNull(value) { boundsProblem = document.location(value) }
            }
        }
        node.visible = visibility && visibleToUser
        return Read(node: node, kind: kind(node.className, ancestors: ancestors), hasChecked: hasChecked,
                    children: children, boundsProblem: boundsProblem)
    }

    /// `content-desc`: a list (usually `[null]`) whose texts are joined by ", ", or a plain string.
    func description(_ value: Int) -> String? {
        switch document.kind(value) {
        case .string: return document.stringValue(value)
        case .array:
            let texts = document.elements(ofArray: value).compactMap { document.stringValue($0) }.filter { !TextChecks.isBlank($0) }
            return texts.isEmpty ? nil : texts.joined(separator: ", ")
        default: return nil
        }
    }

    /// What the class says, or the first of its ancestors that says anything when its own name does not.
    mutating func kind(_ name: String?, ancestors: Int?) -> AndroidClass {
        let key = name ?? ""
        if let known = classes[key] { return known }
        var found = AndroidClass(name)
        if !found.saysAnything, let ancestors, document.kind(ancestors) == .array {
            for ancestor in document.elements(ofArray: ancestors) {
                guard let ancestorName = document.stringValue(ancestor) else { continue }
                let base = AndroidClass(ancestorName)
                if base.saysAnything {
                    found = AndroidClass(name, knownAs: base)
                    break
                }
            }
        }
        classes[key] = found
        return found
    }

    /// `[left, top, right, bottom]` in pixels; nil unless four finite numbers.
    func bounds(_ value: Int) -> Frame? {
        guard document.kind(value) == .array else { return nil }
        let items = document.elements(ofArray: value)
        guard items.count == 4 else { return nil }
        let numbers = items.compactMap { document.number($0) }
        guard numbers.count == 4, numbers.allSatisfy(\.isFinite) else { return nil }
        // Inverted bounds are what Android reports for a view with no visible part: an empty frame.
        return Frame(x: numbers[0], y: numbers[1], width: max(0, numbers[2] - numbers[0]), height: max(0, numbers[3] - numbers[1]))
    }
}
