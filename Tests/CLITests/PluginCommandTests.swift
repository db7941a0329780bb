import CrawlCLI
import Foundation
import Reports
import Rules
import Testing
import TestSupport

/// Rule options and report formats come from the declarations of the rules and reports.
@Suite struct PluginCommandTests {
    static let buttons = #"[{"type":"Application","AXLabel":"App","frame":{"x":0,"y":0,"width":390,"height":844}},{"type":"Button","AXLabel":"Help","frame":{"x":10,"y":100,"width":46,"height":46}}]"#

    @Test("--set sets a rule's declared option, checked like the configuration file; print-config shows it")
    func setOption() throws {
        try TemporaryFolder.with("set") { folder in
            let file = folder.appendingPathComponent("buttons.json").path
            try Self.buttons.write(toFile: file, atomically: true, encoding: .utf8)
            #expect(Tool.run(["check", "--fail-on", "warning", file]).status == 0)
            #expect(Tool.run(["check", "--fail-on", "warning", "--set", "target-size-hig.size=48", file]).status == 1)
            #expect(Tool.run(["check", "--fail-on", "warning", "--set=target-size-hig.size=48", file]).status == 1)
            let bad = Tool.run(["check", "--set", "target-size-hig.size=0", file])
            #expect(bad.status == 2)
            #expect(bad.stderr.contains("'--set target-size-hig.size' expects a size in points greater than 0, got '0'"))
            let unknown = Tool.run(["check", "--set", "target-size-hig.width=48", file])
            #expect(unknown.status == 2 && unknown.stderr.contains("header-trait-missing.max-words"))
            let whole = Tool.run(["check", "--set", "header-trait-missing.max-words=2.5", file])
            #expect(whole.stderr.contains("expects a whole number of 1 or more, got '2.5'"))
            let printed = Tool.run(["check", "--print-config", "--set", "header-trait-missing.max-words=7"]).stdoutText
            #expect(printed.contains("\"headerMaxWords\": 7"))
        }
    }

    @Test("every option is in help and explain, under the name --set takes")
    func optionsAreDocumented() {
        let help = Tool.run(["check", "--help"]).stdoutText
        for option in RuleRegistry.options {
            #expect(help.contains(option.id))
            #expect(Tool.run(["explain", option.rule]).stdoutText.contains("--set \(option.id)=<value>"))
        }
    }

    @Test("the README's options table names every format")
    func readmeNamesEveryFormat() throws {
        let readme = try String(contentsOf: PackagePaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("| `-f, --format \(ReportRegistry.ids.joined(separator: "\\|"))` |"))
    }

    @Test("formats are the registered reports; report-specific options are checked against what each report lists")
    func reports() {
        #expect(Set(ReportRegistry.ids).count == ReportRegistry.all.count)
        #expect(Tool.run(["check", "--help"]).stdoutText.contains("Output format: \(ReportRegistry.ids.joined(separator: ", "))."))
        let unknown = Tool.run(["check", "--format", "pdf", "x.json"])
        #expect(unknown.stderr.contains("unknown format 'pdf'; expected one of \(ReportRegistry.ids.joined(separator: ", "))"))
        for report in ReportRegistry.all {
            #expect(!report.fileExtension.isEmpty && !report.summary.isEmpty)
            for option in report.options {
                let values = ["--base": ".", "--text-size": "AX5", "--min-level": "error", "--color": "never"]
                let arguments = [option] + (values[option].map { [$0] } ?? [])
                let other = ReportRegistry.all.first { !$0.options.contains(option) }!
                let run = Tool.run(["check", "--format", other.id] + arguments + ["x.json"])
                let allowed = ReportRegistry.all.filter { $0.options.contains(option) }.map(\.id).joined(separator: ", ")
                #expect(run.status == 2 && run.stderr.contains("'\(option)' does not apply to 'check --format \(other.id)'; it applies only to --format \(allowed)"),
                        "\(run.stderr)")
            }
        }
    }
}
