import CrawlCLI
import Foundation
import Testing
import TestSupport

/// `check --format html` on the command line: the same bytes whatever `--jobs`, and a file with `-o`.
@Suite struct HTMLCommandTests {
    static let fixtures = PackagePaths.fixtureTrees.path
    static let recordings = PackagePaths.recordings.path

    @Test func jobsDoNotChangeTheReport() {
        let one = Tool.run(["check", "--format", "html", "--jobs", "1", Self.fixtures, Self.recordings])
        let four = Tool.run(["check", "--format", "html", "--jobs", "4", Self.recordings, Self.fixtures])
        #expect(one.stdoutText.hasPrefix("<!DOCTYPE html>"))
        #expect(one.stdoutText.hasSuffix("</html>\n"))
        #expect(one.stdout == four.stdout)
    }

    @Test func writesOneFileWithOutput() throws {
        try TemporaryFolder.with("html") { folder in
            let path = folder.appendingPathComponent("report.html").path
            let run = Tool.run(["check", "--format", "html", "-o", path, Self.fixtures])
            #expect(run.status == 1)
            let html = try String(contentsOfFile: path, encoding: .utf8)
            #expect(html.contains("<h1>Accessibility report</h1>"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["report.html"])
        }
    }
}
