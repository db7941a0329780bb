import Rules
import TreeModel

/// `path:line:column: warning: message [rule-id, WCAG 2.5.8]`, one per finding, then a summary.
public struct TextReport: Report {
    public init() {}

    public let id = "text"
    public let summary = "one line per finding, path:line:column: level: message [rule, basis], then a summary"
    public let fileExtension = "txt"
    public let showsInputProblems = true
    public let usesColour = true
    public let options = ["--min-level", "--quiet", "--show-known", "--color", "--verbose"]

    public func writer(to sink: OutputSink, options: ReportOptions) -> ReportWriter {
        TextReportWriter(sink: sink, showKnown: options.showKnown, style: options.textStyle, verbose: options.verbose)
    }

    /// `path:line:column: warning: Button "Help" has a frame that cannot be used (…), so … [recording]`
    public static func line(_ problem: RecordingProblem) -> String { TerminalText.line("\(problem.description) [recording]") }

    /// One finding on one line; an item to review says `review` instead of its level. The file name and the
    /// message are written out safely (`TerminalText`) before the level is coloured, so nothing from a
    /// recording can drive the terminal and our own colour survives.
    public static func line(_ finding: Finding, style: TextStyle = .plain) -> String {
        let basis = finding.basis.isEmpty ? "" : ", \(finding.basis)"
        let level = finding.outcome == .needsReview ? "review" : style.level(finding.level)
        return "\(TerminalText.line(finding.file)):\(finding.location.line):\(finding.location.column): \(level): \(TerminalText.line(finding.message)) [\(finding.rule)\(basis)]"
    }

    /// `path:line:column: error: message` of a file that was not checked, its level coloured like a finding's.
    static func line(_ error: ReadError, style: TextStyle) -> String {
        let text = TerminalText.line(error.description)
        let message = TerminalText.line(error.message)
        let tail = "error: " + message
        guard style.colours, text.hasSuffix(tail) else { return text }
        return String(text.dropLast(tail.count)) + style.level(.error) + ": " + message
    }

    /// `verbose` lists every file met in a scan that is not a recording, instead of the first few.
    public static func summary(_ totals: RunTotals, style: TextStyle = .plain, verbose: Bool = false) -> String {
        var out = "\n"
        out += "Screens: \(totals.screens) (\(totals.screensRead) read, \(totals.empty) empty, \(totals.unreadable) unreadable)\n"
        out += "Elements checked: \(totals.elements) (\(totals.notOnScreen) zero-size, off-screen or scrolled out of view, not judged by size or order rules)\n"
        if totals.problems > 0 {
            out += "Recording problems: \(totals.problems) (parts of the recording that could not be used as written, each reported at its place: a value that cannot be used, such as a frame, whose element is then among those not judged by size or order rules, or lines around the tree that are not part of it)\n"
        }
        out += "Findings: \(plural(totals.errors, "error")), \(plural(totals.warnings, "warning")), \(plural(totals.notes, "note"))"
        // File names, ledger entries and reasons are written out one line each (`TerminalText.line`): a line
        // break in a name is escaped, never a line of its own.
        let name = TerminalText.line
        if let ledger = totals.ledgerFile {
            out += "; \(totals.known) known (in \(name(ledger))), not counted"
        }
        if totals.needsReview > 0 { out += "; \(totals.needsReview) to review (a person decides; never fails the run)" }
        out += "\n"
        if totals.densityInferred > 0 {
            // The size findings of these screens rest on a density nobody gave: say which and why.
            out += "Density inferred from the geometry (no --density given) on \(plural(totals.densityInferred, "screen")):\n"
            for example in totals.densityInferredExamples {
                out += "  \(TerminalText.line(example.file)): \(DensityInference.ratio(example.density)), from \(example.evidence)\n"
            }
            if totals.densityInferred > totals.densityInferredExamples.count {
                out += "  and \(plural(totals.densityInferred - totals.densityInferredExamples.count, "more screen"))\n"
            }
        }
        if totals.unrecordedWebContent > 0 {
            // No finding is no pass: the page inside a web view was never seen.
            out += "Web content not checked (the recording holds no nodes of the page a web view shows) on \(plural(totals.unrecordedWebContent, "screen")):\n"
            for example in totals.unrecordedWebContentExamples {
                out += "  \(TerminalText.line(example.file)): \(TerminalText.line(example.webView))\n"
            }
            if totals.unrecordedWebContent > totals.unrecordedWebContentExamples.count {
                out += "  and \(plural(totals.unrecordedWebContent - totals.unrecordedWebContentExamples.count, "more screen"))\n"
            }
        }
        for contradicted in totals.densityContradicted {
            out += "\(style.level(.warning)): \(TerminalText.line(contradicted.file)): \(contradicted.message)\n"
        }
        if !totals.rulesNotRun.isEmpty {
            out += "Rules not run (the evidence they need is not in the recording):\n"
            // One line per reason, with the screens it was given for.
            for rule in totals.rulesNotRun.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
                let tally = totals.rulesNotRun[rule]!
                for entry in tally.reasons { out += "  \(rule) on \(plural(entry.screens, "screen")): \(name(entry.reason))\n" }
                if tally.otherScreens > 0 {
                    out += "  \(rule) on \(plural(tally.otherScreens, "more screen")), for other reasons (the JSON report gives each screen's)\n"
                }
            }
        }
        // Elements of a text-size comparison that matched no element of the other recording with confidence.
        let unmatched = TextSizeRules.ids.compactMap { rule in
            totals.ruleOutcomes[rule].flatMap { $0.notRun > 0 ? "\(rule) \(plural($0.notRun, "element"))" : nil }
        }
        if !unmatched.isEmpty {
            out += "Not judged at two text sizes (no confident match in the other recording): \(unmatched.joined(separator: ", "))\n"
        }
        let hidden = Level.allCases.reversed().compactMap { level in
            totals.hidden[level].map { plural($0, level.rawValue) }
        }
        if let minimum = totals.minimumLevel, !hidden.isEmpty {
            out += "Not shown (under --min-level \(minimum.rawValue)): \(hidden.joined(separator: ", ")); they still count for the exit status\n"
        }
        if !totals.staleEntries.isEmpty, let ledger = totals.ledgerFile {
            out += "Stale ledger entries (they match no finding; remove them, or run 'a11y-crawl ledger prune'):\n"
            for entry in totals.staleEntries {
                out += "  \(name(ledger)):\(entry.location.line):\(entry.location.column): \(entry.rule) on \(name(entry.screen)), \(name(entry.element))\n"
            }
        }
        let unreadable = totals.notChecked.filter { $0.status == .unreadable }
        if !unreadable.isEmpty {
            out += "Could not be read:\n"
            for screen in unreadable { out += "  \(name(screen.file))\n" }
        }
        let empty = totals.notChecked.filter { $0.status == .empty }
        if !empty.isEmpty {
            out += "Empty captures (no tree; not a clean pass):\n"
            for screen in empty { out += "  \(name(screen.file))\n" }
        }
        if !totals.ownFiles.isEmpty {
            let files = totals.ownFiles.map { "\(name($0.file)) (\($0.kind.description))" }
            out += "Skipped \(plural(files.count, "file")) written by a11y-crawl: \(files.joined(separator: ", "))\n"
        }
        if !totals.notRecordings.isEmpty {
            let count = totals.notRecordings.count
            out += "\(plural(count, "file")) not recognised as recordings: "
            let names = totals.notRecordings.map(name)
            out += verbose ? names.joined(separator: ", ") : firstFew(names)
            out += "\n"
        }
        return out
    }

    /// The first few of `names`, then how many more: `a.xml, b.png, c.txt, d.md, e.md and 3 more (--verbose lists them all)`.
    public static func firstFew(_ names: [String], limit: Int = 5) -> String {
        guard names.count > limit else { return names.joined(separator: ", ") }
        return names.prefix(limit).joined(separator: ", ") + " and \(names.count - limit) more (--verbose lists them all)"
    }

    static func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}

