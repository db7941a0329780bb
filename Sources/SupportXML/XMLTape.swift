import Support

// SupportXML: a byte-level, non-validating XML 1.0 reader with line and column positions, for the XML
// recorders (Appium XCUITest, uiautomator).

/// A parsed XML 1.0 document (well-formed, not validated, no DTD): its UTF-8 text plus a flat "tape" of
/// nodes in document order.
///
/// Parsing checks the whole input (syntax, UTF-8, XML characters and names, references, tag nesting,
/// duplicate attributes) but converts nothing: names, attribute values and text stay byte ranges and are
/// decoded when asked for. Each element is followed by its attributes, then its content, and carries a
/// skip pointer (``next(_:)``) so whole subtrees can be stepped over in O(1).
///
/// The type is not called `XMLDocument` so that it never clashes with Foundation's `XMLDocument`/`XMLNode`.
/// What is accepted and rejected is described in `Docs/XMLReader.md`; in short:
/// - UTF-8 (a byte order mark is skipped), or UTF-16 with a byte order mark (transcoded to UTF-8 first);
/// - an optional XML declaration, whose encoding must be the one the text is in;
/// - no DOCTYPE (rejected: recordings never have one, so no entity can expand);
/// - only the five predefined entities, and character references to XML characters;
/// - nesting deeper than `maxDepth` elements is an error, never a stack overflow.
///
/// Locations are 1-based; lines end at LF, CR or CR LF (as XML normalises them), and columns count Unicode
/// scalars from the start of the line.
public struct XMLTape: Sendable {
    /// The encoding a document was read from.
    public enum Encoding: Sendable, Hashable {
        case utf8, utf16LittleEndian, utf16BigEndian
    }

    /// The text as UTF-8: the input itself when it is UTF-8 (with its byte order mark, if any), else its
    /// transcoding (without the mark). All offsets refer to these bytes.
    public let bytes: [UInt8]
    /// The tape: elements, attributes, text, CDATA sections and processing instructions, in document order.
    public let nodes: [XMLTapeNode]
    /// Index of the root element's node.
    public let root: Int
    /// The XML declaration, if the document has one.
    public let declaration: XMLDeclaration?
    /// The encoding of the input.
    public let encoding: Encoding

    /// Byte offsets at which lines start; `lineStarts[0]` is line 1 (0, or 3 after a UTF-8 byte order mark).
    let lineStarts: [UInt32]
    /// True when the text is all ASCII: columns are then byte distances.
    let isASCII: Bool

    /// Parses `bytes` as one XML document.
    ///
    /// - Parameters:
    ///   - bytes: UTF-8, or UTF-16 starting with a byte order mark (smaller than 4 GiB as UTF-8).
    ///   - maxDepth: how many elements may be nested; one more is an error (`nesting is deeper than 512 elements`).
    ///   - keepsWhitespaceText: whether text made only of white space (indentation between tags) gets a node;
    ///     recorders that never read it pass false and get a smaller tape.
    /// - Throws: ``SyntaxError`` at the first offending character.
    public init(bytes: [UInt8], maxDepth: Int = 512, keepsWhitespaceText: Bool = true) throws(SyntaxError) {
        var text = bytes
        var encoding = Encoding.utf8
        if bytes.count >= 2, bytes[0] == 0xFF && bytes[1] == 0xFE || bytes[0] == 0xFE && bytes[1] == 0xFF {
            encoding = bytes[0] == 0xFF ? .utf16LittleEndian : .utf16BigEndian
            let result: Result<[UInt8], SyntaxError> = bytes.withUnsafeBufferPointer { buffer in
                do throws(SyntaxError) {
                    return .success(try UTF16Transcoder.utf8(from: buffer, bigEndian: encoding == .utf16BigEndian))
                } catch {
                    return .failure(error)
                }
            }
            text = try result.get()
        } else if bytes.count >= 4, bytes[0] == 0x3C && bytes[1] == 0 || bytes[0] == 0 && bytes[1] == 0x3C {
            throw SyntaxError(offset: 0, location: SourceLocation(line: 1, column: 1),
                                 message: "the document looks like UTF-16 without a byte order mark, which is not supported")
        }
        let sourceEncoding = encoding
        let result: Result<(nodes: [XMLTapeNode], root: Int, lines: [UInt32], nonASCII: Bool, declaration: XMLDeclaration?), SyntaxError> =
            text.withUnsafeBufferPointer { buffer in
                var parser = XMLTapeParser(buffer, maxDepth: maxDepth, keepsWhitespaceText: keepsWhitespaceText,
                                           encoding: sourceEncoding)
                defer { parser.deallocate() }
                do throws(SyntaxError) {
                    try parser.parse()
                    return .success((parser.tape, parser.rootIndex, parser.lineStarts, parser.sawNonASCII, parser.declaration))
                } catch {
                    return .failure(error)
                }
            }
        let parsed = try result.get()
        self.bytes = text
        self.nodes = parsed.nodes
        self.root = parsed.root
        self.lineStarts = parsed.lines
        self.isASCII = !parsed.nonASCII
        self.declaration = parsed.declaration
        self.encoding = encoding
    }

