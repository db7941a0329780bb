import Support
import Testing
@testable import SupportXML

@Suite struct SyntaxErrorTests {
    @Test(arguments: [
        ("", 1, 1, "unexpected end of input, expected the root element"),
        ("  \n ", 2, 2, "unexpected end of input, expected the root element"),
        ("hello", 1, 1, "text is not allowed before the root element"),
        ("<a/>x", 1, 5, "text is not allowed after the root element"),
        ("<a/><b/>", 1, 5, "only comments and processing instructions may follow the root element"),
        ("<a/></a>", 1, 5, "only comments and processing instructions may follow the root element"),
        ("</a>", 1, 2, "expected the root element"),
        ("<!DOCTYPE a><a/>", 1, 1, "DOCTYPE declarations are not supported: recordings never have one"),
        ("<?xml version='1.0'?>\n<!DOCTYPE a [<!ENTITY e 'x'>]><a>&e;</a>", 2, 1, "DOCTYPE declarations are not supported: recordings never have one"),
        ("<a><!DOCTYPE a></a>", 1, 4, "DOCTYPE declarations are not supported: recordings never have one"),
        ("<a><!ELEMENT a ANY></a>", 1, 4, "expected a comment or a CDATA section after '<!'"),
        ("<![CDATA[x]]><a/>", 1, 1, "expected a comment after '<!'"),
        ("<a>\n  <b></c>\n</a>", 2, 6, "end tag '</c>' does not match the start tag '<b>' at 2:3"),
        ("<a></a x>", 1, 8, "expected '>' at the end of the end tag of element 'a'"),
        ("<a b='1' b='2'/>", 1, 10, "duplicate attribute 'b' in the start tag of element 'a'"),
        ("<a b='1'c='2'/>", 1, 9, "expected white space, '>' or '/>' after an attribute in the start tag of element 'a'"),
        ("<a b/>", 1, 5, "expected '=' after the attribute name 'b'"),
        ("<a b=c/>", 1, 6, "expected a quoted value for the attribute 'b'"),
        ("<a b='<'/>", 1, 7, "'<' is not allowed in an attribute value; write it as '&lt;'"),
        ("<a b='&e;'/>", 1, 7, "undefined entity '&e;': without a DTD only &lt; &gt; &amp; &apos; and &quot; exist"),
        ("<a>&amp</a>", 1, 8, "expected ';' after the entity name '&amp'"),
        ("<a>& </a>", 1, 5, "expected a name or '#' after '&', not ' '"),
        ("<a>&#0;</a>", 1, 4, "the character reference '&#0;' does not name an XML character"),
        ("<a>&#xD800;</a>", 1, 4, "the character reference '&#xD800;' does not name an XML character"),
        ("<a>&#xFFFE;</a>", 1, 4, "the character reference '&#xFFFE;' does not name an XML character"),
        ("<a>&#x110000;</a>", 1, 4, "the character reference '&#x110000;' does not name an XML character"),
        ("<a>&#99999999999999999999;</a>", 1, 4, "the character reference '&#99999999999999999999;' does not name an XML character"),
        ("<a>&#X41;</a>", 1, 6, "a hexadecimal character reference starts with '&#x' (lower-case x)"),
        ("<a>&#;</a>", 1, 6, "expected digits in the character reference"),
        ("<a>&#65x;</a>", 1, 8, "expected ';' at the end of the character reference"),
        ("<a>x]]>y</a>", 1, 5, "']]>' is not allowed in character data"),
        ("<a>\u{1}</a>", 1, 4, "character U+0001 is not allowed in XML"),
        ("<a>\u{FFFE}</a>", 1, 4, "character U+FFFE is not allowed in XML"),
        ("<a b='\u{FFFF}'/>", 1, 7, "character U+FFFF is not allowed in XML"),
        ("<a><!-- x -- y --></a>", 1, 11, "'--' is not allowed inside a comment"),
        ("<a><!-- x ---></a>", 1, 11, "'--' is not allowed inside a comment"),
        ("<a><?xml-stylesheet?><?XmL x?></a>", 1, 22, "'<?XmL' is reserved: an XML declaration may only come first in the document"),
        ("<a><?pi\u{1}?></a>", 1, 8, "expected white space or '?>' after the processing instruction target 'pi'"),
        ("<a><? pi?></a>", 1, 6, "expected a processing instruction target after '<?', not ' '"),
        ("<a><![cdata[x]]></a>", 1, 4, "expected a comment or a CDATA section after '<!'"),
        ("< a/>", 1, 2, "expected an element name after '<', not ' '"),
        ("<1a/>", 1, 2, "expected an element name after '<', not '1'"),
        ("<a/ >", 1, 4, "expected '>' after '/' in the start tag of element 'a'"),
        ("<a =''/>", 1, 4, "expected an attribute name, '>' or '/>' in the start tag of element 'a', not '='"),
        ("<a>\n<b>\n<é\u{2}/>", 3, 3, "expected white space, '>' or '/>' after the name in the start tag of element 'é'"),
    ] as [(String, Int, Int, String)])
    func malformedInput(text: String, line: Int, column: Int, message: String) throws {
        let error = try #require(syntaxError(text), "\(text.debugDescription) was accepted")
        #expect(error.message == message)
        #expect(error.location == loc(line, column))
        #expect(error.location == referenceLocation(Array(text.utf8), offset: error.offset))
        #expect(error.description == "\(line):\(column): \(message)")
    }

