import Testing
import SupportImage

/// The decoder on small files built in the test: pixel layout, chunk rules, limits and errors.
@Suite struct PNGDecoderTests {
    typealias File = PNGTestFile

    /// A 2 × 2 RGBA image: red, green / blue, half-transparent white, unfiltered.
    static let rgba2x2: [UInt8] = [0, 255, 0, 0, 255, 0, 255, 0, 255,
                                   0, 0, 0, 255, 255, 255, 255, 255, 128]

    @Test func decodesRGBAInTheDocumentedLayout() throws {
        let image = try PNGDecoder.decode(File.image(width: 2, height: 2, raw: Self.rgba2x2).bytes)
        #expect(image.width == 2 && image.height == 2)
        #expect(image.pixels == .rgba8([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 128]))
        #expect(image.rgba(x: 1, y: 1) == SIMD4(255, 255, 255, 128))
        #expect(image.header.colorType == .rgba && image.header.bitDepth == 8 && !image.header.interlaced)
        #expect(image.colorSpace.declared == .unspecified)
    }

    @Test func inspectReadsTheHeaderWithoutInflating() throws {
        // The image data is not even a zlib stream: inspect never looks at it.
        var file = File.image(width: 2, height: 2, raw: Self.rgba2x2)
        file.chunks[1].data = [1, 2, 3]
        let info = try PNGDecoder.inspect(file.bytes)
        #expect(info.header.width == 2 && info.header.height == 2)
        #expect(throws: PNGError.self) { try PNGDecoder.decode(file.bytes) }
    }

    @Test func sixteenBitGreyKeepsItsSamplesAndComparesTRNSOnAllSixteenBits() throws {
        // Two pixels: 0x0101 (not the key 0x0102, opaque) and 0x0102 (the key, transparent).
        let file = File.image(width: 2, height: 1, depth: 16, colorType: 0, extra: [("tRNS", [0x01, 0x02])],
                              raw: [0, 0x01, 0x01, 0x01, 0x02])
        let image = try PNGDecoder.decode(file.bytes)
        #expect(image.pixels == .rgba16([0x0101, 0x0101, 0x0101, 65535, 0x0102, 0x0102, 0x0102, 0]))
        #expect(image.rgba8 == [1, 1, 1, 255, 1, 1, 1, 0])
    }

    @Test func interlacedOnePixelImageHasSixEmptyPasses() throws {
        let image = try PNGDecoder.decode(File.image(width: 1, height: 1, interlace: 1, raw: [0, 9, 8, 7, 6]).bytes)
        #expect(image.pixels == .rgba8([9, 8, 7, 6]))
    }

    @Test func unknownAncillaryChunksAreSkipped() throws {
        let file = File.image(width: 2, height: 2, extra: [("eXIf", [1, 2, 3]), ("zzZz", [])], raw: Self.rgba2x2)
        #expect(try PNGDecoder.decode(file.bytes).width == 2)
    }

