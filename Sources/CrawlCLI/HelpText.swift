import Recorders
import Reports
import Rules

/// Help in the usual OVERVIEW / USAGE / OPTIONS shape.
enum HelpText {
    static let main = """
        OVERVIEW: Find accessibility problems in recorded iOS and Android accessibility trees.

        Reads trees recorded from a running app (idb `ui describe-all`, flat or --nested, AXe
        `describe-ui`, Appium XCUITest and UiAutomator2 page sources, `uiautomator dump`, Maestro
        `hierarchy`, DroidBot states, Rico view hierarchies) or printed by UI tests (XCUITest's
        `debugDescription`, Jetpack Compose's `printToString`, Flutter's `debugDumpSemanticsTree`,
        Espresso's "View Hierarchy:") and reports what a tree can decide, each finding tagged with the
        WCAG 2.2 success criterion or Apple HIG page it rests on.

        USAGE: a11y-crawl <subcommand>

        OPTIONS:
          --version               Show the version.
          -h, --help              Show help information.

        SUBCOMMANDS:
          check                   Check recordings and report findings.
          ledger                  Record known findings with a reason, or remove stale entries.
          rules                   List the rules.
          explain                 Explain one rule in full.
          help                    Show help for a subcommand.
          completions             Print a shell completion script (bash, zsh or fish).
          manpage                 Print the manual page (roff), written from this help.

          See 'a11y-crawl help <subcommand>' for detailed help.
        """

    static let check = """
        OVERVIEW: Check recordings and report findings.

        Folders are searched recursively for \(RecorderRegistry.searchedFiles), in sorted order. Exit status: 0 when no new
        finding is at or above --fail-on; 1 when one is, when new warnings are more than --max-warnings,
        or when a ledger entry is stale (it matches no finding; --allow-stale only reports it); 2 for a
        usage error, or when a file could not be read or held an empty capture (after every other file was
        checked and reported), whatever the format. Every format holds every finding at its level, unless
        --min-level leaves the lower levels out; --fail-on sets only the exit status.

        Each file is checked once, however it is named. Other files met in folders are listed in the
        summary, and reports, ledgers and configurations written by a11y-crawl are skipped; a FIFO, socket
        or device, or a folder that cannot be listed, is an error at its path.

        Each option is accepted only where it has an effect: the options marked 'With --format …' only
        with that format, and with --print-config only the options that change the settings it prints.

        USAGE: a11y-crawl check [<options>] <path> ...

        ARGUMENTS:
          <path>                  A recording, a folder of recordings, or '-' for standard input.

        OPTIONS:
        \(optionList(for: CommandOptions.check))

        FORMATS:
        \(formatList)
        """

    static let ledger = """
        OVERVIEW: Record known findings with a reason, or remove stale entries.

        Known findings (covered by a ledger entry) are reported as known and never fail 'check'; a new
        finding fails it. 'write' checks the recordings and adds an entry for every finding the ledger
        does not cover yet, keeping existing entries and their reasons; 'prune' removes only the
        entries that match no finding, including those for recordings gone from a checked path.
        The ledger is written sorted, one entry per line.

        USAGE: a11y-crawl ledger write --reason <text> [--skip-unreadable] [<options>] <path> ...
               a11y-crawl ledger prune [<options>] <path> ...

        ARGUMENTS:
          <path>                  A recording, a folder of recordings, or '-' for standard input.

        OPTIONS:
        \(optionList(for: ["ledger write", "ledger prune"]))
        """

    static let rules = """
        OVERVIEW: List the rules: id, default level, basis and summary.

        USAGE: a11y-crawl rules [--markdown]

        OPTIONS:
          --markdown              Print the rule reference as Markdown (Docs/Rules.md).
          -h, --help              Show help information.
        """

    static let explain = """
        OVERVIEW: Explain one rule: what fails, why, its basis, what it reads, how to fix it.

        USAGE: a11y-crawl explain <rule-id>

        ARGUMENTS:
          <rule-id>               A rule id from 'a11y-crawl rules'.

        OPTIONS:
          -h, --help              Show help information.
        """

    static let completions = """
        OVERVIEW: Print a completion script for bash, zsh or fish, covering every subcommand and option.

        Install it where the shell looks: for bash, source it from ~/.bashrc or save it as
        /usr/share/bash-completion/completions/a11y-crawl; for zsh, save it as _a11y-crawl in a folder of
        $fpath; for fish, save it as ~/.config/fish/completions/a11y-crawl.fish.

        USAGE: a11y-crawl completions <shell>

        ARGUMENTS:
          <shell>                 bash, zsh or fish.

        OPTIONS:
          -h, --help              Show help information.
        """

    static let manpage = """
        OVERVIEW: Print the manual page of a11y-crawl (roff, section 1), written from this help.

        Save it as a11y-crawl.1 in a man1 folder of the manual path, e.g.
        /usr/local/share/man/man1/a11y-crawl.1 (make install does), then read it with 'man a11y-crawl'.

        USAGE: a11y-crawl manpage

        OPTIONS:
          -h, --help              Show help information.
        """

    /// The options of `commands` as help lists them (`term  description`, wrapped), in the table's order, then
    /// `--help`.
    static func optionList(for commands: Set<String>) -> String {
        let options = OptionScope.all.filter { !$0.commands.isDisjoint(with: commands) }
        return (options.map { entry($0.term, $0.description) } + [entry("-h, --help", "Show help information.")]).joined(separator: "\n")
    }

    /// The description column: where an option's description starts.
    static let column = 26
    /// The width of the descriptions, wrapped.
    static let descriptionWidth = 72

    /// One entry of an option list: the term, the description from the column (on the next line when the term
    /// reaches it), wrapped.
    static func entry(_ term: String, _ description: String) -> String {
        let indent = String(repeating: " ", count: column)
        let lines = wrap(description, width: descriptionWidth)
        let head = "  " + term
        let first = head.count + 2 <= column ? head + String(repeating: " ", count: column - head.count) + lines[0]
            : head + "\n" + indent + lines[0]
        return ([first] + lines.dropFirst().map { indent + $0 }).joined(separator: "\n")
    }

    /// Each registered report with its summary, in the shape of the option lists.
    static var formatList: String {
        ReportRegistry.all.map { report in
            let name = "  " + report.id + String(repeating: " ", count: max(1, 24 - report.id.count))
            return name + wrap(report.summary + ".", width: 74).joined(separator: "\n" + String(repeating: " ", count: 26))
        }.joined(separator: "\n")
    }

    /// Words of `text` in lines of at most `width` characters.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = [], line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += line.isEmpty ? String(word) : " " + word
        }
        lines.append(line)
        return lines
    }

    static func usage(of command: String?) -> String {
        switch command {
        case "check": return "USAGE: a11y-crawl check [<options>] <path> ..."
        case "rules": return "USAGE: a11y-crawl rules [--markdown]"
        case "explain": return "USAGE: a11y-crawl explain <rule-id>"
        case "completions": return "USAGE: a11y-crawl completions <shell>"
        case "manpage": return "USAGE: a11y-crawl manpage"
        case "ledger", "ledger write", "ledger prune":
            return "USAGE: a11y-crawl ledger write --reason <text> [<options>] <path> ...\n       a11y-crawl ledger prune [<options>] <path> ..."
        default: return "USAGE: a11y-crawl <subcommand>"
        }
    }

    static func forCommand(_ command: String) -> String? {
        switch command {
        case "check": return check
        case "rules": return rules
        case "explain": return explain
        case "ledger": return ledger
        case "completions": return completions
        case "manpage": return manpage
        case "help": return main
        default: return nil
        }
    }
}
