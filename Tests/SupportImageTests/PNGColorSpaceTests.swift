import Testing
import SupportImage

/// Which colour space a file declares, from `cICP`, `iCCP`, `sRGB`, `gAMA` and `cHRM`, by the
/// specification's priority; nothing is converted.
@Suite struct PNGColorSpaceTests {
    typealias File = PNGTestFile

    /// A 1 × 1 opaque black RGB image with the given colour chunks.
    func colorSpace(_ chunks: [(String, [UInt8])]) throws -> PNGColorSpace {
        try PNGDecoder.decode(File.image(width: 1, height: 1, colorType: 2, extra: chunks, raw: [0, 0, 0, 0]).bytes).colorSpace
    }

    /// A minimal ICC profile: a 128-byte header and one `desc` tag, in ICC v2 `desc` or v4 `mluc` form.
    static func profile(description: String, v4: Bool) -> [UInt8] {
        let tag: [UInt8]
        if v4 {
            let text = description.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
            tag = Array("mluc".utf8) + [0, 0, 0, 0] + File.be32(1) + File.be32(12) + Array("enUS".utf8)
                + File.be32(UInt32(text.count)) + File.be32(28) + text
        } else {
            let text = Array(description.utf8) + [0]
            tag = Array("desc".utf8) + [0, 0, 0, 0] + File.be32(UInt32(text.count)) + text + [UInt8](repeating: 0, count: 79)
        }
        let header = File.be32(UInt32(144 + tag.count)) + [UInt8](repeating: 0, count: 124)
        return header + File.be32(1) + Array("desc".utf8) + File.be32(144) + File.be32(UInt32(tag.count)) + tag
    }

    static func iCCP(name: String, profile: [UInt8]) -> (String, [UInt8]) {
        ("iCCP", Array(name.utf8) + [0, 0] + File.zlib(profile))
    }

    @Test func noColourChunkIsUnspecified() throws {
        let space = try colorSpace([])
        #expect(space.declared == .unspecified && space.source == .none)
        #expect(space.summary.contains("not declared"))
    }

    @Test func sRGBChunk() throws {
        let space = try colorSpace([("sRGB", [1]), ("gAMA", File.be32(45455))])
        #expect(space.declared == .sRGB && space.source == .sRGB && space.renderingIntent == 1 && space.gamma == 45455)
    }

    @Test func cICPDecidesFirst() throws {
        #expect(try colorSpace([("cICP", [1, 13, 0, 1])]).declared == .sRGB)
        let p3 = try colorSpace([("cICP", [12, 13, 0, 1]), ("sRGB", [0])])
        #expect(p3.declared == .displayP3 && p3.source == .cICP && p3.renderingIntent == 0)
        #expect(p3.codePoints == PNGColorSpace.CodePoints(colourPrimaries: 12, transferFunction: 13, matrixCoefficients: 0, fullRange: true))
        // BT.2100 PQ is HDR: neither sRGB nor Display P3, even with P3 primaries.
        #expect(try colorSpace([("cICP", [9, 16, 0, 1])]).declared == .other)
        #expect(try colorSpace([("cICP", [12, 16, 0, 1])]).declared == .other)
    }

    @Test func iCCPByNameOrDescription() throws {
        let named = try colorSpace([Self.iCCP(name: "Display P3", profile: Self.profile(description: "", v4: true))])
        #expect(named.declared == .displayP3 && named.source == .iCCP && named.profileName == "Display P3")
        let v2 = try colorSpace([Self.iCCP(name: "ICC Profile", profile: Self.profile(description: "Display P3", v4: false))])
        #expect(v2.declared == .displayP3 && v2.profileDescription == "Display P3")
        let v4 = try colorSpace([Self.iCCP(name: "ICC Profile", profile: Self.profile(description: "sRGB IEC61966-2.1", v4: true))])
        #expect(v4.declared == .sRGB && v4.profileDescription == "sRGB IEC61966-2.1")
        #expect(v4.summary == "iCCP profile \"ICC Profile\" described as \"sRGB IEC61966-2.1\"")
        let adobe = try colorSpace([Self.iCCP(name: "Adobe RGB (1998)", profile: Self.profile(description: "Adobe RGB (1998)", v4: false))])
        #expect(adobe.declared == .other)
        // The profile outranks an sRGB chunk beside it.
        #expect(try colorSpace([("sRGB", [0]), Self.iCCP(name: "Display P3", profile: [])]).source == .iCCP)
    }

