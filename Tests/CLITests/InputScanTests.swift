import CrawlCLI
import Pipeline
import Foundation
import Reports
import Testing
import TreeModel

/// A temporary folder for one test, removed when the test's body returns (or throws).
func withTemporaryFolder<T>(_ body: (URL) throws -> T) throws -> T {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-crawl-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try body(folder)
}

func write(_ text: String, to folder: URL, _ name: String) throws {
    let url = folder.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: false, encoding: .utf8)
}

/// What a folder scan finds: every file once, nothing skipped without a word, nothing that blocks.
@Suite struct InputScanTests {
    static let unlabelled = CheckCommandTests.unlabelled

    func labelMissingCount(_ output: ToolOutput) -> Int {
        output.stdoutText.components(separatedBy: "[label-missing, WCAG 4.1.2]").count - 1
    }

    @Test("a folder scan reads recordings whose extension is in upper case: .JSON, .XML")
    func upperCaseExtensionsAreRead() throws {
        try withTemporaryFolder { folder in
            try write(Self.unlabelled, to: folder, "A.JSON")
            try write(Self.unlabelled, to: folder, "b.Json")
            try write(#"<hierarchy rotation="0"><node class="android.widget.ImageButton" text="" content-desc="" clickable="true" bounds="[0,0][200,200]"/></hierarchy>"#,
                      to: folder, "DUMP.XML")
            let output = Tool.run(["check", "--density", "2", folder.path])
            #expect(output.stdoutText.contains("Screens: 3 (3 read"), "\(output.stdoutText)")
            #expect(!output.stdoutText.contains("not recognised as recordings"), "\(output.stdoutText)")
            #expect(labelMissingCount(output) == 3)
        }
    }

    // MARK: The same file twice

    @Test func theSameFileNamedTwiceIsCheckedOnce() throws {
        try withTemporaryFolder { folder in
            try write(Self.unlabelled, to: folder, "a.json")
            let path = folder.appendingPathComponent("a.json").path
            let spelledTwice = Tool.run(["check", path, folder.path + "/./a.json"])
            #expect(labelMissingCount(spelledTwice) == 1, "\(spelledTwice.stdoutText)")
            #expect(spelledTwice.stdoutText.contains("Screens: 1 (1 read"))
            let fileAndFolder = Tool.run(["check", path, folder.path])
            #expect(labelMissingCount(fileAndFolder) == 1, "\(fileAndFolder.stdoutText)")
        }
    }

    @Test func aFileBehindSymbolicLinksIsCheckedOnceUnderTheFirstPathGiven() throws {
        try withTemporaryFolder { folder in
            try write(Self.unlabelled, to: folder, "screens/a.json")
            let manager = FileManager.default
            try manager.createSymbolicLink(atPath: folder.appendingPathComponent("screens/b-link.json").path, withDestinationPath: "a.json")
            try manager.createSymbolicLink(atPath: folder.appendingPathComponent("c-link.json").path, withDestinationPath: "screens/a.json")
            let scanned = Tool.run(["check", "--format", "json", folder.path])
            let report = try #require(try JSONSerialization.jsonObject(with: Data(scanned.stdout)) as? [String: Any])
            let files = (report["screens"] as? [[String: Any]] ?? []).compactMap { $0["file"] as? String }
            #expect(files.count == 1, "\(files)")
            let linkFirst = Tool.run(["check", folder.appendingPathComponent("c-link.json").path, folder.appendingPathComponent("screens").path])
            #expect(labelMissingCount(linkFirst) == 1, "\(linkFirst.stdoutText)")
            #expect(linkFirst.stdoutText.contains("c-link.json:1:"), "reported under the first path given")
        }
    }

    // MARK: Files that are not recordings

