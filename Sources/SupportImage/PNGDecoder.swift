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
    ///
    /// The image data is inflated a batch of scanlines at a time, each unfiltered and expanded into the pixels
    /// as it arrives; an 8-bit RGBA image without interlacing (a screenshot's usual form) is inflated straight
    /// into the pixels. When several things are wrong, the error is the one a decoder that first inflated
    /// everything, then unfiltered and expanded pass by pass, would give: the zlib stream's before any
    /// scanline's, a bad filter type before a bad palette index in the same pass.
    public static func decode(_ bytes: [UInt8], maxPixels: Int = defaultMaxPixels) throws(PNGError) -> PNGImage {
        let chunks = try PNGChunks(bytes: bytes, maxPixels: min(maxPixels, maxPixelsCeiling))
        let colorSpace = chunks.colorChunks.resolved
        let header = chunks.header
        let expander = PNGPixelExpander(chunks: chunks)
        let count = header.width * header.height * 4
        let decoded: Result<PNGImage.Pixels, PNGError> = bytes.withUnsafeBufferPointer { file in
            var stream: PNGInflateStream
            do throws(PNGError) {
                stream = try PNGInflateStream(file: file, chunks: chunks, expected: header.inflatedSize)
            } catch {
                return .failure(error)
            }
            var failure: PNGError?
            if header.bitDepth == 16 {
                // Not zero-filled first: the passes write every pixel before the array is returned.
                let out = [UInt16](unsafeUninitializedCapacity: count) { outBuffer, initialized in
                    failure = forEachRow(&stream, header: header, into: nil) { row, pass, r in
                        expander.expand16(row, pass: pass, row: r, into: outBuffer.baseAddress!)
                        return nil
                    }
                    initialized = count
                }
                return failure.map { .failure($0) } ?? .success(.rgba16(out))
            }
            // Rows of RGBA at 8 bits are the pixels' own rows: wide ones are inflated in place.
            let inPlace = header.colorType == .rgba && !header.interlaced && header.width * 4 >= Self.inPlaceRowBytes
            let out = [UInt8](unsafeUninitializedCapacity: count) { outBuffer, initialized in
                failure = forEachRow(&stream, header: header, into: inPlace ? outBuffer.baseAddress! : nil) { row, pass, r in
                    expander.expand8(row, pass: pass, row: r, into: outBuffer.baseAddress!)
                }
                initialized = count
            }
            return failure.map { .failure($0) } ?? .success(.rgba8(out))
        }
        switch decoded {
        case .success(let pixels):
            return PNGImage(width: header.width, height: header.height, pixels: pixels, header: header, colorSpace: colorSpace)
        case .failure(let error):
            throw error
        }
    }

    /// Reads and checks the whole chunk structure (signature, CRCs, order, header, colour chunks) without
    /// inflating the image data: the size and colour space of a file, cheaply.
    public static func inspect(_ bytes: [UInt8], maxPixels: Int = defaultMaxPixels) throws(PNGError) -> (header: PNGHeader, colorSpace: PNGColorSpace) {
        let chunks = try PNGChunks(bytes: bytes, maxPixels: min(maxPixels, maxPixelsCeiling))
        return (chunks.header, chunks.colorChunks.resolved)
    }

    /// Scanlines at least this long are inflated in place by an 8-bit RGBA image without interlacing (one
    /// zlib call each); shorter ones go through the batches like every other image.
    static let inPlaceRowBytes = 1024

    /// Bytes of scanlines inflated per zlib call in the batched path.
    static let batchBytes = 1 << 16

    /// Inflates the image data scanline by scanline from `stream`, unfilters each against the one above it, and
    /// hands every row (pointer to its bytes, pass, row index) to `body`, which returns the error of a row it
    /// cannot expand. With `pixels` (a plain image whose scanlines are its RGBA rows), each scanline is
    /// inflated straight into its row of `pixels` and `body` is not called. Returns the error the image data
    /// has, or nil: after any error the rest of the stream is still inflated, so the zlib stream's own errors
    /// come first.
    private static func forEachRow(_ stream: inout PNGInflateStream, header: PNGHeader, into pixels: UnsafeMutablePointer<UInt8>?,
                                   _ body: (UnsafePointer<UInt8>, PNGPass, Int) -> PNGError?) -> PNGError? {
        let passes = header.passes
        let stride = header.filterStride
        let longest = passes.map { $0.isEmpty ? 0 : header.rowBytes(columns: $0.columns) + 1 }.max() ?? 1
        // Slot 0 keeps the last scanline of a batch, the one above the next batch's first.
        let batch = max(1, batchBytes / longest)
        let scratchCount = (batch + 1) * longest
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: scratchCount)
        defer { scratch.deallocate() }
        var stopped: PNGError?
        let errorOffset = stream.offset
        func filterError(_ filter: UInt8, row: Int, pass p: Int) -> PNGError {
            let place = header.interlaced ? "scanline \(row) of Adam7 pass \(p + 1)" : "scanline \(row)"
            return PNGError(.badFilter, "\(place) has filter type \(filter), which is not 0 to 4", offset: errorOffset, chunk: "IDAT")
        }
        passes: for (p, pass) in passes.enumerated() where !pass.isEmpty {
            let rowBytes = header.rowBytes(columns: pass.columns), line = rowBytes + 1
            if let pixels {
                // Each call inflates a row and the next scanline's filter byte, which lands on the next row's
                // first byte until that row is inflated over it.
                guard stream.read(into: scratch, count: 1) else { break passes }
                var filter = scratch[0]
                var prev: UnsafePointer<UInt8>?
                for r in 0..<pass.rows {
                    let cur = pixels + r * rowBytes, last = r == pass.rows - 1
                    guard stream.read(into: cur, count: last ? rowBytes : line) else { break passes }
                    let next = last ? 0 : cur[rowBytes]
                    guard PNGUnfilter.unfilter(filter, cur, previous: prev, rowBytes: rowBytes, stride: stride) else {
                        stopped = filterError(filter, row: r, pass: p)
                        break passes
                    }
                    filter = next
                    prev = UnsafePointer(cur)
                }
                continue
            }
            // A row that cannot be expanded is reported after the pass, unless a later scanline of the pass
            // has a bad filter type.
            var expandError: PNGError?
            var r = 0
            while r < pass.rows {
                let n = min(batch, pass.rows - r)
                guard stream.read(into: scratch + line, count: n * line) else { break passes }
                for i in 0..<n {
                    let start = scratch + line * (i + 1), cur = start + 1
                    let prev = r + i == 0 ? nil : UnsafePointer(cur - line)
                    guard PNGUnfilter.unfilter(start[0], cur, previous: prev, rowBytes: rowBytes, stride: stride) else {
                        stopped = filterError(start[0], row: r + i, pass: p)
                        break passes
                    }
                    if expandError == nil {
                        expandError = body(UnsafePointer(cur), pass, r + i)
                    }
                }
                scratch.update(from: scratch + line * n, count: line)
                r += n
            }
            if let expandError {
                stopped = expandError
                break passes
            }
        }
        stream.skipRest(through: scratch, scratchCount: scratchCount)
        return stream.finish(scratch: scratch) ?? stopped
    }
}
