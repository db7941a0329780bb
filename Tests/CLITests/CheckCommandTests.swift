import CrawlCLI
import Reports
import Rules
import Foundation
import Testing
import TestSupport

@Suite struct CheckCommandTests {
    static let root = PackagePaths.root
    static let fixtures = root.appendingPathComponent("Fixtures/trees").path
    static let recordings = PackagePaths.recordings.path

    func temporaryFolder() throws -> URL { try TemporaryFolder.create("check") }

    static let smallButton = #"[{"type":"Application","AXLabel":"App","frame":{"x":0,"y":0,"width":390,"height":844}},{"type":"Button","AXLabel":"Help","frame":{"x":10,"y":100,"width":30,"height":30}}]"#
    static let unlabelled = #"[{"type":"Application","AXLabel":"App","frame":{"x":0,"y":0,"width":390,"height":844}},{"type":"Button","AXUniqueId":"close","frame":{"x":10,"y":100,"width":50,"height":50}}]"#

    @Test func jobsDoNotChangeTheOutput() throws {
        let one = Tool.run(["check", "--format", "json", "--jobs", "1", Self.fixtures, Self.recordings])
        let two = Tool.run(["check", "--format", "json", "--jobs", "2", Self.fixtures, Self.recordings])
        let four = Tool.run(["check", "--format", "json", "--jobs", "4", Self.recordings, Self.fixtures])
        #expect(one.stdout.count > 1000)
        #expect(one.stdout == two.stdout)
        #expect(one.stdout == four.stdout)
    }

    @Test func exitStatusFollowsFailOn() throws {
        let folder = try temporaryFolder()
        defer { TemporaryFolder.remove(folder) }
        let file = folder.appendingPathComponent("small.json").path
        try Self.smallButton.write(toFile: file, atomically: true, encoding: .utf8)
        #expect(Tool.run(["check", file]).status == 0, "a HIG warning does not fail at the default --fail-on error")
        #expect(Tool.run(["check", "--fail-on", "warning", file]).status == 1)
        #expect(Tool.run(["check", "--fail-on", "never", "--fail-on", "note", file]).status == 1)
        #expect(Tool.run(["check", "--hig-target", "30", "--fail-on", "warning", file]).status == 0)
        let other = folder.appendingPathComponent("unlabelled.json").path
        try Self.unlabelled.write(toFile: other, atomically: true, encoding: .utf8)
        #expect(Tool.run(["check", other]).status == 1)
        #expect(Tool.run(["check", "--fail-on", "never", other]).status == 0)
        #expect(Tool.run(["check", "--disable", "label-missing", other]).status == 0)
        #expect(Tool.run(["check", "--rule", "target-size-hig", other]).status == 0)
    }

    @Test("rules not run are grouped by reason: each reason with the screens it was given for, never one screen's for all")
    func rulesNotRunByReason() throws {
        let folder = try temporaryFolder()
        defer { TemporaryFolder.remove(folder) }
        // Two screens with a JPEG beside them, two with no picture.
        for name in ["a", "b", "c", "d"] {
            try Self.smallButton.write(toFile: folder.appendingPathComponent("\(name).json").path, atomically: true, encoding: .utf8)
        }
        // Cut after the APP0 marker: each is named with its own reason, the JPEG decoder's located error.
        for name in ["b", "d"] { try Data([0xFF, 0xD8, 0xFF, 0xE0]).write(to: folder.appendingPathComponent("\(name).jpg")) }
        let text = Tool.run(["check", "--rule", "contrast-text", folder.path]).stdoutText
        let lines = text.split(separator: "\n").map(String.init).filter { $0.hasPrefix("  contrast-text on ") }
        #expect(lines.count == 3, "\(text)")
        #expect(lines.contains("  contrast-text on 2 screens: no screenshot beside the recording"), "\(lines)")
        for name in ["b", "d"] {
            #expect(lines.contains { $0.hasPrefix("  contrast-text on 1 screen: the screenshot ") && $0.contains("\(name).jpg cannot be decoded") }, "\(lines)")
        }
        let html = String(decoding: Tool.run(["check", "--format", "html", "--rule", "contrast-text", folder.path]).stdout, as: UTF8.self)
        #expect(html.contains("did not run on 2 screens: no screenshot beside the recording."))
        #expect(html.components(separatedBy: "did not run on 1 screen: the screenshot").count == 3)
        let json = Tool.run(["check", "--format", "json", "--rule", "contrast-text", folder.path]).stdoutText
        #expect(json.contains("\"notRunScreens\": 4"))
    }

