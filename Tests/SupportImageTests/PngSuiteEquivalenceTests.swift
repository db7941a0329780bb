import Testing
import SupportImage

/// Files of PngSuite that store the same picture differently must decode to the same samples: interlaced
/// and plain, split image data, compression levels, ancillary chunks. This needs no reference pixels.
@Suite("PngSuite equivalences")
struct PngSuiteEquivalenceTests {
    /// Groups of files with identical pixels (image-rs's `tests/results.txt` lists the same classes).
    static let classes: [[String]] = {
        let interlaced = PngSuite.validNames.filter { ($0.hasPrefix("basi") || $0.hasPrefix("bgai")) && !$0.hasSuffix("16") }
            .map { [$0, $0.replacingOccurrences(of: "i", with: "n", options: [], range: $0.index($0.startIndex, offsetBy: 3)..<$0.index($0.startIndex, offsetBy: 4))] }
            .filter { PngSuite.validNames.contains($0[1]) }
        let sizes = PngSuite.validNames.filter { $0.hasPrefix("s") && $0.dropFirst(3).hasPrefix("i") }
            .map { [$0, String($0.prefix(3)) + "n" + $0.dropFirst(4)] }
        return interlaced + sizes + [
            ["basn0g16", "oi1n0g16", "oi2n0g16", "oi4n0g16", "oi9n0g16"],
            ["basn2c16", "oi1n2c16", "oi2n2c16", "oi4n2c16", "oi9n2c16"],
            ["z00n2c08", "z03n2c08", "z06n2c08", "z09n2c08"],
            ["basn0g08", "ps1n0g08", "ps2n0g08"],
            ["tbbn3p08", "tp1n3p08"],
        ]
    }()

    @Test func theClassesCoverTheirFamilies() {
        // 11 interlaced 1- to 8-bit basics (the 16-bit pairs differ in the suite itself), 18 odd sizes, 5 more.
        #expect(Self.classes.count == 11 + 18 + 5)
        #expect(Self.classes.allSatisfy { $0.allSatisfy(PngSuite.validNames.contains) })
    }

    @Test("files in a class decode to the same pixels", arguments: classes)
    func sameSamples(names: [String]) throws {
        let images = try names.map { try PNGDecoder.decode(PngSuite.bytes($0)) }
        for (name, image) in zip(names.dropFirst(), images.dropFirst()) {
            #expect(image.width == images[0].width && image.height == images[0].height, "\(name) against \(names[0])")
            #expect(image.pixels == images[0].pixels, "\(name) against \(names[0])")
        }
    }
}
