import CrawlCLI
import Foundation
import Testing
import TestSupport

/// The adoption workflow end to end: write a ledger, pass, fail on what is new, go stale, prune.
@Suite struct LedgerCommandTests {
    static let app = #"{"type":"Application","AXLabel":"App","frame":{"x":0,"y":0,"width":390,"height":844}}"#
    static func button(_ id: String, x: Double, y: Double = 100) -> String {
        #"{"type":"Button","AXUniqueId":"\#(id)","frame":{"x":\#(x),"y":\#(y),"width":50,"height":50}}"#
    }

    /// A folder with one screen holding two unlabelled buttons (two label-missing errors); the caller removes
    /// the folder (`defer { TemporaryFolder.remove(folder) }`).
    func workspace() throws -> (folder: URL, screen: String, ledger: String) {
        let folder = try TemporaryFolder.create("ledger")
        let screen = folder.appendingPathComponent("settings.json").path
        try "[\(Self.app),\(Self.button("close", x: 10)),\(Self.button("share", x: 300))]".write(toFile: screen, atomically: true, encoding: .utf8)
        return (folder, screen, folder.appendingPathComponent("ledger.json").path)
    }

    @Test func adoptionThenNewFindingThenStaleThenPrune() throws {
        let (folder, screen, ledger) = try workspace()
        defer { TemporaryFolder.remove(folder) }
        // Before adoption the errors fail the run.
        #expect(Tool.run(["check", "--ledger", ledger, screen]).status == 2, "a named ledger that does not exist is a usage error")
        #expect(Tool.run(["check", screen]).status == 1)
        // Adoption: every current finding gets an entry, and check passes.
        let wrote = Tool.run(["ledger", "write", "--reason", "icons labelled in APP-12", "--ledger", ledger, screen])
        #expect(wrote.status == 0, "\(wrote.stderr)")
        #expect(wrote.stdoutText.contains("2 entries added"))
        let adopted = Tool.run(["check", "--ledger", ledger, screen])
        #expect(adopted.status == 0, "\(adopted.stdoutText)")
        #expect(adopted.stdoutText.contains("Findings: 0 errors, 0 warnings, 0 notes; 2 known (in \(ledger)), not counted"), "\(adopted.stdoutText)")
        #expect(!adopted.stdoutText.contains("error: Button"), "known findings are listed only with --show-known")
        #expect(Tool.run(["check", "--show-known", "--ledger", ledger, screen]).stdoutText.contains("(known: icons labelled in APP-12)"))
        let json = Tool.run(["check", "--format", "json", "--ledger", ledger, screen]).stdoutText
        #expect(json.contains("\"reason\": \"icons labelled in APP-12\""))
        // A new finding fails.
        try "[\(Self.app),\(Self.button("close", x: 10)),\(Self.button("share", x: 300)),\(Self.button("delete", x: 160, y: 400))]"
            .write(toFile: screen, atomically: true, encoding: .utf8)
        let new = Tool.run(["check", "--ledger", ledger, screen])
        #expect(new.status == 1)
        #expect(new.stdoutText.contains("identifier \"delete\""))
        #expect(!new.stdoutText.contains("identifier \"close\" has"), "the known ones stay quiet")
        // Fixing a known finding makes its entry stale, which fails until pruned.
        try "[\(Self.app),{\"type\":\"Button\",\"AXUniqueId\":\"close\",\"AXLabel\":\"Close\",\"frame\":{\"x\":10,\"y\":100,\"width\":50,\"height\":50}},\(Self.button("share", x: 300))]"
            .write(toFile: screen, atomically: true, encoding: .utf8)
        let stale = Tool.run(["check", "--ledger", ledger, screen])
        #expect(stale.status == 1)
        #expect(stale.stdoutText.contains("Stale ledger entries"))
        #expect(stale.stdoutText.contains("label-missing on \(screen.dropFirst()), id:close") || stale.stdoutText.contains("id:close"))
        #expect(Tool.run(["check", "--allow-stale", "--ledger", ledger, screen]).status == 0)
        let sarif = Tool.run(["check", "--format", "sarif", "--ledger", ledger, screen])
        #expect(sarif.status == 1)
        #expect(sarif.stdoutText.contains("\"id\": \"ledger-stale\""))
        let pruned = Tool.run(["ledger", "prune", "--ledger", ledger, screen])
        #expect(pruned.status == 0)
        #expect(pruned.stdoutText.contains("1 stale entry removed, 1 left"))
        #expect(Tool.run(["check", "--ledger", ledger, screen]).status == 0)
    }