    @Test func filesThatAreNotRecordingsAreListed() throws {
        try withTemporaryFolder { folder in
            try write(Self.unlabelled, to: folder, "a.json")
            // `.xml` is a recording's extension since the Android recorders (an XML file no recorder reads is an
            // unreadable recording, as a `.json` is).
            let others = ["b.plist", "c.png", "d.txt", "e.md", "f.yaml", "g.csv", "sub/h.plist"]
            for name in others { try write("x", to: folder, name) }
            try write("x", to: folder, ".hidden.plist")
            // A picture under the recording's name is its screenshot, not a file left out.
            try write("x", to: folder, "a.png")
            let text = Tool.run(["check", folder.path])
            #expect(text.status == 1, "the recording is still checked: \(text.stderr)")
            let listed = others.map { folder.path + "/" + $0 }.sorted()
            #expect(text.stdoutText.contains("7 files not recognised as recordings: \(listed[0]), \(listed[1]), "), "\(text.stdoutText)")
            #expect(text.stdoutText.contains(" and 2 more (--verbose lists them all)"))
            #expect(!text.stdoutText.contains(".hidden.plist"))
            let notRecognised = text.stdoutText.split(separator: "\n").first { $0.contains("not recognised as recordings") }
            #expect(notRecognised?.contains("/a.png") == false, "\(notRecognised ?? "")")
            let verbose = Tool.run(["check", "--verbose", folder.path]).stdoutText
            #expect(verbose.contains("7 files not recognised as recordings: " + listed.joined(separator: ", ") + "\n"), "\(verbose)")
            let json = Tool.run(["check", "--format", "json", folder.path])
            let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout)) as? [String: Any])
            let skipped = try #require((report["summary"] as? [String: Any])?["skipped"] as? [String: Any])
            #expect(skipped["notRecordings"] as? [String] == listed)
        }
    }

    @Test func aFileNamedOnTheCommandLineThatIsNotARecordingIsAnError() throws {
        try withTemporaryFolder { folder in
            try write("<hierarchy/>", to: folder, "screen.xml")
            let output = Tool.run(["check", folder.appendingPathComponent("screen.xml").path])
            #expect(output.status == 2)
            #expect(output.stdoutText.contains("screen.xml:1:1: error: "), "\(output.stdoutText)")
        }
    }

    @Test func aFolderWithoutRecordingsSaysWhatItHolds() throws {
        try withTemporaryFolder { folder in
            try write("x", to: folder, "notes.txt")
            let output = Tool.run(["check", folder.path])
            #expect(output.status == 2)
            #expect(output.stderr.contains("1 file not recognised as recordings: \(folder.path)/notes.txt"), "\(output.stderr)")
        }
    }

    // MARK: Our own files

    @Test func reportsLedgersAndConfigurationsInAFolderAreSkippedWithANote() throws {
        try withTemporaryFolder { folder in
            try write(Self.unlabelled, to: folder, "a.json")
            let path = folder.path
            #expect(Tool.run(["check", "--format", "json", "-o", path + "/report.json", path]).status == 1)
            #expect(Tool.run(["check", "--format", "sarif", "-o", path + "/report.sarif", path]).status == 1)
            #expect(Tool.run(["check", "--format", "sarif", "-o", path + "/sarif.json", path]).status == 1)
            try write(#"{"entries": [], "version": 1}"#, to: folder, "a11y-ledger.json")
            try write(#"{"failOn": "warning", "rules": {"disable": []}}"#, to: folder, "a11y-crawl.json")
            let text = Tool.run(["check", path])
            #expect(text.status == 1, "nothing unreadable: \(text.stdoutText)")
            #expect(text.stdoutText.contains("Screens: 1 (1 read, 0 empty, 0 unreadable)"), "\(text.stdoutText)")
            #expect(text.stdoutText.contains("Skipped 5 files written by a11y-crawl: \(path)/a11y-crawl.json (configuration file), \(path)/a11y-ledger.json (ledger), \(path)/report.json (JSON report), \(path)/report.sarif (SARIF report), \(path)/sarif.json (SARIF report)\n"), "\(text.stdoutText)")
            let json = Tool.run(["check", "--format", "json", path])
            let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout)) as? [String: Any])
            let skipped = try #require((report["summary"] as? [String: Any])?["skipped"] as? [String: Any])
            let own = (skipped["ownFiles"] as? [[String: String]] ?? []).map { "\($0["file"] ?? ""):\($0["kind"] ?? "")" }
            #expect(own == ["\(path)/a11y-crawl.json:configuration", "\(path)/a11y-ledger.json:ledger", "\(path)/report.json:json-report",
                            "\(path)/report.sarif:sarif-report", "\(path)/sarif.json:sarif-report"])
            // Named on the command line, a report is not a recording.
            let named = Tool.run(["check", path + "/report.json"])
            #expect(named.status == 2)
            #expect(named.stdoutText.contains("report.json: error: is a JSON report written by a11y-crawl, not a recording"), "\(named.stdoutText)")
        }
    }

    @Test func onlyOwnFilesIsNotACleanPass() throws {
        try withTemporaryFolder { folder in
            try write(#"{"entries": [], "version": 1}"#, to: folder, "ledger.json")
            let output = Tool.run(["check", folder.path])
            #expect(output.status == 2)
            #expect(output.stderr.contains("no recordings were checked"), "\(output.stderr)")
        }
    }

    @Test func aLedgerInsideTheCheckedFolderDoesNotBlockLedgerWrite() throws {
        try withTemporaryFolder { folder in
            try write(Self.unlabelled, to: folder, "a.json")
            let ledger = folder.appendingPathComponent("a11y-ledger.json").path
            let first = Tool.run(["ledger", "write", "--reason", "known", "--ledger", ledger, folder.path])
            #expect(first.status == 0, "\(first.stderr)")
            let second = Tool.run(["ledger", "write", "--reason", "known", "--ledger", ledger, folder.path])
            #expect(second.status == 0, "the ledger is not read as a recording: \(second.stderr)")
            #expect(second.stdoutText.contains("0 entries added, 1 in all"))
            #expect(Tool.run(["check", "--ledger", ledger, folder.path]).status == 0)
        }
    }

    // MARK: Folders that cannot be listed

    @Test func aFolderThatCannotBeListedIsAnInputWithItsReason() throws {
        let locked = "R/locked"
        let files: [String: [String]] = ["R": ["a.json", "locked", "z.json"], locked: []]
        let inodes: [String: UInt64] = ["R": 1, "R/a.json": 2, locked: 3, "R/z.json": 4]
        let fileSystem = InputCollector.FileSystem(
            status: { path in
                guard let inode = inodes[path] else { return .failure(SystemError(code: ENOENT)) }
                return .success(FileStatus(kind: files[path] != nil ? .folder : .regular, identity: FileIdentity(device: 1, inode: inode)))
            },
            listFolder: { path in path == locked ? .failure(.permissionDenied) : .success(files[path] ?? []) })
        let collection = InputCollector.collect(["R"], fileSystem: fileSystem)
        #expect(collection.inputs.map(\.displayPath) == ["R/a.json", "R/locked", "R/z.json"])
        let folder = try #require(collection.inputs.first { $0.displayPath == locked })
        #expect(folder.problem == "the folder cannot be listed: permission denied")
        let named = InputCollector.collect([locked], fileSystem: fileSystem)
        #expect(named.inputs.map(\.problem) == ["the folder cannot be listed: permission denied"], "named on the command line too")
    }

    // MARK: FIFOs, sockets and devices

    @Test func aFIFOIsAnErrorAndTheOtherFilesAreStillChecked() throws {
        try withTemporaryFolder { folder in
            try write(Self.unlabelled, to: folder, "a.json")
            let fifo = folder.appendingPathComponent("fifo.json").path
            #expect(mkfifo(fifo, 0o644) == 0)
            for arguments in [["check", folder.path], ["check", fifo, folder.appendingPathComponent("a.json").path]] {
                let output = try runWithoutHanging(arguments, unblocking: fifo)
                #expect(output.status == 2, "\(arguments)")
                #expect(output.stdoutText.contains("fifo.json: error: is a FIFO (named pipe), not a regular file"), "\(output.stdoutText)")
                #expect(labelMissingCount(output) == 1, "the other file is still checked")
            }
        }
    }

    @Test func aDeviceNamedOnTheCommandLineIsAnError() throws {
        let output = try runWithoutHanging(["check", "/dev/null"], unblocking: nil)
        #expect(output.status == 2)
        #expect(output.stdoutText.contains("/dev/null: error: is a character device, not a regular file"), "\(output.stdoutText)")
    }

    /// Runs the tool on another thread and fails after a while instead of hanging: a reader stuck on the FIFO
    /// is released by opening its other end.
    func runWithoutHanging(_ arguments: [String], unblocking fifo: String?) throws -> ToolOutput {
        let result = ResultBox()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            result.set(Tool.run(arguments))
            done.signal()
        }
        if done.wait(timeout: .now() + 30) == .timedOut {
            Issue.record("\(arguments) blocked")
            if let fifo {
                let writer = open(fifo, O_WRONLY | O_NONBLOCK)
                if writer >= 0 { close(writer) }
            }
            _ = done.wait(timeout: .now() + 10)
        }
        return try #require(result.get(), "\(arguments) did not finish")
    }
}

/// Hands a result from a thread to the test.
final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var value: ToolOutput?
    func set(_ output: ToolOutput) { lock.withLock { value = output } }
    func get() -> ToolOutput? { lock.withLock { value } }
}
