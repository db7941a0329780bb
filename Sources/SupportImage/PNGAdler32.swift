/// The Adler-32 checksum that ends a zlib stream (RFC 1950), computed sixteen bytes at a time: the image data
/// is inflated as raw deflate and its checksum verified here, several times faster than zlib's own
/// byte-at-a-time loop, which took a sixth of a screenshot's decoding.
struct PNGAdler32 {
    static let modulus: UInt32 = 65521
    /// Bytes per block: the most that can be summed before `b` could overflow 32 bits (zlib's NMAX), rounded
    /// down to whole 16-byte chunks.
    static let block = 5552 / 16 * 16

    private(set) var a: UInt32 = 1
    private(set) var b: UInt32 = 0

    var value: UInt32 { b << 16 | a }

    /// Adds `count` bytes at `bytes`.
    mutating func update(_ bytes: UnsafePointer<UInt8>, count: Int) {
        var p = bytes, left = count
        while left >= 16 {
            let n = min(left, Self.block) & ~15
            addChunks(p, count: n)
            p += n
            left -= n
        }
        for i in 0..<left {
            a &+= UInt32(p[i])
            b &+= a
        }
        a %= Self.modulus
        b %= Self.modulus
    }

    /// Adds `count` bytes (a multiple of 16, at most `block`): per lane j, `sums` adds up the bytes and
    /// `prefix` the sums before each chunk, so that over K chunks of N = 16K bytes
    /// a += Σ bytes, b += N·a + Σ (N − position)·byte = N·a + 16·Σ prefix + Σ (16 − j)·sums[j].
    private mutating func addChunks(_ p: UnsafePointer<UInt8>, count: Int) {
        var sums = SIMD16<UInt32>(repeating: 0), prefix = SIMD16<UInt32>(repeating: 0)
        let raw = UnsafeRawPointer(p)
        var offset = 0
        while offset < count {
            prefix &+= sums
            sums &+= SIMD16<UInt32>(truncatingIfNeeded: raw.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self))
            offset += 16
        }
        let weights = SIMD16<UInt32>(16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1)
        // Each term fits in 32 bits; their total is taken in 64.
        let total = UInt64(sums.wrappedSum())
        let weighted = UInt64((sums &* weights).wrappedSum())
        let prefixes = UInt64(prefix.wrappedSum())
        let m = UInt64(Self.modulus)
        let newB = (UInt64(b) + UInt64(count) * UInt64(a) + 16 * prefixes + weighted) % m
        a = UInt32((UInt64(a) + total) % m)
        b = UInt32(newB)
    }
}
