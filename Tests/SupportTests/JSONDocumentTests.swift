import Foundation
import Testing
import TestSupport
@testable import Support

@Suite("JSONDocument")
struct JSONDocumentTests {
    // MARK: Helpers

    func parse(_ text: String, maxDepth: Int = 512, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> JSONDocument? {
        do throws(SyntaxError) {
            return try JSONDocument(bytes: Array(text.utf8), maxDepth: maxDepth)
        } catch {
            Issue.record("unexpected error \(error) for \(text.debugDescription)", sourceLocation: sourceLocation)
            return nil
        }
    }

    func syntaxError(_ bytes: [UInt8], maxDepth: Int = 512) -> SyntaxError? {
        do throws(SyntaxError) {
            _ = try JSONDocument(bytes: bytes, maxDepth: maxDepth)
            return nil
        } catch {
            return error
        }
    }

    func syntaxError(_ text: String) -> SyntaxError? {
        syntaxError(Array(text.utf8))
    }

    /// Reference location: count lines (LF) and Unicode scalars of the text before `offset`.
    func referenceLocation(_ bytes: [UInt8], offset: Int) -> Support.SourceLocation {
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        let prefix = String(decoding: bytes[start ..< max(start, offset)], as: UTF8.self)
        var line = 1, column = 1
        for scalar in prefix.unicodeScalars {
            if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        return Support.SourceLocation(line: line, column: column)
    }

    func loc(_ line: Int, _ column: Int) -> Support.SourceLocation {
        Support.SourceLocation(line: line, column: column)
    }

    // MARK: Structure

    @Test func topLevelScalarsAndWhitespace() throws {
        let number = try #require(parse(" \t\r\n 42 \r\n"))
        #expect(number.kind(number.root) == .number)
        #expect(number.number(number.root) == 42)
        #expect(number.location(number.root) == loc(2, 2))

        let string = try #require(parse("\"x\""))
        #expect(string.string(string.root) == "x")
        let null = try #require(parse("null"))
        #expect(null.isNull(null.root))
        let yes = try #require(parse("true"))
        #expect(yes.bool(yes.root) == true)
        let no = try #require(parse("false"))
        #expect(no.bool(no.root) == false)
        #expect(no.bool(no.root) != nil && no.number(no.root) == nil)
    }

    @Test func tapeLayoutAndNextSkipsContainers() throws {
        //                          0 1  2 3  4  5   6  7   8  9   10 11
        let doc = try #require(parse(#"[[1,[2,3]],{"a":{"b":[]}},4]"#))
        #expect(doc.nodes.map(\.kind) == [.array, .array, .number, .array, .number, .number,
                                          .object, .string, .object, .string, .array, .number])
        #expect(doc.next(doc.root) == doc.nodes.count)
        #expect(doc.elements(ofArray: doc.root) == [1, 6, 11])
        #expect(doc.next(1) == 6)
        #expect(doc.next(3) == 6)
        #expect(doc.next(2) == 3)
        #expect(doc.next(6) == 11)
        #expect(doc.next(8) == 11)
        #expect(doc.next(10) == 11)
        #expect(doc.count(doc.root) == 3)
        #expect(doc.count(6) == 1)
        #expect(doc.count(10) == 0)
        #expect(doc.elements(ofArray: 10) == [])
        #expect(doc.elements(ofArray: 6) == [])  // not an array
        #expect(doc.number(11) == 4)
        // Scalar node ends are byte offsets; string ends are just past the closing quote.
        #expect(doc.nodes[7].start == 12 && doc.nodes[7].end == 15)
        #expect(doc.nodes[2].start == 2 && doc.nodes[2].end == 3)
    }