    /// Three tiny texts side by side on one row: a `fragmented-reading-units` item to review.
    static let price = ["€", "12", ",50"].enumerated().map { index, text in
        #"{"type":"StaticText","AXLabel":"\#(text)","frame":{"x":\#(20 + 26 * index),"y":300,"width":24,"height":28}}"#
    }.joined(separator: ",")

    @Test("ledger write records only findings that can fail: an item to review that goes away leaves nothing stale")
    func reviewItemsAreNotRecorded() throws {
        let (folder, screen, ledger) = try workspace()
        defer { TemporaryFolder.remove(folder) }
        try "[\(Self.app),\(Self.button("close", x: 10)),\(Self.button("share", x: 300)),\(Self.price)]".write(toFile: screen, atomically: true, encoding: .utf8)
        let before = Tool.run(["check", screen]).stdoutText
        #expect(before.contains("review: StaticText \"€\""), "\(before)")
        let wrote = Tool.run(["ledger", "write", "--reason", "r", "--ledger", ledger, screen])
        #expect(wrote.stdoutText.contains("2 entries added"), "\(wrote.stdoutText)")
        let written = try String(contentsOfFile: ledger, encoding: .utf8)
        #expect(!written.contains("fragmented-reading-units"), "\(written)")
        // The item is still shown to review, and never fails the run.
        let adopted = Tool.run(["check", "--ledger", ledger, screen])
        #expect(adopted.status == 0 && adopted.stdoutText.contains("review: StaticText \"€\""), "\(adopted.stdoutText)")
        // The price joined into one text: the item goes away, and nothing is stale.
        try "[\(Self.app),\(Self.button("close", x: 10)),\(Self.button("share", x: 300))]".write(toFile: screen, atomically: true, encoding: .utf8)
        let fixed = Tool.run(["check", "--ledger", ledger, screen])
        #expect(fixed.status == 0, "\(fixed.stdoutText)")
        #expect(!fixed.stdoutText.contains("Stale ledger entries"))
    }

    @Test func reRecordedScreenStillMatches() throws {
        let (folder, screen, ledger) = try workspace()
        defer { TemporaryFolder.remove(folder) }
        #expect(Tool.run(["ledger", "write", "--reason", "known", "--ledger", ledger, screen]).status == 0)
        // The same screen recorded again: frames moved by a few points, keys in another order, pretty-printed.
        let again = """
            [
              {"frame": {"height": 844, "width": 390, "y": 0, "x": 0}, "AXLabel": "App", "type": "Application"},
              {
                "frame" : {"y" : 103.5, "x" : 12, "height" : 48, "width" : 51},
                "type" : "Button",
                "AXUniqueId" : "close"
              },
              {"AXUniqueId": "share", "frame": {"width": 52, "height": 50, "x": 297.25, "y": 98}, "type": "Button"}
            ]
            """
        try again.write(toFile: screen, atomically: true, encoding: .utf8)
        let output = Tool.run(["check", "--ledger", ledger, screen])
        #expect(output.status == 0, "\(output.stdoutText)")
        #expect(output.stdoutText.contains("2 known"))
    }

