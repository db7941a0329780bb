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
enum TemporaryFolder {
    /// The prefix of every folder made here (and the name `.ci/run` looks for).
    static let prefix = "a11y-crawl-test-"

    /// A new, empty folder.
    static func create(_ what: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)\(what)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Removes `folder` and everything in it (symbolic links are removed, not followed).
    static func remove(_ folder: URL) {
        try? FileManager.default.removeItem(at: folder)
    }
}
