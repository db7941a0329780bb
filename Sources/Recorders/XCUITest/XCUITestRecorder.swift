import TreeModel

/// Reads what an XCUITest prints for `XCUIApplication().debugDescription` (`print(app.debugDescription)`, `po app`
/// in the debugger, an `XCTAttachment` of it) into a `Screen`.
///
/// The dump has up to four sections: `Attributes:` (the element asked about), `Element subtree:` (its tree, one
/// element a line, two spaces of indent per level, the first line marked `→`), `Path to element:` and `Query
/// chain:`. Only the element subtree is read; lines before `Attributes:` (test log lines) and the other sections
/// are passed over. Each line is parsed by `XCUITestLine`; types are WebDriverAgent's short names, mapped by
/// `WDAVocabulary` as for Appium page sources.
///
/// What the dump cannot say: traits beyond the type and the `Selected` and `Disabled` markers (Xcode 7 and 8
/// printed UIKit's trait bits, read where present: only then are headers known); hints; which elements VoiceOver
/// stops on (`accessible` is left unknown, as for idb); custom actions. Values are cut by XCTest to about 20
/// characters with `...`. Frames are points with one decimal, as laid out (not clipped). A line that is not an
/// element is a recording problem at its line and column, kept as an unknown element that no rule judges; the
/// other elements are read.
///
/// An element *set* (`{(` … `)}`, one element a line with no address and no indent: what an XCUITest query matched,
/// as the failure message of a query that found no single match prints it, in breadth-first order) is recognised and
/// reported as unreadable at 1:1, with the fix: without the hierarchy, neither what VoiceOver reaches nor its order
/// can be told.
public struct XCUITestRecorder: Recorder {
    public init() {}

    public let id = "xcuitest"
    public let summary = "XCUITest `debugDescription` dump (`print(XCUIApplication().debugDescription)`, text with `Element subtree:`)"
    public let fileExtensions: [String] = []
    public let contentCheckedExtensions = ["txt", "log"]
    /// What the richest dump says; a screen without UIKit's trait bits (Xcode 9 on) cannot say headers.
    public let capabilities = RecorderCapabilities(
        evidence: [.traits, .headers, .identifiers, .placeholders, .unclippedFrames, .pointSizes, .values, .toggleStates],
        frameUnit: .points, listing: .imagesNotReached)

    /// Text whose first lines hold `Element subtree:`, or that starts with `Attributes: ` or with the subtree's
    /// `→Application` line.
    public func recognises(_ head: RecordingHead) -> Bool {
        if head.startsWithElementSet { return true }
        let text = String(decoding: head.bytes, as: UTF8.self)
        if text.hasPrefix("Attributes: ") || text.hasPrefix("→Application") || text.hasPrefix("\"Attributes: ") { return true }
        return text.contains("\nElement subtree:") || text.contains(" Element subtree:") || text.hasPrefix("Element subtree:")
            || text.contains("\\nElement subtree:")
    }

    public func read(bytes: [UInt8], file: String) -> Screen {
        if RecordingHead(fileName: file, bytes: bytes[...]).startsWithElementSet {
            return .unreadable(file: file, error: ReadError(file: file, location: SourceLocation(line: 1, column: 1), message:
                "an XCUITest element set ('{( … )}', the elements a query matched, as its failure message prints them) is a flat list in breadth-first order, without the hierarchy that says what VoiceOver reaches and in which order; print `XCUIApplication().debugDescription` in the test and check that dump"))
        }
        var reader = XCUITestReader(lines: TextLines(bytes: Self.unescaped(bytes)), file: file)
        return reader.screen(capabilities: capabilities)
    }

    /// The dump as `po app.debugDescription` shows it in the debugger, a Swift string literal on one line
    /// (`"Attributes: …\nElement subtree:\n →Application, …"` with `\'` for quotes), unescaped into its lines;
    /// any other text as it is. Places in such a dump are lines and columns of the unescaped text.
    static func unescaped(_ bytes: [UInt8]) -> [UInt8] {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let subtree = text.firstRange(of: "\\nElement subtree:\\n") else { return bytes }
        // The literal starts on the line that holds it (test log lines may come before), at its quote.
        let lineStart = text[..<subtree.lowerBound].lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        let line = text[lineStart..<subtree.lowerBound]
        let attributes = line.firstRange(of: "Attributes: ")?.lowerBound ?? lineStart
        var index = attributes
        var result = ""
        while index < text.endIndex {
            let character = text[index]
            index = text.index(after: index)
            if character == "\\", index < text.endIndex {
                let next = text[index]
                index = text.index(after: index)
                switch next {
                case "n": result.append("\n")
                case "t": result.append("\t")
                default: result.append(next)   // \' \" \\
                }
            } else if character == "\"" {
                break   // the literal's end
            } else {
                result.append(character)
            }
        }
        return Array(result.utf8)
    }
}

