/// A parsed JSON document (RFC 8259, strict): the input bytes plus a flat "tape" of nodes.
///
/// Parsing validates the whole input (grammar and UTF-8) but converts nothing: strings and
/// numbers stay as byte ranges and are decoded on demand by ``string(_:)`` and ``number(_:)``.
/// Nodes are stored in document order (pre-order); an object's members are stored as a key
/// node followed by the value's node(s). Containers carry a skip pointer (``next(_:)``) so
/// whole subtrees can be stepped over in O(1).
///
/// What is accepted (see `Docs/JSONReader.md`):
/// - any JSON value at the top level, surrounded by optional space, tab, LF or CR;
/// - a UTF-8 byte order mark at the very start is skipped (a BOM alone is an error);
/// - strings must be valid UTF-8 with no unescaped U+0000...U+001F; a lone UTF-16 surrogate
///   written as `\uXXXX` is accepted and decodes to U+FFFD;
/// - duplicate object keys are kept, in order (consumers decide; the tree reader takes the last);
/// - nesting deeper than `maxDepth` containers is an error, never a stack overflow.
///
/// Locations are 1-based; lines are split on LF only, and columns count Unicode scalars
/// (bytes that are not UTF-8 continuation bytes) from the start of the line. A BOM is not
/// counted: the first character after it is at column 1.
public struct JSONDocument: Sendable {
    /// The input, exactly as given (including a byte order mark, if any).
    public let bytes: [UInt8]
    /// The tape: one node per value or key, in document order. `nodes[root]` is the top-level value.
    public let nodes: [JSONNode]

    /// Byte offsets at which lines start; `lineStarts[0]` is line 1 (0, or 3 after a BOM).
    @usableFromInline let lineStarts: [UInt32]
    /// True when the input is all ASCII: columns are then byte distances.
    @usableFromInline let isASCII: Bool

    /// Parses `bytes` as one JSON text.
    ///
    /// - Parameters:
    ///   - bytes: the UTF-8 input (must be smaller than 4 GiB).
    ///   - maxDepth: how many arrays/objects may be nested; one more is an error
    ///     (`nesting is deeper than 512 levels`).
    /// - Throws: ``SyntaxError`` at the first offending byte.
    public init(bytes: [UInt8], maxDepth: Int = 512) throws(SyntaxError) {
        let result: Result<(nodes: [JSONNode], lines: [UInt32], nonASCII: Bool), SyntaxError> =
            bytes.withUnsafeBufferPointer { buffer in
                var parser = JSONParser(buffer, maxDepth: maxDepth)
                defer { parser.deallocate() }
                do throws(SyntaxError) {
                    let nodes = try parser.parse()
                    return .success((nodes, parser.lineStarts, parser.sawNonASCII))
                } catch {
                    return .failure(error)
                }
            }
        let parsed = try result.get()
        self.bytes = bytes
        self.nodes = parsed.nodes
        self.lineStarts = parsed.lines
        self.isASCII = !parsed.nonASCII
    }

    // MARK: Navigation

    /// Index of the top-level value's node (always 0).
    @inlinable public var root: Int { 0 }

    /// The kind of value at `node`.
    @inlinable public func kind(_ node: Int) -> JSONNode.Kind { nodes[node].kind }

    /// Number of elements (array) or members (object); 0 for other kinds.
    @inlinable public func count(_ node: Int) -> Int {
        let n = nodes[node]
        return n.kind == .array || n.kind == .object ? Int(n.count) : 0
    }

    /// Index of the node after `node` and its whole subtree: `node + 1` for scalars,
    /// `nodes[node].end` for arrays and objects. May equal `nodes.count`.
    @inlinable public func next(_ node: Int) -> Int {
        let n = nodes[node]
        return n.kind == .array || n.kind == .object ? Int(n.end) : node + 1
    }

    /// Indices of the element nodes of the array at `node`, in order (empty if it is not an array).
    public func elements(ofArray node: Int) -> [Int] {
        let n = nodes[node]
        guard n.kind == .array else { return [] }
        var result: [Int] = []
        result.reserveCapacity(Int(n.count))
        var child = node + 1
        for _ in 0 ..< n.count {
            result.append(child)
            child = next(child)
        }
        return result
    }

    /// Calls `body` with the key node and value node of each member of the object at `node`,
    /// in document order, duplicates included. Does nothing if `node` is not an object.
    public func forEachMember(ofObject node: Int, _ body: (_ key: Int, _ value: Int) throws -> Void) rethrows {
        let n = nodes[node]
        guard n.kind == .object else { return }
        var key = node + 1
        for _ in 0 ..< n.count {
            try body(key, key + 1)
            key = next(key + 1)
        }
    }

