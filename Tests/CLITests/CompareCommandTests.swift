import CrawlCLI
import Foundation
import Testing
import TestSupport

@Suite struct CompareCommandTests {
    static let pairs = PackagePaths.root.appendingPathComponent("Fixtures/text-size").path

    @Test("check --compare pairs two folders and reports on the large recording, with the default one related")
    func folders() throws {
        let folder = "\(Self.pairs)/fail-fixed-caption"
        let run = Tool.run(["check", "--compare", "--format", "json", "--fail-on", "warning", "\(folder)/default", "\(folder)/large"])
        #expect(run.status == 1)
        #expect(run.stdoutText.contains(#""rule": "text-not-scaling""#))
        #expect(run.stdoutText.contains(#""file": "\#(folder)/default/screen.json""#))
        let sarif = Tool.run(["check", "--compare", "--format", "sarif", "\(folder)/default", "\(folder)/large"])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout)) as? [String: Any])
        let results = try #require(((log["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        #expect(results.count == 1)
        func uri(_ location: [String: Any]?) -> String? {
            ((location?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])?["uri"] as? String
        }
        #expect(uri((results.first?["locations"] as? [[String: Any]])?.first) == "Fixtures/text-size/fail-fixed-caption/large/screen.json", "relative to the current folder")
        #expect(uri((results.first?["relatedLocations"] as? [[String: Any]])?.first) == "Fixtures/text-size/fail-fixed-caption/default/screen.json",
                "the related location is in the default recording")
        let plain = Tool.run(["check", "\(folder)/default", "\(folder)/large"])
        #expect(!plain.stdoutText.contains("text-not-scaling"), "without --compare nothing is compared")
    }

    @Test("HTML: the finding on the large screen names the default element, links to its screen and does not draw it on the large one")
    func html() {
        let folder = "\(Self.pairs)/fail-clipped-in-card"
        let run = Tool.run(["check", "--compare", "--format", "html", "\(folder)/default", "\(folder)/large"])
        let html = run.stdoutText
        #expect(run.status == 0, "\(run.stderr)")
        // The default recording is the first screen (s1), the large one the second (s2), which holds the finding.
        #expect(html.contains(#"<li class="finding lv-warning" id="s2-f1" data-level="warning" data-rule="clipped-at-large-size">"#))
        #expect(html.contains(##"at the default text size, in <a href="#s1"><code>\##(folder)/default/screen.json</code></a>, at <code>Application/Group[1]/StaticText[1]</code>, line 68, column 11"##))
        // Line 68, column 11 is also an element of the large recording: a mark there would point at the wrong recording.
        #expect(!html.contains(#"<rect class="rel" data-f="s2-f1""#))
        #expect(html.contains("Related elements in another recording are named in the list, not drawn here."))
        #expect(html.contains("The recordings were made at the default and a large text size; check the largest accessibility size too."))
        let manual = Tool.run(["check", "--compare", "--format", "manual", "\(folder)/default", "\(folder)/large"])
        #expect(manual.stdoutText.contains("The recordings were made at the default and a large text size; check the largest accessibility size too."))
    }

    @Test("two files are paired with each other; the order of the paths says which is large")
    func files() {
        let folder = "\(Self.pairs)/fail-target-shrunk"
        let forward = Tool.run(["check", "--compare", "\(folder)/default/screen.json", "\(folder)/large/screen.json"])
        #expect(forward.stdoutText.contains("target-shrunk-at-large-size"))
        let reversed = Tool.run(["check", "--compare", "\(folder)/large/screen.json", "\(folder)/default/screen.json"])
        #expect(!reversed.stdoutText.contains("warning: Button \"Close\" shrinks"))
        #expect(reversed.stdoutText.contains("wrong order"))
        // Said on standard error too, naming the pair, why, and what to do.
        #expect(reversed.stderr.contains("warning: \(folder)/large/screen.json and \(folder)/default/screen.json are not compared: the recording stated as large has smaller texts than the default one (median height ratio "),
                "\(reversed.stderr)")
        #expect(reversed.stderr.contains("(give the default text size first, or add --infer-large to tell the large recording by its texts)"))
        #expect(reversed.stderr.components(separatedBy: "are not compared").count == 2, "one line per pair")
        let folders = Tool.run(["check", "--compare", "\(folder)/large", "\(folder)/default"])
        #expect(folders.stderr.contains("warning: \(folder)/large/screen.json and \(folder)/default/screen.json are not compared"), "\(folders.stderr)")
        #expect(!forward.stderr.contains("are not compared"))
    }

    @Test("--infer-large: the order says nothing and the recording with the taller texts is the large one")
    func inferred() {
        let folder = "\(Self.pairs)/fail-target-shrunk"
        let reversed = Tool.run(["check", "--compare", "--infer-large", "\(folder)/large/screen.json", "\(folder)/default/screen.json"])
        #expect(reversed.stdoutText.contains("\(folder)/large/screen.json:"))
        #expect(reversed.stdoutText.contains("Button \"Close\" shrinks to 20 by 44"))
        #expect(!reversed.stdoutText.contains("wrong order"))
        let alone = Tool.run(["check", "--infer-large", "\(folder)/default/screen.json"])
        #expect(alone.status == 2 && alone.stderr.contains("'--infer-large' applies only with '--compare'"))
    }

    @Test("target-shrunk-at-large-size uses the size thresholds set for the target-size rules")
    func thresholds() {
        let folder = "\(Self.pairs)/fail-target-shrunk"
        let paths = ["\(folder)/default", "\(folder)/large"]
        // 44 by 44 at the default size, 20 by 44 at the large one.
        let plain = Tool.run(["check", "--compare", "--rule", "target-shrunk-at-large-size"] + paths)
        #expect(plain.stdoutText.contains("under the 24 by 24 pt minimum"))
        let lower = Tool.run(["check", "--compare", "--rule", "target-shrunk-at-large-size", "--wcag-target", "16"] + paths)
        #expect(lower.stdoutText.contains("under the 44 by 44 pt that Apple recommends"))
        let both = Tool.run(["check", "--compare", "--rule", "target-shrunk-at-large-size", "--wcag-target", "16", "--hig-target", "18"] + paths)
        #expect(!both.stdoutText.contains("shrinks"))
    }

    @Test("elements without a confident match are not judged, and the text summary counts them")
    func unmatchedAreCounted() throws {
        func screen(_ textHeight: Int, buttons: Int) -> String {
            var nodes = ["One", "Two", "Three"].enumerated().map { index, label in
                #"{"type": "StaticText", "AXLabel": "\#(label)", "frame": {"x": 20, "y": \#(100 + index * 60), "width": 300, "height": \#(textHeight)}}"#
            }
            for index in 0..<buttons {
                nodes.append(#"{"type": "Button", "AXLabel": "Add", "frame": {"x": \#(20 + index * 100), "y": 400, "width": 80, "height": 44}}"#)
            }
            return #"[{"type": "Application", "AXLabel": "Shop", "frame": {"x": 0, "y": 0, "width": 390, "height": 844}}, "# + nodes.joined(separator: ", ") + "]"
        }
        try TemporaryFolder.with("compare-unmatched") { root in
            let normal = root.appendingPathComponent("default.json").path, large = root.appendingPathComponent("large.json").path
            try screen(20, buttons: 2).write(toFile: normal, atomically: true, encoding: .utf8)
            try screen(32, buttons: 1).write(toFile: large, atomically: true, encoding: .utf8)
            let run = Tool.run(["check", "--compare", "--rule", "lost-at-large-size", normal, large])
            // Two buttons "Add" at the default size, one at the large size: which one is gone cannot be told.
            #expect(!run.stdoutText.contains("is missing"))
            #expect(run.stdoutText.contains("Not judged at two text sizes (no confident match in the other recording): lost-at-large-size 2 elements"))
        }
    }

    @Test("--rule and --disable choose among the text-size rules too")
    func choosing() {
        let folder = "\(Self.pairs)/fail-lost-link"
        let only = Tool.run(["check", "--compare", "--format", "json", "--rule", "lost-at-large-size", "\(folder)/default", "\(folder)/large"])
        #expect(only.status != 2)
        #expect(only.stdoutText.contains(#""rule": "lost-at-large-size""#))
        #expect(!only.stdoutText.contains(#""rule": "identifier-missing""#))
        let without = Tool.run(["check", "--compare", "--format", "json", "--disable", "lost-at-large-size", "\(folder)/default", "\(folder)/large"])
        #expect(!without.stdoutText.contains(#""rule": "lost-at-large-size""#))
        #expect(Tool.run(["check", "--compare", "--rule", "lost-at-large-sise", "\(folder)/default", "\(folder)/large"]).status == 2)
    }

    @Test("--compare needs exactly two paths, and a recording without a partner is named")
    func usage() throws {
        let one = Tool.run(["check", "--compare", "\(Self.pairs)/fail-lost-link/default"])
        #expect(one.status == 2 && one.stderr.contains("'--compare' expects two folders or two files"))
        try TemporaryFolder.with("compare") { root in
            for side in ["default", "large"] {
                try FileManager.default.createDirectory(at: root.appendingPathComponent(side), withIntermediateDirectories: true)
                try FileManager.default.copyItem(atPath: "\(Self.pairs)/fail-lost-link/\(side)/screen.json",
                                                 toPath: root.appendingPathComponent("\(side)/login.json").path)
            }
            try FileManager.default.copyItem(atPath: "\(Self.pairs)/fail-lost-link/default/screen.json",
                                             toPath: root.appendingPathComponent("default/extra.json").path)
            let run = Tool.run(["check", "--compare", root.appendingPathComponent("default").path, root.appendingPathComponent("large").path])
            #expect(run.stdoutText.contains("lost-at-large-size"))
            #expect(run.stderr.contains("default/extra.json has no recording of the same relative path at the other text size"))
        }
    }
}

