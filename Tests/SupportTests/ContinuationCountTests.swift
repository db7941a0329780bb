import Testing
@testable import Support

/// Columns count characters, not bytes: the continuation bytes between two offsets are counted in blocks and
/// words, which must agree with counting one byte at a time.
@Suite struct ContinuationCountTests {
    static func byteByByte(_ bytes: [UInt8], _ from: Int, _ to: Int) -> Int {
        guard from < to else { return 0 }
        return bytes[from ..< to].filter { $0 & 0xC0 == 0x80 }.count
    }

    @Test("every range of mixed ASCII and multi-byte text")
    func everyRange() {
        let text = Array("{\"label\":\"Café crème\",\"value\":\"日本語のテキスト\",\"x\":\"plain ascii text that runs on for a while\",\"e\":\"👩‍💻…\"}".utf8)
        var nonZero = 0
        text.withUnsafeBufferPointer { buffer in
            for from in 0 ... text.count {
                for to in from ... text.count {
                    let expected = Self.byteByByte(text, from, to)
                    #expect(TextChecks.continuationBytes(buffer, from: from, to: to) == expected)
                    if expected > 0 { nonZero += 1 }
                }
            }
        }
        #expect(nonZero > 1000, "most ranges hold continuation bytes")
    }

    @Test("long ASCII runs with one multi-byte character at every offset")
    func oneCharacterAtEveryOffset() {
        for offset in 0 ..< 70 {
            let text = Array((String(repeating: "a", count: offset) + "é" + String(repeating: "b", count: 70 - offset)).utf8)
            text.withUnsafeBufferPointer { buffer in
                #expect(TextChecks.continuationBytes(buffer, from: 0, to: text.count) == 1)
                // "é" is C3 A9: its continuation byte is at offset + 1, inside 1 ..< count - 1, outside offset + 2 ..< count.
                #expect(TextChecks.continuationBytes(buffer, from: 1, to: text.count - 1) == 1)
                #expect(TextChecks.continuationBytes(buffer, from: offset + 2, to: text.count) == 0)
                #expect(TextChecks.continuationBytes(buffer, from: 0, to: offset + 1) == 0)
            }
        }
    }
}

/// ASCII lengths, read eight bytes at a time, are what a byte-by-byte reading gives.
@Suite struct ASCIILengthTests {
    @Test("ASCII texts of every length, and a byte outside ASCII at every position")
    func lengths() {
        for length in 0 ..< 40 {
            let ascii = String(repeating: "a", count: length)
            #expect(TextChecks.asciiLength(ascii) == length)
            for position in 0 ..< length {
                var characters = Array(ascii)
                characters[position] = "é"
                #expect(TextChecks.asciiLength(String(characters)) == -1, "\(length) \(position)")
            }
        }
        #expect(TextChecks.asciiLength("\u{7F}\u{0}") == 2)
        #expect(TextChecks.asciiLength("\u{212A}") == -1)
    }
}

/// White space told without the property table for ASCII agrees with the table everywhere.
@Suite struct WhitespaceScalarTests {
    @Test("every scalar of the Basic Multilingual Plane and some beyond")
    func everyScalar() {
        var spaces = 0
        for value in Array(0 ..< 0xD800) + Array(0xE000 ..< 0x1_0000) + [0x1_F600, 0xE_0020, 0x10_FFFF] {
            guard let scalar = Unicode.Scalar(UInt32(value)) else { continue }
            #expect(TextChecks.isWhitespace(scalar) == scalar.properties.isWhitespace, "U+\(String(value, radix: 16))")
            if TextChecks.isWhitespace(scalar) { spaces += 1 }
        }
        #expect(spaces > 20, "tab to carriage return, space, NEL, no-break space and the Unicode spaces")
    }
}
