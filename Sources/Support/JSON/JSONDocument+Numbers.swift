// Number decoding of `JSONDocument`: exact and fast paths from the validated number bytes.

extension JSONDocument {
    /// Exact powers of ten representable as Double (10^0 ... 10^22).
    private static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    #if arch(x86_64) && !os(Windows)
    /// 10^0 … 10^27, all exact in 80-bit extended precision (64-bit significand).
    static let extendedPowersOfTen: [Float80] = {
        var powers: [Float80] = [1]
        for _ in 1...27 { powers.append(powers[powers.count - 1] * 10) }
        return powers
    }()
    #endif

    /// 10^0 … 10^19, every power of ten a UInt64 holds.
    static let integerPowersOfTen: [UInt64] = {
        var powers: [UInt64] = [1]
        for _ in 1...19 { powers.append(powers[powers.count - 1] * 10) }
        return powers
    }()

    /// `mantissa / 10^k`, correctly rounded (ties to even), for a non-zero mantissa and 1 ≤ k ≤ 19: the
    /// quotient is taken to 63 or 64 bits with a 128-by-64-bit division, then rounded to 53 with the
    /// remainder as the sticky bit.
    static func dividedExactly(_ mantissa: UInt64, byPowerOfTen k: Int) -> Double {
        let divisor = integerPowersOfTen[k]
        let mantissaBits = 64 - mantissa.leadingZeroBitCount
        let divisorBits = 64 - divisor.leadingZeroBitCount
        // mantissa · 2^shift has 63 + divisorBits bits: below divisor · 2^64, so the quotient fits 64 bits,
        // and at least 2^62 · divisor, so it has 63 or 64.
        let shift = 63 + divisorBits - mantissaBits
        let high: UInt64, low: UInt64
        if shift >= 64 {
            high = mantissa << (shift - 64)
            low = 0
        } else {
            high = shift == 0 ? 0 : mantissa >> (64 - shift)
            low = mantissa << shift
        }
        let (quotient, remainder) = divisor.dividingFullWidth((high: high, low: low))
        var drop = (64 - quotient.leadingZeroBitCount) - 53
        var significand = quotient >> drop
        let rest = quotient & ((1 << drop) - 1)
        let half: UInt64 = 1 << (drop - 1)
        if rest > half || (rest == half && (remainder != 0 || significand & 1 == 1)) {
            significand += 1
            if significand == 1 << 53 {
                significand >>= 1
                drop += 1
            }
        }
        return Double(sign: .plus, exponent: drop - shift, significand: Double(significand))
    }

    /// The value of the eight bytes at `j` if all are ASCII digits (SWAR: one load, a check and three
    /// multiplications instead of eight steps), nil otherwise.
    @inline(__always) static func eightDigits(_ buf: UnsafeBufferPointer<UInt8>, at j: Int) -> UInt64? {
        let word = UInt64(littleEndian: UnsafeRawPointer(buf.baseAddress! + j).loadUnaligned(as: UInt64.self))
        // Each byte is 0x30...0x39: its high nibble is 3, and adding 6 does not carry into it.
        let high: UInt64 = 0xF0F0_F0F0_F0F0_F0F0
        guard (word & high) | (((word &+ 0x0606_0606_0606_0606) & high) >> 4) == 0x3333_3333_3333_3333 else { return nil }
        return digitsValue(word)
    }

    /// The value of eight ASCII digits loaded little-endian (the first digit in the lowest byte).
    @inline(__always) static func digitsValue(_ word: UInt64) -> UInt64 {
        var value = word &- 0x3030_3030_3030_3030
        value = value &* 10 &+ (value >> 8)  // pairs of digits in every other byte
        let pairs: UInt64 = 0x0000_00FF_0000_00FF
        return ((value & pairs) &* 0x000F_4240_0000_0064 &+ ((value >> 16) & pairs) &* 0x0000_2710_0000_0001) >> 32
    }

    /// Converts a validated number token, correctly rounded: `fastNumber` when it is sure of the result,
    /// otherwise the standard library's correctly rounded parser (`exactNumber`).
    package static func parseNumber(_ buf: UnsafeBufferPointer<UInt8>, from s: Int, to e: Int) -> Double {
        if let value = fastNumber(buf, from: s, to: e) { return value }
        return exactNumber(buf, from: s, to: e)
    }

    /// The standard library's correctly rounded conversion of a validated number token (NaN if it fails).
    package static func exactNumber(_ buf: UnsafeBufferPointer<UInt8>, from s: Int, to e: Int) -> Double {
        let text = String(decoding: UnsafeBufferPointer(rebasing: buf[s ..< e]), as: UTF8.self)
        return Double(text) ?? .nan
    }

