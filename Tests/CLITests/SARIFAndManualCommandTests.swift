import CrawlCLI
import Foundation
import Testing

/// `check --format sarif|manual`, `--include-review` and `--base` on the command line.
@Suite struct SARIFAndManualCommandTests {
    static let fixtures = CheckCommandTests.fixtures
    static let recordings = CheckCommandTests.recordings

    @Test func sarifKeepsTheExitStatusAndDoesNotDependOnJobs() throws {
        let one = Tool.run(["check", "--format", "sarif", "--include-review", "--jobs", "1", Self.fixtures])
        let four = Tool.run(["check", "--format", "sarif", "--include-review", "--jobs", "4", Self.fixtures])
        #expect(one.status == 1, "the fixtures hold failing trees")
        #expect(one.stdout == four.stdout)
        let log = try JSONSerialization.jsonObject(with: Data(one.stdout)) as? [String: Any]
        #expect(log?["version"] as? String == "2.1.0")
        #expect(one.stdoutText.contains("\"kind\": \"review\""))
        // Without --include-review every result to review stays out, the rules' own needs-review results as the
        // manual checks: GitHub would turn each into an alert.
        #expect(one.stdoutText.contains("\"ruleId\": \"manual/"))
        let plain = Tool.run(["check", "--format", "sarif", Self.fixtures]).stdoutText
        #expect(!plain.contains("\"ruleId\": \"manual/"))
        #expect(!plain.contains("\"kind\": \"review\"") && !plain.contains("\"level\": \"none\""))
        #expect(plain.contains("\"kind\": \"fail\""))
        let results = { (text: String) in text.components(separatedBy: "\"ruleId\": \"fragmented-reading-units\"").count - 1 }
        #expect(results(one.stdoutText) > 0 && results(plain) == 0, "fragmented-reading-units only finds items to review")
    }

    @Test func emptyAndUnreadableInputsStillExitTwo() {
        let output = Tool.run(["check", "--format", "sarif", Self.recordings])
        #expect(output.status == 2)
        #expect(output.stdoutText.contains("\"input-empty\""))
        #expect(output.stderr.contains("holds no tree"), "problems with inputs also go to standard error")
        #expect(Tool.run(["check", "--format", "manual", Self.recordings]).status == 2)
    }

    @Test func baseMakesLocationsRelativeToIt() {
        let output = Tool.run(["check", "--format", "sarif", "--base", Self.fixtures, Self.fixtures + "/label-missing"])
        #expect(output.stdoutText.contains("\"uri\": \"label-missing/fail-close-button-no-label.json\""))
        #expect(output.stdoutText.contains("\"originalUriBaseIds\""))
    }

    @Test func manualWritesTheChecklist() {
        let output = Tool.run(["check", "--format", "manual", Self.fixtures + "/label-missing/fail-email-field-placeholder-only.json"])
        #expect(output.status == 1)
        #expect(output.stdoutText.hasPrefix("# Manual checks\n"))
        #expect(output.stdoutText.contains("- [ ] Signing in works with password managers and paste (WCAG 3.3.8)"))
    }

    @Test func reviewAndBaseAreForSarifOnly() {
        for arguments in [["check", "--include-review", Self.fixtures], ["check", "--format", "json", "--base", ".", Self.fixtures],
                          ["check", "--format", "sarif", "--base", "/no/such/folder", Self.fixtures],
                          ["check", "--format", "sarif", "--include-review=yes", Self.fixtures]] {
            let output = Tool.run(arguments)
            #expect(output.status == 2, "\(arguments)")
            #expect(output.stderr.hasPrefix("error: "), "\(arguments): \(output.stderr)")
        }
        let help = Tool.run(["help", "check"]).stdoutText
        #expect(help.contains("text, json, sarif, manual"))
        #expect(help.contains("--include-review") && help.contains("--base <dir>"))
    }
}

@Suite struct TextSizeOptionTests {
    @Test func theManualListStatesTheRecordedTextSize() {
        let fixture = CheckCommandTests.fixtures + "/label-missing/pass-labelled-controls.json"
        let output = Tool.run(["check", "--format", "manual", "--text-size", "AX5", fixture])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdoutText.contains("The recordings were made at the AX5 text size"))
        #expect(Tool.run(["check", "--text-size", "AX5", fixture]).status == 2, "only for --format manual")
    }
}
