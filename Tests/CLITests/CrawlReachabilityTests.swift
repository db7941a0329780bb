import CrawlCLI
import Foundation
import Rules
import Testing
import TestSupport
import TreeModel

/// The `reachability` crawl rule: screens reached only through events a screen-reader user cannot make, read
/// from DroidBot's transition graph (`utg.js`) and the states' `view_str`, on a crawl written for it, on its
/// look-alikes, and on the three shared DroidBot crawls.
@Suite struct CrawlReachabilityTests {
    static let crawls = CrawlTests.crawls
    static let allCrawlRules = ["--rule", "consistent-identification", "--rule", "consistent-navigation", "--rule", "reachability"]

    /// Every crawl fixture with all three crawl rules gives the findings its `expected-crawl-findings.txt` lists:
    /// on the fixtures written for consistency, reachability adds nothing.
    @Test(arguments: ["unreachable-screen", "event-records", "renamed-controls", "reordered-tabs", "persistent-toolbar", "switch-flipped", "launcher-state"])
    func crawlFindingsAreTheExpectedOnes(name: String) throws {
        let report = try CrawlTests.json(Self.allCrawlRules + [Self.crawls + "/" + name])
        let expected = try String(contentsOfFile: Self.crawls + "/" + name + "/expected-crawl-findings.txt", encoding: .utf8)
            .split(separator: "\n").map(String.init)
        #expect(try CrawlConsistencyTests.findingLines(report) == expected)
    }

    @Test func aScreenReachedByATouchOnAViewThatIsNoStopNamesTheEventAndItsElement() throws {
        let report = try CrawlTests.json(["--rule", "reachability", Self.crawls + "/unreachable-screen"])
        let findings = try #require(report["findings"] as? [[String: Any]])
        let hidden = try #require(findings.first { ($0["file"] as? String)?.hasSuffix("state_2026-01-06_100030.json") == true })
        #expect(hidden["outcome"] as? String == "needs-review")
        #expect(hidden["message"] as? String == "This screen (.HiddenActivity) is reached in the crawl only through events a screen-reader user cannot make: event 4, a touch on View `easter_egg` in state_2026-01-06_100010.json, as it is unlabelled and the screen reader does not stop on it; check that another way leads here.")
        let related = try #require(hidden["related"] as? [[String: Any]])
        #expect(related.count == 1)
        #expect((related.first?["file"] as? String)?.hasSuffix("state_2026-01-06_100010.json") == true)
        #expect(related.first?["identifier"] as? String == "com.example.notes:id/easter_egg")
        let gesture = try #require(findings.first { ($0["file"] as? String)?.hasSuffix("state_2026-01-06_100040.json") == true })
        #expect((gesture["message"] as? String)?.contains("a swipe on View `pager_handle`") == true)
        // The detail screen (a labelled row) and the settings screen (also reached by a labelled button): nothing.
        #expect(findings.count == 2)
    }

