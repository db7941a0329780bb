import TreeModel

/// Reads one Flutter semantics dump (see `FlutterRecorder`): finds its first node and log prefix, parses nodes
/// and their properties, places them on screen and builds the screen.
struct FlutterReader {
    let lines: TextLines
    let file: String
    var problems: [(node: Int, location: SourceLocation, message: String)] = []

    init(lines: TextLines, file: String) {
        self.lines = lines
        self.file = file
    }

    /// A parsed node, how deep, and its parent among the parsed nodes.
    struct Placed {
        var node: FlutterNode
        var depth: Int
        var parent: Int?
    }

    /// One property line (or a line continuing it), where it starts and how far it is indented.
    struct PropertyLine {
        var text: String
        var location: SourceLocation
        var column: Int
    }

    /// The characters that draw the tree (`│`, `├─`, `└─`) and indent it.
    static func isDrawing(_ character: Character) -> Bool {
        character == " " || character == "│" || character == "├" || character == "└" || character == "─"
    }

    /// The first node line and the log prefix before it: `I/flutter (10733): ` (Android's log), `flutter: ` (the
    /// iOS console, `flutter run`), or none.
    func start() -> (line: Int, prefix: ComposeLogPrefix)? {
        for index in 0..<lines.count {
            let line = lines[index]
            guard let marker = line.firstUTF8Range(of: "SemanticsNode#"), FlutterNode.id(line[marker.lowerBound...]) != nil else { continue }
            let before = line[..<marker.lowerBound]
            if let name = before.firstRange(of: "flutter"), let end = before[name.upperBound...].firstRange(of: ": ") {
                return (index, ComposeLogPrefix(before[..<end.upperBound]))
            }
            if before.allSatisfy(Self.isDrawing) { return (index, ComposeLogPrefix(""[...])) }
            return (index, ComposeLogPrefix(before))
        }
        return nil
    }

    mutating func screen(capabilities: RecorderCapabilities) -> Screen {
        guard let (startLine, prefix) = start() else {
            return .unreadable(file: file, error: ReadError(file: file, location: SourceLocation(line: 1, column: 1), message:
                "not a Flutter semantics dump: no 'SemanticsNode#…' line"))
        }
        let placed = parse(from: startLine, prefix: prefix)
        let platform: Platform = prefix.text.starts(with: "flutter: ") ? .iOS : .android
        let (frames, density) = Self.frames(placed)
        var tree = TreeBuilder(expectedCount: placed.count)
        for (index, item) in placed.enumerated() {
            while tree.openCount > item.depth { tree.close() }
            let merged = item.node.mergeBoundary ? Self.merged(into: index, placed) : []
            tree.open(FlutterVocabulary.element(item.node, merged: merged, frame: frames[index]))
        }
        while tree.openCount > 0 { tree.close() }
        var elements = tree.takeElements()
        for index in elements.indices where elements[index].descendantCount > 0 && elements[index].accessible == false
            && elements[index].label == nil && elements[index].value == nil
            && elements[index].traits.isDisjoint(with: ScreenFactsTraits.interactive) {
            elements[index].isContainer = true
        }
        let bounds = AndroidTree.bounds(elements)
        var screen = Screen(file: file, format: .flutter, status: bounds.isEmpty ? .empty : .ok, elements: bounds.isEmpty ? [] : elements,
                            bounds: bounds, capabilities: RecorderCapabilities(
                                evidence: capabilities.evidence,
                                frameUnit: platform == .iOS ? .points : .densityIndependentPixels))
        screen.platform = platform
        screen.density = density
        screen.toolkit = .flutter
        if bounds.isEmpty {
            screen.error = ReadError(file: file, location: placed[0].node.location, message: "the dump holds no frames: no node has a size")
            return screen
        }
        screen.problems = problems.sorted { $0.location < $1.location }.map {
            RecordingProblem(file: file, location: $0.location, message: $0.message, element: $0.node)
        }
        return screen
    }

    /// The merged-up descendants of the merge boundary `index`, in order: their label, value and hint, flags and
    /// actions are the boundary's as a screen reader reads it (`SemanticsNode.getSemanticsData`).
    static func merged(into index: Int, _ placed: [Placed]) -> [FlutterNode] {
        var result: [FlutterNode] = []
        var next = index + 1
        while next < placed.count, placed[next].depth > placed[index].depth {
            if placed[next].node.mergedUp { result.append(placed[next].node) }
            next += 1
        }
        return result
    }

