import Rules

/// How `SARIFReport` writes a run: where file locations are relative to, whether manual checks are included,
/// and GitHub's limits.
public struct SARIFOptions: Sendable, Hashable {
    /// The folder that `artifactLocation.uri` is relative to (`--base`). When nil, the current directory, and
    /// `originalUriBaseIds` is left out so the output does not depend on the machine.
    public var base: String?
    /// Adds the items to review (the rules' needs-review findings and the manual checks) as `kind: "review"`,
    /// `level: "none"` results (`--include-review`). GitHub turns every result into an alert, so they are left
    /// out by default.
    public var includeReview: Bool
    /// GitHub rejects a run with more results; beyond it the most severe are kept and a notification says
    /// how many were left out.
    public var maxResults: Int
    /// GitHub's limit on a rule's short and full description, in characters.
    public var maxDescriptionLength: Int
    /// Resolves relative paths when `base` is given or a file is named by an absolute path; nil for the
    /// process's current directory. Tests set it.
    public var currentDirectory: String?
    /// The tool's `informationUri`.
    public var informationURI: String
    /// Writes known findings (covered by the ledger) too, each with an external suppression holding the
    /// ledger's reason (`--include-known`); GitHub ignores suppressions, so they are left out by default.
    public var includeKnown: Bool

    /// Where the project is documented. The project has no public home yet: this is the address the README
    /// will live at once published, and the one place to change it.
    public static let projectURI = "https://github.com/a11y-crawl/a11y-crawl"

    public init(base: String? = nil, includeReview: Bool = false, maxResults: Int = 25_000,
                maxDescriptionLength: Int = 1_024, currentDirectory: String? = nil,
                informationURI: String = SARIFOptions.projectURI, includeKnown: Bool = false) {
        self.base = base
        self.includeReview = includeReview
        self.maxResults = maxResults
        self.maxDescriptionLength = maxDescriptionLength
        self.currentDirectory = currentDirectory
        self.informationURI = informationURI
        self.includeKnown = includeKnown
    }
}
