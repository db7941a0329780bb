import Rules
import Support
import TreeModel

/// Streams the HTML report. The summary comes first but is known only at the end, so each screen's section
/// and its line in the screen list are rendered as the screen comes and set aside in spools; `finish`
/// writes the page: head, summary, filters, screen list, screens, rules. Memory stays flat: only counts
/// and the ten screens with the most findings are kept.
public final class HTMLReportWriter: ReportWriter {
    private let sink: OutputSink
    let options: ReportOptions
    let rules: [String: RuleMetadata]
    private let screens = Spool()
    private let list = Spool()
    /// The collapsed screens' data, in blocks of `screensPerBlock` (one block per screen made the parser
    /// stop thousands of times; one block for all would be parsed whole on the first opening).
    private let data = Spool()
    private var table = HTMLLazyData()
    /// Sections waiting to be rendered, with the text that opens their entry in the data (nil for a screen that
    /// starts open); rendered `batchSize` at a time, so memory stays bounded.
    private var pending: [(section: HTMLScreenSection, dataOpening: String?)] = []
    private var batchSize: Int { options.jobs > 1 ? 8 * options.jobs : 1 }
    private var lazyScreens = 0
    static let screensPerBlock = 100
    private var count = 0
    /// Rule ids met in findings that are not among the rules that ran (group rules), sorted at the end.
    private var otherRules = Set<String>()
    /// The criteria findings cite, for the Criteria section their basis links to.
    private var cited = Set<Criterion>()
    /// The screens with the most findings, for the chart: (findings, screen number, file).
    private(set) var busiest: [(findings: Int, index: Int, file: String)] = []
    static let busiestShown = 10
    /// At most this many screens with findings start open; the others start collapsed, as screens without
    /// findings do, so a report of thousands of screens is quick to open.
    static let openScreens = 100
    private var openedScreens = 0
    /// Whether any screen is an Android recording (the manual checks' section then names Android's tools).
    private var android = false
    private var other = false
    /// The last few screens' section ids by file, for links from related elements in another recording
    /// (a text-size comparison's default recording comes just before its large one).
    private var recentSections: [(file: String, id: String)] = []
    static let recentKept = 4
    /// Issue id and file → the id of the finding's item in its screen's section, for the Issues view's links
    /// (one per issue and recording: a few dozen bytes each).
    private var issueAnchors: [String: String] = [:]
    /// The Issues view's thumbnails (`HTMLThumbnail.body`), set aside as the recordings come: per issue, the
    /// first `HTMLIssuesSection.thumbnailsShown` recordings' (file, activity, range in `thumbnails`).
    private let thumbnails = Spool()
    private var issueThumbnails: [String: [HTMLIssuesSection.Thumbnail]] = [:]
    /// The thumbnails' screenshots (`HTMLScreenshotThumbnail`), one `<image>` per recording that has one, shared
    /// by that recording's thumbnails of every issue.
    private let pictures = Spool()
    /// The current recording's screenshot thumbnail: not yet looked for, none, or its range in `pictures`.
    private var picture: Range<Int>?? = .none
    /// Whether to look for screenshots beside the recordings (tests of the page alone turn it off).
    public var screenshots = true

    public init(sink: OutputSink, options: ReportOptions) {
        self.sink = sink
        self.options = options
        var rules: [String: RuleMetadata] = [:]
        for rule in options.rules { rules[rule.id] = rule }
        self.rules = rules
    }

