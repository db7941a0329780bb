import Foundation

/// Where the package and the shared data are, found from this file: the one definition the test targets use.
public enum PackagePaths {
    /// The package root (the folder holding `Package.swift`).
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// `Fixtures/trees`.
    public static let fixtureTrees = root.appendingPathComponent("Fixtures/trees")
    /// `../shared`, beside the package (read only; tests skip what needs it when it is absent).
    public static let shared = root.deletingLastPathComponent().appendingPathComponent("shared")
    /// `../shared/data/recordings`.
    public static let recordings = shared.appendingPathComponent("data/recordings")
}
