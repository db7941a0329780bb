import Foundation
import Ledger
import Pipeline
import Reports
import Rules
import TreeModel

/// `a11y-crawl ledger write --reason "…" PATH...` and `a11y-crawl ledger prune PATH...`: check the
/// recordings, then add an entry for every finding the ledger does not cover yet, or remove the entries
/// that cover nothing (entries for recordings gone from a checked folder included; see `LedgerScope`).
/// Existing entries and their reasons are kept; the file is written sorted. Neither writes when a recording
/// cannot be read, unless `ledger write --skip-unreadable` is given: then the entries are written for what was
/// read, and what was skipped is listed on standard error.
enum LedgerCommand {
    static func run(_ arguments: [String], standardInput: @escaping @Sendable () -> [UInt8], output: inout ToolOutput) throws {
        guard let action = arguments.first, action == "write" || action == "prune" else {
            throw UsageError(arguments.first.map { "unknown ledger action '\($0)'; expected write or prune" } ?? "expected write or prune",
                             command: "ledger")
        }
        let command = "ledger \(action)"
        let options = try CheckOptions.parse(Array(arguments.dropFirst()), command: command)
        let session = try CheckSession(options, command: command)
        if action == "prune" && session.ledger == nil {
            throw UsageError("there is no ledger at '\(session.ledgerPath)' to prune", command: command)
        }
        var findings: [Finding] = []
        var issues: [String] = []
        var checkedScreens: [String] = []
        var notChecked: [ScreenSummary] = []
        // Checked without the ledger: `write` and `prune` compare every finding with the entries themselves.
        var pipeline = session.pipeline(withReview: false)
        pipeline.ledger = nil
        pipeline.minimumLevel = .note
        _ = pipeline.run(session.inputs, standardInput: standardInput) { checked in
            findings.append(contentsOf: checked.findings)
            issues.append(contentsOf: checked.issues)
            if checked.summary.status == .ok { checkedScreens.append(checked.summary.file) } else { notChecked.append(checked.summary) }
        }
        if !notChecked.isEmpty {
            for screen in notChecked { if let error = screen.error { output.printError(error.description) } }
            let count = "\(notChecked.count) recording\(notChecked.count == 1 ? "" : "s")"
            guard options[\.skipUnreadable] && action == "write" else {
                let hint = action == "write" ? " (--skip-unreadable writes entries for the rest)" : ""
                output.printError("error: the ledger was not written: \(count) could not be checked\(hint)")
                output.status = 2
                return
            }
            // Entries are written for what was read; the ledger keeps whatever it had for the rest.
            output.printError("warning: \(count) skipped, no entries written for \(notChecked.count == 1 ? "it" : "them"):")
            for screen in notChecked { output.printError("  \(screen.file)") }
        }
        let ledger = session.ledger ?? Ledger(entries: [])
        let updated: Ledger
        let message: String
        if action == "write" {
            updated = ledger.adding(findings, issues: issues, reason: options[\.reason] ?? "", byIssue: options[\.byIssue])
            let added = updated.entries.count - ledger.entries.count
            message = "\(session.ledgerPath): \(added) entr\(added == 1 ? "y" : "ies") added, \(updated.entries.count) in all"
        } else {
            updated = ledger.pruned(for: findings, issues: issues, scope: session.ledgerScope(read: checkedScreens, unread: notChecked.map(\.file)))
            let removed = ledger.entries.count - updated.entries.count
            message = "\(session.ledgerPath): \(removed) stale entr\(removed == 1 ? "y" : "ies") removed, \(updated.entries.count) left"
        }
        // Written beside the ledger and renamed over it: an interrupted write leaves the old ledger whole.
        if case .failure(let failure) = OutputSink.replaceFile(session.ledgerPath, with: updated.render()) {
            throw UsageError.inputOutput("cannot write the ledger '\(session.ledgerPath)': \(failure.message)", command: command)
        }
        output.print(message)
    }
}
