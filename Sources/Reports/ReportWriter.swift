import Rules
import TreeModel

/// Writes one report while the screens stream past: `add` once per screen, in input order, then `finish`.
/// Writers hold only what their format must write after the screens (in spools, not in memory), so a run
/// of any size costs the same memory.
public protocol ReportWriter: AnyObject {
    func add(_ result: ScreenResult)
    func finish(_ totals: RunTotals)
    /// The work the writer can do on one result alone, which the pipeline may do for several results at once on
    /// its threads before `add` takes them in order; nil when the writer has none.
    var preparation: ResultPreparation? { get }
}

extension ReportWriter {
    public var preparation: ResultPreparation? { nil }
}

/// What a report writer makes of one result with no other result to hand (the SARIF writer renders its results):
/// the pipeline keeps it in `ScreenResult.prepared` for the writer's `add`, which must write the same with or
/// without it.
public struct ResultPreparation: Sendable {
    public let prepare: @Sendable (ScreenResult) -> any Sendable

    public init(_ prepare: @escaping @Sendable (ScreenResult) -> any Sendable) {
        self.prepare = prepare
    }
}

/// What the writers need beyond the results: the tool, the rules that ran, and the options of the formats
/// that have them.
public struct ReportOptions: Sendable {
    public var toolName: String
    public var toolVersion: String
    /// The rules that ran, in registry order.
    public var rules: [RuleMetadata]
    public var sarif: SARIFOptions
    /// Known findings (covered by the ledger) are listed in text output (`--show-known`); JSON always lists
    /// them with their reason.
    public var showKnown: Bool
    /// The text size the recordings were made at, for the manual-check list, when known.
    public var recordedTextSize: String?
    /// Colours for the text report on a terminal (`--color`); plain everywhere else.
    public var textStyle: TextStyle
    /// `--verbose`: text output lists every file a scan met that is not a recording, not just the first few.
    public var verbose: Bool
    /// Threads a report may use to render a very large screen's findings (`--jobs`); the output is the same
    /// with any number.
    public var jobs: Int = 1
    /// The values of the reports' own options (`Report.ownOptions`) that were given, by name; read them with
    /// the subscript.
    public var values: [String: any Sendable] = [:]

    /// The value of a report's own option: the one given, else its default.
    public subscript<Value>(option: ReportOption<Value>) -> Value {
        get { values[option.name] as? Value ?? option.defaultValue }
        set { values[option.name] = newValue }
    }

    public init(toolName: String = "a11y-crawl", toolVersion: String = ToolVersion.current, rules: [RuleMetadata] = [],
                sarif: SARIFOptions = SARIFOptions(), showKnown: Bool = false, recordedTextSize: String? = nil,
                textStyle: TextStyle = .plain, verbose: Bool = false) {
        self.toolName = toolName
        self.toolVersion = toolVersion
        self.rules = rules
        self.sarif = sarif
        self.showKnown = showKnown
        self.recordedTextSize = recordedTextSize
        self.textStyle = textStyle
        self.verbose = verbose
    }
}
