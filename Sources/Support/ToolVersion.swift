/// a11y-crawl's version, from one place: `--version`, SARIF `tool.driver.version`, JSON `tool.version` and the
/// manual report all print it. The file `VERSION` at the package root holds the same text, and a test keeps the
/// two equal; a release build stamps it with `Scripts/stamp-version.sh 1.2.3` (or `make build VERSION=1.2.3`),
/// which rewrites `VERSION` and `Sources/Support/ToolVersionStamp.swift` before `swift build -c release`.
public enum ToolVersion {
    /// The version of this build, e.g. `0.1.0`.
    public static var current: String { ToolVersionStamp.value }
    /// The tool's name, as reports name it.
    public static let name = "a11y-crawl"
}
