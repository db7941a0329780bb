import Foundation
import Testing
import SupportImage

/// The real JPEG screenshots in `../shared/data` (Rico's `*.jpg` and DroidBot's `states/screen_*.jpg`), read in
/// place and never copied; skipped with a message when the shared data is absent.
@Suite struct JPEGSharedDataTests {
    static let data = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/data")

    static func files(_ folder: String, _ keep: (String) -> Bool) -> [String] {
        let root = data.appendingPathComponent(folder).path
        let all = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        return all.filter(keep).sorted().map { root + "/" + $0 }
    }

    static let rico = files("rico") { $0.lowercased().hasSuffix(".jpg") }
    static let droidBot = files("crawls/droidbot") { path in
        let name = path.split(separator: "/").last.map(String.init) ?? ""
        return path.contains("states/") && name.hasPrefix("screen_") && name.lowercased().hasSuffix(".jpg")
    }
    static let present = !rico.isEmpty || !droidBot.isEmpty

    /// Decodes every file; with djpeg installed, the size and the samples are djpeg's (`-dct int -nosmooth`,
    /// within the comparison tests' tolerance), otherwise the size is the frame header's.
    func check(_ paths: [String]) throws {
        #expect(!paths.isEmpty)
        try JPEGTools.withFolder { folder in
            for path in paths {
                let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
                let image: JPEGImage
                do { image = try JPEGDecoder.decode(bytes) } catch {
                    Issue.record("\(path): \(error)")
                    continue
                }
                let header = try JPEGDecoder.inspect(bytes)
                #expect(image.width == header.width && image.height == header.height && image.width > 0, "\(path)")
                guard JPEGTools.available, header.orientation == 1 else { continue }
                let reference = try JPEGTools.decompress(bytes, in: folder)
                #expect(image.width == reference.width && image.height == reference.height, "\(path)")
                guard image.width == reference.width && image.height == reference.height else { continue }
                let worst = reference.largestDifference(from: image.rgba8).difference
                #expect(worst <= JPEGLibjpegComparisonTests.tolerance, "\(path): samples differ from djpeg's by up to \(worst)")
            }
        }
    }

    @Test(.enabled(if: !rico.isEmpty, "the Rico screens are not at ../shared/data/rico"))
    func ricoScreenshotsDecode() throws {
        try check(Self.rico)
    }

    @Test(.enabled(if: !droidBot.isEmpty, "the DroidBot crawls are not at ../shared/data/crawls/droidbot"))
    func droidBotScreenshotsDecode() throws {
        try check(Self.droidBot)
    }
}
