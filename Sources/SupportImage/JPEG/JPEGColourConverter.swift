/// Turns the decoded planes into RGBA: chroma upsampled by replication (each chroma sample covers
/// Hmax/H × Vmax/V pixels, what libjpeg does without "fancy upsampling", `djpeg -nosmooth`), YCbCr converted
/// per JFIF (BT.601, full range) with libjpeg's 16-bit fixed-point factors, and the EXIF orientation applied.
enum JPEGColourConverter {
    // The tables are built by `table` from a typed closure: written as `(0..<256).map { Int32(… $0 …) }`, each
    // took the type checker 0.75-0.9 s (the literals' types were inferred through the arithmetic), four times a
    // debug build.
    /// 1.402 × (Cr − 128), rounded: red from Cr.
    static let redFromCr = table { (91881 * ($0 - 128) + 32768) >> 16 }
    /// 1.772 × (Cb − 128), rounded: blue from Cb.
    static let blueFromCb = table { (116130 * ($0 - 128) + 32768) >> 16 }
    /// −0.71414 × (Cr − 128) and −0.34414 × (Cb − 128) (with the rounding half), × 2^16: green from both.
    static let greenFromCr = table { -46802 * ($0 - 128) }
    static let greenFromCb = table { -22554 * ($0 - 128) + 32768 }

    /// `value(c)` for each sample value c in 0...255.
    private static func table(_ value: (Int) -> Int) -> [Int32] {
        var out: [Int32] = []
        out.reserveCapacity(256)
        for sample in 0..<256 { out.append(Int32(value(sample))) }
        return out
    }

    static func rgba(_ picture: JPEGPicture, coding: JPEGHeader.ColourCoding, orientation: Int) -> [UInt8] {
        let frame = picture.frame
        let width = frame.width, height = frame.height
        let count = width * height * 4
        return [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
            let base = out.baseAddress!
            // Orientation 1 writes each row in place; the others convert a row, then place its pixels.
            let row = orientation == 1 ? nil : UnsafeMutablePointer<UInt8>.allocate(capacity: width * 4)
            defer { row?.deallocate() }
            // The sample column of each pixel column, per component.
            let columns: [[Int32]] = frame.components.map { c in
                (0..<width).map { Int32($0 * c.horizontal / frame.maxHorizontal) }
            }
            redFromCr.withUnsafeBufferPointer { rCr in
            blueFromCb.withUnsafeBufferPointer { bCb in
            greenFromCr.withUnsafeBufferPointer { gCr in
            greenFromCb.withUnsafeBufferPointer { gCb in
                for y in 0..<height {
                    let target = row ?? base + y * width * 4
                    let rows = frame.components.enumerated().map { i, c in
                        UnsafePointer(picture.planes[i] + (y * c.vertical / frame.maxVertical) * c.blocksPerLine * 8)
                    }
                    switch coding {
                    case .grey:
                        let g = rows[0]
                        columns[0].withUnsafeBufferPointer { cx in
                            for x in 0..<width {
                                let v = g[Int(cx[x])]
                                target[4 * x] = v; target[4 * x + 1] = v; target[4 * x + 2] = v; target[4 * x + 3] = 255
                            }
                        }
                    case .rgb:
                        for x in 0..<width {
                            target[4 * x] = rows[0][Int(columns[0][x])]
                            target[4 * x + 1] = rows[1][Int(columns[1][x])]
                            target[4 * x + 2] = rows[2][Int(columns[2][x])]
                            target[4 * x + 3] = 255
                        }
                    case .yCbCr:
                        let yr = rows[0], cbr = rows[1], crr = rows[2]
                        columns[0].withUnsafeBufferPointer { yx in
                        columns[1].withUnsafeBufferPointer { bx in
                        columns[2].withUnsafeBufferPointer { rx in
                            for x in 0..<width {
                                let luma = Int32(yr[Int(yx[x])])
                                let cb = Int(cbr[Int(bx[x])]), cr = Int(crr[Int(rx[x])])
                                target[4 * x] = clamp(luma + rCr[cr])
                                target[4 * x + 1] = clamp(luma + ((gCb[cb] + gCr[cr]) >> 16))
                                target[4 * x + 2] = clamp(luma + bCb[cb])
                                target[4 * x + 3] = 255
                            }
                        }
                        }
                        }
                    }
                    if let row { place(row, storedRow: y, width: width, height: height, orientation: orientation, into: base) }
                }
            }
            }
            }
            }
            initialized = count
        }
    }

    @inline(__always)
    static func clamp(_ v: Int32) -> UInt8 {
        UInt8(truncatingIfNeeded: v < 0 ? 0 : (v > 255 ? 255 : v))
    }

    /// Writes stored row `y` (RGBA, `width` pixels) where EXIF `orientation` puts it in the shown picture:
    /// 2 mirrors left-right, 3 turns a half, 4 mirrors top-bottom, 5 transposes, 6 turns a quarter clockwise,
    /// 7 transverses, 8 turns a quarter anticlockwise.
    static func place(_ row: UnsafePointer<UInt8>, storedRow y: Int, width: Int, height: Int, orientation: Int,
                      into out: UnsafeMutablePointer<UInt8>) {
        // Shown width: the stored height for the quarter turns.
        let shownWidth = orientation >= 5 ? height : width
        for x in 0..<width {
            let (sx, sy): (Int, Int)
            switch orientation {
            case 2: (sx, sy) = (width - 1 - x, y)
            case 3: (sx, sy) = (width - 1 - x, height - 1 - y)
            case 4: (sx, sy) = (x, height - 1 - y)
            case 5: (sx, sy) = (y, x)
            case 6: (sx, sy) = (height - 1 - y, x)
            case 7: (sx, sy) = (height - 1 - y, width - 1 - x)
            case 8: (sx, sy) = (y, width - 1 - x)
            default: (sx, sy) = (x, y)
            }
            let to = out + (sy * shownWidth + sx) * 4
            let from = row + x * 4
            to[0] = from[0]; to[1] = from[1]; to[2] = from[2]; to[3] = from[3]
        }
    }
}
