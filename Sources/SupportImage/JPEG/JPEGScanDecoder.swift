/// Decodes the entropy-coded data of one scan into a `JPEGPicture`: sequential scans transform each block into
/// its plane as soon as it is decoded; progressive scans add to the stored coefficients (T.81 G.1.2: DC
/// first and refinement, AC first with end-of-band runs, AC refinement). Restart markers are checked in
/// order and reset the predictors and the end-of-band run.
struct JPEGScanDecoder {
    /// Natural (row-major) index of the coefficient at each zig-zag position: the diagonals walked
    /// alternately up and down from the top-left corner.
    static let naturalOrder: [Int] = {
        var order: [Int] = []
        for sum in 0...14 {
            let rows = max(0, sum - 7)...min(sum, 7)
            for row in (sum % 2 == 0 ? Array(rows.reversed()) : Array(rows)) { order.append(row * 8 + sum - row) }
        }
        return order
    }()

    let scan: JPEGScan
    let picture: JPEGPicture
    let index: Int
    var reader: JPEGBitReader
    let dc: [JPEGHuffmanTable]
    let ac: [JPEGHuffmanTable]
    var predictors = [Int](repeating: 0, count: 4)
    var endOfBandRun = 0
    /// The MCU being decoded, for messages.
    var mcu = 0

    /// Decodes scan number `index` (from 1), whose data starts at `start`, and returns the offset of the marker
    /// after it. `dc` and `ac` are the tables of each scan component (a placeholder where the scan needs none).
    static func decode(_ scan: JPEGScan, index: Int, into picture: JPEGPicture, dc: [JPEGHuffmanTable], ac: [JPEGHuffmanTable],
                       restartInterval: Int, file: UnsafeBufferPointer<UInt8>, start: Int) throws(JPEGError) -> Int {
        var decoder = JPEGScanDecoder(scan: scan, picture: picture, index: index, reader: JPEGBitReader(file: file, at: start), dc: dc, ac: ac)
        return try decoder.run(restartInterval: restartInterval, file: file)
    }

    private mutating func run(restartInterval: Int, file: UnsafeBufferPointer<UInt8>) throws(JPEGError) -> Int {
        let frame = picture.frame
        let single = scan.components.count == 1
        let first = frame.components[scan.components[0]]
        let across = single ? first.blocksWide : frame.mcusAcross
        let total = single ? first.blocksWide * first.blocksHigh : frame.mcusAcross * frame.mcusDown
        let progressive = frame.process == .progressive
        let scratch = UnsafeMutablePointer<Int32>.allocate(capacity: 64)
        let workspace = UnsafeMutablePointer<Int>.allocate(capacity: 64)
        scratch.initialize(repeating: 0, count: 64)
        defer { scratch.deallocate(); workspace.deallocate() }
        var untilRestart = restartInterval, restarts = 0
        mcu = 0
        while mcu < total {
            if restartInterval > 0 {
                if untilRestart == 0 {
                    let at = reader.nextMarker()
                    let expected = UInt8(0xD0 + restarts % 8)
                    guard at + 1 < file.count, file[at + 1] == expected else {
                        let found = at + 1 < file.count ? "marker \(JPEGMarker.name(file[at + 1]))" : "the end of the file"
                        throw JPEGError(at + 1 < file.count ? .badData : .truncated,
                                        "scan \(index) expects \(JPEGMarker.name(expected)) before MCU \(mcu) of \(total) (restart interval \(restartInterval)) but finds \(found)",
                                        offset: at, marker: "SOS")
                    }
                    reader.restart(after: at)
                    predictors = [0, 0, 0, 0]
                    endOfBandRun = 0
                    restarts += 1
                    untilRestart = restartInterval
                }
                untilRestart -= 1
            }
            let mx = mcu % across, my = mcu / across
            if single {
                try block(component: 0, bx: mx, by: my, progressive: progressive, scratch: scratch, workspace: workspace)
            } else {
                for s in 0..<scan.components.count {
                    let c = frame.components[scan.components[s]]
                    for v in 0..<c.vertical {
                        for h in 0..<c.horizontal {
                            try block(component: s, bx: mx * c.horizontal + h, by: my * c.vertical + v,
                                      progressive: progressive, scratch: scratch, workspace: workspace)
                        }
                    }
                }
            }
            if reader.overran {
                let end = reader.markerOffset ?? file.count
                // An FF as the file's last byte is a marker cut off: truncated too.
                if end + 1 >= file.count {
                    throw JPEGError(.truncated, "the file ends inside the entropy-coded data of scan \(index), in MCU \(mcu) of \(total)",
                                    offset: file.count, marker: "SOS")
                }
                throw JPEGError(.badData, "the entropy-coded data of scan \(index) runs into marker \(JPEGMarker.name(file[end + 1])) in MCU \(mcu) of \(total)",
                                offset: end, marker: "SOS")
            }
            mcu += 1
        }
        return reader.nextMarker()
    }

    private func corrupt(_ what: String) -> JPEGError {
        JPEGError(.badData, "scan \(index), MCU \(mcu): \(what)", offset: reader.markerOffset ?? reader.position, marker: "SOS")
    }

