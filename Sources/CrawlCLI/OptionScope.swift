import Reports

/// Where an option has an effect, as `CommandOptions` declares it: the commands that take it, the formats of
/// `check` it changes, and whether it changes what `check --print-config` prints. Given anywhere else it is a
/// usage error that names the command (and the format), so no option is ever accepted and ignored.
enum OptionScope {
    /// Every option's spec, in help order.
    static var all: [OptionSpec] { CommandOptions.specs }

    /// The spec of `name` (long or short), nil for an option the table does not know.
    static func of(_ name: String) -> OptionSpec? { all.first { $0.names.contains(name) } }

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
            if !printConfig, let formats = scope.formatIDs, !formats.contains(format) {
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
