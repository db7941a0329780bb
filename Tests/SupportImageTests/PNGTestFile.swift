import CZlib

/// Builds small PNG files chunk by chunk for the tests, with correct lengths and CRCs unless told otherwise.
struct PNGTestFile {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    var chunks: [(type: String, data: [UInt8])]

    var bytes: [UInt8] { Self.signature + chunks.flatMap { Self.chunk($0.type, $0.data) } }

    /// A chunk: length, type, data, CRC of type and data.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return be32(UInt32(data.count)) + body + be32(crc(body))
    }

    static func crc(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, uInt($0.count))) }
    }

    static func be32(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
    }

    static func ihdr(width: Int, height: Int, depth: UInt8 = 8, colorType: UInt8 = 6, interlace: UInt8 = 0) -> (String, [UInt8]) {
        ("IHDR", be32(UInt32(width)) + be32(UInt32(height)) + [depth, colorType, 0, 0, interlace])
    }

    /// `raw` compressed as one zlib stream.
    static func zlib(_ raw: [UInt8]) -> [UInt8] {
        var size = compressBound(uLong(raw.count))
        var out = [UInt8](repeating: 0, count: Int(size))
        let status = out.withUnsafeMutableBufferPointer { o in
            raw.withUnsafeBufferPointer { compress2(o.baseAddress, &size, $0.baseAddress, uLong($0.count), 9) }
        }
        precondition(status == Z_OK, "compress2 failed with \(status)")
        return Array(out[0..<Int(size)])
    }

    /// A zlib stream inflated (test files only: at most 1 MiB).
    static func inflate(_ compressed: [UInt8]) -> [UInt8] {
        var size = uLongf(1 << 20)
        var out = [UInt8](repeating: 0, count: Int(size))
        let status = out.withUnsafeMutableBufferPointer { o in
            compressed.withUnsafeBufferPointer { uncompress(o.baseAddress, &size, $0.baseAddress, uLong($0.count)) }
        }
        precondition(status == Z_OK, "uncompress failed with \(status)")
        return Array(out[0..<Int(size)])
    }

    /// A complete file: `IHDR`, the `extra` chunks, one `IDAT` holding `raw` (scanlines with their filter
    /// bytes), `IEND`.
    static func image(width: Int, height: Int, depth: UInt8 = 8, colorType: UInt8 = 6, interlace: UInt8 = 0,
                      extra: [(String, [UInt8])] = [], raw: [UInt8]) -> PNGTestFile {
        PNGTestFile(chunks: [ihdr(width: width, height: height, depth: depth, colorType: colorType, interlace: interlace)]
                    + extra + [("IDAT", zlib(raw)), ("IEND", [])])
    }
}

/// SplitMix64: a small seeded generator, so the fuzz tests mutate the same bytes on every run.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
