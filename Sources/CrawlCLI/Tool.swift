// CrawlCLI: the `a11y-crawl` command line — arguments, help, and the check, ledger, rules and explain
// subcommands on top of the pipeline, and the shell completions and manual page written from the help.

import Foundation
import Reports
import Rules
import TreeModel

/// The `a11y-crawl` command: parses arguments, runs a subcommand, and says what to print and how to exit.
public enum Tool {
    public static let name = "a11y-crawl"
    public static var version: String { ToolVersion.current }

    /// Runs the tool. `standardInput` is read only when a path is `-`. With `standardOutput`, a report
    /// streams there as it is written (the executable passes the real standard output); without it, the
    /// report is collected in the result's `stdout`. `terminal` says where standard output and standard error
    /// go (colour, the progress line); the executable passes `Terminal.current`.
    public static func run(_ arguments: [String], standardInput: @escaping @Sendable () -> [UInt8] = readStandardInput,
                           standardOutput: OutputSink? = nil, terminal: Terminal = .none) -> ToolOutput {
        var output = ToolOutput()
        output.reportStream = standardOutput
        output.terminal = terminal
        do {
            try dispatch(arguments, standardInput: standardInput, output: &output)
        } catch let error as UsageError {
            if error.isList {
                output.printError(error.message)
            } else if !error.showsUsage {
                output.printError("error: \(error.message)")
            } else {
                output.printError("error: \(error.message)")
                output.printError(HelpText.usage(of: error.command))
                output.printError("See 'a11y-crawl help\(error.command.map { " " + ($0.split(separator: " ").first.map(String.init) ?? $0) } ?? "")'.")
            }
            output.status = 2
        } catch {
            output.printError("error: \(error)")
            output.status = 2
        }
        return output
    }

    static func dispatch(_ arguments: [String], standardInput: @escaping @Sendable () -> [UInt8], output: inout ToolOutput) throws {
        guard let command = arguments.first else {
            output.printError(HelpText.main)
            output.status = 2
            return
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("-h") || rest.contains("--help"), let help = HelpText.forCommand(command) {
            output.print(help)
            return
        }
        switch command {
        case "-h", "--help":
            output.print(HelpText.main)
        case "--version":
            output.print(version)
        case "help":
            guard let topic = rest.first else { return output.print(HelpText.main) }
            guard let help = HelpText.forCommand(topic) else { throw UsageError("no help for unknown subcommand '\(topic)'") }
            output.print(help)
        case "check":
            try CheckCommand.run(try CheckOptions.parse(rest), standardInput: standardInput, output: &output)
        case "ledger":
            try LedgerCommand.run(rest, standardInput: standardInput, output: &output)
        case "rules":
            var markdown = false
            for argument in rest {
                guard argument == "--markdown" else { throw UsageError("unexpected argument '\(argument)'", command: "rules") }
                markdown = true
            }
            let comparisons = TextSizeRules.all().map(\.metadata), crawls = CrawlRules.all.map(\.metadata)
            output.stdout.append(contentsOf: (markdown ? RuleDocumentation.markdown(RuleRegistry.all, comparisons: comparisons, crawls: crawls)
                : RuleDocumentation.list(RuleRegistry.all, comparisons: comparisons, crawls: crawls)).utf8)
        case "explain":
            guard rest.count == 1 else { throw UsageError("expected one rule id", command: "explain") }
            if let comparison = TextSizeRules.all().first(where: { $0.metadata.id == rest[0] }) {
                output.stdout.append(contentsOf: RuleDocumentation.explain(comparison.metadata).utf8)
                return
            }
            if let crawlRule = CrawlRules.all.first(where: { $0.metadata.id == rest[0] }) {
                output.stdout.append(contentsOf: RuleDocumentation.explain(crawlRule.metadata).utf8)
                return
            }
            guard let rule = RuleRegistry.rule(id: rest[0]) else {
                throw UsageError("unknown rule '\(rest[0])'; \(RuleRegistry.unknownRuleHint(for: rest[0]))", command: "explain")
            }
            output.stdout.append(contentsOf: RuleDocumentation.explain(rule.metadata).utf8)
        case "completions":
            guard rest.count == 1, let script = CompletionScript.script(for: rest[0]) else {
                throw UsageError(rest.count == 1 ? "unknown shell '\(rest[0])'; one of \(CompletionScript.shells.joined(separator: ", "))"
                                 : "expected one shell: \(CompletionScript.shells.joined(separator: ", "))", command: "completions")
            }
            output.stdout.append(contentsOf: script.utf8)
        case "manpage":
            if let argument = rest.first { throw UsageError("unexpected argument '\(argument)'", command: "manpage") }
            output.stdout.append(contentsOf: ManPage.page.utf8)
        default:
            throw UsageError("unknown subcommand '\(command)'")
        }
    }

    @Sendable public static func readStandardInput() -> [UInt8] {
        [UInt8](FileHandle.standardInput.readDataToEndOfFile())
    }
}
