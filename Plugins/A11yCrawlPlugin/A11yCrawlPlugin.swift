import Foundation
import PackagePlugin

/// `swift package a11y-crawl check Recordings/`: runs the a11y-crawl tool, built from this package, in the
/// package's folder with the arguments given (any subcommand: check, ledger, rules, explain). The plugin
/// declares no permission, so commands that only read and print (`rules`, `explain`, a `check` without
/// `--output`) run as they are. A command that writes in the package (a report with `--output`, `ledger write`
/// or `prune`) needs `--allow-writing-to-package-directory`: where SwiftPM's sandbox keeps the package
/// read-only (macOS), the plugin says so, naming the file, before running the tool. A tool exit status other
/// than 0 fails the plugin: `swift package` then exits 1 (whatever the tool's status) and its error names the
/// tool's status (1: findings at or above --fail-on; 2: a usage or input error).
@main
struct A11yCrawlPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let package = context.package.directoryURL.standardizedFileURL
        try Self.requireWriteAccess(PackageWrites(arguments), in: package)
        let tool = try context.tool(named: "a11y-crawl")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments.isEmpty ? ["--help"] : arguments
        process.currentDirectoryURL = package
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw PluginFailure(status: process.terminationStatus)
        }
    }

    /// Fails, naming the file, when the command writes in the package and the package cannot be written
    /// (the sandbox without the permission); files outside the package are the tool's business.
    static func requireWriteAccess(_ writes: PackageWrites, in package: URL) throws {
        var folders: [(file: String, folder: URL)] = writes.configuredLedger ? [("the ledger", package)] : []
        for file in writes.files {
            let url = URL(fileURLWithPath: file, relativeTo: package).standardizedFileURL
            guard url.path == package.path || url.path.hasPrefix(package.path + "/") else { continue }
            let folder = url.deletingLastPathComponent()
            var isFolder: ObjCBool = false
            // A missing folder is the tool's error to report, with its path.
            guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else { continue }
            folders.append((file, folder))
        }
        for (file, folder) in folders where !canWrite(in: folder) {
            throw WritePermissionNeeded(file: file)
        }
    }

    /// Whether a file can be created in `folder`: tried, since the sandbox is not seen by `access`.
    static func canWrite(in folder: URL) -> Bool {
        let probe = folder.appendingPathComponent(".a11y-crawl-plugin-probe-\(ProcessInfo.processInfo.processIdentifier)")
        guard FileManager.default.createFile(atPath: probe.path, contents: nil) else { return false }
        try? FileManager.default.removeItem(at: probe)
        return true
    }
}
