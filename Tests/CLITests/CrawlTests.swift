import CrawlCLI
import Foundation
import Testing
import TestSupport

/// A crawl read as a crawl: DroidBot's graph, states of other apps reported apart, states of one screen merged,
/// findings grouped into issues in every output, the ledger by issue. The fixtures are crawls written for
/// these tests (`Fixtures/crawls`); the shared DroidBot crawls are read from `../shared`.
@Suite struct CrawlTests {
    static let crawls = PackagePaths.root.appendingPathComponent("Fixtures/crawls").path
    static let shared = PackagePaths.shared.appendingPathComponent("data/crawls/droidbot").path
    static let sharedCrawls = ["anupam.acrylic.apk", "bluepie.ad_silence.apk", "com.chancehorizon.just24hoursplus.apk"]
    static var hasShared: Bool { FileManager.default.fileExists(atPath: shared + "/" + sharedCrawls[0] + "/utg.js") }
    /// The rules the expected issue lists are written for: the grouping, not the rules' tuning, is under test.
    static let rules = ["--rule", "label-missing", "--rule", "identifier-missing"]

    static func json(_ arguments: [String]) throws -> [String: Any] {
        let run = Tool.run(["check", "--format", "json"] + arguments)
        return try #require(try JSONSerialization.jsonObject(with: Data(run.stdout)) as? [String: Any], "\(run.stdoutText)")
    }

    /// The issues as `expected-issues.txt` writes them.
    static func issueLines(_ report: [String: Any]) throws -> [String] {
        let issues = try #require(report["issues"] as? [[String: Any]])
        return try issues.map { issue in
            let element = try #require(issue["element"] as? [String: Any])
            let screens = try #require(issue["screens"] as? [[String: Any]])
            let occurrences = try #require(issue["occurrences"] as? [[String: Any]])
            var line = "\(issue["level"]!) \(issue["rule"]!) \(element["key"]!) — screens \(screens.count), states \(issue["states"]!), elements \(occurrences.count)"
            for screen in screens where screen["everyRecording"] as? Bool == false {
                line += "; on screen \(screen["screen"]!) in \((screen["recordings"] as? [String] ?? []).count) of \(screen["of"]!) recordings"
            }
            return line
        }
    }

    static func expected(_ name: String) throws -> [String] {
        try String(contentsOfFile: crawls + "/" + name + "/expected-issues.txt", encoding: .utf8)
            .split(separator: "\n").map(String.init)
    }

    @Test(arguments: ["persistent-toolbar", "switch-flipped", "launcher-state"])
    func fixtureIssuesAreTheExpectedOnes(name: String) throws {
        let report = try Self.json(Self.rules + [Self.crawls + "/" + name])
        #expect(try Self.issueLines(report) == Self.expected(name))
        // Every finding is in exactly one issue, and names it.
        let findings = try #require(report["findings"] as? [[String: Any]])
        let issues = try #require(report["issues"] as? [[String: Any]])
        let occurrences = issues.reduce(0) { $0 + (($1["occurrences"] as? [Any])?.count ?? 0) }
        #expect(occurrences == findings.count)
        let ids = Set(issues.compactMap { $0["id"] as? String })
        #expect(findings.allSatisfy { ids.contains($0["issue"] as? String ?? "") })
    }

    @Test func aPersistentToolbarIsOneIssueAcrossScreens() throws {
        let text = Tool.run(["check"] + Self.rules + [Self.crawls + "/persistent-toolbar"]).stdoutText
        #expect(text.contains("error: unlabelled ImageButton `toolbar_menu` — 4 screens [label-missing] issue "))
        #expect(text.contains("error: unlabelled ImageButton in the top bar — 3 screens [label-missing] issue "))
        #expect(text.contains("Crawl: 4 states, 4 screens"))
        #expect(text.contains("4 transitions (4 events)"))
        #expect(text.contains("Activities reached: .AboutActivity, .EditActivity, .MainActivity, .SettingsActivity\n"))
        // The per-finding lines stay, for editors and tools that read them.
        #expect(text.components(separatedBy: "[label-missing, WCAG 4.1.2]").count - 1 == 8)
    }

