import Rules
import TreeModel

/// The manual-check list as Markdown: what a recorded tree cannot decide, as boxes a person ticks, grouped by
/// screen, ending with what was and was not done. Deterministic: the same run gives the same text.
public struct ManualReport: Report {
    public init() {}

    public let id = "manual"
    /// Shows each finding, not the crawl's issue groups.
    public var needsCrawlReport: Bool { false }
    public let summary = "the manual-check list as Markdown: what a person must still check, screen by screen"
    public let fileExtension = "md"
    public let options = ["--text-size"]

    public func needsReviewItems(_ options: ReportOptions) -> Bool { true }

    public func writer(to sink: OutputSink, options: ReportOptions) -> ReportWriter {
        ManualReportWriter(sink: sink, toolName: options.toolName, recordedTextSize: options.recordedTextSize)
    }

    /// At most this many elements are named under one item; the JSON output lists them all.
    public static let maxElementsPerItem = 25

    /// The title, the introduction and the catalogue: what comes before the screens.
    static func header(toolName: String) -> String {
        var out = "# Manual checks\n\n"
        out += "\(toolName) reports what a recorded accessibility tree can decide. What follows it cannot: a person "
        out += "with a device must check it, screen by screen, so that \"no findings\" is never read as \"accessible\". "
        out += "Tick each box once it is done.\n"
        return out + catalogue()
    }

    /// Every check once: why a tree cannot decide it and how a person checks it.
    static func catalogue() -> String {
        var out = "\n## How to check\n\n"
        for check in ManualCheckCatalogue.all {
            out += "- **\(escape(check.title))** (\(basis(check, long: true)))\n"
            out += "  - Why the tree cannot decide it: \(escape(check.whyTreeCannotDecide))\n"
            out += "  - How to check: \(escape(check.howToCheck))\n"
            if let android = check.android {
                let title = android.title.map { " (\(escape($0)))" } ?? ""
                out += "  - On Android\(title): \(escape(android.howToCheck))\n"
            }
            out += "  - Asked of: \(escape(check.askedOf)).\n"
        }
        return out
    }

    /// `- [ ] Title (WCAG 3.3.8)`, in the words of the screen's platform, then the elements that asked for it.
    static func checkbox(_ item: ReviewItem, on platform: Platform) -> String {
        let check = item.manualCheck
        var out = "- [ ] \(escape(check.wording(on: platform).title)) (\(basis(check, long: false)))\n"
        guard !check.alwaysApplies else { return out }
        for element in item.elements.prefix(maxElementsPerItem) {
            // An unlabelled element is named by its path already.
            let place = element.label == nil && element.identifier == nil ? "" : " at \(code(element.path))"
            var line = "  - \(escape(element.name))\(place), line \(element.location.line), column \(element.location.column)"
            if let detail = element.detail { line += ": \(escape(detail))" }
            out += line + "\n"
        }
        out += more(item.elements.count)
        return out
    }

    /// The line that counts what a box of `count` entries leaves out, or nothing when it names them all.
    static func more(_ count: Int) -> String {
        count > maxElementsPerItem ? "  - and \(count - maxElementsPerItem) more (the JSON output lists them all)\n" : ""
    }

    /// The screen's items the rules left to a person, as one box: each needs-review finding's sentence with
    /// its rule, basis and place.
    static func reviewBox(_ findings: [Finding]) -> String {
        let review = findings.filter { $0.outcome == .needsReview }
        guard !review.isEmpty else { return "" }
        var out = "- [ ] Decide what the rules left to a person (needs review)\n"
        for finding in review.prefix(maxElementsPerItem) {
            let basis = finding.basis.isEmpty ? "" : ", \(finding.basis)"
            out += "  - line \(finding.location.line), column \(finding.location.column): \(escape(finding.message)) (\(finding.rule)\(basis))\n"
        }
        out += more(review.count)
        return out
    }

    /// The rules that could not run on the screen, as one box: what the recording lacked, so a person checks
    /// what each rule would have, in the words of the screen's platform. Rules whose problem cannot happen on
    /// the screen (`RuleOutcomes.notApplicable`) leave nothing to check: they are named after the box, with why.
    static func notRunBox(_ outcomes: [RuleOutcomes], on platform: Platform) -> String {
        let skipped = outcomes.filter { $0.notRunReason != nil }
        guard !skipped.isEmpty else { return "" }
        var out = ""
        let toCheck = skipped.filter { !$0.notApplicable }
        if !toCheck.isEmpty {
            out += "- [ ] Check by hand what these rules could not judge on this screen\n"
            for outcome in toCheck {
                let rule = RuleRegistry.rule(id: outcome.rule)
                let look = rule.map { "; look for it by hand: \(escape($0.metadata.summary(on: platform)))" } ?? ""
                out += "  - \(outcome.rule)\(basisNote(rule)): \(escape(outcome.notRunReason ?? ""))\(look)\n"
            }
        }
        let moot = skipped.filter(\.notApplicable)
        if !moot.isEmpty {
            out += "- Not applicable here, nothing to check:\n"
            for outcome in moot {
                out += "  - \(outcome.rule)\(basisNote(RuleRegistry.rule(id: outcome.rule))): \(escape(outcome.notRunReason ?? ""))\n"
            }
        }
        return out
    }

