import Testing
import SupportImage

/// Damaged files never crash, hang or allocate without bound: every prefix of a file is refused, random byte
/// changes decode or fail with a located message. Generators are seeded, so every run damages the same bytes.
@Suite struct JPEGFuzzTests {
    /// Hand-built files, and (when cjpeg is installed) small baseline, progressive, restart and grey files.
    static func files() throws -> [(String, [UInt8])] {
        var files: [(String, [UInt8])] = [
            ("grey", JPEGDecoderTests.grey.bytes),
            ("4:2:0 with restarts", JPEGTestFile(width: 40, height: 24, components: [(1, 2, 2), (2, 1, 1), (3, 1, 1)], restart: 1) { c, x, y in
                (c + 1) * (x * 7 - y * 5) }.bytes),
        ]
        guard JPEGTools.available else { return files }
        try JPEGTools.withFolder { folder in
            let picture = JPEGLibjpegComparisonTests.picture("text", width: 48, height: 40)
            for options in [["-quality", "75"], ["-progressive"], ["-restart", "1B", "-sample", "2x1"], ["-grayscale", "-progressive"]] {
                files.append((options.joined(separator: " "), try JPEGTools.compress(picture, options: options, in: folder)))
            }
        }
        return files
    }

    @Test func everyPrefixIsRefused() throws {
        for (name, bytes) in try Self.files() {
            var decoded: [Int] = []
            for length in 0..<bytes.count {
                do {
                    _ = try JPEGDecoder.decode(Array(bytes.prefix(length)))
                    decoded.append(length)
                } catch {
                    #expect(error.offset <= length, "\(name) cut at \(length): \(error)")
                }
            }
            #expect(decoded.isEmpty, "\(name): prefixes of \(decoded) bytes decoded")
            #expect(throws: Never.self) { try JPEGDecoder.decode(bytes) }
        }
    }

    @Test func randomByteChangesDecodeOrFailWithAMessage() throws {
        var kinds: Set<JPEGError.Kind> = []
        var generator = SeededGenerator(seed: 0x4A5045)
        for (name, bytes) in try Self.files() {
            var refused = 0
            let copies = 300
            for _ in 0..<copies {
                var copy = bytes
                for _ in 0..<Int.random(in: 1...3, using: &generator) {
                    copy[Int.random(in: 2..<copy.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
                }
                do {
                    let image = try JPEGDecoder.decode(copy)
                    #expect(image.rgba8.count == image.width * image.height * 4)
                } catch {
                    refused += 1
                    kinds.insert(error.kind)
                    #expect(!error.message.isEmpty && error.offset >= 0 && error.offset <= copy.count, "\(name): \(error)")
                }
            }
            // JPEG has no checksum: changes in the entropy-coded data often decode to other pixels.
            #expect(refused > 0, "\(name): no damaged copy was refused")
        }
        #expect(kinds.isSuperset(of: [.badSegment, .badData, .truncated]), "error kinds reached: \(kinds)")
    }

    @Test func randomHuffmanTablesNeverCrash() {
        var generator = SeededGenerator(seed: 0xD47)
        var refusedTables = 0
        for _ in 0..<300 {
            var file = JPEGDecoderTests.grey
            let counts = (0..<16).map { _ in UInt8.random(in: 0...4, using: &generator) }
            let symbols = (0..<Int(counts.reduce(0) { $0 + Int($1) })).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let i = file.index(0xC4)
            file.segments[i].data = [UInt8.random(in: 0...1, using: &generator) << 4] + counts + symbols + file.segments[i].data
            do {
                _ = try JPEGDecoder.decode(file.bytes)
            } catch {
                if error.marker == "DHT" { refusedTables += 1 }
                #expect(error.kind == .badSegment || error.kind == .badData || error.kind == .truncated, "\(error)")
            }
        }
        #expect(refusedTables > 0)
    }
}