    @inline(__always)
    private mutating func block(component s: Int, bx: Int, by: Int, progressive: Bool,
                                scratch: UnsafeMutablePointer<Int32>, workspace: UnsafeMutablePointer<Int>) throws(JPEGError) {
        let ci = scan.components[s]
        let c = picture.frame.components[ci]
        if !progressive {
            try sequentialBlock(s, quantisation: picture.quantisation[ci], into: scratch)
            let stride = c.blocksPerLine * 8
            JPEGIDCT.transform(scratch, into: picture.planes[ci] + by * 8 * stride + bx * 8, stride: stride, workspace: workspace)
            scratch.update(repeating: 0, count: 64)
            return
        }
        let coefficients = picture.coefficients[ci] + (by * c.blocksPerLine + bx) * 64
        switch (scan.isDC, scan.isRefinement) {
        case (true, false): try dcFirst(s, coefficients)
        case (true, true): if reader.bit() != 0 { coefficients[0] |= Int16(truncatingIfNeeded: 1 << scan.approximationLow) }
        case (false, false): try acFirst(s, coefficients)
        case (false, true): try acRefine(s, coefficients)
        }
    }

    /// A whole block of a sequential scan, dequantised, into `block` (natural order).
    @inline(__always)
    private mutating func sequentialBlock(_ s: Int, quantisation q: UnsafeMutablePointer<Int32>, into block: UnsafeMutablePointer<Int32>) throws(JPEGError) {
        guard let t = reader.decode(dc[s]) else { throw corrupt("no code of the DC Huffman table matches the data") }
        guard t <= 15 else { throw corrupt("a DC difference of category \(t); categories go to 15") }
        predictors[s] += reader.extended(t)
        block[0] = Int32(Int16(truncatingIfNeeded: predictors[s])) &* q[0]
        let table = ac[s]
        var k = 1
        try Self.naturalOrder.withUnsafeBufferPointer { (zz) throws(JPEGError) in
            while k < 64 {
                guard let rs = reader.decode(table) else { throw corrupt("no code of the AC Huffman table matches the data") }
                let run = rs >> 4, size = rs & 15
                if size == 0 {
                    if run != 15 { break }
                    k += 16
                    continue
                }
                k += run
                guard k < 64 else { throw corrupt("a run of zeros passes the block's 64th coefficient") }
                let z = zz[k]
                block[z] = Int32(Int16(truncatingIfNeeded: reader.extended(size))) &* q[z]
                k += 1
            }
        }
    }

    private mutating func dcFirst(_ s: Int, _ coefficients: UnsafeMutablePointer<Int16>) throws(JPEGError) {
        guard let t = reader.decode(dc[s]) else { throw corrupt("no code of the DC Huffman table matches the data") }
        guard t <= 15 else { throw corrupt("a DC difference of category \(t); categories go to 15") }
        predictors[s] += reader.extended(t)
        coefficients[0] = Int16(truncatingIfNeeded: predictors[s] << scan.approximationLow)
    }

    private mutating func acFirst(_ s: Int, _ coefficients: UnsafeMutablePointer<Int16>) throws(JPEGError) {
        if endOfBandRun > 0 {
            endOfBandRun -= 1
            return
        }
        let table = ac[s], shift = scan.approximationLow
        var k = scan.spectralStart
        while k <= scan.spectralEnd {
            guard let rs = reader.decode(table) else { throw corrupt("no code of the AC Huffman table matches the data") }
            let run = rs >> 4, size = rs & 15
            if size == 0 {
                if run < 15 {
                    // End of band: this block and (2^run - 1 + the next run bits) more.
                    endOfBandRun = (1 << run) - 1 + (run > 0 ? reader.bits(run) : 0)
                    return
                }
                k += 16
                continue
            }
            k += run
            guard k <= scan.spectralEnd else { throw corrupt("a run of zeros passes the scan's last coefficient (Se \(scan.spectralEnd))") }
            coefficients[Self.naturalOrder[k]] = Int16(truncatingIfNeeded: reader.extended(size) << shift)
            k += 1
        }
    }

    private mutating func acRefine(_ s: Int, _ coefficients: UnsafeMutablePointer<Int16>) throws(JPEGError) {
        let plus = 1 << scan.approximationLow, minus = -plus
        let end = scan.spectralEnd
        var k = scan.spectralStart
        /// A coefficient already non-zero gets one more bit of precision, away from zero.
        func refine(_ z: Int, _ reader: inout JPEGBitReader) {
            let value = Int(coefficients[z])
            if reader.bit() != 0 && value & plus == 0 {
                coefficients[z] = Int16(truncatingIfNeeded: value + (value >= 0 ? plus : minus))
            }
        }
        if endOfBandRun == 0 {
            while k <= end {
                guard let rs = reader.decode(ac[s]) else { throw corrupt("no code of the AC Huffman table matches the data") }
                var zeros = rs >> 4
                let size = rs & 15
                var value = 0
                if size != 0 {
                    guard size == 1 else { throw corrupt("a refinement scan codes a new coefficient of category \(size); it must be 1") }
                    value = reader.bit() != 0 ? plus : minus
                } else if zeros != 15 {
                    endOfBandRun = (1 << zeros) + (zeros > 0 ? reader.bits(zeros) : 0)
                    break
                }
                // Skip `zeros` coefficients still zero, refining the non-zero ones passed, then place the new
                // value (if any) at the next zero coefficient. A run of 16 zeros (ZRL) lands on its 16th.
                while true {
                    guard k <= end else { throw corrupt("a run of zeros passes the scan's last coefficient (Se \(end))") }
                    let z = Self.naturalOrder[k]
                    if coefficients[z] != 0 {
                        refine(z, &reader)
                    } else {
                        if zeros == 0 {
                            if value != 0 { coefficients[z] = Int16(truncatingIfNeeded: value) }
                            break
                        }
                        zeros -= 1
                    }
                    k += 1
                }
                k += 1
            }
        }
        if endOfBandRun > 0 {
            // In an end-of-band run: only the non-zero coefficients left in the band get their bit.
            while k <= end {
                let z = Self.naturalOrder[k]
                if coefficients[z] != 0 { refine(z, &reader) }
                k += 1
            }
            endOfBandRun -= 1
        }
    }
}
