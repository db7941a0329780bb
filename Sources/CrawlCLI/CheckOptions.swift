import Configuration
import Foundation
import Reports
import Rules

/// The options of `a11y-crawl check` (and of `ledger write` / `ledger prune`, which check first), parsed by the
/// table of `CommandOptions`: each option's value is read back typed, `options[\.jobs]`. Settings that the
/// configuration file also has are kept as a `ConfigurationFile` of overrides, laid over the file.
struct CheckOptions: Sendable {
    var paths: [String] = []
    /// The values of the options given, by long name (`CommandOption.parse`); read them with the subscript.
    var values: [String: any Sendable] = [:]
    /// The values of the reports' own options given, by name, for `ReportOptions.values`.
    var reportValues: [String: any Sendable] = [:]
    /// What the command line sets of the configuration (nil: not set here).
    var overrides = ConfigurationFile()
    /// The options given, in order, as named (for the checks of where each applies).
    var given: [String] = []

    /// The value of an option of `CommandOptions`: the one given, else its default.
    subscript<Value>(_ option: KeyPath<CommandOptions, CommandOption<Value>>) -> Value {
        let declared = CommandOptions.table[keyPath: option]
        return values[declared.spec.name] as? Value ?? declared.defaultValue
    }

    /// Parses the options of `command` (`check`, `ledger write` or `ledger prune`).
    static func parse(_ arguments: [String], command: String = "check") throws -> CheckOptions {
        var options = CheckOptions()
        var scanner = ArgumentScanner(arguments, command: command)
        while let token = try scanner.next() {
            switch token {
            case .positional(let path):
                options.paths.append(path)
            case .option(let name):
                try OptionScope.require(name, in: command)
                guard let option = CommandOptions.option(named: name) else {
                    let hint = Suggestion.closest(to: name, among: OptionScope.names(for: command)).map { "; did you mean '\($0)'?" } ?? ""
                    throw UsageError("unknown option '\(name)'\(hint)", command: command)
                }
                options.given.append(name)
                let text: String?
                if option.spec.placeholder == nil {
                    try scanner.flag(name)
                    text = nil
                } else {
                    text = try scanner.value(for: name)
                }
                do {
                    try option.parse(text, name: name, into: &options)
                } catch let error as OptionValueError {
                    throw UsageError(error.message, command: command)
                }
            }
        }
        // `--quiet` is `--min-level error`: with `--min-level` too, one of them would be ignored.
        if let quiet = options.given.first(where: { $0 == "--quiet" || $0 == "-q" }), options.given.contains("--min-level") {
            throw UsageError("'\(quiet)' means '--min-level error' and cannot be given with '--min-level'; give one of them", command: command)
        }
        if command == "check" {
            try OptionScope.requireEffect(of: options.given, format: options[\.format], output: options[\.output],
                                          printConfig: options[\.printConfiguration])
        }
        if command == "ledger write" {
            guard let reason = options[\.reason] else {
                throw UsageError("'ledger write' needs --reason: why the findings are accepted, or that their cause is not yet found", command: command)
            }
            guard !reason.allSatisfy({ $0.isWhitespace }) else {
                throw UsageError("'--reason' must not be empty: say why the findings are accepted, or that their cause is not yet found", command: command)
            }
        }
        if !options.paths.isEmpty { options.overrides.include = [] }
        return options
    }
}
