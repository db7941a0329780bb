/// The validated content of a PNG file's `IHDR` chunk, and the sizes derived from it.
public struct PNGHeader: Sendable, Equatable {
    /// The PNG colour types (the `IHDR` colour type byte).
    public enum ColorType: UInt8, Sendable, Equatable {
        case grey = 0
        case rgb = 2
        case indexed = 3
        case greyAlpha = 4
        case rgba = 6

        /// Samples per pixel as stored in the file (an index counts as one).
        var channels: Int {
            switch self {
            case .grey, .indexed: return 1
            case .greyAlpha: return 2
            case .rgb: return 3
            case .rgba: return 4
            }
        }

        /// The bit depths the specification allows for this colour type.
        var allowedBitDepths: [Int] {
            switch self {
            case .grey: return [1, 2, 4, 8, 16]
            case .indexed: return [1, 2, 4, 8]
            case .rgb, .greyAlpha, .rgba: return [8, 16]
            }
        }
    }

    public let width: Int
    public let height: Int
    /// Bits per sample (per palette index for indexed images): 1, 2, 4, 8 or 16.
    public let bitDepth: Int
    public let colorType: ColorType
    /// True for Adam7 interlacing (interlace method 1).
    public let interlaced: Bool

    /// Bits per pixel as stored in the file.
    var bitsPerPixel: Int { bitDepth * colorType.channels }
    /// The byte distance used by the Sub, Average and Paeth filters: whole bytes per pixel, at least 1.
    var filterStride: Int { max(1, bitsPerPixel / 8) }

    /// Bytes of one packed scanline of `columns` pixels, without its filter byte.
    func rowBytes(columns: Int) -> Int {
        (columns * bitsPerPixel + 7) / 8
    }

    /// Parses and validates the 13 data bytes of `IHDR` found at `offset`; refuses images over `maxPixels`
    /// before anything is allocated for them.
    init(data: ArraySlice<UInt8>, offset: Int, maxPixels: Int) throws(PNGError) {
        guard data.count == 13 else {
            throw PNGError(.badHeader, "IHDR holds \(data.count) bytes instead of 13", offset: offset, chunk: "IHDR")
        }
        let b = data.startIndex
        let width = Int(PNGBytes.uint32(data, at: b))
        let height = Int(PNGBytes.uint32(data, at: b + 4))
        let depth = Int(data[b + 8])
        let field = offset + 8
        guard width > 0, height > 0 else {
            throw PNGError(.badHeader, "IHDR gives an empty image of \(width) × \(height) pixels", offset: field, chunk: "IHDR")
        }
        guard width <= Int(Int32.max), height <= Int(Int32.max) else {
            throw PNGError(.badHeader, "IHDR gives a width or height over 2^31 − 1 (\(width) × \(height))", offset: field, chunk: "IHDR")
        }
        guard let colorType = ColorType(rawValue: data[b + 9]) else {
            throw PNGError(.badHeader, "IHDR gives colour type \(data[b + 9]), which is not 0, 2, 3, 4 or 6", offset: field + 9, chunk: "IHDR")
        }
        guard colorType.allowedBitDepths.contains(depth) else {
            throw PNGError(.badHeader, "IHDR gives bit depth \(depth), which colour type \(colorType.rawValue) does not allow (allowed: \(colorType.allowedBitDepths.map(String.init).joined(separator: ", ")))", offset: field + 8, chunk: "IHDR")
        }
        guard data[b + 10] == 0 else {
            throw PNGError(.badHeader, "IHDR gives compression method \(data[b + 10]) instead of 0 (deflate)", offset: field + 10, chunk: "IHDR")
        }
        guard data[b + 11] == 0 else {
            throw PNGError(.badHeader, "IHDR gives filter method \(data[b + 11]) instead of 0", offset: field + 11, chunk: "IHDR")
        }
        guard data[b + 12] <= 1 else {
            throw PNGError(.badHeader, "IHDR gives interlace method \(data[b + 12]), which is neither 0 (none) nor 1 (Adam7)", offset: field + 12, chunk: "IHDR")
        }
        // Both factors are below 2^31, so the product fits in a 64-bit Int.
        let pixels = width * height
        guard pixels <= maxPixels else {
            throw PNGError(.tooLarge, "IHDR gives \(width) × \(height) = \(pixels) pixels, over the decoder's limit of \(maxPixels) pixels", offset: field, chunk: "IHDR")
        }
        self.width = width
        self.height = height
        self.bitDepth = depth
        self.colorType = colorType
        self.interlaced = data[b + 12] == 1
    }

    /// The reduced images the scanlines are stored as: one for a plain image, the seven Adam7 passes
    /// (empty ones included, with zero columns or rows) for an interlaced image.
    var passes: [PNGPass] {
        interlaced ? PNGPass.adam7(width: width, height: height) : [PNGPass(x0: 0, y0: 0, dx: 1, dy: 1, columns: width, rows: height)]
    }

    /// The exact number of bytes the inflated `IDAT` stream must hold: every non-empty pass's rows,
    /// each a filter byte and the packed row.
    var inflatedSize: Int {
        passes.reduce(0) { total, pass in
            pass.isEmpty ? total : total + pass.rows * (1 + rowBytes(columns: pass.columns))
        }
    }
}