    @Test func aScreenRecordedThreeTimesIsOneScreen() throws {
        let report = try Self.json(Self.rules + [Self.crawls + "/switch-flipped"])
        let crawl = try #require((report["summary"] as? [String: Any])?["crawl"] as? [String: Any])
        let screens = try #require(crawl["screens"] as? [[String: Any]])
        #expect(screens.count == 1)
        #expect((screens.first?["recordings"] as? [String])?.count == 3)
        #expect(screens.first?["activity"] as? String == ".SettingsActivity")
        let text = Tool.run(["check"] + Self.rules + [Self.crawls + "/switch-flipped"]).stdoutText
        let states = Self.crawls + "/switch-flipped/states/"
        #expect(text.contains("in 2 of 3 recordings (\(states)state_2026-01-02_100000.json, \(states)state_2026-01-02_100010.json)"))
        // The flipped switch and the changed text do not make another screen; another layout does.
        let folder = try TemporaryFolder.create("crawl")
        defer { TemporaryFolder.remove(folder) }
        let copies = folder.appendingPathComponent("states")
        try FileManager.default.createDirectory(at: copies, withIntermediateDirectories: true)
        let source = Self.crawls + "/switch-flipped/states/state_2026-01-02_100000.json"
        var moved = try String(contentsOfFile: source, encoding: .utf8)
        moved = moved.replacingOccurrences(of: "864,\n          560", with: "600,\n          560")
        #expect(moved != (try String(contentsOfFile: source, encoding: .utf8)), "the help button is moved")
        try FileManager.default.copyItem(atPath: source, toPath: copies.appendingPathComponent("state_a.json").path)
        try moved.write(to: copies.appendingPathComponent("state_b.json"), atomically: true, encoding: .utf8)
        let two = try Self.json(Self.rules + [folder.path])
        let twoScreens = try #require(((two["summary"] as? [String: Any])?["crawl"] as? [String: Any])?["screens"] as? [Any])
        #expect(twoScreens.count == 2)
    }

    @Test func aLauncherStateIsReportedApartAndNotChecked() throws {
        let report = try Self.json([Self.crawls + "/launcher-state"])
        let crawl = try #require((report["summary"] as? [String: Any])?["crawl"] as? [String: Any])
        #expect(crawl["app"] as? String == "com.example.notes")
        #expect(crawl["states"] as? Int == 3)
        #expect(crawl["appStates"] as? Int == 2)
        let others = try #require(crawl["otherApps"] as? [[String: Any]])
        #expect(others.count == 1)
        #expect(others.first?["app"] as? String == "com.android.launcher3")
        let launcher = Self.crawls + "/launcher-state/states/state_2026-01-03_100000.json"
        #expect(others.first?["states"] as? [String] == [launcher])
        let screens = try #require(report["screens"] as? [[String: Any]])
        #expect(screens.first { $0["file"] as? String == launcher }?["notTheApp"] as? String == "com.android.launcher3")
        let findings = try #require(report["findings"] as? [[String: Any]])
        #expect(!findings.contains { $0["file"] as? String == launcher })
        // Out of its crawl, the same state is checked, and its unlabelled icon is a finding.
        let folder = try TemporaryFolder.create("launcher")
        defer { TemporaryFolder.remove(folder) }
        let alone = folder.appendingPathComponent("launcher.json").path
        try FileManager.default.copyItem(atPath: Self.crawls + "/launcher-state/states/state_2026-01-03_100000.json", toPath: alone)
        let checked = try Self.json(["--rule", "label-missing", alone])
        #expect((checked["findings"] as? [Any])?.count == 1)
    }

