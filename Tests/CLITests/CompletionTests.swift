@testable import CrawlCLI
import Foundation
import Reports
import Rules
import Testing

/// `a11y-crawl completions <shell>` completes every subcommand and every option each takes (the options are
/// checked against `OptionScope.all`, the table the argument parser enforces, not against the help they are
/// written from), with the values the option takes.
@Suite struct CompletionTests {
    /// Every subcommand of the main help, and the options `OptionScope` gives each (`ledger write` and
    /// `ledger prune` under `ledger`), plus `--help`.
    static var expected: [(command: String, options: [String])] {
        let commands = CompletionSpec.entries(under: "SUBCOMMANDS:", in: HelpText.main).map(\.0)
        return commands.map { command in
            let scoped = OptionScope.all.filter { scope in scope.commands.contains { $0 == command || $0.hasPrefix(command + " ") } }
            let extra = command == "rules" ? ["--markdown"] : []
            return (command, scoped.flatMap(\.names) + extra + (command == "help" ? [] : ["--help", "-h"]))
        }
    }

    @Test("the subcommands are the ones the tool runs, completions among them")
    func subcommands() {
        let commands = Self.expected.map(\.command)
        #expect(commands == ["check", "ledger", "rules", "explain", "help", "completions", "manpage"])
        for command in commands where command != "help" {
            #expect(Tool.run([command, "--help"]).status == 0)
        }
    }

    @Test("every shell completes every subcommand and option", arguments: ["bash", "zsh", "fish"])
    func everyOption(shell: String) throws {
        let result = Tool.run(["completions", shell])
        #expect(result.status == 0)
        let script = result.stdoutText
        for (command, options) in Self.expected {
            let top: String
            switch shell {
            case "bash": top = script.split(separator: "\n").first { $0.contains("compgen -W") }.map(String.init) ?? ""
            case "zsh": top = script
            default: top = script.split(separator: "\n").filter { $0.contains("-a \(command) -d") }.joined()
            }
            #expect(Self.tokens(top).contains(command) || top.contains("'\(command):"), "\(shell): subcommand \(command)")
            let block = Self.block(of: command, in: script, shell: shell)
            for option in options {
                if shell == "fish" {
                    let flag = option.hasPrefix("--") ? "-l \(option.dropFirst(2)) " : "-s \(option.dropFirst()) "
                    #expect(block.contains(flag), "fish: \(command) \(option)")
                } else {
                    #expect(Self.tokens(block).contains(option), "\(shell): \(command) \(option)")
                }
            }
        }
    }

    @Test("options complete their values: formats, levels, rule ids, rule options, shells")
    func values() {
        for shell in CompletionScript.shells {
            let script = Tool.run(["completions", shell]).stdoutText
            #expect(script.contains(ReportRegistry.ids.joined(separator: " ")))
            #expect(script.contains("error warning note never"))
            // Every rule id `--rule`, `--disable` and `explain` accept, the text-size rules too.
            #expect(script.contains((RuleRegistry.all.map(\.id) + TextSizeRules.ids + CrawlRules.ids).joined(separator: " ")), "\(shell)")
            #expect(script.contains(RuleRegistry.options.map { $0.id + "=" }.joined(separator: " ")))
            #expect(script.contains("bash zsh fish"))
            #expect(script.contains("write prune"))
        }
    }

    @Test("an unknown or missing shell is a usage error naming the shells")
    func unknownShell() {
        let unknown = Tool.run(["completions", "tcsh"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("unknown shell 'tcsh'; one of bash, zsh, fish"))
        #expect(Tool.run(["completions"]).status == 2)
        #expect(Tool.run(["help", "completions"]).stdoutText.contains("USAGE: a11y-crawl completions <shell>"))
    }

    /// The lines of `script` that complete `command`.
    static func block(of command: String, in script: String, shell: String) -> String {
        let lines = script.split(separator: "\n").map(String.init)
        if shell == "fish" { return lines.filter { $0.contains("__fish_seen_subcommand_from \(command)") }.joined(separator: "\n") }
        guard let start = lines.firstIndex(of: "    \(command))") else { return "" }
        let end = lines[start...].firstIndex(of: "      ;;") ?? lines.endIndex
        return lines[start..<end].joined(separator: "\n")
    }

    static func tokens(_ text: String) -> Set<String> {
        Set(text.split { " '|)([*\n".contains($0) }.map(String.init))
    }
}
