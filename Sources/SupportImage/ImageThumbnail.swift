/// A picture scaled down for a thumbnail: each thumbnail pixel is the mean of the box of source pixels it
/// covers (a box filter, in whole pixels, rounded), so thin lines and text become grey instead of vanishing or
/// aliasing. The result is opaque RGB when every source pixel is opaque, else RGBA.
public struct ImageThumbnail: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public let layout: PNGEncoder.Layout
    /// Row-major samples, `layout`'s count per pixel.
    public let samples: [UInt8]

    /// `rgba` (row-major RGBA, 8 bits, `width` × `height`) scaled to at most `maxWidth` pixels wide and
    /// `maxHeight` high, keeping its proportions (a side is at least 1 pixel); never scaled up. Nil when the
    /// sizes do not match the samples.
    public init?(rgba: [UInt8], width: Int, height: Int, maxWidth: Int, maxHeight: Int) {
        guard width > 0, height > 0, maxWidth > 0, maxHeight > 0, rgba.count == width * height * 4 else { return nil }
        let factor = min(1, min(Double(maxWidth) / Double(width), Double(maxHeight) / Double(height)))
        let outWidth = max(1, min(maxWidth, Int((Double(width) * factor).rounded())))
        let outHeight = max(1, min(maxHeight, Int((Double(height) * factor).rounded())))
        var opaque = true
        for index in stride(from: 3, to: rgba.count, by: 4) where rgba[index] != 255 { opaque = false; break }
        let layout: PNGEncoder.Layout = opaque ? .rgb : .rgba
        let channels = layout.samples
        var out = [UInt8](repeating: 0, count: outWidth * outHeight * channels)
        // The source columns of each thumbnail column, worked out once.
        let columns = (0..<outWidth).map { x in (x * width / outWidth)..<max(x * width / outWidth + 1, (x + 1) * width / outWidth) }
        rgba.withUnsafeBufferPointer { source in
            var sums = [Int](repeating: 0, count: 4)
            for y in 0..<outHeight {
                let top = y * height / outHeight, bottom = max(top + 1, (y + 1) * height / outHeight)
                for x in 0..<outWidth {
                    let span = columns[x]
                    for channel in 0..<4 { sums[channel] = 0 }
                    for row in top..<bottom {
                        var index = (row * width + span.lowerBound) * 4
                        for _ in span {
                            sums[0] += Int(source[index]); sums[1] += Int(source[index + 1])
                            sums[2] += Int(source[index + 2]); sums[3] += Int(source[index + 3])
                            index += 4
                        }
                    }
                    let count = (bottom - top) * span.count
                    let target = (y * outWidth + x) * channels
                    for channel in 0..<channels { out[target + channel] = UInt8((sums[channel] + count / 2) / count) }
                }
            }
        }
        self.width = outWidth
        self.height = outHeight
        self.layout = layout
        self.samples = out
    }

    /// The thumbnail as a PNG file (`PNGEncoder`).
    public var png: [UInt8]? { PNGEncoder.encode(samples, width: width, height: height, layout: layout) }
}
