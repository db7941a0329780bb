import Foundation
import Testing
import TreeModel
@testable import Recorders
import TestSupport

/// The idb reader reads the common shapes straight from the bytes (`IDBFastReader`) and everything else with the
/// JSON tape. Whenever the fast reader gives a screen it must be the tape reader's, field by field: elements (and
/// their frames bit for bit), locations, problems, status, format, error and capabilities. Checked on every idb and
/// AXe recording in `Fixtures/` and `../shared/data/recordings`, and on generated documents and mutations of them.
@Suite struct IDBFastReaderTests {
    /// Compares both readings of `bytes`; true when the fast reader read it.
    @discardableResult
    static func compare(_ bytes: [UInt8], file: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Bool {
        let tape = IDBRecorder().readWithTape(bytes: bytes, file: file)
        let read = IDBRecorder().read(bytes: bytes, file: file)
        expectSame(read, tape, file: file, sourceLocation: sourceLocation)
        guard let fast = IDBFastReader.read(bytes: bytes, file: file) else { return false }
        expectSame(fast, tape, file: file, sourceLocation: sourceLocation)
        return true
    }

    static func expectSame(_ fast: Screen, _ tape: Screen, file: String, sourceLocation: Testing.SourceLocation) {
        #expect(fast.file == tape.file, "\(file)", sourceLocation: sourceLocation)
        #expect(fast.format == tape.format, "\(file): format", sourceLocation: sourceLocation)
        #expect(fast.status == tape.status, "\(file): status", sourceLocation: sourceLocation)
        #expect(fast.error == tape.error, "\(file): \(String(describing: fast.error)) vs \(String(describing: tape.error))", sourceLocation: sourceLocation)
        #expect(fast.bounds == tape.bounds, "\(file): bounds", sourceLocation: sourceLocation)
        #expect(fast.capabilities == tape.capabilities, "\(file): capabilities", sourceLocation: sourceLocation)
        #expect(fast.problems == tape.problems, "\(file): problems \(fast.problems.map(\.description)) vs \(tape.problems.map(\.description))", sourceLocation: sourceLocation)
        #expect(fast.platform == tape.platform && fast.density == tape.density && fast.display == tape.display, "\(file)", sourceLocation: sourceLocation)
        #expect(fast.elements.count == tape.elements.count, "\(file): element count", sourceLocation: sourceLocation)
        for (index, (a, b)) in zip(fast.elements, tape.elements).enumerated() {
            let frames = [a.frame.x, a.frame.y, a.frame.width, a.frame.height].map(\.bitPattern)
                == [b.frame.x, b.frame.y, b.frame.width, b.frame.height].map(\.bitPattern)
            guard a != b || a.location != b.location || !frames else { continue }
            #expect(a == b, "\(file): element \(index)", sourceLocation: sourceLocation)
            #expect(a.location == b.location, "\(file): element \(index) at \(a.location) vs \(b.location)", sourceLocation: sourceLocation)
            #expect(frames, "\(file): element \(index) frame \(a.frame) vs \(b.frame)", sourceLocation: sourceLocation)
            return
        }
    }

    /// Every `.json` file under `folder`.
    static func jsonFiles(under folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension.lowercased() == "json" }.sorted { $0.path < $1.path }
    }

    @Test("every JSON file under Fixtures reads the same through the fast reader and the tape")
    func fixtures() throws {
        let files = Self.jsonFiles(under: PackagePaths.root.appendingPathComponent("Fixtures"))
        #expect(files.count > 50)
        var fast = 0
        for url in files where Self.compare(Array(try Data(contentsOf: url)), file: url.lastPathComponent) { fast += 1 }
        // Many fixtures are other recorders' JSON or idb screens with frame problems; the rest are read fast.
        #expect(fast > files.count / 3, "\(fast) of \(files.count)")
    }

    @Test("every JSON recording in ../shared/data/recordings reads the same through the fast reader and the tape",
          .enabled(if: FileManager.default.fileExists(atPath: PackagePaths.recordings.path)))
    func sharedRecordings() throws {
        let files = Self.jsonFiles(under: PackagePaths.recordings)
        var fast = 0
        for url in files where Self.compare(Array(try Data(contentsOf: url)), file: url.lastPathComponent) { fast += 1 }
        #expect(fast > files.count / 2, "\(fast) of \(files.count)")
    }