    @Test func largeDenseDocumentGrowsTheTape() throws {
        // Far more nodes than the initial tape estimate: exercises resuming into a larger tape.
        let count = 50_000
        let text = "[" + Array(repeating: #"{"k":0}"#, count: count).joined(separator: ",") + "]"
        let doc = try #require(parse(text))
        #expect(doc.nodes.count == 1 + 3 * count)
        #expect(doc.count(doc.root) == count)
        let elements = doc.elements(ofArray: doc.root)
        #expect(elements.count == count)
        #expect(elements.allSatisfy { doc.key($0 + 1, equals: "k") && doc.number($0 + 2) == 0 })
        #expect(doc.next(doc.root) == doc.nodes.count)

        let zeros = "[" + Array(repeating: "0", count: 100_000).joined(separator: ",") + "]"
        let zerosDoc = try #require(parse(zeros))
        #expect(zerosDoc.nodes.count == 100_001)
    }

    @Test func duplicateKeysAreKeptInOrder() throws {
        let doc = try #require(parse(#"{"a":1,"a":2,"b":3,"a":4}"#))
        var members: [(String, Double)] = []
        doc.forEachMember(ofObject: doc.root) { key, value in
            members.append((doc.string(key), doc.number(value) ?? .nan))
        }
        #expect(members.map(\.0) == ["a", "a", "b", "a"])
        #expect(members.map(\.1) == [1, 2, 3, 4])
        #expect(doc.count(doc.root) == 4)
        // Last wins for lookups.
        let a = try #require(doc.value(forKey: "a", inObject: doc.root))
        #expect(doc.number(a) == 4)
        #expect(doc.value(forKey: "zz", inObject: doc.root) == nil)
    }

    @Test func forEachMemberRethrows() throws {
        struct Stop: Error {}
        let doc = try #require(parse(#"{"a":[1,2],"b":{"c":null},"d":"e"}"#))
        var seen: [String] = []
        #expect(throws: Stop.self) {
            try doc.forEachMember(ofObject: doc.root) { key, _ in
                seen.append(doc.string(key))
                if seen.count == 2 { throw Stop() }
            }
        }
        #expect(seen == ["a", "b"])
        var all: [String] = []
        doc.forEachMember(ofObject: doc.root) { key, value in all.append("\(doc.string(key))=\(doc.kind(value))") }
        #expect(all == ["a=array", "b=object", "d=string"])
    }

    // MARK: Strings

    @Test func decodedStringsWithEscapesAndSurrogatePairs() throws {
        let doc = try #require(parse(#"["a\"b\\c\/d\b\f\n\r\t", "\u0041\u00e9\u20AC\uD83D\uDE00", "plain é ☕ 😀", ""]"#))
        let elements = doc.elements(ofArray: doc.root)
        #expect(doc.string(elements[0]) == "a\"b\\c/d\u{8}\u{C}\n\r\t")
        #expect(doc.string(elements[1]) == "Aé€😀")
        #expect(doc.string(elements[2]) == "plain é ☕ 😀")
        #expect(doc.string(elements[3]) == "")
        #expect(doc.nodes[elements[0]].count == 1)
        #expect(doc.nodes[elements[1]].count == 1)
        #expect(doc.nodes[elements[2]].count == 0)
        #expect(doc.stringValue(doc.root) == nil)
        #expect(doc.string(doc.root) == "")
        let nul = try #require(parse(#""a\u0000b""#))
        #expect(nul.string(nul.root) == "a\u{0}b")
    }

