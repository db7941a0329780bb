import Reports

/// Where an option has an effect: the commands that take it, the formats of `check` it changes (the reports
/// that list it in `Report.options`), and whether it changes what `check --print-config` prints. Given anywhere else it is a usage error that names the
/// command (and the format), so no option is ever accepted and ignored.
struct OptionScope: Sendable {
    /// The long name first, then its short form.
    var names: [String]
    var commands: Set<String>
    /// The option changes only the reports that list it in `Report.options`; false: every format.
    var reportSpecific: Bool
    /// The option changes the settings that `--print-config` prints.
    var printsConfig: Bool
    /// Said after "it applies only to --format …": where the same is found in the other formats.
    var hint: String?

    init(_ names: [String], _ commands: Set<String>, reportSpecific: Bool = false, printsConfig: Bool = false,
         hint: String? = nil) {
        self.names = names
        self.commands = commands
        self.reportSpecific = reportSpecific
        self.printsConfig = printsConfig
        self.hint = hint
    }

    static let check: Set = ["check"]
    /// The commands that check recordings: `ledger write` and `ledger prune` check before they write.
    static let checking: Set = ["check", "ledger write", "ledger prune"]
    /// The ids of the reports this option applies to, in registry order; nil when it applies to every format.
    var formats: [String]? {
        reportSpecific ? ReportRegistry.all.filter { $0.options.contains(names[0]) }.map(\.id) : nil
    }

    static let all: [OptionScope] = [
        OptionScope(["--format", "-f"], check),
        OptionScope(["--output", "-o"], check),
        OptionScope(["--jobs", "-j"], checking),
        OptionScope(["--fail-on"], check, printsConfig: true),
        OptionScope(["--min-level"], check, reportSpecific: true, hint: "the manual-check list holds no findings"),
        OptionScope(["--quiet", "-q"], check, reportSpecific: true, hint: "the manual-check list holds no findings"),
        OptionScope(["--max-warnings"], check),
        OptionScope(["--rule"], checking, printsConfig: true),
        OptionScope(["--disable"], checking, printsConfig: true),
        OptionScope(["--hig-target"], checking, printsConfig: true),
        OptionScope(["--wcag-target"], checking, printsConfig: true),
        OptionScope(["--set"], checking, printsConfig: true),
        OptionScope(["--rtl"], checking, printsConfig: true),
        OptionScope(["--density"], checking),
        OptionScope(["--config"], checking, printsConfig: true),
        OptionScope(["--print-config"], check, printsConfig: true),
        OptionScope(["--ledger"], checking, printsConfig: true),
        OptionScope(["--show-known"], check, reportSpecific: true,
                    hint: "json always lists known findings; sarif writes them with --include-known"),
        OptionScope(["--include-known"], check, reportSpecific: true,
                    hint: "json always lists known findings; text lists them with --show-known"),
        OptionScope(["--allow-stale"], check),
        OptionScope(["--compare"], checking),
        OptionScope(["--infer-large"], checking),
        OptionScope(["--text-size"], check, reportSpecific: true),
        OptionScope(["--reason"], ["ledger write"]),
        OptionScope(["--skip-unreadable"], ["ledger write"]),
        OptionScope(["--include-review"], check, reportSpecific: true, hint: "the manual checks are always in json and manual"),
        OptionScope(["--base"], check, reportSpecific: true),
        OptionScope(["--color"], check, reportSpecific: true, hint: "colour is only ever written to a terminal"),
        OptionScope(["--progress"], check),
        OptionScope(["--verbose"], check, reportSpecific: true, hint: "json lists every skipped file under summary.skipped"),
    ]

    /// The scope of `name` (long or short), nil for an option the table does not know.
    static func of(_ name: String) -> OptionScope? { all.first { $0.names.contains(name) } }

    /// The option names `command` takes, for "did you mean …?".
    static func names(for command: String) -> [String] { all.filter { $0.commands.contains(command) }.flatMap(\.names) }

    /// Fails when `command` does not take the option `name`.
    static func require(_ name: String, in command: String) throws {
        guard let scope = of(name), !scope.commands.contains(command) else { return }
        let owners = ["check", "ledger write", "ledger prune"].filter(scope.commands.contains).map { "'\($0)'" }
        throw UsageError("'\(name)' does not apply to '\(command)'; it is an option of \(owners.joined(separator: " and "))",
                         command: command)
    }

    /// Fails on the first of `given` (in command-line order) that has no effect on `check` with these settings.
    static func requireEffect(of given: [String], format: String, output: String?, printConfig: Bool) throws {
        for name in given {
            guard let scope = of(name) else { continue }
            if printConfig && !scope.printsConfig {
                throw UsageError("'\(name)' does not apply to 'check --print-config', which prints the settings and checks nothing",
                                 command: "check")
            }
            if !printConfig, let formats = scope.formats, !formats.contains(format) {
                let allowed = formats.joined(separator: ", ")
                throw UsageError("'\(name)' does not apply to 'check --format \(format)'; it applies only to --format \(allowed)"
                                 + (scope.hint.map { " (\($0))" } ?? ""), command: "check")
            }
            if name == "--color" && output != nil {
                throw UsageError("'--color' does not apply to 'check --output', which never writes colour to a file", command: "check")
            }
        }
    }
}
