import Rules
import TreeModel

/// Every setting resolved: the defaults, with a configuration file and then the command line applied on
/// top (``applying(_:)``). This is what a run uses and what `check --print-config` prints (``render()``).
///
/// ```swift
/// var effective = EffectiveConfiguration.defaults.applying(try ConfigurationFile.parse(bytes: b, path: p))
/// effective = effective.applying(commandLineSettings)   // a ConfigurationFile built from the options
/// let engine = Engine(rules: effective.enabledRules, configuration: effective.ruleConfiguration)
/// ```
public struct EffectiveConfiguration: Sendable, Hashable {
    /// Thresholds, layout (`rightToLeft`) and level overrides, as the rules read them. `levels` holds only
    /// real overrides: a level equal to the rule's default is dropped.
    public var ruleConfiguration: RuleConfiguration
    /// `rules.only`, sorted and without duplicates; empty: every rule.
    public var onlyRules: [String]
    /// `rules.disable`, sorted and without duplicates.
    public var disabledRules: [String]
    /// A new finding at or above this level fails the run; nil: none does (`never`). Default `error`.
    public var failOn: Level?
    /// The ledger file. Default `a11y-ledger.json`.
    public var ledgerPath: String
    /// Recordings to check when the command line names none: files, folders or globs, sorted and without
    /// duplicates. Default: none.
    public var include: [String]
    /// Globs of recordings not to check, sorted and without duplicates. Default: none.
    public var exclude: [String]
    /// Device density (pixels per dp) by folder or glob, for recordings in pixels. Default: none.
    public var densities: [String: Double]
    /// `compare`: the default and the large text size's folders, compared screen by screen. Default: none.
    public var compare: ConfigurationFile.TextSizeFolders?
    /// `crawl`: what the recordings no folder manifest covers are a crawl of. Default: none.
    public var crawl: CrawlManifest?
    /// Folder of recordings → folder of their screenshots (see ``screenshotLookup()``). Default: none.
    public var screenshots: [String: String]

    /// The built-in defaults.
    public init() {
        ruleConfiguration = RuleConfiguration()
        onlyRules = []
        disabledRules = []
        failOn = .error
        ledgerPath = "a11y-ledger.json"
        include = []
        exclude = []
        densities = [:]
        screenshots = [:]
    }

    /// The built-in defaults (the same as `init()`).
    public static let defaults = EffectiveConfiguration()

    /// `ltr` or `rtl`, from `ruleConfiguration.rightToLeft`.
    public var layout: LayoutDirection { ruleConfiguration.rightToLeft ? .rtl : .ltr }

    /// The rules that run: every registered rule, or only ``onlyRules`` when it is not empty, less
    /// ``disabledRules``, in registry order (sorted by id).
    public var enabledRules: [any Rule] {
        RuleRegistry.all.filter { rule in
            (onlyRules.isEmpty || onlyRules.contains(rule.id)) && !disabledRules.contains(rule.id)
        }
    }

    /// The crawl rules that run (on a crawl of two or more screens of one app), chosen as the others are.
    public var enabledCrawlRules: [any CrawlRule] {
        CrawlRules.all.filter { rule in
            (onlyRules.isEmpty || onlyRules.contains(rule.metadata.id)) && !disabledRules.contains(rule.metadata.id)
        }
    }

    /// The ids of ``enabledRules``.
    public var enabledRuleIDs: [String] { enabledRules.map(\.id) }

    /// This configuration with every setting `file` sets replaced by the file's value. Lists (`include`,
    /// `exclude`, `rules.only`, `rules.disable`) are replaced as a whole, not extended; `rules.levels` is
    /// merged rule by rule (the file's level wins for the rules it names).
    public func applying(_ file: ConfigurationFile) -> EffectiveConfiguration {
        var result = self
        if let exclude = file.exclude { result.exclude = Self.canonical(exclude) }
        if let densities = file.densities { result.densities = densities }
        if let compare = file.compare { result.compare = compare }
        if let crawl = file.crawl { result.crawl = crawl }
        if let screenshots = file.screenshots { result.screenshots = screenshots }
        if let include = file.include { result.include = Self.canonical(include) }
        if let failOn = file.failOn { result.failOn = failOn.level }
        if let layout = file.layout { result.ruleConfiguration.rightToLeft = layout == .rtl }
        if let ledger = file.ledger { result.ledgerPath = ledger }
        if let disabled = file.disabledRules { result.disabledRules = Self.canonical(disabled) }
        if let only = file.onlyRules { result.onlyRules = Self.canonical(only) }
        if let levels = file.levels {
            for (id, level) in levels {
                if let rule = RuleRegistry.rule(id: id), rule.metadata.defaultLevel == level {
                    result.ruleConfiguration.levels[id] = nil
                } else {
                    result.ruleConfiguration.levels[id] = level
                }
            }
        }
        for option in RuleRegistry.options {
            if let value = file.thresholds[option.key] { result.ruleConfiguration[option] = value }
        }
        return result
    }

