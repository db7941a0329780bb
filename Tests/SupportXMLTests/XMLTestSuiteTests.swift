import Support
import Foundation
import Testing
import SupportXML

/// Conformance against James Clark's xmltest (`../shared/data/xmltest`, edition 2002-06-06; its SOURCES.md
/// says which subsets apply to a reader without a DTD, and that the files may not be copied here).
///
/// - `not-wf/sa`: all 186 are rejected; the 88 without a DOCTYPE each on their own rules, with a place.
/// - `valid/sa`: all 119 have a DOCTYPE and are rejected with the DOCTYPE message; for the 90 that do not
///   need their internal subset, the document with the DOCTYPE cut out gives exactly the `out/` file.
/// - The other folders all need external entities or a DTD: every file is rejected.
@Suite("xmltest conformance", .enabled(if: SharedData.hasXMLTest, "James Clark's xmltest is not at ../shared/data/xmltest"))
struct XMLTestSuiteTests {
    static let root = SharedData.xmltest

    /// `valid/sa` tests whose `out/` file depends on the internal subset (SOURCES.md): entities declared
    /// there, attribute defaults or tokenised types, and NOTATIONs copied into the output.
    static let needsInternalSubset: Set<String> = Set(("023 024 053 066 068 085 086 087 088 089 108 110 114 115 117 118 "
        + "044 045 046 058 080 094 096 097 111 069 076 090 091").split(separator: " ").map { "valid/sa/\($0).xml" })

    static let notWellFormed = SharedData.xmlFiles("not-wf/sa", in: root)
    static let notWellFormedWithoutDoctypeFiles = notWellFormed.filter { !containsDoctype($0) }
    static let notWellFormedWithDoctypeFiles = notWellFormed.filter { containsDoctype($0) }
    static let valid = SharedData.xmlFiles("valid/sa", in: root)
    static let validWithoutSubsetFiles = valid.filter { !needsInternalSubset.contains($0) }
    static let others = ["valid/ext-sa", "valid/not-sa", "invalid", "invalid/not-sa", "not-wf/ext-sa", "not-wf/not-sa"]
        .flatMap { SharedData.xmlFiles($0, in: root) }

    static let doctypeMessage = "DOCTYPE declarations are not supported: recordings never have one"

    static func text(_ path: String) -> [UInt8] {
        let bytes = (try? SharedData.bytes(path, in: root)) ?? []
        return utf16Unit(bytes).map { _ in Array(decodedUTF16(bytes).utf8) } ?? bytes
    }

    static func containsDoctype(_ path: String) -> Bool {
        let text = text(path)
        let needle = Array("<!DOCTYPE".utf8)
        return text.indices.contains { text[$0...].starts(with: needle) }
    }

    /// Whether `bytes` start with a UTF-16 byte order mark (true for big-endian).
    static func utf16Unit(_ bytes: [UInt8]) -> Bool? {
        guard bytes.count >= 2 else { return nil }
        if bytes[0] == 0xFF, bytes[1] == 0xFE { return false }
        if bytes[0] == 0xFE, bytes[1] == 0xFF { return true }
        return nil
    }

    static func decodedUTF16(_ bytes: [UInt8]) -> String {
        let bigEndian = utf16Unit(bytes) == true
        let units = stride(from: 2, to: bytes.count - 1, by: 2).map { (k: Int) -> UInt16 in
            let first = UInt16(bytes[k]), second = UInt16(bytes[k + 1])
            return bigEndian ? first << 8 | second : second << 8 | first
        }
        return String(decoding: units, as: UTF16.self)
    }

    /// The document with its `<!DOCTYPE …>` (and internal subset) removed, in the file's own encoding.
    static func withoutDoctype(_ bytes: [UInt8]) -> [UInt8] {
        guard let bigEndian = utf16Unit(bytes) else { return cutDoctype(bytes) }
        let cut = String(decoding: cutDoctype(Array(decodedUTF16(bytes).utf8)), as: UTF8.self)
        var out: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
        for unit in cut.utf16 {
            let high = UInt8(unit >> 8), low = UInt8(unit & 0xFF)
            out += bigEndian ? [high, low] : [low, high]
        }
        return out
    }

