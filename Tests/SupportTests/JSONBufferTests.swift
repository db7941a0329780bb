import Foundation
import Testing
import TestSupport
@testable import Support

/// Strings are scanned for what needs escaping eight bytes at a time: the result must be what escaping each
/// byte on its own gives, wherever in the string the byte sits.
@Suite("JSONBuffer strings")
struct JSONBufferTests {
    /// JSON's escaping, one byte at a time.
    static func reference(_ text: String) -> [UInt8] {
        var out: [UInt8] = [0x22]
        let hex = Array("0123456789abcdef".utf8)
        for byte in text.utf8 {
            switch byte {
            case 0x22: out += [0x5C, 0x22]
            case 0x5C: out += [0x5C, 0x5C]
            case 0x0A: out += [0x5C, 0x6E]
            case 0x0D: out += [0x5C, 0x72]
            case 0x09: out += [0x5C, 0x74]
            case 0..<0x20: out += [0x5C, 0x75, 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            default: out.append(byte)
            }
        }
        out.append(0x22)
        return out
    }

    static func written(_ text: String) -> [UInt8] {
        var json = JSONBuffer(pretty: false)
        json.string(text)
        return json.bytes
    }

    @Test("a word is flagged exactly when one of its bytes is a control character, a quote or a backslash")
    func wordTest() {
        for byte in 0...255 {
            for position in 0..<8 {
                var word = UInt64(0x6161_6161_6161_6161)  // "aaaaaaaa"
                word &= ~(UInt64(0xFF) << (8 * UInt64(position)))
                word |= UInt64(byte) << (8 * UInt64(position))
                let needs = byte < 0x20 || byte == 0x22 || byte == 0x5C
                #expect(JSONBuffer.mayNeedEscape(word) == needs, "byte \(byte) at \(position)")
            }
        }
    }

    @Test("every byte that needs escaping is escaped at every position and length, among ASCII and other text")
    func everyPosition() {
        let specials: [Character] = ["\"", "\\", "\n", "\r", "\t", "\u{0}", "\u{1F}", "\u{7}"]
        for length in 0..<20 {
            for position in 0..<max(length, 1) {
                for special in specials {
                    var characters = Array(repeating: Character("é"), count: length / 2)
                        + Array(repeating: Character("x"), count: length - length / 2)
                    if length > 0 { characters[position] = special }
                    let text = String(characters)
                    #expect(Self.written(text) == Self.reference(text), "\(text.debugDescription)")
                }
            }
        }
    }

    @Test("random strings are written as escaping each byte gives (seeded)")
    func randomStrings() {
        var random = SeededGenerator(seed: 8)
        let pieces = ["a", "Help", " ", "\"", "\\", "\n", "\u{1}", "…", "é", "𝄞", "\u{202E}", "\u{7F}", "0123456789"]
        for _ in 0..<2_000 {
            let count = Int.random(in: 0..<24, using: &random)
            let text = (0..<count).map { _ in pieces.randomElement(using: &random)! }.joined()
            #expect(Self.written(text) == Self.reference(text), "\(text.debugDescription)")
        }
    }

    /// Keys written in the source take a path that skips the escape scan; the bytes are those of a key given
    /// as a `String`, pretty and compact, and nesting deeper than the prepared indentation (64 levels) and
    /// than the bits that track commas keeps its indentation and commas.
    @Test("source keys and nesting at any depth")
    func sourceKeysAndDeepNesting() throws {
        let depth = 150
        func write(pretty: Bool, sourceKeys: Bool) -> JSONBuffer {
            var json = JSONBuffer(pretty: pretty)
            json.beginObject()
            for level in 0..<depth {
                if sourceKeys {
                    json.member("n", level)
                    json.member("name", "x")
                    json.key("child")
                } else {
                    json.member(String("n"), level)
                    json.member(String("name"), Optional("x"))
                    json.key(String("child"))
                }
                json.beginObject()
            }
            json.member("last", true)
            for _ in 0...depth { json.endObject() }
            return json
        }
        let pretty = write(pretty: true, sourceKeys: true)
        let compact = write(pretty: false, sourceKeys: true)
        #expect(pretty.bytes == write(pretty: true, sourceKeys: false).bytes)
        #expect(compact.bytes == write(pretty: false, sourceKeys: false).bytes)
        // The compact text is the pretty one without its line breaks and indentation (no string here holds a
        // space), and every line of the pretty one is indented by its depth.
        #expect(compact.text == pretty.text.replacingOccurrences(of: "\n", with: "").replacingOccurrences(of: " ", with: ""))
        let lines = pretty.text.split(separator: "\n", omittingEmptySubsequences: false)
        var level = 0
        for line in lines {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("}") { level -= 1 }
            #expect(line.count - trimmed.count == 2 * level, "\(line.prefix(40))…")
            if trimmed.hasSuffix("{") { level += 1 }
        }
        #expect(level == 0)
        // And it is JSON with every level in place.
        var object = try #require(try JSONSerialization.jsonObject(with: Data(pretty.bytes)) as? [String: Any])
        for level in 0..<depth {
            #expect(object["n"] as? Int == level && object["name"] as? String == "x")
            object = try #require(object["child"] as? [String: Any])
        }
        #expect(object["last"] as? Bool == true)
    }

    /// A copy of a buffer is a value: writing to one leaves the other as it was.
    @Test("copies write apart")
    func copiesWriteApart() {
        var first = JSONBuffer(pretty: false)
        first.beginObject()
        var second = first
        second.member("second", 2)
        first.member("first", 1)
        first.endObject()
        second.endObject()
        #expect(first.text == #"{"first":1}"#)
        #expect(second.text == #"{"second":2}"#)
        let drained = first.drain()
        #expect(drained == Array(#"{"first":1}"#.utf8) && first.bytes.isEmpty && second.text == #"{"second":2}"#)
    }

    /// Whole numbers are written as `String(Int)` writes them.
    @Test("whole numbers", arguments: [0, 7, -7, 10, 99, 100, -100, Int.max, Int.min, 1_000_000_007])
    func wholeNumbers(value: Int) {
        var json = JSONBuffer(pretty: false)
        json.int(value)
        #expect(json.text == String(value))
        var number = JSONBuffer(pretty: false)
        number.number(Double(value))
        let expected = Double(value) == Double(value).rounded() && abs(Double(value)) < 1e15 ? String(Int(Double(value))) : String(Double(value))
        #expect(number.text == expected)
    }
}
