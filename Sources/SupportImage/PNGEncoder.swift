internal import CZlib

/// Writes 8-bit RGB or RGBA pixels as a PNG file: signature, `IHDR`, one `IDAT` (zlib at its best
/// compression), `IEND`. Each row takes the filter whose output has the smallest sum of absolute values
/// (the usual heuristic), so the same pixels always give the same bytes (with one zlib). No interlacing,
/// no colour-space chunks: the samples are written as given.
public enum PNGEncoder {
    /// PNG's colour types this encoder writes.
    public enum Layout: Sendable {
        /// Three samples a pixel (colour type 2).
        case rgb
        /// Four samples a pixel (colour type 6).
        case rgba

        var samples: Int { self == .rgb ? 3 : 4 }
        var colourType: UInt8 { self == .rgb ? 2 : 6 }
    }

    /// The PNG of a `width` × `height` image whose `samples` are row-major, `layout.samples` per pixel, no
    /// padding. Nil when the sizes do not match the samples, a side is 0 or over PNG's 2³¹ − 1, or zlib fails.
    public static func encode(_ samples: [UInt8], width: Int, height: Int, layout: Layout) -> [UInt8]? {
        let stride = width * layout.samples
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max),
              stride / layout.samples == width, samples.count == stride * height else { return nil }
        guard let compressed = deflate(filtered(samples, stride: stride, height: height, bytesPerPixel: layout.samples)) else { return nil }
        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        appendBigEndian(UInt32(width), to: &header)
        appendBigEndian(UInt32(height), to: &header)
        header += [8, layout.colourType, 0, 0, 0]
        appendChunk("IHDR", header, to: &out)
        appendChunk("IDAT", compressed, to: &out)
        appendChunk("IEND", [], to: &out)
        return out
    }

    /// Each row prefixed by its filter type and filtered: of None, Sub, Up, Average and Paeth the one with the
    /// smallest sum of the filtered bytes read as signed values (the first such on a tie).
    static func filtered(_ samples: [UInt8], stride: Int, height: Int, bytesPerPixel bpp: Int) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: (stride + 1) * height)
        var candidate = [UInt8](repeating: 0, count: stride)
        var best = [UInt8](repeating: 0, count: stride)
        samples.withUnsafeBufferPointer { s in
            for row in 0..<height {
                let start = row * stride
                var bestSum = Int.max, bestType: UInt8 = 0
                for type in UInt8(0)...4 {
                    var sum = 0
                    for i in 0..<stride {
                        let x = s[start + i]
                        let a = i >= bpp ? s[start + i - bpp] : 0
                        let b = row > 0 ? s[start - stride + i] : 0
                        let c = i >= bpp && row > 0 ? s[start - stride + i - bpp] : 0
                        let predicted: UInt8
                        switch type {
                        case 0: predicted = 0
                        case 1: predicted = a
                        case 2: predicted = b
                        case 3: predicted = UInt8((Int(a) + Int(b)) / 2)
                        default: predicted = paeth(a, b, c)
                        }
                        let value = x &- predicted
                        candidate[i] = value
                        sum += abs(Int(Int8(bitPattern: value)))
                    }
                    if sum < bestSum {
                        bestSum = sum
                        bestType = type
                        swap(&best, &candidate)
                    }
                }
                out[row * (stride + 1)] = bestType
                for i in 0..<stride { out[row * (stride + 1) + 1 + i] = best[i] }
            }
        }
        return out
    }

    /// PNG's Paeth predictor.
    static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    /// A zlib stream of `data` at level 9, nil when zlib fails.
    static func deflate(_ data: [UInt8]) -> [UInt8]? {
        var size = compressBound(uLong(data.count))
        var out = [UInt8](repeating: 0, count: Int(size))
        let status = out.withUnsafeMutableBufferPointer { target in
            data.withUnsafeBufferPointer { source in
                compress2(target.baseAddress, &size, source.baseAddress, uLong(data.count), 9)
            }
        }
        guard status == Z_OK else { return nil }
        out.removeSubrange(Int(size)...)
        return out
    }

    static func appendChunk(_ type: String, _ data: [UInt8], to out: inout [UInt8]) {
        appendBigEndian(UInt32(data.count), to: &out)
        let body = Array(type.utf8) + data
        out += body
        let crc = body.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
        appendBigEndian(UInt32(crc), to: &out)
    }

    static func appendBigEndian(_ value: UInt32, to out: inout [UInt8]) {
        out += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
