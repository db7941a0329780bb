import TreeModel

/// Reads DroidBot states (`states/state_<tag>.json`: an object with `views`, a flat list in which each view
/// names its `parent` and `children` by index) into a `Screen`.
///
/// Views carry `class`, `text`, `content_description`, `resource_id`, `bounds` (`[[left, top], [right,
/// bottom]]` in pixels, clipped to the display), and the flags (`clickable`, `checkable`, `editable`,
/// `is_password`, `visible`, …); no heading, no hint, no importance. Each view is located at its object.
/// The density is read from the state when it carries one (`density`, or `device_info.density`): a value
/// above 10 is dots per inch (divided by 160), else the scale itself.
public struct DroidBotRecorder: Recorder {
    public init() {}

    public let id = "droidbot"
    public let summary = "DroidBot state (`states/state_*.json`, an object with `views`)"
    public let fileExtensions = ["json"]
    public let capabilities = RecorderCapabilities(evidence: [.traits, .identifiers, .toggleStates], frameUnit: .pixels)

    /// A JSON object whose head holds DroidBot's own keys (`state_str`, `foreground_activity`). A state whose
    /// head does not show them (its keys in another order, `views` first) is still read as DroidBot by its
    /// keys once parsed (see `isDroidBot`).
    public func recognises(_ head: RecordingHead) -> Bool {
        guard head.firstSignificantByte == UInt8(ascii: "{") else { return false }
        return UIAutomatorRecorder.contains(head.bytes, "\"state_str\"") || UIAutomatorRecorder.contains(head.bytes, "\"foreground_activity\"")
    }

    /// The keys of a DroidBot state besides `views` (`DeviceState.to_dict`), any one of which tells it.
    static let stateKeys: [StaticString] = ["state_str", "foreground_activity", "tag", "state_str_content_free", "activity_stack", "background_services"]

    /// Whether a parsed document is a DroidBot state by its keys, whatever their order: an object with `views`
    /// and at least one of `stateKeys`.
    static func isDroidBot(_ document: JSONDocument) -> Bool {
        let root = document.root
        guard document.kind(root) == .object, document.value(forKey: "views", inObject: root) != nil else { return false }
        return stateKeys.contains { document.value(forKey: $0, inObject: root) != nil }
    }

    public func read(bytes: [UInt8], file: String) -> Screen {
        withJSON(bytes, file: file) { Self.screen(of: $0, file: file) }
    }

    /// The screen of a parsed state: its `views`, and its density when it records one.
    static func screen(of document: JSONDocument, file: String) -> Screen {
        let root = document.root
        guard document.kind(root) == .object, let views = document.value(forKey: "views", inObject: root) else {
            return .unreadable(file: file, error: ReadError(file: file, location: document.location(root),
                                                             message: "not a DroidBot state: expected an object with 'views'"))
        }
        guard document.kind(views) == .array else {
            return .unreadable(file: file, error: ReadError(file: file, location: document.location(views),
                                                             message: "expected 'views' to be an array of views, found \(document.describe(views))"))
        }
        let items = document.elements(ofArray: views)
        guard !items.isEmpty else {
            return Screen(file: file, format: .droidBot, status: .empty, elements: [], bounds: .zero,
                          error: ReadError(file: file, location: document.location(views), message: "the capture holds no views (an empty 'views' list)"))
        }
        var screen = DroidBotTree(document: document, items: items, file: file).screen()
        screen.platform = .android
        if screen.status == .ok, let density = Self.density(document) { screen.convertPixels(density: density) }
        (screen.app, screen.activity) = Self.foreground(document)
        return screen
    }

    /// The app and activity of `foreground_activity` (`com.example/.Main` → `com.example`, `.Main`); nil for
    /// what the state does not say.
    static func foreground(_ document: JSONDocument) -> (app: String?, activity: String?) {
        guard let node = document.value(forKey: "foreground_activity", inObject: document.root),
              let text = document.stringValue(node), !text.isEmpty else { return (nil, nil) }
        guard let slash = text.firstIndex(of: "/") else { return (text, nil) }
        let app = String(text[..<slash]), activity = String(text[text.index(after: slash)...])
        return (app.isEmpty ? nil : app, activity.isEmpty ? nil : activity)
    }

