/// A decoded PNG image: its size, its pixels as RGBA samples, and what the file says about them.
///
/// **Pixel layout.** Row-major from the top-left pixel, left to right then top to bottom, no padding:
/// pixel (x, y) starts at sample index `(y * width + x) * 4` and holds red, green, blue, alpha in that order.
/// Every colour type is expanded to RGBA: grey is copied into red, green and blue; palette indices are
/// replaced by their palette colour; alpha comes from the alpha channel or `tRNS`, and is fully opaque
/// otherwise. Samples are not colour-converted, gamma-corrected or premultiplied.
///
/// **Sample depth.** Files of bit depth 16 give `.rgba16` (native `UInt16` values, 0…65535); every other
/// file gives `.rgba8` (0…255), with 1-, 2- and 4-bit grey scaled exactly (`v * 255 / (2^depth − 1)`).
public struct PNGImage: Sendable, Equatable {
    /// The samples, `width * height * 4` of them.
    public enum Pixels: Sendable, Equatable {
        case rgba8([UInt8])
        case rgba16([UInt16])
    }

    public let width: Int
    public let height: Int
    public let pixels: Pixels
    /// The file's header as stored (colour type, bit depth, interlacing).
    public let header: PNGHeader
    /// The colour space the file declares (never applied to the samples).
    public let colorSpace: PNGColorSpace

    /// 8 or 16: the depth of the samples in `pixels`.
    public var sampleDepth: Int {
        if case .rgba16 = pixels { return 16 }
        return 8
    }

    /// The red, green, blue and alpha samples of pixel (`x`, `y`), at the image's own depth.
    public func rgba(x: Int, y: Int) -> SIMD4<UInt16> {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside a \(width) × \(height) image")
        let i = (y * width + x) * 4
        switch pixels {
        case .rgba8(let s):
            return SIMD4(UInt16(s[i]), UInt16(s[i + 1]), UInt16(s[i + 2]), UInt16(s[i + 3]))
        case .rgba16(let s):
            return SIMD4(s[i], s[i + 1], s[i + 2], s[i + 3])
        }
    }

    /// The samples at 8 bits: as stored for 8-bit images, rounded (`(v * 255 + 32767) / 65535`) for 16-bit ones.
    public var rgba8: [UInt8] {
        switch pixels {
        case .rgba8(let s):
            return s
        case .rgba16(let s):
            return s.map { UInt8((UInt32($0) * 255 + 32767) / 65535) }
        }
    }
}