    /// Decodes `file` expecting an error of `kind` whose description contains `text`.
    func refuse(_ file: [UInt8], _ kind: PNGError.Kind, _ text: String, chunk: String? = nil, offset: Int? = nil,
                sourceLocation: SourceLocation = #_sourceLocation) {
        let error = #expect(throws: PNGError.self, sourceLocation: sourceLocation) { try PNGDecoder.decode(file) }
        #expect(error?.kind == kind, "\(error.map(String.init(describing:)) ?? "no error")", sourceLocation: sourceLocation)
        #expect(error?.description.contains(text) == true, "\(error.map(String.init(describing:)) ?? "no error")", sourceLocation: sourceLocation)
        if let chunk { #expect(error?.chunk == chunk, sourceLocation: sourceLocation) }
        if let offset { #expect(error?.offset == offset, sourceLocation: sourceLocation) }
    }

    @Test func chunkStructureErrorsNameTheChunkAndOffset() {
        let good = File.image(width: 2, height: 2, raw: Self.rgba2x2)
        let bytes = good.bytes
        // IHDR at 8 (25 bytes, data from 16), IDAT at 33.
        refuse(bytes + [0], .badChunk, "1 bytes follow the IEND chunk", chunk: "IEND", offset: bytes.count)
        refuse(Array(bytes.dropLast(12)), .truncated, "without an IEND chunk", offset: bytes.count - 12)
        refuse(Array(bytes.dropLast(5)), .truncated, "ends inside a chunk header (7 bytes left, 12 needed)", offset: bytes.count - 12)
        refuse(Array(bytes.dropLast(13)), .truncated, "data bytes but the file ends", chunk: "IDAT", offset: 33)
        var crc = bytes
        crc[29] ^= 0x01
        refuse(crc, .badCRC, "CRC", chunk: "IHDR", offset: 29)
        var first = good
        first.chunks.insert(("gAMA", [0, 1, 0x86, 0xA0]), at: 0)
        refuse(first.bytes, .chunkOrder, "the first chunk is gAMA, not IHDR (chunk gAMA at byte 8)")
        var twice = good
        twice.chunks.insert(twice.chunks[0], at: 1)
        refuse(twice.bytes, .chunkOrder, "a second IHDR chunk appears", chunk: "IHDR", offset: 33)
        var split = good
        let data = split.chunks[1].data
        split.chunks[1].data = Array(data.prefix(5))
        split.chunks.insert(("tEXt", Array("a\0b".utf8)), at: 2)
        split.chunks.insert(("IDAT", Array(data.dropFirst(5))), at: 3)
        refuse(split.bytes, .chunkOrder, "IDAT chunks are not consecutive", chunk: "IDAT")
        var critical = good
        critical.chunks.insert(("ABCD", []), at: 1)
        refuse(critical.bytes, .badChunk, "unknown critical chunk ABCD")
        var noData = good
        noData.chunks.remove(at: 1)
        refuse(noData.bytes, .chunkOrder, "without any IDAT chunk")
        var late = good
        late.chunks.insert(("sRGB", [0]), at: 2)
        refuse(late.bytes, .chunkOrder, "sRGB comes after the image data")
    }

    @Test func headerErrorsSayWhichFieldIsWrong() {
        func header(_ w: Int, _ h: Int, depth: UInt8, type: UInt8) -> [UInt8] {
            PNGTestFile(chunks: [File.ihdr(width: w, height: h, depth: depth, colorType: type), ("IEND", [])]).bytes
        }
        refuse(header(0, 5, depth: 8, type: 6), .badHeader, "empty image of 0 × 5 pixels")
        refuse(header(5, 5, depth: 8, type: 5), .badHeader, "colour type 5")
        refuse(header(5, 5, depth: 16, type: 3), .badHeader, "bit depth 16, which colour type 3 does not allow", offset: 24)
        refuse(header(5, 5, depth: 4, type: 2), .badHeader, "bit depth 4")
        var method = File.image(width: 2, height: 2, raw: Self.rgba2x2)
        method.chunks[0].data[12] = 2
        refuse(method.bytes, .badHeader, "interlace method 2")
    }

    @Test func paletteErrors() {
        let palette = ("PLTE", [UInt8]([255, 0, 0, 0, 255, 0]))
        // Index 2 of a two-entry palette.
        refuse(File.image(width: 3, height: 1, colorType: 3, extra: [palette], raw: [0, 0, 1, 2]).bytes,
               .badPalette, "pixel (2, 0) uses palette index 2, past the 2-entry palette")
        refuse(File.image(width: 1, height: 1, colorType: 3, raw: [0, 0]).bytes, .badPalette, "no PLTE chunk before its first IDAT")
        refuse(File.image(width: 1, height: 1, colorType: 0, extra: [palette], raw: [0, 0]).bytes, .badPalette, "greyscale image has a PLTE")
        refuse(File.image(width: 1, height: 1, colorType: 3, extra: [("PLTE", [1, 2])], raw: [0, 0]).bytes, .badPalette, "PLTE holds 2 bytes")
        refuse(File.image(width: 1, height: 1, depth: 1, colorType: 3, extra: [("PLTE", [UInt8](repeating: 7, count: 9))], raw: [0, 0]).bytes,
               .badPalette, "3 entries, more than a 1-bit index can reach")
        refuse(File.image(width: 1, height: 1, colorType: 3, extra: [palette, ("tRNS", [1, 2, 3])], raw: [0, 0]).bytes,
               .badChunk, "3 alpha values for a palette of 2 entries")
        refuse(File.image(width: 1, height: 1, colorType: 3, extra: [("tRNS", [1]), palette], raw: [0, 0]).bytes,
               .chunkOrder, "tRNS comes before PLTE")
        refuse(File.image(width: 1, height: 1, extra: [("tRNS", [0, 1])], raw: [0, 1, 2, 3, 4]).bytes,
               .badChunk, "tRNS appears in an image with an alpha channel")
        refuse(File.image(width: 1, height: 1, colorType: 2, extra: [("tRNS", [0, 1])], raw: [0, 1, 2, 3]).bytes,
               .badChunk, "tRNS for an RGB image holds 2 bytes instead of 6")
    }

    @Test func imageDataMustInflateToExactlyTheNeededSize() {
        refuse(File.image(width: 2, height: 2, raw: Array(Self.rgba2x2.dropLast())).bytes,
               .compression, "inflates to 17 bytes, fewer than the 18 the header needs", chunk: "IDAT", offset: 33)
        refuse(File.image(width: 2, height: 2, raw: Self.rgba2x2 + [0]).bytes, .compression, "more than the 18 bytes")
        var noChecksum = File.image(width: 2, height: 2, raw: Self.rgba2x2)
        noChecksum.chunks[1].data.removeLast(4)
        refuse(noChecksum.bytes, .compression, "or its zlib stream is incomplete")
        var garbage = File.image(width: 2, height: 2, raw: Self.rgba2x2)
        garbage.chunks[1].data = [0x78, 0x9C, 0xFF, 0xFF, 0xFF, 0xFF]
        refuse(garbage.bytes, .compression, "not a valid zlib stream")
    }

    @Test func filterTypeAboveFourIsRefused() {
        var raw = Self.rgba2x2
        raw[9] = 5
        refuse(File.image(width: 2, height: 2, raw: raw).bytes, .badFilter, "scanline 1 has filter type 5")
        refuse(File.image(width: 1, height: 1, interlace: 1, raw: [7, 1, 2, 3, 4]).bytes, .badFilter, "scanline 0 of Adam7 pass 1 has filter type 7")
    }

    @Test func aHugeHeaderIsRefusedBeforeAnythingIsAllocated() {
        // 100000 × 100000 RGBA would need 40 GB; the header alone is refused, at IHDR.
        let huge = File.image(width: 100_000, height: 100_000, raw: [0, 0, 0, 0, 0])
        refuse(huge.bytes, .tooLarge, "100000 × 100000 = 10000000000 pixels, over the decoder's limit of 67108864 pixels",
               chunk: "IHDR", offset: 16)
        #expect(throws: PNGError.self) { try PNGDecoder.inspect(huge.bytes) }
        // Under the limit but with far too little data for its size: refused before the inflate buffer exists.
        refuse(File.image(width: 8000, height: 8000, raw: [0, 0, 0, 0, 0]).bytes, .compression, "too few to inflate to the 256008000 bytes")
    }

    @Test func thePixelLimitIsAParameter() throws {
        let raw = [UInt8](repeating: 0, count: 10 * 41)
        #expect(try PNGDecoder.decode(File.image(width: 10, height: 10, raw: raw).bytes, maxPixels: 100).width == 10)
        let error = #expect(throws: PNGError.self) {
            try PNGDecoder.decode(File.image(width: 10, height: 11, raw: raw + [UInt8](repeating: 0, count: 41)).bytes, maxPixels: 100)
        }
        #expect(error?.kind == .tooLarge)
        // No limit asked for: the size arithmetic still cannot overflow, and the missing data is caught first.
        let widest = #expect(throws: PNGError.self) {
            try PNGDecoder.decode(File.image(width: Int(Int32.max), height: Int(Int32.max), depth: 16, raw: [0]).bytes, maxPixels: .max)
        }
        #expect(widest?.message.hasSuffix("over the decoder's limit of 1099511627776 pixels") == true)
        let unlimited = #expect(throws: PNGError.self) {
            try PNGDecoder.decode(File.image(width: 100_000, height: 100_000, raw: [0]).bytes, maxPixels: .max)
        }
        #expect(unlimited?.kind == .compression)
    }

    @Test func otherFormatsAreNotPNG() {
        refuse([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10], .notPNG, "not a PNG: the file starts with a JPEG signature", offset: 0)
        refuse(Array("{\"type\": \"Application\"}".utf8), .notPNG, "starts with 7B 22 74 79 70 65 22 3A instead of the PNG signature")
        refuse([0x89, 0x50], .notPNG, "holds 2 bytes, fewer than the 8-byte PNG signature")
        refuse([], .notPNG, "holds 0 bytes")
    }

    @Test func errorDescriptionsNameChunkAndOffset() {
        #expect(PNGError(.badCRC, "the chunk's CRC is wrong", offset: 57, chunk: "IDAT").description == "the chunk's CRC is wrong (chunk IDAT at byte 57)")
        #expect(PNGError(.notPNG, "not a PNG", offset: 0).description == "not a PNG (at byte 0)")
    }
}
