/// What the application segments say: JFIF (APP0), the EXIF orientation (APP1), an ICC profile (APP2) and
/// Adobe's colour transform (APP14). Other application segments and comments are skipped.
struct JPEGMetadata {
    var jfif = false
    /// Adobe APP14's transform flag: 0 none (RGB), 1 YCbCr, 2 YCCK.
    var adobeTransform: Int?
    var orientation = 1
    /// ICC profile chunks by sequence number (1-based), and the count they declare.
    var profileChunks: [Int: ArraySlice<UInt8>] = [:]
    var profileChunkCounts: Set<Int> = []

    mutating func record(_ marker: UInt8, data: ArraySlice<UInt8>) {
        switch marker {
        case 0xE0:
            if data.starts(with: Array("JFIF".utf8) + [0]) { jfif = true }
        case 0xE1:
            // Only the first EXIF block counts (a second APP1 is usually XMP).
            if orientation == 1, let value = JPEGExif.orientation(data) { orientation = value }
        case 0xE2:
            let tag: [UInt8] = Array("ICC_PROFILE".utf8) + [0]
            guard data.starts(with: tag), data.count >= 14 else { return }
            let s = data.startIndex + 12
            profileChunks[Int(data[s])] = data[(s + 2)...]
            profileChunkCounts.insert(Int(data[s + 1]))
        case 0xEE:
            if data.starts(with: Array("Adobe".utf8)), data.count >= 12 { adobeTransform = Int(data[data.startIndex + 11]) }
        default:
            break
        }
    }

    /// How three components are read, as libjpeg decides: JFIF means YCbCr; else Adobe's flag (0 is RGB);
    /// else component ids 'R', 'G', 'B' mean RGB; else YCbCr.
    func coding(_ frame: JPEGFrame) -> JPEGHeader.ColourCoding {
        guard frame.components.count == 3 else { return .grey }
        if jfif { return .yCbCr }
        if let adobeTransform { return adobeTransform == 0 ? .rgb : .yCbCr }
        return frame.components.map(\.id) == [82, 71, 66] ? .rgb : .yCbCr
    }

    /// The colour space the ICC profile declares, read by its description as for a PNG `iCCP` profile.
    var colorSpace: PNGColorSpace {
        func space(_ declared: PNGColorSpace.Declared, _ source: PNGColorSpace.Source, _ summary: String, _ description: String? = nil) -> PNGColorSpace {
            PNGColorSpace(declared: declared, source: source, summary: summary, renderingIntent: nil, gamma: nil, chromaticities: nil,
                          codePoints: nil, profileName: nil, profileDescription: description)
        }
        guard !profileChunks.isEmpty else { return space(.unspecified, .none, "no ICC profile (sRGB by convention, not declared)") }
        guard profileChunkCounts.count == 1, let total = profileChunkCounts.first, total == profileChunks.count,
              (1...total).allSatisfy({ profileChunks[$0] != nil }) else {
            return space(.other, .iCCP, "an ICC profile in APP2 whose chunks are incomplete or inconsistent")
        }
        let profile = (1...total).flatMap { Array(profileChunks[$0]!) }
        let description = ICCProfile.description(of: profile)
        let declared = description.flatMap(PNGColorChunks.identify) ?? .other
        let text = "ICC profile in APP2" + (description.map { " described as \"\($0)\"" } ?? " without a description")
        return space(declared, .iCCP, text, description)
    }
}
