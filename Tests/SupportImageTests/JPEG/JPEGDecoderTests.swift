import Testing
import SupportImage

/// Files built by `JPEGTestFile`: the layout and the arithmetic on flat blocks, the EXIF orientation, restart
/// markers, and every refusal with its kind, marker and offset.
@Suite struct JPEGDecoderTests {
    /// A 4 × 2-block grey picture whose blocks differ: DC value (bx + 1) × 10 − by × 50.
    static func pattern(_ bx: Int, _ by: Int) -> Int { (bx + 1) * 10 - by * 50 }
    static let grey = JPEGTestFile(width: 32, height: 16) { _, bx, by in pattern(bx, by) }

    func error(_ bytes: [UInt8]) -> JPEGError? {
        do {
            _ = try JPEGDecoder.decode(bytes)
            return nil
        } catch {
            return error
        }
    }

    @Test func flatBlocksDecodeTo128PlusTheirDCValue() throws {
        let image = try JPEGDecoder.decode(Self.grey.bytes)
        #expect(image.width == 32 && image.height == 16 && image.header.process == .baseline && image.header.colourCoding == .grey)
        let samples = image.rgba8
        #expect(samples.count == 32 * 16 * 4)
        for y in 0..<16 {
            for x in 0..<32 {
                let v = UInt16(128 + Self.pattern(x / 8, y / 8))
                #expect(image.rgba(x: x, y: y) == SIMD4(v, v, v, 255), "pixel \(x), \(y)")
            }
        }
    }

    @Test func chromaIsReplicatedAndConvertedPerJFIF() throws {
        // 4:2:0, 16 × 16: four luma blocks, one Cb and one Cr block.
        let file = JPEGTestFile(width: 16, height: 16, components: [(1, 2, 2), (2, 1, 1), (3, 1, 1)]) { c, bx, by in
            c == 0 ? (bx + 2 * by) * 20 - 30 : c == 1 ? 40 : -60
        }
        let image = try JPEGDecoder.decode(file.bytes)
        #expect(image.header.subsampling == "4:2:0" && image.header.colourCoding == .yCbCr)
        for (x, y) in [(0, 0), (15, 0), (3, 12), (15, 15)] {
            let luma = Double(128 + (x / 8 + 2 * (y / 8)) * 20 - 30), cb = 40.0, cr = -60.0
            // BT.601 full range, as JFIF defines it.
            let expected = [luma + 1.402 * cr, luma - 0.344136 * cb - 0.714136 * cr, luma + 1.772 * cb]
            let got = image.rgba(x: x, y: y)
            for i in 0..<3 {
                #expect(abs(Double(got[i]) - min(255, max(0, expected[i]))) <= 1, "pixel \(x), \(y) channel \(i): \(got[i]) vs \(expected[i])")
            }
            #expect(got[3] == 255)
        }
    }

    @Test("the EXIF orientation is applied", arguments: 1...8)
    func orientationIsApplied(_ orientation: Int) throws {
        var file = Self.grey
        file.segments.insert(JPEGTestFile.exif(orientation: orientation, littleEndian: orientation % 2 == 0), at: 0)
        let image = try JPEGDecoder.decode(file.bytes)
        #expect(image.header.orientation == orientation)
        let turned = orientation >= 5
        #expect(image.width == (turned ? 16 : 32) && image.height == (turned ? 32 : 16))
        // Where the stored pixel (x, y) of a W × H picture is shown, by the EXIF definitions.
        func shown(_ x: Int, _ y: Int) -> (Int, Int) {
            let (w, h) = (32, 16)
            switch orientation {
            case 2: return (w - 1 - x, y)
            case 3: return (w - 1 - x, h - 1 - y)
            case 4: return (x, h - 1 - y)
            case 5: return (y, x)
            case 6: return (h - 1 - y, x)
            case 7: return (h - 1 - y, w - 1 - x)
            case 8: return (y, w - 1 - x)
            default: return (x, y)
            }
        }
        for (x, y) in [(0, 0), (31, 0), (0, 15), (31, 15), (9, 3), (20, 10)] {
            let (sx, sy) = shown(x, y)
            let v = UInt16(128 + Self.pattern(x / 8, y / 8))
            #expect(image.rgba(x: sx, y: sy) == SIMD4(v, v, v, 255), "stored \(x), \(y) shown at \(sx), \(sy)")
        }
        #expect(try JPEGDecoder.inspect(file.bytes).width == image.width)
    }

