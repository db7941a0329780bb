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
    static let present = FileManager.default.fileExists(atPath: data.path)

    /// Decodes the file; with djpeg installed, the size is djpeg's, and so are the samples (`-dct int
    /// -nosmooth`, within the comparison tests' tolerance) for every fourth file of a folder (comparing them
    /// all doubles the time of this suite in a debug build); without djpeg, the size is the frame header's.
    func check(_ path: String, comparePixels: Bool) throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let image = try JPEGDecoder.decode(bytes)
        let header = try JPEGDecoder.inspect(bytes)
        #expect(image.width == header.width && image.height == header.height && image.width > 0, "\(path)")
        guard JPEGTools.available, header.orientation == 1 else { return }
        try JPEGTools.withFolder { folder in
            let reference = try JPEGTools.decompress(bytes, in: folder)
            #expect(image.width == reference.width && image.height == reference.height, "\(path)")
            guard comparePixels, image.width == reference.width && image.height == reference.height else { return }
            let worst = reference.largestDifference(from: image.rgba8).difference
            #expect(worst <= JPEGLibjpegComparisonTests.tolerance, "\(path): samples differ from djpeg's by up to \(worst)")
        }
    }

    @Test("Rico's screenshots decode", .enabled(if: !rico.isEmpty, "the Rico screens are not at ../shared/data/rico"), arguments: rico)
    func ricoScreenshotDecodes(_ path: String) throws {
        try check(path, comparePixels: Self.rico.firstIndex(of: path)! % 4 == 0)
    }

    @Test("DroidBot's screenshots decode", .enabled(if: !droidBot.isEmpty, "the DroidBot crawls are not at ../shared/data/crawls/droidbot"),
          arguments: droidBot)
    func droidBotScreenshotDecodes(_ path: String) throws {
        try check(path, comparePixels: Self.droidBot.firstIndex(of: path)! % 4 == 0)
    }

    @Test(.enabled(if: present, "the shared data is not at ../shared/data"))
    func theSharedDataHoldsJPEGScreenshots() {
        #expect(Self.rico.count + Self.droidBot.count >= 2)
    }
}
