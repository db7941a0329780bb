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
