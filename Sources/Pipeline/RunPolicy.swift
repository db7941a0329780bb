import Reports
import Rules

/// What decides a run, for the command line and the library alike: which findings fail it, with which exit
/// status, and which values a rule's option takes. New findings at or above `failOn` fail it, and new warnings
/// beyond `maxWarnings`; known findings (covered by the ledger) and items to review never do. A stale ledger
/// entry fails it unless `allowStale`. An input that could not be read or held an empty capture makes it exit 2
/// whatever was found.
public struct RunPolicy: Sendable, Hashable {
    /// A new finding at or above this level fails the run; nil: none does (`--fail-on never`). Default `error`.
    public var failOn: Level?
    /// More new warnings than this fail the run, whatever `failOn` is (`--max-warnings`); nil: no limit.
    public var maxWarnings: Int?
    /// Stale ledger entries are reported but do not fail the run (`--allow-stale`).
    public var allowStale: Bool

    public init(failOn: Level? = .error, maxWarnings: Int? = nil, allowStale: Bool = false) {
        self.failOn = failOn
        self.maxWarnings = maxWarnings
        self.allowStale = allowStale
    }

    /// Whether what `totals` counts fails the run (exit status 1). `totals` counts new findings only, by level,
    /// those `--min-level` left out of the report included; items to review and known findings are not among
    /// them.
    public func fails(_ totals: RunTotals) -> Bool {
        let failing = failOn.map { minimum in Level.allCases.contains { $0 >= minimum && totals.countIncludingHidden($0) > 0 } } ?? false
        let tooManyWarnings = maxWarnings.map { totals.countIncludingHidden(.warning) > $0 } ?? false
        return failing || tooManyWarnings || (!totals.staleEntries.isEmpty && !allowStale)
    }

    /// 2 when an input could not be read or was empty; else 1 when the run `fails`; else 0.
    public func exitStatus(_ totals: RunTotals) -> Int32 {
        if !totals.notChecked.isEmpty { return 2 }
        return fails(totals) ? 1 : 0
    }

    /// `value` as `option` takes it (a whole number as one), or nil when the option does not take it: the check
    /// of the configuration file, of `--set` and the other options that set a rule's option, and of
    /// `A11yCrawl(settings:)`.
    public static func value(_ value: Double, for option: RuleOption) -> Double? { option.validated(value) }
}
