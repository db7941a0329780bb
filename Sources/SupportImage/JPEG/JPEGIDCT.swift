/// The inverse DCT of an 8 × 8 block, in integers: the Loeffler–Ligtenberg–Moschytz factorisation with
/// 13-bit constants, columns first with two extra bits of precision, then rows, the arithmetic libjpeg's
/// "islow" method (`djpeg -dct int`) uses, so its output matches libjpeg's sample for sample.
enum JPEGIDCT {
    static let constBits = 13
    static let pass1Bits = 2

    // cos-derived factors, × 2^13 and rounded.
    static let f0_298631336 = 2446
    static let f0_390180644 = 3196
    static let f0_541196100 = 4433
    static let f0_765366865 = 6270
    static let f0_899976223 = 7373
    static let f1_175875602 = 9633
    static let f1_501321110 = 12299
    static let f1_847759065 = 15137
    static let f1_961570560 = 16069
    static let f2_053119869 = 16819
    static let f2_562915447 = 20995
    static let f3_072711026 = 25172

    /// Transforms `block` (64 dequantised coefficients in natural order, row by row) into 8 × 8 samples at
    /// `output`, rows `stride` bytes apart, level-shifted by 128 and clamped to 0…255. `workspace` holds 64
    /// intermediate values. All arithmetic is in 64-bit integers: no input can overflow it.
    @inline(__always)
    static func transform(_ block: UnsafePointer<Int32>, into output: UnsafeMutablePointer<UInt8>, stride: Int,
                          workspace ws: UnsafeMutablePointer<Int>) {
        // Columns: results scaled up by 2^pass1Bits.
        let shift1 = constBits - pass1Bits, round1 = 1 << (shift1 - 1)
        for c in 0..<8 {
            let p = block + c
            if p[8] == 0 && p[16] == 0 && p[24] == 0 && p[32] == 0 && p[40] == 0 && p[48] == 0 && p[56] == 0 {
                let dc = Int(p[0]) << pass1Bits
                for r in 0..<8 { ws[r * 8 + c] = dc }
                continue
            }
            let (o0, o1, o2, o3, o4, o5, o6, o7) = butterfly(
                Int(p[0]), Int(p[8]), Int(p[16]), Int(p[24]), Int(p[32]), Int(p[40]), Int(p[48]), Int(p[56]))
            ws[c] = (o0 + round1) >> shift1
            ws[8 + c] = (o1 + round1) >> shift1
            ws[16 + c] = (o2 + round1) >> shift1
            ws[24 + c] = (o3 + round1) >> shift1
            ws[32 + c] = (o4 + round1) >> shift1
            ws[40 + c] = (o5 + round1) >> shift1
            ws[48 + c] = (o6 + round1) >> shift1
            ws[56 + c] = (o7 + round1) >> shift1
        }
        // Rows: remove the constants' and the first pass's scaling and the DCT's factor 8, add 128.
        let shift2 = constBits + pass1Bits + 3, round2 = 1 << (shift2 - 1)
        for r in 0..<8 {
            let w = ws + r * 8
            let out = output + r * stride
            if w[1] == 0 && w[2] == 0 && w[3] == 0 && w[4] == 0 && w[5] == 0 && w[6] == 0 && w[7] == 0 {
                let v = clamp(((w[0] + (1 << (pass1Bits + 2))) >> (pass1Bits + 3)) + 128)
                for c in 0..<8 { out[c] = v }
                continue
            }
            let (o0, o1, o2, o3, o4, o5, o6, o7) = butterfly(w[0], w[1], w[2], w[3], w[4], w[5], w[6], w[7])
            out[0] = clamp(((o0 + round2) >> shift2) + 128)
            out[1] = clamp(((o1 + round2) >> shift2) + 128)
            out[2] = clamp(((o2 + round2) >> shift2) + 128)
            out[3] = clamp(((o3 + round2) >> shift2) + 128)
            out[4] = clamp(((o4 + round2) >> shift2) + 128)
            out[5] = clamp(((o5 + round2) >> shift2) + 128)
            out[6] = clamp(((o6 + round2) >> shift2) + 128)
            out[7] = clamp(((o7 + round2) >> shift2) + 128)
        }
    }

    /// One 8-point inverse DCT, outputs scaled by 2^constBits (and by the inputs' own scale).
    @inline(__always)
    static func butterfly(_ i0: Int, _ i1: Int, _ i2: Int, _ i3: Int, _ i4: Int, _ i5: Int, _ i6: Int, _ i7: Int)
        -> (Int, Int, Int, Int, Int, Int, Int, Int) {
        // Even part: inputs 0, 2, 4, 6.
        let rotated = (i2 + i6) * f0_541196100
        let even2 = rotated - i6 * f1_847759065
        let even3 = rotated + i2 * f0_765366865
        let even0 = (i0 + i4) << constBits
        let even1 = (i0 - i4) << constBits
        let e10 = even0 + even3, e13 = even0 - even3
        let e11 = even1 + even2, e12 = even1 - even2
        // Odd part: inputs 7, 5, 3, 1.
        let z1 = i7 + i1, z2 = i5 + i3, z3 = i7 + i3, z4 = i5 + i1
        let z5 = (z3 + z4) * f1_175875602
        let m1 = -z1 * f0_899976223, m2 = -z2 * f2_562915447
        let m3 = -z3 * f1_961570560 + z5, m4 = -z4 * f0_390180644 + z5
        let odd0 = i7 * f0_298631336 + m1 + m3
        let odd1 = i5 * f2_053119869 + m2 + m4
        let odd2 = i3 * f3_072711026 + m2 + m3
        let odd3 = i1 * f1_501321110 + m1 + m4
        return (e10 + odd3, e11 + odd2, e12 + odd1, e13 + odd0, e13 - odd0, e12 - odd1, e11 - odd2, e10 - odd3)
    }

    @inline(__always)
    static func clamp(_ v: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: v < 0 ? 0 : (v > 255 ? 255 : v))
    }
}
