import Foundation

/// Temporary folders for tests, named `a11y-crawl-test-<what>-<UUID>` in the temporary directory (`TMPDIR`).
/// Every test that makes one removes it, whatever happens, with `defer`:
///
/// ```swift
/// let folder = try TemporaryFolder.create("ledger")
/// defer { TemporaryFolder.remove(folder) }
/// ```
///
/// `.ci/run` fails when a folder named after the tests is left behind.
public enum TemporaryFolder {
    /// The prefix of every folder made here (and the name `.ci/run` looks for).
    public static let prefix = "a11y-crawl-test-"

    /// A new, empty folder.
    public static func create(_ what: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)\(what)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Removes `folder` and everything in it (symbolic links are removed, not followed).
    public static func remove(_ folder: URL) {
        try? FileManager.default.removeItem(at: folder)
    }

    /// A new folder for `body`, removed when it returns or throws.
    public static func with<Result>(_ what: String, _ body: (URL) throws -> Result) throws -> Result {
        let folder = try create(what)
        defer { remove(folder) }
        return try body(folder)
    }
}
