import Configuration
import Foundation
import Reports
import Rules

/// The options of `a11y-crawl check` (and of `ledger write` / `ledger prune`, which check first). Settings
/// that the configuration file also has are kept as a `ConfigurationFile` of overrides, laid over the file.
struct CheckOptions: Sendable {
    var paths: [String] = []
    var format: ReportFormat = .text
    var output: String?
    var jobs: Int = max(1, ProcessInfo.processInfo.activeProcessorCount)
    /// What the command line sets of the configuration (nil: not set here).
    var overrides = ConfigurationFile()
    /// `--config FILE` (default: `a11y-crawl.json` when it exists).
    var configPath: String?
    var printConfig = false
    /// `--include-review`: the manual checks as SARIF review results.
    var includeReview = false
    /// `--base DIR`: the folder SARIF locations are relative to (default: the current directory).
    var base: String?
    /// `--show-known`: list known findings in text output.
    var showKnown = false
    /// `--include-known`: write known findings to SARIF, with their suppression.
    var includeKnown = false
    /// `--allow-stale`: stale ledger entries are reported but do not fail the run.
    var allowStale = false
    /// `--reason` of `ledger write`.
    var reason: String?
    /// `--text-size`: the text size the recordings were made at, for the manual-check list.
    var textSize: String?
    /// `--verbose`: list every file a scan met that is not a recording.
    var verbose = false

    /// Parses the options of `command` (`check`, `ledger write` or `ledger prune`).
    static func parse(_ arguments: [String], command: String = "check") throws -> CheckOptions {
        var options = CheckOptions()
        var scanner = ArgumentScanner(arguments, command: command)
        let isCheck = command == "check"
        while let token = try scanner.next() {
            switch token {
            case .positional(let path):
                options.paths.append(path)
            case .option(let name):
                switch name {
                case "--format", "-f" where isCheck:
                    let value = try scanner.value(for: name)
                    guard let format = ReportFormat(rawValue: value) else {
                        throw UsageError("unknown format '\(value)'; expected one of \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", "))", command: command)
                    }
                    options.format = format
                case "--output", "-o" where isCheck:
                    options.output = try scanner.value(for: name)
                case "--jobs", "-j":
                    let value = try scanner.value(for: name)
                    guard let jobs = Int(value), jobs >= 1 else {
                        throw UsageError("'--jobs' expects a whole number of 1 or more, got '\(value)'", command: command)
                    }
                    options.jobs = jobs
                case "--fail-on" where isCheck:
                    let value = try scanner.value(for: name)
                    guard let failOn = FailOn(rawValue: value) else {
                        throw UsageError("'--fail-on' expects error, warning, note or never, got '\(value)'", command: command)
                    }
                    options.overrides.failOn = failOn
                case "--rule":
                    options.overrides.onlyRules = (options.overrides.onlyRules ?? []) + [try ruleID(scanner.value(for: name), command)]
                case "--disable":
                    options.overrides.disabledRules = (options.overrides.disabledRules ?? []) + [try ruleID(scanner.value(for: name), command)]
                case "--hig-target":
                    options.overrides.higTargetSize = try points(scanner.value(for: name), option: name, command)
                case "--wcag-target":
                    options.overrides.wcagTargetSize = try points(scanner.value(for: name), option: name, command)
                case "--rtl":
                    try scanner.flag(name)
                    options.overrides.layout = .rtl
                case "--config":
                    options.configPath = try scanner.value(for: name)
                case "--print-config" where isCheck:
                    try scanner.flag(name)
                    options.printConfig = true
                case "--ledger":
                    options.overrides.ledger = try scanner.value(for: name)
                case "--show-known" where isCheck:
                    try scanner.flag(name)
                    options.showKnown = true
                case "--include-known" where isCheck:
                    try scanner.flag(name)
                    options.includeKnown = true
                case "--allow-stale" where isCheck:
                    try scanner.flag(name)
                    options.allowStale = true
                case "--text-size" where isCheck:
                    let value = try scanner.value(for: name)
                    guard !value.allSatisfy({ $0.isWhitespace }) else {
                        throw UsageError("'--text-size' expects the name of a text size, such as 'Large (default)' or 'AX5'", command: command)
                    }
                    options.textSize = value
                case "--verbose" where isCheck:
                    try scanner.flag(name)
                    options.verbose = true
                case "--reason" where command == "ledger write":
                    options.reason = try scanner.value(for: name)
                case "--include-review" where isCheck:
                    try scanner.flag(name)
                    options.includeReview = true
                case "--base" where isCheck:
                    let value = try scanner.value(for: name)
                    var isFolder: ObjCBool = false
                    guard FileManager.default.fileExists(atPath: value, isDirectory: &isFolder), isFolder.boolValue else {
                        throw UsageError("'--base' expects an existing folder, got '\(value)'", command: command)
                    }
                    options.base = value
                default:
                    throw UsageError("unknown option '\(name)'", command: command)
                }
            }
        }
        if options.format != .sarif {
            if options.includeReview {
                throw UsageError("'--include-review' applies only to --format sarif (the manual checks are always in json and manual)", command: command)
            }
            if options.base != nil {
                throw UsageError("'--base' applies only to --format sarif", command: command)
            }
            if options.includeKnown {
                throw UsageError("'--include-known' applies only to --format sarif (json always lists known findings; text lists them with --show-known)", command: command)
            }
        }
        if options.textSize != nil && options.format != .manual {
            throw UsageError("'--text-size' applies only to --format manual", command: command)
        }
        if command == "ledger write" {
            guard let reason = options.reason else {
                throw UsageError("'ledger write' needs --reason: why the findings are accepted, or that their cause is not yet found", command: command)
            }
            guard !reason.allSatisfy({ $0.isWhitespace }) else {
                throw UsageError("'--reason' must not be empty: say why the findings are accepted, or that their cause is not yet found", command: command)
            }
        }
        if !options.paths.isEmpty { options.overrides.include = [] }
        return options
    }

    static func ruleID(_ id: String, _ command: String) throws -> String {
        guard RuleRegistry.rule(id: id) != nil else {
            throw UsageError("unknown rule '\(id)'; 'a11y-crawl rules' lists them", command: command)
        }
        return id
    }

    static func points(_ value: String, option: String, _ command: String) throws -> Double {
        guard let number = Double(value), number.isFinite, number > 0 else {
            throw UsageError("'\(option)' expects a size in points greater than 0, got '\(value)'", command: command)
        }
        return number
    }
}
