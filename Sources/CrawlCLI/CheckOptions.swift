import Foundation
import Reports
import Rules

/// The options of `a11y-crawl check`.
struct CheckOptions: Sendable {
    var paths: [String] = []
    var format: ReportFormat = .text
    var output: String?
    var jobs: Int = max(1, ProcessInfo.processInfo.activeProcessorCount)
    var failOn: Level? = .error
    var onlyRules: [String] = []
    var disabledRules: [String] = []
    var configuration = RuleConfiguration()
    /// `--include-review`: the manual checks as SARIF review results.
    var includeReview = false
    /// `--base DIR`: the folder SARIF locations are relative to (default: the current directory).
    var base: String?

    /// How `--format sarif` writes the run.
    var sarifOptions: SARIFOptions { SARIFOptions(base: base, includeReview: includeReview) }

    static func parse(_ arguments: [String]) throws -> CheckOptions {
        var options = CheckOptions()
        var scanner = ArgumentScanner(arguments, command: "check")
        while let token = try scanner.next() {
            switch token {
            case .positional(let path):
                options.paths.append(path)
            case .option(let name):
                switch name {
                case "--format", "-f":
                    let value = try scanner.value(for: name)
                    guard let format = ReportFormat(rawValue: value) else {
                        throw UsageError("unknown format '\(value)'; expected one of \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", "))", command: "check")
                    }
                    options.format = format
                case "--output", "-o":
                    options.output = try scanner.value(for: name)
                case "--jobs", "-j":
                    let value = try scanner.value(for: name)
                    guard let jobs = Int(value), jobs >= 1 else {
                        throw UsageError("'--jobs' expects a whole number of 1 or more, got '\(value)'", command: "check")
                    }
                    options.jobs = jobs
                case "--fail-on":
                    let value = try scanner.value(for: name)
                    if value == "never" {
                        options.failOn = nil
                    } else if let level = Level(rawValue: value) {
                        options.failOn = level
                    } else {
                        throw UsageError("'--fail-on' expects error, warning, note or never, got '\(value)'", command: "check")
                    }
                case "--rule":
                    options.onlyRules.append(try ruleID(scanner.value(for: name)))
                case "--disable":
                    options.disabledRules.append(try ruleID(scanner.value(for: name)))
                case "--hig-target":
                    options.configuration.higTargetSize = try points(scanner.value(for: name), option: name)
                case "--wcag-target":
                    options.configuration.wcagTargetSize = try points(scanner.value(for: name), option: name)
                case "--rtl":
                    try scanner.flag(name)
                    options.configuration.rightToLeft = true
                case "--include-review":
                    try scanner.flag(name)
                    options.includeReview = true
                case "--base":
                    let value = try scanner.value(for: name)
                    var isFolder: ObjCBool = false
                    guard FileManager.default.fileExists(atPath: value, isDirectory: &isFolder), isFolder.boolValue else {
                        throw UsageError("'--base' expects an existing folder, got '\(value)'", command: "check")
                    }
                    options.base = value
                default:
                    throw UsageError("unknown option '\(name)'", command: "check")
                }
            }
        }
        if options.format != .sarif {
            if options.includeReview {
                throw UsageError("'--include-review' applies only to --format sarif (the manual checks are always in json and manual)", command: "check")
            }
            if options.base != nil {
                throw UsageError("'--base' applies only to --format sarif", command: "check")
            }
        }
        if options.paths.isEmpty {
            throw UsageError("no recordings given; name files or folders, or '-' for standard input", command: "check")
        }
        return options
    }

    static func ruleID(_ id: String) throws -> String {
        guard RuleRegistry.rule(id: id) != nil else {
            throw UsageError("unknown rule '\(id)'; 'a11y-crawl rules' lists them", command: "check")
        }
        return id
    }

    static func points(_ value: String, option: String) throws -> Double {
        guard let number = Double(value), number.isFinite, number > 0 else {
            throw UsageError("'\(option)' expects a size in points greater than 0, got '\(value)'", command: "check")
        }
        return number
    }

    /// The rules to run: `--rule` (only these), less `--disable`, in registry order.
    var rules: [any Rule] {
        RuleRegistry.all.filter { rule in
            (onlyRules.isEmpty || onlyRules.contains(rule.id)) && !disabledRules.contains(rule.id)
        }
    }
}
