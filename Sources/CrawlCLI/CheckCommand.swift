import Foundation
import Ledger
import Pipeline
import Reports
import Rules
import TreeModel

/// `a11y-crawl check`: read, check, report as the screens come, and choose the exit status.
enum CheckCommand {
    static func run(_ options: CheckOptions, standardInput: @escaping @Sendable () -> [UInt8], output: inout ToolOutput) throws {
        if options[\.printConfiguration] {
            let session = try CheckSession(options, command: "check", needsInputs: false)
            output.stdout.append(contentsOf: session.configuration.render())
            return
        }
        let session = try CheckSession(options, command: "check")
        if options[\.allowStale] && session.ledger == nil {
            throw UsageError("'--allow-stale' applies only with a ledger, and there is none: no '\(session.ledgerPath)' here, and none named with --ledger or 'ledger' in the configuration", command: "check")
        }
        guard let report = ReportRegistry.report(id: options[\.format]) else {
            throw UsageError("unknown format '\(options[\.format])'", command: "check")
        }
        let sink: OutputSink
        if let path = options[\.output] {
            try OutputGuard.check(path, session: session, command: "check")
            switch OutputSink.file(path) {
            case .success(let file): sink = file
            case .failure(let failure): throw UsageError.inputOutput("cannot write the report to '\(path)': \(failure.message)", command: "check")
            }
        } else {
            sink = output.reportStream ?? OutputSink.memory()
        }
        let failOn = session.configuration.failOn
        var sarif = SARIFOptions(base: options[\.base], includeReview: options[\.includeReview])
        sarif.includeKnown = options[\.includeKnown]
        // Colour only in a report that may have it, written straight to standard output (never to a file).
        let colours = report.usesColour && options[\.output] == nil && output.terminal.colours(options[\.colour])
        // A comparison says the text sizes itself, unless --text-size names them.
        let textSize = options[\.textSize] ?? (session.textSize == nil ? nil : "default and a large")
        var reportOptions = ReportOptions(toolName: Tool.name, toolVersion: Tool.version, rules: session.engine.rules.map(\.metadata) + session.groupRules.map(\.metadata) + session.crawlRules.map(\.metadata),
                                          sarif: sarif, showKnown: options[\.showKnown], recordedTextSize: textSize,
                                          textStyle: TextStyle(colours: colours), verbose: options[\.verbose])
        reportOptions.jobs = options[\.jobs]
        reportOptions.values = options.reportValues
        let writer = report.writer(to: sink, options: reportOptions)
        let progress = ProgressLine(total: session.inputs.count, forced: options[\.progress],
                                    errorIsTerminal: output.terminal.errorIsTerminal, write: output.terminal.writeError)
        // The report and the progress line share the terminal: the line is erased while the report is written.
        let sharesTerminal = output.terminal.outputIsTerminal && options[\.output] == nil
        // Pairs given in the wrong order (the "large" texts are smaller): said on standard error at the end.
        var wrongOrder: [(large: String, reason: String)] = []
        // Whether the report needs the manual-check items is the report's to say.
        let totals = session.run(withReview: report.needsReviewItems(reportOptions),
                                 withWireframes: report.needsWireframes(reportOptions), withCrawlReport: report.needsCrawlReport,
                                 preparation: writer.preparation, standardInput: standardInput) { result in
            if session.textSize?.pairs.member(result.summary.file)?.size == .large,
               let reason = result.outcomes.lazy.compactMap(\.notRunReason).first(where: TextSizeMatch.isWrongOrder) {
                wrongOrder.append((result.summary.file, reason))
            }
            if sharesTerminal {
                progress.pause()
                writer.add(result)
                progress.resume()
            } else {
                writer.add(result)
            }
            progress.advance()
        }
        progress.finish()
        writer.finish(totals)
        if options[\.output] != nil { sink.close() } else { sink.flush() }
        output.stderr += progress.collected
        if let failure = sink.failure { throw UsageError.inputOutput("cannot write the report: \(failure)", command: "check") }
        if options[\.output] == nil && output.reportStream == nil { output.stdout.append(contentsOf: sink.collected) }
        // Problems with inputs and the ledger also go to standard error when the report does not show them there.
        if !report.showsInputProblems || options[\.output] != nil {
            for screen in totals.notChecked { if let error = screen.error { output.printError(TerminalText.line(error.description)) } }
            for entry in totals.staleEntries {
                output.printError(TerminalText.line("\(session.ledgerPath):\(entry.location.line):\(entry.location.column): error: stale ledger entry: \(entry.rule) on \(entry.screen), \(entry.element), matches no finding"))
            }
        }
        for file in session.textSize?.unpaired ?? [] {
            output.printError(TerminalText.line("warning: \(file) has no recording of the same relative path at the other text size, so it is not compared"))
        }
        for (large, reason) in wrongOrder {
            let normal = session.textSize?.pairs.partner(of: large) ?? "its default recording"
            output.printError(TerminalText.line("warning: \(normal) and \(large) are not compared: \(reason) (give the default text size first, or add --infer-large to tell the large recording by its texts)"))
        }
        let warnings = totals.countIncludingHidden(.warning)
        if let maxWarnings = options[\.maxWarnings], warnings > maxWarnings {
            output.printError("error: \(warnings) warning\(warnings == 1 ? "" : "s") found, more than the \(maxWarnings) that --max-warnings allows")
        }
        output.status = RunPolicy(failOn: failOn, maxWarnings: options[\.maxWarnings], allowStale: options[\.allowStale]).exitStatus(totals)
        // Every file found was one a11y-crawl wrote: nothing checked is not a clean pass.
        if totals.screens == 0 {
            output.printError("error: no recordings were checked: every file found was written by a11y-crawl")
            output.status = 2
        }
    }
}
