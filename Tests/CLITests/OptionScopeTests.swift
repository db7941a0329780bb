import CrawlCLI
import Foundation
import Rules
import Testing
import TestSupport

/// Every option is accepted only where it has an effect; mistyped names get a suggestion; errors that are
/// not mistakes on the command line are not followed by the usage text.
@Suite struct OptionScopeTests {
    @Test func optionsWithoutEffectAreUsageErrorsNamingTheCommand() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let screen = try folder.file("u.json", CheckCommandTests.unlabelled)
        let report = folder.path("report.sarif")
        let cases: [(arguments: [String], names: String)] = [
            (["ledger", "write", "--reason", "r", "--format", "sarif", "--output", report, screen], "'--format' does not apply to 'ledger write'"),
            (["ledger", "write", "--reason", "r", "--output", report, screen], "'--output' does not apply to 'ledger write'"),
            (["ledger", "prune", "--reason", "r", screen], "'--reason' does not apply to 'ledger prune'"),
            (["ledger", "write", "--reason", "r", "--fail-on", "warning", screen], "'--fail-on' does not apply to 'ledger write'"),
            (["ledger", "write", "--reason", "r", "--show-known", screen], "'--show-known' does not apply to 'ledger write'"),
            (["check", "--reason", "r", screen], "'--reason' does not apply to 'check'"),
            (["check", "--format", "sarif", "--show-known", screen], "'--show-known' does not apply to 'check --format sarif'"),
            (["check", "--show-known", "--format", "json", screen], "'--show-known' does not apply to 'check --format json'"),
            (["check", "--include-review", screen], "'--include-review' does not apply to 'check --format text'"),
            (["check", "--format", "manual", "--include-known", screen], "'--include-known' does not apply to 'check --format manual'"),
            (["check", "--format", "json", "--text-size", "AX5", screen], "'--text-size' does not apply to 'check --format json'"),
            (["check", "--format", "manual", "--quiet", screen], "'--quiet' does not apply to 'check --format manual'"),
            (["check", "--format", "manual", "--min-level", "error", screen], "'--min-level' does not apply to 'check --format manual'"),
            (["check", "--format", "json", "--color", "always", screen], "'--color' does not apply to 'check --format json'"),
            (["check", "--color", "always", "--output", report, screen], "'--color' does not apply to 'check --output'"),
            (["check", "--print-config", "--format", "json"], "'--format' does not apply to 'check --print-config'"),
            (["check", "--print-config", "--jobs", "2"], "'--jobs' does not apply to 'check --print-config'"),
        ]
        for (arguments, names) in cases {
            let output = Tool.run(arguments)
            #expect(output.status == 2, "\(arguments)")
            #expect(output.stderr.hasPrefix("error: \(names)"), "\(arguments): \(output.stderr)")
            #expect(output.stdout.isEmpty, "\(arguments)")
        }
        #expect(!FileManager.default.fileExists(atPath: report), "nothing was written")
        #expect(!FileManager.default.fileExists(atPath: folder.path("a11y-ledger.json")))
    }

    @Test func optionsWithAnEffectAreStillAccepted() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let screen = try folder.file("u.json", CheckCommandTests.unlabelled)
        let ledger = folder.path("ledger.json")
        let wrote = Tool.run(["ledger", "write", "--reason", "r", "--ledger", ledger, "--jobs", "2", "--rule", "label-missing",
                              "--hig-target", "40", "--wcag-target", "20", "--rtl", screen])
        #expect(wrote.status == 0, "\(wrote.stderr)")
        #expect(Tool.run(["ledger", "prune", "--ledger", ledger, "--jobs", "1", screen]).status == 0)
        for arguments in [["check", "--show-known", screen], ["check", "--format", "sarif", "--include-known", "--include-review", screen],
                          ["check", "--format", "manual", "--text-size", "AX5", screen], ["check", "--color", "never", screen],
                          ["check", "--format", "json", "--quiet", "--max-warnings", "3", "--progress", screen],
                          ["check", "--print-config", "--rule", "label-missing", "--fail-on", "never", "--rtl"]] {
            let output = Tool.run(arguments)
            #expect(output.status != 2, "\(arguments): \(output.stderr)")
        }
    }

    @Test func mistypedRuleIDsAndOptionsGetASuggestion() throws {
        let cases: [(arguments: [String], message: String)] = [
            (["check", "--rule", "target-size-minimun", "x"], "error: unknown rule 'target-size-minimun'; did you mean 'target-size-minimum'?"),
            (["check", "--disable", "lable-missing", "x"], "error: unknown rule 'lable-missing'; did you mean 'label-missing'?"),
            (["ledger", "prune", "--disable", "reading-ordr", "x"], "error: unknown rule 'reading-ordr'; did you mean 'reading-order'?"),
            (["explain", "target-size-minimun"], "error: unknown rule 'target-size-minimun'; did you mean 'target-size-minimum'?"),
            (["explain", "contrast"], "error: unknown rule 'contrast'; 'a11y-crawl rules' lists them"),
            (["check", "--fail-one", "error", "x"], "error: unknown option '--fail-one'; did you mean '--fail-on'?"),
        ]
        for (arguments, message) in cases {
            let output = Tool.run(arguments)
            #expect(output.status == 2, "\(arguments)")
            #expect(output.stderr.hasPrefix(message + "\n"), "\(arguments): \(output.stderr)")
        }
    }

    @Test func mistypedRuleIDsInTheConfigurationAndTheLedgerGetASuggestion() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let screen = try folder.file("u.json", CheckCommandTests.unlabelled)
        let config = try folder.file("config.json", #"{"rules": {"disable": ["target-size-minimun"]}}"#)
        let configured = Tool.run(["check", "--config", config, screen])
        #expect(configured.stderr.contains("error: unknown rule 'target-size-minimun' in 'rules.disable'; did you mean 'target-size-minimum'?"),
                "\(configured.stderr)")
        let ledger = try folder.file("ledger.json", #"{"entries": [{"rule": "label-mising", "screen": "u.json", "element": "id:close", "reason": "r"}]}"#)
        let ledgered = Tool.run(["check", "--ledger", ledger, screen])
        #expect(ledgered.stderr.contains("names unknown rule 'label-mising'; did you mean 'label-missing'?"), "\(ledgered.stderr)")
    }

    @Test func settingsThatLeaveNoRuleAreAUsageError() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let screen = try folder.file("u.json", CheckCommandTests.unlabelled)
        for arguments in [["check", "--rule", "label-missing", "--disable", "label-missing", screen],
                          ["ledger", "write", "--reason", "r", "--ledger", folder.path("l.json"), "--rule", "reading-order", "--disable", "reading-order", screen]] {
            let output = Tool.run(arguments)
            #expect(output.status == 2, "\(arguments)")
            #expect(output.stderr.hasPrefix("error: no rule is left to run"), "\(arguments): \(output.stderr)")
        }
        let config = try folder.file("config.json", #"{"rules": {"only": ["label-missing", "reading-order"], "disable": ["reading-order", "label-missing"]}}"#)
        let configured = Tool.run(["check", "--config", config, screen])
        #expect(configured.status == 2, "a clean pass would hide the unlabelled button")
        #expect(configured.stderr.contains("every rule chosen with --rule or 'rules.only' (label-missing, reading-order) is also disabled"),
                "\(configured.stderr)")
        let everything = RuleRegistry.all.map(\.id).flatMap { ["--disable", $0] }
        #expect(Tool.run(["check"] + everything + [screen]).stderr.hasPrefix("error: no rule is left to run, since every rule is disabled"))
        #expect(Tool.run(["check", "--config", config, "--print-config"]).status == 0, "the settings can still be printed")
    }

    @Test("a text-size rule chosen without --compare cannot run: a usage error naming it, never a clean pass",
          arguments: ["clipped-at-large-size", "lost-at-large-size", "target-shrunk-at-large-size", "text-not-scaling", "truncated-at-large-size"])
    func textSizeRuleWithoutCompare(rule: String) throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let screen = try folder.file("u.json", CheckCommandTests.unlabelled)
        for arguments in [["check", "--rule", rule, screen], ["check", "--rule", rule, "--rule", "label-missing", screen],
                          ["ledger", "write", "--reason", "r", "--ledger", folder.path("l.json"), "--rule", rule, screen]] {
            let output = Tool.run(arguments)
            #expect(output.status == 2, "\(arguments)")
            #expect(output.stderr.hasPrefix("error: the rule '\(rule)' compares one screen at two text sizes and cannot run without '--compare DEFAULT LARGE'"),
                    "\(arguments): \(output.stderr)")
        }
        let config = try folder.file("config.json", #"{"rules": {"only": ["\#(rule)"]}}"#)
        #expect(Tool.run(["check", "--config", config, screen]).status == 2)
        // Disabled as well, it is not chosen: then no rule is left.
        let cancelled = Tool.run(["check", "--rule", rule, "--disable", rule, screen])
        #expect(cancelled.stderr.hasPrefix("error: no rule is left to run"), "\(cancelled.stderr)")
        // With the pair it runs.
        let pair = PackagePaths.root.appendingPathComponent("Fixtures/text-size/fail-truncated-label").path
        #expect(Tool.run(["check", "--rule", rule, "--compare", pair + "/default", pair + "/large"]).status != 2)
    }

    @Test("-q (--quiet) is --min-level error: given with --min-level, a usage error, never one silently ignored")
    func quietWithMinimumLevel() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let screen = try folder.file("u.json", CheckCommandTests.unlabelled)
        for quiet in ["-q", "--quiet"] {
            for level in ["warning", "error"] {
                let output = Tool.run(["check", quiet, "--min-level", level, screen])
                #expect(output.status == 2, "\(quiet) \(level)")
                #expect(output.stderr.hasPrefix("error: '\(quiet)' means '--min-level error' and cannot be given with '--min-level'; give one of them"),
                        "\(output.stderr)")
            }
            #expect(Tool.run(["check", quiet, screen]).status == 1)
        }
        #expect(Tool.run(["check", "--min-level", "warning", "--format", "json", screen]).status == 1)
    }

    @Test("--allow-stale without a ledger does nothing: a usage error")
    func allowStaleWithoutLedger() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let screen = try folder.file("u.json", CheckCommandTests.unlabelled)
        let stale = Tool.run(["check", "--allow-stale", screen])
        #expect(stale.status == 2)
        #expect(stale.stderr.hasPrefix("error: '--allow-stale' applies only with a ledger, and there is none"), "\(stale.stderr)")
        let ledger = try folder.file("ledger.json", #"{"entries": [], "version": 1}"#)
        #expect(Tool.run(["check", "--allow-stale", "--ledger", ledger, screen]).status == 1, "with a ledger it applies")
    }

    @Test("empty standard input is said as such, not as a recording no reader knows")
    func emptyStandardInput() {
        for (bytes, message) in [([UInt8](), "standard input was empty"), (Array(" \n\t".utf8), "standard input held only white space")] {
            let output = Tool.run(["check", "-"], standardInput: { bytes })
            #expect(output.status == 2)
            #expect(output.stdoutText.hasPrefix("-: error: \(message) [unreadable]\n"), "\(output.stdoutText)")
            #expect(!output.stdoutText.contains("not a recording this tool reads"))
        }
    }

    @Test func helpSaysThatAStaleEntryExitsOne() {
        let help = Tool.run(["help", "check"]).stdoutText
        #expect(help.contains("or when a ledger entry is stale"), "\(help)")
        for option in ["--min-level", "--quiet", "--max-warnings", "--color", "--progress"] {
            #expect(help.contains(option), "\(option)")
        }
    }

    @Test func noUsageTextAfterAnInputOrOutputError() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let screen = try folder.file("u.json", CheckCommandTests.unlabelled)
        for arguments in [["check", "--config", folder.path("missing.json"), screen],
                          ["check", "--ledger", folder.path("missing.json"), screen],
                          ["check", "--output", folder.path("no/such/folder/report.txt"), screen]] {
            let output = Tool.run(arguments)
            #expect(output.status == 2, "\(arguments)")
            #expect(output.stderr.hasPrefix("error: cannot "), "\(arguments): \(output.stderr)")
            #expect(!output.stderr.contains("USAGE:") && !output.stderr.contains("See 'a11y-crawl help"), "\(arguments): \(output.stderr)")
        }
        let usage = Tool.run(["check", "--jobs", "0", screen])
        #expect(usage.stderr.contains("USAGE: a11y-crawl check"), "a real usage error still shows the usage")
    }
}
