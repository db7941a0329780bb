import Foundation

/// The read-only data beside the project (`../shared/data`): James Clark's xmltest (internal use only, so
/// it is read in place and never copied into the repository) and the real recordings.
enum SharedData {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // SupportXMLTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root
    static let data = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/data", isDirectory: true)
    static let xmltest = data.appendingPathComponent("xmltest", isDirectory: true)
    static let recordings = data.appendingPathComponent("recordings", isDirectory: true)

    static var hasXMLTest: Bool { FileManager.default.fileExists(atPath: xmltest.appendingPathComponent("xmltest.xml").path) }
    static var hasRecordings: Bool { FileManager.default.fileExists(atPath: recordings.path) }

    /// The sorted `.xml` file names directly in `folder` (relative to `root`), or none when it is absent.
    static func xmlFiles(_ folder: String, in root: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []
        return names.filter { $0.hasSuffix(".xml") }.sorted().map { "\(folder)/\($0)" }
    }

    static func bytes(_ path: String, in root: URL) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: root.appendingPathComponent(path)))
    }
}
