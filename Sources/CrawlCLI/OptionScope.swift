import Reports

/// Where an option has an effect: the commands that take it, the formats of `check` it changes, and whether
/// it changes what `check --print-config` prints. Given anywhere else it is a usage error that names the
/// command (and the format), so no option is ever accepted and ignored.
struct OptionScope: Sendable {
    /// The long name first, then its short form.
    var names: [String]
    var commands: Set<String>
    /// The formats whose output the option changes; nil: every format.
    var formats: Set<ReportFormat>?
    /// The option changes the settings that `--print-config` prints.
    var printsConfig: Bool
    /// Said after "it applies only to --format …": where the same is found in the other formats.
    var hint: String?

    init(_ names: [String], _ commands: Set<String>, formats: Set<ReportFormat>? = nil, printsConfig: Bool = false,
         hint: String? = nil) {
        self.names = names
        self.commands = commands
        self.formats = formats
        self.printsConfig = printsConfig
        self.hint = hint
    }

    static let check: Set = ["check"]
    /// The commands that check recordings: `ledger write` and `ledger prune` check before they write.
    static let checking: Set = ["check", "ledger write", "ledger prune"]
    /// The formats that list findings (the manual-check list holds none).
    static let listingFindings: Set<ReportFormat> = [.text, .json, .sarif]

    static let all: [OptionScope] = [
        OptionScope(["--format", "-f"], check),
        OptionScope(["--output", "-o"], check),
        OptionScope(["--jobs", "-j"], checking),
        OptionScope(["--fail-on"], check, printsConfig: true),
        OptionScope(["--min-level"], check, formats: listingFindings, hint: "the manual-check list holds no findings"),
        OptionScope(["--quiet", "-q"], check, formats: listingFindings, hint: "the manual-check list holds no findings"),
        OptionScope(["--max-warnings"], check),
        OptionScope(["--rule"], checking, printsConfig: true),
        OptionScope(["--disable"], checking, printsConfig: true),
        OptionScope(["--hig-target"], checking, printsConfig: true),
        OptionScope(["--wcag-target"], checking, printsConfig: true),
        OptionScope(["--rtl"], checking, printsConfig: true),
        OptionScope(["--config"], checking, printsConfig: true),
        OptionScope(["--print-config"], check, printsConfig: true),
        OptionScope(["--ledger"], checking, printsConfig: true),
        OptionScope(["--show-known"], check, formats: [.text],
                    hint: "json always lists known findings; sarif writes them with --include-known"),
        OptionScope(["--include-known"], check, formats: [.sarif],
                    hint: "json always lists known findings; text lists them with --show-known"),
        OptionScope(["--allow-stale"], check),
        OptionScope(["--text-size"], check, formats: [.manual]),
        OptionScope(["--reason"], ["ledger write"]),
        OptionScope(["--skip-unreadable"], ["ledger write"]),
        OptionScope(["--include-review"], check, formats: [.sarif], hint: "the manual checks are always in json and manual"),
        OptionScope(["--base"], check, formats: [.sarif]),
        OptionScope(["--color"], check, formats: [.text], hint: "colour is only ever written to a terminal"),
        OptionScope(["--progress"], check),
        OptionScope(["--verbose"], check, formats: [.text], hint: "json lists every skipped file under summary.skipped"),
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
    static func requireEffect(of given: [String], format: ReportFormat, output: String?, printConfig: Bool) throws {
        for name in given {
            guard let scope = of(name) else { continue }
            if printConfig && !scope.printsConfig {
                throw UsageError("'\(name)' does not apply to 'check --print-config', which prints the settings and checks nothing",
                                 command: "check")
            }
            if !printConfig, let formats = scope.formats, !formats.contains(format) {
                let allowed = ReportFormat.allCases.filter(formats.contains).map(\.rawValue).joined(separator: ", ")
                throw UsageError("'\(name)' does not apply to 'check --format \(format.rawValue)'; it applies only to --format \(allowed)"
                                 + (scope.hint.map { " (\($0))" } ?? ""), command: "check")
            }
            if name == "--color" && output != nil {
                throw UsageError("'--color' does not apply to 'check --output', which never writes colour to a file", command: "check")
            }
        }
    }
}
