import Configuration
import Foundation
import Ledger
import Reports
import Rules

/// Every option of `check`, `ledger write` and `ledger prune`, declared once, in the order help lists them:
/// names, value type and parser, help with its default read from where it is decided, the commands and formats
/// it applies to, whether it changes `--print-config`, and how it applies. The parser, the scope errors, help,
/// the shell completions and the manual page are written from this table (found by reflection, in declaration
/// order, as swift-argument-parser finds a command's options), followed by the reports' own options
/// (`Report.ownOptions`). A new option is a declaration here and the code that reads it (`options[\.name]`).
struct CommandOptions: Sendable {
    /// The commands that take an option of `check` only.
    static let check: Set = ["check"]
    /// The commands that check recordings: `ledger write` and `ledger prune` check before they write.
    static let checking: Set = ["check", "ledger write", "ledger prune"]

    let reason: CommandOption<String?> = .value(
        ["--reason"], OptionValue<String>.text("<text>").optional,
        help: "Why the findings are accepted, or that their cause is not yet found.",
        defaultValue: nil, commands: ["ledger write"])
    let skipUnreadable: CommandOption<Bool> = .flag(
        ["--skip-unreadable"],
        help: "With write: when recordings cannot be read, write the entries for the rest and list the skipped files on standard error (without it, nothing is written and the exit status is 2).",
        commands: ["ledger write"])
    let byIssue: CommandOption<Bool> = .flag(
        ["--by-issue"],
        help: "With write: one entry per crawl issue (it accepts the issue's every occurrence, on any screen, and goes stale when the issue is gone) instead of one per element and recording.",
        commands: ["ledger write"])
    let format: CommandOption<String> = .value(
        ["--format", "-f"], OptionValue(placeholder: "<format>", completion: .choices(ReportRegistry.ids)) { text, _ in
            guard ReportRegistry.report(id: text) != nil else {
                throw OptionValueError("unknown format '\(text)'; expected one of \(ReportRegistry.ids.joined(separator: ", "))")
            }
            return text
        },
        help: "Output format: \(ReportRegistry.ids.joined(separator: ", ")).", default: ReportRegistry.ids[0],
        defaultValue: ReportRegistry.ids[0], commands: check)
    let output: CommandOption<String?> = .value(
        ["--output", "-o"], OptionValue<String>.text("<file>", completion: .file).optional,
        help: "Write the report to <file> instead of standard output.", defaultValue: nil, commands: check)
    let jobs: CommandOption<Int> = .value(
        ["--jobs", "-j"], OptionValue<Int>.wholeNumber(atLeast: 1),
        help: "Read and check <n> files at a time.", default: "the number of cores",
        defaultValue: max(1, ProcessInfo.processInfo.activeProcessorCount), commands: checking)
    let failOn: CommandOption<FailOn?> = .value(
        ["--fail-on"], OptionValue.choice("<level>", FailOn.allCases.map { ($0.rawValue, $0) }).optional,
        help: "Exit 1 when a finding is at or above <level>: \(OptionSpec.list(FailOn.allCases.map(\.rawValue), and: "or")).",
        default: FailOn(EffectiveConfiguration.defaults.failOn).rawValue,
        defaultValue: nil, commands: check, printsConfig: true) { options, failOn in options.overrides.failOn = failOn }
    let minimumLevel: CommandOption<Level> = .value(
        ["--min-level"], OptionValue.choice("<level>", Level.allCases.reversed().map { ($0.rawValue, $0) }),
        help: "report only findings at or above <level>: error, warning or note; the others still count for the exit status.",
        default: "note, every finding", defaultValue: .note, commands: check,
        formats: .reports(hint: "the manual-check list holds no findings"))
    let quiet: CommandOption<Bool> = .flag(
        ["--quiet", "-q"], help: "the same as --min-level error (not with --min-level).", commands: check,
        formats: .reports(hint: "the manual-check list holds no findings")) { options, _ in
        options.values[CommandOptions.table.minimumLevel.spec.name] = Level.error
    }
    let maxWarnings: CommandOption<Int?> = .value(
        ["--max-warnings"], OptionValue<Int>.wholeNumber(atLeast: 0).optional,
        help: "Exit 1 when more than <n> new warnings are found, whatever --fail-on is.", defaultValue: nil, commands: check)
    let rules: CommandOption<[String]> = .repeated(
        ["--rule"], CommandOptions.ruleID, help: "Run only this rule (repeatable).", commands: checking,
        printsConfig: true) { options, ids in options.overrides.onlyRules = ids }
    let disabledRules: CommandOption<[String]> = .repeated(
        ["--disable"], CommandOptions.ruleID, help: "Do not run this rule (repeatable; adds to the configuration's list).",
        commands: checking, printsConfig: true) { options, ids in options.overrides.disabledRules = ids }
    let higTarget: CommandOption<Double?> = CommandOptions.threshold(
        TargetSizeHIG.size, ["--hig-target"], help: "Size under which \(TargetSizeHIG.size.rule) warns.")
    let wcagTarget: CommandOption<Double?> = CommandOptions.threshold(
        TargetSizeMinimum.size, ["--wcag-target"], help: "Size under which \(TargetSizeMinimum.size.rule) fails.")
    let rightToLeft: CommandOption<Bool> = .flag(
        ["--rtl"], help: "The layout is right to left: rows read from the right.", commands: checking,
        printsConfig: true) { options, _ in options.overrides.layout = .rtl }
    let density: CommandOption<Double?> = .value(
        ["--density"], OptionValue<Double?>(placeholder: "<scale>", completion: .free) { text, name in
            guard let density = Double(text), density.isFinite, density > 0 else {
                throw OptionValueError("'\(name)' expects the device density as a number greater than 0 (pixels per dp, as `adb shell wm density` prints dpi / 160), got '\(text)'")
            }
            return density
        },
        help: "Pixels per dp of the Android device (dpi / 160, e.g. 2.625): pixel frames become dp and the size rules run on them. Without it, the density the status, navigation and app bars agree on, if any.",
        defaultValue: nil, commands: checking)
    let settings: CommandOption<[RuleSetting]> = .repeated(
        ["--set"], OptionValue(placeholder: "<rule.option>=<value>", completion: .choices(RuleRegistry.options.map { $0.id + "=" })) { text, name in
            guard let equals = text.firstIndex(of: "="), let option = RuleRegistry.option(id: String(text[..<equals])) else {
                let known = RuleRegistry.options.map(\.id).sorted().joined(separator: ", ")
                throw OptionValueError("'\(name)' expects <rule>.<option>=<value> naming a rule's option (\(known)), got '\(text)'")
            }
            let value = try OptionValue<Double>.ruleOption(option, "").parse(String(text[text.index(after: equals)...]), "\(name) \(option.id)")
            return RuleSetting(key: option.key, value: value)
        },
        help: "Set a rule's option ('a11y-crawl explain <rule>' says what each means): \(RuleRegistry.options.map(\.id).joined(separator: ", ")).",
        commands: checking, printsConfig: true) { options, settings in
        for setting in settings { options.overrides.thresholds[setting.key] = setting.value }
    }
    let includeReview: CommandOption<Bool> = .flag(
        ["--include-review"],
        help: "add the items to review and the manual checks as review results (level none); GitHub shows each as an alert.",
        commands: check, formats: .reports(hint: "the manual checks are always in json and manual"))
    let base: CommandOption<String?> = .value(
        ["--base"], OptionValue<String?>(placeholder: "<dir>", completion: .directory) { text, name in
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: text, isDirectory: &isFolder), isFolder.boolValue else {
                throw OptionValueError("'\(name)' expects an existing folder, got '\(text)'")
            }
            return text
        },
        help: "file locations are relative to <dir>.", default: "the current directory", defaultValue: nil, commands: check,
        formats: .reports(hint: nil))
    let textSize: CommandOption<String?> = .value(
        ["--text-size"], OptionValue<String?>(placeholder: "<name>", completion: .free) { text, name in
            guard !text.allSatisfy({ $0.isWhitespace }) else {
                throw OptionValueError("'\(name)' expects the name of a text size, such as 'Large (default)' or 'AX5'")
            }
            return text
        },
        help: "the text size the recordings were made at (for example 'Large (default)' or 'AX5'), stated in the report.",
        defaultValue: nil, commands: check, formats: .reports(hint: nil))
    let compare: CommandOption<Bool> = .flag(
        ["--compare"],
        help: "The two paths are one app at the default and at a large text size, in that order: screens are paired by relative path and compared (and 'ledger' writes or prunes the text-size findings too).",
        commands: checking)
    let inferLarge: CommandOption<Bool> = .flag(
        ["--infer-large"],
        help: "With --compare: the order does not say which is large; for each screen it is the recording whose texts are consistently taller.",
        commands: checking)
    let configuration: CommandOption<String?> = .value(
        ["--config"], OptionValue<String>.text("<file>", completion: .file).optional,
        help: "Read settings from <file>.", default: "\(ConfigurationFile.defaultPath) when present", defaultValue: nil,
        commands: checking, printsConfig: true)
    let printConfiguration: CommandOption<Bool> = .flag(
        ["--print-config"], help: "Print the effective configuration and exit.", commands: check, printsConfig: true)
    let ledger: CommandOption<String?> = .value(
        ["--ledger"], OptionValue<String>.text("<file>", completion: .file).optional,
        help: "The ledger of known findings ('check' reads it when present, 'ledger write' creates it).",
        default: Ledger.defaultPath, defaultValue: nil, commands: checking, printsConfig: true) { options, path in
        options.overrides.ledger = path
    }
    let showKnown: CommandOption<Bool> = .flag(
        ["--show-known"], help: "also list known findings (covered by the ledger).", commands: check,
        formats: .reports(hint: "json always lists known findings; sarif writes them with --include-known"))
    let includeKnown: CommandOption<Bool> = .flag(
        ["--include-known"], help: "also write known findings, each with a suppression holding the ledger's reason.",
        commands: check, formats: .reports(hint: "json always lists known findings; text lists them with --show-known"))
    let allowStale: CommandOption<Bool> = .flag(
        ["--allow-stale"], help: "Report stale ledger entries without failing the run (needs a ledger).", commands: check)
    let colour: CommandOption<Terminal.ColourChoice> = .value(
        ["--color"], OptionValue.choice("<when>", Terminal.ColourChoice.allCases.map { ($0.rawValue, $0) }),
        help: "colour the levels: auto (only on a terminal, not when NO_COLOR is set), always or never. Not with --output.",
        default: Terminal.ColourChoice.auto.rawValue, defaultValue: .auto, commands: check,
        formats: .reports(hint: "colour is only ever written to a terminal"))
    let progress: CommandOption<Bool> = .flag(
        ["--progress"],
        help: "Show the progress line on standard error even when it is not a terminal (it shows on a terminal once a run lasts half a second).",
        commands: check)
    let verbose: CommandOption<Bool> = .flag(
        ["--verbose"], help: "list every file found that is not a recording, not just the first few.", commands: check,
        formats: .reports(hint: "json lists every skipped file under summary.skipped"))

    /// The table.
    static let table = CommandOptions()

    private init() {}

    /// Every option: the table's, in declaration order, then the reports' own, in registry order.
    static let all: [any AnyCommandOption] = Mirror(reflecting: table).children.compactMap { $0.value as? any AnyCommandOption }
        + ReportRegistry.all.flatMap(\.ownOptions).reduce(into: [ReportCommandOption]()) { options, option in
            if !options.contains(where: { $0.spec.name == option.name }) { options.append(ReportCommandOption(option)) }
        }

    /// What help, scopes and completions read.
    static let specs: [OptionSpec] = all.map(\.spec)

    /// The option named `name` (long or short), nil for one no command takes.
    static func option(named name: String) -> (any AnyCommandOption)? { all.first { $0.spec.names.contains(name) } }

    /// A rule id `--rule` and `--disable` take: a registered rule's, a text-size rule's or a crawl rule's.
    static let ruleID = OptionValue<String>(placeholder: "<id>", completion: .choices(CompletionSpec.ruleIDs)) { id, _ in
        guard RuleRegistry.rule(id: id) != nil || TextSizeRules.ids.contains(id) || CrawlRules.ids.contains(id) else {
            throw OptionValueError("unknown rule '\(id)'; \(RuleRegistry.unknownRuleHint(for: id))")
        }
        return id
    }

    /// An option that sets one rule option, with the rule option's default and check.
    static func threshold(_ option: RuleOption, _ names: [String], help: String) -> CommandOption<Double?> {
        var declared = CommandOption<Double?>.value(names, OptionValue<Double>.ruleOption(option, "<pt>").optional, help: help,
                                                    default: RuleOption.format(option.defaultValue), defaultValue: nil,
                                                    commands: checking, printsConfig: true) { options, value in
            options.overrides.thresholds[option.key] = value
        }
        declared.spec.ruleOption = option
        return declared
    }
}

/// `--set <rule>.<option>=<value>`: a rule option's configuration key and its value.
struct RuleSetting: Sendable, Equatable {
    var key: String
    var value: Double
}
