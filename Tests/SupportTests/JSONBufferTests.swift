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
    /// as a `String`, pretty and compact, and indentation deeper than the prepared line keeps growing.
    @Test("source keys and indentation at any depth")
    func sourceKeysAndDeepIndentation() {
        for pretty in [true, false] {
            var literal = JSONBuffer(pretty: pretty)
            var dynamic = JSONBuffer(pretty: pretty)
            let depth = 70
            for level in 0..<depth {
                literal.beginObject()
                literal.key("level")
                literal.beginObject()
                literal.member("n", level)
                literal.member("name", "x")
                dynamic.beginObject()
                dynamic.key(String("level"))
                dynamic.beginObject()
                dynamic.member(String("n"), level)
                dynamic.member(String("name"), Optional("x"))
            }
            for _ in 0..<depth {
                literal.endObject(); literal.endObject()
                dynamic.endObject(); dynamic.endObject()
            }
            #expect(literal.bytes == dynamic.bytes)
            if pretty {
                // The deepest member sits 2 * depth levels in, one more than the object it is in.
                let deepest = String(repeating: " ", count: 2 * (2 * depth)) + "\"n\": \(depth - 1)"
                #expect(literal.text.contains("\n" + deepest + ",\n"))
            }
        }
    }
}
