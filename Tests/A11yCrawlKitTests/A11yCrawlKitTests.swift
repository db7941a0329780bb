import A11yCrawlKit
import CrawlCLI
import Foundation
import Testing
import TestSupport

/// The library facade: read from bytes or files, run chosen rules with options, and get values and reports.
@Suite struct A11yCrawlKitTests {
    static let buttons = #"[{"type":"Application","AXLabel":"App","frame":{"x":0,"y":0,"width":390,"height":844}},{"type":"Button","AXLabel":"Help","frame":{"x":10,"y":100,"width":46,"height":46}}]"#

    @Test("a recording read from bytes is checked by the chosen rule, with the option as set")
    func chosenRuleWithOption() throws {
        let screen = A11yCrawl.read(bytes: Array(Self.buttons.utf8), file: "buttons.json")
        let defaults = try A11yCrawl(ruleIDs: ["target-size-hig"]).check(screen)
        #expect(defaults.rules.map(\.id) == ["target-size-hig"])
        #expect(defaults.findings.isEmpty)
        let larger = try A11yCrawl(ruleIDs: ["target-size-hig"], settings: ["target-size-hig.size": 48]).check(screen)
        #expect(larger.findings.map(\.rule) == ["target-size-hig"])
        #expect(larger.outcomes["target-size-hig"] != nil)
        #expect(larger.fails(at: larger.findings[0].level))
    }

    @Test("unknown rules, options, values and formats are refused by name")
    func refusals() throws {
        #expect(throws: A11yCrawlError.unknownRule("no-such-rule")) { try A11yCrawl(ruleIDs: ["no-such-rule"]) }
        #expect(throws: A11yCrawlError.unknownOption("target-size-hig.width")) {
            try A11yCrawl(settings: ["target-size-hig.width": 48])
        }
        #expect(throws: A11yCrawlError.invalidValue(option: "target-size-hig.size", value: 0)) {
            try A11yCrawl(settings: ["target-size-hig.size": 0])
        }
        let run = A11yCrawl().check([])
        #expect(throws: A11yCrawlError.unknownFormat("pdf")) { try run.report("pdf") }
    }

    @Test("a file read through the library gives the same JSON and SARIF as the command line")
    func reportsMatchThePipeline() throws {
        try TemporaryFolder.with("kit") { folder in
            let file = folder.appendingPathComponent("buttons.json").path
            try Self.buttons.write(toFile: file, atomically: true, encoding: .utf8)
            let run = A11yCrawl().check(contentsOf: [file])
            #expect(run.results.count == 1)
            let expected = CheckedRun([RecordingReader.read(contentsOf: file)])
            #expect(run.findings == expected.findings)
            for format in ["json", "sarif"] {
                #expect(try run.reportText(format) == Tool.run(["check", "--format", format, file]).stdoutText)
            }
            #expect(CheckRun.reportFormats.contains("sarif"))
            #expect(try run.reportText("json").contains("\"version\": \"\(A11yCrawl.version)\""))
        }
    }

    @Test("the HTML report from the library is the command line's, byte for byte, with the screen drawn")
    func htmlReport() throws {
        try TemporaryFolder.with("kit-html") { folder in
            let file = folder.appendingPathComponent("buttons.json").path
            try Self.buttons.write(toFile: file, atomically: true, encoding: .utf8)
            let crawl = try A11yCrawl(settings: ["target-size-hig.size": 48])
            let run = crawl.check(contentsOf: [file])
            #expect(CheckRun.reportFormats.contains("html"))
            #expect(run.results.first?.wireframe?.frames.count == 2)
            let html = try run.reportText("html")
            let cli = Tool.run(["check", "--format", "html", "--set", "target-size-hig.size=48", file]).stdoutText
            #expect(html == cli)
            #expect(html.contains("2 element frames at their positions"))
        }
    }

    @Test("a report that needs what the check did not keep is refused, naming the setting")
    func reportNeedsMore() throws {
        let screen = A11yCrawl.read(bytes: Array(Self.buttons.utf8), file: "buttons.json")
        var lean = A11yCrawl()
        lean.withWireframes = false
        let run = lean.check(screen)
        #expect(run.results.first?.wireframe == nil)
        #expect(throws: A11yCrawlError.reportNeedsMore(format: "html", setting: "withWireframes")) { try run.report("html") }
        #expect(try !run.report("sarif").isEmpty)
        lean.withReview = false
        #expect(throws: A11yCrawlError.reportNeedsMore(format: "manual", setting: "withReview")) {
            try lean.check(screen).report("manual")
        }
    }

    @Test("a rule of one's own runs beside the built-in ones and is reported under its id")
    func additionalRule() throws {
        let screen = A11yCrawl.read(bytes: Array(Self.buttons.utf8), file: "buttons.json")
        let run = try A11yCrawl(ruleIDs: ["target-size-hig"], additionalRules: [EveryButtonRule()]).check(screen)
        #expect(run.rules.map(\.id) == ["target-size-hig", "every-button"])
        #expect(run.findings.map(\.rule) == ["every-button"])
        #expect(try run.reportText("sarif").contains("\"id\": \"every-button\""))
    }
}

/// A rule for the test: one note per element whose label is "Help".
struct EveryButtonRule: Rule {
    let metadata = RuleMetadata(id: "every-button", name: "Help button", summary: "Reports every Help button.",
                                rationale: "A test of rules from outside the package.", criteria: [],
                                defaultLevel: .note, howToFix: "Nothing to fix.", reads: "The label.")
    func check(_ facts: ScreenFacts, configuration: RuleConfiguration) -> [Finding] {
        facts.screen.elements.indices.filter { facts.screen.elements[$0].label == "Help" }.map {
            finding($0, in: facts, configuration: configuration, message: "The button 'Help' is reported by a custom rule.")
        }
    }
}