    // MARK: Generated documents

    /// Values for text members: JSON text, as recorded (strings, null, numbers, booleans) and odd (arrays, objects).
    static let texts = [
        "null", "\"\"", "\"  \"", "\"Help\"", "\"Sign in\"", "\"Caf\u{E9} \u{2014} \u{1F600}\"", "\"Line\\nbreak\"", "\"Quote \\\" \\\\ \\/\"",
        "\"\\u00e9t\\u00E9\"", "\"\\ud83d\\ude00\"", "\"\\ud83d\"", "\"\\u0020\"", "\"\u{2003}\"", "12", "-0", "1.5e3", "true", "false",
        "\"" + String(repeating: "long label ", count: 8) + "\"",
    ]
    static let oddTexts = ["[\"A\", null, 2]", "{}", "[]", "[[\"B\"], {\"c\": 1}]"]
    static let types = [
        "\"Button\"", "\"StaticText\"", "\"Other\"", "\"Application\"", "\"Cell\"", "\"UIView\"", "\"_UIScrollViewScrollIndicator\"",
        "\"SwiftUI.AccessibilityNode\"", "\"Heading\"", "\"TextField\"", "\"Switch\"", "\"Image\"", "null", "\"Butt\\u006fn\"",
        "\"B\u{FC}tton\"", "3", "\"" + String(repeating: "x", count: 40) + "\"",
    ]
    static let roles = ["\"AXButton\"", "\"AXStaticText\"", "\"AXGroup\"", "\"AXHeading\"", "\"AXTextField\"", "\"AXSwitch\"", "null", "\"AXKey\""]
    static let traitLists = [
        "null", "[]", "[\"Button\"]", "[\"Header\", \"StaticText\"]", "[\"None\"]", "[\"NotEnabled\", \"Button\"]", "[\"Selected\", 3, null]",
        "[\"Unknown\", \"Adjustable\"]", "\"Button\"", "[\"B\\u0075tton\"]",
    ]
    static let numbers = ["0", "1", "-3", "12.5", "402", "874", "196.66666666666669", "1e2", "0.000001", "-0.0", "123456789.123456789012", "5E-1"]

    static func frame(_ generator: inout SeededGenerator, odd: Bool) -> String {
        let roll = Int.random(in: odd ? 0 ..< 20 : 9 ..< 20, using: &generator)
        func number() -> String { numbers.randomElement(using: &generator)! }
        switch roll {
        case 0: return "null"
        case 1: return "{\"x\": 1, \"y\": 2, \"width\": \"NaN\", \"height\": 3}"
        case 2: return "{\"x\": 1, \"y\": 2, \"width\": 4}"
        case 3: return "{\"x\": 1, \"y\": 2, \"width\": -4, \"height\": 3}"
        case 4: return "{\"x\": 1e999, \"y\": 2, \"width\": 4, \"height\": 3}"
        case 5: return "\"{{0, 0}, {1, 1}}\""
        case 6: return "{\"x\": 1, \"y\": 2, \"width\": 4, \"height\": 3, \"x\": 9}"
        case 7: return "{\"x\": 1, \"y\": 2, \"width\": 4, \"height\": 3, \"depth\": [1, {\"a\": null}]}"
        case 8: return "{}"
        default:
            let members = [("x", number()), ("y", number()), ("width", number().replacingOccurrences(of: "-", with: "")),
                           ("height", number().replacingOccurrences(of: "-", with: ""))].shuffled(using: &generator)
            return "{" + members.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
        }
    }

    /// An `AXFrame`, read only without a usable `frame`: one in five cannot be used.
    static func axFrame(_ generator: inout SeededGenerator) -> String {
        if Int.random(in: 0 ..< 5, using: &generator) == 0 {
            return ["\"junk\"", "\"{{1, 2}, {-3, 4}}\"", "7", "\"{{1e999, 2}, {3, 4}}\""].randomElement(using: &generator)!
        }
        return ["\"{{0, 0}, {402, 874}}\"", "\"{{1.5, 2}, {30, 40.25}}\"", "null", "\"{{1, 2}, {3, 4}\\u007d\""].randomElement(using: &generator)!
    }

