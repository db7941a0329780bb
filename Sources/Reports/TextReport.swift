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

    public static func line(_ finding: Finding) -> String {
        let basis = finding.basis.isEmpty ? "" : ", \(finding.basis)"
        return "\(finding.file):\(finding.location.line):\(finding.location.column): \(finding.level.rawValue): \(finding.message) [\(finding.rule)\(basis)]"
    }

    /// `verbose` lists every file met in a scan that is not a recording, instead of the first few.
    public static func summary(_ totals: RunTotals, verbose: Bool = false) -> String {
        var out = "\n"
        out += "Screens: \(totals.screens) (\(totals.screensRead) read, \(totals.empty) empty, \(totals.unreadable) unreadable)\n"
        out += "Elements checked: \(totals.elements) (\(totals.notOnScreen) zero-size or off-screen, not judged by size or order rules)\n"
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
        if !totals.ownFiles.isEmpty {
            let files = totals.ownFiles.map { "\($0.file) (\($0.kind.description))" }
            out += "Skipped \(plural(files.count, "file")) written by a11y-crawl: \(files.joined(separator: ", "))\n"
        }
        if !totals.notRecordings.isEmpty {
            let count = totals.notRecordings.count
            out += "\(plural(count, "file")) not recognised as recordings: "
            out += verbose ? totals.notRecordings.joined(separator: ", ") : firstFew(totals.notRecordings)
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

/// Streams the text report: each screen's lines as it comes, the summary at the end.
public final class TextReportWriter: ReportWriter {
    private let sink: OutputSink
    private let showKnown: Bool
    private let verbose: Bool

    public init(sink: OutputSink, showKnown: Bool, verbose: Bool = false) {
        self.sink = sink
        self.showKnown = showKnown
        self.verbose = verbose
    }

    public func add(_ result: ScreenResult) {
        var out = ""
        if let error = result.summary.error {
            let kind = result.summary.status == .empty ? "empty capture" : "unreadable"
            out += "\(error.description) [\(kind)]\n"
        }
        for (index, finding) in result.findings.enumerated() {
            if let mark = result.mark(index) {
                guard showKnown else { continue }
                out += TextReport.line(finding) + " (known: \(mark.reason))\n"
            } else {
                out += TextReport.line(finding) + "\n"
            }
        }
        if !out.isEmpty { sink.write(out) }
    }

    public func finish(_ totals: RunTotals) {
        sink.write(TextReport.summary(totals, verbose: verbose))
        sink.flush()
    }
}