    @Test func loneSurrogatesDecodeAsReplacementCharacter() throws {
        let cases: [(String, String)] = [
            (#""\uD800""#, "\u{FFFD}"),
            (#""\uDC00x""#, "\u{FFFD}x"),
            (#""\uD800\u0041""#, "\u{FFFD}A"),
            (#""\uDBFF\uDBFF\uDFFF""#, "\u{FFFD}\u{10FFFF}"),
            (#""a\uDFFFb\uD83D""#, "a\u{FFFD}b\u{FFFD}"),
            (#""\uD83D\n""#, "\u{FFFD}\n"),
        ]
        for (text, expected) in cases {
            let doc = try #require(parse(text))
            #expect(doc.string(doc.root) == expected, "\(text)")
        }
    }

    @Test func keyEqualsWithAndWithoutEscapes() throws {
        let doc = try #require(parse(#"{"name":1,"n\u0061me":2,"na\"me":3,"":4,"\u00e9t\u00e9":5,"été":6}"#))
        var keys: [Int] = []
        doc.forEachMember(ofObject: doc.root) { key, _ in keys.append(key) }
        #expect(doc.key(keys[0], equals: "name"))
        #expect(!doc.key(keys[0], equals: "nam"))
        #expect(!doc.key(keys[0], equals: "names"))
        #expect(!doc.key(keys[0], equals: "Name"))
        #expect(doc.nodes[keys[1]].count == 1)
        #expect(doc.key(keys[1], equals: "name"))
        #expect(!doc.key(keys[1], equals: "n\\u0061me"))
        #expect(doc.key(keys[2], equals: "na\"me"))
        #expect(doc.key(keys[3], equals: ""))
        #expect(!doc.key(keys[3], equals: "x"))
        #expect(doc.key(keys[4], equals: "été"))
        #expect(doc.key(keys[5], equals: "été"))
        #expect(!doc.key(doc.root, equals: "name"))  // not a string
        let value = try #require(doc.value(forKey: "name", inObject: doc.root))
        #expect(doc.number(value) == 2)  // the escaped spelling is the same key, and it comes last
    }

    // MARK: Numbers

    @Test func numbers() throws {
        let doc = try #require(parse("[0, -0, 1.5e3, 1E-2, -12.25, 1e400, -1e400, 123456789012345678, 0.1, 1e-400, 9007199254740993, 2.5E+2]"))
        let values = doc.elements(ofArray: doc.root).map { doc.number($0)! }
        #expect(values[0] == 0 && values[0].sign == .plus)
        #expect(values[1] == 0 && values[1].sign == .minus)
        #expect(values[2] == 1500)
        #expect(values[3] == 0.01)
        #expect(values[4] == -12.25)
        #expect(values[5] == .infinity)
        #expect(values[6] == -.infinity)
        #expect(values[7] == 123456789012345678)
        #expect(values[8] == 0.1)
        #expect(values[9] == 0)
        #expect(values[10] == Double("9007199254740993"))
        #expect(values[11] == 250)
        let texts = doc.elements(ofArray: doc.root).map { doc.numberText($0) }
        #expect(texts[2] == "1.5e3" && texts[6] == "-1e400" && texts[11] == "2.5E+2")
        #expect(doc.number(doc.root) == nil)
    }

    @Test func numberConversionMatchesStandardLibrary() throws {
        var generator = SeededGenerator(seed: 0xA11C_4A71)
        var texts: [String] = []
        for _ in 0 ..< 5000 {
            var t = Bool.random(using: &generator) ? "-" : ""
            let intDigits = Int.random(in: 1 ... 12, using: &generator)
            t += String(Int.random(in: 1 ... 9, using: &generator))
            for _ in 1 ..< intDigits { t += String(Int.random(in: 0 ... 9, using: &generator)) }
            if Bool.random(using: &generator) {
                t += "."
                for _ in 0 ..< Int.random(in: 1 ... 12, using: &generator) { t += String(Int.random(in: 0 ... 9, using: &generator)) }
            }
            if Int.random(in: 0 ... 3, using: &generator) == 0 {
                t += ["e", "E", "e-", "e+"].randomElement(using: &generator)!
                t += String(Int.random(in: 0 ... 40, using: &generator))
            }
            texts.append(t)
        }
        let doc = try #require(parse("[" + texts.joined(separator: ",") + "]"))
        for (index, element) in doc.elements(ofArray: doc.root).enumerated() {
            #expect(doc.number(element) == Double(texts[index]), "\(texts[index])")
            #expect(doc.numberText(element) == texts[index])
        }
    }

    /// idb writes frames with up to 17 significant digits; the extended-precision path must round exactly as
    /// the standard library does, including near halfway cases, so every bit is compared.
    @Test func seventeenDigitNumbersRoundExactly() throws {
        var generator = SeededGenerator(seed: 0xA11C_4A71)
        var texts: [String] = []
        for _ in 0 ..< 20000 {
            let value = Double.random(in: 0 ..< 1000, using: &generator)
            texts.append(value.description)
            texts.append(String(Double(Float(value))))
            // Random 16 to 19 digit mantissas with a decimal point somewhere.
            let digits = Int.random(in: 16 ... 19, using: &generator)
            var text = String(Int.random(in: 1 ... 9, using: &generator))
            for _ in 1 ..< digits { text += String(Int.random(in: 0 ... 9, using: &generator)) }
            let point = Int.random(in: 1 ..< digits, using: &generator)
            text.insert(".", at: text.index(text.startIndex, offsetBy: point))
            texts.append(text)
        }
        // Halfway cases between neighbouring doubles, written out in full.
        texts += ["9007199254740993", "9007199254740995", "4503599627370497.5", "0.30000000000000004", "196.66666666666669"]
        let doc = try #require(parse("[" + texts.joined(separator: ",") + "]"))
        for (index, element) in doc.elements(ofArray: doc.root).enumerated() {
            let expected = try #require(Double(texts[index]))
            #expect(doc.number(element)?.bitPattern == expected.bitPattern, "\(texts[index])")
        }
    }

    // MARK: Locations

    @Test func locationsCountUnicodeScalarsPerLine() throws {
        let text = "{\n  \"é\": \"☕\", \"v\": 10,\n\t\"list\": [true,\r\n    null]\n}"
        let doc = try #require(parse(text))
        var keys: [Int] = [], values: [Int] = []
        doc.forEachMember(ofObject: doc.root) { key, value in
            keys.append(key)
            values.append(value)
        }
        #expect(doc.location(doc.root) == loc(1, 1))
        #expect(doc.location(keys[0]) == loc(2, 3))
        #expect(doc.location(values[0]) == loc(2, 8))
        #expect(doc.location(keys[1]) == loc(2, 13))  // 16 if columns counted bytes
        #expect(doc.location(values[1]) == loc(2, 18))
        #expect(doc.location(keys[2]) == loc(3, 2))  // a tab is one column
        let list = doc.elements(ofArray: values[2])
        #expect(doc.location(list[0]) == loc(3, 11))
        #expect(doc.location(list[1]) == loc(4, 5))  // after CRLF: the CR is whitespace
        #expect(doc.lineCount == 5)
        #expect(doc.location(ofOffset: text.utf8.count) == loc(5, 2))
        #expect(doc.location(ofOffset: 1_000_000) == loc(5, 2))  // clamped
        for index in doc.nodes.indices {
            let offset = Int(doc.nodes[index].start)
            #expect(doc.location(index) == referenceLocation(doc.bytes, offset: offset))
        }
    }

    @Test func locationsOnLongNonASCIILines() throws {
        // Long lines with multi-byte characters spanning many column blocks.
        var text = "["
        for k in 0 ..< 400 {
            text += #""αβγ😀 \#(k)", "#
            if k % 97 == 0 { text += "\n" }
            text += "\(k), "
        }
        text += "\"end\"]"
        let doc = try #require(parse(text))
        for index in doc.nodes.indices {
            let offset = Int(doc.nodes[index].start)
            #expect(doc.location(index) == referenceLocation(doc.bytes, offset: offset))
        }
    }

    @Test func byteOrderMarkIsSkipped() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("[1,\n 2]".utf8)
        let doc = try JSONDocument(bytes: bytes)
        #expect(doc.bytes == bytes)
        #expect(doc.nodes[doc.root].start == 3)
        #expect(doc.location(doc.root) == loc(1, 1))
        let elements = doc.elements(ofArray: doc.root)
        #expect(doc.location(elements[0]) == loc(1, 2))
        #expect(doc.location(elements[1]) == loc(2, 2))

        let bomOnly = try #require(syntaxError([0xEF, 0xBB, 0xBF]))
        #expect(bomOnly.message == "unexpected end of input, expected a value")
        #expect(bomOnly.location == loc(1, 1))
        let bomSpace = try #require(syntaxError([0xEF, 0xBB, 0xBF, 0x20]))
        #expect(bomSpace.message == "unexpected end of input, expected a value")
        // A BOM anywhere else is not whitespace.
        let late = try #require(syntaxError([0x20, 0xEF, 0xBB, 0xBF, 0x31]))
        #expect(late.message == "expected a value")
    }

    // MARK: Errors

    @Test(arguments: [
        (#"{"a":1 "b":2}"#, 1, 8, "expected ',' or '}' after an object member"),
        (#"[1 2]"#, 1, 4, "expected ',' or ']' after an array element"),
        (#"[1}"#, 1, 3, "expected ',' or ']' after an array element"),
        (#"{1:2}"#, 1, 2, "expected a string key"),
        (#"{"a":1,}"#, 1, 8, "expected a string key"),
        (#"{"a" 1}"#, 1, 6, "expected ':' after an object key"),
        (#"[1,]"#, 1, 4, "expected a value"),
        (#"[,1]"#, 1, 2, "expected a value"),
        (#"{"a":}"#, 1, 6, "expected a value"),
        ("[NaN]", 1, 2, "expected a value"),
        ("[01]", 1, 3, "invalid number: a leading zero must not be followed by a digit"),
        ("[-01]", 1, 4, "invalid number: a leading zero must not be followed by a digit"),
        ("[1.]", 1, 4, "invalid number: expected a digit after the decimal point"),
        ("[1e]", 1, 4, "invalid number: expected a digit in the exponent"),
        ("[1e+]", 1, 5, "invalid number: expected a digit in the exponent"),
        ("[-]", 1, 3, "invalid number: expected a digit after '-'"),
        ("[.5]", 1, 2, "invalid number: a number must start with a digit or '-'"),
        ("[+1]", 1, 2, "invalid number: a number must start with a digit or '-'"),
        (#"["\x"]"#, 1, 3, "invalid escape '\\x' in a string"),
        (#"["ab\u12G4"]"#, 1, 9, "invalid \\u escape: expected four hexadecimal digits"),
        ("[\"a\nb\"]", 1, 4, "unescaped control character U+000A in a string"),
        ("[\"a\tb\"]", 1, 4, "unescaped control character U+0009 in a string"),
        ("{} x", 1, 4, "unexpected 'x' after the top-level value"),
        ("1 2", 1, 3, "unexpected '2' after the top-level value"),
        ("[]\u{C}", 1, 3, "unexpected character U+000C after the top-level value"),
        ("[tru]", 1, 5, "invalid literal, expected 'true'"),
        ("[nul1]", 1, 5, "invalid literal, expected 'null'"),
        ("[fals]", 1, 6, "invalid literal, expected 'false'"),
        ("", 1, 1, "unexpected end of input, expected a value"),
        ("  \n ", 2, 2, "unexpected end of input, expected a value"),
        ("{\n  \"a\": 1,\n  \"b\" 2\n}", 3, 7, "expected ':' after an object key"),
        ("[\n  \"é\",\n  \"ü\" \"x\"]", 3, 7, "expected ',' or ']' after an array element"),
    ] as [(String, Int, Int, String)])
    func malformedInput(text: String, line: Int, column: Int, message: String) throws {
        let error = try #require(syntaxError(text), "\(text.debugDescription) was accepted")
        #expect(error.message == message)
        #expect(error.location == loc(line, column))
        #expect(error.location == referenceLocation(Array(text.utf8), offset: error.offset))
        #expect(error.description == "\(line):\(column): \(message)")
    }

    @Test(arguments: [
        (#"{"a": [1, 2"#, "unexpected end of input inside an array"),
        (#"{"a": [1, 2,"#, "unexpected end of input inside an array"),
        (#"{"a""#, "unexpected end of input inside an object"),
        (#"{"a":"#, "unexpected end of input inside an object"),
        (#"{"a":1,"#, "unexpected end of input inside an object"),
        ("{\n  \"a\": \"abc", "unexpected end of input inside a string"),
        (#""abc\"#, "unexpected end of input inside a string"),
        (#""\u12"#, "unexpected end of input inside a string"),
        ("[-", "unexpected end of input inside a number"),
        ("[1.", "unexpected end of input inside a number"),
        ("[1e-", "unexpected end of input inside a number"),
        ("tr", "unexpected end of input inside a literal, expected 'true'"),
        ("[nul", "unexpected end of input inside a literal, expected 'null'"),
    ] as [(String, String)])
    func truncatedInputFailsAtEndOfInput(text: String, message: String) throws {
        let error = try #require(syntaxError(text))
        #expect(error.message == message)
        #expect(error.offset == text.utf8.count)
        #expect(error.location == referenceLocation(Array(text.utf8), offset: text.utf8.count))
    }

    @Test func truncatedMultiLineFileReportsEndLocation() throws {
        let error = try #require(syntaxError("{\n  \"a\": \"abc"))
        #expect(error.location == loc(2, 12))
        #expect(error.description == "2:12: unexpected end of input inside a string")
    }

    @Test(arguments: [
        ([0x5B, 0x22, 0x61, 0x62, 0xFF, 0x63, 0x22, 0x5D], 5, 0xFF as UInt8),             // ["ab\xFFc"]
        ([0x5B, 0x22, 0xC3, 0xA9, 0xFF, 0x22, 0x5D], 4, 0xFF),                              // ["é\xFF"]: column counts é once
        ([0x5B, 0x22, 0xC0, 0xAF, 0x22, 0x5D], 3, 0xC0),                                    // overlong '/'
        ([0x5B, 0x22, 0xE0, 0x80, 0xAF, 0x22, 0x5D], 3, 0xE0),                              // overlong, 3 bytes
        ([0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D], 3, 0xED),                              // UTF-8-encoded surrogate
        ([0x5B, 0x22, 0xF4, 0x90, 0x80, 0x80, 0x22, 0x5D], 3, 0xF4),                        // above U+10FFFF
        ([0x5B, 0x22, 0xE2, 0x82, 0x22, 0x5D], 3, 0xE2),                                    // truncated sequence
        ([0x5B, 0x22, 0x80, 0x22, 0x5D], 3, 0x80),                                          // lone continuation byte
        ([0x22, 0x61, 0xE9], 3, 0xE9),                                                      // truncated at end of input
        ([0x5B, 0x31, 0x2C, 0x20, 0xFF, 0x5D], 5, 0xFF),                                    // outside a string
        ([0x7B, 0x22, 0x61, 0x22, 0x3A, 0x31, 0xFE, 0x7D], 7, 0xFE),                        // where ',' was expected
        ([0x5B, 0x22, 0x5C, 0xFF, 0x22, 0x5D], 4, 0xFF),                                    // after a backslash
    ] as [([UInt8], Int, UInt8)])
    func invalidUTF8IsRejectedAtTheByte(bytes: [UInt8], column: Int, byte: UInt8) throws {
        let error = try #require(syntaxError(bytes))
        let hex = String(byte, radix: 16, uppercase: true)
        #expect(error.message == "invalid UTF-8 byte 0x\(hex)")
        #expect(error.location == loc(1, column))
        #expect(bytes[error.offset] == byte)
    }

    @Test func validMultiByteCharactersAreAccepted() throws {
        // 2-, 3- and 4-byte sequences at the edges of the valid ranges.
        let text = "[\"\u{80}\u{7FF}\u{800}\u{D7FF}\u{E000}\u{FFFF}\u{10000}\u{10FFFF}\"]"
        let doc = try #require(parse(text))
        #expect(doc.string(doc.elements(ofArray: doc.root)[0]) == "\u{80}\u{7FF}\u{800}\u{D7FF}\u{E000}\u{FFFF}\u{10000}\u{10FFFF}")
    }

    // MARK: Depth

    @Test func deepNestingIsAnErrorNotACrash() throws {
        let deep = [UInt8](repeating: UInt8(ascii: "["), count: 100_000)
        let error = try #require(syntaxError(deep))
        #expect(error.message == "nesting is deeper than 512 levels")
        #expect(error.offset == 512)
        #expect(error.location == loc(1, 513))

        let objects = Array(String(repeating: #"{"a":"#, count: 100_000).utf8)
        #expect(syntaxError(objects)?.message == "nesting is deeper than 512 levels")
    }

    @Test func depthLimitIsInclusive() throws {
        let ok = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        let doc = try #require(parse(ok))
        #expect(doc.nodes.count == 512)
        #expect(doc.next(0) == 512 && doc.next(511) == 512)

        let tooDeep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        #expect(syntaxError(tooDeep)?.message == "nesting is deeper than 512 levels")

        #expect(syntaxError(Array("[[[1]]]".utf8), maxDepth: 2)?.message == "nesting is deeper than 2 levels")
        #expect(syntaxError(Array("[[1]]".utf8), maxDepth: 2) == nil)
        #expect(syntaxError(Array("1".utf8), maxDepth: 0) == nil)

        let deepAllowed = String(repeating: "[", count: 20_000) + String(repeating: "]", count: 20_000)
        let deepDoc = try #require(parse(deepAllowed, maxDepth: 100_000))
        #expect(deepDoc.nodes.count == 20_000)
    }
}
