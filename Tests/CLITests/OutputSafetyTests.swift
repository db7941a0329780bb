import CrawlCLI
import Foundation
import Reports
import Testing

/// Writing a report never destroys a recording, and an interrupted write never leaves half a file.
@Suite struct OutputSafetyTests {
    static let unlabelled = CheckCommandTests.unlabelled

    func contents(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

    func leftovers(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains(".a11y-crawl-") }
    }

    @Test("a line break in a file name or a label is written out as other controls are, never a line of its own")
    func lineBreaksAreEscaped() throws {
        try withTemporaryFolder { folder in
            let screen = #"[{"type":"Application","AXLabel":"App","frame":{"x":0,"y":0,"width":390,"height":844}},{"type":"Button","AXLabel":"Sign\nin","frame":{"x":10,"y":100,"width":20,"height":20}}]"#
            try write(screen, to: folder, "two\nlines.json")
            try write("[", to: folder, "bro\rken.json")
            let output = Tool.run(["check", folder.path])
            let text = output.stdoutText
            #expect(text.contains("two\\u{A}lines.json:1:"), "\(text)")
            #expect(text.contains("Button \"Sign\\u{A}in\""), "\(text)")
            #expect(text.contains("bro\\u{D}ken.json"), "\(text)")
            // Every line is the report's own: none starts with what followed a line break.
            #expect(!text.split(separator: "\n").contains { $0.hasPrefix("lines.json") || $0.hasPrefix("in\"") })
            #expect(!text.contains("\r"))
            #expect(!text.contains("two lines.json") && !text.contains("Sign in"))
        }
    }

    @Test func theReportMayNotReplaceOneOfTheInputs() throws {
        try withTemporaryFolder { folder in
            try write(Self.unlabelled, to: folder, "copy.json")
            let path = folder.appendingPathComponent("copy.json").path
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link.json").path, withDestinationPath: "copy.json")
            for arguments in [["check", "-o", path, path],
                              ["check", "--format", "json", "-o", folder.path + "/./copy.json", path],
                              ["check", "-o", folder.appendingPathComponent("link.json").path, path],
                              ["check", "--format", "sarif", "-o", path, folder.path]] {
                let output = Tool.run(arguments)
                #expect(output.status == 2, "\(arguments)")
                #expect(output.stderr.contains("error: the report would overwrite '\(path)', one of the recordings being checked"), "\(output.stderr)")
                #expect(contents(path) == Self.unlabelled, "the recording is untouched")
            }
        }
    }

    @Test func theReportMayNotReplaceTheLedgerOrTheConfiguration() throws {
        try withTemporaryFolder { folder in
            try write(Self.unlabelled, to: folder, "screens/a.json")
            let ledger = folder.appendingPathComponent("ledger.json").path
            try write(#"{"entries": [], "version": 1}"#, to: folder, "ledger.json")
            let output = Tool.run(["check", "--ledger", ledger, "-o", ledger, folder.appendingPathComponent("screens").path])
            #expect(output.status == 2)
            #expect(output.stderr.contains("the report would overwrite the ledger '\(ledger)'"), "\(output.stderr)")
            #expect(contents(ledger) == #"{"entries": [], "version": 1}"#)
        }
    }

    @Test func aPreviousReportInTheCheckedFolderIsReplaced() throws {
        try withTemporaryFolder { folder in
            try write(Self.unlabelled, to: folder, "a.json")
            let report = folder.appendingPathComponent("report.json").path
            let first = Tool.run(["check", "--format", "json", "-o", report, folder.path])
            let firstReport = contents(report)
            let second = Tool.run(["check", "--format", "json", "-o", report, folder.path])
            #expect(first.status == 1)
            #expect(second.status == 1, "\(second.stderr)")
            #expect(firstReport?.contains("\"ownFiles\": []") == true, "\(firstReport ?? "")")
            #expect(contents(report)?.contains("\"kind\": \"json-report\"") == true, "the second run skipped the first report")
            #expect(try leftovers(in: folder).isEmpty)
        }
    }

    @Test func aFileSinkReplacesTheDestinationOnlyWhenClosed() throws {
        try withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("report.txt").path
            try write("old report", to: folder, "report.txt")
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
            let sink = try OutputSink.file(path).get()
            sink.write("new report, first half")
            sink.flush()
            #expect(contents(path) == "old report", "while the report is written the old one stays whole")
            #expect(try leftovers(in: folder).count == 1)
            sink.write("; second half")
            sink.close()
            #expect(sink.failure == nil)
            #expect(contents(path) == "new report, first half; second half")
            #expect(try leftovers(in: folder).isEmpty)
            let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
            #expect(permissions == 0o600, "a replaced file keeps its permissions")

            let abandoned = try OutputSink.file(path).get()
            abandoned.write("never finished")
            abandoned.flush()
            abandoned.discard()
            #expect(contents(path) == "new report, first half; second half")
            #expect(try leftovers(in: folder).isEmpty)
        }
    }