@Suite struct CompareConfigurationTests {
    @Test("the configuration's compare entry runs the comparison when the command line names no paths")
    func entry() throws {
        try TemporaryFolder.with("compare-config") { root in
            let pair = "\(CompareCommandTests.pairs)/fail-truncated-label"
            let config = root.appendingPathComponent("a11y-crawl.json").path
            try #"{"compare": {"default": "\#(pair)/default", "large": "\#(pair)/large"}}"#.write(toFile: config, atomically: true, encoding: .utf8)
            let run = Tool.run(["check", "--config", config])
            #expect(run.stdoutText.contains("truncated-at-large-size"))
            let printed = Tool.run(["check", "--config", config, "--print-config"])
            #expect(printed.stdoutText.contains(#""large": "\#(pair)/large""#))
            try #"{"compare": {"default": "\#(pair)/default"}}"#.write(toFile: config, atomically: true, encoding: .utf8)
            let half = Tool.run(["check", "--config", config])
            #expect(half.status == 2 && half.stderr.contains("'compare' needs both 'default' and 'large'"))
        }
    }
}

@Suite struct CompareLedgerTests {
    @Test("ledger write --compare accepts the text-size findings; check --compare then knows them, and prune removes them once fixed")
    func ledger() throws {
        try TemporaryFolder.with("compare-ledger") { root in
            let pair = "\(CompareCommandTests.pairs)/fail-truncated-label"
            for side in ["default", "large"] {
                try FileManager.default.createDirectory(at: root.appendingPathComponent(side), withIntermediateDirectories: true)
                try FileManager.default.copyItem(atPath: "\(pair)/\(side)/screen.json", toPath: root.appendingPathComponent("\(side)/screen.json").path)
            }
            let ledger = root.appendingPathComponent("ledger.json").path
            let paths = [root.appendingPathComponent("default").path, root.appendingPathComponent("large").path]
            let only = ["--rule", "truncated-at-large-size"]
            let write = Tool.run(["ledger", "write", "--compare", "--ledger", ledger, "--reason", "tracked"] + only + paths)
            #expect(write.status == 0, "\(write.stderr)")
            let text = try String(contentsOfFile: ledger, encoding: .utf8)
            #expect(text.contains(#""rule": "truncated-at-large-size""#) && text.contains("large/screen.json"))
            let check = Tool.run(["check", "--compare", "--ledger", ledger, "--fail-on", "warning"] + only + paths)
            #expect(check.status == 0, "\(check.stdoutText)\(check.stderr)")
            #expect(check.stdoutText.contains("1 known"))
            // Fixed: the large recording's label is whole again, so the entry is stale.
            let large = root.appendingPathComponent("large/screen.json").path
            try FileManager.default.removeItem(atPath: large)
            try FileManager.default.copyItem(atPath: "\(pair)/default/screen.json", toPath: large)
            let fixed = Tool.run(["check", "--compare", "--ledger", ledger] + only + paths)
            #expect(fixed.status == 1 && fixed.stdoutText.contains("Stale ledger entries"), "\(fixed.stdoutText)")
            let prune = Tool.run(["ledger", "prune", "--compare", "--ledger", ledger] + only + paths)
            #expect(prune.status == 0, "\(prune.stderr)")
            #expect(!(try String(contentsOfFile: ledger, encoding: .utf8)).contains("truncated-at-large-size"))
        }
    }
}

