import Support
import Foundation
import Testing
@testable import SupportXML

func loc(_ line: Int, _ column: Int) -> Support.SourceLocation { Support.SourceLocation(line: line, column: column) }

func parse(_ text: String, keepsWhitespaceText: Bool = true) -> XMLTape? {
    try? XMLTape(text, keepsWhitespaceText: keepsWhitespaceText)
}

func syntaxError(_ bytes: [UInt8], maxDepth: Int = 512) -> SyntaxError? {
    do throws(SyntaxError) {
        _ = try XMLTape(bytes: bytes, maxDepth: maxDepth)
        return nil
    } catch {
        return error
    }
}

func syntaxError(_ text: String) -> SyntaxError? { syntaxError(Array(text.utf8)) }

/// Line and column by a plain scan: lines end at LF, CR or CR LF; columns count scalars (not UTF-8
/// continuation bytes); a UTF-8 byte order mark is not counted.
func referenceLocation(_ bytes: [UInt8], offset: Int) -> Support.SourceLocation {
    var line = 1, column = 1
    var j = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while j < min(offset, bytes.count) {
        let c = bytes[j]
        if c == 0x0A || (c == 0x0D && !(j + 1 < bytes.count && bytes[j + 1] == 0x0A)) {
            line += 1
            column = 1
        } else if c & 0xC0 != 0x80 {
            column += 1
        }
        j += 1
    }
    return Support.SourceLocation(line: line, column: column)
}

@Suite struct XMLTapeTests {
    // MARK: Tape

