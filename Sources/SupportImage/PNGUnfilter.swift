/// Reverses the five PNG scanline filters (method 0) in place, one reduced image at a time.
enum PNGUnfilter {
    /// Unfilters `rows` scanlines of `rowBytes` bytes, each preceded by its filter-type byte, starting at
    /// `start` in `raw`. `stride` is the filter's byte distance to the pixel on the left.
    /// A filter type above 4 throws, naming the scanline and the `pass` (0 for a plain image).
    static func unfilter(_ raw: UnsafeMutableBufferPointer<UInt8>, start: Int, rows: Int, rowBytes: Int, stride: Int,
                         pass: Int, errorOffset: Int) throws(PNGError) {
        guard let base = raw.baseAddress else { return }
        let line = rowBytes + 1
        for r in 0..<rows {
            let filter = base[start + r * line]
            let cur = base + start + r * line + 1
            let prev: UnsafeMutablePointer<UInt8>? = r == 0 ? nil : cur - line
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
                let place = pass == 0 ? "scanline \(r)" : "scanline \(r) of Adam7 pass \(pass)"
                throw PNGError(.badFilter, "\(place) has filter type \(filter), which is not 0 to 4", offset: errorOffset, chunk: "IDAT")
            }
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