@Suite struct CompareLevelTests {
    @Test("rules.levels sets a text-size rule's level")
    func level() throws {
        try TemporaryFolder.with("compare-level") { root in
            let pair = "\(CompareCommandTests.pairs)/fail-lost-link"
            let config = root.appendingPathComponent("a11y-crawl.json").path
            try #"{"rules": {"levels": {"lost-at-large-size": "error"}}}"#.write(toFile: config, atomically: true, encoding: .utf8)
            let run = Tool.run(["check", "--config", config, "--compare", "\(pair)/default", "\(pair)/large"])
            #expect(run.stdoutText.contains("error: Link \"Terms of delivery\""))
            #expect(run.status == 1)
        }
    }
}

@Suite struct CompareManifestTests {
    @Test("crawl manifests that state both text sizes decide which folder is large, and are not read as recordings")
    func manifests() throws {
        try TemporaryFolder.with("compare-manifest") { root in
            let pair = "\(CompareCommandTests.pairs)/fail-lost-link"
            // The large recording is in the folder named first.
            for (folder, side, scale) in [("a", "large", "2.0"), ("b", "default", "1.0")] {
                let url = root.appendingPathComponent(folder)
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
                try FileManager.default.copyItem(atPath: "\(pair)/\(side)/screen.json", toPath: url.appendingPathComponent("s.json").path)
                try #"{"schema": "a11y-crawl/recording-manifest@1", "settings": {"fontScale": \#(scale)}}"#
                    .write(to: url.appendingPathComponent("run.json"), atomically: true, encoding: .utf8)
            }
            let a = root.appendingPathComponent("a").path, b = root.appendingPathComponent("b").path
            let run = Tool.run(["check", "--compare", "--format", "json", a, b])
            #expect(run.stdoutText.contains(#""rule": "lost-at-large-size""#))
            #expect(!run.stdoutText.contains("run.json"))
            try #"{"settings": {"contentSizeCategory": "large"}}"#.write(toFile: "\(a)/run.json", atomically: true, encoding: .utf8)
            try #"{"settings": {"contentSizeCategory": "large"}}"#.write(toFile: "\(b)/run.json", atomically: true, encoding: .utf8)
            let same = Tool.run(["check", "--compare", a, b])
            #expect(same.status == 2 && same.stderr.contains("state the same text size (contentSizeCategory large)"))
        }
    }
}
