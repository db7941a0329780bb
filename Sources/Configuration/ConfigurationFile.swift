// Configuration: the settings file (`a11y-crawl.json`) and the effective settings of a run: defaults, then
// the file, then the command line.

import Rules
import TreeModel

/// What a configuration file (`a11y-crawl.json`) sets: every setting is optional, and nil means "not set
/// here", so layers can be stacked: defaults, then the file, then the command line
/// (``EffectiveConfiguration/applying(_:)``). See `Docs/Configuration.md`.
///
/// ```json
/// {
///   "densities": {"Recordings/android": 2.625},
///   "exclude": ["Recordings/old/**"],
///   "failOn": "error",
///   "include": ["Recordings"],
///   "layout": "ltr",
///   "ledger": "a11y-ledger.json",
///   "rules": {"disable": ["reading-order"], "levels": {"target-size-hig": "note"}, "only": []},
///   "thresholds": {"headerMaxCharacters": 40, "headerMaxWords": 5, "higTargetSize": 44, "wcagTargetSize": 24}
/// }
/// ```
public struct ConfigurationFile: Sendable, Hashable {
    /// `densities`: the device density (pixels per dp) of the pixel recordings under each folder or glob
    /// (Android); the most specific entry that covers a recording applies.
    public var densities: [String: Double]?
    /// `screenshots`: a folder of recordings → the folder holding their screenshots, by the same relative path
    /// and stem (`crawl/trees/a/login.json` → `crawl/shots/a/login.png`); the longest folder that holds a
    /// recording applies, before a screenshot beside the recording.
    public var screenshots: [String: String]?
    /// `exclude`: globs of recordings not to check (a glob that matches a folder excludes all below it).
    public var exclude: [String]?
    /// `failOn`: the least level of a new finding that fails the run, or `never`.
    public var failOn: FailOn?
    /// `include`: the recordings to check when the command line names none (files, folders or globs).
    public var include: [String]?
    /// `layout`: `ltr` or `rtl`.
    public var layout: LayoutDirection?
    /// `ledger`: the ledger file's path.
    public var ledger: String?
    /// `rules.disable`: rule ids not to run.
    public var disabledRules: [String]?
    /// `rules.levels`: level per rule id, overriding the rule's default.
    public var levels: [String: Level]?
    /// `rules.only`: run only these rule ids (empty: every rule).
    public var onlyRules: [String]?
    /// `thresholds`: rule options by their configuration key (`RuleOption.key`, such as `higTargetSize`);
    /// the options are declared by the rules (`RuleRegistry.options`). A key not here is not set.
    public var thresholds: [String: Double]
    /// `compare`: `{"default": folder, "large": folder}`, one app recorded at the default and at a large text
    /// size, compared screen by screen (the same as `check --compare default large`).
    public var compare: TextSizeFolders?
    /// `crawl`: the app the recordings are a crawl of, and their order (`CrawlManifest`).
    public var crawl: CrawlManifest?

    /// The two folders (or files) of a text-size comparison.
    public struct TextSizeFolders: Sendable, Hashable {
        public var normal: String
        public var large: String
        public init(normal: String, large: String) { self.normal = normal; self.large = large }
    }

    public init(exclude: [String]? = nil, failOn: FailOn? = nil, include: [String]? = nil,
                layout: LayoutDirection? = nil, ledger: String? = nil, disabledRules: [String]? = nil,
                levels: [String: Level]? = nil, onlyRules: [String]? = nil, thresholds: [String: Double] = [:]) {
        self.exclude = exclude
        self.failOn = failOn
        self.include = include
        self.layout = layout
        self.ledger = ledger
        self.disabledRules = disabledRules
        self.levels = levels
        self.onlyRules = onlyRules
        self.thresholds = thresholds
    }

    /// Where the configuration is looked for when no other path is given: `a11y-crawl.json` in the current folder.
    public static let defaultPath = "a11y-crawl.json"

    /// The keys of the file's top-level object, sorted.
    public static let keys = ["compare", "crawl", "densities", "exclude", "failOn", "include", "layout", "ledger", "rules", "screenshots", "thresholds"]
    /// The keys of `rules`, sorted.
    public static let ruleKeys = ["disable", "levels", "only"]
    /// The keys of `compare`, sorted.
    public static let compareKeys = ["default", "large"]
    /// The keys of `thresholds`, sorted: the `RuleOption.key`s the rules declare.
    public static let thresholdKeys = RuleRegistry.options.map(\.key)

    /// Reads a configuration file.
    ///
    /// - Parameters:
    ///   - bytes: the file's contents (UTF-8 JSON).
    ///   - path: the file as named to the tool, used in error messages.
    /// - Throws: ``ConfigurationError`` listing every problem, each at its line and column: malformed JSON,
    ///   a top level that is not an object, unknown or repeated keys, values of the wrong type, unknown rule
    ///   ids (in `rules.disable`, `rules.only` and `rules.levels`), unknown levels, a layout other than
    ///   `ltr` or `rtl`, target sizes that are not finite numbers greater than 0, header limits that are not
    ///   whole numbers of 1 or more, and empty paths.
    public static func parse(bytes: [UInt8], path: String) throws(ConfigurationError) -> ConfigurationFile {
        try ConfigurationParser.parse(bytes: bytes, path: path)
    }
}