    @Test func restartMarkersAreFollowedAndChecked() throws {
        let file = JPEGTestFile(width: 32, height: 16, restart: 3) { _, bx, by in Self.pattern(bx, by) }
        #expect(try JPEGDecoder.decode(file.bytes).rgba8 == JPEGDecoder.decode(Self.grey.bytes).rgba8)
        // RST0 renumbered RST5: out of sequence.
        var bytes = file.bytes
        let rst = try #require((0..<(bytes.count - 1)).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xD0 })
        bytes[rst + 1] = 0xD5
        let wrong = error(bytes)
        #expect(wrong?.kind == .badData && wrong?.offset == rst && wrong?.message.contains("expects RST0 before MCU 3 of 8") == true,
                "\(String(describing: wrong))")
    }

    @Test func refusedFormsAreNamed() throws {
        func frame(_ change: (inout [UInt8]) -> Void, marker: UInt8 = 0xC0) -> JPEGError? {
            var file = Self.grey
            let i = file.index(0xC0)
            change(&file.segments[i].data)
            file.segments[i].marker = marker
            return error(file.bytes)
        }
        let sofOffset = 2 + 4 + 65
        let cases: [(JPEGError?, JPEGError.Kind, String)] = [
            (frame({ _ in }, marker: 0xC3), .unsupported, "lossless JPEG"),
            (frame({ _ in }, marker: 0xC9), .unsupported, "arithmetic-coded JPEG"),
            (frame({ _ in }, marker: 0xC5), .unsupported, "hierarchical"),
            (frame({ $0[0] = 12 }), .unsupported, "12-bit samples"),
            (frame({ $0[5] = 4; $0 += [2, 0x11, 0, 3, 0x11, 0, 4, 0x11, 0] }), .unsupported, "4 components (CMYK or YCCK)"),
            (frame({ $0[5] = 2; $0 += [2, 0x11, 0] }), .unsupported, "2 components"),
            (frame({ $0[3] = 0; $0[4] = 0 }), .badFrame, "width is 0"),
            (frame({ $0[1] = 0; $0[2] = 0 }), .unsupported, "DNL"),
            (frame({ $0[1] = 0xFF; $0[2] = 0xFF; $0[3] = 0xFF; $0[4] = 0xFF }), .tooLarge, "65535 x 65535"),
            (frame({ $0[7] = 0x51 }), .badFrame, "sampling factors 5x1"),
            (frame({ $0[7] = 0x10 }), .badFrame, "sampling factors 1x0"),
            (frame({ $0[8] = 4 }), .badFrame, "quantisation table 4"),
            (frame({ $0.removeLast() }), .badSegment, "declares 1 components"),
        ]
        for (error, kind, words) in cases {
            #expect(error?.kind == kind && error?.message.contains(words) == true && error?.marker?.hasPrefix("SOF") == true,
                    "\(words): \(String(describing: error))")
            #expect(error?.offset == sofOffset, "\(words): \(String(describing: error))")
        }
    }

    @Test func markersOutOfOrderAreRefused() throws {
        func variant(_ change: (inout JPEGTestFile) -> Void) -> JPEGError? {
            var file = Self.grey
            change(&file)
            return error(file.bytes)
        }
        let scanFirst = variant { f in f.segments.insert(f.segments.remove(at: f.index(0xDA)), at: 0) }
        #expect(scanFirst?.kind == .markerOrder && scanFirst?.marker == "SOS" && scanFirst?.message.contains("before the frame header") == true)
        let noTables = variant { f in f.segments.remove(at: f.index(0xC4)) }
        #expect(noTables?.kind == .markerOrder && noTables?.message.contains("DC Huffman table 0") == true)
        let noQuantisation = variant { f in f.segments.remove(at: f.index(0xDB)) }
        #expect(noQuantisation?.kind == .markerOrder && noQuantisation?.message.contains("quantisation table 0") == true)
        let twoFrames = variant { f in f.segments.insert(f.segments[f.index(0xC0)], at: f.index(0xC0)) }
        #expect(twoFrames?.kind == .markerOrder && twoFrames?.message.contains("second frame header") == true)
        let noScan = variant { f in f.segments.remove(at: f.index(0xDA)) }
        #expect(noScan?.kind == .markerOrder && noScan?.message == "EOI comes before any scan")
        let noFrame = variant { f in f.segments = [f.segments[0]] }
        #expect(noFrame?.kind == .markerOrder && noFrame?.message == "EOI comes before any frame header")
        // A three-component frame whose scan covers only the first component.
        var partial = JPEGTestFile(width: 8, height: 8, components: [(1, 1, 1), (2, 1, 1), (3, 1, 1)])
        let single = JPEGTestFile(width: 8, height: 8)
        partial.segments[partial.index(0xDA)] = single.segments[single.index(0xDA)]
        #expect(error(partial.bytes)?.message == "component 2 has no scan: its samples are never coded")
        #expect(error(Array(Self.grey.bytes.dropLast(2)))?.kind == .truncated)
        #expect(error(Array(Self.grey.bytes.dropLast(2)))?.message == "the file ends after scan 1 without an end-of-image marker (EOI)")
    }

    @Test func bogusHuffmanTablesAndCodesAreRefused() throws {
        func table(_ data: [UInt8]) -> JPEGError? {
            var file = Self.grey
            file.segments[file.index(0xC4)].data = data
            return error(file.bytes)
        }
        // Three codes of length 1, two of length 1 (the second all ones), and 300 codes.
        let over = table([0x00, 3] + Array(repeating: 0, count: 15) + [0, 1, 2])
        #expect(over?.kind == .badSegment && over?.marker == "DHT" && over?.message.contains("prefix code") == true)
        #expect(table([0x00, 2] + Array(repeating: 0, count: 15) + [0, 1])?.kind == .badSegment)
        #expect(table([0x00, 0, 0, 0, 0, 0, 0, 0, 200, 100] + Array(repeating: 0, count: 7) + Array(repeating: 0, count: 300))?.message.contains("300 codes") == true)
        #expect(table([0x24] + Array(repeating: 0, count: 16))?.message.contains("class 2, id 4") == true)
        #expect(table([0x00, 1])?.message.contains("ends inside its 16 code-length counts") == true)
        #expect(table([0x00, 4] + Array(repeating: 0, count: 15) + [0])?.message.contains("declares 4 symbols") == true)
        // A DC table whose only code is 0: the data's one bits match no code.
        var file = Self.grey
        file.segments[file.index(0xC4)].data = [0x00, 1] + Array(repeating: 0, count: 15) + [0] + [0x10, 1] + Array(repeating: 0, count: 15) + [0]
        file.segments[file.index(0xDA)].entropy = [0x3F, 0xFF, 0x00, 0xFF, 0x00]
        let code = error(file.bytes)
        #expect(code?.kind == .badData && code?.message.hasPrefix("scan 1, MCU 1: no code of the DC Huffman table") == true, "\(String(describing: code))")
    }

    @Test func hugeFramesAreRefusedBeforeAllocating() throws {
        // 8000 × 8000 is within the 64-megapixel limit, but a few bytes cannot hold its million blocks.
        var file = Self.grey
        file.segments[file.index(0xC0)].data.replaceSubrange(1..<5, with: [0x1F, 0x40, 0x1F, 0x40])
        let error = error(file.bytes)
        #expect(error?.kind == .truncated && error?.marker == "SOS" && error?.message.contains("1000000 blocks of a 8000 x 8000 picture") == true)
        // A lower limit refuses the small picture itself.
        #expect(throws: JPEGError.self) { try JPEGDecoder.decode(Self.grey.bytes, maxPixels: 511) }
        #expect(try JPEGDecoder.decode(Self.grey.bytes, maxPixels: 512).width == 32)
    }

    @Test func otherFilesAreNotJPEG() {
        #expect(error([])?.kind == .notJPEG)
        #expect(error([0xFF])?.kind == .notJPEG)
        #expect(error([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])?.message == "not a JPEG: the file starts with a PNG signature")
        #expect(error(Array("<hierarchy/>".utf8))?.description == "not a JPEG: the file starts with no start-of-image marker (FF D8) (at byte 0)")
    }

    @Test func errorDescriptionsNameMarkerAndOffset() {
        var file = Self.grey
        file.segments[file.index(0xDB)].data[0] = 0x24
        let error = error(file.bytes)
        #expect(error?.description == "DQT defines table 4 with precision 2; tables are 0 to 3 of 8 (0) or 16 (1) bits (marker DQT at byte 2)")
    }
}
