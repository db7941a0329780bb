/// Turns unfiltered scanlines of any colour type and bit depth into RGBA samples, applying the palette
/// and `tRNS`, and places them in the full image (scattered for Adam7 passes).
struct PNGPixelExpander {
    let header: PNGHeader
    let width: Int
    /// Palette as RGBA (alpha from `tRNS`, 255 where it gives none), and how many entries exist.
    private var paletteRGBA = [UInt8](repeating: 0, count: 256 * 4)
    private let paletteCount: Int
    /// The `tRNS` key for grey (one value) or RGB (three values) images, masked to the bit depth.
    private let key: [UInt16]?
    private let errorOffset: Int

    init(chunks: PNGChunks) {
        header = chunks.header
        width = chunks.header.width
        paletteCount = chunks.palette.count / 3
        for e in 0..<paletteCount {
            paletteRGBA[e * 4] = chunks.palette[e * 3]
            paletteRGBA[e * 4 + 1] = chunks.palette[e * 3 + 1]
            paletteRGBA[e * 4 + 2] = chunks.palette[e * 3 + 2]
            paletteRGBA[e * 4 + 3] = 255
        }
        let t = chunks.transparency
        switch chunks.header.colorType {
        case .indexed:
            for (e, alpha) in t.enumerated() { paletteRGBA[e * 4 + 3] = alpha }
            key = nil
        case .grey where !t.isEmpty, .rgb where !t.isEmpty:
            let mask = UInt16(truncatingIfNeeded: (1 << chunks.header.bitDepth) - 1)
            key = stride(from: t.startIndex, to: t.endIndex, by: 2).map { PNGBytes.uint16(t, at: $0) & mask }
        default:
            key = nil
        }
        errorOffset = chunks.firstImageDataChunk
    }

    /// Expands one unfiltered row of `pass` (`row` is its index in the pass) into 8-bit RGBA samples; returns
    /// the error for a palette index past the palette, nil otherwise. (It returns the error rather than
    /// throwing it: as a typed-throws function, optimised builds with Swift 6.3 reported a thrown error with a
    /// garbage value after the RGBA branch's row copy.)
    func expand8(_ src: UnsafePointer<UInt8>, pass: PNGPass, row: Int, into out: UnsafeMutablePointer<UInt8>) -> PNGError? {
        let depth = header.bitDepth
        var o = ((pass.y0 + row * pass.dy) * width + pass.x0) * 4
        let step = pass.dx * 4
        switch header.colorType {
        case .rgba:
            if step == 4 {
                out.advanced(by: o).update(from: src, count: pass.columns * 4)
                return nil
            }
            for i in 0..<pass.columns {
                out[o] = src[i * 4]; out[o + 1] = src[i * 4 + 1]; out[o + 2] = src[i * 4 + 2]; out[o + 3] = src[i * 4 + 3]
                o += step
            }
        case .rgb:
            let k = key.map { (UInt8(truncatingIfNeeded: $0[0]), UInt8(truncatingIfNeeded: $0[1]), UInt8(truncatingIfNeeded: $0[2])) }
            for i in 0..<pass.columns {
                let r = src[i * 3], g = src[i * 3 + 1], b = src[i * 3 + 2]
                out[o] = r; out[o + 1] = g; out[o + 2] = b
                out[o + 3] = (k != nil && k!.0 == r && k!.1 == g && k!.2 == b) ? 0 : 255
                o += step
            }
        case .greyAlpha:
            for i in 0..<pass.columns {
                let v = src[i * 2]
                out[o] = v; out[o + 1] = v; out[o + 2] = v; out[o + 3] = src[i * 2 + 1]
                o += step
            }
        case .grey:
            let mask = (1 << depth) - 1
            let scale = 255 / mask
            let k = key.map { Int($0[0]) } ?? -1
            for i in 0..<pass.columns {
                let v = Self.sample(src, index: i, depth: depth)
                let g = UInt8(v * scale)
                out[o] = g; out[o + 1] = g; out[o + 2] = g; out[o + 3] = v == k ? 0 : 255
                o += step
            }
        case .indexed:
            for i in 0..<pass.columns {
                let v = Self.sample(src, index: i, depth: depth)
                guard v < paletteCount else {
                    return PNGError(.badPalette, "pixel (\(pass.x0 + i * pass.dx), \(pass.y0 + row * pass.dy)) uses palette index \(v), past the \(paletteCount)-entry palette", offset: errorOffset, chunk: "IDAT")
                }
                out[o] = paletteRGBA[v * 4]; out[o + 1] = paletteRGBA[v * 4 + 1]
                out[o + 2] = paletteRGBA[v * 4 + 2]; out[o + 3] = paletteRGBA[v * 4 + 3]
                o += step
            }
        }
        return nil
    }

    /// Expands one unfiltered row of a 16-bit image into 16-bit RGBA samples.
    func expand16(_ src: UnsafePointer<UInt8>, pass: PNGPass, row: Int, into out: UnsafeMutablePointer<UInt16>) {
        var o = ((pass.y0 + row * pass.dy) * width + pass.x0) * 4
        let step = pass.dx * 4
        @inline(__always) func at(_ i: Int) -> UInt16 { UInt16(src[i * 2]) << 8 | UInt16(src[i * 2 + 1]) }
        switch header.colorType {
        case .rgba:
            for i in 0..<pass.columns {
                out[o] = at(i * 4); out[o + 1] = at(i * 4 + 1); out[o + 2] = at(i * 4 + 2); out[o + 3] = at(i * 4 + 3)
                o += step
            }
        case .rgb:
            for i in 0..<pass.columns {
                let r = at(i * 3), g = at(i * 3 + 1), b = at(i * 3 + 2)
                out[o] = r; out[o + 1] = g; out[o + 2] = b
                out[o + 3] = (key != nil && key![0] == r && key![1] == g && key![2] == b) ? 0 : 65535
                o += step
            }
        case .greyAlpha:
            for i in 0..<pass.columns {
                let v = at(i * 2)
                out[o] = v; out[o + 1] = v; out[o + 2] = v; out[o + 3] = at(i * 2 + 1)
                o += step
            }
        case .grey, .indexed:
            // Indexed images never have bit depth 16 (the header refuses it), so this is grey.
            for i in 0..<pass.columns {
                let v = at(i)
                out[o] = v; out[o + 1] = v; out[o + 2] = v; out[o + 3] = (key != nil && key![0] == v) ? 0 : 65535
                o += step
            }
        }
    }

    /// The `index`-th sample of a row packed at `depth` bits (1, 2, 4 or 8), most significant bits first.
    @inline(__always)
    static func sample(_ src: UnsafePointer<UInt8>, index: Int, depth: Int) -> Int {
        if depth == 8 { return Int(src[index]) }
        let bit = index * depth
        let shift = 8 - depth - (bit & 7)
        return Int(src[bit >> 3] >> UInt8(shift)) & ((1 << depth) - 1)
    }
}
