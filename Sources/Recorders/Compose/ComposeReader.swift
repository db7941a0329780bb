import TreeModel

/// Reads one Compose dump (see `ComposeRecorder`): finds its start and log prefix, parses nodes and their
/// properties, and builds the screen.
struct ComposeReader {
    let lines: TextLines
    let file: String
    var problems: [(node: Int, location: SourceLocation, message: String)] = []

    init(lines: TextLines, file: String) {
        self.lines = lines
        self.file = file
    }

    /// A parsed node, where it is and how deep.
    struct Placed {
        var node: ComposeNode
        var depth: Int
        var location: SourceLocation
    }

    /// The dump's content lines: each line's index and its text after the log prefix.
    func contentLines() -> (lines: [(index: Int, text: Substring)], unmerged: Bool, start: Int)? {
        var start: Int?
        var prefix = ComposeLogPrefix(""[...])
        var unmerged = false
        for index in 0..<lines.count {
            let line = lines[index]
            if let marker = line.firstRange(of: "printToLog:"), line[marker.upperBound...].trimmedSpaces.isEmpty {
                start = index
                prefix = ComposeLogPrefix(line[..<marker.lowerBound])
                break
            }
            if let marker = line.firstRange(of: "Printing with useUnmergedTree = '") {
                start = index
                prefix = ComposeLogPrefix(line[..<marker.lowerBound])
                break
            }
            if let marker = line.firstUTF8Range(of: "Node #"), line[marker.upperBound...].contains(")px") {
                start = index
                var before = line[..<marker.lowerBound]
                // A collection's numbering (`1) Node #…`) is the dump's, not the prefix.
                if before.hasSuffix(") ") {
                    let digits = before.dropLast(2).reversed().prefix(while: \.isWholeNumber).count
                    if digits > 0 { before = before.dropLast(2 + digits) }
                }
                prefix = ComposeLogPrefix(before)
                break
            }
        }
        guard let start else { return nil }
        // Every line prefixed (logcat), or only the first (Robolectric prints the message's other lines bare).
        var everyLine = false
        if !prefix.isEmpty, start + 1 < lines.count, prefix.strip(lines[start + 1]) != nil { everyLine = true }
        var result: [(index: Int, text: Substring)] = []
        for index in start..<lines.count {
            var text: Substring
            if index == start || everyLine {
                guard let stripped = prefix.strip(lines[index]) else {
                    if prefix.isEmpty { text = lines[index] } else { continue }   // another app's or tag's line
                    result.append((index, text))
                    continue
                }
                text = stripped
            } else {
                if ComposeLogPrefix.isLogLine(lines[index]) { break }
                text = lines[index]
            }
            result.append((index, text))
        }
        let header = result.first { $0.text.contains("Printing with useUnmergedTree = '") }
        unmerged = header?.text.contains("useUnmergedTree = 'true'") == true
        return (result, unmerged, start)
    }

    mutating func screen(capabilities: RecorderCapabilities) -> Screen {
        guard let content = contentLines() else {
            return .unreadable(file: file, error: ReadError(file: file, location: SourceLocation(line: 1, column: 1), message:
                "not a Compose semantics dump: no 'Printing with useUnmergedTree' line and no 'Node #… at (…)px' line"))
        }
        let format: RecordingFormat = content.unmerged ? .composeUnmerged : .compose
        let placed = parse(content.lines)
        guard !placed.isEmpty else {
            let location = lines.location(line: content.start)
            let nothing = content.lines.contains { $0.text.trimmedSpaces.hasPrefix("There were 0 nodes found") }
            return Screen(file: file, format: format, status: .empty, elements: [], bounds: .zero,
                          error: ReadError(file: file, location: location, message:
                            nothing ? "the dump found no nodes ('There were 0 nodes found!')" : "the dump holds no nodes"))
        }
        var tree = TreeBuilder(expectedCount: placed.count)
        var focus: [TalkBackFocus.Node] = []
        var depth = -1
        for (offset, item) in placed.enumerated() {
            var level = item.depth
            if level > depth + 1 {
                problems.append((offset, item.location, "the node at \(item.location.line):\(item.location.column) is indented \(level - depth) levels past the node before it"))
                level = depth + 1
            }
            while tree.openCount > level { tree.close() }
            depth = level
            let (element, node) = ComposeVocabulary.element(item.node, location: item.location, root: level == 0)
            tree.open(element)
            focus.append(node)
        }
        while tree.openCount > 0 { tree.close() }
        var elements = tree.takeElements()
        AndroidTree.finish(&elements, nodes: focus)
        let bounds = AndroidTree.bounds(elements)
        var evidence = capabilities.evidence
        if placed.allSatisfy({ $0.node.frame == nil }) { evidence.remove(.unclippedFrames) }
        var screen = Screen(file: file, format: format, status: bounds.isEmpty ? .empty : .ok, elements: bounds.isEmpty ? [] : elements,
                            bounds: bounds, capabilities: RecorderCapabilities(evidence: evidence, frameUnit: .pixels))
        screen.platform = .android
        screen.toolkit = .compose
        if bounds.isEmpty {
            screen.error = ReadError(file: file, location: placed[0].location, message: "the dump holds no frames: no node has a size")
            return screen
        }
        screen.problems = problems.sorted { $0.location < $1.location }.map {
            RecordingProblem(file: file, location: $0.location, message: $0.message, element: $0.node)
        }
        return screen
    }

