import CZlib
import Testing
@testable import SupportImage

/// The image data inflated scanline by scanline: rows inflated in place, batches carrying the row above,
/// the zlib header and Adler-32 trailer read by the decoder, and which error wins when several are present.
@Suite struct PNGStreamingDecodeTests {
    typealias File = PNGTestFile

    /// `rows` (unfiltered scanlines) with filter types taken in turn from `filters`, each row filtered against
    /// the one above as the specification defines, `stride` bytes per pixel.
    static func filtered(_ rows: [[UInt8]], stride: Int, filters: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var above = [UInt8](repeating: 0, count: rows.first?.count ?? 0)
        for (r, row) in rows.enumerated() {
            let filter = filters[r % filters.count]
            out.append(filter)
            for i in row.indices {
                let a = i >= stride ? Int(row[i - stride]) : 0, b = Int(above[i]), c = i >= stride ? Int(above[i - stride]) : 0
                let predicted: Int
                switch filter {
                case 1: predicted = a
                case 2: predicted = b
                case 3: predicted = (a + b) / 2
                case 4:
                    let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    predicted = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                default: predicted = 0
                }
                out.append(row[i] &- UInt8(predicted))
            }
            above = row
        }
        return out
    }

    static func noise(_ count: Int, seed: UInt64) -> [UInt8] {
        var generator = SeededGenerator(seed: seed)
        return (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
    }

    static func adler(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { UInt32(adler32(1, $0.baseAddress, uInt($0.count))) }
    }

    @Test func adler32MatchesZlibWhateverTheLengthAndPieces() {
        var generator = SeededGenerator(seed: 11)
        for count in [0, 1, 15, 16, 17, 31, 255, 5551, 5552, 5553, 11_104, 70_001] {
            // Random bytes, and all 255 (the largest sums the blocks must hold without overflow).
            for bytes in [Self.noise(count, seed: UInt64(count)), [UInt8](repeating: 255, count: count)] {
                var whole = PNGAdler32()
                bytes.withUnsafeBufferPointer { whole.update($0.baseAddress ?? UnsafePointer(bitPattern: 1)!, count: $0.count) }
                #expect(whole.value == Self.adler(bytes), "\(count) bytes")
                var pieces = PNGAdler32()
                var start = 0
                while start < count {
                    let end = min(count, start + Int.random(in: 1...7000, using: &generator))
                    bytes.withUnsafeBufferPointer { pieces.update($0.baseAddress! + start, count: end - start) }
                    start = end
                }
                #expect(pieces.value == Self.adler(bytes), "\(count) bytes in pieces")
            }
        }
    }

    @Test func wideRowsOfEveryFilterDecodeInPlaceAndInBatches() throws {
        let width = 300, height = 11
        let rgba = (0..<height).map { Self.noise(width * 4, seed: UInt64($0)) }
        // 8-bit RGBA rows this long are inflated straight into the pixels.
        #expect(width * 4 >= PNGDecoder.inPlaceRowBytes)
        // Each filter also on the first row, where there is no row above (four bytes a pixel: a pixel at a time).
        for filters: [UInt8] in [[0, 1, 2, 3, 4], [1, 4, 3], [3, 1, 4], [4, 3, 2, 1]] {
            let plain = File.image(width: width, height: height, raw: Self.filtered(rgba, stride: 4, filters: filters))
            #expect(try PNGDecoder.decode(plain.bytes).pixels == .rgba8(rgba.flatMap { $0 }), "filters \(filters)")
        }
        // RGB goes through the batches and is expanded.
        let rgb = rgba.map { row in stride(from: 0, to: row.count, by: 4).flatMap { row[$0..<($0 + 3)] } }
        let rgbFile = File.image(width: width, height: height, colorType: 2, raw: Self.filtered(rgb, stride: 3, filters: [4, 3, 2, 1, 0]))
        // Typed: untyped, this expression took the type checker 0.4 s.
        let expected: [UInt8] = rgb.flatMap { (row: [UInt8]) -> [UInt8] in
            var out: [UInt8] = []
            for start in stride(from: 0, to: row.count, by: 3) { out += row[start..<(start + 3)]; out.append(255) }
            return out
        }
        #expect(try PNGDecoder.decode(rgbFile.bytes).pixels == .rgba8(expected))
    }

    @Test func batchesCarryTheRowAboveAcrossTheirBoundary() throws {
        // One grey pixel per row: a batch holds batchBytes / 2 rows, so this image spans two, and Up, Average
        // and Paeth on the first row of the second batch need the last row of the first.
        let height = PNGDecoder.batchBytes / 2 + 40
        let rows = Self.noise(height, seed: 5).map { [$0] }
        let file = File.image(width: 1, height: height, colorType: 0, raw: Self.filtered(rows, stride: 1, filters: [2, 3, 4, 2]))
        let image = try PNGDecoder.decode(file.bytes)
        #expect(image.pixels == .rgba8(rows.flatMap { [$0[0], $0[0], $0[0], 255] }))
    }

    @Test func theZlibHeaderAndTrailerMaySpanChunks() throws {
        let rows = (0..<4).map { Self.noise(300 * 4, seed: 40 + UInt64($0)) }
        let stream = File.zlib(Self.filtered(rows, stride: 4, filters: [1, 2]))
        // One byte per IDAT chunk: the two header bytes and the four checksum bytes each in a chunk of their own.
        let file = PNGTestFile(chunks: [File.ihdr(width: 300, height: 4)] + stream.map { ("IDAT", [$0]) } + [("IEND", [])])
        #expect(try PNGDecoder.decode(file.bytes).pixels == .rgba8(rows.flatMap { $0 }))
    }

    @Test func aHeaderDeclaringASmallWindowInflatesAsInOneCall() throws {
        // Identical rows of 1201 bytes compress to matches 1201 bytes back, past the 512-byte window the
        // patched header declares; zlib inflating everything in one call accepts them, and so does the decoder.
        let row = Self.noise(300 * 4, seed: 3)
        var stream = File.zlib(Self.filtered([[UInt8]](repeating: row, count: 6), stride: 4, filters: [0]))
        stream[0] = 0x18  // CINFO 1 (a 512-byte window), method 8
        stream[1] = 0xDA & 0xE0
        stream[1] += Self.checkBits(stream[0], stream[1])
        let file = PNGTestFile(chunks: [File.ihdr(width: 300, height: 6), ("IDAT", stream), ("IEND", [])])
        #expect(try PNGDecoder.decode(file.bytes).pixels == .rgba8([[UInt8]](repeating: row, count: 6).flatMap { $0 }))
    }

    /// What to add to a zlib header's FLG byte so that CMF × 256 + FLG is a multiple of 31 (FCHECK). In typed
    /// steps: as one expression it took the type checker 0.6 s at each use.
    static func checkBits(_ cmf: UInt8, _ flg: UInt8) -> UInt8 {
        let header: UInt = UInt(cmf) << 8 | UInt(flg)
        let remainder: UInt = header % 31
        return UInt8((31 - remainder) % 31)
    }

    @Test func aWrongChecksumOrADictionaryIsACorruptStream() {
        let raw = Self.filtered([Self.noise(8, seed: 1), Self.noise(8, seed: 2)], stride: 4, filters: [0])
        var checksum = File.zlib(raw)
        checksum[checksum.count - 1] ^= 1
        refuse(PNGTestFile(chunks: [File.ihdr(width: 2, height: 2), ("IDAT", checksum), ("IEND", [])]).bytes,
               .compression, "not a valid zlib stream (corrupt or incomplete deflate data)")
        var dictionary = File.zlib(raw)
        dictionary[1] = (dictionary[1] | 0x20) & 0xE0
        dictionary[1] += Self.checkBits(dictionary[0], dictionary[1])
        refuse(PNGTestFile(chunks: [File.ihdr(width: 2, height: 2), ("IDAT", dictionary), ("IEND", [])]).bytes,
               .compression, "not a valid zlib stream (corrupt or incomplete deflate data)")
        refuse(PNGTestFile(chunks: [File.ihdr(width: 2, height: 2), ("IDAT", [0x78]), ("IEND", [])]).bytes,
               .compression, "not a valid zlib stream (corrupt or incomplete deflate data)")
    }

    @Test func theStreamsErrorsComeBeforeTheScanlines() {
        // Filter type 7 on the first scanline, and the stream cut short: the stream is reported.
        var raw = Self.filtered((0..<3).map { Self.noise(300 * 4, seed: $0) }, stride: 4, filters: [0])
        raw[0] = 7
        let cut = Array(File.zlib(raw).dropLast(30))
        refuse(PNGTestFile(chunks: [File.ihdr(width: 300, height: 3), ("IDAT", cut), ("IEND", [])]).bytes,
               .compression, "not a valid zlib stream")
        // The stream intact: the filter type is reported.
        refuse(File.image(width: 300, height: 3, raw: raw).bytes, .badFilter, "scanline 0 has filter type 7")
    }

    @Test func aBadFilterTypeComesBeforeABadIndexInTheSamePassOnly() {
        let palette = ("PLTE", [UInt8](repeating: 9, count: 6))
        // Row 0 uses index 5 of a 2-entry palette, row 1 has filter type 6: the filter type is reported.
        refuse(File.image(width: 2, height: 2, colorType: 3, extra: [palette], raw: [0, 5, 0, 6, 0, 0]).bytes,
               .badFilter, "scanline 1 has filter type 6")
        // Interlaced 1 × 2: pass 1 holds row 0 (index 5), pass 7 row 1 (filter type 6): the index is reported.
        refuse(File.image(width: 1, height: 2, colorType: 3, interlace: 1, extra: [palette], raw: [0, 5, 6, 0]).bytes,
               .badPalette, "pixel (0, 0) uses palette index 5")
    }

    func refuse(_ file: [UInt8], _ kind: PNGError.Kind, _ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let error = #expect(throws: PNGError.self, sourceLocation: sourceLocation) { try PNGDecoder.decode(file) }
        #expect(error?.kind == kind, "\(error.map(String.init(describing:)) ?? "no error")", sourceLocation: sourceLocation)
        #expect(error?.description.contains(text) == true, "\(error.map(String.init(describing:)) ?? "no error")", sourceLocation: sourceLocation)
    }
}
