/// A decoded JPEG picture: its size as shown (EXIF orientation applied), its pixels as RGBA samples in the
/// same layout as `PNGImage`, and what the file says about them.
///
/// **Pixel layout.** Row-major from the top-left pixel, left to right then top to bottom, no padding: pixel
/// (x, y) starts at sample index `(y * width + x) * 4` and holds red, green, blue, alpha (always 255).
/// Grey is copied into red, green and blue. Samples are 8-bit (`.rgba8`), converted from YCbCr per JFIF
/// (BT.601, full range), with chroma upsampled by replication; no colour management is applied.
public struct JPEGImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// Always `.rgba8`, `width * height * 4` samples.
    public let pixels: PNGImage.Pixels
    /// The frame, colour coding, orientation and colour space the file declares.
    public let header: JPEGHeader
    /// Per component of the frame (in frame order), the 64 quantisation steps it was decoded with, in natural
    /// order (row by row): what the encoder threw away, and so how far a decoded sample may lie from the
    /// original (`JPEGQuantisationError`).
    public let quantisation: [[Int]]

    public init(width: Int, height: Int, pixels: PNGImage.Pixels, header: JPEGHeader, quantisation: [[Int]] = []) {
        self.width = width
        self.height = height
        self.pixels = pixels
        self.header = header
        self.quantisation = quantisation
    }

    /// How far the quantisation let decoded samples stray from the picture that was encoded.
    public var quantisationError: JPEGQuantisationError { JPEGQuantisationError(header: header, quantisation: quantisation) }

    /// The colour space the file declares (an ICC profile in APP2, or none).
    public var colorSpace: PNGColorSpace { header.colorSpace }

    /// The red, green, blue and alpha samples of pixel (`x`, `y`).
    public func rgba(x: Int, y: Int) -> SIMD4<UInt16> {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside a \(width) × \(height) image")
        let i = (y * width + x) * 4
        let s = rgba8
        return SIMD4(UInt16(s[i]), UInt16(s[i + 1]), UInt16(s[i + 2]), UInt16(s[i + 3]))
    }

    /// The 8-bit samples.
    public var rgba8: [UInt8] {
        switch pixels {
        case .rgba8(let s): return s
        case .rgba16(let s): return s.map { UInt8((UInt32($0) * 255 + 32767) / 65535) }
        }
    }
}