    /// One element object's members (without children), in a random order, some left out; with `odd`, some of
    /// kinds the fast reader leaves to the tape.
    static func members(_ generator: inout SeededGenerator, odd: Bool) -> [String] {
        func pick(_ values: [String]) -> String {
            if odd, values == texts, Int.random(in: 0 ..< 10, using: &generator) == 0 { return oddTexts.randomElement(using: &generator)! }
            return values.randomElement(using: &generator)!
        }
        var members = [
            "\"AXLabel\": \(pick(texts))", "\"AXValue\": \(pick(texts))", "\"AXUniqueId\": \(pick(texts))", "\"type\": \(pick(types))",
            "\"role\": \(pick(roles))", "\"subrole\": \(pick(roles))", "\"title\": \(pick(texts))", "\"help\": \(pick(texts))",
            "\"placeholder\": \(pick(texts))", "\"enabled\": \(pick(["true", "false", "null", "1", "\"no\"", "[]"]))",
            "\"frame\": \(frame(&generator, odd: odd))", "\"AXFrame\": \(axFrame(&generator))",
            "\"custom_actions\": \(pick(["[]", "[\"Delete\", \"Share\"]", "null", "[\"\", null, 1]", "\"Delete\""] + (odd ? ["[[\"a\"]]"] : [])))",
            "\"traits\": \(pick(traitLists))", "\"role_description\": \(pick(texts))", "\"pid\": 73158", "\"content_required\": false",
            "\"extra\": {\"nested\": [1, 2, {\"deep\": [true, false, null]}], \"\u{E9}\": \"\u{1F600}\"}",
        ].filter { _ in Int.random(in: 0 ..< 10, using: &generator) > 0 }
        let oddity = odd ? Int.random(in: 0 ..< 10, using: &generator) : -1
        if oddity == 0 { members.append("\"AXLabel\": \"Again\"") }  // a known key twice
        if oddity == 1 { members.append("\"AX\\u004cabel\": \"Escaped key\"") }
        if oddity == 2 { members.append("\"frame\": null") }
        if oddity == 3 { members.append("\"children\": null") }
        return members.shuffled(using: &generator)
    }

    /// An element with up to `depth` levels of children below it (nested output), or a flat one.
    static func element(_ generator: inout SeededGenerator, depth: Int, nested: Bool, pretty: Bool, indent: String) -> String {
        // One element in 40 has something odd: a document of many elements is then often odd too.
        var members = members(&generator, odd: Int.random(in: 0 ..< 40, using: &generator) == 0)
        if nested && !members.contains(where: { $0.hasPrefix("\"children\"") }) {
            let count = depth > 0 ? Int.random(in: 0 ..< 4, using: &generator) : 0
            let children = (0 ..< count).map { _ in
                element(&generator, depth: depth - 1, nested: true, pretty: pretty, indent: indent + "    ")
            }
            let list = children.isEmpty ? "[]" : "[" + children.joined(separator: pretty ? ",\n" + indent + "    " : ", ") + "]"
            // idb prints `children` among the other keys, AXe last.
            let place = Bool.random(using: &generator) ? members.count : Int.random(in: 0 ... members.count, using: &generator)
            members.insert("\"children\": \(list)", at: place)
        }
        if pretty { return "{\n" + members.map { indent + "  " + $0 }.joined(separator: ",\n") + "\n" + indent + "}" }
        return "{" + members.joined(separator: ", ") + "}"
    }

    static func document(_ generator: inout SeededGenerator) -> [UInt8] {
        let nested = Int.random(in: 0 ..< 3, using: &generator) == 0
        let pretty = Bool.random(using: &generator)
        let count = Int.random(in: 1 ..< 12, using: &generator)
        let elements = (0 ..< count).map { _ in element(&generator, depth: 3, nested: nested, pretty: pretty, indent: "  ") }
        var text = "[" + (pretty ? "\n  " : "") + elements.joined(separator: pretty ? ",\n  " : ", ") + (pretty ? "\n]\n" : "]")
        switch Int.random(in: 0 ..< 20, using: &generator) {
        case 0: text = "\u{FEFF}" + text
        case 1: text = text.replacingOccurrences(of: "\n", with: "\r\n")
        case 2: text = " \t\n" + text + "\n\n"
        default: break
        }
        return Array(text.utf8)
    }

    @Test("generated idb documents, flat and nested, compact and pretty, read the same; so do their mutations")
    func generatedAndMutated() {
        var generator = SeededGenerator(seed: 0xFA57_1DB0)
        var fast = 0, total = 0
        let punctuation = Array("{}[],:\" \n\\-.0e".utf8) + [0x80, 0xC3, 0xFF, 0x00]
        for round in 0 ..< 400 {
            let bytes = Self.document(&generator)
            total += 1
            if Self.compare(bytes, file: "generated-\(round).json") { fast += 1 }
            // Mutations: a byte changed, removed or added, or the document cut short.
            for mutation in 0 ..< 4 {
                var mutated = bytes
                let at = Int.random(in: 0 ..< mutated.count, using: &generator)
                switch mutation {
                case 0: mutated[at] = punctuation.randomElement(using: &generator)!
                case 1: mutated.remove(at: at)
                case 2: mutated.insert(punctuation.randomElement(using: &generator)!, at: at)
                default: mutated = Array(mutated[..<at])
                }
                total += 1
                if Self.compare(mutated, file: "mutated-\(round)-\(mutation).json") { fast += 1 }
            }
        }
        // Enough of them are read fast for the comparison to mean something.
        #expect(fast > 400, "\(fast) of \(total) read fast")
    }

    @Test("a short key's word names the key its bytes name (ElementKey(word:) against the byte comparison)")
    func shortKeyWords() {
        let names = ["AXLabel", "AXValue", "AXFrame", "type", "role", "help", "title", "frame", "traits", "subrole", "enabled",
                     "pid", "x", "", "Type", "AXLabe", "AXLabelX", "framE", "trait", "helps"]
        for name in names where name.utf8.count <= 7 {
            var word: UInt64 = 0
            for (index, byte) in name.utf8.enumerated() { word |= UInt64(byte) << UInt64(8 * index) }
            let padded = Array(name.utf8) + Array(repeating: UInt8(ascii: " "), count: 16)
            let byBytes = padded.withUnsafeBufferPointer { ElementKey($0, first: 0, length: name.utf8.count) }
            #expect(ElementKey(word: word) == byBytes, "\(name)")
        }
    }

    @Test("shapes the fast reader leaves to the tape: a wrapper, a bare object, an empty array, Rico and DroidBot")
    func otherShapes() {
        let documents = [
            "{\"content\": [{\"type\": \"text\", \"text\": \"[{\\\"AXLabel\\\": \\\"A\\\", \\\"frame\\\": {\\\"x\\\": 0, \\\"y\\\": 0, \\\"width\\\": 10, \\\"height\\\": 10}}]\"}]}",
            "{\"AXLabel\": \"Point\", \"type\": \"Button\", \"frame\": {\"x\": 0, \"y\": 0, \"width\": 10, \"height\": 10}}",
            "[]", "[1, 2]", "[[]]", "{\"activity_name\": \"a\", \"activity\": {\"root\": null}}", "{\"views\": [], \"tag\": \"x\"}",
            "[{\"children\": \"none\"}]", "[{\"frame\": {\"x\": 0, \"y\": 0, \"width\": 0, \"height\": 0}}]", "[{}]",
        ]
        for (index, text) in documents.enumerated() {
            let bytes = Array(text.utf8)
            Self.compare(bytes, file: "shape-\(index).json")
            if index < 8 { #expect(IDBFastReader.read(bytes: bytes, file: "shape.json") == nil, "\(text)") }
        }
    }

    @Test("deep nesting: read fast up to the reader's depth, left to the tape past it, the same either way")
    func deepNesting() {
        func chain(_ levels: Int) -> [UInt8] {
            let element = "{\"type\": \"Other\", \"frame\": {\"x\": 0, \"y\": 0, \"width\": 10, \"height\": 10}, \"children\": ["
            return Array(("[" + String(repeating: element, count: levels) + String(repeating: "]}", count: levels) + "]").utf8)
        }
        // Each level opens an object and an array: 99 levels are 199 containers with the top-level array.
        #expect(Self.compare(chain(99), file: "deep-99.json"))
        #expect(!Self.compare(chain(100), file: "deep-100.json"))
        #expect(!Self.compare(chain(300), file: "deep-300.json"))
    }
}
