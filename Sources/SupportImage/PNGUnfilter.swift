/// Reverses the five PNG scanline filters (method 0) in place, one scanline at a time.
enum PNGUnfilter {
    /// Unfilters the scanline `cur` of `rowBytes` bytes, stored with filter type `filter`, against `prev`, the
    /// unfiltered scanline above it in the same reduced image (nil for the first). `stride` is the filter's
    /// byte distance to the pixel on the left. False for a filter type above 4 (the scanline is left as is).
    static func unfilter(_ filter: UInt8, _ cur: UnsafeMutablePointer<UInt8>, previous prev: UnsafePointer<UInt8>?,
                         rowBytes: Int, stride: Int) -> Bool {
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