    /// The level findings of `rule` are reported at: its override, else its default.
    public func level(of rule: any Rule) -> Level { ruleConfiguration.level(for: rule.metadata) }

    /// Whether a recording at `path` (as the tool prints it) is checked: some `include` entry covers it
    /// (the path itself, or a folder it lies in, matches; always true when `include` is empty) and no
    /// `exclude` glob covers it. Compiles the globs on each call; for many paths use ``selector()``.
    public func selects(_ path: String) -> Bool { selector()(path) }

    /// The density for the recording at `path`: the entry of ``densities`` with the longest folder or glob
    /// that covers it, or nil. The globs are compiled on each call; for many paths use ``densityLookup()``.
    public func density(for path: String) -> Double? { densityLookup()(path) }

    /// ``density(for:)`` with the globs compiled once.
    public func densityLookup() -> @Sendable (String) -> Double? {
        let entries = Self.longestFirst(densities)
            .map { (glob: PathGlob($0.key), density: $0.value) }
        return { path in entries.first { $0.glob.covers(path) }?.density }
    }

    /// Where the screenshot of the recording at `path` is looked for first: for the entry of ``screenshots``
    /// with the longest folder holding `path`, the recording's path below that folder placed below the
    /// screenshots' folder (`crawl/trees/a/login.json` with `"crawl/trees": "crawl/shots"` →
    /// `crawl/shots/a/login.json`, whose `.png` is then looked for); nil when no entry holds it.
    public func screenshotLookup() -> @Sendable (String) -> String? {
        let entries = Self.longestFirst(screenshots)
        return { path in
            let path = PathGlob.normalise(path)
            for entry in entries {
                let folder = entry.key == "." ? "" : entry.key + "/"
                guard path.hasPrefix(folder), path.count > folder.count else { continue }
                return entry.value + "/" + path.dropFirst(folder.count)
            }
            return nil
        }
    }

    /// The entries of a folder map, the most specific (longest) folder first, ties in order: the first that
    /// covers a recording applies.
    private static func longestFirst<Value>(_ map: [String: Value]) -> [(key: String, value: Value)] {
        map.sorted { $0.key.count > $1.key.count || ($0.key.count == $1.key.count && $0.key < $1.key) }
    }

    /// ``selects(_:)`` with the globs compiled once.
    public func selector() -> @Sendable (String) -> Bool {
        let include = include.map(PathGlob.init)
        let exclude = exclude.map(PathGlob.init)
        return { path in
            (include.isEmpty || include.contains { $0.covers(path) }) && !exclude.contains { $0.covers(path) }
        }
    }

    /// The configuration as a file (`check --print-config`): the shape of `a11y-crawl.json` with every key
    /// present, `rules.levels` listing every registered rule's level, keys sorted at every level, two-space
    /// indentation and a final line break. Parsing it and applying it to the defaults gives this
    /// configuration back.
    public func render() -> [UInt8] {
        var json = JSONBuffer(pretty: true, capacity: 1024)
        json.beginObject()
        if let compare {
            json.key("compare")
            json.beginObject()
            json.member("default", compare.normal)
            json.member("large", compare.large)
            json.endObject()
        }
        if let crawl {
            json.key("crawl")
            json.beginObject()
            if let app = crawl.app { json.member("app", app) }
            if let package = crawl.package { json.member("package", package) }
            json.member("screens", crawl.screens.map(\.path))
            json.endObject()
        }
        json.key("densities")
        json.beginObject()
        for (folder, density) in densities.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
            json.member(folder, density)
        }
        json.endObject()
        json.key("exclude")
        json.strings(exclude)
        json.member("failOn", FailOn(failOn).rawValue)
        json.key("include")
        json.strings(include)
        json.member("layout", layout.rawValue)
        json.member("ledger", ledgerPath)
        json.key("rules")
        json.beginObject()
        json.key("disable")
        json.strings(disabledRules)
        json.key("levels")
        json.beginObject()
        for rule in RuleRegistry.all.sorted(by: { $0.id.utf8.lexicographicallyPrecedes($1.id.utf8) }) {
            json.member(rule.id, level(of: rule).rawValue)
        }
        json.endObject()
        json.key("only")
        json.strings(onlyRules)
        json.endObject()
        json.key("screenshots")
        json.beginObject()
        for (folder, shots) in screenshots.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
            json.member(folder, shots)
        }
        json.endObject()
        json.key("thresholds")
        json.beginObject()
        for option in RuleRegistry.options {
            switch option.kind {
            case .wholeNumber: json.member(option.key, ruleConfiguration.whole(option))
            case .points: json.member(option.key, ruleConfiguration[option])
            }
        }
        json.endObject()
        json.endObject()
        json.finish()
        return json.bytes
    }

    /// Sorted by UTF-8 bytes, without duplicates.
    private static func canonical(_ values: [String]) -> [String] {
        Set(values).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}
