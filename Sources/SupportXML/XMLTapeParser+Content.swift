import Support

/// Character data, attribute values, references, comments, processing instructions and CDATA sections.
extension XMLTapeParser {
    /// The offset of the first byte at or after `j` that is `a`, `b` or `c`, a control byte (below 0x20) or
    /// not ASCII, checking eight bytes at a time; or of one of the last seven bytes (the caller's byte loop
    /// handles those).
    @inline(__always)
    func fastScan(_ j: Int, _ a: UInt8, _ b: UInt8, _ c: UInt8) -> Int {
        var j = j
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high: UInt64 = 0x8080_8080_8080_8080
        let wa = ones &* UInt64(a), wb = ones &* UInt64(b), wc = ones &* UInt64(c)
        while n - j >= 8 {
            let w = UInt64(littleEndian: UnsafeRawPointer(p + j).loadUnaligned(as: UInt64.self))
            let xa = w ^ wa, xb = w ^ wb, xc = w ^ wc
            // Zero-byte tests: the lowest flagged byte is always a true match.
            let special = ((xa &- ones) & ~xa) | ((xb &- ones) & ~xb) | ((xc &- ones) & ~xc)
                | ((w &- ones &* 0x20) & ~w) | w
            let mask = special & high
            if mask != 0 { return j + mask.trailingZeroBitCount >> 3 }
            j += 8
        }
        return j
    }

    /// Steps over one character at `j` that is not markup: a line end (recorded; a CR sets `flags`' decoding
    /// bit, as do a tab and a line end when `normalisesSpace` (attribute values)), a multi-byte sequence (validated), or any other allowed
    /// byte. Control characters, invalid UTF-8, U+FFFE and U+FFFF are errors.
    @inline(__always)
    mutating func character(at j: Int, _ flags: inout UInt8, normalisesSpace: Bool = false) throws(SyntaxError) -> Int {
        let c = p[j]
        if c >= 0x20 {
            if c < 0x80 { return j + 1 }
            let length = XMLCharacters.sequenceLength(p, n, j)
            if length == 0 { throw invalidUTF8(j) }
            if length == 3, c == 0xEF, p[j + 1] == 0xBF, p[j + 2] >= 0xBE {
                throw error(j, "character \(XMLCharacters.scalarName(XMLCharacters.scalar(p, j, 3))) is not allowed in XML")
            }
            sawNonASCII = true
            return j + length
        }
        switch c {
        case 0x0A:
            if normalisesSpace { flags |= XMLTapeNode.needsDecoding }
            return lineEnd(at: j)
        case 0x0D:
            flags |= XMLTapeNode.needsDecoding
            return lineEnd(at: j)
        case 0x09:
            if normalisesSpace { flags |= XMLTapeNode.needsDecoding }
            return j + 1
        default:
            throw error(j, "character \(XMLCharacters.scalarName(UInt32(c))) is not allowed in XML")
        }
    }

    /// Character data at `i` up to the next `<`: one text node.
    mutating func text() throws(SyntaxError) {
        let start = i
        var flags: UInt8 = 0
        var j = skipSpace(from: i)
        if j < n, p[j] == 0x3C {
            i = j
            guard keepsWhitespaceText else { return }
            flags = XMLTapeNode.whitespaceOnly
            for k in start ..< j where p[k] == 0x0D {
                flags |= XMLTapeNode.needsDecoding
                break
            }
            append(XMLTapeNode(kind: .text, flags: flags, nameLength: 0, start: UInt32(truncatingIfNeeded: start),
                               end: UInt32(truncatingIfNeeded: j), link: 0))
            return
        }
        for k in start ..< j where p[k] == 0x0D {
            flags |= XMLTapeNode.needsDecoding
            break
        }
        while true {
            j = fastScan(j, 0x3C, 0x26, 0x3E)  // < & >
            guard j < n else { throw endOfInput() }
            let c = p[j]
            if c == 0x3C { break }
            if c == 0x26 {
                j = try reference(at: j)
                flags |= XMLTapeNode.needsDecoding
            } else if c == 0x3E {
                if j - 2 >= start, p[j - 1] == 0x5D, p[j - 2] == 0x5D {
                    throw error(j - 2, "']]>' is not allowed in character data")
                }
                j += 1
            } else {
                j = try character(at: j, &flags)
            }
        }
        i = j
        append(XMLTapeNode(kind: .text, flags: flags, nameLength: 0, start: UInt32(truncatingIfNeeded: start),
                           end: UInt32(truncatingIfNeeded: j), link: 0))
    }

    /// An attribute value from `j` (just past the opening quote) to the closing `quote`: returns the offset
    /// of the closing quote and the node flags.
    @inline(__always)
    mutating func attributeValue(from j: Int, quote: UInt8) throws(SyntaxError) -> (Int, UInt8) {
        var j = j
        var flags: UInt8 = 0
        while true {
            j = fastScan(j, quote, 0x3C, 0x26)
            guard j < n else { throw error(n, "unexpected end of input inside an attribute value") }
            let c = p[j]
            if c == quote { return (j, flags) }
            if c == 0x3C { throw error(j, "'<' is not allowed in an attribute value; write it as '&lt;'") }
            if c == 0x26 {
                j = try reference(at: j)
                flags |= XMLTapeNode.needsDecoding
            } else {
                j = try character(at: j, &flags, normalisesSpace: true)
            }
        }
    }

