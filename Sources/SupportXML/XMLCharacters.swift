/// The character classes of XML 1.0 (fifth edition) on UTF-8 bytes: `Char` [2], `S` [3], `NameStartChar`
/// [4] and `NameChar` [4a].
enum XMLCharacters {
    /// Bit `c` set for ASCII bytes that are a `NameStartChar`: `:` `A`–`Z` `_` `a`–`z`.
    static let asciiNameStartLow: UInt64 = 1 << 0x3A
    static let asciiNameStartHigh: UInt64 = 0x07FF_FFFE_87FF_FFFE
    /// Bit `c` set for ASCII bytes that are a `NameChar`: the above and `-` `.` `0`–`9`.
    static let asciiNameLow: UInt64 = 0x07FF_6000_0000_0000
    static let asciiNameHigh: UInt64 = asciiNameStartHigh

    @inline(__always)
    static func isASCIINameStart(_ c: UInt8) -> Bool {
        c < 64 ? (asciiNameStartLow >> UInt64(c)) & 1 != 0 : c < 128 && (asciiNameStartHigh >> UInt64(c - 64)) & 1 != 0
    }

    @inline(__always)
    static func isASCIIName(_ c: UInt8) -> Bool {
        c < 64 ? (asciiNameLow >> UInt64(c)) & 1 != 0 : c < 128 && (asciiNameHigh >> UInt64(c - 64)) & 1 != 0
    }

    /// `S`: space, tab, LF, CR.
    @inline(__always)
    static func isSpace(_ c: UInt8) -> Bool {
        c == 0x20 || c == 0x0A || c == 0x09 || c == 0x0D
    }

    /// `NameStartChar` for a scalar at or above U+0080.
    static func isNameStartScalar(_ v: UInt32) -> Bool {
        switch v {
        case 0xC0 ... 0xD6, 0xD8 ... 0xF6, 0xF8 ... 0x2FF, 0x370 ... 0x37D, 0x37F ... 0x1FFF, 0x200C ... 0x200D,
             0x2070 ... 0x218F, 0x2C00 ... 0x2FEF, 0x3001 ... 0xD7FF, 0xF900 ... 0xFDCF, 0xFDF0 ... 0xFFFD,
             0x10000 ... 0xEFFFF:
            return true
        default:
            return false
        }
    }

    /// `NameChar` for a scalar at or above U+0080.
    static func isNameScalar(_ v: UInt32) -> Bool {
        isNameStartScalar(v) || v == 0xB7 || (0x300 ... 0x36F).contains(v) || v == 0x203F || v == 0x2040
    }

    /// `Char` [2]: tab, LF, CR, U+0020–U+D7FF, U+E000–U+FFFD, U+10000–U+10FFFF.
    static func isChar(_ v: UInt32) -> Bool {
        switch v {
        case 0x9, 0xA, 0xD, 0x20 ... 0xD7FF, 0xE000 ... 0xFFFD, 0x10000 ... 0x10FFFF: return true
        default: return false
        }
    }

    /// Length (2...4) of the valid multi-byte UTF-8 sequence at `j` (RFC 3629 table 3-7), or 0.
    @inline(__always)
    static func sequenceLength(_ p: UnsafePointer<UInt8>, _ n: Int, _ j: Int) -> Int {
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

    /// The scalar of the valid sequence of `length` bytes at `j`.
    @inline(__always)
    static func scalar(_ p: UnsafePointer<UInt8>, _ j: Int, _ length: Int) -> UInt32 {
        switch length {
        case 2: return UInt32(p[j] & 0x1F) << 6 | UInt32(p[j + 1] & 0x3F)
        case 3: return UInt32(p[j] & 0x0F) << 12 | UInt32(p[j + 1] & 0x3F) << 6 | UInt32(p[j + 2] & 0x3F)
        default:
            return UInt32(p[j] & 0x07) << 18 | UInt32(p[j + 1] & 0x3F) << 12 | UInt32(p[j + 2] & 0x3F) << 6
                | UInt32(p[j + 3] & 0x3F)
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
}