    /// A validated number token's value when one of the fast paths is sure of it, nil otherwise: Clinger's
    /// path (up to 15 significant digits and |exponent| ≤ 22, one exact operation), exact integer arithmetic
    /// for up to 19 digits and |exponent| ≤ 19 (idb's 17-digit frame numbers), and on x86-64 80-bit extended
    /// precision for up to 19 digits and |exponent| ≤ 27 unless the result lies too near a halfway point.
    /// Every result equals `exactNumber`'s bit for bit (a seeded test compares millions of values).
    package static func fastNumber(_ buf: UnsafeBufferPointer<UInt8>, from s: Int, to e: Int) -> Double? {
        var j = s
        let negative = buf[j] == 0x2D
        if negative { j += 1 }
        var mantissa: UInt64 = 0
        var digits = 0
        var exponent = 0
        var fast = true
        while j < e, buf[j] &- 0x30 < 10 {
            if mantissa != 0 || buf[j] != 0x30 { digits += 1 }
            mantissa = mantissa &* 10 &+ UInt64(buf[j] &- 0x30)
            j += 1
        }
        if j < e, buf[j] == 0x2E {
            j += 1
            // Eight digits at a time once a significant digit was read (every later digit counts): idb's
            // 17-digit frame numbers have 13 to 16 after the point.
            while mantissa != 0, e - j >= 8, let eight = eightDigits(buf, at: j) {
                mantissa = mantissa &* 100_000_000 &+ eight
                digits += 8
                exponent -= 8
                j += 8
            }
            // The last one to seven digits at once when eight bytes can be read from `j` (the token is followed
            // by more bytes in a document): the digits are moved to the top of the word and '0's put below.
            if mantissa != 0, buf.count - j >= 8 {
                let ones: UInt64 = 0x0101_0101_0101_0101
                let word = UInt64(littleEndian: UnsafeRawPointer(buf.baseAddress! + j).loadUnaligned(as: UInt64.self))
                let t = word ^ (ones &* 0x30)
                let nonDigits = ((t &+ ones &* 0x76) | t) & (ones &* 0x80)
                let count = min(nonDigits.trailingZeroBitCount >> 3, e - j)
                if count > 0 && count < 8 {
                    let shift = UInt64(8 * (8 - count))
                    let value = digitsValue((word << shift) | ((ones &* 0x30) >> UInt64(8 * count)))
                    mantissa = mantissa &* integerPowersOfTen[count] &+ value
                    digits += count
                    exponent -= count
                    j += count
                }
            }
            while j < e, buf[j] &- 0x30 < 10 {
                if mantissa != 0 || buf[j] != 0x30 { digits += 1 }
                mantissa = mantissa &* 10 &+ UInt64(buf[j] &- 0x30)
                exponent -= 1
                j += 1
            }
        }
        if j < e {  // exponent part
            j += 1
            var expNegative = false
            if buf[j] == 0x2B || buf[j] == 0x2D {
                expNegative = buf[j] == 0x2D
                j += 1
            }
            var value = 0
            while j < e {
                if value < 100_000 { value = value * 10 + Int(buf[j] &- 0x30) } else { fast = false }
                j += 1
            }
            exponent += expNegative ? -value : value
        }
        if fast, digits <= 15 {
            var d = Double(mantissa)  // exact: mantissa < 10^15 < 2^53
            if mantissa == 0 {
                d = 0
            } else if exponent >= 0 && exponent <= 22 {
                d *= exactPowersOfTen[exponent]
            } else if exponent < 0 && exponent >= -22 {
                d /= exactPowersOfTen[-exponent]
            } else {
                fast = false
            }
            if fast { return negative ? -d : d }
        }
        // Up to 19 digits and a small exponent: exact integer arithmetic, correctly rounded.
        if fast, digits <= 19, mantissa != 0 {
            if exponent < 0 && exponent >= -19 {
                let d = JSONDocument.dividedExactly(mantissa, byPowerOfTen: -exponent)
                return negative ? -d : d
            }
            if exponent >= 0 && exponent <= 19 {
                let (product, overflow) = mantissa.multipliedReportingOverflow(by: JSONDocument.integerPowersOfTen[exponent])
                if !overflow {
                    let d = Double(product)
                    return negative ? -d : d
                }
            }
        }
        #if arch(x86_64) && !os(Windows)
        // Up to 19 digits (idb writes 17, e.g. 196.66666666666669): the quotient in 80-bit extended
        // precision is correctly rounded (mantissa and 10^k up to 10^27 are exact there); rounding it on
        // to a Double is correct unless the 11 dropped bits sit at the halfway point, which falls back.
        if fast, digits <= 19, mantissa != 0, exponent >= -27, exponent <= 27 {
            var wide = Float80(mantissa)
            if exponent >= 0 { wide *= JSONDocument.extendedPowersOfTen[exponent] } else { wide /= JSONDocument.extendedPowersOfTen[-exponent] }
            let dropped = wide.significandBitPattern & 0x7FF
            if dropped < 0x3FF || dropped > 0x401 {
                let d = Double(wide)
                return negative ? -d : d
            }
        }
        #endif
        return nil
    }
}
