import CZlib

/// A picture with known colours for the contrast tests, drawn in pixels and written as PNG by a small
/// encoder on the system zlib: filled and rounded rectangles, gradients, seeded noise, and glyph-like
/// strokes (an "H" per letter) anti-aliased by 4 × 4 supersampling, blended `α·F + (1−α)·B` on the
/// sRGB-encoded values.
public struct SyntheticScreenshot: Sendable {
    public let width: Int
    public let height: Int
    /// 8-bit sRGB values, three per pixel, as Doubles so blends are exact until written.
    var samples: [Double]

    public init(width: Int, height: Int, background: UInt32 = 0xFFFFFF) {
        self.width = width
        self.height = height
        samples = [Double](repeating: 0, count: width * height * 3)
        fill(x: 0, y: 0, width: Double(width), height: Double(height), colour: background)
    }

    static func channels(_ colour: UInt32) -> (Double, Double, Double) {
        (Double(colour >> 16 & 0xFF), Double(colour >> 8 & 0xFF), Double(colour & 0xFF))
    }

    mutating func blend(_ x: Int, _ y: Int, _ colour: (Double, Double, Double), _ alpha: Double) {
        guard x >= 0, y >= 0, x < width, y < height, alpha > 0 else { return }
        let i = (y * width + x) * 3
        samples[i] = alpha * colour.0 + (1 - alpha) * samples[i]
        samples[i + 1] = alpha * colour.1 + (1 - alpha) * samples[i + 1]
        samples[i + 2] = alpha * colour.2 + (1 - alpha) * samples[i + 2]
    }

    /// Paints the pixels whose 4 × 4 sub-samples fall in `inside` (pixel coordinates), by coverage.
    mutating func paint(minX: Double, minY: Double, maxX: Double, maxY: Double, colour: UInt32, inside: (Double, Double) -> Bool) {
        let c = Self.channels(colour)
        let x0 = max(0, Int(minX.rounded(.down))), x1 = min(width, Int(maxX.rounded(.up)))
        let y0 = max(0, Int(minY.rounded(.down))), y1 = min(height, Int(maxY.rounded(.up)))
        guard x1 > x0, y1 > y0 else { return }
        for y in y0..<y1 {
            for x in x0..<x1 {
                var hits = 0
                for sy in 0..<4 {
                    for sx in 0..<4 where inside(Double(x) + (Double(sx) + 0.5) / 4, Double(y) + (Double(sy) + 0.5) / 4) { hits += 1 }
                }
                blend(x, y, c, Double(hits) / 16)
            }
        }
    }

    /// A rectangle in pixels.
    public mutating func fill(x: Double, y: Double, width w: Double, height h: Double, colour: UInt32) {
        paint(minX: x, minY: y, maxX: x + w, maxY: y + h, colour: colour) { px, py in px >= x && px < x + w && py >= y && py < y + h }
    }

    /// A rectangle with rounded corners of `radius` pixels (a pill when the radius is half the height).
    public mutating func fillRounded(x: Double, y: Double, width w: Double, height h: Double, radius r: Double, colour: UInt32) {
        paint(minX: x, minY: y, maxX: x + w, maxY: y + h, colour: colour) { px, py in
            let cx = min(max(px, x + r), x + w - r), cy = min(max(py, y + r), y + h - r)
            return (px - cx) * (px - cx) + (py - cy) * (py - cy) <= r * r
        }
    }

    /// A linear gradient over a rectangle, from `from` at its top (or left) to `to` at its bottom (or right).
    public mutating func gradient(x: Int, y: Int, width w: Int, height h: Int, from: UInt32, to: UInt32, vertical: Bool) {
        let a = Self.channels(from), b = Self.channels(to)
        for py in y..<(y + h) {
            for px in x..<(x + w) {
                let t = vertical ? Double(py - y) / Double(max(1, h - 1)) : Double(px - x) / Double(max(1, w - 1))
                blend(px, py, ((a.0 + (b.0 - a.0) * t).rounded(), (a.1 + (b.1 - a.1) * t).rounded(), (a.2 + (b.2 - a.2) * t).rounded()), 1)
            }
        }
    }

