// String decoding of `JSONDocument`: escapes resolved into UTF-8.

extension JSONDocument {

    /// Decodes the contents of a validated string token (between the quotes) into UTF-8.
    package static func decodeString(_ buf: UnsafeBufferPointer<UInt8>, from s: Int, to e: Int) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(e - s)
        var j = s
        while j < e {
            let c = buf[j]
            if c != 0x5C {  // not a backslash
                out.append(c)
                j += 1
                continue
            }
            let esc = buf[j + 1]
            j += 2
            switch esc {
            case 0x62: out.append(0x08)  // b
            case 0x66: out.append(0x0C)  // f
            case 0x6E: out.append(0x0A)  // n
            case 0x72: out.append(0x0D)  // r
            case 0x74: out.append(0x09)  // t
            case 0x75:  // u
                var scalar = hex4(buf, at: j)
                j += 4
                if scalar >= 0xD800 && scalar <= 0xDBFF {
                    // A high surrogate combines with an immediately following \u low surrogate.
                    if j + 6 <= e, buf[j] == 0x5C, buf[j + 1] == 0x75 {
                        let low = hex4(buf, at: j + 2)
                        if low >= 0xDC00 && low <= 0xDFFF {
                            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                            j += 6
                        } else {
                            scalar = 0xFFFD
                        }
                    } else {
                        scalar = 0xFFFD
                    }
                } else if scalar >= 0xDC00 && scalar <= 0xDFFF {
                    scalar = 0xFFFD
                }
                UTF8Scalar.append(scalar, to: &out)
            default: out.append(esc)  // " \ /
            }
        }
        return out
    }

    private static func hex4(_ buf: UnsafeBufferPointer<UInt8>, at j: Int) -> UInt32 {
        var v: UInt32 = 0
        for k in 0 ..< 4 {
            let c = buf[j + k]
            let d: UInt32
            switch c {
            case 0x30 ... 0x39: d = UInt32(c - 0x30)
            case 0x41 ... 0x46: d = UInt32(c - 0x41 + 10)
            default: d = UInt32(c &- 0x61 &+ 10)
            }
            v = v << 4 | d
        }
        return v
    }
}

extension JSONDocument {
    /// Length (2...4) of the valid multi-byte UTF-8 sequence at `j` of `p[0..<n]`, or 0: the parser's own check,
    /// for readers that scan a document's bytes themselves.
    @inline(__always)
    package static func utf8SequenceLength(_ p: UnsafePointer<UInt8>, _ n: Int, _ j: Int) -> Int {
        JSONParser.utf8SequenceLength(p, n, j)
    }

    /// The offset of the first byte at or after `start` of `p[0..<n]` that is not an ASCII digit (or `n`): the
    /// parser's own scan, eight bytes at a time.
    @inlinable @inline(__always)
    public static func digitsEnd(_ p: UnsafePointer<UInt8>, _ n: Int, _ start: Int) -> Int {
        JSONParser.digitsEnd(p, n, start)
    }

    /// The offset of the first '"', '\', control character or non-ASCII byte at or after `start` of `p[0..<n]` (or
    /// `n`): the parser's own scan of a string, eight bytes at a time.
    @inlinable @inline(__always)
    public static func stringSpecialByte(_ p: UnsafePointer<UInt8>, _ n: Int, _ start: Int) -> Int {
        JSONParser.stringSpecialByte(p, n, start)
    }

    /// The offset past the spaces at `start` of `p[0..<n]`, eight at a time while eight bytes remain: the parser's
    /// own skip of indentation (what is left is for the caller's byte loop).
    @inlinable @inline(__always)
    public static func spaceRunEnd(_ p: UnsafePointer<UInt8>, _ n: Int, _ start: Int) -> Int {
        JSONParser.spaceRunEnd(p, n, start)
    }

    /// The offset just past the escape whose backslash is at `j` of `p[0..<n]` when the parser accepts it (`\"`,
    /// `\\`, `\/`, `\b`, `\f`, `\n`, `\r`, `\t`, or `\u` and four hexadecimal digits), else 0.
    package static func escapeEnd(_ p: UnsafePointer<UInt8>, _ n: Int, _ j: Int) -> Int {
        guard j + 1 < n else { return 0 }
        switch p[j + 1] {
        case 0x22, 0x5C, 0x2F, 0x62, 0x66, 0x6E, 0x72, 0x74:  // " \ / b f n r t
            return j + 2
        case 0x75:  // u
            guard j + 6 <= n else { return 0 }
            for k in j + 2 ..< j + 6 {
                let c = p[k]
                guard (c &- 0x30) < 10 || ((c | 0x20) &- 0x61) < 6 else { return 0 }
            }
            return j + 6
        default:
            return 0
        }
    }
}
