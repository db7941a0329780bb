import CrawlCLI
import Foundation
import Testing
import TestSupport

/// The configuration's `screenshots`: a crawl that keeps its pictures in a folder of their own is paired by
/// the recording's path below its folder, before a picture beside the recording.
@Suite struct ScreenshotFolderTests {
    static let scene = ContrastScene.all.first { $0.name == "fail-grey-777777" }!

    @Test("a screenshot in the configured folder is paired by relative path and stem, and named in the finding's run")
    func configuredFolder() throws {
        try TemporaryFolder.with("screenshot-folder") { folder in
            let trees = folder.appendingPathComponent("crawl/trees/login")
            let shots = folder.appendingPathComponent("crawl/shots/login")
            try FileManager.default.createDirectory(at: trees, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
            let tree = trees.appendingPathComponent("start.json").path
            try Self.scene.tree.write(toFile: tree, atomically: true, encoding: .utf8)
            _ = FileManager.default.createFile(atPath: shots.appendingPathComponent("start.png").path, contents: Data(Self.scene.png(scale: 2)))
            let config = folder.appendingPathComponent("a11y-crawl.json").path

            // Without the entry, the picture in the other folder is not found: not run, with the reason.
            try "{}".write(toFile: config, atomically: true, encoding: .utf8)
            let without = Tool.run(["check", "--config", config, "--rule", "contrast-text", tree]).stdoutText
            #expect(without.contains("contrast-text on 1 screen: no screenshot beside the recording"), "\(without)")

            let crawl = folder.appendingPathComponent("crawl").path
            try #"{"screenshots": {"\#(crawl)/trees": "\#(crawl)/shots"}}"#.write(toFile: config, atomically: true, encoding: .utf8)
            let with = Tool.run(["check", "--config", config, "--rule", "contrast-text", tree])
            #expect(with.status == 1, "\(with.stdoutText)\(with.stderr)")
            #expect(with.stdoutText.contains("#777777 on #FFFFFF"), "\(with.stdoutText)")

            // An entry that holds the recording but has no picture says where it looked.
            try FileManager.default.removeItem(atPath: shots.appendingPathComponent("start.png").path)
            let missing = Tool.run(["check", "--config", config, "--rule", "contrast-text", tree]).stdoutText
            #expect(missing.contains("no screenshot in the configured screenshots folder or beside the recording"), "\(missing)")
            let printed = Tool.run(["check", "--config", config, "--print-config"]).stdoutText
            #expect(printed.contains("\"screenshots\": {\n    \"\(crawl)/trees\": \"\(crawl)/shots\""), "\(printed)")
        }
    }
}
