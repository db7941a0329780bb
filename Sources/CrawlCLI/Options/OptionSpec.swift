import Reports
import Rules

/// What one option of the command line is, for everything written from it: its names, the value it takes,
/// its help and default, the commands that take it, the formats of `check` it changes and whether it changes
/// what `check --print-config` prints. `CommandOption` adds how it is parsed and applied; help, scope errors,
/// completions and the manual page read only this.
struct OptionSpec: Sendable {
    /// Where in `check` the option has an effect.
    enum Formats: Sendable {
        /// Every format.
        case every
        /// Only the reports that list the option in `Report.options`; `hint` says where the same is found in
        /// the other formats.
        case reports(hint: String?)
    }

    /// The long name first, then its short form.
    var names: [String]
    /// `<format>`; nil for a flag.
    var placeholder: String?
    /// What the shells offer for its value.
    var completion: CompletionSpec.Value
    /// What it does, in sentences (help adds the formats it applies to and the default).
    var help: String
    /// The default, read from where it is decided (`(default: 44)` in help); nil when there is none to say.
    var defaultText: String?
    var commands: Set<String>
    var formats: Formats
    /// The option changes the settings that `--print-config` prints.
    var printsConfig: Bool
    /// Given more than once, each value counts (`--rule a --rule b`).
    var repeatable: Bool
    /// The rule option it sets, for an option that is another name for `--set <id>=…` (`--hig-target`).
    var ruleOption: RuleOption? = nil

    /// `--format`
    var name: String { names[0] }

    /// The ids of the reports this option applies to, in registry order; nil when it applies to every format.
    var formatIDs: [String]? {
        guard case .reports = formats else { return nil }
        return ReportRegistry.all.filter { $0.options.contains(name) || $0.ownOptions.contains { $0.name == name } }.map(\.id)
    }

    /// Said after "it applies only to --format …".
    var hint: String? {
        guard case .reports(let hint) = formats else { return nil }
        return hint
    }

    /// `-f, --format <format>`: short names first, as help lists them.
    var term: String {
        let ordered = names.dropFirst() + [name]
        return ordered.joined(separator: ", ") + (placeholder.map { " " + $0 } ?? "")
    }

    /// The help as printed: `With --format sarif: ` when it applies to some formats, the text, and the default.
    var description: String {
        var text = help
        if let formats = formatIDs { text = "With --format \(Self.list(formats, and: "or")): " + text }
        if let defaultText { text += " (default: \(defaultText))" }
        return text
    }

    /// `a, b or c`
    static func list(_ words: [String], and conjunction: String) -> String {
        guard words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " \(conjunction) " + words[words.count - 1]
    }
}
