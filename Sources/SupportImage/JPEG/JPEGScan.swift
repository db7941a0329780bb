/// A scan header (SOS), checked against the frame and the coding process.
struct JPEGScan: Sendable {
    /// Indices into the frame's components, in scan order.
    let components: [Int]
    let dcTables: [Int]
    let acTables: [Int]
    /// Spectral selection start and end, successive approximation high and low bits.
    let spectralStart: Int
    let spectralEnd: Int
    let approximationHigh: Int
    let approximationLow: Int

    init(data: ArraySlice<UInt8>, offset: Int, frame: JPEGFrame) throws(JPEGError) {
        func fail(_ message: String) -> JPEGError { JPEGError(.badSegment, message, offset: offset, marker: "SOS") }
        let d = data.startIndex
        guard data.count >= 1 else { throw fail("SOS is empty") }
        let count = Int(data[d])
        guard (1...4).contains(count) else { throw fail("the scan has \(count) components; a scan has 1 to 4") }
        guard data.count == 1 + 2 * count + 3 else {
            throw fail("SOS declares \(count) components, which need \(4 + 2 * count) bytes, but holds \(data.count)")
        }
        var components: [Int] = [], dc: [Int] = [], ac: [Int] = []
        for i in 0..<count {
            let id = Int(data[d + 1 + 2 * i]), tables = data[d + 2 + 2 * i]
            guard let index = frame.components.firstIndex(where: { $0.id == id }) else {
                throw fail("the scan names component \(id), which the frame does not have")
            }
            guard !components.contains(index) else { throw fail("the scan names component \(id) twice") }
            guard tables >> 4 <= 3, tables & 15 <= 3 else {
                throw fail("component \(id) uses Huffman tables DC \(tables >> 4) and AC \(tables & 15); tables are 0 to 3")
            }
            components.append(index)
            dc.append(Int(tables >> 4))
            ac.append(Int(tables & 15))
        }
        let p = d + 1 + 2 * count
        spectralStart = Int(data[p])
        spectralEnd = Int(data[p + 1])
        approximationHigh = Int(data[p + 2] >> 4)
        approximationLow = Int(data[p + 2] & 15)
        self.components = components
        dcTables = dc
        acTables = ac
        if count > 1 {
            let blocks = components.reduce(0) { $0 + frame.components[$1].horizontal * frame.components[$1].vertical }
            guard blocks <= 10 else { throw fail("an MCU of this interleaved scan has \(blocks) blocks; at most 10 are allowed") }
        }
        guard frame.process == .progressive else { return }
        // T.81 G.1.1.1: the progressive scan parameters.
        let (ss, se, ah, al) = (spectralStart, spectralEnd, approximationHigh, approximationLow)
        if ss == 0 {
            guard se == 0 else { throw fail("a progressive DC scan (Ss 0) has Se \(se); it must be 0") }
        } else {
            guard ss <= se, se <= 63 else { throw fail("a progressive AC scan has Ss \(ss) and Se \(se); 1 <= Ss <= Se <= 63 is needed") }
            guard count == 1 else { throw fail("a progressive AC scan has \(count) components; AC scans have one") }
        }
        guard al <= 13, ah == 0 || ah == al + 1 else {
            throw fail("the scan's successive approximation is Ah \(ah), Al \(al); Al at most 13 and Ah 0 or Al + 1 are needed")
        }
    }

    var isDC: Bool { spectralStart == 0 }
    var isRefinement: Bool { approximationHigh != 0 }
}