/// Streams the text report: each screen's lines as it comes, the summary at the end, then the count of new
/// findings per rule.
public final class TextReportWriter: ReportWriter {
    private let sink: OutputSink
    private let showKnown: Bool
    private let style: TextStyle
    private let verbose: Bool
    private var table = RuleCountTable()

    public init(sink: OutputSink, showKnown: Bool, style: TextStyle = .plain, verbose: Bool = false) {
        self.sink = sink
        self.showKnown = showKnown
        self.style = style
        self.verbose = verbose
    }

    public func add(_ result: ScreenResult) {
        var out = ""
        if let error = result.summary.error {
            let kind = result.summary.status == .empty ? "empty capture" : "unreadable"
            out += "\(TextReport.line(error, style: style)) [\(kind)]\n"
        }
        // Recording problems and findings together, in file order (both lists are in file order).
        var problems = result.summary.problems[...]
        for (index, finding) in result.findings.enumerated() {
            while let problem = problems.first, problem.location <= finding.location {
                out += TextReport.line(problem) + "\n"
                problems = problems.dropFirst()
            }
            if let mark = result.mark(index) {
                guard showKnown else { continue }
                out += TextReport.line(finding, style: style) + " (known: \(TerminalText.line(mark.reason)))\n"
            } else {
                // The table counts findings by level; items to review are counted in the summary.
                if finding.outcome == .finding { table.count(finding) }
                out += TextReport.line(finding, style: style) + "\n"
            }
            // Written on in pieces: a screen of 200,000 elements has some 45 MB of lines.
            if out.utf8.count >= 1 << 16 {
                sink.write(out)
                out.removeAll(keepingCapacity: true)
            }
        }
        for problem in problems { out += TextReport.line(problem) + "\n" }
        // File names, ledger reasons and read errors were written out as safely as labels in messages.
        if !out.isEmpty { sink.write(out) }
    }

    public func finish(_ totals: RunTotals) {
        // The summary holds file names (ledger, unreadable and skipped files) but no colour: written out
        // safely as a whole.
        sink.write(TerminalText.lines(TextReport.summary(totals, style: style, verbose: verbose)))
        // The crawl's section writes its names and messages out safely itself, and colours its levels.
        sink.write(TextReport.crawlSection(totals.crawl, style: style, showKnown: showKnown))
        if !table.isEmpty { sink.write("\n" + table.render(style: style)) }
        sink.flush()
    }
}
