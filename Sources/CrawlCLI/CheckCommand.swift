import Foundation
import Ledger
import Pipeline
import Reports
import Rules
import TreeModel

/// `a11y-crawl check`: read, check, report as the screens come, and choose the exit status.
enum CheckCommand {
    static func run(_ options: CheckOptions, standardInput: @escaping @Sendable () -> [UInt8], output: inout ToolOutput) throws {
        if options.printConfig {
            let session = try CheckSession(options, command: "check", needsInputs: false)
            output.stdout.append(contentsOf: session.configuration.render())
            return
        }
        let session = try CheckSession(options, command: "check")
        let sink: OutputSink
        if let path = options.output {
            switch OutputSink.file(path) {
            case .success(let file): sink = file
            case .failure(let failure): throw UsageError("cannot write the report to '\(path)': \(failure.message)", command: "check")
            }
        } else {
            sink = output.reportStream ?? OutputSink.memory()
        }
        let failOn = session.configuration.failOn
        var sarif = SARIFOptions(base: options.base, includeReview: options.includeReview)
        sarif.minimumLevel = failOn
        sarif.includeKnown = options.includeKnown
        let reportOptions = ReportOptions(toolName: Tool.name, toolVersion: Tool.version, rules: session.engine.rules.map(\.metadata),
                                          sarif: sarif, showKnown: options.showKnown, recordedTextSize: options.textSize)
        guard let report = ReportRegistry.report(id: options.format) else {
            throw UsageError("unknown format '\(options.format)'", command: "check")
        }
        let writer = report.writer(to: sink, options: reportOptions)
        // Whether the report needs the manual-check items is the report's to say.
        let withReview = report.needsReviewItems(reportOptions)
        let totals = session.run(withReview: withReview, standardInput: standardInput) { writer.add($0) }
        writer.finish(totals)
        if options.output != nil { sink.close() } else { sink.flush() }
        if let failure = sink.failure { throw UsageError("cannot write the report: \(failure)", command: "check") }
        if options.output == nil && output.reportStream == nil { output.stdout.append(contentsOf: sink.collected) }
        // Problems with inputs and the ledger also go to standard error when the report does not show them there.
        if !report.showsInputProblems || options.output != nil {
            for screen in totals.notChecked { if let error = screen.error { output.printError(error.description) } }
            for entry in totals.staleEntries {
                output.printError("\(session.ledgerPath):\(entry.location.line):\(entry.location.column): error: stale ledger entry: \(entry.rule) on \(entry.screen), \(entry.element), matches no finding")
            }
        }
        output.status = status(totals, failOn: failOn, allowStale: options.allowStale)
    }

    /// 2 when an input could not be read or was empty; else 1 when a new finding is at or above `--fail-on`, or
    /// a ledger entry is stale (unless allowed); else 0.
    static func status(_ totals: RunTotals, failOn: Level?, allowStale: Bool) -> Int32 {
        if !totals.notChecked.isEmpty { return 2 }
        // The totals count new findings only: known ones never fail the run.
        let failing = failOn.map { minimum in Level.allCases.contains { $0 >= minimum && totals.count($0) > 0 } } ?? false
        if failing || (!totals.staleEntries.isEmpty && !allowStale) { return 1 }
        return 0
    }
}
