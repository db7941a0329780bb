import Pipeline
import Recorders
import Reports
import Rules
import Testing
import TreeModel

/// A group rule for these tests only: recordings `name@variant.json` of one screen must agree on the label of
/// their first button; a disagreeing recording gets a finding on that button.
struct SameFirstButton: ScreenGroupRule {
    let metadata = RuleMetadata(id: "same-first-button", name: "Same first button", summary: "Variants agree.",
                                rationale: "For tests.", criteria: [], defaultLevel: .warning, howToFix: "Nothing.", reads: "Labels.")

    func groupKey(for screen: Screen) -> String? {
        screen.file.firstIndex(of: "@").map { String(screen.file[..<$0]) }
    }

    func check(_ group: [ScreenFacts], configuration: RuleConfiguration) -> [Finding] {
        func first(_ facts: ScreenFacts) -> Int? { facts.screen.elements.indices.first { facts.interactive[$0] } }
        guard let reference = group.first, let anchor = first(reference) else { return [] }
        return group.dropFirst().compactMap { facts in
            guard let index = first(facts), facts.screen.elements[index].label != reference.screen.elements[anchor].label else { return nil }
            return Finding(rule: metadata.id, level: .warning, message: "differs", screen: facts.screen, element: index,
                           criteria: [], hig: nil)
        }
    }
}

@Suite struct PipelineTests {
    func screen(_ file: String, button: String) -> Screen {
        let text = #"[{"type": "Application", "frame": {"x": 0, "y": 0, "width": 390, "height": 844}}, {"type": "Button", "AXLabel": "\#(button)", "frame": {"x": 0, "y": 60, "width": 60, "height": 60}}]"#
        return RecordingReader.read(bytes: Array(text.utf8), file: file)
    }

    @Test("the group stage shows a group rule consecutive recordings of one screen, and results stay in input order")
    func groups() {
        let screens = [screen("a@dark.json", button: "Close"), screen("a@light.json", button: "Dismiss"),
                       screen("b.json", button: "Close")]
        let pipeline = CheckPipeline(engine: Engine(rules: []), groupRules: [SameFirstButton()])
        let (results, totals) = pipeline.results(for: screens)
        #expect(results.map(\.summary.file) == ["a@dark.json", "a@light.json", "b.json"])
        #expect(results.map { $0.findings.map(\.rule) } == [[], ["same-first-button"], []])
        #expect(results[1].findings.first?.fingerprint.isEmpty == false)
        #expect(totals.warnings == 1 && totals.ruleOutcomes["same-first-button"]?.findings == 1)
    }

    @Test("the same results whatever the number of jobs")
    func jobs() {
        let screens = (0..<40).map { screen("s\($0).json", button: $0.isMultiple(of: 3) ? "" : "B\($0)") }
        let one = CheckPipeline(jobs: 1).results(for: screens).results
        let four = CheckPipeline(jobs: 4).results(for: screens).results
        #expect(one.map(\.findings) == four.map(\.findings))
        #expect(one.map(\.outcomes) == four.map(\.outcomes))
    }
}