extension RecordingFormat {
    /// XCUITest's `debugDescription` of an application.
    public static let xcuitest = RecordingFormat(rawValue: "xcuitest")
}

/// Turns the element subtree of one dump into elements.
struct XCUITestReader {
    let lines: TextLines
    let file: String
    var tree = TreeBuilder()
    var problems: [RecordingProblem] = []
    var sawTraits = false
    /// Depth of open StatusBar elements: what lies inside one is a status-bar item.
    var statusBars: [Int] = []

    init(lines: TextLines, file: String) {
        self.lines = lines
        self.file = file
    }

    mutating func screen(capabilities: RecorderCapabilities) -> Screen {
        guard let first = firstElementLine() else {
            let query = (0..<lines.count).first { lines[$0].trimmedSpaces == "Query chain:" }
            let message = query != nil
                ? "the dump holds no element subtree, only the query chain: XCTest could not take a snapshot of the app"
                : "not an XCUITest debugDescription: no 'Element subtree:' section and no '→Application' line"
            let location = query.map { lines.location(line: $0) } ?? SourceLocation(line: 1, column: 1)
            if query != nil {
                return Screen(file: file, format: .xcuitest, status: .empty, elements: [], bounds: .zero,
                              error: ReadError(file: file, location: location, message: message))
            }
            return .unreadable(file: file, error: ReadError(file: file, location: location, message: message))
        }
        readSubtree(from: first)
        let more = (first..<lines.count).filter { lines[$0].trimmedSpaces == "Element subtree:" }
        if let next = more.first, tree.count > 0 {
            let location = lines.location(line: next)
            problems.append(RecordingProblem(file: file, location: location, message:
                "the file holds \(more.count) more dump\(more.count == 1 ? "" : "s") after the first, from \(location.line):\(location.column); only the first is read (write one dump a file)",
                element: 0))
        }
        var elements = tree.takeElements()
        guard !elements.isEmpty else {
            return Screen(file: file, format: .xcuitest, status: .empty, elements: [], bounds: .zero,
                          error: ReadError(file: file, location: lines.location(line: first), message: "the element subtree holds no elements"))
        }
        let bounds = Self.bounds(elements)
        if elements[0].frame.isEmpty { elements[0].frame = bounds }
        if bounds.isEmpty {
            return Screen(file: file, format: .xcuitest, status: .empty, elements: [], bounds: .zero,
                          error: ReadError(file: file, location: elements[0].location,
                                           message: "the element subtree holds no frames: no element has a size"))
        }
        var screenCapabilities = capabilities
        if !sawTraits { screenCapabilities.evidence.remove(.headers) }
        return Screen(file: file, format: .xcuitest, status: .ok, elements: elements, bounds: bounds, problems: problems,
                      capabilities: screenCapabilities)
    }

    /// The 0-based index of the subtree's first element line: the first line after `Element subtree:` that is not
    /// blank, or a line that starts (after spaces) with `→` before any `Path to element:` or `Query chain:`.
    func firstElementLine() -> Int? {
        var index = 0
        while index < lines.count {
            let text = lines[index].trimmedSpaces
            if text == "Element subtree:" {
                var next = index + 1
                while next < lines.count, lines[next].trimmedSpaces.isEmpty { next += 1 }
                return next < lines.count && !Self.endsSubtree(lines[next]) ? next : nil
            }
            // The other sections mark their first line with `→` too: no subtree comes after them.
            if text == "Path to element:" || text == "Query chain:" { return nil }
            if text.hasPrefix("→") { return index }
            index += 1
        }
        return nil
    }

    /// A line after which the subtree is over: a blank line or the next section.
    static func endsSubtree(_ line: Substring) -> Bool {
        let text = line.trimmedSpaces
        return text.isEmpty || text == "Path to element:" || text == "Query chain:" || text.hasPrefix("Attributes: ")
    }

    /// The column (0-based, in characters) where the line's content starts after its indent and `→`.
    static func contentStart(_ line: Substring) -> Substring.Index {
        line.firstIndex { $0 != " " && $0 != "\t" && $0 != "→" } ?? line.endIndex
    }

