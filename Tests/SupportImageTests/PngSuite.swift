import Foundation

/// Willem van Schaik's PngSuite, copied into `Tests/SupportImageTests/PngSuite` (its licence allows it:
/// see `PngSuite/LICENSE` and `PngSuite/SOURCES.md`): the files, and the expected pixels in `json/`.
enum PngSuite {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("PngSuite")

    /// Every file name in `png/` without its extension, sorted.
    static let allNames: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("png").path)) ?? []
        return files.filter { $0.hasSuffix(".png") }.map { String($0.dropLast(4)) }.sorted()
    }()

    /// The files a decoder must decode.
    static let validNames = allNames.filter { !$0.hasPrefix("x") }
    /// The corrupt files (`x*`) a decoder must refuse.
    static let corruptNames = allNames.filter { $0.hasPrefix("x") }
    /// The 16-bit files that have a `_to8` reference.
    static let reducedNames = validNames.filter { FileManager.default.fileExists(atPath: jsonURL($0 + "_to8").path) }

    static func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: directory.appendingPathComponent("png/\(name).png")))
    }

    static func jsonURL(_ name: String) -> URL {
        directory.appendingPathComponent("json/\(name).json")
    }

    /// The expected samples, a flat `[r, g, b, a, …]` array.
    static func expected(_ name: String) throws -> [Int] {
        try JSONDecoder().decode([Int].self, from: Data(contentsOf: jsonURL(name)))
    }
}
