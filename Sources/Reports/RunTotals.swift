import Rules
import TreeModel

/// What a report says at its end, accumulated while screens stream past: counts, the inputs that were not
/// checked, and the ledger's stale entries. Small whatever the number of screens.
public struct RunTotals: Sendable {
    public var toolName: String
    public var toolVersion: String
    public var screens = 0
    public var screensRead = 0
    public var elements = 0
    public var notOnScreen = 0
    /// Recording problems over all screens: values that cannot be used (a frame), and lines around a tree that
    /// are not part of it (a recorder's console output), each reported at its place.
    public var problems = 0
    /// New findings (not covered by the ledger) by level.
    public var errors = 0
    public var warnings = 0
    public var notes = 0
    /// Findings covered by the ledger.
    public var known = 0
    /// New items a person must review (outcome needs review): never fail a run.
    public var needsReview = 0
    /// Per rule id: findings, items to review and elements not run, summed over the screens read.
    public var ruleOutcomes: [String: RuleOutcomes] {
        Dictionary(uniqueKeysWithValues: ruleTallies.map { ($0.total.rule, $0.total) })
    }
    /// Per rule id that did not run on some screens: each reason, and on how many screens it was given.
    public var rulesNotRun: [String: NotRunTally] {
        Dictionary(uniqueKeysWithValues: ruleTallies.compactMap { tally in tally.notRun.map { (tally.total.rule, $0) } })
    }
    /// Each rule's totals, in the order first met.
    private var ruleTallies: [RuleTally] = []
    /// Where each rule's totals are in `ruleTallies`.
    private var ruleTallySlots: [String: Int] = [:]
    /// The rule at each position of the last screen's outcomes, with its slot: screens checked by one engine list
    /// their rules in the same order, so a rule is found by its position without hashing its id.
    private var slotsByPosition: [(rule: String, slot: Int)] = []

    /// One rule's totals over the screens read, and its reasons for not running, if it did not on some.
    private struct RuleTally: Sendable {
        var total: RuleOutcomes
        var notRun: NotRunTally?
    }
    /// Screens whose density was inferred from their geometry: how many, and the first few with the density and
    /// evidence, in input order (`ScreenSummary.densityInferred`).
    public var densityInferred = 0
    public var densityInferredExamples: [(file: String, density: Double, evidence: String)] = []
    /// Screens whose given density contradicts their geometry, each with why, in input order.
    public var densityContradicted: [(file: String, message: String)] = []
    /// Screens that embed a web view whose page is not in the recording: how many, and the first few with the
    /// web view, in input order (`ScreenSummary.unrecordedWebViews`).
    public var unrecordedWebContent = 0
    public var unrecordedWebContentExamples: [(file: String, webView: String)] = []
    /// Inputs that could not be read or held an empty capture, in input order.
    public var notChecked: [ScreenSummary] = []
    /// The ledger used, as named on the command line, if any.
    public var ledgerFile: String?
    public var staleEntries: [StaleEntry] = []
    /// `--min-level`, when it is above `note`: new findings under it are left out of the report.
    public var minimumLevel: Level?
    /// New findings left out of the report by `minimumLevel`, by level: they still count for the exit status.
    public var hidden: [Level: Int] = [:]
    /// Files met in folder scans that a11y-crawl wrote (reports, ledgers, configurations): skipped, not
    /// read as recordings. Sorted by path.
    public var ownFiles: [OwnFile] = []
    /// Files met in folder scans that are not recordings by their name (`RecordingRecognizer`), sorted.
    public var notRecordings: [String] = []
    /// The run as a crawl: states, screens, transitions and the findings grouped into issues.
    public var crawl = CrawlReport()

    public init(toolName: String, toolVersion: String) {
        self.toolName = toolName
        self.toolVersion = toolVersion
    }

    /// New findings (outcome finding), whatever their level.
    public var newFindings: Int { errors + warnings + notes }
    public var empty: Int { notChecked.filter { $0.status == .empty }.count }
    public var unreadable: Int { notChecked.filter { $0.status == .unreadable }.count }

    public func count(_ level: Level) -> Int {
        switch level {
        case .error: return errors
        case .warning: return warnings
        case .note: return notes
        }
    }

    /// New findings of `level`, reported or left out by `--min-level`: what the exit status is decided on.
    public func countIncludingHidden(_ level: Level) -> Int { count(level) + hidden[level, default: 0] }

    private static func count(_ outcome: RuleOutcomes, into total: inout RuleOutcomes) {
        total.findings += outcome.findings
        total.needsReview += outcome.needsReview
        total.notRun += outcome.notRun
    }

    /// The slot of `rule`'s totals, the rule being at `position` in a screen's outcomes; made when first met.
    private mutating func slot(of rule: String, at position: Int) -> Int {
        if position < slotsByPosition.count, slotsByPosition[position].rule == rule { return slotsByPosition[position].slot }
        let slot: Int
        if let known = ruleTallySlots[rule] {
            slot = known
        } else {
            slot = ruleTallies.count
            ruleTallies.append(RuleTally(total: RuleOutcomes(rule: rule)))
            ruleTallySlots[rule] = slot
        }
        if position < slotsByPosition.count {
            slotsByPosition[position] = (rule, slot)
        } else if position == slotsByPosition.count {
            slotsByPosition.append((rule, slot))
        }
        return slot
    }

    /// Counts one screen's result in.
    public mutating func add(_ result: ScreenResult) {
        screens += 1
        if result.summary.status == .ok { screensRead += 1 } else { notChecked.append(result.summary) }
        elements += result.summary.elements
        notOnScreen += result.summary.notOnScreen
        problems += result.summary.problems.count
        if let density = result.summary.density, let evidence = result.summary.densityInferred {
            densityInferred += 1
            if densityInferredExamples.count < 3 { densityInferredExamples.append((result.summary.file, density, evidence)) }
        }
        if let contradiction = result.summary.densityContradiction {
            densityContradicted.append((result.summary.file, contradiction))
        }
        if let webView = result.summary.unrecordedWebViews.first {
            unrecordedWebContent += 1
            if unrecordedWebContentExamples.count < 3 { unrecordedWebContentExamples.append((result.summary.file, webView)) }
        }
        for (position, outcome) in result.outcomes.enumerated() {
            let slot = slot(of: outcome.rule, at: position)
            Self.count(outcome, into: &ruleTallies[slot].total)
            if let reason = outcome.notRunReason {
                // Screens are counted by reason, so one screen's reason is never given for all.
                if ruleTallies[slot].notRun == nil { ruleTallies[slot].notRun = NotRunTally() }
                ruleTallies[slot].notRun!.count(reason)
            }
        }
        for index in result.findings.indices {
            if result.mark(index) != nil {
                known += 1
                continue
            }
            if result.findings[index].outcome == .needsReview {
                needsReview += 1
                continue
            }
            switch result.findings[index].level {
            case .error: errors += 1
            case .warning: warnings += 1
            case .note: notes += 1
            }
        }
    }
}
