// A11yCrawlKit: a11y-crawl as a library — read recordings, run the rules (the built-in ones, chosen ones, or
// rules of your own), and get findings, outcomes and reports as values. A thin facade over the Recorders,
// Rules, Pipeline and Reports modules, which it re-exports so a rule written in another package can use
// `Rule`, `ScreenFacts`, `Finding` and the rest. Guide: Docs/Library.md.

@_exported import Pipeline
@_exported import Recorders
@_exported import Reports
@_exported import Rules
@_exported import TreeModel

/// A configured check: which rules run, with which settings. A value: make one, then `check` recordings.
///
/// ```swift
/// let crawl = try A11yCrawl(ruleIDs: ["target-size-hig"], settings: ["target-size-hig.size": 48])
/// let run = crawl.check(A11yCrawl.read(contentsOf: "Recordings/login.json"))
/// for finding in run.findings { print(finding.rule, finding.message) }
/// let sarif = try run.report("sarif")
/// let html = try run.report("html")      // one self-contained page, every screen drawn
/// ```
public struct A11yCrawl: Sendable {
    /// The rules that run, in order (the built-in ones by default, `RuleRegistry.all`).
    public var rules: [any Rule]
    /// Option values, levels and layout direction the rules read.
    public var configuration: RuleConfiguration
    /// Whether the manual-check items (what a person must review) are worked out too; the `json` and
    /// `manual` reports list them.
    public var withReview: Bool
    /// Files read and checked at a time by `check(contentsOf:)`; results keep input order whatever the number.
    public var jobs: Int
    /// Whether each screen's geometry is kept (`ScreenResult.wireframe`) so the `html` report can draw the
    /// screens. On by default; turn it off to hold less in memory when no `html` report is wanted.
    public var withWireframes: Bool
    /// The rules that judge a crawl as a whole (`CrawlRules.all` by default): they run on recordings of one
    /// crawl, two or more screens of one app (see Docs/Crawls.md).
    public var crawlRules: [any CrawlRule] = CrawlRules.all

    /// The version of a11y-crawl this library is (the one `a11y-crawl --version` prints).
    public static var version: String { ToolVersion.current }
    /// Every built-in rule, in registry order.
    public static var builtInRules: [any Rule] { RuleRegistry.all }

    /// A check with `rules` (every built-in rule by default) and `configuration`.
    public init(rules: [any Rule] = RuleRegistry.all, configuration: RuleConfiguration = RuleConfiguration(),
                withReview: Bool = true, jobs: Int = 1, withWireframes: Bool = true) {
        self.rules = rules
        self.configuration = configuration
        self.withReview = withReview
        self.jobs = max(1, jobs)
        self.withWireframes = withWireframes
    }

    /// A check with the built-in rules named in `ruleIDs` (all when nil) plus `additionalRules` of your own,
    /// and option values by their `--set` names (`"target-size-hig.size": 48`). Throws `A11yCrawlError` for
    /// an unknown rule id or option, or a value the option does not take (`RunPolicy.value(_:for:)`, as the
    /// command line and the configuration file: `header-trait-missing.max-words` takes whole numbers only).
    public init(ruleIDs: [String]? = nil, additionalRules: [any Rule] = [], settings: [String: Double] = [:],
                levels: [String: Level] = [:], rightToLeft: Bool = false, withReview: Bool = true) throws {
        var chosen: [any Rule] = RuleRegistry.all
        var crawlRules = CrawlRules.all
        if let ruleIDs {
            crawlRules = CrawlRules.all.filter { ruleIDs.contains($0.metadata.id) }
            chosen = try ruleIDs.filter { !CrawlRules.ids.contains($0) }.map { id in
                guard let rule = RuleRegistry.rule(id: id) ?? additionalRules.first(where: { $0.id == id }) else {
                    throw A11yCrawlError.unknownRule(id)
                }
                return rule
            }
        }
        for rule in additionalRules where !chosen.contains(where: { $0.id == rule.id }) { chosen.append(rule) }
        var configuration = RuleConfiguration()
        configuration.rightToLeft = rightToLeft
        let options = chosen.flatMap(\.metadata.options)
        for (id, value) in settings.sorted(by: { $0.key < $1.key }) {
            guard let option = options.first(where: { $0.id == id }) else { throw A11yCrawlError.unknownOption(id) }
            // The run policy's check, the one the configuration file and the command line make.
            guard let valid = RunPolicy.value(value, for: option) else { throw A11yCrawlError.invalidValue(option: id, value: value) }
            configuration[option] = valid
        }
        for (id, level) in levels {
            guard chosen.contains(where: { $0.id == id }) || crawlRules.contains(where: { $0.metadata.id == id }) else {
                throw A11yCrawlError.unknownRule(id)
            }
            configuration.levels[id] = level
        }
        self.init(rules: chosen, configuration: configuration, withReview: withReview)
        self.crawlRules = crawlRules
    }

    /// The engine these settings make (for code that works with the Rules module directly).
    public var engine: Engine { Engine(rules: rules, configuration: configuration) }

    /// Reads a recording from `bytes`; `file` names it in messages and helps recognise the format (its extension).
    /// A recording no recorder reads comes back as an unreadable screen, with the reason, not as an error.
    public static func read(bytes: [UInt8], file: String) -> Screen {
        RecordingReader.read(bytes: bytes, file: file)
    }

    /// Reads the recording at `path`, with the screenshot beside it when there is one (for the contrast rules).
    public static func read(contentsOf path: String) -> Screen {
        var screen = RecordingReader.read(contentsOf: path)
        ScreenshotPairing.attach(to: &screen, path: path, displayPath: path, engine: Engine())
        return screen
    }

    /// Checks screens already read (or built in memory), in the order given.
    public func check(_ screens: [Screen]) -> CheckRun {
        let engine = self.engine
        var pipeline = CheckPipeline(engine: engine, withReview: withReview, jobs: jobs, toolVersion: ToolVersion.current,
                                     withWireframes: withWireframes)
        pipeline.crawlRules = crawlRules
        let run = pipeline.results(for: screens)
        return CheckRun(results: run.results, totals: run.totals, rules: engine.rules.map(\.metadata) + crawlRules.map(\.metadata),
                        hasWireframes: withWireframes, hasReviewItems: withReview)
    }

    /// Checks one screen.
    public func check(_ screen: Screen) -> CheckRun { check([screen]) }

    /// Reads and checks the recordings at `paths`, in the order given.
    public func check(contentsOf paths: [String]) -> CheckRun { check(paths.map(Self.read(contentsOf:))) }
}