    @Test func issuesDoNotDependOnJobsOrHowTheCrawlIsNamed() throws {
        let folder = Self.crawls + "/persistent-toolbar"
        let one = Tool.run(["check", "--format", "json", "--jobs", "1", folder])
        let four = Tool.run(["check", "--format", "json", "--jobs", "4", folder])
        #expect(one.stdout.count > 1000)
        #expect(one.stdout == four.stdout)
        // The graph named instead of its folder: the same crawl.
        let graph = Tool.run(["check", "--format", "json", folder + "/utg.js"])
        #expect(graph.stdout == one.stdout)
        // The states named one by one, in another order: the same issues (ids, occurrences, screens).
        let states = try FileManager.default.contentsOfDirectory(atPath: folder + "/states").sorted().reversed().map { folder + "/states/" + $0 }
        let named = try Self.json(Array(states))
        let whole = try #require(try JSONSerialization.jsonObject(with: Data(one.stdout)) as? [String: Any])
        #expect(try Self.issueLines(named) == Self.issueLines(whole))
        #expect((named["issues"] as? [[String: Any]])?.map { $0["id"] as? String } == (whole["issues"] as? [[String: Any]])?.map { $0["id"] as? String })
    }

    @Test func sarifResultsOfOneIssueShareItsFingerprint() throws {
        let run = Tool.run(["check", "--format", "sarif"] + Self.rules + [Self.crawls + "/persistent-toolbar"])
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout)) as? [String: Any])
        let results = try #require(((sarif["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
        var byIssue: [String: Set<String>] = [:]
        for result in results {
            let prints = try #require(result["partialFingerprints"] as? [String: String])
            let issue = try #require(prints["a11yIssue/v1"])
            byIssue[issue, default: []].insert(try #require(prints["a11yElement/v1"]))
        }
        // One result per occurrence (7 label-missing; the up button has no id, but the toolbar makes it so and
        // identifier-missing leaves it), two issues. The note body's field,
        // named only by its text "Milk", needs review on Android (a labelFor the dump does not carry may name it),
        // and SARIF leaves review items out by default.
        #expect(results.count == 7)
        #expect(byIssue.count == 2)
        #expect(byIssue.values.map(\.count).sorted() == [3, 4])
    }

    @Test func aLedgerEntryAcceptsAnIssueOnEveryScreenAndGoesStale() throws {
        let folder = try TemporaryFolder.create("ledger")
        defer { TemporaryFolder.remove(folder) }
        let crawl = Self.crawls + "/persistent-toolbar"
        let report = try Self.json(Self.rules + [crawl])
        let issues = try #require(report["issues"] as? [[String: Any]])
        let menu = try #require(issues.first { ($0["element"] as? [String: Any])?["key"] as? String == "id:com.example.notes:id/toolbar_menu" })
        let id = try #require(menu["id"] as? String)
        let ledger = folder.appendingPathComponent("ledger.json").path
        try #"{"entries": [{"issue": "\#(id)", "reason": "the menu is labelled in 2.1", "rule": "label-missing"}], "version": 1}"#
            .write(toFile: ledger, atomically: true, encoding: .utf8)
        let known = try Self.json(Self.rules + ["--ledger", ledger, crawl])
        let summary = try #require(known["summary"] as? [String: Any])
        #expect(summary["known"] as? Int == 4)
        #expect((summary["stale"] as? [Any])?.isEmpty == true)
        let occurrences = try #require((known["issues"] as? [[String: Any]])?.first { $0["id"] as? String == id }?["occurrences"] as? [[String: Any]])
        #expect(occurrences.allSatisfy { $0["known"] as? String == "the menu is labelled in 2.1" })
        // Limited to one screen, it covers that screen only.
        try #"{"entries": [{"issue": "\#(id)", "reason": "later", "rule": "label-missing", "screen": "\#(crawl)/states/state_2026-01-01_100000.json"}], "version": 1}"#
            .write(toFile: ledger, atomically: true, encoding: .utf8)
        #expect((try Self.json(Self.rules + ["--ledger", ledger, crawl])["summary"] as? [String: Any])?["known"] as? Int == 1)
        // An issue that is gone: the entry is stale and fails the run, as any stale entry does.
        try #"{"entries": [{"issue": "0123456789abcdef", "reason": "fixed since", "rule": "label-missing"}], "version": 1}"#
            .write(toFile: ledger, atomically: true, encoding: .utf8)
        let stale = Tool.run(["check", "--fail-on", "never"] + Self.rules + ["--ledger", ledger, crawl])
        #expect(stale.status == 1)
        #expect(stale.stdoutText.contains("label-missing on **, issue 0123456789abcdef"))
        // Not an issue id, or an issue and an element: the ledger is refused with the place.
        try #"{"entries": [{"issue": "menu", "element": "id:x", "reason": "r", "rule": "label-missing"}], "version": 1}"#
            .write(toFile: ledger, atomically: true, encoding: .utf8)
        let refused = Tool.run(["check", "--ledger", ledger, crawl])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("entry 1 has issue 'menu', which is not an issue id"))
        #expect(refused.stderr.contains("names both an issue and an element"))
    }

    @Test func ledgerPruneKeepsAnIssueEntryThatMatches() throws {
        let folder = try TemporaryFolder.create("prune")
        defer { TemporaryFolder.remove(folder) }
        let crawl = Self.crawls + "/persistent-toolbar"
        let id = try #require((try Self.json(Self.rules + [crawl])["issues"] as? [[String: Any]])?.first?["id"] as? String)
        let ledger = folder.appendingPathComponent("ledger.json").path
        let entries = #"{"entries": [{"issue": "\#(id)", "reason": "known", "rule": "label-missing"}, {"issue": "0123456789abcdef", "reason": "gone", "rule": "label-missing"}], "version": 1}"#
        try entries.write(toFile: ledger, atomically: true, encoding: .utf8)
        let prune = Tool.run(["ledger", "prune"] + Self.rules + ["--ledger", ledger, crawl])
        #expect(prune.status == 0, "\(prune.stderr)")
        let written = try String(contentsOfFile: ledger, encoding: .utf8)
        #expect(written.contains(#"{"issue": "\#(id)", "reason": "known", "rule": "label-missing"}"#))
        #expect(!written.contains("0123456789abcdef"))
    }

    @Test func ledgerWriteByIssueRecordsEachIssueOnceAndItGoesStaleWhenGone() throws {
        let folder = try TemporaryFolder.create("by-issue")
        defer { TemporaryFolder.remove(folder) }
        let crawl = Self.crawls + "/persistent-toolbar"
        let ledger = folder.appendingPathComponent("ledger.json").path
        let write = Tool.run(["ledger", "write", "--by-issue", "--reason", "tracked in APP-7"] + Self.rules + ["--ledger", ledger, crawl])
        #expect(write.status == 0, "\(write.stderr)")
        // One entry per issue (the issues' ids, as the report gives them), not one per element and state.
        let report = try Self.json(Self.rules + [crawl])
        let ids = try #require(report["issues"] as? [[String: Any]]).filter { $0["outcome"] as? String == "finding" }.compactMap { $0["id"] as? String }
        let allFindings = try #require(report["findings"] as? [[String: Any]])
        let findings = allFindings.count
        // Items to review never fail a run and get no entry (the note body's field, named only by its text).
        let failing = allFindings.filter { $0["outcome"] as? String == "finding" }.count
        let written = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: ledger))) as? [String: Any])
        let entries = try #require(written["entries"] as? [[String: Any]])
        #expect(Set(entries.compactMap { $0["issue"] as? String }) == Set(ids))
        #expect(entries.count == ids.count)
        #expect(entries.count < findings)
        #expect(entries.allSatisfy { $0["reason"] as? String == "tracked in APP-7" && $0["screen"] == nil && $0["element"] == nil })
        // The crawl checked with it: every finding known, nothing stale; written again, nothing is added.
        let known = try Self.json(Self.rules + ["--ledger", ledger, crawl])
        #expect((known["summary"] as? [String: Any])?["known"] as? Int == failing)
        #expect(failing < findings)
        #expect(((known["summary"] as? [String: Any])?["stale"] as? [Any])?.isEmpty == true)
        let again = Tool.run(["ledger", "write", "--by-issue", "--reason", "again"] + Self.rules + ["--ledger", ledger, crawl])
        #expect(again.stderr.contains("0 entries added") || again.stdoutText.contains("0 entries added"), "\(again.stderr)\(again.stdoutText)")
        // Another crawl of the app where the menu is labelled: the menu's issue is gone, its entry stale.
        let other = Tool.run(["check", "--fail-on", "never"] + Self.rules + ["--ledger", ledger, Self.crawls + "/switch-flipped"])
        #expect(other.status == 1)
        let menu = try #require((report["issues"] as? [[String: Any]])?.first { ($0["element"] as? [String: Any])?["key"] as? String == "id:com.example.notes:id/toolbar_menu" }?["id"] as? String)
        #expect(other.stdoutText.contains("issue \(menu)"), "\(other.stdoutText)")
    }

    @Test func theHTMLReportHasAnIssuesViewLinkingEachRecordingToItsFinding() throws {
        let html = Tool.run(["check", "--format", "html"] + Self.rules + [Self.crawls + "/persistent-toolbar"]).stdoutText
        let view = try #require(html.range(of: "<section aria-labelledby=\"issues-h\">\n<h2 id=\"issues-h\">Issues</h2>\n"))
        let end = try #require(html.range(of: "</section>", range: view.upperBound..<html.endIndex))
        let issues = String(html[view.upperBound..<end.lowerBound])
        // Before the per-screen view, which stays.
        #expect(html.range(of: "<h2 id=\"screens-h\">Screens</h2>")!.lowerBound > end.upperBound)
        #expect(issues.contains("3 issues from 8 findings on 4 screens (4 states of the app), most widespread first."))
        // Most widespread first, as the text report: the menu button (4 screens) before the up button (3).
        let headings = issues.components(separatedBy: "\n").filter { $0.hasPrefix("<h3 ") }
        #expect(headings.first?.hasSuffix("<span class=\"lvl\">Error</span> unlabelled ImageButton `toolbar_menu` — 4 screens</h3>") == true, "\(headings)")
        #expect(headings.count == 3)
        // Every recording links to a finding of the page, of the issue's rule.
        let links = issues.components(separatedBy: "<a href=\"#").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        // Each recording twice: its name in the list of screens, its thumbnail (`CrawlThumbnailTests`).
        #expect(links.count == 16)
        for link in links {
            #expect(["error", "note", "review"].contains { html.contains("<li class=\"finding lv-\($0)\" id=\"\(link)\"") }, "\(link)")
        }
        // A recording alone, outside a crawl, groups nothing: no Issues view.
        let alone = Tool.run(["check", "--format", "html", "--rule", "label-missing",
                              PackagePaths.root.appendingPathComponent("Fixtures/trees/label-missing/fail-close-button-no-label.json").path]).stdoutText
        #expect(alone.contains("class=\"finding lv-error\""))
        #expect(!alone.contains("id=\"issues-h\""))
    }

    @Test func aBrokenGraphIsReportedAtItsPlaceAndTheStatesAreStillChecked() throws {
        let folder = try TemporaryFolder.create("graph")
        defer { TemporaryFolder.remove(folder) }
        let states = folder.appendingPathComponent("states")
        try FileManager.default.createDirectory(at: states, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.crawls + "/switch-flipped/states/state_2026-01-02_100000.json",
                                         toPath: states.appendingPathComponent("state_a.json").path)
        try "var utg = \n{\n  \"nodes\": [,]\n}\n".write(to: folder.appendingPathComponent("utg.js"), atomically: true, encoding: .utf8)
        // DroidBot's own files beside the states are not read as recordings.
        let events = folder.appendingPathComponent("events")
        try FileManager.default.createDirectory(at: events, withIntermediateDirectories: true)
        try #"{"event": {"event_type": "touch"}, "tag": "x"}"#.write(to: events.appendingPathComponent("event_a.json"), atomically: true, encoding: .utf8)
        let report = try Self.json(Self.rules + [folder.path])
        let crawl = try #require((report["summary"] as? [String: Any])?["crawl"] as? [String: Any])
        let problems = try #require(crawl["graphProblems"] as? [[String: Any]])
        #expect(problems.count == 1)
        #expect(problems.first?["line"] as? Int == 3)
        #expect((report["screens"] as? [[String: Any]])?.map { ($0["file"] as? String ?? "").hasSuffix("states/state_a.json") } == [true])
        #expect(((report["findings"] as? [Any])?.count ?? 0) > 0)
    }

    /// The three shared DroidBot crawls: every state read, other apps' states apart (as the graph says), the
    /// transitions counted as the graph holds them, and screens that partition the app's states, each within
    /// one of DroidBot's activities.
    @Test(.enabled(if: hasShared, "../shared/data/crawls is not present"), arguments: sharedCrawls)
    func sharedCrawlsAreReadAsCrawls(name: String) throws {
        let folder = Self.shared + "/" + name
        var graphText = try String(contentsOfFile: folder + "/utg.js", encoding: .utf8)
        graphText = String(graphText[graphText.firstIndex(of: "{")!...])
        let graph = try #require(try JSONSerialization.jsonObject(with: Data(graphText.utf8)) as? [String: Any])
        let app = try #require(graph["app_package"] as? String)
        let nodes = try #require(graph["nodes"] as? [[String: Any]])
        let edges = try #require(graph["edges"] as? [[String: Any]])
        let stateFiles = try FileManager.default.contentsOfDirectory(atPath: folder + "/states").filter { $0.hasSuffix(".json") }
        let report = try Self.json(["--density", "3", folder])
        let crawl = try #require((report["summary"] as? [String: Any])?["crawl"] as? [String: Any])
        #expect(crawl["app"] as? String == app)
        #expect(crawl["states"] as? Int == stateFiles.count)
        #expect(crawl["transitions"] as? Int == edges.count)
        let otherNodes = nodes.filter { $0["package"] as? String != app }
        let others = try #require(crawl["otherApps"] as? [[String: Any]])
        #expect(others.reduce(0) { $0 + (($1["states"] as? [Any])?.count ?? 0) } == otherNodes.count)
        #expect(Set(others.compactMap { $0["app"] as? String }) == Set(otherNodes.compactMap { $0["package"] as? String }))
        #expect(crawl["appStates"] as? Int == stateFiles.count - otherNodes.count)
        // Screens partition the app's states; each screen lies within one activity of the graph.
        let activityOf = Dictionary(uniqueKeysWithValues: nodes.compactMap { node -> (String, String)? in
            guard let image = node["image"] as? String, let activity = node["activity"] as? String else { return nil }
            return ((image as NSString).lastPathComponent.replacingOccurrences(of: "screen_", with: "state_")
                        .replacingOccurrences(of: ".jpg", with: ".json").replacingOccurrences(of: ".png", with: ".json"), activity)
        })
        let screens = try #require(crawl["screens"] as? [[String: Any]])
        let recordings = screens.flatMap { $0["recordings"] as? [String] ?? [] }
        #expect(recordings.count == crawl["appStates"] as? Int)
        #expect(Set(recordings).count == recordings.count)
        for screen in screens {
            let activities = Set((screen["recordings"] as? [String] ?? []).compactMap { activityOf[($0 as NSString).lastPathComponent] })
            #expect(activities.count == 1, "\(screen)")
        }
        // Findings and issues agree: every finding in one issue.
        let findings = try #require(report["findings"] as? [[String: Any]])
        let issues = try #require(report["issues"] as? [[String: Any]])
        #expect(issues.reduce(0) { $0 + (($1["occurrences"] as? [Any])?.count ?? 0) } == findings.count)
        #expect(crawl["findings"] as? Int == findings.count)
        #expect(issues.count <= findings.count)
    }
}
