import Testing
@testable import Recorders
import Support

/// The idb reader tells its element keys by length, a byte or two and the key's bytes compared as words
/// (`ElementKey`): every key must be told as the names say, and every near miss must not, whether the key's
/// bytes are read in words or (at the end of a buffer) one by one.
@Suite struct ElementKeyTests {
    /// Each known name, and near misses: every byte changed, a byte more or less, other case, escapes.
    static var keys: [String] {
        var keys: [String] = []
        for name in ElementKey.byName.keys.sorted() {
            keys.append(name)
            let bytes = Array(name.utf8)
            for position in bytes.indices {
                for change: UInt8 in [1, 0x20, 0x80 >> 2] {
                    var changed = bytes
                    changed[position] ^= change
                    keys.append(String(decoding: changed, as: UTF8.self))
                }
            }
            keys += [name + "s", String(name.dropLast()), String(name.dropFirst()), name.uppercased(), " " + name, name + "é"]
        }
        return keys + ["", "x", "AXLabelAXLabel", "custom_actionz", "AX\u{301}Label"]
    }

    /// The key as JSON text: as is, or with its first character written as a `\u` escape.
    static func quoted(_ key: String, escaped: Bool) -> String {
        var text = ""
        for (position, scalar) in key.unicodeScalars.enumerated() {
            if scalar == "\"" || scalar == "\\" || scalar.value < 0x20 || (escaped && position == 0) {
                text += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        return "\"" + text + "\""
    }

    @Test("every key is told as its name says, read in words or byte by byte, escaped or not")
    func keysAreToldByTheirNames() throws {
        for key in Self.keys {
            let expected = ElementKey.byName[key] ?? .other
            for escaped in [false, true] {
                // Padded: the key's bytes are read in words. Bare (`{"key":1}`): the buffer ends within 16 bytes of
                // the key, and short keys are read byte by byte.
                for padding in ["", String(repeating: " ", count: 20)] {
                    let json = "{" + Self.quoted(key, escaped: escaped) + ":1" + padding + "}"
                    let document = try JSONDocument(bytes: Array(json.utf8))
                    let found = Tape.with(document) { tape in ElementKey(1, tape: tape) }
                    #expect(found == expected, "\(json)")
                }
            }
        }
    }
}
