import Support

/// The scanner behind ``XMLTape``: one forward pass over UTF-8 bytes that checks well-formedness and writes
/// the tape. No recursion (open elements are on an explicit stack), no Foundation, no per-node allocation.
struct XMLTapeParser {
    let p: UnsafePointer<UInt8>
    let n: Int
    let maxDepth: Int
    let keepsWhitespaceText: Bool
    /// The encoding the text was read from: the XML declaration must agree with it.
    let sourceEncoding: XMLTape.Encoding
    /// Where the text starts (3 after a UTF-8 byte order mark).
    let textStart: Int
    var i = 0

    var nodes: UnsafeMutablePointer<XMLTapeNode>
    var nodeCapacity: Int
    var nodeCount = 0

    /// Node index of each open element, innermost last.
    var stack: UnsafeMutablePointer<UInt32>
    var stackCapacity: Int
    var depth = 0

    /// The attributes of the start tag being read: their names' first eight bytes, length and offset.
    var attributeKeys: UnsafeMutablePointer<(word: UInt64, length: Int, start: Int)>
    var attributeKeyCapacity: Int
    var attributeFilter: UInt64 = 0

    var lineStarts: [UInt32] = []
    var sawNonASCII = false
    var declaration: XMLDeclaration?
    var rootIndex = -1

    init(_ buffer: UnsafeBufferPointer<UInt8>, maxDepth: Int, keepsWhitespaceText: Bool, encoding: XMLTape.Encoding) {
        // A UTF-8 byte order mark is skipped; after a UTF-16 one (already removed) U+FEFF is a character.
        // A non-nil base even for empty input, so reads are always guarded by `i < n` only.
        p = buffer.baseAddress.map { UnsafePointer($0) } ?? UnsafePointer(XMLTapeParser.emptyByte)
        n = buffer.count
        self.maxDepth = maxDepth
        self.keepsWhitespaceText = keepsWhitespaceText
        sourceEncoding = encoding
        textStart = encoding == .utf8 && n >= 3 && p[0] == 0xEF && p[1] == 0xBB && p[2] == 0xBF ? 3 : 0
        nodeCapacity = max(64, n / 12)
        nodes = .allocate(capacity: nodeCapacity)
        stackCapacity = 64
        stack = .allocate(capacity: stackCapacity)
        attributeKeyCapacity = 32
        attributeKeys = .allocate(capacity: attributeKeyCapacity)
        lineStarts.reserveCapacity(max(16, n / 64))
    }

    private nonisolated(unsafe) static let emptyByte: UnsafeMutablePointer<UInt8> = {
        let b = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
        b.initialize(to: 0)
        return b
    }()

    func deallocate() {
        nodes.deallocate()
        stack.deallocate()
        attributeKeys.deallocate()
    }

    /// The tape written so far, as an array.
    var tape: [XMLTapeNode] { Array(UnsafeBufferPointer(start: nodes, count: nodeCount)) }

    // MARK: Document

    /// document ::= prolog element Misc* — with the DOCTYPE rejected.
    mutating func parse() throws(SyntaxError) {
        if n >= UInt32.max { throw error(0, "the input is larger than 4 GiB") }
        i = textStart
        lineStarts.append(UInt32(i))
        if n - i >= 6, p[i] == 0x3C, p[i + 1] == 0x3F, p[i + 2] == 0x78, p[i + 3] == 0x6D, p[i + 4] == 0x6C,
           XMLCharacters.isSpace(p[i + 5]) || p[i + 5] == 0x3F {
            try xmlDeclaration()
        }
        // Prolog: Misc* before the root element.
        while true {
            skipSpace()
            guard i < n else {
                throw error(i, "unexpected end of input, expected the root element")
            }
            guard p[i] == 0x3C else { throw unexpected(i, "text is not allowed before the root element") }
            if try misc() { continue }
            guard i + 1 < n, p[i + 1] != 0x2F else {
                throw unexpected(i + 1, "expected the root element")
            }
            break
        }
        rootIndex = nodeCount
        try startTag()
        try content()
        // Misc* after the root element.
        while true {
            skipSpace()
            guard i < n else { return }
            guard p[i] == 0x3C else { throw unexpected(i, "text is not allowed after the root element") }
            if try misc() { continue }
            throw error(i, "only comments and processing instructions may follow the root element")
        }
    }