    @Test func tapeHoldsElementsAttributesAndContentInOrder() throws {
        let tape = try #require(parse(#"<?xml version="1.0"?><?app go?><a x="1" y='2'><b/>hi<c z="3">t</c></a><?end?>"#))
        #expect(tape.nodes.map(\.kind) == [.processingInstruction, .element, .attribute, .attribute, .element, .text,
                                           .element, .attribute, .text, .processingInstruction])
        #expect(tape.root == 1)
        #expect(tape.name(tape.root) == "a")
        #expect(tape.attributes(of: tape.root).map { tape.name($0) } == ["x", "y"])
        #expect(tape.attributes(of: tape.root).map { tape.value($0) } == ["1", "2"])
        #expect(tape.children(of: tape.root) == [4, 5, 6])
        #expect(tape.childElements(of: tape.root).map { tape.name($0) } == ["b", "c"])
        #expect(tape.next(tape.root) == 9)
        #expect(tape.next(4) == 5)  // an empty element
        #expect(tape.firstContent(of: 4) == 5)
        #expect(tape.text(5) == "hi")
        #expect(tape.directText(of: 6) == "t")
        #expect(tape.directText(of: 4) == nil)
        #expect(tape.prologue.map { tape.name($0) } == ["app"])
        #expect(tape.epilogue.map { tape.name($0) } == ["end"])
        #expect(tape.text(0) == "go")
        #expect(tape.text(9) == "")
        #expect(tape.declaration == XMLDeclaration(version: "1.0", encoding: nil, standalone: nil))
        #expect(tape.encoding == .utf8)
    }

    @Test func attributeLookupByName() throws {
        let tape = try #require(parse(#"<node text="" content-desc="Siri &amp; Search" clickable="true" bounds="[0,0][1080,2242]"/>"#))
        let root = tape.root
        #expect(tape.value(of: "content-desc", in: root) == "Siri & Search")
        #expect(tape.value(of: "text", in: root) == "")
        #expect(tape.value(of: "missing", in: root) == nil)
        let clickable = try #require(tape.attribute("clickable", of: root))
        #expect(tape.value(clickable, equals: "true"))
        #expect(!tape.value(clickable, equals: "false"))
        let desc = try #require(tape.attribute("content-desc", of: root))
        #expect(tape.value(desc, equals: "Siri & Search"))
        #expect(tape.name(desc, equals: "content-desc"))
        #expect(!tape.name(desc, equals: "content"))
        #expect(tape.name(root, equals: "node"))
        #expect(tape.rawRange(desc).count == "Siri &amp; Search".utf8.count)
    }

    @Test func largeDocumentGrowsTheTape() throws {
        // Far more nodes than the first estimate from the input size.
        let text = "<r>" + String(repeating: "<a b='' c=''/>", count: 20_000) + "</r>"
        let tape = try #require(parse(text))
        #expect(tape.nodes.count == 1 + 20_000 * 3)
        #expect(tape.childElements(of: tape.root).count == 20_000)
    }

    @Test func whitespaceTextIsKeptOrDropped() throws {
        let text = "<a>\n  <b> x </b>\r\n  <c>\t</c>\n</a>"
        let kept = try #require(parse(text))
        #expect(kept.children(of: kept.root).map { kept.kind($0) } == [.text, .element, .text, .element, .text])
        #expect(kept.isWhitespace(kept.children(of: kept.root)[0]))
        #expect(kept.text(kept.children(of: kept.root)[2]) == "\n  ")  // CR LF read as LF
        let b = kept.childElements(of: kept.root)[0]
        #expect(!kept.isWhitespace(kept.firstContent(of: b)))
        let dropped = try #require(parse(text, keepsWhitespaceText: false))
        #expect(dropped.children(of: dropped.root).map { dropped.kind($0) } == [.element, .element])
        #expect(dropped.directText(of: dropped.childElements(of: dropped.root)[0]) == " x ")
        #expect(dropped.directText(of: dropped.childElements(of: dropped.root)[1]) == nil)
    }

    // MARK: Values

    @Test func referencesAreReplaced() throws {
        let tape = try #require(parse("<a v='&lt;&gt;&amp;&apos;&quot;&#65;&#x42;&#x1F600;&#233;'>&lt;x&gt; &#x1F600;&amp;</a>"))
        #expect(tape.value(tape.attributes(of: tape.root)[0]) == "<>&'\"AB😀é")
        #expect(tape.directText(of: tape.root) == "<x> 😀&")
    }

    @Test func attributeValuesAreNormalised() throws {
        // Literal tab, LF, CR and CR LF become one space each; references to them stay.
        let tape = try #require(parse("<a v='1\t2\n3\r4\r\n5&#9;6&#10;7&#13;8'/>"))
        #expect(tape.value(tape.attributes(of: tape.root)[0]) == "1 2 3 4 5\t6\n7\r8")
    }

    @Test func lineEndsAreNormalisedInTextCDATAAndProcessingInstructions() throws {
        let tape = try #require(parse("<a>1\r\n2\r3\n4<![CDATA[x\r\ny\rz&amp;<]]><?pi a\r\nb?></a>"))
        let children = tape.children(of: tape.root)
        #expect(tape.text(children[0]) == "1\n2\n3\n4")
        #expect(tape.kind(children[1]) == .cdata)
        #expect(tape.text(children[1]) == "x\ny\nz&amp;<")
        #expect(tape.text(children[2]) == "a\nb")
        #expect(tape.directText(of: tape.root) == "1\n2\n3\n4x\ny\nz&amp;<")
    }

    @Test func commentsAreCheckedButNotStored() throws {
        let tape = try #require(parse("<!-- before --><a><!-- in -->x<!---->y</a><!-- after -->"))
        #expect(tape.nodes.map(\.kind) == [.element, .text, .text])
        #expect(tape.directText(of: tape.root) == "xy")
    }

    @Test func namesFollowTheFifthEdition() throws {
        // Non-ASCII names (fifth edition ranges), ':' and '_', '-' '.' '·' after the first character.
        let tape = try #require(parse("<日本:語 _a-b.c·d='1' é='2'><Ωμέγα/></日本:語>"))
        #expect(tape.name(tape.root) == "日本:語")
        #expect(tape.attributes(of: tape.root).map { tape.name($0) } == ["_a-b.c·d", "é"])
        #expect(syntaxError("<a·/>") == nil)
        #expect(syntaxError("<·a/>")?.message == "expected an element name after '<', not '·'")
        #expect(syntaxError("<a\u{37E}/>")?.message == "expected white space, '>' or '/>' after the name in the start tag of element 'a'")
    }

    @Test func longNamesAreMeasuredAgain() throws {
        let name = String(repeating: "n", count: 70_000)
        let tape = try #require(parse("<a \(name)='v'><?\(name) data?></a>"))
        let attribute = tape.attributes(of: tape.root)[0]
        #expect(tape.nodes[attribute].nameLength == 0xFFFF)
        #expect(tape.name(attribute) == name)
        #expect(tape.value(attribute) == "v")
        let instruction = tape.children(of: tape.root)[0]
        #expect(tape.name(instruction) == name)
        #expect(tape.text(instruction) == "data")
    }

    // MARK: Declaration and encodings

    @Test func declarationIsRead() throws {
        let tape = try #require(parse("<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy/>"))
        #expect(tape.declaration == XMLDeclaration(version: "1.0", encoding: "UTF-8", standalone: true))
        #expect(parse("<?xml version=\"1.1\" encoding=\"utf-8\" standalone=\"no\"?>\n<a/>")?.declaration
                == XMLDeclaration(version: "1.1", encoding: "utf-8", standalone: false))
        #expect(parse("<?xml version = '1.0'?><a/>")?.declaration?.version == "1.0")
        #expect(parse("<?xml-stylesheet href='s'?><a/>")?.declaration == nil)
    }

    @Test(arguments: [
        ("<?xml version='2.0'?><a/>", 1, 16, "unsupported XML version '2.0': this reader reads XML 1.0"),
        ("<?xml?><a/>", 1, 6, "expected 'version' in the XML declaration"),
        ("<?xml version='1.0' encoding='ISO-8859-1'?><a/>", 1, 31, "encoding 'ISO-8859-1' is not supported: only UTF-8 and UTF-16 with a byte order mark are read"),
        ("<?xml version='1.0' encoding='UTF-16'?><a/>", 1, 31, "the XML declaration says UTF-16 but the document has no UTF-16 byte order mark"),
        ("<?xml version='1.0' encoding='1UTF'?><a/>", 1, 31, "invalid encoding name '1UTF' in the XML declaration"),
        ("<?xml version='1.0\"?><a/>", 1, 19, "expected the closing quote of 'version' in the XML declaration, not '\"'"),
        ("<?xml version='1.0' standalone='maybe'?><a/>", 1, 33, "standalone must be 'yes' or 'no', not 'maybe'"),
        ("<?xml version='1.0' standalone='yes' encoding='UTF-8'?><a/>", 1, 38, "expected '?>' at the end of the XML declaration"),
        (" <?xml version='1.0'?><a/>", 1, 2, "'<?xml' is reserved: an XML declaration may only come first in the document"),
    ] as [(String, Int, Int, String)])
    func badDeclarations(text: String, line: Int, column: Int, message: String) throws {
        let error = try #require(syntaxError(text))
        #expect(error.message == message)
        #expect(error.location == loc(line, column))
    }

    @Test func utf8ByteOrderMarkIsSkipped() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("<a>\n <b/></a>".utf8)
        let tape = try XMLTape(bytes: bytes)
        #expect(tape.bytes == bytes)
        #expect(tape.location(tape.root) == loc(1, 1))
        #expect(tape.location(tape.childElements(of: tape.root)[0]) == loc(2, 2))
        #expect(syntaxError([0xEF, 0xBB, 0xBF])?.message == "unexpected end of input, expected the root element")
        // A second mark is a character, and text is not allowed before the root.
        #expect(syntaxError([0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + Array("<a/>".utf8))?.message
                == "text is not allowed before the root element")
    }

    static func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
        var out: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
        for unit in text.utf16 {
            let high = UInt8(unit >> 8), low = UInt8(unit & 0xFF)
            out += bigEndian ? [high, low] : [low, high]
        }
        return out
    }

    @Test(arguments: [false, true])
    func utf16WithAByteOrderMarkIsTranscoded(bigEndian: Bool) throws {
        let text = "<?xml version='1.0' encoding='UTF-16'?>\r\n<a é='😀'>\n  <b>ü</b></a>"
        let tape = try XMLTape(bytes: Self.utf16(text, bigEndian: bigEndian))
        #expect(tape.encoding == (bigEndian ? .utf16BigEndian : .utf16LittleEndian))
        #expect(tape.bytes == Array(text.utf8))
        #expect(tape.value(of: "é", in: tape.root) == "😀")
        #expect(tape.value(tape.attributes(of: tape.root)[0]) == "😀")
        let b = tape.childElements(of: tape.root)[0]
        #expect(tape.location(b) == loc(3, 3))
        #expect(tape.directText(of: b) == "ü")
        // The declaration must not claim UTF-8 for UTF-16 text.
        let lie = try #require(syntaxError(Self.utf16("<?xml version='1.0' encoding='UTF-8'?><a/>", bigEndian: bigEndian)))
        #expect(lie.message == "the XML declaration says UTF-8 but the document is UTF-16 (it starts with a UTF-16 byte order mark)")
    }

    @Test func brokenUTF16IsAnErrorWithItsPlace() throws {
        // An unpaired high surrogate on line 2.
        let lone: [UInt8] = [0xFF, 0xFE] + Array("<a>\nxy".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }) + [0x00, 0xD8, 0x41, 0x00]
        let error = try #require(syntaxError(lone))
        #expect(error.message == "unpaired UTF-16 surrogate U+D800")
        #expect(error.location == loc(2, 3))
        #expect(syntaxError([0xFF, 0xFE, 0x3C, 0x00, 0x61])?.message == "the UTF-16 text ends in the middle of a character (an odd number of bytes)")
        #expect(syntaxError([0xFF, 0xFE, 0x00, 0xDC])?.message == "unpaired UTF-16 surrogate U+DC00")
        #expect(syntaxError(Array("<a/>".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }))?.message
                == "the document looks like UTF-16 without a byte order mark, which is not supported")
    }

    // MARK: Locations

    @Test func locationsCountUnicodeScalarsAndEveryKindOfLineEnd() throws {
        let text = "<r>\n  <é a='☕' b=\"x\"/>\r\n\t<c\n   d='1'/>\r<e/>\r\r\n<f/></r>"
        let tape = try #require(parse(text))
        let elements = tape.childElements(of: tape.root)
        #expect(tape.location(tape.root) == loc(1, 1))
        #expect(tape.location(elements[0]) == loc(2, 3))
        let attributes = tape.attributes(of: elements[0])
        #expect(tape.location(attributes[0]) == loc(2, 6))
        #expect(tape.location(attributes[1]) == loc(2, 12))  // 14 if columns counted bytes
        #expect(tape.location(elements[1]) == loc(3, 2))  // a tab is one column
        #expect(tape.location(tape.attributes(of: elements[1])[0]) == loc(4, 4))
        #expect(tape.location(elements[2]) == loc(5, 1))  // after a lone CR
        #expect(tape.location(elements[3]) == loc(7, 1))  // CR, then CR LF: two line ends
        #expect(tape.lineCount == 7)
        #expect(tape.location(ofOffset: 1_000_000) == referenceLocation(tape.bytes, offset: text.utf8.count))
        var cursor = tape.locationCursor
        for index in tape.nodes.indices {
            let expected = referenceLocation(tape.bytes, offset: Int(tape.nodes[index].start))
            #expect(tape.location(index) == expected)
            #expect(cursor.location(ofOffset: Int(tape.nodes[index].start)) == expected)
        }
    }

    @Test func locationsOnALongNonASCIILine() throws {
        var text = "<r>"
        for k in 0 ..< 400 {
            text += "<n t='αβγ😀 \(k)' d='\(k)'/>"
            if k % 97 == 0 { text += "\n" }
        }
        text += "</r>"
        let tape = try #require(parse(text))
        var cursor = tape.locationCursor
        for index in tape.nodes.indices {
            let expected = referenceLocation(tape.bytes, offset: Int(tape.nodes[index].start))
            #expect(tape.location(index) == expected)
            #expect(cursor.location(ofOffset: Int(tape.nodes[index].start)) == expected)
        }
        // Going back falls back to a direct look-up.
        #expect(cursor.location(ofOffset: Int(tape.nodes[1].start)) == tape.location(1))
    }
}
