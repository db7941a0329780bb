// Error messages of `JSONParser`: what is wrong and where, with line and column.

extension JSONParser {
    // MARK: Errors

    func endOfInput() -> SyntaxError {
        let message: String
        if depth == 0 {
            message = "unexpected end of input, expected a value"
        } else if frames[depth - 1].isObject {
            message = "unexpected end of input inside an object"
        } else {
            message = "unexpected end of input inside an array"
        }
        return JSONParser.error(p, n, n, message)
    }

    /// An error at `offset`, unless the byte there starts invalid UTF-8 (then that is the error).
    @inline(never)
    func unexpected(_ offset: Int, _ message: String) -> SyntaxError {
        if offset < n, p[offset] >= 0x80, JSONParser.utf8SequenceLength(p, n, offset) == 0 {
            return JSONParser.invalidUTF8(p, n, offset)
        }
        return JSONParser.error(p, n, offset, message)
    }

    static func invalidUTF8(_ p: UnsafePointer<UInt8>, _ n: Int, _ offset: Int) -> SyntaxError {
        error(p, n, offset, "invalid UTF-8 byte \(hexByte(p[offset]))")
    }

    @inline(never)
    static func error(_ p: UnsafePointer<UInt8>, _ n: Int, _ offset: Int, _ message: String) -> SyntaxError {
        SyntaxError(offset: offset, location: location(p, n, offset), message: message)
    }

    /// Location by a scan from the start (used only for errors).
    static func location(_ p: UnsafePointer<UInt8>, _ n: Int, _ offset: Int) -> SourceLocation {
        let hasBOM = n >= 3 && p[0] == 0xEF && p[1] == 0xBB && p[2] == 0xBF
        var j = hasBOM ? 3 : 0
        var line = 1, column = 1
        while j < offset && j < n {
            let c = p[j]
            if c == 0x0A {
                line += 1
                column = 1
            } else if c & 0xC0 != 0x80 {
                column += 1
            }
            j += 1
        }
        return SourceLocation(line: line, column: column)
    }

    /// Length (2...4) of the valid multi-byte UTF-8 sequence at `j` (RFC 3629 table 3-7), or 0.
    @inline(__always)
    static func utf8SequenceLength(_ p: UnsafePointer<UInt8>, _ n: Int, _ j: Int) -> Int {
        @inline(__always) func cont(_ k: Int) -> Bool { k < n && p[k] & 0xC0 == 0x80 }
        @inline(__always) func inRange(_ k: Int, _ lo: UInt8, _ hi: UInt8) -> Bool { k < n && p[k] >= lo && p[k] <= hi }
        switch p[j] {
        case 0xC2 ... 0xDF:
            return cont(j + 1) ? 2 : 0
        case 0xE0:
            return inRange(j + 1, 0xA0, 0xBF) && cont(j + 2) ? 3 : 0
        case 0xE1 ... 0xEC, 0xEE ... 0xEF:
            return cont(j + 1) && cont(j + 2) ? 3 : 0
        case 0xED:  // excludes UTF-16 surrogates U+D800...U+DFFF
            return inRange(j + 1, 0x80, 0x9F) && cont(j + 2) ? 3 : 0
        case 0xF0:
            return inRange(j + 1, 0x90, 0xBF) && cont(j + 2) && cont(j + 3) ? 4 : 0
        case 0xF1 ... 0xF3:
            return cont(j + 1) && cont(j + 2) && cont(j + 3) ? 4 : 0
        case 0xF4:
            return inRange(j + 1, 0x80, 0x8F) && cont(j + 2) && cont(j + 3) ? 4 : 0
        default:
            return 0
        }
    }

    static func hexByte(_ b: UInt8) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        return "0x" + String(decoding: [digits[Int(b >> 4)], digits[Int(b & 0xF)]], as: UTF8.self)
    }

    static func scalarName(_ v: UInt32) -> String {
        var hex = String(v, radix: 16, uppercase: true)
        while hex.count < 4 { hex = "0" + hex }
        return "U+" + hex
    }

    /// The (valid) character at `j`, as text.
    static func character(_ p: UnsafePointer<UInt8>, _ n: Int, _ j: Int) -> String {
        let length = p[j] < 0x80 ? 1 : max(1, utf8SequenceLength(p, n, j))
        return String(decoding: UnsafeBufferPointer(start: p + j, count: length), as: UTF8.self)
    }

    /// `'x'` for a printable character, `character U+000C` for a control character.
    static func describe(_ p: UnsafePointer<UInt8>, _ n: Int, _ j: Int) -> String {
        let c = p[j]
        if c < 0x20 || c == 0x7F { return "character \(scalarName(UInt32(c)))" }
        return "'\(character(p, n, j))'"
    }
}