    mutating func readSubtree(from first: Int) {
        let base = lines[first].distance(from: lines[first].startIndex, to: Self.contentStart(lines[first]))
        var index = first
        var depth = 0
        while index < lines.count, !Self.endsSubtree(lines[index]) {
            let line = lines[index]
            let start = Self.contentStart(line)
            let location = lines.location(line: index, at: start)
            let column = line.distance(from: line.startIndex, to: start)
            // The element's text, with the lines a quoted attribute runs on to (a label with a line break).
            var text = String(line[start...])
            var outcome = XCUITestLine.parse(text[...])
            var last = index
            while case .unterminated = outcome, last + 1 < lines.count, !Self.endsSubtree(lines[last + 1]) {
                last += 1
                text += "\n" + lines[last]
                outcome = XCUITestLine.parse(text[...])
            }
            // Two spaces a level; a line indented past one level more than the one before is taken as its child.
            var level = (column - base) / 2
            let indentProblem: String?
            if index != first && (column - base) % 2 != 0 || column < base {
                indentProblem = "is indented by \(column) characters, which is not a level of the subtree (\(base) plus two a level)"
            } else if level > depth + 1 && index != first {
                indentProblem = "is indented \(level - depth) levels past the line before it"
            } else {
                indentProblem = nil
            }
            level = index == first ? 0 : max(1, min(level, depth + 1))
            while tree.openCount > level { closeOne() }
            depth = level
            switch outcome {
            case .line(let parsed):
                add(parsed, location: location, line: index)
            case .unterminated:
                add(nil, location: location, line: index, message: "has a quoted attribute that is never closed (no ' before the end of the subtree)")
            case .malformed(let message, _):
                add(nil, location: location, line: index, message: "is not an element line: \(message)")
            }
            if let indentProblem {
                problems.append(RecordingProblem(file: file, location: location, message: "the line at \(location.line):\(location.column) \(indentProblem)",
                                                 element: tree.count - 1))
            }
            index = last + 1
        }
        while tree.openCount > 0 { closeOne() }
    }

    mutating func closeOne() {
        if statusBars.last == tree.openCount - 1 { statusBars.removeLast() }
        tree.close()
    }

    /// Opens the element of a parsed line, or (`parsed` nil) an unknown element for a line that is not one, with a
    /// problem saying why.
    mutating func add(_ parsed: XCUITestLine?, location: SourceLocation, line: Int, message: String? = nil) {
        guard let parsed else {
            var unknown = Element(isContainer: true, location: location)
            unknown.accessible = false
            let index = tree.open(unknown)
            problems.append(RecordingProblem(file: file, location: location, message:
                "the line at \(location.line):\(location.column) \(message ?? "cannot be read"), so it is kept as an unknown element that no rule judges",
                element: index))
            return
        }
        let type = parsed.type ?? "Other"
        var reading = WDAVocabulary.reading(type: type, name: nil, label: parsed.label, value: parsed.value,
                                            placeholder: parsed.placeholder)
        reading.identifier = parsed.identifier
        var recorded: Traits?
        if let bits = parsed.traits {
            sawTraits = true
            recorded = Self.traits(bits)
        }
        let enabled = !parsed.disabled && recorded?.contains(.notEnabled) != true
        var derived = WDAVocabulary.roles(type: type, enabled: enabled)
        derived.traits.formUnion(reading.extraTraits)
        if parsed.selected { derived.traits.insert(.selected) }
        if !statusBars.isEmpty { derived.traits.insert(.statusBarElement) }
        let element = Element(label: parsed.label, value: reading.value, identifier: reading.identifier, type: type,
                              title: parsed.title, recordedTraits: recorded, derivedTraits: derived.traits,
                              frame: parsed.frame ?? .zero, enabled: enabled, placeholder: reading.placeholder,
                              isContainer: derived.isContainer, roles: derived.roles, location: location)
        let index = tree.open(element)
        if type == "StatusBar" { statusBars.append(tree.openCount - 1) }
        if let bad = parsed.badFrame {
            problems.append(RecordingProblem(file: file, location: location, message:
                "\(type) at \(location.line):\(location.column) has a frame that cannot be used (\"\(bad)\" is not {{x, y}, {width, height}}), so it is not judged by the size, spacing and order rules",
                element: index))
        }
    }

    /// UIKit's public trait bits (`UIAccessibilityTraits`, bits 0 to 16: button to header), as Xcode 7 and 8
    /// printed them; the private bits above are XCTest's own and not read.
    static func traits(_ bits: UInt64) -> Traits {
        Traits(rawValue: bits & 0x1FFFF)
    }

    /// The screen: the application's frame, else its main window's, else the largest of its children's.
    static func bounds(_ elements: [Element]) -> Frame {
        if !elements[0].frame.isEmpty { return elements[0].frame }
        var best = Frame.zero
        for index in elements.indices where elements[index].parent == 0 {
            let frame = elements[index].frame
            if frame.width * frame.height > best.width * best.height { best = frame }
        }
        return best
    }
}
