@testable import CrawlCLI
import Configuration
import Foundation
import Ledger
import Reports
import Rules
import Testing
import TestSupport

/// The table of options (`CommandOptions`) is the one declaration the parser, help, completions and the manual
/// page are written from.
@Suite struct CommandOptionsTests {
    @Test("the table holds every declaration, in declaration order, each name once, then the reports' own options")
    func table() {
        let names = OptionScope.all.flatMap(\.names)
        #expect(Set(names).count == names.count, "a name declared twice: \(names)")
        #expect(Array(OptionScope.all.prefix(3).map(\.name)) == ["--reason", "--skip-unreadable", "--by-issue"])
        #expect(OptionScope.all.map(\.name).suffix(1) == ["--delimiter"], "the csv report's own option, after the table's")
        #expect(OptionScope.all.count == 31 + ReportRegistry.all.flatMap(\.ownOptions).count)
    }

    @Test("defaults in help are read from where they are decided, not typed")
    func defaultsFromTheSourceOfTruth() {
        let help = Tool.run(["check", "--help"]).stdoutText.replacingOccurrences(of: "\n" + String(repeating: " ", count: 26), with: " ")
        #expect(help.contains("Size under which target-size-hig warns. (default: \(RuleOption.format(TargetSizeHIG.size.defaultValue)))"))
        #expect(help.contains("Size under which target-size-minimum fails. (default: \(RuleOption.format(TargetSizeMinimum.size.defaultValue)))"))
        #expect(help.contains("(default: \(Ledger.defaultPath))"))
        #expect(help.contains("(default: \(ConfigurationFile.defaultPath) when present)"))
        #expect(help.contains("(default: \(FailOn(EffectiveConfiguration.defaults.failOn).rawValue))"))
        #expect(help.contains("(default: \(CSVReport.delimiter.defaultWord ?? "?"))"))
        let ledger = Tool.run(["ledger", "--help"]).stdoutText
        #expect(ledger.contains("--hig-target <pt>") && !ledger.contains("--format"), "ledger lists the checking options only")
    }

    @Test("each option is parsed into its typed value, with its default when not given")
    func typedValues() throws {
        let options = try CheckOptions.parse(["-j", "3", "--format=json", "--fail-on", "warning", "--rule", "label-missing",
                                              "--rule", "reading-order", "--set", "header-trait-missing.max-words=6",
                                              "--hig-target", "40", "--rtl", "x.json"])
        #expect(options[\.jobs] == 3)
        #expect(options[\.format] == "json")
        #expect(options[\.rules] == ["label-missing", "reading-order"])
        #expect(options.overrides.onlyRules == ["label-missing", "reading-order"])
        #expect(options.overrides.failOn == .warning)
        #expect(options.overrides.thresholds == [HeaderTraitMissing.maxWords.key: 6, TargetSizeHIG.size.key: 40])
        #expect(options.overrides.layout == .rtl)
        #expect(options[\.minimumLevel] == .note, "the default")
        #expect(options[\.output] == nil)
        #expect(try CheckOptions.parse(["-q", "x.json"])[\.minimumLevel] == .error, "--quiet applies as --min-level error")
        #expect(try CheckOptions.parse(["-f", "csv", "--delimiter", "tab", "x.json"]).reportValues["--delimiter"] as? CSVReport.Delimiter == .tab)
    }
}

/// The README's table of options names every option of `check` the table declares, so the front door cannot
/// miss one.
@Suite struct ReadmeOptionTableTests {
    @Test("every option of check is in the README's table of options")
    func everyCheckOption() throws {
        let readme = try String(contentsOf: PackagePaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "| option | meaning |"))
        // The table ends at the first blank line; `\|` inside a cell is not a cell border.
        let table = String(readme[start.upperBound...]).components(separatedBy: "\n\n")[0].replacingOccurrences(of: "\\|", with: "/")
        let firstCells = table.split(separator: "\n").filter { $0.hasPrefix("| `") }
            .map { row in row.split(separator: "|").first.map(String.init) ?? "" }
        for spec in OptionScope.all where spec.commands.contains("check") {
            #expect(firstCells.contains { $0.contains("`\(spec.name)") || $0.contains(", \(spec.name)") }, "README's option table has no row for \(spec.name)")
        }
    }
}
