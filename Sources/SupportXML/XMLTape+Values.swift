import Support

/// Names, values, text and locations of an ``XMLTape``'s nodes.
extension XMLTape {
    // MARK: Names

    /// The byte range of the name of an element or attribute, or of a processing instruction's target.
    func nameRange(_ node: Int) -> Range<Int> {
        let n = nodes[node]
        switch n.kind {
        case .element:
            return Int(n.start) + 1 ..< Int(n.end)
        case .attribute, .processingInstruction:
            let start = n.kind == .attribute ? Int(n.start) : Int(n.start) + 2
            if n.nameLength != 0xFFFF { return start ..< start + Int(n.nameLength) }
            return start ..< bytes.withUnsafeBufferPointer { Self.nameEnd($0, from: start) }
        case .text, .cdata:
            return Int(n.start) ..< Int(n.start)
        }
    }

    /// Where a very long name starting at `start` ends, measured again (names end at white space, '=', '?'
    /// or '>'): the tape stores lengths up to 0xFFFE bytes.
    @usableFromInline
    static func nameEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var end = start
        while end < bytes.count, !XMLCharacters.isSpace(bytes[end]), bytes[end] != 0x3D, bytes[end] != 0x3F,
              bytes[end] != 0x3E { end += 1 }
        return end
    }

    /// The name of an element or attribute, or the target of a processing instruction ("" for text).
    public func name(_ node: Int) -> String {
        String(decoding: bytes[nameRange(node)], as: UTF8.self)
    }

    /// Whether the name of `node` (element, attribute or processing instruction target) is `literal`,
    /// compared byte for byte without allocating.
    public func name(_ node: Int, equals literal: StaticString) -> Bool {
        let range = nameRange(node)
        return equal(range, literal)
    }

    func equal(_ range: Range<Int>, _ literal: StaticString) -> Bool {
        guard range.count == literal.utf8CodeUnitCount else { return false }
        let lit = literal.utf8Start
        return bytes.withUnsafeBufferPointer { buffer in
            var k = 0
            for j in range {
                if buffer[j] != lit[k] { return false }
                k += 1
            }
            return true
        }
    }

    // MARK: Attributes

    /// The attribute node of `element` named `name`, or nil.
    public func attribute(_ name: StaticString, of element: Int) -> Int? {
        var found: Int?
        forEachAttribute(of: element) { attribute in
            if found == nil, self.name(attribute, equals: name) { found = attribute }
        }
        return found
    }

    /// The decoded value of the attribute of `element` named `name`, or nil when it has none.
    public func value(of name: StaticString, in element: Int) -> String? {
        attribute(name, of: element).map { value($0) }
    }

    /// The decoded value of an attribute node: references replaced, and white space normalised as XML 1.0
    /// §3.3.3 says for an undeclared attribute (tab, LF, CR and CR LF written literally become one space
    /// each; `&#10;` stays a line feed). "" for other kinds of node.
    public func value(_ attribute: Int) -> String {
        let n = nodes[attribute]
        guard n.kind == .attribute else { return "" }
        return decoded(Int(n.link) ..< Int(n.end), flags: n.flags, .attribute)
    }

    /// Whether the decoded value of an attribute node is `literal`; compares bytes when nothing needs
    /// decoding.
    public func value(_ attribute: Int, equals literal: StaticString) -> Bool {
        let n = nodes[attribute]
        guard n.kind == .attribute else { return false }
        let range = Int(n.link) ..< Int(n.end)
        if n.flags & XMLTapeNode.needsDecoding == 0 { return equal(range, literal) }
        let text = value(attribute)
        return literal.withUTF8Buffer { text.utf8.elementsEqual($0) }
    }

    /// The byte range of an attribute's value as written (between the quotes), or of a text or CDATA node's
    /// raw text.
    public func rawRange(_ node: Int) -> Range<Int> {
        let n = nodes[node]
        switch n.kind {
        case .attribute, .processingInstruction: return Int(n.link) ..< Int(n.end)
        case .text, .cdata: return Int(n.start) ..< Int(n.end)
        case .element: return Int(n.start) ..< Int(n.end)
        }
    }

    // MARK: Text

    /// The character data of a text or CDATA node (references replaced, line ends normalised to LF), or
    /// the data of a processing instruction (line ends normalised); "" for elements and attributes.
    public func text(_ node: Int) -> String {
        let n = nodes[node]
        switch n.kind {
        case .text:
            return decoded(Int(n.start) ..< Int(n.end), flags: n.flags, .text)
        case .cdata, .processingInstruction:
            // No references here: only line ends can need decoding.
            return decoded(rawRange(node), flags: n.flags, .literal)
        case .element, .attribute:
            return ""
        }
    }

    /// Whether a text node holds only white space (space, tab, CR, LF).
    public func isWhitespace(_ node: Int) -> Bool {
        let n = nodes[node]
        return n.kind == .text && n.flags & XMLTapeNode.whitespaceOnly != 0
    }

    /// The text and CDATA children of `element`, joined (nil when it has none); child elements' text is not
    /// included.
    public func directText(of element: Int) -> String? {
        var result: String?
        forEachChild(of: element) { child in
            let kind = nodes[child].kind
            if kind == .text || kind == .cdata { result = (result ?? "") + text(child) }
        }
        return result
    }

    func decoded(_ range: Range<Int>, flags: UInt8, _ mode: XMLValueDecoder.Mode) -> String {
        bytes.withUnsafeBufferPointer { buffer in
            if flags & XMLTapeNode.needsDecoding == 0 {
                return String(decoding: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self)
            }
            return String(decoding: XMLValueDecoder.decode(buffer, range, mode), as: UTF8.self)
        }
    }

    // MARK: Locations

    /// 1-based line and column of `node`: the `<` of an element's start tag or of a processing instruction,
    /// the first character of an attribute's name or of a text or CDATA node's text.
    public func location(_ node: Int) -> SourceLocation {
        location(ofOffset: Int(nodes[node].start))
    }

    /// 1-based line and column (in Unicode scalars) of byte `offset` (clamped to the text). O(log lines),
    /// plus a scan of the line up to `offset` when the text is not ASCII. To locate many nodes in document
    /// order, use ``locationCursor``, which is linear in the input overall.
    public func location(ofOffset offset: Int) -> SourceLocation {
        lines.location(ofOffset: offset, in: bytes)
    }

    /// Where the text's lines start.
    public var lines: LineTable { LineTable(starts: lineStarts, isASCII: isASCII) }

    /// A cursor that locates offsets of this text in increasing order, in linear time overall.
    public var locationCursor: LocationCursor { LocationCursor(bytes: bytes, lines: lines) }

    /// Number of lines in the text (at least 1).
    public var lineCount: Int { lineStarts.count }
}