    public func add(_ result: ScreenResult) {
        count += 1
        if result.summary.status == .ok {
            if result.summary.platform == .android { android = true } else { other = true }
        }
        var section = HTMLScreenSection(result: result, index: count, rules: rules, screenshots: screenshots)
        // A large crawl opens quickly: only the first screens with findings start open.
        section.open = openedScreens < Self.openScreens
        for recent in recentSections { section.otherSections[recent.file] = recent.id }
        recentSections.append((result.summary.file, section.id))
        if recentSections.count > Self.recentKept { recentSections.removeFirst() }
        if !result.findings.isEmpty { openedScreens += 1 }
        section.block = lazyScreens / Self.screensPerBlock + 1
        var dataOpening: String?
        if section.lazy {
            let first = lazyScreens % Self.screensPerBlock == 0
            dataOpening = (first ? (lazyScreens == 0 ? "" : "}</script>\n") + "<script type=\"application/json\" id=\"lazy-\(section.block)\">{" : ",")
                + "\"\(section.id)\":"
            lazyScreens += 1
        }
        pending.append((section, dataOpening))
        if pending.count >= batchSize { renderPending() }
        var line = "<li><a href=\"#\(section.id)\">\(HTMLText.label(result.summary.file))</a> "
        switch result.summary.status {
        case .ok: line += "<span class=\"muted\">\(HTMLLevel.counts(section.counts))</span>"
        case .empty: line += "<span class=\"muted\">empty capture</span>"
        case .unreadable: line += "<span class=\"muted\">not readable</span>"
        }
        list.write(Array((line + "</li>\n").utf8))
        // The recording's wireframe drawn once for all its thumbnails.
        var backdrop: HTMLThumbnail.Backdrop??
        picture = .none
        for (position, finding) in result.findings.enumerated() {
            if rules[finding.rule] == nil { otherRules.insert(finding.rule) }
            cited.formUnion(finding.criteria)
            if let issue = result.issue(position) {
                let key = HTMLIssuesSection.anchorKey(issue: issue, file: result.summary.file)
                if issueAnchors[key] == nil { issueAnchors[key] = "\(section.id)-f\(position + 1)" }
                addThumbnail(issue: issue, finding: finding, result, backdrop: &backdrop)
            }
        }
        let findings = result.findings.count
        if findings > 0, busiest.count < Self.busiestShown || findings > busiest[busiest.count - 1].findings {
            busiest.append((findings, count, result.summary.file))
            busiest.sort { $0.findings != $1.findings ? $0.findings > $1.findings : $0.index < $1.index }
            if busiest.count > Self.busiestShown { busiest.removeLast() }
        }
    }

    /// Renders the sections set aside, on `options.jobs` threads (their markup and parsed data parts read only
    /// the section), then writes them in screen order, numbering the data's shared parts as they come: the same
    /// bytes with any number of jobs.
    private func renderPending() {
        guard !pending.isEmpty else { return }
        let sections = pending.map(\.section)
        let made = OrderedSlots<(markup: String, parts: HTMLScreenSection.LazyParts?)>.run(count: sections.count, jobs: options.jobs) {
            (sections[$0].render(), sections[$0].lazyParts())
        }
        for (position, (markup, parts)) in made.enumerated() {
            screens.write(Array(markup.utf8))
            if let parts, let opening = pending[position].dataOpening {
                data.write(Array((opening + HTMLScreenSection.data(parts, &table)).utf8))
            }
        }
        pending.removeAll(keepingCapacity: true)
    }

    /// Sets aside the thumbnail of `finding`'s recording for its issue, unless the issue has its fill or one of
    /// that recording.
    /// `backdrop` is the recording's drawing, made on first use (nil inside when it has none).
    private func addThumbnail(issue: String, finding: Finding, _ result: ScreenResult, backdrop: inout HTMLThumbnail.Backdrop??) {
        let kept = issueThumbnails[issue] ?? []
        guard kept.count < HTMLIssuesSection.thumbnailsShown, !kept.contains(where: { $0.file == result.summary.file }),
              let wireframe = result.wireframe else { return }
        if backdrop == nil { backdrop = .some(HTMLThumbnail.backdrop(wireframe)) }
        guard let drawing = backdrop ?? nil, let body = HTMLThumbnail.body(drawing, wireframe, element: finding.elementIndex) else { return }
        let start = thumbnails.count
        thumbnails.write(Array(body.utf8))
        issueThumbnails[issue, default: []].append(HTMLIssuesSection.Thumbnail(file: result.summary.file, activity: result.crawl?.activity,
                                                                               bytes: start..<thumbnails.count,
                                                                               picture: screenshotThumbnail(result, wireframe: wireframe)))
    }

    /// The range in `pictures` of the recording's screenshot drawn small, made on its first thumbnail; nil when
    /// it has none, it cannot be used, or `HTMLIssuesSection.picturesKept` bytes of them are already kept.
    private func screenshotThumbnail(_ result: ScreenResult, wireframe: ScreenWireframe) -> Range<Int>? {
        if case .some(let made) = picture { return made }
        var made: Range<Int>?
        if screenshots, pictures.count < HTMLIssuesSection.picturesKept, let view = HTMLScreenSection.viewport(wireframe),
           let box = HTMLThumbnail.rounded(view),
           case (let shot?, _) = HTMLScreenshot.find(for: result.summary.file, bounds: view, perUnit: HTMLPlatform(result.summary).perUnit),
           let image = HTMLScreenshotThumbnail.image(shot, box: box) {
            let start = pictures.count
            pictures.write(Array(image.utf8))
            made = start..<pictures.count
        }
        picture = .some(made)
        return made
    }