    /// Each node's frame in logical pixels on screen, and the device pixel ratio the dump shows (nil when it
    /// shows none).
    ///
    /// A rectangle printed plainly is in the parent's coordinates, and the node's own coordinates (its children's)
    /// start at its top-left corner: Flutter prints a translated node's rectangle shifted by its translation.
    /// When a node's children do not fit that reading but fit its rectangle as printed, the node has no transform
    /// and its children share its parent's coordinates. A scaled or transformed rectangle is in the node's own
    /// coordinates. The root's rectangle is in physical pixels and its child is scaled by the device pixel ratio,
    /// printed with one decimal (`scaled by 2.6x`): the ratio is taken from the two widths when they agree with
    /// it. Every frame is then divided by that ratio.
    static func frames(_ placed: [Placed]) -> (frames: [Frame], density: Double?) {
        var transforms = [FlutterTransform](repeating: .identity, count: placed.count)
        var frames = [Frame](repeating: .zero, count: placed.count)
        var children = [[Int]](repeating: [], count: placed.count)
        for index in placed.indices { if let parent = placed[index].parent { children[parent].append(index) } }
        var density: Double?
        for index in placed.indices {
            let node = placed[index].node
            let outer = placed[index].parent.map { transforms[$0] } ?? .identity
            guard let rect = node.rect else {
                transforms[index] = outer
                continue
            }
            switch node.placement {
            case .inParent:
                let own = Frame(x: 0, y: 0, width: rect.width, height: rect.height)
                let fitsOwn = children[index].allSatisfy { child in placed[child].node.rect.map { own.contains($0, tolerance: 1) } ?? true }
                let fitsPrinted = children[index].allSatisfy { child in placed[child].node.rect.map { rect.contains($0, tolerance: 1) } ?? true }
                if (rect.x != 0 || rect.y != 0) && !fitsOwn && fitsPrinted {
                    transforms[index] = outer
                } else {
                    transforms[index] = outer.then(FlutterTransform(tx: rect.x, ty: rect.y))
                }
                frames[index] = outer.apply(rect)
            case .scaled(var factor):
                if let parent = placed[index].parent, let outerRect = placed[parent].node.rect, rect.width > 0,
                   abs(rect.width * factor - outerRect.width) <= 0.06 * outerRect.width {
                    factor = outerRect.width / rect.width
                }
                if density == nil, placed[index].depth == 1 { density = factor }
                transforms[index] = outer.then(FlutterTransform(a: factor, d: factor))
                frames[index] = transforms[index].apply(rect)
            case .transformed(let matrix):
                transforms[index] = outer.then(matrix)
                frames[index] = transforms[index].apply(rect)
            }
        }
        let ratio = density ?? 1
        // Rounded to a thousandth: the dump prints tenths, and 48 × 2.625 / 2.625 must stay 48.
        func rounded(_ value: Double) -> Double { (value / ratio * 1000).rounded() / 1000 }
        let logical = frames.map { Frame(x: rounded($0.x), y: rounded($0.y), width: rounded($0.width), height: rounded($0.height)) }
        return (logical, density)
    }

