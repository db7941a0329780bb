import Support

/// The XML declaration and the parser's errors.
extension XMLTapeParser {
    /// `<?xml version="1.x" (encoding="…")? (standalone="yes|no")? S? ?>` at `i`.
    mutating func xmlDeclaration() throws(SyntaxError) {
        var j = i + 5
        var s = skipSpace(from: j)
        guard s > j, has("version", at: s) else {
            throw unexpected(s, "expected 'version' in the XML declaration")
        }
        let version = try declarationValue(after: s + 7, "version")
        let versionText = string(version.start, version.end)
        guard versionText.hasPrefix("1."), versionText.utf8.count > 2,
              versionText.utf8.dropFirst(2).allSatisfy({ $0 &- 0x30 < 10 }) else {
            throw error(version.start, "unsupported XML version '\(versionText)': this reader reads XML 1.0")
        }
        j = version.end + 1
        s = skipSpace(from: j)
        var encoding: String?
        if s > j, has("encoding", at: s) {
            let value = try declarationValue(after: s + 8, "encoding")
            let name = string(value.start, value.end)
            guard let first = name.utf8.first, (first | 0x20) &- 0x61 < 26,
                  name.utf8.allSatisfy({ ($0 | 0x20) &- 0x61 < 26 || $0 &- 0x30 < 10 || $0 == 0x2E || $0 == 0x5F || $0 == 0x2D }) else {
                throw error(value.start, "invalid encoding name '\(name)' in the XML declaration")
            }
            try checkEncoding(name, at: value.start)
            encoding = name
            j = value.end + 1
            s = skipSpace(from: j)
        }
        var standalone: Bool?
        if s > j, has("standalone", at: s) {
            let value = try declarationValue(after: s + 10, "standalone")
            switch string(value.start, value.end) {
            case "yes": standalone = true
            case "no": standalone = false
            case let other: throw error(value.start, "standalone must be 'yes' or 'no', not '\(other)'")
            }
            j = value.end + 1
            s = skipSpace(from: j)
        }
        guard has("?>", at: s) else {
            throw unexpected(s, "expected '?>' at the end of the XML declaration")
        }
        i = s + 2
        declaration = XMLDeclaration(version: versionText, encoding: encoding, standalone: standalone)
    }

    /// `S? = S? ("…" | '…')` from `j`, just past a pseudo-attribute's name: the value's range.
    mutating func declarationValue(after j: Int, _ name: String) throws(SyntaxError) -> (start: Int, end: Int) {
        var j = skipSpace(from: j)
        guard j < n, p[j] == 0x3D else { throw unexpected(j, "expected '=' after '\(name)' in the XML declaration") }
        j = skipSpace(from: j + 1)
        guard j < n, p[j] == 0x22 || p[j] == 0x27 else {
            throw unexpected(j, "expected a quoted value for '\(name)' in the XML declaration")
        }
        let quote = p[j]
        var k = j + 1
        // The values are words of letters, digits, '.', '_', '-' and ':'; their own grammar is checked after.
        while k < n, XMLCharacters.isASCIIName(p[k]) { k += 1 }
        guard k < n else { throw error(n, "unexpected end of input inside the XML declaration") }
        guard p[k] == quote else {
            throw unexpected(k, "expected the closing quote of '\(name)' in the XML declaration, not \(describe(k))")
        }
        return (j + 1, k)
    }

    /// The declared encoding must be the one the text was read in.
    func checkEncoding(_ name: String, at offset: Int) throws(SyntaxError) {
        switch name.uppercased() {
        case "UTF-8":
            guard sourceEncoding == .utf8 else {
                throw error(offset, "the XML declaration says UTF-8 but the document is UTF-16 (it starts with a UTF-16 byte order mark)")
            }
        case "UTF-16":
            guard sourceEncoding != .utf8 else {
                throw error(offset, "the XML declaration says UTF-16 but the document has no UTF-16 byte order mark")
            }
        default:
            throw error(offset, "encoding '\(name)' is not supported: only UTF-8 and UTF-16 with a byte order mark are read")
        }
    }

    // MARK: Errors

    func doctype(_ offset: Int) -> SyntaxError {
        error(offset, "DOCTYPE declarations are not supported: recordings never have one")
    }

    /// End of input inside the innermost open element.
    func endOfInput() -> SyntaxError {
        let element = Int(stack[depth - 1])
        return error(n, "unexpected end of input: \(elementName(element)) opened at \(location(Int(nodes[element].start))) is not closed")
    }

    /// An error at `offset`, unless the byte there starts invalid UTF-8 (then that is the error).
    @inline(never)
    func unexpected(_ offset: Int, _ message: String) -> SyntaxError {
        if offset < n, p[offset] >= 0x80, XMLCharacters.sequenceLength(p, n, offset) == 0 {
            return invalidUTF8(offset)
        }
        return error(offset, message)
    }

    /// No name at `j` where `message` expected one: `message, not '.'` (or the end of input).
    func noName(_ j: Int, _ message: String) -> SyntaxError {
        guard j < n else { return error(n, "unexpected end of input, \(message)") }
        return unexpected(j, "\(message), not \(describe(j))")
    }

    func invalidUTF8(_ offset: Int) -> SyntaxError {
        error(offset, "invalid UTF-8 byte \(XMLCharacters.hexByte(p[offset]))")
    }

    @inline(never)
    func error(_ offset: Int, _ message: String) -> SyntaxError {
        SyntaxError(offset: offset, location: location(offset), message: message)
    }

    /// Location by a scan from the start (used only for errors): lines end at LF, CR or CR LF.
    func location(_ offset: Int) -> SourceLocation {
        var j = textStart
        var line = 1, column = 1
        while j < offset && j < n {
            let c = p[j]
            if c == 0x0A || (c == 0x0D && !(j + 1 < n && p[j + 1] == 0x0A)) {
                line += 1
                column = 1
            } else if c & 0xC0 != 0x80 {
                column += 1
            }
            j += 1
        }
        return SourceLocation(line: line, column: column)
    }

    /// `element 'name'` for messages.
    func elementName(_ element: Int) -> String {
        let node = nodes[element]
        return "element '\(string(Int(node.start) + 1, Int(node.end)))'"
    }

    /// The bytes `start..<end` as text (invalid UTF-8 replaced; used only in messages).
    func string(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(start: p + start, count: max(0, min(end, n) - start)), as: UTF8.self)
    }

    /// `'x'` for a printable character, `character U+000C` for a control character, `the end of input`.
    func describe(_ j: Int) -> String {
        guard j < n else { return "the end of input" }
        let c = p[j]
        if c < 0x20 || c == 0x7F { return "character \(XMLCharacters.scalarName(UInt32(c)))" }
        let length = c < 0x80 ? 1 : max(1, XMLCharacters.sequenceLength(p, n, j))
        return "'\(string(j, j + length))'"
    }
}
