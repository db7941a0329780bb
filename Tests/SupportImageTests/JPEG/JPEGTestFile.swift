/// Small JPEG files built by the tests, segment by segment, so a test can drop, repeat, reorder or damage
/// any of them. The pictures are baseline, every block flat: its DC value is chosen per block (`dc`), its AC
/// coefficients all zero, with quantisation 8 everywhere, so a block with DC value d decodes to samples
/// 128 + d (clamped), which the tests can predict without a reference decoder.
struct JPEGTestFile {
    struct Segment {
        var marker: UInt8
        var data: [UInt8]
        /// Entropy-coded data written after the segment (for SOS).
        var entropy: [UInt8] = []
    }

    var segments: [Segment]

    /// `components` of (id, horizontal, vertical); `dc(component, blockX, blockY)` gives each block's DC value
    /// in the component's block grid; `restart` is the DRI interval in MCUs (0 for none).
    init(width: Int, height: Int, components: [(id: Int, h: Int, v: Int)] = [(1, 1, 1)], restart: Int = 0,
         dc: (Int, Int, Int) -> Int = { _, _, _ in 0 }) {
        let hMax = components.map(\.h).max()!, vMax = components.map(\.v).max()!
        var frame: [UInt8] = [8, UInt8(height >> 8), UInt8(height & 255), UInt8(width >> 8), UInt8(width & 255), UInt8(components.count)]
        for c in components { frame += [UInt8(c.id), UInt8(c.h << 4 | c.v), 0] }
        // DC table: the 12 categories, 4-bit codes 0000…1011. AC table: end of block only, code 0.
        let dcTable: [UInt8] = [0x00] + [0, 0, 0, 12] + Array(repeating: 0, count: 12) + Array(0...11)
        let acTable: [UInt8] = [0x10] + [1] + Array(repeating: 0, count: 15) + [0x00]
        var scan: [UInt8] = [UInt8(components.count)]
        for c in components { scan += [UInt8(c.id), 0x00] }
        scan += [0, 63, 0]
        // The entropy-coded data, MCU by MCU, restarts byte-aligned with their markers.
        var bits = JPEGTestBits()
        var predictors = [Int](repeating: 0, count: components.count)
        let single = components.count == 1
        let mcusAcross = single ? (width + 7) / 8 : (width + 8 * hMax - 1) / (8 * hMax)
        let mcusDown = single ? (height + 7) / 8 : (height + 8 * vMax - 1) / (8 * vMax)
        var entropy: [UInt8] = []
        for mcu in 0..<(mcusAcross * mcusDown) {
            if restart > 0 && mcu > 0 && mcu % restart == 0 {
                entropy += bits.finish() + [0xFF, UInt8(0xD0 + (mcu / restart - 1) % 8)]
                predictors = predictors.map { _ in 0 }
            }
            let mx = mcu % mcusAcross, my = mcu / mcusAcross
            for (i, c) in components.enumerated() {
                let (h, v) = single ? (1, 1) : (c.h, c.v)
                for by in 0..<v {
                    for bx in 0..<h {
                        let value = dc(i, mx * h + bx, my * v + by)
                        bits.category(value - predictors[i])
                        predictors[i] = value
                        bits.append(0, count: 1)
                    }
                }
            }
        }
        entropy += bits.finish()
        segments = [
            Segment(marker: 0xDB, data: [0x00] + Array(repeating: 8, count: 64)),
            Segment(marker: 0xC0, data: frame),
            Segment(marker: 0xC4, data: dcTable + acTable),
        ]
        if restart > 0 { segments.append(Segment(marker: 0xDD, data: [UInt8(restart >> 8), UInt8(restart & 255)])) }
        segments.append(Segment(marker: 0xDA, data: scan, entropy: entropy))
    }

    /// The file: SOI, the segments, EOI.
    var bytes: [UInt8] {
        var out: [UInt8] = [0xFF, 0xD8]
        for s in segments {
            out += [0xFF, s.marker, UInt8((s.data.count + 2) >> 8), UInt8((s.data.count + 2) & 255)] + s.data + s.entropy
        }
        return out + [0xFF, 0xD9]
    }

    /// The index of the first segment with `marker`.
    func index(_ marker: UInt8) -> Int { segments.firstIndex { $0.marker == marker }! }

    /// An APP1 segment holding an EXIF block whose IFD0 has the orientation tag, big- or little-endian.
    static func exif(orientation: Int, littleEndian: Bool = false) -> Segment {
        func u16(_ v: Int) -> [UInt8] { littleEndian ? [UInt8(v & 255), UInt8(v >> 8)] : [UInt8(v >> 8), UInt8(v & 255)] }
        func u32(_ v: Int) -> [UInt8] { littleEndian ? u16(v & 0xFFFF) + u16(v >> 16) : u16(v >> 16) + u16(v & 0xFFFF) }
        let tiff = (littleEndian ? [0x49, 0x49] : [0x4D, 0x4D]) + u16(42) + u32(8)
            + u16(1) + u16(0x0112) + u16(3) + u32(1) + u16(orientation) + u16(0) + u32(0)
        return Segment(marker: 0xE1, data: Array("Exif".utf8) + [0, 0] + tiff)
    }
}

/// Bits written most significant first, with a zero byte stuffed after each FF.
struct JPEGTestBits {
    private var bytes: [UInt8] = []
    private var current = 0
    private var used = 0

    mutating func append(_ value: Int, count: Int) {
        for i in stride(from: count - 1, through: 0, by: -1) {
            current = current << 1 | (value >> i) & 1
            used += 1
            if used == 8 { flush() }
        }
    }

    private mutating func flush() {
        bytes.append(UInt8(current))
        if current == 0xFF { bytes.append(0) }
        current = 0
        used = 0
    }

    /// A DC difference: its category's 4-bit code, then its magnitude bits.
    mutating func category(_ difference: Int) {
        let size = difference == 0 ? 0 : Int.bitWidth - abs(difference).leadingZeroBitCount
        append(size, count: 4)
        if size > 0 { append(difference > 0 ? difference : difference + (1 << size) - 1, count: size) }
    }

    /// The bytes so far, the last one padded with one bits.
    mutating func finish() -> [UInt8] {
        if used > 0 { append((1 << (8 - used)) - 1, count: 8 - used) }
        defer { bytes = [] }
        return bytes
    }
}
