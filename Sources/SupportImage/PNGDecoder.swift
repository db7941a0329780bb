// SupportImage: a PNG decoder of our own on the system zlib, for the screenshots recorded beside trees.

/// A PNG decoder of our own, on the system zlib: every colour type and bit depth, palettes and `tRNS`,
/// Adam7 interlacing, the five filters, CRC checks, and the colour-space chunks reported (not applied).
/// See Docs/PNGDecoder.md.
public enum PNGDecoder {
    /// The default pixel limit: 64 megapixels (64 × 2^20 = 67,108,864 pixels, 256 MiB of 8-bit RGBA).
    /// A header over it is refused before any pixel memory is allocated.
    public static let defaultMaxPixels = 64 << 20

    /// The largest `maxPixels` honoured (2^40): beyond it the size arithmetic could overflow, so a larger
    /// argument is lowered to this.
    public static let maxPixelsCeiling = 1 << 40

    /// Decodes a whole PNG file. Throws a `PNGError` naming what is wrong, its byte offset and its chunk;
    /// the caller adds the file's path.
    public static func decode(_ bytes: [UInt8], maxPixels: Int = defaultMaxPixels) throws(PNGError) -> PNGImage {
        let chunks = try PNGChunks(bytes: bytes, maxPixels: min(maxPixels, maxPixelsCeiling))
        let colorSpace = chunks.colorChunks.resolved
        let header = chunks.header
        var compressed: [UInt8] = []
        compressed.reserveCapacity(chunks.imageData.reduce(0) { $0 + $1.count })
        for part in chunks.imageData {
            compressed.append(contentsOf: bytes[part.offset..<(part.offset + part.count)])
        }
        var raw = try PNGInflate.inflate(exactly: header.inflatedSize, from: compressed, offset: chunks.firstImageDataChunk)
        let expander = PNGPixelExpander(chunks: chunks)
        let count = header.width * header.height * 4
        let passes = header.passes
        let pixels: PNGImage.Pixels
        if header.bitDepth == 16 {
            // Not zero-filled first: the passes write every pixel before the array is returned.
            var out = [UInt16](unsafeUninitializedCapacity: count) { $1 = count }
            try raw.withUnsafeMutableBufferPointer { (rawBuffer) throws(PNGError) in
                try out.withUnsafeMutableBufferPointer { (outBuffer) throws(PNGError) in
                    try forEachRow(rawBuffer, header: header, passes: passes, errorOffset: chunks.firstImageDataChunk) { row, pass, r in
                        expander.expand16(row, pass: pass, row: r, into: outBuffer.baseAddress!)
                    }
                }
            }
            pixels = .rgba16(out)
        } else {
            var out = [UInt8](unsafeUninitializedCapacity: count) { $1 = count }
            try raw.withUnsafeMutableBufferPointer { (rawBuffer) throws(PNGError) in
                try out.withUnsafeMutableBufferPointer { (outBuffer) throws(PNGError) in
                    try forEachRow(rawBuffer, header: header, passes: passes, errorOffset: chunks.firstImageDataChunk) { (row, pass, r) throws(PNGError) in
                        if let error = expander.expand8(row, pass: pass, row: r, into: outBuffer.baseAddress!) { throw error }
                    }
                }
            }
            pixels = .rgba8(out)
        }
        return PNGImage(width: header.width, height: header.height, pixels: pixels, header: header, colorSpace: colorSpace)
    }

    /// Reads and checks the whole chunk structure (signature, CRCs, order, header, colour chunks) without
    /// inflating the image data: the size and colour space of a file, cheaply.
    public static func inspect(_ bytes: [UInt8], maxPixels: Int = defaultMaxPixels) throws(PNGError) -> (header: PNGHeader, colorSpace: PNGColorSpace) {
        let chunks = try PNGChunks(bytes: bytes, maxPixels: min(maxPixels, maxPixelsCeiling))
        return (chunks.header, chunks.colorChunks.resolved)
    }

    /// Unfilters each non-empty pass, then hands every row (pointer to its bytes, pass, row index) to `body`.
    private static func forEachRow(_ raw: UnsafeMutableBufferPointer<UInt8>, header: PNGHeader, passes: [PNGPass], errorOffset: Int,
                                   _ body: (UnsafePointer<UInt8>, PNGPass, Int) throws(PNGError) -> Void) throws(PNGError) {
        var start = 0
        for (p, pass) in passes.enumerated() where !pass.isEmpty {
            let rowBytes = header.rowBytes(columns: pass.columns)
            try PNGUnfilter.unfilter(raw, start: start, rows: pass.rows, rowBytes: rowBytes, stride: header.filterStride,
                                     pass: header.interlaced ? p + 1 : 0, errorOffset: errorOffset)
            for r in 0..<pass.rows {
                try body(UnsafePointer(raw.baseAddress! + start + r * (rowBytes + 1) + 1), pass, r)
            }
            start += pass.rows * (rowBytes + 1)
        }
    }
}
