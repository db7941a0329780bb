import CrawlCLI
import Foundation
import Pipeline
import Testing
import TestSupport

/// Text dumps in a searched folder: a `.txt` or `.log` is a recording only when a recorder reads its content.
@Suite struct TextDumpScanTests {
    static let dump = """
        Attributes: Application, 0x600001, pid: 501, label: 'App'
        Element subtree:
         →Application, 0x600001, pid: 501, label: 'App'
            Window (Main), 0x600002, {{0.0, 0.0}, {390.0, 844.0}}
              Button, 0x600003, {{16.0, 47.0}, {44.0, 44.0}}, identifier: 'close'

        """

    @Test func aFolderTakesTextDumpsByContentAndLeavesNotesOut() throws {
        try withTemporaryFolder { folder in
            try write(Self.dump, to: folder, "login.txt")
            try write(Self.dump, to: folder, "logs/run.LOG")
            try write("remember the milk\n", to: folder, "notes.txt")
            try write("BUILD SUCCEEDED\n", to: folder, "logs/xcodebuild.log")
            let collection = InputCollector.collect([folder.path])
            #expect(collection.inputs.map(\.displayPath) == [folder.path + "/login.txt", folder.path + "/logs/run.LOG"])
            #expect(collection.notRecordings == [folder.path + "/logs/xcodebuild.log", folder.path + "/notes.txt"])
            let text = Tool.run(["check", folder.path])
            #expect(text.status == 1, "\(text.stderr)")
            #expect(text.stdoutText.contains("login.txt:5:7: error: Button with identifier \"close\" has no accessibility label"), "\(text.stdoutText)")
        }
    }
}
