import Testing
import SupportImage

/// Damaged files never crash or hang the decoder: truncations, single bit flips (always caught, by the
/// signature or a CRC), and random byte changes behind repaired CRCs (which reach the header checks,
/// inflate, the filters and the palette). Generators are seeded, so every run mutates the same bytes.
@Suite struct PNGFuzzTests {
    /// Files whose every prefix is tried: one per colour type and depth family, interlaced and not.
    static let truncated = ["basn0g01", "basi0g16", "basn2c16", "basi3p02", "basn4a08", "basi6a16", "tbbn3p08", "s01i3p01", "oi9n2c16"]

    @Test("every prefix of a file is refused", arguments: truncated)
    func everyPrefixIsRefused(name: String) throws {
        let bytes = try PngSuite.bytes(name)
        var refused = 0
        for length in 0..<bytes.count {
            do {
                _ = try PNGDecoder.decode(Array(bytes.prefix(length)))
            } catch {
                refused += 1
            }
        }
        #expect(refused == bytes.count, "\(name): \(bytes.count - refused) truncated copies decoded")
    }

    @Test("single bit flips are all refused", arguments: PngSuite.validNames)
    func bitFlipsAreRefused(name: String) throws {
        let bytes = try PngSuite.bytes(name)
        var generator = SeededGenerator(seed: UInt64(bytes.count) &* 0x9E37)
        var refused = 0
        let flips = 40
        for _ in 0..<flips {
            var copy = bytes
            copy[Int.random(in: 0..<copy.count, using: &generator)] ^= UInt8(1) << UInt8.random(in: 0..<8, using: &generator)
            do {
                _ = try PNGDecoder.decode(copy)
            } catch {
                refused += 1
            }
        }
        #expect(refused == flips, "\(name): \(flips - refused) of \(flips) flipped copies decoded")
    }

    /// Every valid file, 40 times, with one to three random bytes replaced and the CRCs repaired: half the
    /// time in one chunk as stored, half the time in the inflated image data (compressed again). Each copy
    /// decodes to a full image or fails with a message; the errors reached show the changes got past the
    /// CRC checks into the deeper stages.
    @Test func changesBehindRepairedCRCsDecodeOrFailCleanly() throws {
        var generator = SeededGenerator(seed: 0xC0FFEE)
        var decoded = 0
        var kinds: [PNGError.Kind: Int] = [:]
        for name in PngSuite.validNames {
            let chunks = Self.chunks(of: try PngSuite.bytes(name))
            let inflated = PNGTestFile.inflate(chunks.filter { $0.type == "IDAT" }.flatMap(\.data))
            for attempt in 0..<40 {
                var file = PNGTestFile(chunks: chunks)
                if attempt % 2 == 0 {
                    let target = Int.random(in: 0..<file.chunks.count - 1, using: &generator)
                    for _ in 0...Int.random(in: 0..<3, using: &generator) {
                        let i = Int.random(in: 0..<file.chunks[target].data.count, using: &generator)
                        file.chunks[target].data[i] = UInt8.random(in: 0...255, using: &generator)
                    }
                } else {
                    var raw = inflated
                    for _ in 0...Int.random(in: 0..<3, using: &generator) {
                        raw[Int.random(in: 0..<raw.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
                    }
                    file.chunks.removeAll { $0.type == "IDAT" }
                    file.chunks.insert(("IDAT", PNGTestFile.zlib(raw)), at: file.chunks.count - 1)
                }
                do {
                    let image = try PNGDecoder.decode(file.bytes)
                    #expect(image.rgba8.count == image.width * image.height * 4)
                    decoded += 1
                } catch {
                    #expect(!error.message.isEmpty)
                    kinds[error.kind, default: 0] += 1
                }
            }
        }
        #expect(decoded + kinds.values.reduce(0, +) == PngSuite.validNames.count * 40)
        #expect(decoded > 0)
        for kind in [PNGError.Kind.badHeader, .tooLarge, .compression, .badFilter, .badPalette] {
            #expect(kinds[kind, default: 0] > 0, "no mutated copy reached a \(kind) error: \(kinds)")
        }
    }

    @Test func headersClaimingHugeSizesAreRefusedWhateverFollows() {
        var generator = SeededGenerator(seed: 14)
        for _ in 0..<200 {
            let width = Int.random(in: 8193...Int(Int32.max), using: &generator)
            let height = Int.random(in: 8193...Int(Int32.max), using: &generator)
            let file = PNGTestFile.image(width: width, height: height, colorType: 6, raw: [0, 1, 2, 3, 4])
            let error = #expect(throws: PNGError.self) { try PNGDecoder.decode(file.bytes) }
            #expect(error?.kind == .tooLarge)
        }
    }

    /// The chunks of a well-formed file, for rebuilding it with new data and fresh CRCs.
    static func chunks(of bytes: [UInt8]) -> [(type: String, data: [UInt8])] {
        var chunks: [(type: String, data: [UInt8])] = []
        var i = 8
        while i + 12 <= bytes.count {
            let length = Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
            chunks.append((String(decoding: bytes[(i + 4)..<(i + 8)], as: UTF8.self), Array(bytes[(i + 8)..<(i + 8 + length)])))
            i += 12 + length
        }
        return chunks
    }
}