    @Test("past the reasons kept, the screens of other reasons are counted on one line")
    func rulesNotRunBeyondTheReasonsKept() throws {
        let folder = try temporaryFolder()
        defer { TemporaryFolder.remove(folder) }
        // Seven screens, each with a JPEG of its own: seven reasons, five kept.
        for index in 1...7 {
            try Self.smallButton.write(toFile: folder.appendingPathComponent("s\(index).json").path, atomically: true, encoding: .utf8)
            try Data([0xFF, 0xD8, 0xFF]).write(to: folder.appendingPathComponent("s\(index).jpg"))
        }
        let text = Tool.run(["check", "--rule", "contrast-text", folder.path]).stdoutText
        let lines = text.split(separator: "\n").map(String.init).filter { $0.hasPrefix("  contrast-text on ") }
        #expect(lines.count == 6, "\(text)")
        #expect(lines.last == "  contrast-text on 2 more screens, for other reasons (the JSON report gives each screen's)")
    }

    @Test func unreadableFileExitsTwoAfterCheckingTheRest() throws {
        let folder = try temporaryFolder()
        defer { TemporaryFolder.remove(folder) }
        try Self.unlabelled.write(toFile: folder.appendingPathComponent("a.json").path, atomically: true, encoding: .utf8)
        try "[{\"type\": \"Button\",]".write(toFile: folder.appendingPathComponent("b.json").path, atomically: true, encoding: .utf8)
        let output = Tool.run(["check", folder.path])
        #expect(output.status == 2)
        let text = output.stdoutText
        #expect(text.contains("a.json:1:"), "the readable file is still checked")
        #expect(text.contains("b.json:1:20: error: expected a string key"), "\(text)")
        #expect(text.contains("Could not be read:"))
    }

    @Test func emptyCaptureExitsTwo() {
        let output = Tool.run(["check", "--format", "json", Self.recordings + "/idb-flat/mint-empty-sentinel-coach-ios26.json"])
        #expect(output.status == 2)
        #expect(output.stdoutText.contains("\"status\": \"empty\""))
        #expect(output.stderr.contains("holds no tree"))
    }

    @Test func standardInputIsRead() {
        let output = Tool.run(["check", "-"], standardInput: { Array(Self.unlabelled.utf8) })
        #expect(output.status == 1)
        #expect(output.stdoutText.hasPrefix("-:1:"))
    }

    @Test func usageErrorsExitTwoWithAHint() {
        for arguments in [["check"], ["check", "--bogus", "x"], ["check", "--format", "xml", "x"], ["check", "--jobs", "0", "x"],
                          ["check", "--rule", "no-such-rule", "x"], ["check", "--fail-on", "fatal", "x"], ["explain", "nope"], ["frobnicate"],
                          ["check", "--rtl=yes", "x"]] {
            let output = Tool.run(arguments)
            #expect(output.status == 2, "\(arguments)")
            #expect(output.stderr.hasPrefix("error: "), "\(arguments): \(output.stderr)")
            #expect(output.stderr.contains("USAGE: a11y-crawl"), "\(arguments)")
        }
    }

    @Test func helpHasTheUsualShape() {
        for arguments in [["--help"], ["help", "check"], ["check", "--help"], ["help", "rules"], ["explain", "-h"], ["help", "ledger"], ["ledger", "write", "--help"]] {
            let text = Tool.run(arguments).stdoutText
            #expect(text.hasPrefix("OVERVIEW: "), "\(arguments)")
            #expect(text.contains("\nUSAGE: a11y-crawl"), "\(arguments)")
            #expect(text.contains("\nOPTIONS:\n"), "\(arguments)")
        }
        #expect(Tool.run(["--version"]).stdoutText == Tool.version + "\n")
    }