    /// A comment, a processing instruction or a DOCTYPE at `i` (`<` there) outside the root element: reads
    /// it and returns true, or returns false for anything else.
    mutating func misc() throws(SyntaxError) -> Bool {
        guard i + 1 < n else { throw error(n, "unexpected end of input after '<'") }
        if p[i + 1] == 0x3F {
            try processingInstruction()
            return true
        }
        if p[i + 1] == 0x21 {
            if has("<!--", at: i) {
                try comment()
                return true
            }
            if has("<!DOCTYPE", at: i) { throw doctype(i) }
            throw unexpected(i, "expected a comment after '<!'")
        }
        return false
    }

    /// The content of the open elements, until the root element's end tag.
    mutating func content() throws(SyntaxError) {
        while depth > 0 {
            guard i < n else { throw endOfInput() }
            if p[i] != 0x3C {
                try text()
                continue
            }
            guard i + 1 < n else { throw endOfInput() }
            switch p[i + 1] {
            case 0x2F:  // /
                try endTag()
            case 0x3F:  // ?
                try processingInstruction()
            case 0x21:  // !
                if has("<!--", at: i) {
                    try comment()
                } else if has("<![CDATA[", at: i) {
                    try cdata()
                } else if has("<!DOCTYPE", at: i) {
                    throw doctype(i)
                } else {
                    throw unexpected(i, "expected a comment or a CDATA section after '<!'")
                }
            default:
                try startTag()
            }
        }
    }

    // MARK: Tags

    /// `<name (S attribute)* S? (> | />)` at `i`.
    mutating func startTag() throws(SyntaxError) {
        let tagStart = i
        let nameEnd = try name(at: i + 1)
        if nameEnd == i + 1 { throw noName(nameEnd, "expected an element name after '<'") }
        let element = nodeCount
        append(XMLTapeNode(kind: .element, flags: 0, nameLength: 0, start: UInt32(truncatingIfNeeded: tagStart),
                           end: UInt32(truncatingIfNeeded: nameEnd), link: 0))
        var j = nameEnd
        var attributes = 0
        while true {
            let before = j
            j = skipSpace(from: j)
            guard j < n else { throw error(n, "unexpected end of input inside the start tag of \(elementName(element))") }
            let c = p[j]
            if c == 0x3E {  // >
                i = j + 1
                try push(element)
                return
            }
            if c == 0x2F {  // /
                guard j + 1 < n else { throw error(n, "unexpected end of input inside the start tag of \(elementName(element))") }
                guard p[j + 1] == 0x3E else { throw unexpected(j + 1, "expected '>' after '/' in the start tag of \(elementName(element))") }
                i = j + 2
                nodes[element].link = UInt32(truncatingIfNeeded: nodeCount)
                return
            }
            guard j > before else {
                throw unexpected(j, "expected white space, '>' or '/>' after \(attributes == 0 ? "the name" : "an attribute") in the start tag of \(elementName(element))")
            }
            let nameStart = j
            let attributeNameEnd = try name(at: j)
            if attributeNameEnd == j {
                throw noName(j, "expected an attribute name, '>' or '/>' in the start tag of \(elementName(element))")
            }
            try checkUnique(nameStart, attributeNameEnd, attributes, element)
            attributes += 1
            j = skipSpace(from: attributeNameEnd)
            guard j < n else { throw error(n, "unexpected end of input inside the start tag of \(elementName(element))") }
            guard p[j] == 0x3D else { throw unexpected(j, "expected '=' after the attribute name '\(string(nameStart, attributeNameEnd))'") }
            j = skipSpace(from: j + 1)
            guard j < n else { throw error(n, "unexpected end of input inside the start tag of \(elementName(element))") }
            let quote = p[j]
            guard quote == 0x22 || quote == 0x27 else {
                throw unexpected(j, "expected a quoted value for the attribute '\(string(nameStart, attributeNameEnd))'")
            }
            let (valueEnd, flags) = try attributeValue(from: j + 1, quote: quote)
            let length = attributeNameEnd - nameStart
            append(XMLTapeNode(kind: .attribute, flags: flags, nameLength: UInt16(truncatingIfNeeded: min(length, 0xFFFF)),
                               start: UInt32(truncatingIfNeeded: nameStart), end: UInt32(truncatingIfNeeded: valueEnd),
                               link: UInt32(truncatingIfNeeded: j + 1)))
            j = valueEnd + 1
        }
    }