    /// Parses the UTF-8 encoding of `text`.
    public init(_ text: String, maxDepth: Int = 512, keepsWhitespaceText: Bool = true) throws(SyntaxError) {
        try self.init(bytes: Array(text.utf8), maxDepth: maxDepth, keepsWhitespaceText: keepsWhitespaceText)
    }

    // MARK: Navigation

    /// The kind of node `node`.
    @inlinable public func kind(_ node: Int) -> XMLTapeNode.Kind { nodes[node].kind }

    /// Index of the node after `node` and everything inside it: the skip pointer for an element, else
    /// `node + 1`. May equal `nodes.count`.
    @inlinable public func next(_ node: Int) -> Int {
        let n = nodes[node]
        return n.kind == .element ? Int(n.link) : node + 1
    }

    /// Index of the first content node of `element` (past its attributes); equal to ``next(_:)`` when the
    /// element is empty.
    public func firstContent(of element: Int) -> Int {
        var child = element + 1
        while child < nodes.count, nodes[child].kind == .attribute { child += 1 }
        return child
    }

    /// Calls `body` with each attribute node of `element`, in the order written.
    public func forEachAttribute(of element: Int, _ body: (_ attribute: Int) throws -> Void) rethrows {
        var attribute = element + 1
        while attribute < nodes.count, nodes[attribute].kind == .attribute {
            try body(attribute)
            attribute += 1
        }
    }

    /// The attribute nodes of `element`, in the order written.
    public func attributes(of element: Int) -> [Int] {
        var result: [Int] = []
        forEachAttribute(of: element) { result.append($0) }
        return result
    }

    /// Calls `body` with each child of `element` (elements, text, CDATA, processing instructions), in order.
    public func forEachChild(of element: Int, _ body: (_ child: Int) throws -> Void) rethrows {
        guard nodes[element].kind == .element else { return }
        let end = Int(nodes[element].link)
        var child = firstContent(of: element)
        while child < end {
            try body(child)
            child = next(child)
        }
    }

    /// The children of `element`, in order.
    public func children(of element: Int) -> [Int] {
        var result: [Int] = []
        forEachChild(of: element) { result.append($0) }
        return result
    }

    /// The child elements of `element`, in order.
    public func childElements(of element: Int) -> [Int] {
        var result: [Int] = []
        forEachChild(of: element) { if nodes[$0].kind == .element { result.append($0) } }
        return result
    }

    /// The nodes before the root element: processing instructions (white space and comments are not stored).
    public var prologue: Range<Int> { 0 ..< root }

    /// The nodes after the root element (processing instructions).
    public var epilogue: Range<Int> { next(root) ..< nodes.count }
}
