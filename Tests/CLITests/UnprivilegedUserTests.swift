import CrawlCLI
import Foundation
import Testing

/// What a user without rights sees. Tests run as root, who reads every file and lists every folder, so the
/// built tool is run as `nobody` through `runuser` (skipped where that is not possible).
@Suite struct UnprivilegedUserTests {
    /// The built tool, beside the test bundle or in the package's debug folder.
    static let tool: String? = {
        let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("a11y-crawl").path
        let debug = CheckCommandTests.root.appendingPathComponent(".build/debug/a11y-crawl").path
        return [besideTests, debug].first { FileManager.default.isExecutableFile(atPath: $0) }
    }()
    static let runuser = ["/usr/sbin/runuser", "/sbin/runuser", "/usr/bin/runuser"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static let available = getuid() == 0 && getpwnam("nobody") != nil && runuser != nil && tool != nil

    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs the tool as `nobody` from a copy in a folder nobody can reach, with `folder` as the current folder.
    func runAsNobody(_ arguments: [String], in folder: URL) throws -> Run {
        let runuser = try #require(Self.runuser)
        let tool = try #require(Self.tool)
        let binFolder = folder.appendingPathComponent("bin")
        let copy = binFolder.appendingPathComponent("a11y-crawl")
        if !FileManager.default.fileExists(atPath: copy.path) {
            try FileManager.default.createDirectory(at: binFolder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
            try FileManager.default.copyItem(atPath: tool, toPath: copy.path)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: copy.path)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: runuser)
        process.arguments = ["-u", "nobody", "--", copy.path] + arguments
        process.currentDirectoryURL = folder
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
    }

    @Test(.enabled(if: available, "needs root, runuser, the user nobody and the built tool"))
    func foldersAndFilesThatCannotBeReadAreErrorsAtTheirPath() throws {
        try withTemporaryFolder { folder in
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
            let screens = folder.appendingPathComponent("screens")
            try write(CheckCommandTests.unlabelled, to: screens, "ok.json")
            try write(CheckCommandTests.unlabelled, to: screens, "locked/a.json")
            try write(CheckCommandTests.unlabelled, to: screens, "secret.json")
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: screens.path)
            try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: screens.appendingPathComponent("locked").path)
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: screens.appendingPathComponent("secret.json").path)

            let scanned = try runAsNobody(["check", "screens"], in: folder)
            #expect(scanned.status == 2, "\(scanned.stdout)\(scanned.stderr)")
            #expect(scanned.stdout.contains("screens/locked: error: the folder cannot be listed: permission denied"), "\(scanned.stdout)")
            #expect(scanned.stdout.contains("screens/secret.json: error: permission denied"), "\(scanned.stdout)")
            #expect(scanned.stdout.contains("screens/ok.json:1:"), "the readable file is still checked")
            #expect(scanned.stdout.contains("Screens: 3 (1 read, 0 empty, 2 unreadable)"), "\(scanned.stdout)")

            let named = try runAsNobody(["check", "screens/locked"], in: folder)
            #expect(named.status == 2)
            #expect(named.stdout.contains("screens/locked: error: the folder cannot be listed: permission denied"), "\(named.stdout)")

            let report = try runAsNobody(["check", "-o", "report.txt", "screens/ok.json"], in: folder)
            #expect(report.status == 2)
            #expect(report.stderr.contains("cannot write the report to 'report.txt': permission denied"), "\(report.stderr)")

            let ledger = try runAsNobody(["ledger", "write", "--reason", "known", "--ledger", "ledger.json", "screens/ok.json"], in: folder)
            #expect(ledger.status == 2)
            #expect(ledger.stderr.contains("cannot write the ledger 'ledger.json': permission denied"), "\(ledger.stderr)")
        }
    }
}