    @Test func reasonIsRequired() throws {
        let (folder, screen, ledger) = try workspace()
        defer { TemporaryFolder.remove(folder) }
        let missing = Tool.run(["ledger", "write", "--ledger", ledger, screen])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("needs --reason"))
        let blank = Tool.run(["ledger", "write", "--reason", "  ", "--ledger", ledger, screen])
        #expect(blank.status == 2)
        #expect(!FileManager.default.fileExists(atPath: ledger), "nothing is written on a usage error")
        // A hand-written entry without a reason is rejected with its place.
        try """
            {"entries": [
              {"element": "id:close", "rule": "label-missing", "screen": "x.json"}
            ], "version": 1}
            """.write(toFile: ledger, atomically: true, encoding: .utf8)
        let bad = Tool.run(["check", "--ledger", ledger, screen])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("\(ledger):2:3: error:"), "\(bad.stderr)")
        #expect(bad.stderr.contains("reason"))
    }

    @Test func writtenLedgerIsDeterministic() throws {
        let (folder, screen, ledger) = try workspace()
        defer { TemporaryFolder.remove(folder) }
        let other = folder.appendingPathComponent("other.json").path
        #expect(Tool.run(["ledger", "write", "--reason", "r", "--jobs", "1", "--ledger", ledger, screen]).status == 0)
        let first = try Data(contentsOf: URL(fileURLWithPath: ledger))
        try FileManager.default.removeItem(atPath: ledger)
        #expect(Tool.run(["ledger", "write", "--reason", "r", "--jobs", "3", "--ledger", other, screen]).status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: other)) == first)
        // Writing again adds nothing and keeps the bytes.
        #expect(Tool.run(["ledger", "write", "--reason", "other reason", "--ledger", other, screen]).stdoutText.contains("0 entries added"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: other)) == first)
    }

    @Test func configurationFileIsReadAndOverridden() throws {
        let (folder, screen, _) = try workspace()
        defer { TemporaryFolder.remove(folder) }
        let config = folder.appendingPathComponent("a11y-crawl.json").path
        try #"{"rules": {"disable": ["label-missing"]}, "failOn": "warning"}"#.write(toFile: config, atomically: true, encoding: .utf8)
        #expect(Tool.run(["check", "--config", config, screen]).status == 0, "label-missing is disabled by the file")
        let cancelled = Tool.run(["check", "--config", config, "--rule", "label-missing", "--disable", "reading-order", screen])
        #expect(cancelled.status == 2, "a rule both only-listed and disabled does not run, and no rule is left")
        #expect(cancelled.stderr.contains("no rule is left to run"), "\(cancelled.stderr)")
        let printed = Tool.run(["check", "--config", config, "--fail-on", "error", "--print-config"])
        #expect(printed.status == 0)
        #expect(printed.stdoutText.contains("\"failOn\": \"error\""), "the command line overrides the file")
        #expect(printed.stdoutText.contains("\"label-missing\""))
        try #"{"rules": {"disabel": []}}"#.write(toFile: config, atomically: true, encoding: .utf8)
        let bad = Tool.run(["check", "--config", config, screen])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("\(config):1:12: error: unknown key 'disabel' in 'rules'"), "\(bad.stderr)")
    }
}

