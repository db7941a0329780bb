import Rules
import TreeModel

/// `path:line:column: warning: message [rule-id, WCAG 2.5.8]`, one per finding, then a summary.
public enum TextReport {
    public static func render(_ run: CheckRun) -> String {
        var out = ""
        var findings = run.findings[...]
        for screen in run.screens {
            if let error = screen.error {
                let kind = screen.status == .empty ? "empty capture" : "unreadable"
                out += "\(error.description) [\(kind)]\n"
            }
            while let finding = findings.first, finding.file == screen.file {
                out += line(finding) + "\n"
                findings = findings.dropFirst()
            }
        }
        for finding in findings { out += line(finding) + "\n" }
        out += summary(run)
        return out
    }

    public static func line(_ finding: Finding) -> String {
        let basis = finding.basis.isEmpty ? "" : ", \(finding.basis)"
        return "\(finding.file):\(finding.location.line):\(finding.location.column): \(finding.level.rawValue): \(finding.message) [\(finding.rule)\(basis)]"
    }

    public static func summary(_ run: CheckRun) -> String {
        let read = run.screens(with: .ok).count
        let empty = run.screens(with: .empty)
        let unreadable = run.screens(with: .unreadable)
        var out = "\n"
        out += "Screens: \(run.screens.count) (\(read) read, \(empty.count) empty, \(unreadable.count) unreadable)\n"
        out += "Elements checked: \(run.elementCount) (\(run.notOnScreenCount) zero-size or off-screen, not judged by size or order rules)\n"
        out += "Findings: \(plural(run.count(.error), "error")), \(plural(run.count(.warning), "warning")), \(plural(run.count(.note), "note"))\n"
        if !unreadable.isEmpty {
            out += "Could not be read:\n"
            for screen in unreadable { out += "  \(screen.file)\n" }
        }
        if !empty.isEmpty {
            out += "Empty captures (no tree; not a clean pass):\n"
            for screen in empty { out += "  \(screen.file)\n" }
        }
        return out
    }

    static func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}
