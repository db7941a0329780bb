import Foundation
import PackagePlugin

/// `swift package a11y-crawl check Recordings/`: runs the a11y-crawl tool, built from this package, in the
/// package's folder with the arguments given (any subcommand: check, ledger, rules, explain). Reports written
/// with `--output` and ledgers go in the package, which needs the write permission the plugin declares
/// (`--allow-writing-to-package-directory` grants it without a prompt, as in CI). A tool exit status other
/// than 0 fails the plugin: `swift package` then exits 1 (whatever the tool's status) and its error names the
/// tool's status (1: findings at or above --fail-on; 2: a usage or input error).
@main
struct A11yCrawlPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "a11y-crawl")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments.isEmpty ? ["--help"] : arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw PluginFailure(status: process.terminationStatus)
        }
    }
}

/// The tool's exit status, when it is not 0 (1: findings at or above --fail-on; 2: a usage or input error).
struct PluginFailure: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "a11y-crawl exited with status \(status)" }
}