    @Test func rulesAndExplainDescribeEveryRule() {
        let list = Tool.run(["rules"]).stdoutText
        for id in ["label-missing", "target-size-minimum", "target-size-hig", "header-trait-missing", "reading-order", "text-truncated"] {
            #expect(list.contains(id))
            let explained = Tool.run(["explain", id])
            #expect(explained.status == 0)
            #expect(explained.stdoutText.hasPrefix("\(id): "))
            #expect(explained.stdoutText.contains("How to fix:"))
        }
        #expect(list.contains("WCAG 2.5.8"))
        #expect(list.contains("HIG Accessibility: Buttons and controls"))
        // Every rule `--rule` and `explain` accept is listed, the text-size rules under their own heading.
        let ids = list.split(separator: "\n").compactMap { line in line.first?.isLetter == true ? line.split(separator: " ").first.map(String.init) : nil }
        #expect(ids == RuleRegistry.all.map(\.id) + ["One"] + TextSizeRules.ids + ["Across"] + CrawlRules.ids, "\(list)")
        #expect(list.contains("\nAcross the screens of a crawl (run on a crawl of two or more screens of one app):\n"))
        #expect(list.contains("\nOne screen at two text sizes (run with 'check --compare DEFAULT LARGE'):\n"))
        for id in TextSizeRules.ids + CrawlRules.ids {
            #expect(Tool.run(["explain", id]).status == 0)
        }
    }

    @Test func rulesMarkdownMatchesTheCommittedReference() throws {
        let committed = try String(contentsOf: Self.root.appendingPathComponent("Docs/Rules.md"), encoding: .utf8)
        #expect(Tool.run(["rules", "--markdown"]).stdoutText == committed,
                "Docs/Rules.md is out of date; run: swift run a11y-crawl rules --markdown > Docs/Rules.md")
    }

    @Test func textLinesNameRuleAndCriterion() throws {
        let folder = try temporaryFolder()
        defer { TemporaryFolder.remove(folder) }
        let file = folder.appendingPathComponent("u.json").path
        try Self.unlabelled.write(toFile: file, atomically: true, encoding: .utf8)
        let text = Tool.run(["check", file]).stdoutText
        #expect(text.contains("u.json:1:88: error: Button with identifier \"close\" has no accessibility label, so VoiceOver cannot say what it does. [label-missing, WCAG 4.1.2]"), "\(text)")
        #expect(text.contains("Screens: 1 (1 read, 0 empty, 0 unreadable)"))
        #expect(text.contains("Findings: 1 error, 0 warnings, 0 notes"))
    }
}

@Suite struct InputCollectionTests {
    @Test func symbolicLinkLoopsAreSearchedOnce() throws {
        let folder = try TemporaryFolder.create("loop")
        defer { TemporaryFolder.remove(folder) }
        let inner = folder.appendingPathComponent("inner")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
        try CheckCommandTests.unlabelled.write(to: inner.appendingPathComponent("a.json"), atomically: true, encoding: .utf8)
        // inner/up -> .. : following it would never end.
        try FileManager.default.createSymbolicLink(atPath: inner.appendingPathComponent("up").path, withDestinationPath: "..")
        let output = Tool.run(["check", "--format", "json", folder.path])
        #expect(output.status == 1)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout)) as? [String: Any])
        #expect((report["findings"] as? [[String: Any]])?.filter { $0["rule"] as? String == "label-missing" }.count == 1, "the file is read once")
    }

    @Test func streamedStandardOutputMatchesTheCollectedReport() throws {
        let folder = try TemporaryFolder.create("stream")
        defer { TemporaryFolder.remove(folder) }
        try CheckCommandTests.unlabelled.write(to: folder.appendingPathComponent("a.json"), atomically: true, encoding: .utf8)
        let sink = OutputSink.memory()
        let streamed = Tool.run(["check", "--format", "sarif", folder.path], standardOutput: sink)
        let collected = Tool.run(["check", "--format", "sarif", folder.path])
        #expect(streamed.stdout.isEmpty)
        #expect(sink.collected == collected.stdout)
        #expect(collected.stdout.count > 1000)
    }
}