    /// The density the state records, as pixels per dp.
    static func density(_ document: JSONDocument) -> Double? {
        let root = document.root
        var node = document.value(forKey: "density", inObject: root)
        if node == nil, let info = document.value(forKey: "device_info", inObject: root), document.kind(info) == .object {
            node = document.value(forKey: "density", inObject: info)
        }
        guard let node, let value = document.number(node), value.isFinite, value > 0 else { return nil }
        return value > 10 ? value / 160 : value
    }
}

extension DroidBotRecorder {
    /// DroidBot's `bounds`, `[[left, top], [right, bottom]]` (in states and in event records): the four finite
    /// numbers as written, or nil for any other shape.
    static func corners(_ node: Int, in document: JSONDocument) -> (left: Double, top: Double, right: Double, bottom: Double)? {
        guard document.kind(node) == .array else { return nil }
        let corners = document.elements(ofArray: node)
        guard corners.count == 2 else { return nil }
        let points = corners.map { corner -> [Double] in
            document.kind(corner) == .array ? document.elements(ofArray: corner).compactMap { document.number($0) } : []
        }
        guard points[0].count == 2, points[1].count == 2, points.allSatisfy({ $0.allSatisfy(\.isFinite) }) else { return nil }
        return (points[0][0], points[0][1], points[1][0], points[1][1])
    }
}

extension RecordingFormat {
    /// A DroidBot `states/state_*.json`.
    public static let droidBot = RecordingFormat(rawValue: "droidbot")
}

/// Builds the tree of one DroidBot state from its flat list of views.
private struct DroidBotTree {
    let document: JSONDocument
    let items: [Int]
    let file: String

    /// A bad value of one view, reported as a `RecordingProblem` once the view has its place in the tree.
    enum Problem {
        /// `bounds` that are not `[[left, top], [right, bottom]]`.
        case bounds
        /// An entry of `children` that names no later view: the number as written (nil when it is no number),
        /// and why.
        case child(String?, String)
    }

    /// Why the entry `reference` of the `children` of view `index` names no view that can be its child, nil
    /// when it names view `child` (set then). Views come in pre-order, so a child comes after its parent.
    func badChild(_ reference: Int, of index: Int, child: inout Int) -> String? {
        guard let value = document.number(reference) else { return "is \(document.describe(reference)), not a view's index" }
        guard value.isFinite, value == value.rounded() else { return "is not a whole number" }
        guard value >= 0 else { return "is negative" }
        guard value < Double(items.count) else { return "is past the last view (\(items.count - 1))" }
        child = Int(value)
        if child == index { return "is the view itself" }
        if child < index { return child == 0 ? "is the root and would make a loop" : "comes before it in 'views' and would make a loop back towards the root" }
        return nil
    }

