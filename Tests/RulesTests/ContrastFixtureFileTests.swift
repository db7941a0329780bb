import Foundation
import Testing
import TestSupport

/// The contrast fixtures (`Fixtures/trees/contrast-*/<case>-2x.json` and `.png`, and 3x) are written from
/// `ContrastScene.all`: each committed file must equal what the scene draws today. Re-write them on purpose
/// with `A11Y_CRAWL_RECORD_CONTRAST_FIXTURES=1 swift test --filter ContrastFixtureFileTests` (the `.expected`
/// files are written by hand, the same for both scales).
@Suite struct ContrastFixtureFileTests {
    static let recording = ProcessInfo.processInfo.environment["A11Y_CRAWL_RECORD_CONTRAST_FIXTURES"] == "1"

    struct Case: Sendable, CustomStringConvertible {
        var scene: ContrastScene
        var scale: Double
        var description: String { "\(scene.rule)/\(scene.name)-\(Int(scale))x" }
    }

    static let cases = ContrastScene.all.flatMap { scene in ContrastScene.scales.map { Case(scene: scene, scale: $0) } }

    @Test("fixture files are up to date", arguments: cases)
    func upToDate(_ item: Case) throws {
        let base = PackagePaths.fixtureTrees.appendingPathComponent(item.description)
        let files: [(URL, [UInt8])] = [
            (base.appendingPathExtension("json"), Array(item.scene.tree.utf8)),
            (base.appendingPathExtension("png"), item.scene.png(scale: item.scale)),
        ]
        for (url, bytes) in files {
            if Self.recording {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(bytes).write(to: url)
                continue
            }
            let stored = try #require(FileManager.default.contents(atPath: url.path),
                                      "\(url.lastPathComponent) is missing; write it with A11Y_CRAWL_RECORD_CONTRAST_FIXTURES=1")
            #expect(Array(stored) == bytes, "\(url.lastPathComponent) differs from what its scene draws")
        }
        #expect(FileManager.default.fileExists(atPath: base.appendingPathExtension("expected").path),
                "\(item).expected is missing: write the expected outcome by hand")
    }
}
