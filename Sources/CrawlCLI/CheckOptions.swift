import Configuration
import Foundation
import Reports
import Rules

/// The options of `a11y-crawl check` (and of `ledger write` / `ledger prune`, which check first). Settings
/// that the configuration file also has are kept as a `ConfigurationFile` of overrides, laid over the file.
struct CheckOptions: Sendable {
    var paths: [String] = []
    /// The report's id in `ReportRegistry` (`--format`).
    var format = "text"
    var output: String?
    var jobs: Int = max(1, ProcessInfo.processInfo.activeProcessorCount)
    /// `--density`: pixels per dp of the device that recorded pixel frames (Android), for every input that
    /// does not carry its own.
    var density: Double?
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
    /// `--skip-unreadable` of `ledger write`: write entries for the recordings that were read.
    var skipUnreadable = false
    /// `--text-size`: the text size the recordings were made at, for the manual-check list.
    var textSize: String?
    /// `--min-level` (`--quiet`: error): findings under it are left out of every report; they still count for
    /// the exit status. Default: note, every finding.
    var minimumLevel: Level = .note
    /// `--max-warnings N`: exit 1 when more than N new warnings are found, whatever `--fail-on` is.
    var maxWarnings: Int?
    /// `--color`: colour the text report on a terminal.
    var colour: Terminal.ColourChoice = .auto
    /// `--progress`: the progress line on standard error even when it is not a terminal.
    var progress = false
    /// The options given, in order, as named (for the checks of where each applies).
    var given: [String] = []
    /// `--verbose`: list every file a scan met that is not a recording.
    var verbose = false
    /// `--compare`: the two paths are one app at the default and at a large text size, in that order.
    var compare = false
    /// `--infer-large`: with `--compare`, the order of the two paths does not say which is large; each pair's
    /// large recording is the one whose texts are taller by a consistent factor.
    var inferLarge = false

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
                options.given.append(name)
                switch name {
                case "--format", "-f":
                    let value = try scanner.value(for: name)
                    guard ReportRegistry.report(id: value) != nil else {
                        throw UsageError("unknown format '\(value)'; expected one of \(ReportRegistry.ids.joined(separator: ", "))", command: command)
                    }
                    options.format = value
                case "--output", "-o":
                    options.output = try scanner.value(for: name)
                case "--jobs", "-j":
                    let value = try scanner.value(for: name)
                    guard let jobs = Int(value), jobs >= 1 else {
                        throw UsageError("'--jobs' expects a whole number of 1 or more, got '\(value)'", command: command)
                    }
                    options.jobs = jobs
                case "--fail-on":
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
                    try options.set(TargetSizeHIG.size, scanner.value(for: name), option: name, command)
                case "--wcag-target":
                    try options.set(TargetSizeMinimum.size, scanner.value(for: name), option: name, command)
                case "--set":
                    let assignment = try scanner.value(for: name)
                    guard let equals = assignment.firstIndex(of: "="),
                          let option = RuleRegistry.option(id: String(assignment[..<equals])) else {
                        let known = RuleRegistry.options.map(\.id).sorted().joined(separator: ", ")
                        throw UsageError("'--set' expects <rule>.<option>=<value> naming a rule's option (\(known)), got '\(assignment)'", command: command)
                    }
                    try options.set(option, String(assignment[assignment.index(after: equals)...]), option: "--set \(option.id)", command)
                case "--density":
                    let value = try scanner.value(for: name)
                    guard let density = Double(value), density.isFinite, density > 0 else {
                        throw UsageError("'--density' expects the device density as a number greater than 0 (pixels per dp, as `adb shell wm density` prints dpi / 160), got '\(value)'", command: command)
                    }
                    options.density = density
                case "--rtl":
                    try scanner.flag(name)
                    options.overrides.layout = .rtl
                case "--config":
                    options.configPath = try scanner.value(for: name)
                case "--print-config":
                    try scanner.flag(name)
                    options.printConfig = true
                case "--ledger":
                    options.overrides.ledger = try scanner.value(for: name)
                case "--show-known":
                    try scanner.flag(name)
                    options.showKnown = true
                case "--include-known":
                    try scanner.flag(name)
                    options.includeKnown = true
                case "--allow-stale":
                    try scanner.flag(name)
                    options.allowStale = true
                case "--text-size":
                    let value = try scanner.value(for: name)
                    guard !value.allSatisfy({ $0.isWhitespace }) else {
                        throw UsageError("'--text-size' expects the name of a text size, such as 'Large (default)' or 'AX5'", command: command)
                    }
                    options.textSize = value
                case "--compare":
                    try scanner.flag(name)
                    options.compare = true
                case "--infer-large":
                    try scanner.flag(name)
                    options.inferLarge = true
                case "--verbose":
                    try scanner.flag(name)
                    options.verbose = true
                case "--reason":
                    options.reason = try scanner.value(for: name)
                case "--skip-unreadable":
                    try scanner.flag(name)
                    options.skipUnreadable = true
                case "--include-review":
                    try scanner.flag(name)
                    options.includeReview = true
                case "--base":
                    let value = try scanner.value(for: name)
                    var isFolder: ObjCBool = false
                    guard FileManager.default.fileExists(atPath: value, isDirectory: &isFolder), isFolder.boolValue else {
                        throw UsageError("'--base' expects an existing folder, got '\(value)'", command: command)
                    }
                    options.base = value
                case "--min-level":
                    let value = try scanner.value(for: name)
                    guard let level = Level(rawValue: value) else {
                        throw UsageError("'--min-level' expects error, warning or note, got '\(value)'", command: command)
                    }
                    options.minimumLevel = level
                case "--quiet", "-q":
                    try scanner.flag(name)
                    options.minimumLevel = .error
                case "--max-warnings":
                    let value = try scanner.value(for: name)
                    guard let count = Int(value), count >= 0 else {
                        throw UsageError("'--max-warnings' expects a whole number of 0 or more, got '\(value)'", command: command)
                    }
                    options.maxWarnings = count
                case "--color":
                    let value = try scanner.value(for: name)
                    guard let choice = Terminal.ColourChoice(rawValue: value) else {
                        throw UsageError("'--color' expects never, always or auto, got '\(value)'", command: command)
                    }
                    options.colour = choice
                case "--progress":
                    try scanner.flag(name)
                    options.progress = true
                default:
                    let hint = Suggestion.closest(to: name, among: OptionScope.names(for: command)).map { "; did you mean '\($0)'?" } ?? ""
                    throw UsageError("unknown option '\(name)'\(hint)", command: command)
                }
            }
        }
        // `--quiet` is `--min-level error`: with `--min-level` too, one of them would be ignored.
        if let quiet = options.given.first(where: { $0 == "--quiet" || $0 == "-q" }), options.given.contains("--min-level") {
            throw UsageError("'\(quiet)' means '--min-level error' and cannot be given with '--min-level'; give one of them", command: command)
        }
        if command == "check" {
            try OptionScope.requireEffect(of: options.given, format: options.format, output: options.output,
                                          printConfig: options.printConfig)
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
        guard RuleRegistry.rule(id: id) != nil || TextSizeRules.ids.contains(id) else {
            throw UsageError("unknown rule '\(id)'; \(RuleRegistry.unknownRuleHint(for: id))", command: command)
        }
        return id
    }

    /// Sets a rule's option from the command line, checked as the configuration file checks it.
    mutating func set(_ ruleOption: RuleOption, _ value: String, option: String, _ command: String) throws {
        guard let number = Double(value), let valid = ruleOption.validated(number) else {
            throw UsageError("'\(option)' expects \(ruleOption.expected), got '\(value)'", command: command)
        }
        overrides.thresholds[ruleOption.key] = valid
    }
}
