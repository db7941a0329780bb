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

/// The colour chunks of a file as they are read, validated one by one, resolved into a `PNGColorSpace`.
struct PNGColorChunks: Sendable {
    /// The largest inflated ICC profile accepted (4 MiB); a larger one is refused as a compression error.
    static let maxProfileBytes = 4 << 20

    private var renderingIntent: Int?
    private var gamma: Int?
    private var chromaticities: [Int]?
    private var codePoints: PNGColorSpace.CodePoints?
    private var profileName: String?
    private var profileDescription: String?

    mutating func record(_ type: String, data: ArraySlice<UInt8>, offset: Int) throws(PNGError) {
        let b = data.startIndex
        func fail(_ message: String) -> PNGError { PNGError(.badChunk, message, offset: offset, chunk: type) }
        switch type {
        case "sRGB":
            guard data.count == 1 else { throw fail("sRGB holds \(data.count) bytes instead of 1") }
            guard data[b] <= 3 else { throw fail("sRGB gives rendering intent \(data[b]), which is not 0 to 3") }
            renderingIntent = Int(data[b])
        case "gAMA":
            guard data.count == 4 else { throw fail("gAMA holds \(data.count) bytes instead of 4") }
            let value = Int(PNGBytes.uint32(data, at: b))
            guard value > 0 else { throw fail("gAMA gives a gamma of 0") }
            gamma = value
        case "cHRM":
            guard data.count == 32 else { throw fail("cHRM holds \(data.count) bytes instead of 32") }
            chromaticities = (0..<8).map { Int(PNGBytes.uint32(data, at: b + 4 * $0)) }
        case "cICP":
            guard data.count == 4 else { throw fail("cICP holds \(data.count) bytes instead of 4") }
            guard data[b + 2] == 0 else { throw fail("cICP gives matrix coefficients \(data[b + 2]) instead of 0 (RGB)") }
            guard data[b + 3] <= 1 else { throw fail("cICP gives a full-range flag of \(data[b + 3]) instead of 0 or 1") }
            codePoints = .init(colourPrimaries: Int(data[b]), transferFunction: Int(data[b + 1]),
                               matrixCoefficients: Int(data[b + 2]), fullRange: data[b + 3] == 1)
        case "iCCP":
            guard let nul = data.prefix(80).firstIndex(of: 0), nul > b else {
                throw fail("iCCP has no profile name of 1 to 79 bytes ended by a zero byte")
            }
            guard nul + 1 < data.endIndex, data[nul + 1] == 0 else {
                throw fail("iCCP gives an unknown compression method (only 0, deflate, exists)")
            }
            profileName = String(data[b..<nul].map { Character(Unicode.Scalar($0)) })
            let profile = try PNGInflate.inflate(data[(nul + 2)...], limit: Self.maxProfileBytes, offset: offset, chunk: type)
            profileDescription = ICCProfile.description(of: profile)
        default:
            break
        }
    }

    /// The declared colour space, by the specification's chunk priority.
    var resolved: PNGColorSpace {
        let (declared, source, summary) = decide()
        return PNGColorSpace(declared: declared, source: source, summary: summary, renderingIntent: renderingIntent,
                             gamma: gamma, chromaticities: chromaticities, codePoints: codePoints,
                             profileName: profileName, profileDescription: profileDescription)
    }

    private func decide() -> (PNGColorSpace.Declared, PNGColorSpace.Source, String) {
        if let cicp = codePoints {
            let text = "cICP primaries \(cicp.colourPrimaries), transfer \(cicp.transferFunction)"
            switch (cicp.colourPrimaries, cicp.transferFunction) {
            case (1, 13): return (.sRGB, .cICP, text + " (sRGB)")
            case (12, 13): return (.displayP3, .cICP, text + " (Display P3)")
            default: return (.other, .cICP, text + " (neither sRGB nor Display P3)")
            }
        }
        if let name = profileName {
            let text = "iCCP profile \"\(name)\"" + (profileDescription.map { " described as \"\($0)\"" } ?? "")
            let named = Self.identify(profileDescription ?? "") ?? Self.identify(name)
            return (named ?? .other, .iCCP, text)
        }
        if let intent = renderingIntent {
            return (.sRGB, .sRGB, "sRGB chunk, rendering intent \(intent)")
        }
        if gamma != nil || chromaticities != nil {
            let gammaText = gamma.map { "gAMA \($0)" } ?? "no gAMA"
            let primariesText = chromaticities == nil ? "no cHRM" : "cHRM \(chromaticities!.map(String.init).joined(separator: " "))"
            let text = "\(gammaText), \(primariesText)"
            if let g = gamma, abs(g - 45455) <= 1, let c = chromaticities,
               zip(c, [31270, 32900, 64000, 33000, 30000, 60000, 15000, 6000]).allSatisfy({ abs($0 - $1) <= 1000 }) {
                return (.sRGB, .gAMAcHRM, text + " (sRGB values)")
            }
            return (.other, .gAMAcHRM, text + " (not the sRGB values)")
        }
        return (.unspecified, .none, "no colour chunk (sRGB by convention, not declared)")
    }

    /// Recognises "sRGB" and "Display P3" in a profile name or description, ignoring case, spaces and dashes.
    static func identify(_ text: String) -> PNGColorSpace.Declared? {
        let folded = String(text.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" })
        if folded.contains("displayp3") { return .displayP3 }
        if folded.contains("srgb") { return .sRGB }
        return nil
    }
}

/// Reads the description tag of an ICC profile (`desc`, as ICC v2 `desc` or v4 `mluc` text).
enum ICCProfile {
    static func description(of profile: [UInt8]) -> String? {
        let p = profile[...]
        guard profile.count >= 132 else { return nil }
        let tagCount = Int(PNGBytes.uint32(p, at: 128))
        guard tagCount <= (profile.count - 132) / 12 else { return nil }
        for t in 0..<tagCount {
            let entry = 132 + 12 * t
            guard String(decoding: profile[entry..<(entry + 4)], as: UTF8.self) == "desc" else { continue }
            let start = Int(PNGBytes.uint32(p, at: entry + 4))
            let size = Int(PNGBytes.uint32(p, at: entry + 8))
            guard start >= 0, size >= 12, start <= profile.count - size else { return nil }
            let tag = profile[start..<(start + size)]
            let kind = String(decoding: tag.prefix(4), as: UTF8.self)
            if kind == "desc" {
                let length = Int(PNGBytes.uint32(tag, at: start + 8))
                guard length <= size - 12 else { return nil }
                return String(decoding: tag[(start + 12)..<(start + 12 + length)].prefix { $0 != 0 }, as: UTF8.self)
            }
            if kind == "mluc", size >= 28 {
                let records = Int(PNGBytes.uint32(tag, at: start + 8))
                guard records > 0 else { return nil }
                let length = Int(PNGBytes.uint32(tag, at: start + 20))
                let offset = Int(PNGBytes.uint32(tag, at: start + 24))
                guard offset <= size, length <= size - offset else { return nil }
                let units = stride(from: start + offset, to: start + offset + length - 1, by: 2).map {
                    PNGBytes.uint16(tag, at: $0)
                }
                return String(decoding: units, as: UTF16.self)
            }
            return nil
        }
        return nil
    }
}
