/// Reverses the five PNG scanline filters (method 0) in place, one scanline at a time.
enum PNGUnfilter {
    /// Unfilters the scanline `cur` of `rowBytes` bytes, stored with filter type `filter`, against `prev`, the
    /// unfiltered scanline above it in the same reduced image (nil for the first). `stride` is the filter's
    /// byte distance to the pixel on the left. False for a filter type above 4 (the scanline is left as is).
    static func unfilter(_ filter: UInt8, _ cur: UnsafeMutablePointer<UInt8>, previous prev: UnsafePointer<UInt8>?,
                         rowBytes: Int, stride: Int) -> Bool {
        if stride == 4, rowBytes % 4 == 0, filter == 1 || filter == 3 || filter == 4 {
            unfilterPixels(filter, cur, previous: prev, rowBytes: rowBytes)
            return true
        }
        switch filter {
        case 0:
            break
        case 1:
            var i = stride
            while i < rowBytes {
                cur[i] &+= cur[i - stride]
                i += 1
            }
        case 2:
            guard let prev else { break }
            for i in 0..<rowBytes {
                cur[i] &+= prev[i]
            }
        case 3:
            if let prev {
                for i in 0..<min(stride, rowBytes) {
                    cur[i] &+= prev[i] >> 1
                }
                var i = stride
                while i < rowBytes {
                    cur[i] &+= UInt8((UInt16(cur[i - stride]) + UInt16(prev[i])) >> 1)
                    i += 1
                }
            } else {
                var i = stride
                while i < rowBytes {
                    cur[i] &+= cur[i - stride] >> 1
                    i += 1
                }
            }
        case 4:
            if let prev {
                for i in 0..<min(stride, rowBytes) {
                    cur[i] &+= prev[i]
                }
                var i = stride
                while i < rowBytes {
                    cur[i] &+= paeth(cur[i - stride], prev[i], prev[i - stride])
                    i += 1
                }
            } else {
                // With no prior row, b and c are 0 and Paeth always predicts a: the Sub filter.
                var i = stride
                while i < rowBytes {
                    cur[i] &+= cur[i - stride]
                    i += 1
                }
            }
        default:
            return false
        }
        return true
    }

    /// Sub, Average and Paeth for 4-byte pixels (8-bit RGBA, 16-bit grey with alpha), a pixel's four bytes at
    /// once: each byte still depends on the one four to its left, so byte by byte these filters are a chain.
    /// The same arithmetic as the byte-by-byte code: Paeth's distances are |b − c|, |a − c| and |a + b − 2c|
    /// (p − a, p − b and p − c with p = a + b − c), ties going to a, then b.
    private static func unfilterPixels(_ filter: UInt8, _ cur: UnsafeMutablePointer<UInt8>, previous prev: UnsafePointer<UInt8>?,
                                       rowBytes: Int) {
        let row = UnsafeMutableRawPointer(cur)
        // The pixel to the left (a) and above it (c): zero before the first pixel, as the filters define.
        var a = SIMD4<Int16>(repeating: 0), c = SIMD4<Int16>(repeating: 0)
        var o = 0
        while o < rowBytes {
            let x = row.loadUnaligned(fromByteOffset: o, as: SIMD4<UInt8>.self)
            let b = prev.map { SIMD4<Int16>(truncatingIfNeeded: UnsafeRawPointer($0).loadUnaligned(fromByteOffset: o, as: SIMD4<UInt8>.self)) }
                ?? SIMD4<Int16>(repeating: 0)
            let predicted: SIMD4<Int16>
            switch filter {
            case 1:
                predicted = a
            case 3:
                predicted = (a &+ b) &>> 1
            default:
                let bc = b &- c, ac = a &- c, abc = bc &+ ac
                let pa = bc.replacing(with: 0 &- bc, where: bc .< 0)
                let pb = ac.replacing(with: 0 &- ac, where: ac .< 0)
                let pc = abc.replacing(with: 0 &- abc, where: abc .< 0)
                var paeth = c
                paeth.replace(with: b, where: pb .<= pc)
                paeth.replace(with: a, where: (pa .<= pb) .& (pa .<= pc))
                predicted = paeth
            }
            let out = x &+ SIMD4<UInt8>(truncatingIfNeeded: predicted)
            row.storeBytes(of: out, toByteOffset: o, as: SIMD4<UInt8>.self)
            a = SIMD4<Int16>(truncatingIfNeeded: out)
            c = b
            o += 4
        }
    }

    /// The Paeth predictor: the neighbour (left, above, upper-left) closest to left + above − upper-left,
    /// ties going to left, then above.
    @inline(__always)
    static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a))
        let pb = abs(p - Int(b))
        let pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        if pb <= pc { return b }
        return c
    }
}
