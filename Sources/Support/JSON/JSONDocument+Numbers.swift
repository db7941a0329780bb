// Number decoding of `JSONDocument`: exact and fast paths from the validated number bytes.

extension JSONDocument {
    /// Exact powers of ten representable as Double (10^0 ... 10^22).
    private static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// 10^0 … 10^19, every power of ten a UInt64 holds.
    static let integerPowersOfTen: [UInt64] = {
        var powers: [UInt64] = [1]
        for _ in 1...19 { powers.append(powers[powers.count - 1] * 10) }
        return powers
    }()

    /// For each decimal exponent q in -27 ... 27 (at q + 27): the 128 most significant bits of 5^q, the
    /// highest bit set. For q ≥ 0 that is 5^q shifted left (exact: 5^27 < 2^63); for q < 0 it is
    /// ⌊2^(z + 127) / 5^-q⌋ + 1, z the bits of 5^-q, worked out by long division (Eisel and Lemire's table,
    /// as fast_float writes it, for the exponents the fast path takes).
    static let powersOfFive: [(high: UInt64, low: UInt64)] = (-27 ... 27).map { q in
        if q >= 0 {
            var power: UInt64 = 1
            for _ in 0 ..< q { power *= 5 }
            return (power << UInt64(power.leadingZeroBitCount), 0)
        }
        var divisor: UInt64 = 1
        for _ in 0 ..< -q { divisor *= 5 }
        let bits = 64 - (divisor - 1).leadingZeroBitCount  // z: the least with 2^z ≥ 5^-q (never equal)
        // 2^(z + 127) in three words (bit z + 127 lies in the top word, z ≤ 63), divided word by word.
        let top: UInt64 = 1 << UInt64(bits - 1)
        let (high, middle) = divisor.dividingFullWidth((high: top % divisor, low: 0))
        let (low, _) = divisor.dividingFullWidth((high: middle, low: 0))
        // The quotient is below 2^128 (top / divisor is 0), plus one: rounded up.
        let (sum, carry) = low.addingReportingOverflow(1)
        return (carry ? high + 1 : high, sum)
    }

    /// `mantissa · 10^q`, correctly rounded (ties to even), for a non-zero mantissa (any UInt64) and
    /// -27 ≤ q ≤ 27: Eisel and Lemire's method (fast_float's `compute_float`). The mantissa, shifted to its top
    /// bit, is multiplied by the 128-bit `powersOfFive[q]`; a second product is taken only when the first
    /// leaves the 55 bits that decide the rounding unsure, and Mushtak and Lemire proved the two always
    /// enough (*Fast Number Parsing Without Fallback*, 2023). Neither overflow nor subnormals can arise in
    /// this range.
    static func scaledByPowerOfTen(_ mantissa: UInt64, _ q: Int) -> Double {
        let zeros = mantissa.leadingZeroBitCount
        let w = mantissa << UInt64(zeros)
        let power = powersOfFive[q + 27]
        var (high, low) = w.multipliedFullWidth(by: power.high)
        if high & 0x1FF == 0x1FF {
            let second = w.multipliedFullWidth(by: power.low).high
            let (sum, carry) = low.addingReportingOverflow(second)
            low = sum
            if carry { high &+= 1 }
        }
        let upper = Int(high >> 63)
        let shift = UInt64(upper + 9)
        var significand = high >> shift
        // ⌊q · log2(10)⌋ + 63, the product's top bit, the shift that normalised the mantissa, the bias.
        var exponent = ((217_706 * q) >> 16) + 63 + upper - zeros + 1023
        // Exactly halfway between two Doubles (only possible where 5^q is exact in 64 bits): round to even.
        if low <= 1, q >= -4, q <= 23, significand & 3 == 1, significand << shift == high {
            significand &= ~1
        }
        significand += significand & 1
        significand >>= 1
        if significand >= 1 << 53 {
            significand = 1 << 52
            exponent += 1
        }
        return Double(bitPattern: UInt64(exponent) << 52 | (significand & ((1 << 52) - 1)))
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
    /// path (up to 15 significant digits and |exponent| ≤ 22, one exact operation), and Eisel and Lemire's
    /// 128-bit products for up to 19 digits and |exponent| ≤ 27 (idb's 17-digit frame numbers).
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
        // Up to 19 digits (idb writes 17, e.g. 196.66666666666669) and |exponent| ≤ 27: Eisel and Lemire's
        // method, correctly rounded. Beyond 19 digits the mantissa is not exact.
        if fast, digits <= 19, mantissa != 0, exponent >= -27, exponent <= 27 {
            let d = JSONDocument.scaledByPowerOfTen(mantissa, exponent)
            return negative ? -d : d
        }
        return nil
    }
}