    @Test func eventsThatCannotBeJudgedSaySoInsteadOfGuessing() throws {
        let report = try CrawlTests.json(["--rule", "reachability", Self.crawls + "/unreachable-screen"])
        let outcome = try CrawlConsistencyTests.outcomes(report, rule: "reachability")
        #expect(outcome.notRun == 2)
        #expect(outcome.reasons == [
            "reached only through an event that cannot be judged: a touch on view 0123456789abcdef0123456789abcdef, which is not in state_2026-01-06_100010.json",
            "reached only through an event that cannot be judged: a touch that names no view (made at a point, or its view not recorded)",
        ])
    }

    /// DroidBot's records of events (`events/*.json`) find the views whose `view_str` the state does not hold:
    /// by class, resource id and bounds, only when one view matches.
    @Test func eventRecordsFindTheViewsTheirIDsDoNot() throws {
        let report = try CrawlTests.json(["--rule", "reachability", Self.crawls + "/event-records"])
        let findings = try #require(report["findings"] as? [[String: Any]])
        #expect(findings.count == 1)
        let hidden = try #require(findings.first)
        #expect((hidden["file"] as? String)?.hasSuffix("state_2026-01-07_100020.json") == true)
        #expect(hidden["message"] as? String == "This screen (.HiddenActivity) is reached in the crawl only through events a screen-reader user cannot make: event 2, a touch on View `easter_egg` in state_2026-01-07_100010.json, as it is unlabelled and the screen reader does not stop on it; check that another way leads here.")
        let related = try #require(hidden["related"] as? [[String: Any]])
        #expect(related.first?["identifier"] as? String == "com.example.notes:id/easter_egg")
        // The settings screen, reached by a touch its record finds on the labelled button: judged, and fine.
        let outcome = try CrawlConsistencyTests.outcomes(report, rule: "reachability")
        #expect(outcome.notRun == 3)
        #expect(outcome.reasons == [
            "reached only through an event that cannot be judged: a touch on view 00000000000000000000000000000003, which is not in state_2026-01-07_100010.json, nor is any view of the class, resource id and bounds that event_2026-01-07_200003.json records of it",
            "reached only through an event that cannot be judged: a touch on view 00000000000000000000000000000004, which is not in state_2026-01-07_100010.json, and 2 views have the class, resource id and bounds that event_2026-01-07_200004.json records of it",
            "reached only through an event that cannot be judged: a touch on view 00000000000000000000000000000005, which is not in state_2026-01-07_100010.json",
        ])
    }

    /// An event record that cannot be read is reported at its line and column; the others and the states are used.
    @Test func aBadEventRecordIsLocatedAndTheCrawlStillChecked() throws {
        let report = try CrawlTests.json(["--rule", "reachability", Self.crawls + "/event-records"])
        let crawl = try #require((report["summary"] as? [String: Any])?["crawl"] as? [String: Any])
        let problems = try #require(crawl["graphProblems"] as? [[String: Any]])
        #expect(problems.map { ($0["file"] as? String).map { String($0.split(separator: "/").last!) } ?? "" }
                == ["event_2026-01-07_200090.json", "event_2026-01-07_200091.json"])
        #expect(problems.map { $0["line"] as? Int } == [5, 1])
        #expect(problems.last?["message"] as? String == "not a DroidBot event record: 'start_state' is missing or not a string")
        #expect((report["screens"] as? [[String: Any]])?.count == 7)
        let text = Tool.run(["check", "--rule", "reachability", Self.crawls + "/event-records"]).stdoutText
        #expect(text.contains("event-records/events/event_2026-01-07_200090.json:5:1: error: unexpected end of input inside an object [crawl graph]"))
    }

    @Test func aReviewItemInTextAndSARIFWithItsRelatedLocation() throws {
        let text = Tool.run(["check", "--rule", "reachability", Self.crawls + "/unreachable-screen"]).stdoutText
        #expect(text.contains("state_2026-01-06_100030.json:11:5: review: This screen (.HiddenActivity) is reached in the crawl only through"))
        let sarif = Tool.run(["check", "--rule", "reachability", "--format", "sarif", "--include-review", Self.crawls + "/unreachable-screen"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout)) as? [String: Any])
        let run = try #require((document["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]]).filter { $0["ruleId"] as? String == "reachability" }
        #expect(results.count == 2)
        let related = try #require(results.first?["relatedLocations"] as? [[String: Any]])
        let uri = ((related.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])?["uri"] as? String
        #expect(uri?.hasSuffix("state_2026-01-06_100010.json") == true)
    }

    @Test func findingsDoNotDependOnJobs() {
        let arguments = ["check", "--format", "json", "--rule", "reachability", Self.crawls + "/unreachable-screen"]
        let one = Tool.run(arguments + ["--jobs", "1"]).stdout
        let four = Tool.run(arguments + ["--jobs", "4"]).stdout
        #expect(one == four)
        #expect(String(decoding: one, as: UTF8.self).contains("HiddenActivity"))
    }

    @Test func aCrawlWithoutAGraphIsNotJudged() {
        let judgement = Reachability().judge([CrawlState(file: "a.json", screen: "s", bars: CrawlBars()), CrawlState(file: "b.json", screen: "t", bars: CrawlBars())],
                                             graph: nil, configuration: RuleConfiguration())
        #expect(judgement.findings.isEmpty)
        #expect(judgement.notRun["a.json"] == "the crawl has no transition graph (DroidBot's utg.js) to tell how its screens were reached")
        #expect(judgement.notRun.count == 2)
    }

    /// Opening the app is a start from anywhere: a screen reached only by an intent that starts the app, from a
    /// state the crawl reached otherwise, is reached.
    @Test func openingTheAppIsAStart() {
        var graph = CrawlGraph(file: "utg.js", app: "com.example")
        graph.states = [CrawlGraph.State(id: "first"), CrawlGraph.State(id: "elsewhere"), CrawlGraph.State(id: "main")]
        graph.transitions = [
            CrawlGraph.Transition(from: "first", to: "elsewhere", events: [CrawlGraph.Event(kind: "intent", description: "IntentEvent(intent='am force-stop com.example')")]),
            CrawlGraph.Transition(from: "elsewhere", to: "main", events: [CrawlGraph.Event(kind: "intent", description: "IntentEvent(intent='am start com.example/com.example.Main')")]),
        ]
        let judgement = Reachability().judge([CrawlState(file: "main.json", screen: "m", bars: CrawlBars(), graphState: "main")], graph: graph,
                                             configuration: RuleConfiguration())
        #expect(judgement.findings.isEmpty)
        #expect(judgement.notRun.isEmpty)
    }

    /// On the three shared DroidBot crawls every screen of the app is reached by events a screen-reader user can
    /// make (touches on stops, Back, opening the app): no review item; the events not judged are said.
    @Test(.enabled(if: CrawlTests.hasShared, "../shared/data/crawls is not present"), arguments: CrawlTests.sharedCrawls)
    func sharedCrawlsHaveNoUnreachableScreen(name: String) throws {
        let report = try CrawlTests.json(["--density", "3", "--rule", "reachability", CrawlTests.shared + "/" + name])
        let findings = try #require(report["findings"] as? [[String: Any]])
        #expect(findings.isEmpty)
        let outcome = try CrawlConsistencyTests.outcomes(report, rule: "reachability")
        #expect(outcome.counted)
        #expect(outcome.notRun == 0)
    }
}
