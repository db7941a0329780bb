import TreeModel

/// `crawl`: what a folder of recordings is a crawl of, for formats whose recordings do not say (everything but
/// DroidBot's graph): the app's name, its package (Android) or bundle id (iOS), and the order of its screens.
/// Read from the `crawl` entry of an `a11y-crawl.json` beside the recordings (or in a folder above them), or of
/// the configuration in use for recordings no such file covers. See `Docs/Crawls.md`.
///
/// ```json
/// {"crawl": {"app": "Notes", "package": "com.example.notes", "screens": ["home.json", "edit.json"]}}
/// ```
public struct CrawlManifest: Sendable, Hashable {
    /// One recording of `screens`: its path relative to the manifest's folder, and where the manifest names it.
    public struct Screen: Sendable, Hashable {
        public var path: String
        public var location: SourceLocation

        public init(path: String, location: SourceLocation) {
            self.path = path
            self.location = location
        }
    }

    /// The app's name, for reports.
    public var app: String?
    /// The app's package or bundle id: the app of every recording the manifest covers that names none.
    public var package: String?
    /// The recordings in the order the app shows them (the crawl rules meet its screens in this order); the
    /// recordings not listed come after, in path order.
    public var screens: [Screen]

    public init(app: String? = nil, package: String? = nil, screens: [Screen] = []) {
        self.app = app
        self.package = package
        self.screens = screens
    }

    /// The keys of `crawl`, sorted.
    public static let keys = ["app", "package", "screens"]

    /// The file a folder's manifest is in.
    public static let fileName = "a11y-crawl.json"

    /// Whether `text` is a package or bundle id: two or more dot-separated parts of letters, digits, `_` and `-`,
    /// the first starting with a letter.
    public static func isPackage(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 2, let first = parts[0].first, first.isASCII, first.isLetter else { return false }
        return parts.allSatisfy { part in
            !part.isEmpty && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }
        }
    }
}
