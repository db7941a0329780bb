import Rules
import TreeModel

extension TextReport {
    /// The run as a crawl: states, screens, transitions, activities; then the issues, most widespread first,
    /// each with its representative occurrence and the screens where only some recordings hold it; then the
    /// screens with the most issues. Written when the run is a crawl (a transition graph was read, or states
    /// of other apps met) or when grouping told something the findings do not (states merged into screens,
    /// or findings on several states merged into issues); empty otherwise, as it would repeat the findings.
    /// Names and messages are written out safely (`TerminalText`); the levels are coloured by `style`.
    public static func crawlSection(_ crawl: CrawlReport, style: TextStyle = .plain, showKnown: Bool = false) -> String {
        guard crawl.isWorthShowing else { return "" }
        let name = TerminalText.line
        var out = "Crawl: \(plural(crawl.states, "state"))"
        if !crawl.otherApps.isEmpty {
            let others = crawl.otherApps.map { "\(name($0.app)) \($0.states.count)" }.joined(separator: ", ")
            out += " (\(crawl.appStates) of \(crawl.app.map(name) ?? "the app"); \(crawl.states - crawl.appStates) of other apps, not checked: \(others))"
        }
        out += ", \(plural(crawl.screens.count, "screen")) (states with the same activity and layout are one screen)"
        if let transitions = crawl.transitions, let events = crawl.events {
            out += ", \(plural(transitions, "transition")) (\(plural(events, "event")))"
        }
        out += "\n"
        if !crawl.activities.isEmpty {
            out += "Activities reached: \(crawl.activities.map(name).joined(separator: ", "))\n"
        }
        for problem in crawl.graphProblems { out += "\(name(problem.description)) [crawl graph]\n" }
        let shown = crawl.issues.filter { showKnown || $0.newOccurrences > 0 }
        let known = crawl.issues.count - crawl.issues.filter { $0.newOccurrences > 0 }.count
        guard !crawl.issues.isEmpty else { return out }
        out += "Issues: \(crawl.issues.count) from \(plural(crawl.findings, "finding"))"
        if known > 0 { out += " (\(known) known in full, \(showKnown ? "listed" : "not listed"))" }
        out += ", most widespread first:\n"
        for issue in shown {
            let level = issue.outcome == .needsReview ? "review" : style.level(issue.level)
            let states = Set(issue.occurrences.map(\.file)).count
            out += "  \(level): \(name(issue.elementName)) — \(plural(issue.screens.count, "screen"))"
            if states != issue.screens.count || issue.occurrences.count != states {
                out += " (\(plural(states, "state"))\(issue.occurrences.count != states ? ", \(plural(issue.occurrences.count, "element"))" : ""))"
            }
            out += " [\(issue.rule)] issue \(issue.id)\n"
            let first = issue.representative
            out += "    \(name(first.file)):\(first.location.line):\(first.location.column): \(name(issue.message))\n"
            for presence in issue.screens where !presence.everyRecording {
                let files = presence.recordings.prefix(3).map(name).joined(separator: ", ")
                let more = presence.recordings.count > 3 ? " and \(presence.recordings.count - 3) more" : ""
                out += "    on \(screenName(crawl, presence.screen)): in \(presence.recordings.count) of \(presence.of) recordings (\(files)\(more))\n"
            }
        }
        let busiest = crawl.screensWithMostIssues()
        if crawl.screens.count > 1, !busiest.isEmpty {
            out += "Screens with the most issues:\n"
            for screen in busiest { out += "  \(screenName(crawl, screen)): \(plural(crawl.screens[screen].issues, "issue"))\n" }
        }
        return out
    }

    /// `.Settings (states/state_1.json and 2 more recordings)`.
    static func screenName(_ crawl: CrawlReport, _ index: Int) -> String {
        let screen = crawl.screens[index]
        let first = TerminalText.line(screen.recordings[0])
        let more = screen.recordings.count > 1 ? " and \(plural(screen.recordings.count - 1, "more recording"))" : ""
        return "\(screen.activity.map { TerminalText.line($0) + " " } ?? "")(\(first)\(more))"
    }
}
