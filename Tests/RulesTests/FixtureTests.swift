import Foundation
import Pipeline
import Rules
import Testing
import Recorders
import TreeModel

/// Runs each rule on its fixture folder and compares with the stated findings: a finding not listed fails,
/// and so does a listed finding that is not found ("no other results").
@Suite struct FixtureTests {
    @Test("fixture", arguments: FixtureCase.all())
    func fixture(_ fixture: FixtureCase) throws {
        #expect(fixture.problems.isEmpty, "\(fixture.problems.joined(separator: "\n"))")
        let rule = try #require(RuleRegistry.rule(id: fixture.rule), "Fixtures/trees/\(fixture.rule) names no registered rule")
        let file = String(fixture.treePath.dropFirst(FixtureCase.folder.path.count + 1))
        var screen = RecordingReader.read(contentsOf: fixture.treePath, displayPath: file)
        try #require(screen.status == .ok, "\(screen.error?.description ?? "status \(screen.status)")")
        // Through the whole pipeline, as `check --rule <id>` runs it, with the case's settings.
        var configuration = RuleConfiguration()
        configuration.values = fixture.settings
        // The screenshot beside the tree, as the pipeline pairs it when a rule needs one.
        ScreenshotPairing.attach(to: &screen, path: fixture.treePath, displayPath: file, engine: Engine(rules: [rule]))
        var pipeline = CheckPipeline(engine: Engine(rules: [rule], configuration: configuration))
        pipeline.checker.density = fixture.density
        let result = pipeline.results(for: [screen]).results[0]
        let findings = result.findings
        let reason = result.outcomes.first { $0.rule == fixture.rule }?.notRunReason
        #expect((reason != nil) == fixture.expectsNotRun, "\(fixture): not-run reason \(reason ?? "none")")
        var unmatched = fixture.expected
        var unexpected: [Finding] = []
        for finding in findings {
            if let position = unmatched.firstIndex(where: { $0.matches(finding) }) {
                unmatched.remove(at: position)
            } else {
                unexpected.append(finding)
            }
        }
        for finding in unexpected {
            Issue.record("\(fixture): unexpected finding \(finding.rule) \(finding.outcome == .needsReview ? "review" : finding.level.rawValue) \(finding.path) — \(finding.message)\n\(excerpt(screen, marking: finding.elementIndex))")
        }
        for missing in unmatched {
            Issue.record("\(fixture).expected:\(missing.line): expected \(missing) but the rule did not report it")
        }
    }

    @Test("every fixture folder belongs to a registered rule")
    func foldersNameRules() {
        let folders = FixtureCase.ruleFolders()
        #expect(!folders.isEmpty, "no fixture folders found under \(FixtureCase.folder.path)")
        for folder in folders {
            #expect(RuleRegistry.rule(id: folder) != nil, "Fixtures/trees/\(folder) names no registered rule")
        }
    }

    @Test("every registered rule has triggering and passing fixtures", arguments: RuleRegistry.all.map(\.id))
    func ruleHasFixtures(_ id: String) {
        let cases = FixtureCase.cases(for: id)
        let failing = cases.filter { $0.isFailCase }
        let passing = cases.filter { $0.isPassCase }
        #expect(!failing.isEmpty, "\(id) has no fail-*.json fixture")
        #expect(!passing.isEmpty, "\(id) has no pass-*.json fixture")
        for fixture in failing {
            #expect(!fixture.expected.isEmpty, "\(fixture) is a fail- case but lists no expected finding")
        }
        for fixture in passing {
            #expect(fixture.expected.isEmpty, "\(fixture) is a pass- case but lists findings")
        }
        for fixture in cases {
            #expect(fixture.isFailCase || fixture.isPassCase, "\(fixture): case names start with fail- or pass-")
        }
    }

    /// The tree as a list of element paths, with `↓` marking the reported element.
    func excerpt(_ screen: Screen, marking index: Int) -> String {
        screen.elements.indices.map { position in
            let element = screen.elements[position]
            let mark = position == index ? "↓ " : "  "
            let frame = element.frame
            return "\(mark)\(screen.path(of: position)) \(element.label.map { "\"\($0)\"" } ?? "-") {\(frame.x), \(frame.y), \(frame.width), \(frame.height)}"
        }.joined(separator: "\n")
    }
}
