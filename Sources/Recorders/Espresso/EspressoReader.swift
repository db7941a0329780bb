import TreeModel

/// Reads one Espresso view hierarchy (see `EspressoRecorder`): finds its first view line and log prefix, joins
/// each view's lines, parses them, composes positions and builds the screen through the Android readers' tree.
struct EspressoReader {
    let lines: TextLines
    let file: String
    var problems: [(node: Int, location: SourceLocation, message: String)] = []

    init(lines: TextLines, file: String) {
        self.lines = lines
        self.file = file
    }

    /// One view line (with the lines it runs over), its depth and place.
    struct Record {
        var text: String
        var depth: Int
        var location: SourceLocation
    }

    /// `+--->` at the start of `text`: the number of dashes (the distance from the root); nil when it is no view line.
    static func depth(_ text: Substring) -> Int? {
        guard text.first == "+" else { return nil }
        let dashes = text.dropFirst().prefix { $0 == "-" }
        guard text.dropFirst(1 + dashes.count).first == ">" else { return nil }
        return dashes.count
    }

    /// The first view line (`+>DecorView{…`) and the log prefix before it.
    func start() -> (line: Int, prefix: ComposeLogPrefix)? {
        for index in 0..<lines.count {
            let line = lines[index]
            guard let marker = line.firstUTF8Range(of: "+>"), line[marker.upperBound...].contains("{") else { continue }
            return (index, ComposeLogPrefix(line[..<marker.lowerBound]))
        }
        return nil
    }

    /// The view records from the first view line on.
    mutating func records(from startLine: Int, prefix: ComposeLogPrefix) -> [Record] {
        var records: [Record] = []
        var open = false
        for index in startLine..<lines.count {
            var text = lines[index]
            if !prefix.isEmpty {
                guard let stripped = prefix.strip(text) else { continue }   // another tag's line
                text = stripped
            }
            if let depth = Self.depth(text) {
                let location = lines.location(line: index, at: lines.index(inLine: index, of: text, at: text.startIndex))
                records.append(Record(text: String(text.dropFirst(depth + 2)), depth: depth, location: location))
                open = true
            } else if text.trimmedSpaces == "|" {
                open = false
            } else if open {
                // A value over several lines: a text with line breaks, Android's window layout parameters.
                records[records.count - 1].text += "\n" + text
            } else {
                break   // the stack trace or the test's output after the hierarchy
            }
        }
        return records
    }

