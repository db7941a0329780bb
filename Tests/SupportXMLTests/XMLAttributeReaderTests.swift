import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Support
import Testing
import SupportXML

/// The attribute reader the XML recorders share (`XMLTape.readAttributes`, `XMLAttribute`) against plain string
/// matching: a naive attribute scanner written here, which knows nothing of the tape. Every XML file in
/// `Fixtures/` and in `../shared/data/recordings` (read in place), and generated start tags with hostile values
/// (references, both quotes, white space around `=`, any order, CR and LF), give the same names and values, element
/// by element and attribute by attribute.
struct XMLAttributeReaderTests {
    typealias Attributes = [(name: String, value: String)]

    // MARK: The reference

    /// The attributes of each start tag of `text`, in document order, found by plain string matching: line ends
    /// normalised first (CR LF and CR become LF), comments, CDATA sections, processing instructions and end tags
    /// stepped over, values decoded by hand (the five predefined entities, character references, and tab and LF
    /// written literally become a space).
    static func reference(_ text: String) -> [Attributes] {
        let normalised = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        let s = Array(normalised.unicodeScalars)
        var elements: [Attributes] = []
        var i = 0
        func starts(_ literal: String, at index: Int) -> Bool {
            let pattern = Array(literal.unicodeScalars)
            return index + pattern.count <= s.count && Array(s[index ..< index + pattern.count]) == pattern
        }
        func skip(past literal: String) {
            while i < s.count, !starts(literal, at: i) { i += 1 }
            i += literal.unicodeScalars.count
        }
        func isSpace(_ c: Unicode.Scalar) -> Bool { c == " " || c == "\t" || c == "\n" }
        while i < s.count {
            guard s[i] == "<" else { i += 1; continue }
            if starts("<!--", at: i) { skip(past: "-->"); continue }
            if starts("<![CDATA[", at: i) { skip(past: "]]>"); continue }
            if starts("<?", at: i) { skip(past: "?>"); continue }
            if starts("</", at: i) || starts("<!", at: i) { skip(past: ">"); continue }
            i += 1
            while i < s.count, !isSpace(s[i]), s[i] != "/", s[i] != ">" { i += 1 }
            var attributes: Attributes = []
            while true {
                while i < s.count, isSpace(s[i]) { i += 1 }
                if i >= s.count || s[i] == "/" || s[i] == ">" { break }
                var name = ""
                while !isSpace(s[i]), s[i] != "=" { name.unicodeScalars.append(s[i]); i += 1 }
                while isSpace(s[i]) { i += 1 }
                i += 1  // =
                while isSpace(s[i]) { i += 1 }
                let quote = s[i]
                i += 1
                var raw = ""
                while s[i] != quote { raw.unicodeScalars.append(s[i]); i += 1 }
                i += 1
                attributes.append((name, decode(raw)))
            }
            elements.append(attributes)
        }
        return elements
    }

    /// An attribute value as XML 1.0 §3.3.3 reads it when nothing is declared.
    static func decode(_ raw: String) -> String {
        var out = ""
        var rest = Substring(raw)
        while let c = rest.unicodeScalars.first {
            if c == "&", let semicolon = rest.firstIndex(of: ";") {
                let name = rest[rest.index(after: rest.startIndex) ..< semicolon]
                switch name {
                case "amp": out += "&"
                case "lt": out += "<"
                case "gt": out += ">"
                case "quot": out += "\""
                case "apos": out += "'"
                default:
                    let number = name.hasPrefix("#x") ? UInt32(name.dropFirst(2), radix: 16) : UInt32(name.dropFirst(), radix: 10)
                    out.unicodeScalars.append(Unicode.Scalar(number!)!)
                }
                rest = rest[rest.index(after: semicolon)...]
                continue
            }
            out.unicodeScalars.append(c == "\t" || c == "\n" ? " " : c)
            rest = Substring(rest.unicodeScalars.dropFirst())
        }
        return out
    }

