import Foundation
import SupportImage
import TreeModel

/// The screenshot of a recording drawn small for the Issues view: decoded (PNG or JPEG), scaled down with a
/// box filter to at most `maxWidth` × `maxHeight` pixels (`ImageThumbnail`), encoded again as PNG
/// (`PNGEncoder`) and embedded as a data URI in an SVG `<image>` over the thumbnail's box, under the element's
/// outline. Made at most once per recording; the same pixels always give the same bytes.
enum HTMLScreenshotThumbnail {
    /// Twice the 72 CSS pixels a thumbnail is shown at, for screens of two device pixels per CSS pixel.
    static let maxWidth = 144
    static let maxHeight = 320

    /// The `<image …/>` of `shot` drawn over `box` (the thumbnail's viewBox), nil when it cannot be decoded.
    static func image(_ shot: HTMLScreenshot, box: (x: Int, y: Int, w: Int, h: Int)) -> String? {
        let decoded: (width: Int, height: Int, rgba: [UInt8])?
        if shot.kind == "png" {
            decoded = (try? PNGDecoder.decode(shot.bytes)).map { ($0.width, $0.height, $0.rgba8) }
        } else {
            decoded = (try? JPEGDecoder.decode(shot.bytes)).map { ($0.width, $0.height, $0.rgba8) }
        }
        guard let decoded,
              let small = ImageThumbnail(rgba: decoded.rgba, width: decoded.width, height: decoded.height,
                                         maxWidth: maxWidth, maxHeight: maxHeight),
              let png = small.png else { return nil }
        return "<image href=\"data:image/png;base64,\(Data(png).base64EncodedString())\" x=\"\(box.x)\" y=\"\(box.y)\" "
            + "width=\"\(box.w)\" height=\"\(box.h)\" preserveAspectRatio=\"none\"/>"
    }
}
