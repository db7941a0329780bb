@testable import CrawlCLI
import Foundation
import Reports
import Testing
import TestSupport

/// `check --format csv` on the command line, and its own option `--delimiter`, which the report declares and the
/// command line takes with no change of its own (parser, scope, help, completions and manual page).
@Suite struct CSVCommandTests {
    @Test("every finding of a folder is a row, the same bytes whatever the job count, the exit status as for text")
    func folder() throws {
        let folder = PackagePaths.root.appendingPathComponent("Fixtures/trees/label-missing").path
        let csv = Tool.run(["check", "--format", "csv", "--jobs", "1", folder])
        let text = Tool.run(["check", "--jobs", "1", folder])
        #expect(csv.status == text.status)
        #expect(Tool.run(["check", "--format", "csv", "--jobs", "4", folder]).stdout == csv.stdout)
        let lines = csv.stdoutText.components(separatedBy: "\r\n").filter { !$0.isEmpty }
        let json = try #require(try JSONSerialization.jsonObject(with: Data(Tool.run(["check", "--format", "json", folder]).stdout)) as? [String: Any])
        let findings = try #require(json["findings"] as? [[String: Any]])
        #expect(lines.first == CSVReport.columns.joined(separator: ","))
        #expect(lines.count == findings.count + 1, "one row per finding (messages here hold no line break)")
    }

    @Test("--delimiter applies to csv only, takes its words, and is offered by help, completions and the manual page")
    func delimiterOption() throws {
        let folder = PackagePaths.root.appendingPathComponent("Fixtures/trees/label-missing").path
        let semicolon = Tool.run(["check", "--format", "csv", "--delimiter", "semicolon", folder])
        #expect(semicolon.stdoutText.hasPrefix(CSVReport.columns.joined(separator: ";") + "\r\n"))
        let text = Tool.run(["check", "--delimiter", "tab", folder])
        #expect(text.status == 2)
        #expect(text.stderr.contains("'--delimiter' does not apply to 'check --format text'; it applies only to --format csv"))
        let bad = Tool.run(["check", "--format", "csv", "--delimiter", "pipe", folder])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("'--delimiter' expects comma, semicolon or tab, got 'pipe'"))
        let ledger = Tool.run(["ledger", "prune", "--delimiter", "tab", folder])
        #expect(ledger.stderr.contains("'--delimiter' does not apply to 'ledger prune'; it is an option of 'check'"))
        #expect(Tool.run(["check", "--help"]).stdoutText.contains("--delimiter <char>      With --format csv: the character between fields"))
        #expect(Tool.run(["completions", "bash"]).stdoutText.contains("--delimiter) COMPREPLY=($(compgen -W 'comma semicolon tab'"))
        #expect(Tool.run(["manpage"]).stdoutText.contains("\\fB\\-\\-delimiter <char>\\fR"))
    }
}