    mutating func screen(capabilities: RecorderCapabilities) -> Screen {
        guard let (startLine, prefix) = start() else {
            return .unreadable(file: file, error: ReadError(file: file, location: SourceLocation(line: 1, column: 1), message:
                "not an Espresso view hierarchy: no '+>View{…}' line"))
        }
        let records = records(from: startLine, prefix: prefix)
        var tree = TreeBuilder(expectedCount: records.count)
        var focus: [TalkBackFocus.Node] = []
        // Per open level: the view's position on screen (nil when unknown) and whether it is shown.
        var origins: [(x: Double, y: Double)?] = []
        var shown: [Bool] = []
        var sawChecked = false
        for (offset, record) in records.enumerated() {
            var level = record.depth
            if level > tree.openCount {
                problems.append((offset, record.location, "the view at \(record.location.line):\(record.location.column) is \(level - tree.openCount) levels deeper than a child of the view before it"))
                level = tree.openCount
            }
            while tree.openCount > level {
                tree.close()
                origins.removeLast()
                shown.removeLast()
            }
            guard let view = EspressoView.parse(record.text[...]) else {
                problems.append((offset, record.location, "the view at \(record.location.line):\(record.location.column) is not 'Name{key=value, …}' as Espresso writes it, so it is not read"))
                var unknown = Element(isContainer: true, location: record.location)
                unknown.accessible = false
                tree.open(unknown)
                focus.append(TalkBackFocus.Node(visible: false, important: false))
                origins.append(nil)
                shown.append(false)
                continue
            }
            // Where the parent is on screen (the root's parent is the window's corner); nil when unknown.
            let base: (x: Double, y: Double)? = origins.isEmpty ? (0, 0) : origins[origins.count - 1]
            let visible = (shown.last ?? true) && view.values["visibility"] == "VISIBLE"
            var node = AndroidNode()
            node.className = view.className
            node.text = view.text("text")
            node.contentDescription = view.text("desc")
            node.resourceID = view.text("res-name").map(Self.identifier)
            node.hint = view.text("hint")
            node.clickable = view.flag("is-clickable") ?? false
            node.enabled = view.flag("is-enabled") ?? true
            node.focusable = view.flag("is-focusable") ?? false
            node.selected = view.flag("is-selected") ?? false
            if let checked = view.flag("is-checked") {
                node.checkable = true
                node.checked = checked
                sawChecked = true
            }
            node.password = view.password
            node.editable = view.flag("has-input-connection") ?? false
            node.visible = visible
            var origin: (x: Double, y: Double)?
            if let x = view.number("x"), let y = view.number("y"), let width = view.number("width"), let height = view.number("height"),
               width >= 0, height >= 0 {
                // `x` and `y` are the view's position in its parent (`getX`, `getY`: left and top plus translation).
                if let base {
                    origin = (base.x + x, base.y + y)
                    node.bounds = Frame(x: base.x + x, y: base.y + y, width: width, height: height)
                }
            } else {
                problems.append((offset, record.location, "\(view.className) at \(record.location.line):\(record.location.column) has a position or size that cannot be used (width, height, x and y must be numbers), so it and the views inside it are not judged by the size, spacing and order rules"))
            }
            let kind = AndroidClass(view.className)
            var element = AndroidVocabulary.element(node, kind: kind, location: record.location)
            if !visible { element.visible = false }
            tree.open(element)
            focus.append(AndroidVocabulary.focusNode(node, kind: kind, windowRoot: level == 0))
            origins.append(origin)
            shown.append(visible)
        }
        while tree.openCount > 0 { tree.close() }
        var elements = tree.takeElements()
        guard !elements.isEmpty else {
            return .unreadable(file: file, error: ReadError(file: file, location: lines.location(line: startLine), message: "the hierarchy holds no views"))
        }
        AndroidTree.finish(&elements, nodes: focus)
        let bounds = AndroidTree.bounds(elements)
        var evidence = capabilities.evidence
        if !sawChecked { evidence.remove(.toggleStates) }
        var screen = Screen(file: file, format: .espresso, status: bounds.isEmpty ? .empty : .ok, elements: bounds.isEmpty ? [] : elements,
                            bounds: bounds, capabilities: RecorderCapabilities(evidence: evidence, frameUnit: .pixels))
        screen.platform = .android
        if bounds.isEmpty {
            screen.error = ReadError(file: file, location: records[0].location, message: "the hierarchy holds no frames: no view has a size")
            return screen
        }
        screen.problems = problems.sorted { $0.location < $1.location }.map {
            RecordingProblem(file: file, location: $0.location, message: $0.message, element: $0.node)
        }
        return screen
    }

    /// Android's own ids (`statusBarBackground`, `content`, the alert dialog's panels) as uiautomator writes
    /// them (`android:id/…`), so the density and dialog evidence reads them as for the other Android readers;
    /// the app's ids as Espresso gives them (the entry name, without the package).
    static func identifier(_ name: String) -> String {
        frameworkIDs.contains(name) ? "android:id/" + name : name
    }

    static let frameworkIDs: Set<String> = [
        "statusBarBackground", "navigationBarBackground", "content", "action_bar_container", "action_bar", "action_bar_root",
        "action_mode_bar_stub", "alertTitle", "parentPanel", "buttonPanel", "topPanel", "button1", "button2", "button3",
    ]
}