    /// The nodes from the first node line on, with their depth and parent; problems for lines that are neither.
    mutating func parse(from startLine: Int, prefix: ComposeLogPrefix) -> [Placed] {
        var placed: [Placed] = []
        var properties: [PropertyLine] = []
        var stack: [Int] = []
        var rootColumn = 0

        func finish(_ reader: inout FlutterReader) {
            guard let last = placed.indices.last else { return }
            reader.apply(properties, to: &placed[last].node, index: last)
            properties = []
        }

        for index in startLine..<lines.count {
            var text = lines[index]
            if !prefix.isEmpty {
                // Every line of a log carries the prefix; a line without it is another tag's or app's.
                guard let stripped = prefix.strip(text) else { continue }
                text = stripped
            }
            let drawing = text.prefix(while: Self.isDrawing)
            let body = text[drawing.endIndex...]
            if body.isEmpty {
                if text.isEmpty, !placed.isEmpty { break }   // a blank line ends the dump
                continue
            }
            let location = lines.location(line: index, at: lines.index(inLine: index, of: text, at: body.startIndex))
            if let id = FlutterNode.id(body) {
                let column = drawing.count
                if placed.isEmpty { rootColumn = column }
                var depth = 0
                if column == rootColumn {
                    if !placed.isEmpty {
                        problems.append((0, location, "the file holds another dump from \(location.line):\(location.column); only the first is read (write one dump a file)"))
                        break
                    }
                } else {
                    let offset = column - rootColumn
                    depth = max(1, offset / 2)
                    if offset < 0 || offset % 2 == 0 || !(drawing.hasSuffix("├─") || drawing.hasSuffix("└─")) {
                        problems.append((placed.count, location, "the node at \(location.line):\(location.column) is drawn at column \(column + 1), which is not a level of the tree (two characters a level)"))
                        depth = max(1, (offset + 1) / 2)
                    }
                }
                finish(&self)
                if let parentDepth = stack.last.map({ placed[$0].depth }), depth > parentDepth + 1 {
                    problems.append((placed.count, location, "the node at \(location.line):\(location.column) is indented \(depth - parentDepth) levels past the node before it"))
                    depth = parentDepth + 1
                }
                while let last = stack.last, placed[last].depth >= depth { stack.removeLast() }
                if placed.isEmpty { depth = 0 }
                placed.append(Placed(node: FlutterNode(id: id, location: location), depth: depth, parent: stack.last))
                stack.append(placed.count - 1)
                continue
            }
            guard !placed.isEmpty else { continue }
            if drawing.isEmpty {
                // Text at the line's start after the dump: the test's or the tool's own output.
                break
            }
            let line = PropertyLine(text: String(body), location: location, column: drawing.count)
            if let last = properties.last, Self.opensQuote(last.text) {
                properties[properties.count - 1].text += "\n" + line.text
            } else if let first = properties.first, let last = properties.last, line.column > first.column, last.column <= line.column {
                properties[properties.count - 1].text += " " + line.text
            } else {
                properties.append(line)
            }
        }
        finish(&self)
        return placed
    }

    /// Whether a property's value opens a quote it does not close (`label: "Two` of a label on several lines).
    static func opensQuote(_ text: String) -> Bool {
        guard let colon = text.firstRange(of: ": ") else { return false }
        let value = text[colon.upperBound...]
        return value.hasPrefix("\"") && (value.count == 1 || !value.hasSuffix("\""))
    }

    /// Reads the property lines of node `index`; lines that are none are problems.
    mutating func apply(_ lines: [PropertyLine], to node: inout FlutterNode, index: Int) {
        for line in lines {
            let text = line.text[...].trimmedSpaces
            if text.hasPrefix("merged up") { node.mergedUp = true; continue }
            if text.hasPrefix("merge boundary") { node.mergeBoundary = true; continue }
            if text == "invisible" { node.invisible = true; continue }
            if text == "HIDDEN" { node.hidden = true; continue }
            if text == "dirty" || text == "STALE" { continue }
            if text.hasPrefix("Rect.") {
                if !node.readRect(text) {
                    problems.append((index, line.location, "node #\(node.id) at \(node.location.line):\(node.location.column) has a rectangle that cannot be used (\"\(text)\" is not Rect.fromLTRB(left, top, right, bottom), plain, scaled or with a transform), so it is not judged by the size, spacing and order rules"))
                }
                continue
            }
            guard let colon = text.firstRange(of: ":"),
                  !text[..<colon.lowerBound].isEmpty,
                  text[..<colon.lowerBound].allSatisfy({ $0.isLetter || $0.isNumber || $0 == " " }) else {
                problems.append((index, line.location, "the line at \(line.location.line):\(line.location.column) is neither a node nor a property ('SemanticsNode#…', 'name: value', 'Rect.fromLTRB(…)'), so it is not read"))
                continue
            }
            let key = String(text[..<colon.lowerBound])
            let value = text[colon.upperBound...].trimmedSpaces
            switch key {
            case "flags":
                // `flags: []` and `actions: []`: the empty lists a dump at the `hidden` level prints.
                for flag in value.split(separator: ",") where value != "[]" { node.flags.insert(String(flag.trimmedSpaces)) }
            case "actions":
                for action in value.split(separator: ",") where value != "[]" {
                    let name = action.trimmedSpaces
                    // `tap🚫️`: the action is blocked (`BlockSemantics`, `isBlockingUserActions`), not offered.
                    if name.allSatisfy({ $0.isLetter || $0.isNumber }) { node.actions.insert(String(name)) }
                }
            default:
                if value.hasPrefix("\""), !value.hasSuffix("\"") || value.count == 1 {
                    problems.append((index, line.location, "the property at \(line.location.line):\(line.location.column) opens a quote that never closes"))
                    node.properties[key] = String(value) + "\""
                } else {
                    node.properties[key] = String(value)
                }
            }
        }
    }
}
