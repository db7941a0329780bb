import Rules
import TreeModel

/// The HTML report's Issues view, for a crawl: the findings grouped into issues (`CrawlReport.issues`), most
/// widespread first, each with its level, rule, message and the screens it is on, every recording of them a
/// link to its finding in the screen's section (the per-screen view stays). Written after the summary, and
/// only when grouping says something the findings do not (`CrawlReport.isWorthShowing`).
struct HTMLIssuesSection {
    let crawl: CrawlReport
    /// Issue id and file (`id` U+0001 `file`) → the id of the finding's list item in the screen's section.
    let anchors: [String: String]

    /// The most issues written, and the most screens listed per issue; the rest are counted (the JSON report
    /// lists them all).
    static let issuesShown = 200
    static let screensShown = 12

    static func anchorKey(issue: String, file: String) -> String { issue + "\u{1}" + file }

    func render() -> String {
        var out = "<section aria-labelledby=\"issues-h\">\n<h2 id=\"issues-h\">Issues</h2>\n"
        let states = crawl.appStates
        out += "<p>\(crawl.issues.count) issue\(crawl.issues.count == 1 ? "" : "s") from \(crawl.findings) finding"
        out += "\(crawl.findings == 1 ? "" : "s") on \(crawl.screens.count) screen\(crawl.screens.count == 1 ? "" : "s") "
        out += "(\(states) state\(states == 1 ? "" : "s") of the app), most widespread first. An issue is one rule on one element "
        out += "wherever it occurs; each recording below links to the finding in its screen.</p>\n"
        guard !crawl.issues.isEmpty else { return out + "</section>\n" }
        out += "<ol class=\"issues\">\n"
        for issue in crawl.issues.prefix(Self.issuesShown) { out += item(issue) }
        out += "</ol>\n"
        if crawl.issues.count > Self.issuesShown {
            let more = crawl.issues.count - Self.issuesShown
            out += "<p>And \(more) more issue\(more == 1 ? "" : "s"), each on fewer screens; the JSON report lists every issue.</p>\n"
        }
        return out + "</section>\n"
    }

    func item(_ issue: CrawlIssue) -> String {
        let level: HTMLLevel = issue.outcome == .needsReview ? .review
            : issue.level == .error ? .error : issue.level == .warning ? .warning : .note
        let screens = issue.screens.count
        var out = "<li class=\"issue lv-\(level.rawValue)\" id=\"issue-\(issue.id)\">\n"
        out += "<h3 id=\"issue-\(issue.id)-h\"><span class=\"lvl\">\(level.word)</span> \(HTMLText.display(issue.elementName)) "
        out += "— \(screens) screen\(screens == 1 ? "" : "s")</h3>\n"
        out += "<p>\(HTMLText.display(issue.message)) <span class=\"muted\">(<code>\(HTMLText.escape(issue.rule))</code>, "
        out += "\(issue.occurrences.count) occurrence\(issue.occurrences.count == 1 ? "" : "s"), issue <code>\(issue.id)</code>"
        let known = issue.occurrences.count - issue.newOccurrences
        if known > 0 { out += ", \(known) known in the ledger" }
        out += ")</span></p>\n<ul>\n"
        for presence in issue.screens.prefix(Self.screensShown) {
            let screen = crawl.screens[presence.screen]
            out += "<li>\(screen.activity.map { HTMLText.label($0) + ": " } ?? "")"
            out += presence.recordings.prefix(Self.screensShown).map(link(issue)).joined(separator: ", ")
            if presence.recordings.count > Self.screensShown { out += " and \(presence.recordings.count - Self.screensShown) more" }
            if !presence.everyRecording { out += " <span class=\"muted\">(in \(presence.recordings.count) of \(presence.of) recordings of the screen)</span>" }
            out += "</li>\n"
        }
        if issue.screens.count > Self.screensShown {
            let more = issue.screens.count - Self.screensShown
            out += "<li>and \(more) more screen\(more == 1 ? "" : "s")</li>\n"
        }
        return out + "</ul>\n</li>\n"
    }

    /// A recording of the issue as a link to its finding, or as text when its section is not in the page.
    func link(_ issue: CrawlIssue) -> (String) -> String {
        { file in
            guard let anchor = anchors[Self.anchorKey(issue: issue.id, file: file)] else { return HTMLText.label(file) }
            return "<a href=\"#\(anchor)\">\(HTMLText.label(file))</a>"
        }
    }
}
