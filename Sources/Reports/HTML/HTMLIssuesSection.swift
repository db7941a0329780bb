import Rules
import TreeModel

/// The HTML report's Issues view, for a crawl: the findings grouped into issues (`CrawlReport.issues`), most
/// widespread first, each with its level, rule, message and the screens it is on, every recording of them a
/// link to its finding in the screen's section, and its first recordings drawn small with the element outlined
/// (`HTMLThumbnail`; the per-screen view stays). Written after the summary, and
/// only when grouping says something the findings do not (`CrawlReport.isWorthShowing`).
struct HTMLIssuesSection {
    let crawl: CrawlReport
    /// Issue id and file (`id` U+0001 `file`) → the id of the finding's list item in the screen's section.
    let anchors: [String: String]
    /// Per issue id, its first recordings' thumbnails, set aside in `spool` (`HTMLThumbnail.body`).
    var thumbnails: [String: [Thumbnail]] = [:]
    var spool: Spool?
    /// The recordings' screenshots drawn small (`HTMLScreenshotThumbnail`), each an `<image>`.
    var pictures: Spool?

    /// One recording's thumbnail of an issue: where its drawing was set aside, and its screenshot's `<image>`
    /// when the recording has one.
    struct Thumbnail {
        var file: String
        var activity: String?
        var bytes: Range<Int>
        var picture: Range<Int>? = nil
    }

    /// The bytes of screenshots embedded so far in the Issues view: at most `picturesShown` in all and
    /// `picturesPerIssue` per issue; past either, the thumbnail is the wireframe and the issue says so.
    struct PictureBudget {
        var bytes = 0
    }

    /// The most issues written, and the most screens listed per issue; the rest are counted (the JSON report
    /// lists them all).
    static let issuesShown = 200
    static let screensShown = 12
    /// The most thumbnails drawn per issue (its first recordings, in input order); the others are counted.
    static let thumbnailsShown = 4
    /// Of those, the most drawn over the recording's screenshot; the others are wireframes.
    static let picturesPerIssue = 2
    /// The most bytes of screenshot thumbnails (their `<image>` markup, base64) in the page; once spent, the
    /// thumbnails are wireframes and the issue says so.
    static let picturesShown = 4 << 20
    /// The most bytes of screenshot thumbnails set aside while the run streams (more are not made).
    static let picturesKept = 16 << 20

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
        var budget = PictureBudget()
        for issue in crawl.issues.prefix(Self.issuesShown) { out += item(issue, budget: &budget) }
        out += "</ol>\n"
        if crawl.issues.count > Self.issuesShown {
            let more = crawl.issues.count - Self.issuesShown
            out += "<p>And \(more) more issue\(more == 1 ? "" : "s"), each on fewer screens; the JSON report lists every issue.</p>\n"
        }
        return out + "</section>\n"
    }

    func item(_ issue: CrawlIssue, budget: inout PictureBudget) -> String {
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
        out += "</ul>\n"
        out += thumbnailList(issue, level: level, budget: &budget)
        return out + "</li>\n"
    }

    /// The issue's thumbnails: each recording's screenshot drawn small (while the budget lasts) or else its
    /// wireframe, with the element outlined, named for the screen and the element; how many recordings are
    /// not drawn, and how many screenshots are left out.
    func thumbnailList(_ issue: CrawlIssue, level: HTMLLevel, budget: inout PictureBudget) -> String {
        guard let kept = thumbnails[issue.id], !kept.isEmpty, let spool else { return "" }
        var out = "<ul class=\"thumbs\">\n"
        var pictured = 0, leftOut = 0
        for (number, thumbnail) in kept.enumerated() {
            var bytes: [UInt8] = []
            spool.copy(thumbnail.bytes) { bytes.append(contentsOf: $0) }
            var picture: String?
            if let range = thumbnail.picture, let pictures {
                if pictured < Self.picturesPerIssue, budget.bytes + range.count <= Self.picturesShown {
                    var image: [UInt8] = []
                    pictures.copy(range) { image.append(contentsOf: $0) }
                    picture = String(decoding: image, as: UTF8.self)
                    budget.bytes += range.count
                    pictured += 1
                } else {
                    leftOut += 1
                }
            }
            let svg = HTMLThumbnail.wrap(String(decoding: bytes, as: UTF8.self), id: "issue-\(issue.id)-t\(number + 1)", file: thumbnail.file, activity: thumbnail.activity,
                                         element: issue.elementName, level: level, picture: picture)
            out += "<li>" + link(issue, content: svg)(thumbnail.file) + "</li>\n"
        }
        out += "</ul>\n"
        let recordings = Set(issue.screens.flatMap(\.recordings)).count
        if recordings > kept.count {
            let more = recordings - kept.count
            out += "<p class=\"muted\">\(kept.count) of \(recordings) recordings drawn; \(more) more not drawn.</p>\n"
        }
        if leftOut > 0 {
            out += "<p class=\"muted\">\(leftOut) drawn as wireframe\(leftOut == 1 ? "" : "s") though \(leftOut == 1 ? "its recording has" : "their recordings have") "
            out += "a screenshot: the page shows at most \(Self.picturesPerIssue) screenshots per issue and \(Self.picturesShown >> 20) MiB of them in all.</p>\n"
        }
        return out
    }

    /// A recording of the issue as a link to its finding (showing `content`, else the file's name), or that
    /// alone when its section is not in the page.
    func link(_ issue: CrawlIssue, content: String? = nil) -> (String) -> String {
        { file in
            let shown = content ?? HTMLText.label(file)
            guard let anchor = anchors[Self.anchorKey(issue: issue.id, file: file)] else { return shown }
            return "<a href=\"#\(anchor)\">\(shown)</a>"
        }
    }
}
