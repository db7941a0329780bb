import Rules
import TreeModel

/// `path:line:column: warning: message [rule-id, WCAG 2.5.8]`, one per finding, then a summary.
public enum TextReport {
    /// The whole report for a run held in memory.
    public static func render(_ run: CheckRun, showKnown: Bool = false) -> String {
        let sink = OutputSink.memory()
        run.feed(TextReportWriter(sink: sink, showKnown: showKnown))
        return String(decoding: sink.collected, as: UTF8.self)
    }

    /// `path:line:column: warning: Button "Help" has a frame that cannot be used (…), so … [recording]`
    public static func line(_ problem: RecordingProblem) -> String { "\(problem.description) [recording]" }

    public static func line(_ finding: Finding) -> String {
        let basis = finding.basis.isEmpty ? "" : ", \(finding.basis)"
        return "\(finding.file):\(finding.location.line):\(finding.location.column): \(finding.level.rawValue): \(finding.message) [\(finding.rule)\(basis)]"
    }

    public static func summary(_ totals: RunTotals) -> String {
        var out = "\n"
        out += "Screens: \(totals.screens) (\(totals.screensRead) read, \(totals.empty) empty, \(totals.unreadable) unreadable)\n"
        out += "Elements checked: \(totals.elements) (\(totals.notOnScreen) zero-size or off-screen, not judged by size or order rules)\n"
        if totals.problems > 0 {
            out += "Recording problems: \(totals.problems) (\(totals.problems == 1 ? "an element" : "elements") whose frame cannot be used, among those not judged by size or order rules)\n"
        }
        out += "Findings: \(plural(totals.errors, "error")), \(plural(totals.warnings, "warning")), \(plural(totals.notes, "note"))"
        if let ledger = totals.ledgerFile {
            out += "; \(totals.known) known (in \(ledger)), not counted"
        }
        out += "\n"
        if !totals.staleEntries.isEmpty, let ledger = totals.ledgerFile {
            out += "Stale ledger entries (they match no finding; remove them, or run 'a11y-crawl ledger prune'):\n"
            for entry in totals.staleEntries {
                out += "  \(ledger):\(entry.location.line):\(entry.location.column): \(entry.rule) on \(entry.screen), \(entry.element)\n"
            }
        }
        let unreadable = totals.notChecked.filter { $0.status == .unreadable }
        if !unreadable.isEmpty {
            out += "Could not be read:\n"
            for screen in unreadable { out += "  \(screen.file)\n" }
        }
        let empty = totals.notChecked.filter { $0.status == .empty }
        if !empty.isEmpty {
            out += "Empty captures (no tree; not a clean pass):\n"
            for screen in empty { out += "  \(screen.file)\n" }
        }
        return out
    }

    static func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}

/// Streams the text report: each screen's lines as it comes, the summary at the end.
public final class TextReportWriter: ReportWriter {
    private let sink: OutputSink
    private let showKnown: Bool

    public init(sink: OutputSink, showKnown: Bool) {
        self.sink = sink
        self.showKnown = showKnown
    }

    public func add(_ result: ScreenResult) {
        var out = ""
        if let error = result.summary.error {
            let kind = result.summary.status == .empty ? "empty capture" : "unreadable"
            out += "\(error.description) [\(kind)]\n"
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
                out += TextReport.line(finding) + " (known: \(mark.reason))\n"
            } else {
                out += TextReport.line(finding) + "\n"
            }
        }
        for problem in problems { out += TextReport.line(problem) + "\n" }
        // File names, ledger reasons and read errors are written out as safely as labels in messages.
        if !out.isEmpty { sink.write(TerminalText.lines(out)) }
    }

    public func finish(_ totals: RunTotals) {
        sink.write(TerminalText.lines(TextReport.summary(totals)))
        sink.flush()
    }
}