    @Test func gammaAndChromaticitiesAlone() throws {
        let srgbValues: [UInt32] = [31270, 32900, 64000, 33000, 30000, 60000, 15000, 6000]
        let chrm = ("cHRM", srgbValues.flatMap(File.be32))
        let srgb = try colorSpace([("gAMA", File.be32(45455)), chrm])
        #expect(srgb.declared == .sRGB && srgb.source == .gAMAcHRM && srgb.chromaticities == srgbValues.map(Int.init))
        // PngSuite's ccwn2c08: sRGB primaries but linear gamma.
        let linear = try PNGDecoder.decode(PngSuite.bytes("ccwn2c08")).colorSpace
        #expect(linear.declared == .other && linear.gamma == 100000 && linear.chromaticities == srgbValues.map(Int.init))
        let g03 = try PNGDecoder.decode(PngSuite.bytes("g03n0g16")).colorSpace
        #expect(g03.declared == .other && g03.gamma == 35000 && g03.summary == "gAMA 35000, no cHRM (not the sRGB values)")
    }

    @Test func malformedColourChunksAreRefused() {
        func kind(_ chunks: [(String, [UInt8])]) -> PNGError? {
            #expect(throws: PNGError.self) { try colorSpace(chunks) }
        }
        #expect(kind([("cICP", [1, 13, 1, 1])])?.message == "cICP gives matrix coefficients 1 instead of 0 (RGB)")
        #expect(kind([("sRGB", [4])])?.message == "sRGB gives rendering intent 4, which is not 0 to 3")
        #expect(kind([("gAMA", [0, 0, 0, 0])])?.message == "gAMA gives a gamma of 0")
        #expect(kind([("cHRM", [0])])?.message == "cHRM holds 1 bytes instead of 32")
        #expect(kind([("iCCP", Array("P3".utf8) + [0, 1, 0x78])])?.message == "iCCP gives an unknown compression method (only 0, deflate, exists)")
        #expect(kind([("iCCP", [0, 0])])?.message == "iCCP has no profile name of 1 to 79 bytes ended by a zero byte")
        let corrupt = kind([("iCCP", Array("P3".utf8) + [0, 0, 0x78, 0x9C, 0xFF, 0xFF])])
        #expect(corrupt?.kind == .compression && corrupt?.chunk == "iCCP")
        #expect(kind([("sRGB", [0]), ("sRGB", [0])])?.message == "a second sRGB chunk appears")
    }
}

/// The ICC description reader on damaged profiles: random bytes behind a plausible tag table never crash it.
@Suite struct ICCProfileFuzzTests {
    @Test func damagedProfilesNeverCrashTheDescriptionReader() throws {
        var generator = SeededGenerator(seed: 0x1CC)
        var described = 0
        for round in 0..<400 {
            var profile = PNGColorSpaceTests.profile(description: "Display P3", v4: round % 2 == 0)
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                profile[Int.random(in: 128..<profile.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            }
            if round % 4 == 1 {
                profile = Array(profile.prefix(Int.random(in: 100...profile.count, using: &generator)))
            }
            let chunk = PNGColorSpaceTests.iCCP(name: "ICC Profile", profile: profile)
            let file = PNGTestFile.image(width: 1, height: 1, colorType: 2, extra: [chunk], raw: [0, 0, 0, 0])
            let space = try PNGDecoder.decode(file.bytes).colorSpace
            #expect(space.source == .iCCP)
            if space.profileDescription != nil { described += 1 }
        }
        #expect(described > 0 && described < 400)
    }
}