@Suite struct ConfigurationPathsTests {
    @Test func includeAndExcludeChooseTheRecordings() throws {
        let folder = try TemporaryFolder.create("paths")
        defer { TemporaryFolder.remove(folder) }
        let recordings = folder.appendingPathComponent("Recordings")
        try FileManager.default.createDirectory(at: recordings.appendingPathComponent("old"), withIntermediateDirectories: true)
        let screen = "[\(LedgerCommandTests.app),\(LedgerCommandTests.button("close", x: 10))]"
        for name in ["a.json", "b.json", "old/c.json"] {
            try screen.write(to: recordings.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let config = folder.appendingPathComponent("a11y-crawl.json")
        try """
            {"include": ["\(recordings.path)"], "exclude": ["\(recordings.path)/old/**", "\(recordings.path)/b.json"]}
            """.write(to: config, atomically: true, encoding: .utf8)
        let output = Tool.run(["check", "--config", config.path, "--format", "json"])
        #expect(output.status == 1, "\(output.stderr)")
        #expect(output.stdoutText.contains("\"file\": \"\(recordings.path)/a.json\""))
        #expect(!output.stdoutText.contains("b.json"), "excluded by name")
        #expect(!output.stdoutText.contains("c.json"), "excluded by folder")
        // Paths on the command line replace 'include'; 'exclude' still applies.
        let named = Tool.run(["check", "--config", config.path, "--format", "json", recordings.appendingPathComponent("old").path])
        #expect(named.status == 2, "everything named is excluded: nothing to check")
    }
}

/// The ledger cannot rot: an entry for a recording that is gone from a checked folder is stale, and pruned.
@Suite struct LedgerScopeCommandTests {
    @Test func entryForADeletedRecordingIsStaleAndPruned() throws {
        let folder = try TemporaryFolder.create("ledger-rot")
        defer { TemporaryFolder.remove(folder) }
        let recordings = folder.appendingPathComponent("Recordings")
        try FileManager.default.createDirectory(at: recordings, withIntermediateDirectories: true)
        let screen = "[\(LedgerCommandTests.app),\(LedgerCommandTests.button("close", x: 10))]"
        for name in ["a.json", "b.json"] {
            try screen.write(to: recordings.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let other = folder.appendingPathComponent("Other/c.json")
        let ledger = folder.appendingPathComponent("ledger.json").path
        #expect(Tool.run(["ledger", "write", "--reason", "known", "--ledger", ledger, recordings.path]).status == 0)
        // An entry for a folder that is not checked stays out of scope.
        var text = try String(contentsOfFile: ledger, encoding: .utf8)
        text = text.replacingOccurrences(of: "  \"entries\": [\n", with: "  \"entries\": [\n    {\"element\": \"id:close\", \"reason\": \"elsewhere\", \"rule\": \"label-missing\", \"screen\": \"\(other.path)\"},\n")
        try text.write(toFile: ledger, atomically: true, encoding: .utf8)
        #expect(Tool.run(["check", "--ledger", ledger, recordings.path]).status == 0)
        try FileManager.default.removeItem(at: recordings.appendingPathComponent("b.json"))
        let stale = Tool.run(["check", "--ledger", ledger, recordings.path])
        #expect(stale.status == 1, "\(stale.stdoutText)")
        #expect(stale.stdoutText.contains("Recordings/b.json"), "\(stale.stdoutText)")
        #expect(!stale.stdoutText.contains("Other/c.json"))
        // Checking only the remaining file does not judge the deleted one.
        #expect(Tool.run(["check", "--ledger", ledger, recordings.appendingPathComponent("a.json").path]).status == 0)
        let pruned = Tool.run(["ledger", "prune", "--ledger", ledger, recordings.path])
        #expect(pruned.status == 0, "\(pruned.stderr)")
        #expect(pruned.stdoutText.contains("1 stale entry removed, 2 left"), "\(pruned.stdoutText)")
        let after = try String(contentsOfFile: ledger, encoding: .utf8)
        #expect(!after.contains("b.json"))
        #expect(after.contains("Other/c.json"), "entries outside the checked paths are kept")
        #expect(Tool.run(["check", "--ledger", ledger, recordings.path]).status == 0)
    }

    @Test func skipUnreadableWritesTheRestAndListsTheSkipped() throws {
        let folder = try TemporaryFolder.create("ledger-skip")
        defer { TemporaryFolder.remove(folder) }
        let good = folder.appendingPathComponent("good.json").path
        let broken = folder.appendingPathComponent("broken.json").path
        try "[\(LedgerCommandTests.app),\(LedgerCommandTests.button("close", x: 10))]".write(toFile: good, atomically: true, encoding: .utf8)
        try "[{\"type\": \"Button\",]".write(toFile: broken, atomically: true, encoding: .utf8)
        let ledger = folder.appendingPathComponent("ledger.json").path
        // The default still refuses, and says how to go on.
        let refused = Tool.run(["ledger", "write", "--reason", "known", "--ledger", ledger, folder.path])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("--skip-unreadable"), "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: ledger))
        let skipped = Tool.run(["ledger", "write", "--reason", "known", "--skip-unreadable", "--ledger", ledger, folder.path])
        #expect(skipped.status == 0, "\(skipped.stderr)")
        #expect(skipped.stdoutText.contains("1 entry added, 1 in all"), "\(skipped.stdoutText)")
        #expect(skipped.stderr.contains("\(broken):1:20: error:"), "\(skipped.stderr)")
        #expect(skipped.stderr.contains("warning: 1 recording skipped"), "\(skipped.stderr)")
        #expect(skipped.stderr.contains("\n  \(broken)\n"), "\(skipped.stderr)")
        let written = try String(contentsOfFile: ledger, encoding: .utf8)
        #expect(written.contains("good.json") && !written.contains("broken.json"))
        // Only `ledger write` takes it.
        #expect(Tool.run(["ledger", "prune", "--skip-unreadable", "--ledger", ledger, folder.path]).status == 2)
        #expect(Tool.run(["check", "--skip-unreadable", folder.path]).status == 2)
    }
}