    public func finish(_ totals: RunTotals) {
        renderPending()
        sink.write(head(totals))
        sink.write(HTMLSummary(totals: totals, rules: options.rules, busiest: busiest, recordedTextSize: options.recordedTextSize).render())
        if totals.crawl.isWorthShowing { sink.write(HTMLIssuesSection(crawl: totals.crawl, anchors: issueAnchors, thumbnails: issueThumbnails, spool: thumbnails, pictures: pictures).render()) }
        sink.write(filters())
        sink.write("<nav aria-labelledby=\"list-h\">\n<h2 id=\"list-h\">Screen list</h2>\n")
        if count == 0 {
            sink.write("<p>No recordings were given.</p>\n")
        } else {
            sink.write("<ol class=\"screens\">\n")
            list.copyAll(to: sink)
            sink.write("</ol>\n")
        }
        sink.write("</nav>\n<section aria-labelledby=\"screens-h\">\n<h2 id=\"screens-h\">Screens</h2>\n")
        screens.copyAll(to: sink)
        sink.write("</section>\n")
        sink.write(HTMLSummary.checksSection(android: android, other: other))
        sink.write(HTMLSummary.rulesSection(options.rules))
        sink.write(HTMLSummary.criteriaSection(cited))
        sink.write("</main>\n<footer><p>Written by \(HTMLText.escape(options.toolName)) \(HTMLText.escape(options.toolVersion)) ")
        sink.write("from recorded accessibility trees. This page loads nothing from the network.</p></footer>\n")
        if lazyScreens > 0 {
            data.copyAll(to: sink)
            sink.write("}</script>\n<script type=\"application/json\" id=\"lazy-shared\">[" + table.table.joined(separator: ",") + "]</script>\n")
        }
        sink.write("<script>\(HTMLAssets.script)</script>\n</body>\n</html>\n")
        sink.flush()
    }

    func head(_ totals: RunTotals) -> String {
        var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<meta http-equiv=\"Content-Security-Policy\" content=\"\(HTMLAssets.policy)\">\n"
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        out += "<meta name=\"color-scheme\" content=\"light dark\">\n"
        out += "<title>Accessibility report: \(totals.screens) screen\(totals.screens == 1 ? "" : "s")</title>\n"
        out += "<style>\(HTMLAssets.style)</style>\n</head>\n<body>\n"
        out += "<a class=\"skip\" href=\"#screens-h\">Skip to the screens</a>\n"
        out += "<header>\n<h1>Accessibility report</h1>\n<p class=\"muted\">\(totals.screens) recorded screen"
        out += "\(totals.screens == 1 ? "" : "s") checked by \(HTMLText.escape(options.toolName)) \(HTMLText.escape(options.toolVersion)).</p>\n"
        out += "</header>\n<main>\n"
        return out
    }

    /// The filter controls, hidden until the script shows them (without a script they could do nothing).
    func filters() -> String {
        var out = "<section aria-labelledby=\"filters-h\">\n<h2 id=\"filters-h\">Filters</h2>\n<form id=\"filters\" hidden>\n"
        out += "<fieldset><legend>Level</legend>\n"
        for level in HTMLLevel.allCases {
            out += "<label><input type=\"checkbox\" name=\"level\" value=\"\(level.rawValue)\" checked> \(level.word)</label>\n"
        }
        out += "</fieldset>\n<div><label for=\"filter-rule\">Rule</label><br>\n<select id=\"filter-rule\" name=\"rule\">\n"
        out += "<option value=\"\">All rules</option>\n"
        for rule in options.rules.map(\.id) + otherRules.sorted() {
            out += "<option value=\"\(HTMLText.escape(rule))\">\(HTMLText.escape(rule))</option>\n"
        }
        out += "</select></div>\n<div><label for=\"filter-screen\">Screen name contains</label><br>\n"
        out += "<input type=\"search\" id=\"filter-screen\" name=\"screen\" autocomplete=\"off\"></div>\n</form>\n"
        out += "<p id=\"filter-status\" role=\"status\" class=\"muted\">All findings are shown.</p>\n</section>\n"
        return out
    }
}