    @Test func aReportThroughASymbolicLinkReplacesTheFileItPointsTo() throws {
        try withTemporaryFolder { folder in
            try write("old", to: folder, "real.txt")
            let link = folder.appendingPathComponent("link.txt").path
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.txt")
            try OutputSink.replaceFile(link, with: Array("new".utf8)).get()
            #expect(contents(folder.appendingPathComponent("real.txt").path) == "new")
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real.txt")
        }
    }

    @Test func aDeviceIsWrittenToDirectly() throws {
        try withTemporaryFolder { folder in
            try write(Self.unlabelled, to: folder, "a.json")
            let output = Tool.run(["check", "-o", "/dev/null", folder.path])
            #expect(output.status == 1, "\(output.stderr)")
            let type = try FileManager.default.attributesOfItem(atPath: "/dev/null")[.type] as? FileAttributeType
            #expect(type == .typeCharacterSpecial, "the device is written to, never replaced")
        }
    }

    @Test(.enabled(if: UnprivilegedUserTests.tool != nil, "needs the built tool"))
    func anInterruptedRunLeavesThePreviousReportWholeAndNoTemporaryFile() throws {
        try withTemporaryFolder { folder in
            let report = folder.appendingPathComponent("report.json").path
            try write("previous report", to: folder, "report.json")
            // The tool waits on standard input with the report open: stopped there, it is interrupted mid-run.
            let tool = try #require(UnprivilegedUserTests.tool)
            var input: [Int32] = [0, 0]
            #expect(pipe(&input) == 0)
            defer { close(input[1]) }
            let pid = try spawn(tool, ["check", "--format", "json", "-o", report, "-"], standardInput: input[0])
            close(input[0])
            let deadline = Date().addingTimeInterval(20)
            while try leftovers(in: folder).isEmpty && Date() < deadline { usleep(10_000) }
            #expect(try leftovers(in: folder).count == 1, "the report is being written to a temporary file")
            kill(pid, SIGINT)
            var status: Int32 = 0
            while waitpid(pid, &status, WNOHANG) == 0 {
                if Date() > deadline {
                    kill(pid, SIGKILL)
                    Issue.record("the tool did not stop on SIGINT")
                }
                usleep(10_000)
            }
            #expect(status & 0x7f == SIGINT, "ended by the signal, as without the clean-up")
            #expect(contents(report) == "previous report")
            #expect(try leftovers(in: folder).isEmpty, "the temporary file is removed")
        }
    }

    /// Starts `tool` with default signal handling and nothing blocked, as a shell does (the test runner's own
    /// threads block signals, which a child started with `Process` inherits).
    func spawn(_ tool: String, _ arguments: [String], standardInput: Int32) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, standardInput, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGINT)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = ([tool] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, tool, &actions, &attributes, argv, environ)
        try #require(result == 0, "posix_spawn failed: \(result)")
        return pid
    }

    @Test func aReportThatCannotBeWrittenSaysWhy() throws {
        try withTemporaryFolder { folder in
            try write(Self.unlabelled, to: folder, "a.json")
            let output = Tool.run(["check", "-o", folder.path + "/missing/report.txt", folder.path])
            #expect(output.status == 2)
            #expect(output.stderr.contains("cannot write the report to '\(folder.path)/missing/report.txt': the folder does not exist"), "\(output.stderr)")
            let intoFolder = Tool.run(["check", "-o", folder.path, folder.path])
            #expect(intoFolder.stderr.contains("is a folder, not a file"), "\(intoFolder.stderr)")
            let ledger = Tool.run(["ledger", "write", "--reason", "r", "--ledger", folder.path + "/missing/ledger.json", folder.path])
            #expect(ledger.status == 2)
            #expect(ledger.stderr.contains("cannot write the ledger '\(folder.path)/missing/ledger.json': the folder does not exist"), "\(ledger.stderr)")
        }
    }
}