/// Hostile input: every file of JSONTestSuite as a recording, and a screen whose labels are the naughty
/// strings. Nothing crashes or hangs, nothing is lost, and the outputs stay valid.
@Suite struct HostileInputTests {
    static let root = CheckCommandTests.root

    @Test func everyJSONTestSuiteFileIsAccountedFor() throws {
        let folder = Self.root.appendingPathComponent("Fixtures/JSONTestSuite/test_parsing")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
        #expect(files.count >= 300)
        let output = Tool.run(["check", "--format", "json", "--jobs", "2", folder.path])
        #expect(output.status == 2, "malformed and non-recording files are unreadable")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout)) as? [String: Any])
        let screens = try #require(report["screens"] as? [[String: Any]])
        #expect(screens.count == files.count, "every file is reported, read or not")
        let unreadable = screens.filter { ($0["status"] as? String) == "unreadable" }
        for screen in unreadable {
            let error = try #require(screen["error"] as? [String: Any], "\(screen)")
            #expect(!((error["message"] as? String) ?? "").isEmpty)
        }
        for name in files where name.hasPrefix("n_") {
            #expect(unreadable.contains { ($0["file"] as? String)?.hasSuffix("/" + name) == true }, "\(name) must be unreadable")
        }
    }

    @Test func naughtyStringsInEveryFieldStayContained() throws {
        let data = try Data(contentsOf: Self.root.appendingPathComponent("Fixtures/naughty-strings/blns.json"))
        let strings = try #require(try JSONSerialization.jsonObject(with: data) as? [String])
        var elements: [[String: Any]] = [["type": "Application", "AXLabel": "App", "frame": ["x": 0, "y": 0, "width": 390, "height": 844]]]
        let types = ["Button", "StaticText", "Image", "TextField", "Link", "Slider"]
        for (index, text) in strings.enumerated() {
            elements.append([
                "type": types[index % types.count], "AXLabel": text, "AXValue": String(text.reversed()), "title": text,
                "AXUniqueId": index % 3 == 0 ? text : NSNull(), "custom_actions": index % 7 == 0 ? [text] : [],
                "frame": ["x": (index * 37) % 380, "y": 10 + (index / 4) * 9, "width": 10 + index % 50, "height": 10 + index % 40],
            ])
        }
        let folder = try TemporaryFolder.create("naughty")
        defer { TemporaryFolder.remove(folder) }
        let file = folder.appendingPathComponent("naughty.json").path
        try JSONSerialization.data(withJSONObject: elements).write(to: URL(fileURLWithPath: file))
        for format in ["json", "sarif"] {
            let output = Tool.run(["check", "--format", format, "--fail-on", "never", file])
            #expect(output.status == 0, "\(format): \(output.stderr)")
            #expect((try? JSONSerialization.jsonObject(with: Data(output.stdout))) != nil, "\(format) output is valid JSON")
        }
        let text = Tool.run(["check", "--fail-on", "never", file]).stdoutText
        #expect(!text.unicodeScalars.contains { $0.value == 0x1B }, "no escape character reaches the terminal")
        for line in text.split(separator: "\n") where line.hasPrefix(file) {
            #expect(line.contains(": warning: ") || line.contains(": error: ") || line.contains(": note: ") || line.contains(": review: "))
        }
        let manual = Tool.run(["check", "--format", "manual", "--fail-on", "never", file])
        #expect(manual.status == 0)
        #expect(manual.stdoutText.contains("## What was done"))
    }
}

@Suite struct NothingToCheckTests {
    @Test func aFolderWithoutRecordingsIsAUsageError() throws {
        let folder = try TemporaryFolder.create("empty")
        defer { TemporaryFolder.remove(folder) }
        try "not a recording".write(to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let output = Tool.run(["check", folder.path])
        #expect(output.status == 2, "nothing checked is not a clean pass")
        #expect(output.stderr.contains("no recordings found in '\(folder.path)'"), "\(output.stderr)")
    }
}
