import CrawlCLI
import Foundation
import Rules
import Testing
import TestSupport

/// The crawl rules (`consistent-identification`, WCAG 3.2.4; `consistent-navigation`, WCAG 3.2.3) on crawls
/// written for them and on look-alikes that must not trigger, when they run and when they say why not, and the
/// crawl manifest that names a plain folder's app and screens' order.
@Suite struct CrawlConsistencyTests {
    static let crawls = CrawlTests.crawls
    static let rules = ["--rule", "consistent-identification", "--rule", "consistent-navigation"]

    /// `level outcome rule state identity`, as `expected-crawl-findings.txt` writes them.
    static func findingLines(_ report: [String: Any]) throws -> [String] {
        let findings = try #require(report["findings"] as? [[String: Any]])
        return findings.map { finding in
            let file = (finding["file"] as? String ?? "") as NSString
            return "\(finding["level"]!) \(finding["outcome"]!) \(finding["rule"]!) \(file.lastPathComponent) \(finding["identity"]!)"
        }
    }

    /// The outcomes of `rule` in the report: on how many screens it did not run, and why.
    static func outcomes(_ report: [String: Any], rule: String) throws -> (counted: Bool, notRun: Int, reasons: Set<String>) {
        let rules = try #require((report["summary"] as? [String: Any])?["rules"] as? [String: Any])
        let counts = rules[rule] as? [String: Any]
        let screens = try #require(report["screens"] as? [[String: Any]])
        var reasons = Set<String>()
        for screen in screens {
            for outcome in screen["rulesNotRun"] as? [[String: Any]] ?? [] where outcome["rule"] as? String == rule {
                if let reason = outcome["reason"] as? String { reasons.insert(reason) }
            }
        }
        return (counts != nil, counts?["notRunScreens"] as? Int ?? 0, reasons)
    }

    @Test(arguments: ["renamed-controls", "reordered-tabs", "persistent-toolbar", "switch-flipped", "launcher-state"])
    func crawlFindingsAreTheExpectedOnes(name: String) throws {
        let report = try CrawlTests.json(Self.rules + [Self.crawls + "/" + name])
        let expected = try String(contentsOfFile: Self.crawls + "/" + name + "/expected-crawl-findings.txt", encoding: .utf8)
            .split(separator: "\n").map(String.init)
        #expect(try Self.findingLines(report) == expected)
    }

