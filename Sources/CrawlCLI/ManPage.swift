import Foundation

/// `a11y-crawl manpage`: the manual page (roff, section 1), so it says what `--help` says: the main help's
/// overview, then each subcommand's help, its options as tagged paragraphs (those of `check` and `ledger` from
/// the table they are parsed with, `CommandOptions`).
enum ManPage {
    /// The page for this version, e.g. installed as `share/man/man1/a11y-crawl.1` by `make install`.
    static var page: String {
        var lines = [
            ".\\\" The a11y-crawl manual page, written by `a11y-crawl manpage` from the help text.",
            ".TH A11Y\\-CRAWL 1 \"\" \"a11y-crawl \(escape(Tool.version))\" \"User Commands\"",
            ".SH NAME",
            "a11y-crawl \\- " + escape(overview(of: HelpText.main)),
            ".SH SYNOPSIS",
        ]
        let commands = CompletionSpec.entries(under: "SUBCOMMANDS:", in: HelpText.main).map(\.0)
        for command in commands where command != "help" {
            for usage in HelpText.usage(of: command).split(separator: "\n") {
                lines += [".nf", escape(usage.replacingOccurrences(of: "USAGE:", with: "").trimmingCharacters(in: .whitespaces)), ".fi"]
            }
        }
        lines += [".SH DESCRIPTION"] + body(of: HelpText.main, skipping: ["USAGE:"])
        lines.append(".SH COMMANDS")
        for command in commands where command != "help" {
            guard let help = HelpText.forCommand(command) else { continue }
            lines += [".SS \"a11y-crawl \(command)\"", escape(overview(of: help))]
            let declared = OptionScope.all.filter { $0.commands.contains { $0 == command || $0.hasPrefix(command + " ") } }
            lines += body(of: help, skipping: ["USAGE:"], subsections: false,
                          options: declared.isEmpty ? nil : declared.map { ($0.term, $0.description) } + [("-h, --help", "Show help information.")])
        }
        lines += [".SH SEE ALSO", "The rule reference: \\fBa11y-crawl rules\\fR and \\fBa11y-crawl explain\\fR \\fIrule-id\\fR."]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The text after `OVERVIEW:` on the help's first line.
    static func overview(of help: String) -> String {
        let first = help.split(separator: "\n").first.map(String.init) ?? ""
        return first.replacingOccurrences(of: "OVERVIEW: ", with: "")
    }

    /// The help after its overview line: paragraphs as `.PP`, each `NAME:` section as a heading (`.SS`, or bold
    /// in a subcommand), its `term  description` entries as `.TP` paragraphs; sections in `skipping` left out.
    /// `options`, when given, are the entries of the OPTIONS section instead of the help's lines.
    static func body(of help: String, skipping: Set<String>, subsections: Bool = true,
                     options: [(term: String, description: String)]? = nil) -> [String] {
        var lines: [String] = [], paragraph: [String] = [], skipped = false, inEntries = false
        func flush() {
            if !paragraph.isEmpty { lines += [".PP", escape(paragraph.joined(separator: " "))] }
            paragraph = []
        }
        for raw in help.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().map(String.init) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if !raw.hasPrefix(" "), let colon = raw.firstIndex(of: ":"), raw[..<colon].allSatisfy({ $0.isUppercase }),
               !raw[..<colon].isEmpty {
                flush()
                let heading = String(raw[...colon])
                skipped = skipping.contains(heading)
                inEntries = !skipped
                if !skipped {
                    let title = String(raw[..<colon]).capitalized
                    lines.append(subsections ? ".SS \(title)" : ".PP\n.B \(title)")
                }
                if heading == "OPTIONS:", let options {
                    for option in options { lines += [".TP", "\\fB\(escape(option.term))\\fR", escape(option.description)] }
                    skipped = true
                }
                continue
            }
            if line.isEmpty { flush(); continue }
            if skipped { continue }
            let entryStart = inEntries && raw.hasPrefix("  ") && !raw.hasPrefix("   ") && !line.hasPrefix("See ")
            if entryStart {
                flush()
                let term: String, description: String
                if let gap = line.range(of: "  ") {
                    term = String(line[..<gap.lowerBound])
                    description = line[gap.upperBound...].trimmingCharacters(in: .whitespaces)
                } else {
                    term = line
                    description = ""
                }
                lines += [".TP", "\\fB\(escape(term))\\fR"]
                if !description.isEmpty { lines.append(escape(description)) }
            } else if inEntries && raw.hasPrefix(String(repeating: " ", count: 26)), lines.last != nil, paragraph.isEmpty {
                lines.append(escape(line))
            } else {
                paragraph.append(line)
            }
        }
        flush()
        return lines
    }

    /// Text made safe for roff: backslashes and hyphens escaped, characters beyond ASCII as `\[uXXXX]`, and no
    /// line starting with a control character.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\e"
            case "-": escaped += "\\-"
            case _ where scalar.isASCII: escaped.unicodeScalars.append(scalar)
            default:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                escaped += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            }
        }
        return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
    }
}