    /// A character reference (`&#38;`, `&#x26;`) or one of the five predefined entity references at `j`
    /// (`&` there); returns the offset just past its `;`.
    mutating func reference(at j: Int) throws(SyntaxError) -> Int {
        var k = j + 1
        guard k < n else { throw error(n, "unexpected end of input inside a reference") }
        if p[k] == 0x23 {  // #
            k += 1
            var value: UInt32 = 0
            var digits = 0
            if k < n, p[k] == 0x78 {  // x
                k += 1
                while k < n {
                    let c = p[k]
                    let digit: UInt32
                    if c &- 0x30 < 10 { digit = UInt32(c &- 0x30) } else if (c | 0x20) &- 0x61 < 6 { digit = UInt32((c | 0x20) &- 0x61 &+ 10) } else { break }
                    value = min(value << 4 | digit, 0x110000)
                    digits += 1
                    k += 1
                }
            } else {
                while k < n, p[k] &- 0x30 < 10 {
                    value = min(value * 10 + UInt32(p[k] &- 0x30), 0x110000)
                    digits += 1
                    k += 1
                }
            }
            guard k < n else { throw error(n, "unexpected end of input inside a character reference") }
            guard digits > 0 else {
                if p[k] == 0x58 { throw error(k, "a hexadecimal character reference starts with '&#x' (lower-case x)") }
                throw unexpected(k, "expected digits in the character reference")
            }
            guard p[k] == 0x3B else { throw unexpected(k, "expected ';' at the end of the character reference") }
            guard XMLCharacters.isChar(value) else {
                throw error(j, "the character reference '\(string(j, k + 1))' does not name an XML character")
            }
            return k + 1
        }
        let nameEnd = try name(at: k)
        if nameEnd == k { throw noName(k, "expected a name or '#' after '&'") }
        guard nameEnd < n else { throw error(n, "unexpected end of input inside an entity reference") }
        guard p[nameEnd] == 0x3B else {
            throw unexpected(nameEnd, "expected ';' after the entity name '&\(string(k, nameEnd))'")
        }
        switch nameEnd - k {
        case 2 where (p[k] == 0x6C || p[k] == 0x67) && p[k + 1] == 0x74:  // lt gt
            return nameEnd + 1
        case 3 where has("amp", at: k):
            return nameEnd + 1
        case 4 where has("apos", at: k) || has("quot", at: k):
            return nameEnd + 1
        default:
            throw error(j, "undefined entity '&\(string(k, nameEnd));': without a DTD only &lt; &gt; &amp; &apos; and &quot; exist")
        }
    }

    /// `<!-- … -->` at `i`. Comments are checked, not stored.
    mutating func comment() throws(SyntaxError) {
        var j = i + 4
        var flags: UInt8 = 0
        while true {
            j = fastScan(j, 0x2D, 0x2D, 0x2D)  // -
            guard j < n else { throw error(n, "unexpected end of input inside a comment") }
            if p[j] == 0x2D {
                if j + 1 < n, p[j + 1] == 0x2D {
                    guard j + 2 < n else { throw error(n, "unexpected end of input inside a comment") }
                    guard p[j + 2] == 0x3E else { throw error(j, "'--' is not allowed inside a comment") }
                    i = j + 3
                    return
                }
                j += 1
            } else {
                j = try character(at: j, &flags)
            }
        }
    }

    /// `<?target data?>` at `i`.
    mutating func processingInstruction() throws(SyntaxError) {
        let start = i
        let targetStart = i + 2
        let targetEnd = try name(at: targetStart)
        if targetEnd == targetStart { throw noName(targetStart, "expected a processing instruction target after '<?'") }
        let target = string(targetStart, targetEnd)
        if target.lowercased() == "xml" {
            throw error(start, "'<?\(target)' is reserved: an XML declaration may only come first in the document")
        }
        var j = targetEnd
        var flags: UInt8 = 0
        let dataStart: Int
        if has("?>", at: j) {
            dataStart = j
        } else {
            guard j < n else { throw error(n, "unexpected end of input inside the processing instruction '\(target)'") }
            guard XMLCharacters.isSpace(p[j]) else {
                throw unexpected(j, "expected white space or '?>' after the processing instruction target '\(target)'")
            }
            j = skipSpace(from: j)
            dataStart = j
            while true {
                j = fastScan(j, 0x3F, 0x3F, 0x3F)  // ?
                guard j < n else { throw error(n, "unexpected end of input inside the processing instruction '\(target)'") }
                if p[j] == 0x3F {
                    if j + 1 < n, p[j + 1] == 0x3E { break }
                    j += 1
                } else {
                    j = try character(at: j, &flags)
                }
            }
        }
        append(XMLTapeNode(kind: .processingInstruction, flags: flags,
                           nameLength: UInt16(truncatingIfNeeded: min(targetEnd - targetStart, 0xFFFF)),
                           start: UInt32(truncatingIfNeeded: start), end: UInt32(truncatingIfNeeded: j),
                           link: UInt32(truncatingIfNeeded: dataStart)))
        i = j + 2
    }

    /// `<![CDATA[ … ]]>` at `i`: one CDATA node.
    mutating func cdata() throws(SyntaxError) {
        let start = i + 9
        var j = start
        var flags: UInt8 = 0
        while true {
            j = fastScan(j, 0x5D, 0x5D, 0x5D)  // ]
            guard j < n else { throw error(n, "unexpected end of input inside a CDATA section") }
            if p[j] == 0x5D {
                if has("]]>", at: j) { break }
                j += 1
            } else {
                j = try character(at: j, &flags)
            }
        }
        append(XMLTapeNode(kind: .cdata, flags: flags, nameLength: 0, start: UInt32(truncatingIfNeeded: start),
                           end: UInt32(truncatingIfNeeded: j), link: 0))
        i = j + 3
    }
}