    /// The attributes of each start tag as Foundation's `XMLParser` (libxml2 on Linux) reports them: a dictionary
    /// per element, so their order is not compared here; nil when it rejects the document.
    static func foundation(_ bytes: [UInt8]) -> [[String: String]]? {
        #if !(canImport(FoundationXML) || canImport(Darwin))
        return nil
        #else
        final class Collector: NSObject, XMLParserDelegate {
            var elements: [[String: String]] = []
            func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
                elements.append(attributeDict)
            }
        }
        let parser = XMLParser(data: Data(bytes))
        let collector = Collector()
        parser.delegate = collector
        return parser.parse() ? collector.elements : nil
        #endif
    }

    #if canImport(FoundationXML) || canImport(Darwin)
    static let hasFoundationXML = true
    #else
    static let hasFoundationXML = false
    #endif

    // MARK: The reader

    /// What the reader yields for each element, with its other views of the same attribute checked on the way.
    static func read(_ tape: XMLTape, _ what: String) -> [Attributes] {
        var elements: [Attributes] = []
        for element in tape.nodes.indices where tape.kind(element) == .element {
            var attributes: Attributes = []
            tape.readAttributes(of: element) { attribute in
                let name = attribute.name, value = attribute.value
                attributes.append((name, value))
                #expect(attribute.nameLength == name.utf8.count && attribute.nameByte(0) == name.utf8.first, "\(what): \(name)")
                #expect(name == tape.name(attribute.node) && value == tape.value(attribute.node), "\(what): \(name)")
                #expect(attribute.value(is: "true") == (value == "true"), "\(what): \(name)=\(value)")
                #expect(attribute.value(is: "false") == (value == "false"), "\(what): \(name)=\(value)")
                #expect(attribute.boolean == (value == "true" ? true : value == "false" ? false : nil), "\(what): \(name)=\(value)")
                // A whole number exactly when the value is written as one, plainly: an optional '-' and 1 to 15 digits.
                let digits = value.hasPrefix("-") ? value.utf8.dropFirst() : value.utf8[...]
                let written = (1 ... 15).contains(digits.count) && digits.allSatisfy { (0x30 ... 0x39).contains($0) }
                    && !(value.hasPrefix("-") && Int(value) == 0)
                #expect(attribute.wholeNumber == (written && attribute.isPlain ? Int(value) : nil), "\(what): \(name)=\(value)")
                if let plain = attribute.plainValue {
                    #expect(Array(plain) == Array(value.utf8), "\(what): \(name)=\(value)")
                }
            }
            elements.append(attributes)
        }
        return elements
    }

    /// Compares the reader with the reference on `bytes`, element by element and attribute by attribute, and
    /// with `XMLParser` where Foundation has it; returns how many attributes were compared, and whether `XMLParser`
    /// read the document too.
    @discardableResult
    static func compare(_ bytes: [UInt8], _ what: String, byFoundation askFoundation: Bool = true) throws -> (attributes: Int, byFoundation: Bool) {
        let tape = try XMLTape(bytes: bytes, keepsWhitespaceText: false)
        let text = tape.encoding == .utf8 ? String(decoding: bytes, as: UTF8.self)
            : try #require(String(data: Data(bytes), encoding: .utf16), "\(what)")
        let expected = reference(text), actual = read(tape, what)
        #expect(actual.count == expected.count, "\(what): \(actual.count) elements read, \(expected.count) by string matching")
        let byFoundation = askFoundation ? foundation(bytes) : nil
        if let foundation = byFoundation {
            #expect(foundation.count == actual.count, "\(what): \(actual.count) elements read, \(foundation.count) by XMLParser")
            for (index, (got, want)) in zip(actual, foundation).enumerated() {
                let dictionary = Dictionary(got.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
                #expect(dictionary == want, "\(what): element \(index + 1): \(dictionary), by XMLParser \(want)")
            }
        }
        var compared = 0
        for (index, (got, want)) in zip(actual, expected).enumerated() {
            #expect(got.count == want.count, "\(what): element \(index + 1) has \(got.count) attributes, \(want.count) by string matching")
            for (a, b) in zip(got, want) {
                #expect(a.name == b.name && a.value == b.value,
                        "\(what): element \(index + 1): \(a.name)=\(a.value.debugDescription), by string matching \(b.name)=\(b.value.debugDescription)")
                compared += 1
            }
        }
        return (compared, byFoundation != nil)
    }

    // MARK: Files

    /// Every `.xml` file under `root`, relative paths sorted.
    static func xmlFiles(under root: URL) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".xml") }.sorted()
    }

    static let fixtures = SharedData.packageRoot.appendingPathComponent("Fixtures", isDirectory: true)

    @Test func fixturesReadAsByStringMatching() throws {
        let files = Self.xmlFiles(under: Self.fixtures)
        #expect(files.count >= 70)
        var compared = 0, read = 0, byFoundation = 0
        for file in files {
            let bytes = try SharedData.bytes(file, in: Self.fixtures)
            // Fixtures that are not well-formed on purpose are the reader's rejections, not attributes.
            guard (try? XMLTape(bytes: bytes)) != nil else { continue }
            let result = try Self.compare(bytes, "Fixtures/\(file)")
            compared += result.attributes
            byFoundation += result.byFoundation ? 1 : 0
            read += 1
        }
        #expect(read >= 60)
        #expect(compared >= 1_000)
        #expect(byFoundation == read || !Self.hasFoundationXML, "XMLParser read \(byFoundation) of \(read) fixtures")
    }

    @Test(.enabled(if: SharedData.hasRecordings, "the recordings are not at ../shared/data/recordings"))
    func recordingsReadAsByStringMatching() throws {
        let files = Self.xmlFiles(under: SharedData.recordings)
        #expect(files.count >= 14)
        var compared = 0, byFoundation = 0
        for file in files {
            let result = try Self.compare(try SharedData.bytes(file, in: SharedData.recordings), "recordings/\(file)")
            compared += result.attributes
            byFoundation += result.byFoundation ? 1 : 0
        }
        #expect(compared >= 10_000)
        #expect(byFoundation == files.count || !Self.hasFoundationXML, "XMLParser read \(byFoundation) of \(files.count) recordings")
    }

    // MARK: Hostile values

    /// Pieces of values: plain text, the recorders' booleans and numbers, references of every kind, both quotes,
    /// literal tab, CR, LF and CR LF, markup characters allowed in values, and text beyond ASCII.
    static let pieces = [
        "plain", "true", "false", "tru&#101;", "&#x66;alse", "12", "-3", "-0", "007", "1.5", "1e3", "1234567890123456",
        "[0,0][1080,2400]", "&amp;", "&lt;", "&gt;", "&quot;", "&apos;", "&#10;", "&#13;", "&#9;", "&#32;", "&#x20AC;",
        "&#128512;", "&#x1F600;", "\"", "'", "\t", "\n", "\r", "\r\n", " ", "  ", ">", "]]>", "/", "=", "é", "名前", "😀",
        "",
    ]
    /// Names the recorders know, and others.
    static let names = [
        "text", "class", "bounds", "checked", "enabled", "content-desc", "resource-id", "NAF", "heading", "displayed",
        "type", "name", "label", "value", "x", "y", "width", "height", "visible", "accessible", "traits",
        "customActions", "placeholderValue", "a:b", "_u", "n.1", "é", "名", "checkable", "clickable", "long-clickable",
    ]
    /// White space around `=` and between attributes.
    static let spaces = ["", " ", "\t", "\n", "\r\n", "\r", "  \n\t"]

    /// A document of `elements` elements whose start tags hold the named attributes in any order, with hostile values.
    static func hostileDocument(_ random: inout XMLFuzzTests.SeededGenerator, elements: Int) -> String {
        var out = random.next() % 2 == 0 ? "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\r\n" : ""
        out += "<root>"
        for _ in 0 ..< elements {
            out += spaces.randomElement(using: &random)! + "<node"
            for name in names.shuffled(using: &random).prefix(Int(random.next() % 8)) {
                let quote: Character = random.next() % 2 == 0 ? "\"" : "'"
                var value = ""
                for _ in 0 ..< Int(random.next() % 4) {
                    var piece = pieces.randomElement(using: &random)!
                    if piece == String(quote) { piece = quote == "\"" ? "&quot;" : "&apos;" }
                    value += piece
                }
                let before = spaces.randomElement(using: &random)!, after = spaces.randomElement(using: &random)!
                let gap = spaces.dropFirst().randomElement(using: &random)!
                out += gap + name + before + "=" + after + String(quote) + value + String(quote)
            }
            out += spaces.randomElement(using: &random)! + (random.next() % 2 == 0 ? "/>" : "></node>")
        }
        return out + "\r\n</root>\r\n"
    }

    @Test func hostileValuesReadAsByStringMatching() throws {
        var random = XMLFuzzTests.SeededGenerator(state: 25)
        var compared = 0, byFoundation = 0
        for document in 0 ..< 300 {
            let text = Self.hostileDocument(&random, elements: 1 + document % 10)
            let result = try Self.compare(Array(text.utf8), "hostile document \(document): \(text.debugDescription)")
            compared += result.attributes
            byFoundation += result.byFoundation ? 1 : 0
        }
        #expect(compared >= 3_000)
        #expect(byFoundation == 300 || !Self.hasFoundationXML, "XMLParser read \(byFoundation) of 300 documents")
    }

    @Test func decodedValuesAreWhatTheRecordersMatch() throws {
        let tape = try XMLTape("<n a='tru&#101;' b=\"&#x66;alse\" c='true ' d='0012' e='-0' f='1&#48;' g='&#10;x&#13;' h='\r\n\t'/>")
        var seen: [String: (boolean: Bool?, whole: Int?, value: String)] = [:]
        tape.readAttributes(of: tape.root) { seen[$0.name] = ($0.boolean, $0.wholeNumber, $0.value) }
        #expect(seen["a"]?.boolean == true && seen["b"]?.boolean == false && seen["c"]?.boolean == nil)
        #expect(seen["d"]?.whole == 12 && seen["e"]?.whole == nil && seen["f"]?.whole == nil && seen["f"]?.value == "10")
        #expect(seen["g"]?.value == "\nx\r" && seen["h"]?.value == "  ")
    }

    @Test func longNamesAreMeasured() throws {
        let name = String(repeating: "n", count: 70_000)
        let text = "<root short='1' \(name)='long' x='2'/>"
        // libxml2 stops at names longer than 50,000 characters: the naive scanner alone is the reference here.
        #expect(try Self.compare(Array(text.utf8), "a 70,000-byte name", byFoundation: false).attributes == 3)
        let tape = try XMLTape(text)
        var lengths: [Int] = []
        tape.readAttributes(of: tape.root) { lengths.append($0.nameLength) }
        #expect(lengths == [5, 70_000, 1])
    }

    @Test func duplicateAttributesAreRejected() {
        var random = XMLFuzzTests.SeededGenerator(state: 7)
        for _ in 0 ..< 50 {
            let chosen = Array(Self.names.shuffled(using: &random).prefix(4))
            let twice = chosen.randomElement(using: &random)!
            let text = "<root>" + "<node " + (chosen + [twice]).shuffled(using: &random).map { "\($0) = 'v'" }.joined(separator: " ") + "/></root>"
            #expect(throws: SyntaxError.self, "\(text)") { try XMLTape(text) }
            #expect(Self.reference(text)[1].count == 5)
        }
    }
}
