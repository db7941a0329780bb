/// The colour space a PNG file declares, read from its colour chunks and reported without converting any
/// sample: the caller decides what to do with an image that is not sRGB.
///
/// Chunk priority follows the PNG specification: `cICP` over `iCCP` over `sRGB` over `gAMA`/`cHRM`.
/// The fields of every colour chunk present are reported, whichever one decided.
public struct PNGColorSpace: Sendable, Equatable {
    /// The colour space the samples are in, as far as the file says.
    public enum Declared: String, Sendable, Equatable {
        /// sRGB: an `sRGB` chunk, an `iCCP` profile named or described as sRGB, `cICP` with BT.709
        /// primaries and the sRGB transfer (1, 13), or `gAMA` 0.45455 with sRGB `cHRM` chromaticities.
        case sRGB
        /// Display P3: `cICP` with P3-D65 primaries and the sRGB transfer (12, 13), or an `iCCP` profile
        /// named or described as "Display P3".
        case displayP3
        /// Some other colour space the file declares (another profile, HDR coding, other gamma or primaries).
        case other
        /// No colour chunk at all: readers conventionally assume sRGB, but the file does not say so.
        case unspecified
    }

    /// The chunk that decided `declared`.
    public enum Source: String, Sendable, Equatable {
        case cICP, iCCP, sRGB
        case gAMAcHRM = "gAMA/cHRM"
        case none
    }

    /// Coding-independent code points (`cICP`, ITU-T H.273).
    public struct CodePoints: Sendable, Equatable {
        public let colourPrimaries: Int
        public let transferFunction: Int
        public let matrixCoefficients: Int
        public let fullRange: Bool

        public init(colourPrimaries: Int, transferFunction: Int, matrixCoefficients: Int, fullRange: Bool) {
            self.colourPrimaries = colourPrimaries
            self.transferFunction = transferFunction
            self.matrixCoefficients = matrixCoefficients
            self.fullRange = fullRange
        }
    }

    public let declared: Declared
    public let source: Source
    /// One sentence naming what decided, e.g. `iCCP profile "Display P3"`.
    public let summary: String
    /// The `sRGB` chunk's rendering intent (0 perceptual, 1 relative colorimetric, 2 saturation, 3 absolute).
    public let renderingIntent: Int?
    /// The `gAMA` value times 100000 (45455 for 1/2.2).
    public let gamma: Int?
    /// The `cHRM` values times 100000: white x, y, red x, y, green x, y, blue x, y.
    public let chromaticities: [Int]?
    public let codePoints: CodePoints?
    /// The `iCCP` profile name (Latin-1) and the profile's own description tag (`desc`), when present.
    public let profileName: String?
    public let profileDescription: String?
}