    /// Seeded random colours, one per pixel (a photograph's worth of detail).
    public mutating func noise(x: Int, y: Int, width w: Int, height h: Int, seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for py in y..<(y + h) {
            for px in x..<(x + w) {
                let v = generator.next()
                blend(px, py, (Double(v & 0xFF), Double(v >> 8 & 0xFF), Double(v >> 16 & 0xFF)), 1)
            }
        }
    }

    /// `count` letters drawn as "H" shapes: cap height 0.705 em, advance 0.7 em, stems `stroke` em wide
    /// (or `strokePixels` wide), starting at (`x`, `y`) = the top of the capitals, in pixels, for `points` at
    /// `scale`.
    public mutating func letters(_ count: Int, x: Double, y: Double, points: Double, scale: Double, colour: UInt32,
                                 stroke: Double = 0.12, strokePixels: Double? = nil) {
        let em = points * scale
        let capHeight = 0.705 * em, width = 0.55 * em, stem = strokePixels ?? stroke * em
        for letter in 0..<count {
            let left = x + Double(letter) * 0.7 * em
            let bars = [(left, y, stem, capHeight), (left + width - stem, y, stem, capHeight),
                        (left, y + capHeight / 2 - stem / 2, width, stem)]
            paint(minX: left, minY: y, maxX: left + width, maxY: y + capHeight, colour: colour) { px, py in
                bars.contains { px >= $0.0 && px < $0.0 + $0.2 && py >= $0.1 && py < $0.1 + $0.3 }
            }
        }
    }

    /// The PNG file: RGB (or opaque RGBA, as `simctl` writes) at 8 or 16 bits, with an `sRGB` chunk, a
    /// Display P3 `cICP` chunk, or none.
    public func png(depth16: Bool = false, colourChunk: ColourChunk = .sRGB, alpha: Bool = false) -> [UInt8] {
        var raw: [UInt8] = []
        raw.reserveCapacity(height * (1 + width * (depth16 ? 2 : 1) * (alpha ? 4 : 3)))
        for y in 0..<height {
            raw.append(0)
            for i in (y * width * 3)..<((y + 1) * width * 3) {
                let v = UInt8(min(255, max(0, samples[i].rounded())))
                if depth16 { raw.append(v); raw.append(v) } else { raw.append(v) }
                if alpha && i % 3 == 2 { raw.append(contentsOf: depth16 ? [255, 255] : [255]) }
            }
        }
        let header = Self.be32(UInt32(width)) + Self.be32(UInt32(height)) + [depth16 ? 16 : 8, alpha ? 6 : 2, 0, 0, 0]
        var chunks = [("IHDR", header)]
        switch colourChunk {
        case .sRGB: chunks.append(("sRGB", [0]))
        case .displayP3: chunks.append(("cICP", [12, 13, 0, 1]))
        case .none: break
        }
        chunks += [("IDAT", Self.zlib(raw)), ("IEND", [])]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunks.flatMap { type, data in
            let body = Array(type.utf8) + data
            let crc = body.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, uInt($0.count))) }
            return Self.be32(UInt32(data.count)) + body + Self.be32(crc)
        }
    }

    public enum ColourChunk: Sendable { case sRGB, displayP3, none }

    static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

    static func zlib(_ raw: [UInt8]) -> [UInt8] {
        var size = compressBound(uLong(raw.count))
        var out = [UInt8](repeating: 0, count: Int(size))
        let status = out.withUnsafeMutableBufferPointer { o in
            raw.withUnsafeBufferPointer { compress2(o.baseAddress, &size, $0.baseAddress, uLong($0.count), 9) }
        }
        precondition(status == Z_OK, "compress2 failed with \(status)")
        return Array(out[0..<Int(size)])
    }
}
