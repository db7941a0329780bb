import Foundation
import Support
import SupportImage
import TreeModel

/// The screenshot beside a recording (same stem, `.png`, `.jpg` or `.jpeg`, or DroidBot's `screen_X` for
/// `state_X`: `ScreenshotNames`), embedded under the screen's
/// wireframe when its scale to the tree's units can be derived: image width ÷ root width, checked against
/// the height (within one point). Otherwise the report says why it is not shown.
struct HTMLScreenshot {
    /// `data:image/png;base64,…`
    var dataURL: String
    var file: String
    /// The file's bytes, and `png` or `jpeg` by its content.
    var bytes: [UInt8]
    var kind: String
    var pixelWidth: Int
    var pixelHeight: Int
    var scale: Double

    /// Larger images are not embedded (the report says so), so one screenshot cannot make the file huge.
    static let maxBytes = 8 << 20

    /// The screenshot for `recording` drawn over `bounds`, or why there is none to draw (nil, nil: no file).
    /// `perUnit` names the frames' unit after "per" (`point`, `dp`).
    static func find(for recording: String, bounds: Frame, perUnit: String = "point") -> (HTMLScreenshot?, note: String?) {
        guard recording != "-", let dot = recording.lastIndex(ofASCII: "."),
              !recording[dot...].contains("/") else { return (nil, nil) }
        // The names the contrast rules' pairing looks for (DroidBot's `screen_X` for `state_X` too), each also
        // with its extension in capitals.
        let candidates = ScreenshotNames.candidates(for: recording).flatMap { path -> [String] in
            guard let dot = path.lastIndex(ofASCII: ".") else { return [path] }
            return [path, path[..<dot] + path[dot...].uppercased()]
        }
        for path in candidates {
            guard case .success(let status) = SystemIO.status(path), status.kind == .regular else { continue }
            guard status.size <= maxBytes else {
                return (nil, "The screenshot \(path) is not shown: it is larger than \(maxBytes >> 20) MiB.")
            }
            guard case .success(let bytes) = FileBytes.read(path) else {
                return (nil, "The screenshot \(path) is not shown: it could not be read.")
            }
            return make(bytes, file: path, bounds: bounds, perUnit: perUnit)
        }
        return (nil, nil)
    }

    static func make(_ bytes: [UInt8], file: String, bounds: Frame, perUnit: String = "point") -> (HTMLScreenshot?, note: String?) {
        let kind: String
        let size: (width: Int, height: Int)?
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            kind = "png"
            size = (try? PNGDecoder.inspect(bytes)).map { ($0.header.width, $0.header.height) }
        } else if bytes.starts(with: [0xFF, 0xD8]) {
            kind = "jpeg"
            size = jpegSize(bytes)
        } else {
            return (nil, "The screenshot \(file) is not shown: it is neither a PNG nor a JPEG image.")
        }
        guard let size, size.width > 0, size.height > 0 else {
            return (nil, "The screenshot \(file) is not shown: its size could not be read.")
        }
        guard bounds.isFinite, bounds.width > 0, bounds.height > 0 else {
            return (nil, "The screenshot \(file) is not shown: the screen has no usable root frame to scale it to.")
        }
        let scale = Double(size.width) / bounds.width
        let expectedHeight = bounds.height * scale
        guard abs(Double(size.height) - expectedHeight) <= max(scale, 1) else {
            let shown = HTMLText.number(scale) ?? "?"
            return (nil, "The screenshot \(file) is not shown: at \(shown) pixels per \(perUnit) (from its width of \(size.width) pixels) "
                + "it should be \(Int(expectedHeight.rounded())) pixels high, not \(size.height).")
        }
        let url = "data:image/\(kind);base64," + Data(bytes).base64EncodedString()
        return (HTMLScreenshot(dataURL: url, file: file, bytes: bytes, kind: kind, pixelWidth: size.width, pixelHeight: size.height, scale: scale), nil)
    }

    /// Width and height from a JPEG's start-of-frame marker (SOF0–SOF15 but DHT, JPG and DAC), nil when the
    /// markers end or break before one.
    static func jpegSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        var offset = 2
        while offset + 4 <= bytes.count {
            guard bytes[offset] == 0xFF else { return nil }
            let marker = bytes[offset + 1]
            if marker == 0xFF { offset += 1; continue }
            // Markers without a length: TEM, RST0–7.
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { offset += 2; continue }
            if marker == 0xD9 || marker == 0xDA { return nil }
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            guard length >= 2 else { return nil }
            if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
                guard offset + 9 <= bytes.count, length >= 7 else { return nil }
                let height = Int(bytes[offset + 5]) << 8 | Int(bytes[offset + 6])
                let width = Int(bytes[offset + 7]) << 8 | Int(bytes[offset + 8])
                return (width, height)
            }
            offset += 2 + length
        }
        return nil
    }
}
