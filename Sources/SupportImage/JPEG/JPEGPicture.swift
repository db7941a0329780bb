/// The memory of one picture while it is decoded: per component, its samples (a plane over its padded block
/// grid) and, for progressive files, its quantised coefficients; the quantisation table each component
/// latched at its first scan; which components scans have covered. Allocated at the first scan, after the
/// size checks; freed with the picture.
final class JPEGPicture {
    let frame: JPEGFrame
    /// Per component, `blocksPerLine * 8` × `blocksPerColumn * 8` samples.
    let planes: [UnsafeMutablePointer<UInt8>]
    /// Per component (progressive only), 64 coefficients per block in natural order, blocks row by row.
    let coefficients: [UnsafeMutablePointer<Int16>]
    /// Per component, 64 quantisation values in natural order (set at its first scan).
    let quantisation: [UnsafeMutablePointer<Int32>]
    var latched: [Bool]
    /// Sequential: the component was in a scan. Progressive: its DC coefficients were in a first scan.
    var covered: [Bool]

    init(frame: JPEGFrame) {
        self.frame = frame
        planes = frame.components.map { c in
            let n = c.blocksPerLine * c.blocksPerColumn * 64
            let p = UnsafeMutablePointer<UInt8>.allocate(capacity: n)
            p.initialize(repeating: 128, count: n)
            return p
        }
        coefficients = frame.process != .progressive ? [] : frame.components.map { c in
            let n = c.blocksPerLine * c.blocksPerColumn * 64
            let p = UnsafeMutablePointer<Int16>.allocate(capacity: n)
            p.initialize(repeating: 0, count: n)
            return p
        }
        quantisation = frame.components.map { _ in
            let p = UnsafeMutablePointer<Int32>.allocate(capacity: 64)
            p.initialize(repeating: 0, count: 64)
            return p
        }
        latched = Array(repeating: false, count: frame.components.count)
        covered = latched
    }

    deinit {
        for p in planes { p.deallocate() }
        for p in coefficients { p.deallocate() }
        for p in quantisation { p.deallocate() }
    }

    /// Progressive files, once every scan is read: dequantises and transforms every block into the planes.
    func transformCoefficients() {
        let block = UnsafeMutablePointer<Int32>.allocate(capacity: 64)
        let workspace = UnsafeMutablePointer<Int>.allocate(capacity: 64)
        defer { block.deallocate(); workspace.deallocate() }
        for (i, c) in frame.components.enumerated() {
            let q = quantisation[i], stride = c.blocksPerLine * 8
            // Blocks past the component's own size (MCU padding) are never shown: they are skipped.
            for by in 0..<min(c.blocksHigh, c.blocksPerColumn) {
                for bx in 0..<min(c.blocksWide, c.blocksPerLine) {
                    let coefficients = self.coefficients[i] + (by * c.blocksPerLine + bx) * 64
                    for k in 0..<64 { block[k] = Int32(coefficients[k]) &* q[k] }
                    JPEGIDCT.transform(block, into: planes[i] + by * 8 * stride + bx * 8, stride: stride, workspace: workspace)
                }
            }
        }
    }
}
