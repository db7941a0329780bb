import A11yCrawlKit
import CrawlCLI
import Foundation
import Testing
import TestSupport

/// The version comes from one place: the file VERSION, stamped into `ToolVersion` by Scripts/stamp-version.sh.
@Suite struct ToolVersionTests {
    @Test("the stamped version is the one in VERSION, and --version, JSON and SARIF print it")
    func oneVersion() throws {
        let file = try String(contentsOf: PackagePaths.root.appendingPathComponent("VERSION"), encoding: .utf8)
        let version = file.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(ToolVersion.current == version)
        #expect(A11yCrawl.version == version)
        #expect(Tool.run(["--version"]).stdoutText == version + "\n")
        let run = A11yCrawl().check([])
        #expect(try run.reportText("json").contains("\"version\": \"\(version)\""))
        #expect(try run.reportText("sarif").contains("\"version\": \"\(version)\""))
    }
}
