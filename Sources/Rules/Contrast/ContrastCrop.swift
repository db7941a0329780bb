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
    /// The picture went through lossy compression (a JPEG): the estimator reads glyphs' colours from their
    /// eroded core only.
    public let lossy: Bool

    public var count: Int { width * height }

    /// The pixel rectangle of `frame` (tree units) in `shot`: `floor(x·s), floor(y·s)` to `ceil(maxX·s),
    /// ceil(maxY·s)`, clipped to the picture, and the share of the frame's pixels the clipping cut off; nil
    /// when nothing of it is in the picture. What a crop would hold, without reading a pixel.
    public static func bounds(_ shot: Screenshot, frame: Frame) -> (x: Range<Int>, y: Range<Int>, clippedShare: Double)? {
        let s = shot.scale
        // Within a millionth of a pixel is on it: frames converted to dp and scaled back by the density come
        // back a rounding error away from whole pixels.
        let down = { (v: Double) in Int((v + 1e-6).rounded(.down)) }, up = { (v: Double) in Int((v - 1e-6).rounded(.up)) }
        let x0 = down(frame.minX * s), y0 = down(frame.minY * s)
        let x1 = up(frame.maxX * s), y1 = up(frame.maxY * s)
        let cx0 = max(x0, 0), cy0 = max(y0, 0), cx1 = min(x1, shot.width), cy1 = min(y1, shot.height)
        guard cx1 > cx0, cy1 > cy0, x1 > x0, y1 > y0 else { return nil }
        return (cx0..<cx1, cy0..<cy1, 1 - Double((cx1 - cx0) * (cy1 - cy0)) / Double((x1 - x0) * (y1 - y0)))
    }

    /// The crop of `frame` (see `bounds`); nil when nothing of it is in the picture.
    public init?(_ shot: Screenshot, frame: Frame) {
        self.init(shot, frame: frame, workspace: ContrastWorkspace())
    }

    /// The crop of `frame`, in arrays from `workspace` (give them back with `recycle` when done).
    init?(_ shot: Screenshot, frame: Frame, workspace: ContrastWorkspace) {
        guard let (columns, rows, clippedShare) = Self.bounds(shot, frame: frame) else { return nil }
        width = columns.count
        height = rows.count
        self.clippedShare = clippedShare
        space = shot.colourSpace
        lossy = shot.isLossy
        let weights = ContrastColour.row(shot.colourSpace)
        let n = width * height
        var keys = workspace.colourKeys(n)
        var luminance = workspace.doubles(n, fill: false)
        let imageWidth = shot.width, cropWidth = width
        switch shot.pixels {
        case .rgba8(let samples):
            depth16 = false
            Self.read8(samples, rows: rows, from: columns.lowerBound, width: cropWidth, imageWidth: imageWidth,
                       weights: weights, keys: &keys, luminance: &luminance)
        case .rgba16(let samples):
            depth16 = true
            Self.read(samples, table: ContrastColour.linear16, rows: rows, from: columns.lowerBound, width: cropWidth,
                      imageWidth: imageWidth, weights: weights, keys: &keys, luminance: &luminance)
        }
        self.keys = keys
        self.luminance = luminance
    }

    /// `read` for 8-bit samples, a pixel's four samples compared at once with the pixel before it.
    private static func read8(
        _ samples: [UInt8], rows: Range<Int>, from x: Int, width: Int, imageWidth: Int,
        weights: (Double, Double, Double), keys: inout [UInt64], luminance: inout [Double]
    ) {
        let (wr, wg, wb) = weights
        ContrastColour.linear8.withUnsafeBufferPointer { table in
            samples.withUnsafeBytes { p in
                keys.withUnsafeMutableBufferPointer { keys in
                    luminance.withUnsafeMutableBufferPointer { luminance in
                        var i = 0
                        // `lastKey` starts at no colour's key, so the first pixel is always read.
                        var lastPixel: UInt32 = 0, lastKey = UInt64.max, lastLuminance = 0.0
                        for y in rows {
                            var o = (y * imageWidth + x) * 4
                            for _ in 0..<width {
                                let pixel = UInt32(littleEndian: p.loadUnaligned(fromByteOffset: o, as: UInt32.self))
                                if pixel != lastPixel || lastKey == .max {
                                    lastPixel = pixel
                                    let r = Int(pixel & 0xFF), g = Int(pixel >> 8 & 0xFF), b = Int(pixel >> 16 & 0xFF)
                                    let key = UInt64(r) << 32 | UInt64(g) << 16 | UInt64(b)
                                    if key != lastKey {
                                        lastKey = key
                                        lastLuminance = wr * table[r] + wg * table[g] + wb * table[b]
                                    }
                                }
                                keys[i] = lastKey
                                luminance[i] = lastLuminance
                                i += 1
                                o += 4
                            }
                        }
                    }
                }
            }
        }
    }

    /// Fills `keys` and `luminance` from the RGBA `samples` of `rows`, columns `from..<from + width`, at either
    /// depth: `table` maps a sample to its linear value. A pixel of the same colour as the one before it
    /// takes that one's luminance (the same arithmetic on the same samples): screenshots are mostly runs.
    private static func read<Sample: FixedWidthInteger>(
        _ samples: [Sample], table: [Double], rows: Range<Int>, from x: Int, width: Int, imageWidth: Int,
        weights: (Double, Double, Double), keys: inout [UInt64], luminance: inout [Double]
    ) {
        let (wr, wg, wb) = weights
        table.withUnsafeBufferPointer { table in
            samples.withUnsafeBufferPointer { p in
                keys.withUnsafeMutableBufferPointer { keys in
                    luminance.withUnsafeMutableBufferPointer { luminance in
                        var i = 0
                        var lastKey = UInt64.max, lastLuminance = 0.0
                        for y in rows {
                            var o = (y * imageWidth + x) * 4
                            for _ in 0..<width {
                                let r = Int(p[o]), g = Int(p[o + 1]), b = Int(p[o + 2])
                                let key = UInt64(r) << 32 | UInt64(g) << 16 | UInt64(b)
                                if key != lastKey {
                                    lastKey = key
                                    lastLuminance = wr * table[r] + wg * table[g] + wb * table[b]
                                }
                                keys[i] = key
                                luminance[i] = lastLuminance
                                i += 1
                                o += 4
                            }
                        }
                    }
                }
            }
        }
    }

    /// Hands the crop's arrays back to `workspace`; the crop is empty afterwards.
    mutating func recycle(into workspace: ContrastWorkspace) {
        workspace.recycle(&keys)
        workspace.recycle(&luminance)
    }

    public func hex(_ key: UInt64) -> String { ContrastColour.hex(key, depth16: depth16, space: space) }
}