    /// The nodes of the content lines, in order, with their depth; problems for lines that are neither.
    mutating func parse(_ content: [(index: Int, text: Substring)]) -> [Placed] {
        var placed: [Placed] = []
        var position = 0
        var sawNode = false
        while position < content.count {
            let (index, text) = content[position]
            position += 1
            let body = text.drop { $0 == " " || $0 == "|" }
            if body.isEmpty {
                // A blank line ends the dump; a second dump after it is not read.
                if sawNode, let next = content[position...].first(where: { $0.text.contains("Printing with useUnmergedTree") || $0.text.hasPrefix("Node #") }) {
                    let location = lines.location(line: next.index)
                    problems.append((0, location, "the file holds another dump from \(location.line):\(location.column); only the first is read (write one dump a file)"))
                }
                if sawNode { break }
                continue
            }
            if body.hasPrefix("Printing with useUnmergedTree") || body == "printToLog:" {
                // In a log, the next dump follows without a blank line.
                if sawNode {
                    let location = lines.location(line: index, at: lines.index(inLine: index, of: text, at: body.startIndex))
                    problems.append((0, location, "the file holds another dump from \(location.line):\(location.column); only the first is read (write one dump a file)"))
                    break
                }
                continue
            }
            if let marker = text.firstUTF8Range(of: "Node #"), let node = ComposeNode.parse(text[marker.lowerBound...]) {
                let location = lines.location(line: index, at: lines.index(inLine: index, of: text, at: marker.lowerBound))
                let before = text[..<marker.lowerBound]
                let column = before.count
                var depth = 0
                if before.hasSuffix("|-") {
                    depth = column / 3
                    if column % 3 != 0 || !before.dropLast(2).allSatisfy({ $0 == " " || $0 == "|" }) {
                        problems.append((placed.count, location, "the node at \(location.line):\(location.column) is indented by \(column) characters, which is not a level of the tree (three a level)"))
                        depth = max(1, (column + 1) / 3)
                    }
                } else if !before.isEmpty && !Self.isNumbering(before) {
                    problems.append((placed.count, location, "the node at \(location.line):\(location.column) has '\(before)' before it, which is not the tree's indent"))
                }
                if let bad = node.badFrame {
                    problems.append((placed.count, location, "node #\(node.id) at \(location.line):\(location.column) has a frame that cannot be used (\"\(bad)\" is not (l=…, t=…, r=…, b=…)px), so it is not judged by the size, spacing and order rules"))
                }
                placed.append(Placed(node: node, depth: depth, location: location))
                sawNode = true
                continue
            }
            var location: SourceLocation { lines.location(line: index, at: lines.index(inLine: index, of: text, at: body.startIndex)) }
            guard !placed.isEmpty else {
                if body.hasPrefix("There were 0 nodes found") { continue }
                problems.append((0, location, "the line at \(location.line):\(location.column) comes before any node: expected 'Node #… at (l=…, t=…, r=…, b=…)px'"))
                continue
            }
            let owner = placed.count - 1
            // A quoted value may run over several lines (a text with a line break).
            var property = String(body)
            if let equals = property.firstUTF8Range(of: " = '"), !Self.closes(property[equals.upperBound...]) {
                while position < content.count {
                    property += "\n" + content[position].text
                    position += 1
                    if Self.closes(property[property.firstUTF8Range(of: " = '")!.upperBound...]) { break }
                }
                if !Self.closes(property[property.firstUTF8Range(of: " = '")!.upperBound...]) {
                    problems.append((owner, location, "the property at \(location.line):\(location.column) opens a quote that never closes"))
                    continue
                }
            }
            if !apply(property[...], to: &placed[owner].node) {
                problems.append((owner, location, "the line at \(location.line):\(location.column) is neither a node nor a property ('Key = 'value'', '[Flag, …]', 'Actions = […]'), so it is not read"))
            } else if let hidden = placed[owner].node.hiddenChildren {
                problems.append((owner, location, "node #\(placed[owner].node.id) is printed without its children (\(hidden): the dump was cut by a maxDepth), so they are not judged"))
                placed[owner].node.hiddenChildren = nil
            }
        }
        return placed
    }

    /// `1) ` before a node of a printed collection.
    static func isNumbering(_ text: Substring) -> Bool {
        text.hasSuffix(") ") && text.dropLast(2).allSatisfy(\.isWholeNumber) && text.count > 2
    }

    /// Whether a quoted value (from after its opening quote) is closed: it ends with `'`.
    static func closes(_ value: Substring) -> Bool { value.hasSuffix("'") }

    /// Reads one property line into `node`; false when the line is no property.
    func apply(_ text: Substring, to node: inout ComposeNode) -> Bool {
        if text.hasPrefix("["), text.hasSuffix("]") {
            for flag in text.dropFirst().dropLast().split(separator: ",") { node.flags.insert(String(flag.trimmedSpaces)) }
            return true
        }
        if text.hasPrefix("Actions = ["), text.hasSuffix("]") {
            node.actions = text.dropFirst(11).dropLast().split(separator: ",").map { String($0.trimmedSpaces) }
            return true
        }
        if text.hasPrefix("Has "), text.contains("child") || text.contains("sibling") {
            if text.contains("child") { node.hiddenChildren = String(text) }
            return true
        }
        if let equals = text.firstUTF8Range(of: " = '"), text.hasSuffix("'") {
            let key = text[..<equals.lowerBound]
            guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return false }
            node.properties[String(key)] = String(text[equals.upperBound...].dropLast())
            return true
        }
        if !text.isEmpty, text.allSatisfy(\.isLetter) {
            node.flags.insert(String(text))
            return true
        }
        return false
    }
}