    /// The value node of the *last* member of the object at `node` whose key equals `name`
    /// (last wins for duplicate keys), or nil if there is none or `node` is not an object.
    public func value(forKey name: StaticString, inObject node: Int) -> Int? {
        var found: Int?
        forEachMember(ofObject: node) { key, value in
            if self.key(key, equals: name) { found = value }
        }
        return found
    }

    // MARK: Values

    /// Whether the string node `keyNode` decodes to `literal`. Compares raw bytes when the key
    /// has no escapes, otherwise decodes first. False if `keyNode` is not a string.
    public func key(_ keyNode: Int, equals literal: StaticString) -> Bool {
        let n = nodes[keyNode]
        guard n.kind == .string else { return false }
        return literal.withUTF8Buffer { lit -> Bool in
            bytes.withUnsafeBufferPointer { buf -> Bool in
                let s = Int(n.start) + 1, e = Int(n.end) - 1
                if n.count == 0 {
                    guard e - s == lit.count else { return false }
                    if lit.isEmpty { return true }
                    var k = 0
                    while k < lit.count {
                        if buf[s + k] != lit[k] { return false }
                        k += 1
                    }
                    return true
                }
                let decoded = JSONDocument.decodeString(buf, from: s, to: e)
                return decoded.elementsEqual(lit)
            }
        }
    }

    /// The decoded value of the string node `node`: escapes resolved, surrogate pairs combined,
    /// lone surrogates replaced by U+FFFD. Returns "" if `node` is not a string.
    public func string(_ node: Int) -> String {
        stringValue(node) ?? ""
    }

    /// The decoded value of the string node `node`, or nil if it is not a string.
    public func stringValue(_ node: Int) -> String? {
        let n = nodes[node]
        guard n.kind == .string else { return nil }
        return bytes.withUnsafeBufferPointer { buf -> String in
            let s = Int(n.start) + 1, e = Int(n.end) - 1
            if n.count == 0 {
                return String(decoding: UnsafeBufferPointer(rebasing: buf[s ..< e]), as: UTF8.self)
            }
            return String(decoding: JSONDocument.decodeString(buf, from: s, to: e), as: UTF8.self)
        }
    }

    /// The number node `node` as a Double (correctly rounded; out-of-range magnitudes become
    /// ±infinity or ±0), or nil if `node` is not a number.
    public func number(_ node: Int) -> Double? {
        let n = nodes[node]
        guard n.kind == .number else { return nil }
        return bytes.withUnsafeBufferPointer { buf in
            JSONDocument.parseNumber(buf, from: Int(n.start), to: Int(n.end))
        }
    }

    /// The raw text of the token at `node` (for a number: exactly as written, e.g. `-1.50e+3`).
    public func numberText(_ node: Int) -> String {
        let n = nodes[node]
        let end = n.kind == .array || n.kind == .object ? Int(n.start) + 1 : Int(n.end)
        return String(decoding: bytes[Int(n.start) ..< end], as: UTF8.self)
    }

    /// `true`/`false` for a boolean node, nil otherwise.
    @inlinable public func bool(_ node: Int) -> Bool? {
        switch nodes[node].kind {
        case .true: return true
        case .false: return false
        default: return nil
        }
    }

    /// The node for messages: `null`, `true`, `false`, `the number 2.5`, `a string`, `an array`, `an object`.
    public func describe(_ node: Int) -> String {
        switch kind(node) {
        case .null: return "null"
        case .true: return "true"
        case .false: return "false"
        case .number: return "the number \(numberText(node))"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// Whether `node` is the literal `null`.
    @inlinable public func isNull(_ node: Int) -> Bool { nodes[node].kind == .null }

    // MARK: Locations

    /// 1-based line and column (in Unicode scalars) of the first byte of `node`.
    public func location(_ node: Int) -> SourceLocation {
        location(ofOffset: Int(nodes[node].start))
    }

    /// 1-based line and column (in Unicode scalars) of byte `offset` (clamped to the input).
    /// O(log lines), plus a scan of the line up to `offset` when the input is not ASCII. To locate many
    /// nodes in document order, use ``locationCursor``, which is linear in the input overall.
    public func location(ofOffset offset: Int) -> SourceLocation {
        lines.location(ofOffset: offset, in: bytes)
    }

    /// Where the input's lines start, as far as it was read.
    public var lines: LineTable { LineTable(starts: lineStarts, isASCII: isASCII) }

    /// A cursor that locates offsets of this input in increasing order, in linear time overall.
    public var locationCursor: LocationCursor { LocationCursor(bytes: bytes, lines: lines) }

    /// Number of lines in the input (at least 1).
    public var lineCount: Int { lineStarts.count }
}
