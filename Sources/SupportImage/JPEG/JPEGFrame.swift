/// The frame header (SOF0, SOF1 or SOF2), checked, with the geometry derived from it: the MCU grid and each
/// component's size in samples and in blocks.
struct JPEGFrame: Sendable {
    struct Component: Sendable {
        let id: Int
        let horizontal: Int
        let vertical: Int
        let quantisationTable: Int
        /// The component's size in samples: ceil(width × H / Hmax) × ceil(height × V / Vmax).
        let width: Int
        let height: Int
        /// Blocks a non-interleaved scan covers: ceil(width / 8) × ceil(height / 8).
        let blocksWide: Int
        let blocksHigh: Int
        /// Blocks stored: the MCU grid's, H × MCUs across by V × MCUs down (at least the above).
        let blocksPerLine: Int
        let blocksPerColumn: Int
    }

    let process: JPEGHeader.Process
    let width: Int
    let height: Int
    let components: [Component]
    let maxHorizontal: Int
    let maxVertical: Int
    let mcusAcross: Int
    let mcusDown: Int

    /// Parses the segment `data` (after the length) of the SOF marker at `offset`.
    init(marker: UInt8, data: ArraySlice<UInt8>, offset: Int, maxPixels: Int) throws(JPEGError) {
        let name = JPEGMarker.name(marker)
        func fail(_ kind: JPEGError.Kind, _ message: String) -> JPEGError { JPEGError(kind, message, offset: offset, marker: name) }
        switch marker {
        case 0xC0: process = .baseline
        case 0xC1: process = .extendedSequential
        case 0xC2: process = .progressive
        default: throw fail(.unsupported, JPEGMarker.unsupportedProcess(marker))
        }
        let d = data.startIndex
        guard data.count >= 6 else { throw fail(.badSegment, "\(name) is \(data.count) bytes long, shorter than its 6 fixed bytes") }
        let precision = Int(data[d])
        height = Int(data[d + 1]) << 8 | Int(data[d + 2])
        width = Int(data[d + 3]) << 8 | Int(data[d + 4])
        let count = Int(data[d + 5])
        guard precision == 8 else {
            throw fail(precision == 12 || precision == 16 ? .unsupported : .badFrame,
                       "the frame has \(precision)-bit samples; only 8-bit JPEG is decoded")
        }
        guard data.count == 6 + 3 * count else {
            throw fail(.badSegment, "\(name) declares \(count) components, which need \(6 + 3 * count) bytes, but holds \(data.count)")
        }
        guard count == 1 || count == 3 else {
            let what = count == 4 ? "4 components (CMYK or YCCK)" : "\(count) components"
            throw fail(count == 0 ? .badFrame : .unsupported, "the frame has \(what); only grey (1) and YCbCr or RGB (3) are decoded")
        }
        guard width > 0 else { throw fail(.badFrame, "the frame's width is 0") }
        guard height > 0 else {
            throw fail(.unsupported, "the frame's height is 0 (to be given by a DNL marker after the first scan), which is not supported")
        }
        guard width * height <= maxPixels else {
            throw fail(.tooLarge, "the picture is \(width) x \(height) = \(width * height) pixels, more than the limit of \(maxPixels)")
        }
        var raw: [(id: Int, h: Int, v: Int, tq: Int)] = []
        for c in 0..<count {
            let i = d + 6 + 3 * c
            let id = Int(data[i]), h = Int(data[i + 1] >> 4), v = Int(data[i + 1] & 15), tq = Int(data[i + 2])
            guard (1...4).contains(h), (1...4).contains(v) else {
                throw fail(.badFrame, "component \(id) has sampling factors \(h)x\(v); each must be 1 to 4")
            }
            guard tq <= 3 else { throw fail(.badFrame, "component \(id) uses quantisation table \(tq); tables are 0 to 3") }
            guard !raw.contains(where: { $0.id == id }) else { throw fail(.badFrame, "component id \(id) appears twice") }
            raw.append((id, h, v, tq))
        }
        let hMax = raw.map(\.h).max()!, vMax = raw.map(\.v).max()!
        maxHorizontal = hMax
        maxVertical = vMax
        mcusAcross = (width + 8 * hMax - 1) / (8 * hMax)
        mcusDown = (height + 8 * vMax - 1) / (8 * vMax)
        let (w, h, across, down) = (width, height, mcusAcross, mcusDown)
        components = raw.map { c in
            let cw = (w * c.h + hMax - 1) / hMax, ch = (h * c.v + vMax - 1) / vMax
            return Component(id: c.id, horizontal: c.h, vertical: c.v, quantisationTable: c.tq, width: cw, height: ch,
                             blocksWide: (cw + 7) / 8, blocksHigh: (ch + 7) / 8,
                             blocksPerLine: across * c.h, blocksPerColumn: down * c.v)
        }
    }

    /// Blocks the picture needs at the least (every component's non-interleaved blocks): each costs at least
    /// one bit of entropy-coded data in any valid file.
    var minimumBlocks: Int { components.reduce(0) { $0 + $1.blocksWide * $1.blocksHigh } }
}