    /// `</name S? >` at `i`, closing the innermost open element.
    mutating func endTag() throws(SyntaxError) {
        let element = Int(stack[depth - 1])
        let open = nodes[element]
        let nameEnd = try name(at: i + 2)
        if nameEnd == i + 2 { throw noName(nameEnd, "expected an element name after '</'") }
        let openStart = Int(open.start) + 1, openLength = Int(open.end) - openStart
        if nameEnd - (i + 2) != openLength || !sameBytes(p + i + 2, p + openStart, openLength) {
            throw error(i, "end tag '</\(string(i + 2, nameEnd))>' does not match the start tag '<\(string(openStart, Int(open.end)))>' at \(location(Int(open.start)))")
        }
        let j = skipSpace(from: nameEnd)
        guard j < n else { throw error(n, "unexpected end of input inside the end tag of \(elementName(element))") }
        guard p[j] == 0x3E else { throw unexpected(j, "expected '>' at the end of the end tag of \(elementName(element))") }
        i = j + 1
        depth -= 1
        nodes[element].link = UInt32(truncatingIfNeeded: nodeCount)
    }

    @inline(__always)
    /// Whether the `count` bytes at `a` and at `b` are the same, compared eight at a time.
    func sameBytes(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        var k = 0
        while count - k >= 8 {
            let x = UnsafeRawPointer(a + k).loadUnaligned(as: UInt64.self)
            let y = UnsafeRawPointer(b + k).loadUnaligned(as: UInt64.self)
            if x != y { return false }
            k += 8
        }
        while k < count {
            if a[k] != b[k] { return false }
            k += 1
        }
        return true
    }

    /// Rejects a second attribute of the same name in one start tag. Names are compared by length and first
    /// eight bytes, then in full.
    @inline(__always)
    mutating func checkUnique(_ start: Int, _ end: Int, _ count: Int, _ element: Int) throws(SyntaxError) {
        let length = end - start
        var word: UInt64
        if n - start >= 8 {
            word = UnsafeRawPointer(p + start).loadUnaligned(as: UInt64.self)
            if length < 8 { word &= (1 << UInt64(length * 8)) &- 1 }
        } else {
            word = 0
            for k in 0 ..< min(length, 8) { word |= UInt64(p[start + k]) << UInt64(k * 8) }
        }
        // A 64-bit filter of the names seen in this tag: most names miss it and need no comparison at all.
        if count == 0 { attributeFilter = 0 }
        let bit: UInt64 = 1 << (((word ^ UInt64(length)) &* 0x9E37_79B9_7F4A_7C15) >> 58)
        if attributeFilter & bit != 0 {
            for k in 0 ..< count {
                let key = attributeKeys[k]
                if key.word == word, key.length == length, sameBytes(p + key.start, p + start, length) {
                    throw error(start, "duplicate attribute '\(string(start, end))' in the start tag of \(elementName(element))")
                }
            }
        }
        attributeFilter |= bit
        if count == attributeKeyCapacity {
            let grown = UnsafeMutablePointer<(word: UInt64, length: Int, start: Int)>.allocate(capacity: count * 2)
            grown.moveInitialize(from: attributeKeys, count: count)
            attributeKeys.deallocate()
            attributeKeys = grown
            attributeKeyCapacity = count * 2
        }
        (attributeKeys + count).initialize(to: (word, length, start))
    }

    // MARK: Names

