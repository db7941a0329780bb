import Foundation
import Reports
import Rules

/// What the shell completions offer, read from the help text itself (`HelpText`): the subcommands listed under
/// SUBCOMMANDS in the main help, and for each one the options under OPTIONS in its help, with the placeholder
/// that says what value an option takes. So an option added to the help is completed with no further change.
struct CompletionSpec: Sendable {
    /// What an option's value is, from its placeholder (`<format>`, `<file>`, …).
    enum Value: Sendable, Equatable {
        case none
        case choices([String])
        case file
        case directory
        /// A value no list can offer (a number, a reason).
        case free
    }

    struct Option: Sendable {
        /// The long name, then the short one when there is one.
        var names: [String]
        var value: Value
        /// The first sentence of the option's description in the help.
        var summary: String
        var repeatable: Bool
    }

    struct Command: Sendable {
        var name: String
        var summary: String
        /// `ledger`'s actions (write, prune); empty for the others.
        var actions: [String]
        var options: [Option]
        /// What the arguments after the options are.
        var arguments: Value
    }

    var commands: [Command]

    /// The spec of the current help text.
    static var current: CompletionSpec {
        let commands = entries(under: "SUBCOMMANDS:", in: HelpText.main).map { name, summary -> Command in
            let help = HelpText.forCommand(name) ?? ""
            let options = entries(under: "OPTIONS:", in: help).compactMap { option(from: $0.0, summary: $0.1) }
            switch name {
            case "check": return Command(name: name, summary: summary, actions: [], options: options, arguments: .file)
            case "ledger": return Command(name: name, summary: summary, actions: ["write", "prune"], options: options, arguments: .file)
            case "explain": return Command(name: name, summary: summary, actions: [], options: options, arguments: .choices(ruleIDs))
            case "help": return Command(name: name, summary: summary, actions: [], options: [],
                                        arguments: .choices(entries(under: "SUBCOMMANDS:", in: HelpText.main).map(\.0).filter { $0 != "help" }))
            case "completions": return Command(name: name, summary: summary, actions: [], options: options,
                                               arguments: .choices(CompletionScript.shells))
            default: return Command(name: name, summary: summary, actions: [], options: options, arguments: .none)
            }
        }
        return CompletionSpec(commands: commands)
    }

    /// Every rule id `--rule`, `--disable` and `explain` accept: the registered rules, then the text-size rules.
    static var ruleIDs: [String] { RuleRegistry.all.map(\.id) + TextSizeRules.ids }

    /// The options of the main command (`--version`, `--help`).
    static var mainOptions: [Option] {
        entries(under: "OPTIONS:", in: HelpText.main).compactMap { option(from: $0.0, summary: $0.1) }
    }

    /// The `name  description` entries of a help section: the term (text before the description column, or the
    /// whole line when the description starts on the next line) and the first sentence of the description.
    static func entries(under heading: String, in help: String) -> [(String, String)] {
        var result: [(String, String)] = []
        var inSection = false
        for line in help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if !line.hasPrefix(" ") && line.hasSuffix(":") { inSection = line == heading; continue }
            guard inSection, line.hasPrefix("  "), !line.hasPrefix("   ") else {
                if inSection, line.hasPrefix(String(repeating: " ", count: 26)), let last = result.indices.last {
                    result[last].1 += (result[last].1.isEmpty ? "" : " ") + line.trimmingLeadingSpaces
                }
                continue
            }
            let body = String(line.dropFirst(2))
            let term: String, description: String
            if let gap = body.range(of: "  ") {
                term = String(body[..<gap.lowerBound])
                description = String(body[gap.upperBound...]).trimmingLeadingSpaces
            } else {
                term = body
                description = ""
            }
            guard !term.hasPrefix("See ") else { continue }
            result.append((term, description))
        }
        return result.map { ($0.0, firstSentence($0.1)) }
    }

    /// `-f, --format <format>` → names, value; nil for a line that is no option.
    static func option(from term: String, summary: String) -> Option? {
        let words = term.split(separator: " ").map(String.init)
        let names = words.filter { $0.hasPrefix("-") }.map { $0.hasSuffix(",") ? String($0.dropLast()) : $0 }
        guard !names.isEmpty else { return nil }
        let long = names.first { $0.hasPrefix("--") } ?? names[0]
        let ordered = [long] + names.filter { $0 != long }
        let placeholder = words.first { $0.hasPrefix("<") }
        return Option(names: ordered, value: placeholder.map { value(of: long, placeholder: $0) } ?? .none, summary: summary,
                      repeatable: summary.contains("repeatable") || long == "--set")
    }

    static func value(of option: String, placeholder: String) -> Value {
        switch (option, placeholder) {
        case (_, "<format>"): return .choices(ReportRegistry.ids)
        case ("--fail-on", _): return .choices(Level.allCases.reversed().map(\.rawValue) + ["never"])
        case (_, "<level>"): return .choices(Level.allCases.reversed().map(\.rawValue))
        case (_, "<id>"): return .choices(ruleIDs)
        case (_, "<when>"): return .choices(["auto", "always", "never"])
        case ("--set", _): return .choices(RuleRegistry.options.map { $0.id + "=" })
        case (_, "<file>"): return .file
        case (_, "<dir>"): return .directory
        default: return .free
        }
    }

    static func firstSentence(_ text: String) -> String {
        // "e.g. 2.625" does not end a sentence.
        let guarded = text.replacingOccurrences(of: "e.g. ", with: "e.g.\u{A0}")
        let sentence = guarded.range(of: ". ").map { String(guarded[..<$0.lowerBound]) + "." } ?? guarded
        return sentence.replacingOccurrences(of: "e.g.\u{A0}", with: "e.g. ")
    }
}

extension String {
    fileprivate var trimmingLeadingSpaces: String { String(drop { $0 == " " }) }
}
