/// The UTF-8 encoding of a Unicode scalar value, appended to bytes: what the JSON and XML readers write for an
/// escape (`\u00E9`, `&#233;`). Written with typed steps: the shifts and masks of literals in one expression
/// took the type checker over 200 ms in each reader.
public enum UTF8Scalar {
    /// Appends the encoding of `v` (a scalar value, at most 0x10FFFF) to `out`.
    public static func append(_ v: UInt32, to out: inout [UInt8]) {
        if v < 0x80 {
            out.append(UInt8(truncatingIfNeeded: v))
        } else if v < 0x800 {
            out.append(lead(v >> 6, marker: 0xC0))
            out.append(trail(v))
        } else if v < 0x10000 {
            out.append(lead(v >> 12, marker: 0xE0))
            out.append(trail(v >> 6))
            out.append(trail(v))
        } else {
            out.append(lead(v >> 18, marker: 0xF0))
            out.append(trail(v >> 12))
            out.append(trail(v >> 6))
            out.append(trail(v))
        }
    }

    /// The first byte: `marker` with the high bits of the scalar.
    @inline(__always) private static func lead(_ bits: UInt32, marker: UInt8) -> UInt8 {
        marker | UInt8(truncatingIfNeeded: bits)
    }

    /// A continuation byte: 10 and the low six bits of `bits`.
    @inline(__always) private static func trail(_ bits: UInt32) -> UInt8 {
        let six: UInt8 = UInt8(truncatingIfNeeded: bits) & 0x3F
        return 0x80 | six
    }
}