    /// ` (WCAG 2.4.6)` for a rule, or nothing for an unknown id.
    private static func basisNote(_ rule: (any Rule)?) -> String {
        rule.map { " (\(Criterion.basis($0.metadata.criteria, hig: $0.metadata.hig, both: false)))" } ?? ""
    }

    static func notCheckedLine(_ screen: ScreenSummary) -> String {
        var reason = screen.error?.message ?? ""
        if let location = screen.error?.location { reason = "line \(location.line), column \(location.column): " + reason }
        let what = screen.status == .empty ? "holds an empty capture" : "could not be read"
        let cause = reason.isEmpty ? "" : " (\(escape(reason)))"
        return "\(code(screen.file)) \(what)\(cause), so nothing on it was checked; record the screen again (or repair the file) and check it."
    }

    /// The honest statement of what was done.
    static func statement(_ totals: RunTotals, recordedTextSize: String?) -> String {
        guard totals.screens > 0 else {
            return "No recordings were given, so nothing was audited; the checks above apply to every screen of the app."
        }
        let trees = totals.screens == 1 ? "1 recorded accessibility tree" : "\(totals.screens) recorded accessibility trees"
        var out = "These screens were audited from \(trees) (\(totals.screensRead) read, \(totals.empty) empty, \(totals.unreadable) unreadable) by "
        out += "\(totals.toolName) \(totals.toolVersion); they were not used with a screen reader on a device. The rules decide only "
        out += "what a tree shows, so every box above still needs a person. "
        if let recordedTextSize {
            out += "The recordings were made at the \(escape(recordedTextSize)) text size; check the largest accessibility size too."
        } else {
            out += "The text size the recordings were made at is not recorded in them, so check each screen at the default "
            out += "size and at the largest accessibility size."
        }
        return out
    }

    /// `WCAG 2.4.6` (short) or `WCAG 2.4.6 Headings and Labels, Level AA` (long), with the HIG page when cited.
    static func basis(_ check: ManualCheck, long: Bool) -> String {
        var parts: [String] = []
        if long {
            parts += check.criteria.map { "WCAG \($0.id) \($0.name), Level \($0.level.rawValue)" }
        } else if !check.criteria.isEmpty {
            parts.append("WCAG " + check.criteria.map(\.id).joined(separator: ", "))
        }
        if let hig = check.hig { parts.append(long ? "[\(hig.reference)](\(hig.url))" : hig.reference) }
        return parts.joined(separator: "; ")
    }

    /// Text as a Markdown code span, whatever backticks it holds.
    static func code(_ text: String) -> String {
        var fence = "`"
        while text.contains(fence) { fence += "`" }
        let pad = text.hasPrefix("`") || text.hasSuffix("`") || fence.count > 1 ? " " : ""
        return fence + pad + text + pad + fence
    }

    /// Text with the characters Markdown would read as markup escaped, on one line.
    static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "\\", "`", "*", "_", "[", "]", "<", ">", "#", "|", "~": out.append("\\"); out.append(character)
            case "\n", "\r", "\r\n": out.append(" ")
            default: out.append(character)
            }
        }
        return out
    }
}

/// Streams the manual-check list: the catalogue first, each screen's boxes as it comes, then the inputs that
/// were not checked and the statement of what was done.
public final class ManualReportWriter: ReportWriter {
    private let sink: OutputSink
    private let recordedTextSize: String?
    private var startedScreens = false

    public init(sink: OutputSink, toolName: String, recordedTextSize: String?) {
        self.sink = sink
        self.recordedTextSize = recordedTextSize
        sink.write(ManualReport.header(toolName: toolName))
    }

    public func add(_ result: ScreenResult) {
        guard result.summary.status == .ok else { return }
        var out = ""
        if !startedScreens {
            out += "\n## Screens\n"
            startedScreens = true
        }
        out += "\n### \(ManualReport.code(result.summary.file))\n\n"
        for item in result.reviewItems { out += ManualReport.checkbox(item, on: result.summary.platform) }
        out += ManualReport.reviewBox(result.findings)
        out += ManualReport.notRunBox(result.outcomes, on: result.summary.platform)
        sink.write(out)
    }

    public func finish(_ totals: RunTotals) {
        var out = ""
        if !totals.notChecked.isEmpty {
            out += "\n## Not checked\n\n"
            for screen in totals.notChecked { out += "- [ ] " + ManualReport.notCheckedLine(screen) + "\n" }
        }
        out += "\n## What was done\n\n" + ManualReport.statement(totals, recordedTextSize: recordedTextSize) + "\n"
        sink.write(out)
        sink.flush()
    }
}
