import Foundation
import Pipeline
import Recorders
import Reports
import Rules
import Testing
import TestSupport
import TreeModel

/// A rule for these tests only: every labelled button is an item to review.
struct ReviewEveryButton: Rule {
    let metadata = RuleMetadata(id: "review-every-button", name: "Review every button", summary: "Every button is reviewed.",
                                rationale: "For tests.", criteria: [WCAG.criterion("2.4.6")], defaultLevel: .warning,
                                howToFix: "Nothing.", reads: "Buttons.")

    func check(_ facts: ScreenFacts, configuration: RuleConfiguration) -> [Finding] {
        facts.screen.elements.indices.filter { facts.interactive[$0] }.map {
            finding($0, in: facts, configuration: configuration, message: "\(facts.name($0)) needs a look.", outcome: .needsReview)
        }
    }
}

@Suite struct OutcomeReportTests {
    static let twoButtons = #"""
        [{"type": "Application", "frame": {"x": 0, "y": 0, "width": 390, "height": 844}},
         {"type": "Button", "AXLabel": "Minus", "frame": {"x": 20, "y": 60, "width": 20, "height": 20}},
         {"type": "Button", "AXLabel": "Plus", "frame": {"x": 40, "y": 60, "width": 20, "height": 20}},
         {"type": "Button", "AXLabel": "Hidden", "frame": {"x": 20, "y": 900, "width": 20, "height": 20}},
         {"type": "StaticText", "AXLabel": "TOTALS", "frame": {"x": 20, "y": 200, "width": 100, "height": 20}}]
        """#

    func screen(_ capabilities: RecorderCapabilities = .everything) -> Screen {
        var screen = RecordingReader.read(bytes: Array(Self.twoButtons.utf8), file: "in-test/two.json")
        screen.capabilities = capabilities
        return screen
    }

    @Test("needs review: SARIF kind review with level none, 'review' in text, counted apart, never failing")
    func needsReview() throws {
        let run = CheckedRun([screen()], engine: Engine(rules: [ReviewEveryButton()]))
        #expect(run.totals.needsReview == 3 && run.totals.newFindings == 0)
        // In SARIF only with --include-review: GitHub turns every result into an alert.
        func sarifResults(includeReview: Bool) throws -> [[String: Any]] {
            var options = ReportOptions()
            options.sarif.includeReview = includeReview
            let sarif = try ReportInputs.object(run.render("sarif", options: options))
            return ((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        }
        #expect(try sarifResults(includeReview: false).isEmpty)
        let results = try sarifResults(includeReview: true).filter { $0["ruleId"] as? String == "review-every-button" }
        #expect(results.count == 3)
        #expect(results.allSatisfy { $0["kind"] as? String == "review" && $0["level"] as? String == "none" })
        let text = run.text("text")
        #expect(text.contains("in-test/two.json:2:2: review: Button \"Minus\" needs a look. [review-every-button, WCAG 2.4.6]"))
        #expect(text.contains("; 3 to review"))
        let json = try ReportInputs.object(run.render("json"))
        let findings = json["findings"] as? [[String: Any]] ?? []
        #expect(findings.map { $0["outcome"] as? String } == ["needs-review", "needs-review", "needs-review"])
        let rules = (json["summary"] as? [String: Any])?["rules"] as? [String: [String: Int]]
        #expect(rules?["review-every-button"]?["needsReview"] == 3)
    }

    @Test("a rule whose evidence the format lacks does not run, and every report says so")
    func notRunByEvidence() throws {
        var noHeaders = RecorderCapabilities.everything
        noHeaders.evidence.remove(.headers)
        let run = CheckedRun([screen(noHeaders)])
        #expect(!run.findings.contains { $0.rule == "header-trait-missing" })
        let withHeaders = CheckedRun([screen()])
        #expect(withHeaders.findings.contains { $0.rule == "header-trait-missing" })
        let outcome = try #require(run.results[0].outcomes.first { $0.rule == "header-trait-missing" })
        #expect(outcome.notRunReason == "the recording cannot say headers")
        #expect(run.text("text").contains("Rules not run (the evidence they need is not in the recording):\n"))
        #expect(run.text("text").contains("\n  header-trait-missing on 1 screen: the recording cannot say headers\n"))
        let json = try ReportInputs.object(run.render("json"))
        let screens = json["screens"] as? [[String: Any]] ?? []
        // (The contrast rules do not run either: a screen in memory has no screenshot.)
        #expect((screens.first?["rulesNotRun"] as? [[String: String]])?.filter { $0["rule"] == "header-trait-missing" }
                == [["reason": "the recording cannot say headers", "rule": "header-trait-missing"]])
    }

    @Test("elements a rule cannot judge are counted as not run, per rule")
    func notRunElements() throws {
        let run = CheckedRun([screen()])
        let outcomes = Dictionary(uniqueKeysWithValues: run.results[0].outcomes.map { ($0.rule, $0) })
        #expect(outcomes["target-size-hig"]?.notRun == 1)
        #expect(outcomes["target-size-minimum"]?.notRun == 1)
        #expect(outcomes["label-missing"]?.notRun == 0)
        #expect(outcomes["target-size-hig"]?.findings == 2)
    }

    @Test("a finding names the elements it depends on: JSON related, SARIF relatedLocations with their place")
    func relatedElements() throws {
        let run = CheckedRun([screen()], engine: Engine(rules: [TargetSizeMinimum()]))
        let minus = try #require(run.findings.first { $0.label == "Minus" })
        #expect(minus.related.map(\.path) == ["Application/Button[2]"])
        let sarif = try ReportInputs.object(run.render("sarif"))
        let results = ((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        let related = results.first?["relatedLocations"] as? [[String: Any]]
        let region = ((related?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Int])
        #expect(region == ["startColumn": 2, "startLine": 3])
    }
}
