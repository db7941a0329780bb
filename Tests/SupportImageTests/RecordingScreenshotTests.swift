import Foundation
import Testing
import SupportImage

/// The real screenshots beside the recordings in `../shared/data/recordings` (not copied into the
/// repository: skipped with a message when the shared data is absent).
@Suite struct RecordingScreenshotTests {
    static let recordings = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/data/recordings")
    static let present = FileManager.default.fileExists(atPath: recordings.path)

    static func bytes(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: recordings.appendingPathComponent(path)))
    }

    @Test(.enabled(if: present, "the shared recordings are absent beside the project (../shared/data/recordings)"))
    func uiAutomatorScreenshotDecodes() throws {
        let image = try PNGDecoder.decode(Self.bytes("uiautomator/erickpenafiel-appium-uia2-fb-login-DEBUG_login_start_20260616_005102.png"))
        #expect(image.width == 1080 && image.height == 2400)
        #expect(image.header.colorType == .rgba && image.header.bitDepth == 8 && !image.header.interlaced)
        #expect(image.colorSpace.declared == .sRGB && image.colorSpace.source == .sRGB && image.colorSpace.renderingIntent == 0)
        // Spot checks, read with an independent decoder (Python's zlib and a scanline unfilter written apart).
        #expect(image.rgba(x: 0, y: 0) == SIMD4(37, 39, 40, 255))
        #expect(image.rgba(x: 540, y: 1200) == SIMD4(31, 31, 34, 255))
        guard case .rgba8(let samples) = image.pixels else {
            Issue.record("an 8-bit file decoded to 16-bit samples")
            return
        }
        #expect(stride(from: 3, to: samples.count, by: 4).allSatisfy { samples[$0] == 255 }, "every pixel of the capture is opaque")
    }

    @Test(.enabled(if: present, "the shared recordings are absent beside the project (../shared/data/recordings)"))
    func everyPNGInTheRecordingsDecodesAndEveryJPEGIsNamedAsOne() throws {
        let files = FileManager.default.enumerator(atPath: Self.recordings.path)?.compactMap { $0 as? String } ?? []
        let pngs = files.filter { $0.lowercased().hasSuffix(".png") }.sorted()
        let jpegs = files.filter { $0.lowercased().hasSuffix(".jpg") || $0.lowercased().hasSuffix(".jpeg") }.sorted()
        #expect(pngs.count >= 1 && jpegs.count >= 2)
        for path in pngs {
            let info = try PNGDecoder.inspect(Self.bytes(path))
            let image = try PNGDecoder.decode(Self.bytes(path))
            #expect(image.width == info.header.width && image.height == info.header.height && image.width > 0, "\(path)")
        }
        for path in jpegs {
            let error = #expect(throws: PNGError.self) { try PNGDecoder.decode(Self.bytes(path)) }
            #expect(error?.kind == .notPNG, "\(path)")
            #expect(error?.message == "not a PNG: the file starts with a JPEG signature (FF D8 FF), and only PNG is decoded", "\(path)")
            // The JPEG decoder reads them, at the size their frame header gives.
            let image = try JPEGDecoder.decode(Self.bytes(path))
            let header = try JPEGDecoder.inspect(Self.bytes(path))
            #expect(image.width == header.width && image.height == header.height && image.width > 0, "\(path)")
        }
    }
}