    @Test(arguments: [
        ("<a>", "unexpected end of input: element 'a' opened at 1:1 is not closed"),
        ("<a>\n  <b>text", "unexpected end of input: element 'b' opened at 2:3 is not closed"),
        ("<a", "unexpected end of input inside the start tag of element 'a'"),
        ("<a b", "unexpected end of input inside the start tag of element 'a'"),
        ("<a b=", "unexpected end of input inside the start tag of element 'a'"),
        ("<a b='x", "unexpected end of input inside an attribute value"),
        ("<a/", "unexpected end of input inside the start tag of element 'a'"),
        ("<a></a", "unexpected end of input inside the end tag of element 'a'"),
        ("<a></", "unexpected end of input, expected an element name after '</'"),
        ("<", "unexpected end of input after '<'"),
        ("<a><", "unexpected end of input: element 'a' opened at 1:1 is not closed"),
        ("<a>&am", "unexpected end of input inside an entity reference"),
        ("<a>&#12", "unexpected end of input inside a character reference"),
        ("<a>&", "unexpected end of input inside a reference"),
        ("<a><!-- x -", "unexpected end of input inside a comment"),
        ("<a><!-- x --", "unexpected end of input inside a comment"),
        ("<a><?pi x?", "unexpected end of input inside the processing instruction 'pi'"),
        ("<a><?pi", "unexpected end of input inside the processing instruction 'pi'"),
        ("<a><![CDATA[x]]", "unexpected end of input inside a CDATA section"),
        ("<?xml version='1.0'", "expected '?>' at the end of the XML declaration"),
        ("<?xml version='1.0", "unexpected end of input inside the XML declaration"),
    ] as [(String, String)])
    func truncatedInputFailsAtEndOfInput(text: String, message: String) throws {
        let error = try #require(syntaxError(text))
        #expect(error.message == message)
        #expect(error.offset == text.utf8.count)
        #expect(error.location == referenceLocation(Array(text.utf8), offset: text.utf8.count))
    }

    @Test(arguments: [
        // Bytes that cannot start a sequence, overlong forms, encoded surrogates, above U+10FFFF, truncated.
        [0xFF], [0x80], [0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
        [0xF7, 0x80, 0x80, 0x80], [0xE2, 0x82],
    ] as [[UInt8]])
    func invalidUTF8IsRejectedEverywhere(sequence: [UInt8]) throws {
        let places: [(String, String)] = [
            ("<a>", "</a>"), ("<a b='", "'/>"), ("<a", "/>"), ("<a ", "='1'/>"), ("<a><!--", "--></a>"),
            ("<a><?pi ", "?></a>"), ("<a><![CDATA[", "]]></a>"), ("", "<a/>"), ("<a/>", ""), ("<a></", ">"),
            ("<a>&", ";</a>"), ("<a>&#", ";</a>"), ("<?xml version='", "'?><a/>"), ("<?xml version='1.0'", "?><a/>"),
        ]
        for (before, after) in places {
            let bytes = Array(before.utf8) + sequence + Array(after.utf8)
            let error = try #require(syntaxError(bytes), "\(before)…\(after) was accepted")
            #expect(error.message == "invalid UTF-8 byte \(XMLCharacters.hexByte(sequence[0]))", "\(before)…\(after)")
            #expect(error.offset == before.utf8.count, "\(before)…\(after)")
        }
    }

    @Test func nestingIsLimited() throws {
        let deep = String(repeating: "<a>", count: 512) + String(repeating: "</a>", count: 512)
        #expect(syntaxError(deep) == nil)
        let tooDeep = "<r>\n" + String(repeating: "<a>", count: 512)
        let error = try #require(syntaxError(tooDeep))
        #expect(error.message == "nesting is deeper than 512 elements")
        #expect(error.location == loc(2, 3 * 511 + 1))
        // Far past the limit the error comes at once; a self-closing element adds no level.
        #expect(syntaxError(String(repeating: "<a>", count: 100_000))?.message == "nesting is deeper than 512 elements")
        #expect(syntaxError(String(repeating: "<a>", count: 511) + "<b/>" + String(repeating: "</a>", count: 511)) == nil)
        #expect(syntaxError(Array("<a><b/></a>".utf8), maxDepth: 1)?.message == nil)
        #expect(syntaxError(Array("<a><b></b></a>".utf8), maxDepth: 1)?.message == "nesting is deeper than 1 elements")
        // A larger limit needs no machine stack.
        let veryDeep = String(repeating: "<a>", count: 50_000) + String(repeating: "</a>", count: 50_000)
        #expect(syntaxError(Array(veryDeep.utf8), maxDepth: 100_000) == nil)
    }

    @Test func duplicatesAreFoundAmongManyAttributes() throws {
        // More attributes than the first key buffer, names sharing their first eight bytes.
        let names = (0 ..< 100).map { "attribute-\($0)" }
        let clean = "<a " + names.map { "\($0)='v'" }.joined(separator: " ") + "/>"
        let tape = try XMLTape(clean)
        #expect(tape.attributes(of: tape.root).map { tape.name($0) } == names)
        for duplicate in ["attribute-0", "attribute-57", "attribute-99"] {
            let text = "<a " + names.map { "\($0)='v'" }.joined(separator: " ") + " \(duplicate)='w'/>"
            let error = try #require(syntaxError(text))
            #expect(error.message == "duplicate attribute '\(duplicate)' in the start tag of element 'a'")
        }
        // Names shorter than eight bytes at the very end of the input, and a one-letter prefix of another.
        #expect(syntaxError("<a ab='1' a='2' abc='3'/>") == nil)
        #expect(syntaxError("<a xy='1' xy='2'/>")?.location == loc(1, 11))
    }
}
