import CrawlCLI
import Foundation
import Testing

/// What every format reports (`--min-level`, `--quiet`) and what fails the run (`--fail-on`, `--max-warnings`)
/// are separate: SARIF holds every finding at its level unless `--min-level` says otherwise.
@Suite struct ReportLevelTests {
    /// One screen with a HIG warning (a 30 pt button), one with a label-missing error.
    static func screens(_ folder: ScratchFolder) throws -> (warning: String, error: String) {
        (try folder.file("small.json", CheckCommandTests.smallButton), try folder.file("unlabelled.json", CheckCommandTests.unlabelled))
    }

    static func results(_ sarif: [UInt8]) throws -> [[String: Any]] {
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif)) as? [String: Any])
        let runs = try #require(log["runs"] as? [[String: Any]])
        return try #require(runs.first?["results"] as? [[String: Any]])
    }

    @Test func sarifHoldsEveryFindingAtItsLevelWhateverFailOn() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let (warning, error) = try Self.screens(folder)
        let sarif = Tool.run(["check", "--format", "sarif", warning, error])
        #expect(sarif.status == 1, "the error fails the run at the default --fail-on error")
        let levels = try Self.results(sarif.stdout).compactMap { $0["level"] as? String }
        #expect(levels.sorted() == ["error", "warning"], "the warning reaches code scanning too: \(levels)")
        for failOn in ["never", "warning", "note"] {
            let other = Tool.run(["check", "--format", "sarif", "--fail-on", failOn, warning, error])
            #expect(other.stdout == sarif.stdout, "--fail-on \(failOn) changes only the exit status")
        }
        #expect(Tool.run(["check", "--format", "sarif", "--fail-on", "never", warning, error]).status == 0)
    }

    @Test func minLevelFiltersEveryFormatAlike() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let (warning, error) = try Self.screens(folder)
        let text = Tool.run(["check", "--min-level", "error", warning, error]).stdoutText
        #expect(text.contains(": error: ") && !text.contains(": warning: "), "\(text)")
        #expect(text.contains("Findings: 1 error, 0 warnings, 0 notes"))
        #expect(text.contains("Not shown (under --min-level error): 1 warning; they still count for the exit status"))
        let json = Tool.run(["check", "--format", "json", "--min-level", "error", warning, error]).stdoutText
        #expect(json.contains("\"rule\": \"label-missing\"") && !json.contains("\"rule\": \"target-size-hig\""))
        let sarif = Tool.run(["check", "--format", "sarif", "--min-level", "error", warning, error])
        #expect(try Self.results(sarif.stdout).compactMap { $0["level"] as? String } == ["error"])
        // --quiet is --min-level error, in every format that lists findings.
        for format in ["text", "json", "sarif"] {
            #expect(Tool.run(["check", "--format", format, "--quiet", warning, error]).stdout
                    == Tool.run(["check", "--format", format, "--min-level", "error", warning, error]).stdout, "\(format)")
        }
        // --min-level note is the default: everything.
        #expect(Tool.run(["check", "--min-level", "note", warning, error]).stdout == Tool.run(["check", warning, error]).stdout)
        #expect(Tool.run(["check", "--min-level", "fatal", warning]).status == 2)
    }

    @Test func findingsLeftOutStillSetTheExitStatus() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let (warning, _) = try Self.screens(folder)
        let quiet = Tool.run(["check", "--quiet", "--fail-on", "warning", warning])
        #expect(quiet.status == 1, "the warning is not shown but still fails at --fail-on warning")
        #expect(quiet.stdoutText.contains("Not shown (under --min-level error): 1 warning"))
        #expect(Tool.run(["check", "--quiet", warning]).status == 0)
    }

    @Test func aLedgerEntryForAFindingLeftOutIsNotStale() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let (warning, _) = try Self.screens(folder)
        let ledger = folder.path("ledger.json")
        #expect(Tool.run(["ledger", "write", "--reason", "known", "--ledger", ledger, warning]).status == 0)
        let quiet = Tool.run(["check", "--quiet", "--ledger", ledger, warning])
        #expect(quiet.status == 0, "\(quiet.stdoutText)")
        #expect(!quiet.stdoutText.contains("Stale"))
    }

    @Test func maxWarningsFailsOnTooManyWarningsWhateverFailOn() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let (warning, _) = try Self.screens(folder)
        let over = Tool.run(["check", "--max-warnings", "0", warning])
        #expect(over.status == 1)
        #expect(over.stderr.contains("error: 1 warning found, more than the 0 that --max-warnings allows"), "\(over.stderr)")
        #expect(Tool.run(["check", "--max-warnings", "1", warning]).status == 0, "equal to the maximum passes")
        #expect(Tool.run(["check", "--fail-on", "never", "--max-warnings", "0", warning]).status == 1)
        #expect(Tool.run(["check", "--format", "sarif", "--quiet", "--max-warnings", "0", warning]).status == 1,
                "warnings left out of the report still count")
        for bad in ["-1", "two", "1.5"] {
            #expect(Tool.run(["check", "--max-warnings", bad, warning]).status == 2, "\(bad)")
        }
    }

    @Test func knownWarningsDoNotCountAgainstMaxWarnings() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let (warning, _) = try Self.screens(folder)
        let ledger = folder.path("ledger.json")
        #expect(Tool.run(["ledger", "write", "--reason", "known", "--ledger", ledger, warning]).status == 0)
        #expect(Tool.run(["check", "--max-warnings", "0", "--ledger", ledger, warning]).status == 0)
    }

    @Test func textEndsWithACountPerRule() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let (warning, error) = try Self.screens(folder)
        let text = Tool.run(["check", "--fail-on", "never", warning, error]).stdoutText
        #expect(text.hasSuffix("""
            Findings by rule:
              rule             errors  warnings  notes
              label-missing         1         0      0
              target-size-hig       0         1      0

            """), "\(text)")
        let clean = Tool.run(["check", "--rule", "text-truncated", warning]).stdoutText
        #expect(!clean.contains("Findings by rule"), "no table without findings")
    }
}