    /// Cuts `<!DOCTYPE … [ … ]>` out of UTF-8 text: quoted literals and comments in the subset are skipped.
    static func cutDoctype(_ text: [UInt8]) -> [UInt8] {
        let needle = Array("<!DOCTYPE".utf8)
        guard let start = text.indices.first(where: { text[$0...].starts(with: needle) }) else { return text }
        var j = start + needle.count
        var quote: UInt8?
        var inSubset = false
        while j < text.count {
            let c = text[j]
            if let open = quote {
                if c == open { quote = nil }
            } else if c == 0x22 || c == 0x27 {
                quote = c
            } else if inSubset, text[j...].starts(with: Array("<!--".utf8)) {
                j += 4
                while j < text.count, !text[j...].starts(with: Array("-->".utf8)) { j += 1 }
                j += 2
            } else if c == 0x5B {
                inSubset = true
            } else if c == 0x5D {
                inSubset = false
            } else if c == 0x3E, !inSubset {
                return Array(text[..<start] + text[(j + 1)...])
            }
            j += 1
        }
        return text
    }

    static func parse(_ bytes: [UInt8]) -> Result<XMLTape, SyntaxError> {
        do throws(SyntaxError) {
            return .success(try XMLTape(bytes: bytes))
        } catch {
            return .failure(error)
        }
    }

    @Test("the subsets have the sizes SOURCES.md gives")
    func counts() {
        #expect(Self.notWellFormed.count == 186)
        #expect(Self.notWellFormedWithoutDoctypeFiles.count == 88)
        #expect(Self.notWellFormedWithDoctypeFiles.count == 98)
        #expect(Self.valid.count == 119)
        #expect(Self.needsInternalSubset.count == 29)
        #expect(Self.needsInternalSubset.isSubset(of: Set(Self.valid)))
        #expect(Self.validWithoutSubsetFiles.count == 90)
        #expect(Self.others.count == 14 + 30 + 3 + 1 + 3 + 11)
    }

    @Test("not-wf/sa without a DOCTYPE is rejected on its own rules, with a place", arguments: notWellFormedWithoutDoctypeFiles)
    func notWellFormedWithoutDoctype(_ path: String) throws {
        let bytes = Self.text(path)
        switch Self.parse(bytes) {
        case .success:
            Issue.record("\(path) was accepted")
        case .failure(let error):
            #expect(error.message != Self.doctypeMessage)
            #expect(error.offset >= 0 && error.offset <= bytes.count)
            #expect(error.location.line >= 1 && error.location.column >= 1)
            #expect(error.description.hasPrefix("\(error.location.line):\(error.location.column): "))
        }
    }

    @Test("not-wf/sa with a DOCTYPE is rejected", arguments: notWellFormedWithDoctypeFiles)
    func notWellFormedWithDoctype(_ path: String) throws {
        if case .success = Self.parse(Self.text(path)) { Issue.record("\(path) was accepted") }
    }

    @Test("valid/sa is rejected for its DOCTYPE and nothing else", arguments: valid)
    func validIsRejectedForItsDoctype(_ path: String) throws {
        let bytes = try SharedData.bytes(path, in: Self.root)
        switch Self.parse(bytes) {
        case .success:
            Issue.record("\(path) was accepted despite its DOCTYPE")
        case .failure(let error):
            #expect(error.message == Self.doctypeMessage, "\(path): \(error)")
        }
    }

    @Test("valid/sa without its DOCTYPE gives the canonical out/ file", arguments: validWithoutSubsetFiles)
    func validGivesCanonicalOutput(_ path: String) throws {
        let bytes = Self.withoutDoctype(try SharedData.bytes(path, in: Self.root))
        let expected = String(decoding: try SharedData.bytes(path.replacingOccurrences(of: "valid/sa/", with: "valid/sa/out/"), in: Self.root), as: UTF8.self)
        switch Self.parse(bytes) {
        case .success(let tape):
            #expect(CanonicalXML.text(of: tape) == expected, "\(path)")
        case .failure(let error):
            Issue.record("\(path) without its DOCTYPE was rejected: \(error)")
        }
    }

    @Test("files that need external entities or a DTD are rejected", arguments: others)
    func othersAreRejected(_ path: String) throws {
        if case .success = Self.parse(try SharedData.bytes(path, in: Self.root)) { Issue.record("\(path) was accepted") }
    }
}