    @Test func aRenamedControlNamesBothNamesAndTheScreensOfTheOther() throws {
        let report = try CrawlTests.json(Self.rules + [Self.crawls + "/renamed-controls"])
        let findings = try #require(report["findings"] as? [[String: Any]])
        let back = try #require(findings.first { ($0["identity"] as? String)?.hasSuffix("id/up") == true })
        #expect(back["message"] as? String == "ImageButton `up` is named \"Back\" here but \"Navigate up\" on 2 other screens; the same control should have the same name on every screen.")
        let related = try #require(back["related"] as? [[String: Any]])
        #expect(related.compactMap { ($0["file"] as? String).map { ($0 as NSString).lastPathComponent } }
                == ["state_2026-01-04_100010.json", "state_2026-01-04_100030.json"])
        #expect(related.allSatisfy { $0["label"] as? String == "Navigate up" })
        // The play/pause toggle, the counting cart and the drawer button are not inconsistencies.
        let messages = findings.compactMap { $0["message"] as? String }
        #expect(!messages.contains { $0.contains("play_pause") || $0.contains("cart") || $0.contains("drawer") })
    }

    @Test func aReorderedTabBarSaysBothOrders() throws {
        let text = Tool.run(["check"] + Self.rules + [Self.crawls + "/reordered-tabs"]).stdoutText
        #expect(text.contains("warning: The items of the bottom bar `bottom_nav` are in another order here (\"Search\", \"Home\", \"Profile\") than on 3 other screens (\"Home\", \"Search\", \"Profile\")"))
        // The home screen recorded with another tab selected, and the profile screen without the search tab: no finding.
        #expect(!text.contains("state_2026-01-05_100010.json:184:5: warning"))
        #expect(!text.contains("state_2026-01-05_100030.json:184:5: warning"))
        #expect(text.components(separatedBy: "[consistent-navigation, WCAG 3.2.3]").count == 2)
    }

    @Test func oneScreenIsNotJudgedAndSaysWhy() throws {
        let report = try CrawlTests.json(Self.rules + [Self.crawls + "/switch-flipped"])
        let outcome = try Self.outcomes(report, rule: "consistent-identification")
        #expect(outcome.notRun == 3)
        #expect(outcome.reasons == ["the recordings hold 1 screen of the app; consistency is judged across two or more"])
        // A recording alone is no crawl: no outcome at all.
        let alone = try CrawlTests.json(Self.rules + [Self.crawls + "/switch-flipped/states/state_2026-01-02_100000.json"])
        #expect(try Self.outcomes(alone, rule: "consistent-identification").counted == false)
    }

    @Test func recordingsThatDoNotNameTheirAppAreNotJudgedWithoutAManifest() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        _ = try folder.file("a.json", Self.idbScreen(back: "Back", texts: 1))
        _ = try folder.file("b.json", Self.idbScreen(back: "Navigate up", texts: 2))
        let report = try CrawlTests.json(Self.rules + [folder.url.path])
        #expect(try Self.findingLines(report).isEmpty)
        let outcome = try Self.outcomes(report, rule: "consistent-identification")
        #expect(outcome.notRun == 2)
        #expect(outcome.reasons.first?.hasPrefix("the recordings do not name their app") == true)
        // A manifest names the app: the two screens are judged, and its order makes `b.json` the first screen met.
        _ = try folder.file("a11y-crawl.json", #"{"crawl": {"app": "Notes", "package": "com.example.notes", "screens": ["b.json", "a.json"]}}"#)
        let judged = try CrawlTests.json(Self.rules + [folder.url.path])
        #expect(try Self.findingLines(judged) == ["warning finding consistent-identification a.json id:back"])
        #expect(((judged["summary"] as? [String: Any])?["crawl"] as? [String: Any])?["app"] as? String == "com.example.notes")
        // Without the order, `a.json` comes first and is the reference on the tie.
        _ = try folder.file("a11y-crawl.json", #"{"crawl": {"package": "com.example.notes"}}"#)
        let unordered = try CrawlTests.json(Self.rules + [folder.url.path])
        #expect(try Self.findingLines(unordered) == ["warning finding consistent-identification b.json id:back"])
    }

    @Test func aManifestWithProblemsIsAUsageErrorAtItsPlaces() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        _ = try folder.file("a.json", Self.idbScreen(back: "Back", texts: 1))
        let manifest = try folder.file("a11y-crawl.json", """
            {"crawl": {"package": "not a package",
                       "screens": ["a.json", "a.json", "missing.json", 3],
                       "colour": "red"}}
            """)
        let run = Tool.run(["check"] + Self.rules + [folder.url.path])
        #expect(run.status == 2)
        #expect(run.stderr.contains("\(manifest):1:23: error: 'crawl.package' must be a package or bundle id such as com.example.notes, not 'not a package'"), "\(run.stderr)")
        #expect(run.stderr.contains("\(manifest):2:34: error: 'a.json' appears twice in 'crawl.screens'"), "\(run.stderr)")
        #expect(run.stderr.contains("\(manifest):2:60: error: item 4 of 'crawl.screens' must be a recording's path, not the number 3"), "\(run.stderr)")
        #expect(run.stderr.contains("\(manifest):3:12: error: unknown key 'colour' in 'crawl'; known keys: app, package, screens"), "\(run.stderr)")
        // A screen the manifest lists that is not among the recordings, once the manifest is otherwise valid.
        _ = try folder.file("a11y-crawl.json", #"{"crawl": {"screens": ["a.json", "missing.json"]}}"#)
        let missing = Tool.run(["check"] + Self.rules + [folder.url.path])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("\(manifest):1:34: error: 'crawl.screens' names 'missing.json', which is not among the recordings checked in"), "\(missing.stderr)")
    }

    @Test func theConfigurationsCrawlEntryIsTheManifestOfTheRecordingsNoFolderCovers() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        _ = try folder.file("a.json", Self.idbScreen(back: "Back", texts: 1))
        _ = try folder.file("b.json", Self.idbScreen(back: "Navigate up", texts: 2))
        let recordings = try ScratchFolder()
        defer { recordings.remove() }
        let config = try recordings.file("settings.json", #"{"crawl": {"package": "com.example.notes"}}"#)
        let report = try CrawlTests.json(Self.rules + ["--config", config, folder.url.path])
        #expect(try Self.findingLines(report) == ["warning finding consistent-identification b.json id:back"])
        let printed = Tool.run(["check", "--config", config, "--print-config"]).stdoutText
        #expect(printed.contains("\"crawl\": {\n    \"package\": \"com.example.notes\",\n    \"screens\": []\n  }"), "\(printed)")
    }

    @Test func levelsAndChoiceApplyToTheCrawlRules() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let config = try folder.file("a11y-crawl.json", #"{"rules": {"levels": {"consistent-navigation": "error"}}}"#)
        let report = try CrawlTests.json(["--config", config] + Self.rules + [Self.crawls + "/reordered-tabs"])
        #expect(try Self.findingLines(report) == ["error finding consistent-navigation state_2026-01-05_100020.json id:com.example.notes:id/bottom_nav"])
        // Disabled, they do not run; a mistyped id gets a suggestion.
        let disabled = try CrawlTests.json(["--disable", "consistent-navigation", Self.crawls + "/reordered-tabs"])
        #expect(try Self.findingLines(disabled).allSatisfy { !$0.contains("consistent-navigation") })
        let mistyped = Tool.run(["check", "--rule", "consistent-navigaton", Self.crawls + "/reordered-tabs"])
        #expect(mistyped.status == 2)
        #expect(mistyped.stderr.contains("did you mean 'consistent-navigation'?"))
        #expect(Tool.run(["explain", "consistent-identification"]).stdoutText.contains("WCAG 2.2: 3.2.4 Consistent Identification"))
    }

    @Test func crawlFindingsDoNotDependOnJobs() throws {
        for name in ["renamed-controls", "reordered-tabs"] {
            let one = Tool.run(["check", "--format", "sarif", "--jobs", "1", Self.crawls + "/" + name]).stdout
            let four = Tool.run(["check", "--format", "sarif", "--jobs", "4", Self.crawls + "/" + name]).stdout
            #expect(one == four)
            #expect(String(decoding: one, as: UTF8.self).contains("consistent-"))
        }
    }

    @Test func namesThatFollowStateAreTheSameControl() {
        #expect(NameVariation.sameControl("Play", "Pause"))
        #expect(NameVariation.sameControl("Cart, 2 items", "Cart, 3 items"))
        #expect(NameVariation.sameControl("Home, selected, tab 1 of 4", "Home"))
        #expect(NameVariation.sameControl("Add to favourites", "Remove from favourites"))
        #expect(NameVariation.sameControl("Mute", "Unmute"))
        #expect(NameVariation.sameControl("SEARCH", "Search"))
        #expect(NameVariation.sameControl("Menu", "Menu, Highlighted"))
        #expect(!NameVariation.sameControl("Menu", "Settings, 2 new"))
        #expect(!NameVariation.sameControl("Back", "Navigate up"))
        #expect(!NameVariation.sameControl("Search", "Find"))
        #expect(!NameVariation.sameControl(nil, "Navigate up"))
        #expect(NameVariation.sameControl(nil, nil))
    }

    /// The three shared DroidBot crawls: the crawl rules run on every app state (two or more screens of one
    /// app each) and find nothing: Acrylic's action bar holds "More options" on its paint screen and "Navigate
    /// up" on its about screen, two controls in two places; the other two apps have no persistent bar.
    @Test(.enabled(if: CrawlTests.hasShared, "../shared/data/crawls is not present"), arguments: CrawlTests.sharedCrawls)
    func sharedCrawlsHaveNoInconsistency(name: String) throws {
        let report = try CrawlTests.json(["--density", "3", CrawlTests.shared + "/" + name])
        let findings = try #require(report["findings"] as? [[String: Any]])
        #expect(!findings.contains { ($0["rule"] as? String)?.hasPrefix("consistent-") == true })
        let crawl = try #require((report["summary"] as? [String: Any])?["crawl"] as? [String: Any])
        #expect((crawl["appStates"] as? Int ?? 0) > 1)
        for rule in CrawlRules.ids {
            let outcome = try Self.outcomes(report, rule: rule)
            #expect(outcome.counted && outcome.notRun == 0, "\(rule)")
            #expect(outcome.reasons.isEmpty, "\(rule)")
        }
    }

    /// Real look-alikes: the 24 states of Firefox in the Ad Silence crawl (a link opened the browser), checked as
    /// a crawl of their own. Its toolbar's menu button is "Menu" on some screens and "Menu, Highlighted" on
    /// others (a state), its address bar shows each page's address (a text, its content): no finding, though
    /// the rules run on its 12 screens.
    @Test(.enabled(if: CrawlTests.hasShared, "../shared/data/crawls is not present"))
    func firefoxsToolbarIsNoInconsistency() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let states = CrawlTests.shared + "/bluepie.ad_silence.apk/states"
        var copied = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: states).sorted() where name.hasSuffix(".json") {
            let text = try String(contentsOfFile: states + "/" + name, encoding: .utf8)
            guard text.contains("\"foreground_activity\": \"org.mozilla.firefox") else { continue }
            _ = try folder.file(name, text)
            copied += 1
        }
        #expect(copied == 24)
        let report = try CrawlTests.json(["--density", "3"] + Self.rules + [folder.url.path])
        #expect(try Self.findingLines(report).isEmpty)
        // The consistency rules (those of `rules`; reachability needs the graph, left out here).
        for rule in CrawlRules.ids where Self.rules.contains(rule) {
            let outcome = try Self.outcomes(report, rule: rule)
            #expect(outcome.counted && outcome.notRun == 0, "\(rule)")
        }
        let crawl = try #require((report["summary"] as? [String: Any])?["crawl"] as? [String: Any])
        #expect((crawl["screens"] as? [Any])?.count == 12)
    }

    /// An idb `--nested` screen: a navigation bar with a back button (`back`) named `back`, and `texts` texts.
    static func idbScreen(back: String, texts: Int) -> String {
        let items = (0..<texts).map { index in
            #"{"type": "StaticText", "AXLabel": "Item \#(index)", "frame": {"x": 16, "y": \#(120 + 40 * index), "width": 200, "height": 20}, "children": []}"#
        }
        return #"""
            [{"type": "Application", "AXLabel": "Notes", "frame": {"x": 0, "y": 0, "width": 402, "height": 874}, "children": [
             {"type": "NavigationBar", "AXLabel": "Lists", "frame": {"x": 0, "y": 54, "width": 402, "height": 44}, "children": [
              {"type": "Button", "AXLabel": "\#(back)", "AXUniqueId": "back", "frame": {"x": 8, "y": 54, "width": 44, "height": 44}, "children": []}]},
             \#(items.joined(separator: ",\n "))]}]
            """#
    }
}
