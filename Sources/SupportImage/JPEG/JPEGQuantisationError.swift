/// How far a JPEG's decoded samples may lie from the picture that was encoded, from its quantisation tables
/// alone: each DCT coefficient was rounded to a multiple of its step `q`, an error spread evenly over
/// ±q/2 (variance q²/12), and the orthonormal 8 × 8 transform spreads the 64 coefficients' errors over the
/// block's 64 samples, so a sample strays by `sqrt(Σ q²/12) / 8` levels (root mean square). A flat area
/// keeps only its DC coefficient: it strays by at most `q₀/16` levels.
///
/// For the contrast rules (Docs/Contrast.md): `ink` is the margin, in 8-bit levels per channel, around a
/// colour read from the solid core of glyphs; `flat` around a flat background's colour. At libjpeg's
/// quality 50 / 75 / 95 (4:2:0) `ink` is about 26 / 13 / 2.6 levels and `flat` 1.5 / 1 / 0.6.
public struct JPEGQuantisationError: Sendable, Equatable {
    /// Root-mean-square error of a luma sample, in levels.
    public let luma: Double
    /// Root-mean-square error of a chroma sample (the second component's table), in levels.
    public let chroma: Double
    /// The most a flat area's luma strays: half the DC step over 8.
    public let lumaDC: Double
    /// Chroma stored at fewer samples than luma (4:2:0, 4:2:2): a stroke's colour is averaged with its
    /// surroundings before the quantisation adds its own error.
    public let chromaSubsampled: Bool

    public init(header: JPEGHeader, quantisation: [[Int]]) {
        func rms(_ table: [Int]?) -> Double {
            guard let table, !table.isEmpty else { return 0 }
            return (table.reduce(0.0) { $0 + Double($1 * $1) / 12 }).squareRoot() / 8
        }
        luma = rms(quantisation.first)
        chroma = quantisation.count >= 3 ? rms(quantisation[1]) : 0
        lumaDC = Double(quantisation.first?.first ?? 0) / 16
        chromaSubsampled = header.components.count == 3
            && (header.components[0].horizontal > header.components[1].horizontal || header.components[0].vertical > header.components[1].vertical)
    }

    /// The margin around a glyph core's colour, per red, green and blue sample: the luma error, and a quarter
    /// of the chroma error (doubled when chroma is subsampled), since luminance follows luma closely.
    public var ink: Double { luma + 0.25 * chroma * (chromaSubsampled ? 2 : 1) }

    /// The margin around a flat background's colour: the DC step's error and the rounding to 8 bits.
    public var flat: Double { lumaDC + 0.5 }
}