    /// The end of the `Name` starting at `j`, or `j` itself when no name starts there (see ``noName(_:_:)``).
    @inline(__always)
    mutating func name(at j: Int) throws(SyntaxError) -> Int {
        guard j < n else { return j }
        var k = j
        let first = p[k]
        if XMLCharacters.isASCIINameStart(first) {
            k += 1
        } else if first >= 0x80 {
            let length = XMLCharacters.sequenceLength(p, n, k)
            if length == 0 { throw invalidUTF8(k) }
            guard XMLCharacters.isNameStartScalar(XMLCharacters.scalar(p, k, length)) else { return j }
            sawNonASCII = true
            k += length
        } else {
            return j
        }
        while k < n {
            let c = p[k]
            if XMLCharacters.isASCIIName(c) {
                k += 1
            } else if c >= 0x80 {
                let length = XMLCharacters.sequenceLength(p, n, k)
                if length == 0 { throw invalidUTF8(k) }
                guard XMLCharacters.isNameScalar(XMLCharacters.scalar(p, k, length)) else { return k }
                sawNonASCII = true
                k += length
            } else {
                return k
            }
        }
        return k
    }

    // MARK: Tape and stack

    @inline(__always)
    mutating func append(_ node: XMLTapeNode) {
        if nodeCount == nodeCapacity { growNodes() }
        (nodes + nodeCount).initialize(to: node)
        nodeCount += 1
    }

    @inline(never)
    mutating func growNodes() {
        let grown = UnsafeMutablePointer<XMLTapeNode>.allocate(capacity: nodeCapacity * 2)
        grown.moveInitialize(from: nodes, count: nodeCount)
        nodes.deallocate()
        nodes = grown
        nodeCapacity *= 2
    }

    @inline(__always)
    mutating func push(_ element: Int) throws(SyntaxError) {
        if depth >= maxDepth {
            throw error(Int(nodes[element].start), "nesting is deeper than \(maxDepth) elements")
        }
        if depth == stackCapacity {
            let grown = UnsafeMutablePointer<UInt32>.allocate(capacity: stackCapacity * 2)
            grown.moveInitialize(from: stack, count: depth)
            stack.deallocate()
            stack = grown
            stackCapacity *= 2
        }
        (stack + depth).initialize(to: UInt32(truncatingIfNeeded: element))
        depth += 1
    }

    // MARK: White space and lines

    /// Skips `S` from `i`.
    @inline(__always)
    mutating func skipSpace() { i = skipSpace(from: i) }

    /// The offset of the first byte at or after `j` that is not `S`, recording line starts on the way.
    @inline(__always)
    mutating func skipSpace(from j: Int) -> Int {
        var j = j
        while j < n {
            let c = p[j]
            if c == 0x20 || c == 0x09 {
                j += 1
            } else if c == 0x0A || c == 0x0D {
                j = lineEnd(at: j)
                j = skipSpaceRun(from: j)
            } else {
                return j
            }
        }
        return j
    }

    /// Past the line end (LF, CR or CR LF) at `j`, recording the next line's start.
    @inline(__always)
    mutating func lineEnd(at j: Int) -> Int {
        let next = p[j] == 0x0D && j + 1 < n && p[j + 1] == 0x0A ? j + 2 : j + 1
        lineStarts.append(UInt32(truncatingIfNeeded: next))
        return next
    }

    /// Skips indentation eight spaces at a time.
    @inline(__always)
    func skipSpaceRun(from j: Int) -> Int {
        var j = j
        let spaces: UInt64 = 0x2020_2020_2020_2020
        while n - j >= 8 {
            let w = UInt64(littleEndian: UnsafeRawPointer(p + j).loadUnaligned(as: UInt64.self))
            if w != spaces { return j + (w ^ spaces).trailingZeroBitCount >> 3 }
            j += 8
        }
        return j
    }

    /// Whether the ASCII `literal` is at `j`.
    @inline(__always)
    func has(_ literal: StaticString, at j: Int) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard n - j >= count else { return false }
        let lit = literal.utf8Start
        for k in 0 ..< count where p[j + k] != lit[k] { return false }
        return true
    }
}