    func screen() -> Screen {
        // Children by index; a view is a root when its parent is -1 or not a valid index.
        var children = [[Int]](repeating: [], count: items.count)
        var roots: [Int] = []
        // Per view: the entries of its `children` that name no view that can be its child.
        var badChildren = [[(location: SourceLocation, problem: Problem)]](repeating: [], count: items.count)
        for (index, item) in items.enumerated() {
            guard document.kind(item) == .object else { continue }
            if let list = document.value(forKey: "children", inObject: item), document.kind(list) == .array {
                for reference in document.elements(ofArray: list) {
                    var child = -1
                    if let why = badChild(reference, of: index, child: &child) {
                        let written = document.kind(reference) == .number ? document.numberText(reference) : nil
                        badChildren[index].append((document.location(reference), .child(written, why)))
                    } else {
                        children[index].append(child)
                    }
                }
            }
            let parent = document.value(forKey: "parent", inObject: item).flatMap { document.number($0) }.flatMap { Int(exactly: $0) } ?? -1
            if parent < 0 || parent >= index { roots.append(index) }
        }
        var tree = TreeBuilder(expectedCount: items.count)
        var focusNodes: [TalkBackFocus.Node] = []
        // Per element: DroidBot's id of its view (`view_str`), which the transition graph's events name.
        var viewIDs: [String] = []
        let rootSet = Set(roots)
        var problems: [(element: Int, location: SourceLocation, problem: Problem)] = []
        var seen = Set<Int>()
        // Depth first, without recursion: each entry is a view to visit, or a marker to close one.
        var stack: [(view: Int, closes: Bool)] = roots.reversed().map { ($0, false) }
        while let (view, closes) = stack.popLast() {
            if closes {
                tree.close()
                continue
            }
            guard seen.insert(view).inserted, document.kind(items[view]) == .object else { continue }
            let (node, boundsProblem) = read(items[view])
            viewIDs.append(document.value(forKey: "view_str", inObject: items[view]).flatMap { document.stringValue($0) } ?? "")
            let kind = AndroidClass(node.className)
            let element = AndroidVocabulary.element(node, kind: kind, location: document.location(items[view]))
            if let boundsProblem { problems.append((tree.count, boundsProblem, .bounds)) }
            problems += badChildren[view].map { (tree.count, $0.location, $0.problem) }
            // A root of the list is the first view of a window.
            focusNodes.append(AndroidVocabulary.focusNode(node, kind: kind, windowRoot: rootSet.contains(view)))
            let kids = children[view].filter { !seen.contains($0) }
            if kids.isEmpty {
                tree.add(element)
            } else {
                tree.open(element)
                stack.append((view, true))
                for child in kids.reversed() { stack.append((child, false)) }
            }
        }
        var elements = tree.takeElements()
        AndroidTree.finish(&elements, nodes: focusNodes)
        let bounds = AndroidTree.bounds(elements)
        var screen = Screen(file: file, format: .droidBot, status: .ok, elements: elements, bounds: bounds,
                            capabilities: DroidBotRecorder().capabilities)
        if viewIDs.count == elements.count, viewIDs.contains(where: { !$0.isEmpty }) { screen.recorderViewIDs = viewIDs }
        // In file order, as every recorder reports them: a view's bounds may follow its `children`.
        problems.sort { $0.location < $1.location }
        screen.problems = problems.map { problem in
            let view = "\(screen.elements[problem.element].displayType) at \(screen.path(of: problem.element))"
            let message: String
            switch problem.problem {
            case .bounds:
                return RecordingProblem.unusableFrame(file: file, location: problem.location, element: problem.element, in: screen,
                                                      expected: "[[left, top], [right, bottom]]")
            case .child(let written?, let why):
                message = "\(view) lists child \(written), which \(why), so that entry of its 'children' is not followed"
            case .child(nil, let why):
                message = "\(view) lists a child that \(why), so that entry of its 'children' is not followed"
            }
            return RecordingProblem(file: file, location: problem.location, message: message, element: problem.element)
        }
        return screen
    }

    func read(_ item: Int) -> (AndroidNode, SourceLocation?) {
        var node = AndroidNode()
        var problem: SourceLocation?
        func flag(_ value: Int) -> Bool { document.bool(value) ?? false }
        document.forEachMember(ofObject: item) { key, value in
            if document.key(key, equals: "class") { node.className = document.stringValue(value) }
            else if document.key(key, equals: "text") { node.text = document.stringValue(value) }
            else if document.key(key, equals: "content_description") { node.contentDescription = document.stringValue(value) }
            else if document.key(key, equals: "resource_id") { node.resourceID = document.stringValue(value) }
            else if document.key(key, equals: "clickable") { node.clickable = flag(value) }
            else if document.key(key, equals: "long_clickable") { node.longClickable = flag(value) }
            else if document.key(key, equals: "checkable") { node.checkable = flag(value) }
            else if document.key(key, equals: "checked") { node.checked = flag(value) }
            else if document.key(key, equals: "enabled") { node.enabled = document.bool(value) ?? true }
            else if document.key(key, equals: "focusable") { node.focusable = flag(value) }
            else if document.key(key, equals: "scrollable") {
                node.scrollable = flag(value)
                node.scrollableRecorded = true
            }
            else if document.key(key, equals: "selected") { node.selected = flag(value) }
            else if document.key(key, equals: "is_password") { node.password = flag(value) }
            else if document.key(key, equals: "editable") { node.editable = flag(value) }
            else if document.key(key, equals: "visible") { node.visible = document.bool(value) ?? true }
            else if document.key(key, equals: "package") { node.package = document.stringValue(value) }
            else if document.key(key, equals: "bounds") {
                node.bounds = bounds(value)
                if node.bounds == nil, !document.isNull(value) { problem = document.location(value) }
            }
        }
        return (node, problem)
    }

    /// `[[left, top], [right, bottom]]` in pixels.
    func bounds(_ node: Int) -> Frame? {
        guard let corners = DroidBotRecorder.corners(node, in: document) else { return nil }
        // Inverted bounds are what Android reports for a view with no visible part: an empty frame.
        return Frame(x: corners.left, y: corners.top, width: max(0, corners.right - corners.left),
                     height: max(0, corners.bottom - corners.top))
    }
}
