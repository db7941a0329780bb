import Foundation
import Reports
import Rules

/// What the shell completions offer: the subcommands listed under SUBCOMMANDS in the main help, the options of
/// `check` and `ledger` from the table they are parsed with (`CommandOptions`), each with the values it takes,
/// and the few fixed options of the other subcommands from their help. So an option declared in the table is
/// completed with no further change.
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
            let declared = OptionScope.all.filter { $0.commands.contains { $0 == name || $0.hasPrefix(name + " ") } }
            let fromHelp = entries(under: "OPTIONS:", in: help).compactMap { option(from: $0.0, summary: $0.1) }
            // The table's options, then those the help lists that the table does not (`--help`, `rules --markdown`).
            let options = declared.map(option(from:))
                + fromHelp.filter { parsed in !declared.contains { $0.names.contains(parsed.names[0]) } }
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
    static var ruleIDs: [String] { RuleRegistry.all.map(\.id) + TextSizeRules.ids + CrawlRules.ids }

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
        return Option(names: ordered, value: words.contains { $0.hasPrefix("<") } ? .free : .none, summary: summary,
                      repeatable: false)
    }

    /// A declared option as the shells complete it: its names, its value's completion, the first sentence of its
    /// help.
    static func option(from spec: OptionSpec) -> Option {
        Option(names: spec.names, value: spec.completion, summary: firstSentence(spec.description), repeatable: spec.repeatable)
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
