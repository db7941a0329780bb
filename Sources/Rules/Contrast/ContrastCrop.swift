import TreeModel

/// The pixels of one element's frame in a screenshot: per pixel a colour key (the samples at the file's own
/// depth, `r << 32 | g << 16 | b`) and its relative luminance. Built per element and released after it.
public struct ContrastCrop: Sendable {
    public let width: Int
    public let height: Int
    public var keys: [UInt64]
    public var luminance: [Double]
    /// Share of the frame's pixels that fell outside the screenshot.
    public let clippedShare: Double
    public let depth16: Bool
    public let space: Screenshot.ColourSpace

    public var count: Int { width * height }

    /// The crop of `frame` (tree units): `floor(x·s), floor(y·s)` to `ceil(maxX·s), ceil(maxY·s)`, clipped
    /// to the picture; nil when nothing of it is in the picture.
    public init?(_ shot: Screenshot, frame: Frame) {
        let s = shot.scale
        let x0 = Int((frame.minX * s).rounded(.down)), y0 = Int((frame.minY * s).rounded(.down))
        let x1 = Int((frame.maxX * s).rounded(.up)), y1 = Int((frame.maxY * s).rounded(.up))
        let cx0 = max(x0, 0), cy0 = max(y0, 0), cx1 = min(x1, shot.width), cy1 = min(y1, shot.height)
        guard cx1 > cx0, cy1 > cy0, x1 > x0, y1 > y0 else { return nil }
        width = cx1 - cx0
        height = cy1 - cy0
        clippedShare = 1 - Double(width * height) / Double((x1 - x0) * (y1 - y0))
        space = shot.colourSpace
        let (wr, wg, wb) = ContrastColour.row(shot.colourSpace)
        let n = width * height
        var keys = [UInt64](repeating: 0, count: n)
        var luminance = [Double](repeating: 0, count: n)
        let imageWidth = shot.width, cropWidth = width
        let rows = cy0..<cy1, weights = (wr, wg, wb)
        switch shot.image.pixels {
        case .rgba8(let samples):
            depth16 = false
            Self.read(samples, table: ContrastColour.linear8, rows: rows, from: cx0, width: cropWidth, imageWidth: imageWidth,
                      weights: weights, keys: &keys, luminance: &luminance)
        case .rgba16(let samples):
            depth16 = true
            Self.read(samples, table: ContrastColour.linear16, rows: rows, from: cx0, width: cropWidth, imageWidth: imageWidth,
                      weights: weights, keys: &keys, luminance: &luminance)
        }
        self.keys = keys
        self.luminance = luminance
    }

    /// Fills `keys` and `luminance` from the RGBA `samples` of `rows`, columns `from..<from + width`, at either
    /// depth: `table` maps a sample to its linear value.
    private static func read<Sample: FixedWidthInteger>(
        _ samples: [Sample], table: [Double], rows: Range<Int>, from x: Int, width: Int, imageWidth: Int,
        weights: (Double, Double, Double), keys: inout [UInt64], luminance: inout [Double]
    ) {
        let (wr, wg, wb) = weights
        table.withUnsafeBufferPointer { table in
            samples.withUnsafeBufferPointer { p in
                var i = 0
                for y in rows {
                    var o = (y * imageWidth + x) * 4
                    for _ in 0..<width {
                        let r = Int(p[o]), g = Int(p[o + 1]), b = Int(p[o + 2])
                        keys[i] = UInt64(r) << 32 | UInt64(g) << 16 | UInt64(b)
                        luminance[i] = wr * table[r] + wg * table[g] + wb * table[b]
                        i += 1
                        o += 4
                    }
                }
            }
        }
    }

    public func hex(_ key: UInt64) -> String { ContrastColour.hex(key, depth16: depth16, space: space) }
}
