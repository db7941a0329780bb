import Rules
import Support
import TreeModel

/// One screen of the HTML report: its heading, its drawing with the findings outlined and numbered, the
/// findings as a list (the drawing's text alternative), and its manual checks as a checklist. Every recorded
/// string goes through `HTMLText`.
struct HTMLScreenSection: Sendable {
    let result: ScreenResult
    /// The screen's place in the input order, from 1: ids are made from it (`s3`, `s3-f2`, `s3-f2-box`).
    let index: Int
    let rules: [String: RuleMetadata]
    /// Whether to look for a screenshot beside the recording.
    let screenshots: Bool
    /// Whether the section starts open (screens with findings, up to `HTMLReportWriter.openScreens` of them).
    var open = true
    /// The data block that holds the section's parts when it starts collapsed.
    var block = 1
    /// The section ids of the screens just before this one, by file: a related element in another recording
    /// (the default-size one of a text-size comparison, which comes just before) links to its section.
    var otherSections: [String: String] = [:]

    var id: String { "s\(index)" }

    /// The recording's platform and frame unit, as the page speaks of them.
    var platform: HTMLPlatform { HTMLPlatform(result.summary) }

    /// The finding counts by level (needs review apart).
    var counts: [HTMLLevel: Int] {
        var counts: [HTMLLevel: Int] = [:]
        for finding in result.findings { counts[HTMLLevel(finding), default: 0] += 1 }
        return counts
    }

    /// At most this many findings of one screen are listed and drawn: a generated or fuzzed screen of 200,000
    /// overlapping buttons has 400,000, which no one reads in a page, and hundreds of megabytes of HTML are no
    /// report. The JSON, SARIF and text reports list them all, and the page says how many it leaves out.
    static let maxFindingsShown = 1_000

    /// The positions of the findings listed and drawn, in finding order: every one, or on a screen with more
    /// than `maxFindingsShown`, that many, the most severe first (errors, warnings, notes, items to review).
    /// Chosen once, when the section is made: the list, the drawing and the lazy data all read it.
    let shown: [Int]

    init(result: ScreenResult, index: Int, rules: [String: RuleMetadata], screenshots: Bool) {
        self.result = result
        self.index = index
        self.rules = rules
        self.screenshots = screenshots
        shown = Self.mostSevere(result.findings, limit: Self.maxFindingsShown)
    }

    /// The positions of at most `limit` findings, the most severe first and in finding order within a level,
    /// returned in finding order: one pass per level, no sort.
    static func mostSevere(_ findings: [Finding], limit: Int) -> [Int] {
        guard findings.count > limit else { return Array(findings.indices) }
        let levels = findings.map { HTMLLevel($0) }
        var kept: [Bool] = Array(repeating: false, count: findings.count)
        var left = limit
        for level in HTMLLevel.allCases where left > 0 {
            for position in levels.indices where levels[position] == level {
                kept[position] = true
                left -= 1
                if left == 0 { break }
            }
        }
        return kept.indices.filter { kept[$0] }
    }

    /// The finding's number on its screen and its badge text: `E1`, `W2`.
    func badge(_ position: Int) -> String { HTMLLevel(result.findings[position]).letter + String(position + 1) }

    /// The `<article>`.
    func render() -> String {
        let summary = result.summary
        let name = HTMLText.escape(summary.file)
        var out = "<article class=\"screen\" id=\"\(id)\" aria-labelledby=\"\(id)-h\" data-name=\"\(name)\">\n"
        out += "<h3 id=\"\(id)-h\">\(HTMLText.label(summary.file))</h3>\n"
        guard summary.status == .ok else {
            let what = summary.status == .empty ? "holds an empty capture" : "could not be read"
            var reason = ""
            if let error = summary.error {
                reason = error.location.map { "line \($0.line), column \($0.column): " } ?? ""
                reason = ": " + HTMLText.display(reason + error.message)
            }
            out += "<p>This recording \(what)\(reason). Nothing on it was checked.</p>\n</article>\n"
            return out
        }
        let reviewCount = result.reviewItems.count
        out += "<p class=\"muted\">\(summary.elements) element\(summary.elements == 1 ? "" : "s"); \(HTMLLevel.counts(counts))"
        out += "; \(reviewCount) manual check\(reviewCount == 1 ? "" : "s")</p>\n"
        out += units()
        for problem in summary.problems {
            out += "<p>Recording problem at line \(problem.location.line), column \(problem.location.column): \(HTMLText.display(problem.message)).</p>\n"
        }
        let what = result.findings.isEmpty ? "Drawing and manual checks (no findings)" : "Drawing, findings and manual checks"
        guard lazy else {
            out += "<details open><summary>\(what)</summary>\n<div class=\"sbody\">\n<div class=\"cols\">\n"
            out += drawing()
            out += findings(details: true)
            out += "</div>\n<h4>Manual checks</h4>\n" + checklist()
            out += "</div>\n</details>\n</article>\n"
            return out
        }
        // Collapsed: the findings' level, rule and message stay in the page (to read and to find); the drawing,
        // the findings' details and the checklist are drawn from the data when the screen is opened.
        out += "<details data-lazy=\"\(block)\"><summary>\(what)</summary>\n<div class=\"sbody\">\n<div class=\"cols\">\n"
        out += "<figure class=\"lazy\"><figcaption class=\"muted\">The drawing of the \(result.wireframe?.frames.count ?? 0) "
        out += "element\(result.wireframe?.frames.count == 1 ? "" : "s"), the findings' details and the manual checks are added "
        out += "by the page's script when the screen is opened.</figcaption></figure>\n"
        out += findings(details: false)
        out += "</div>\n<h4>Manual checks</h4>\n<p class=\"lazy\">\(reviewCount) manual check\(reviewCount == 1 ? "" : "s").</p>\n"
        out += "</div>\n</details>\n</article>\n"
        return out
    }

    /// What the frames' numbers are, on a screen whose frames are not in points: dp converted from pixels at
    /// a density (given, or inferred from the recording's own geometry, or contradicted by it), or pixels when
    /// no density is known. Empty for points.
    func units() -> String {
        let summary = result.summary
        let platformName = summary.platform == .android ? "Android" : "iOS"
        switch summary.frameUnit {
        case .points:
            return ""
        case .pixels:
            return "<p class=\"units\">\(platformName) recording (\(summary.platform.screenReader)); frames in pixels: no density was given "
                + "or could be inferred, so sizes are not judged in dp (give <code>--density</code>).</p>\n"
        case .densityIndependentPixels:
            var out = "<p class=\"units\">\(platformName) recording (\(summary.platform.screenReader)); frames in dp"
            if summary.toolkit == .flutter {
                // Flutter prints its nodes in logical pixels (the root alone in device pixels).
                out += " (Flutter's logical pixels"
                if let density = summary.density { out += "; the dump's device pixel ratio is \(DensityInference.ratio(density))" }
                out += ")"
            } else if let density = summary.density {
                out += ", converted from pixels at density \(DensityInference.ratio(density))"
                if let evidence = summary.densityInferred {
                    out += ", inferred from \(HTMLText.display(evidence)) (no <code>--density</code> given)"
                }
            }
            out += ".</p>\n"
            if let contradiction = summary.densityContradiction {
                out += "<p class=\"units\"><span class=\"lvl\">Warning</span> \(HTMLText.display(contradiction))</p>\n"
            }
            return out
        }
    }

    /// Whether the section starts collapsed, its heavy parts drawn from data when it is opened.
    var lazy: Bool { result.summary.status == .ok && (result.findings.isEmpty || !open) }

    /// The findings, with or without their details (element, frame, basis…).
    func findings(details: Bool) -> String {
        var out = "<div>\n<h4>Findings</h4>\n"
        if result.findings.isEmpty {
            out += "<p>No findings on this screen.</p>\n"
        } else {
            out += "<ol class=\"findings\">\n"
            for position in shown {
                out += findingHead(position) + (details ? findingDetails(position) : "") + "</li>\n"
            }
            out += "</ol>\n"
            if shown.count < result.findings.count {
                var left: [HTMLLevel: Int] = counts
                for position in shown { left[HTMLLevel(result.findings[position]), default: 0] -= 1 }
                out += "<p class=\"more\">This screen has \(result.findings.count) findings: the \(shown.count) most severe are "
                out += "listed and drawn; \(result.findings.count - shown.count) more are not (\(HTMLLevel.counts(left))). "
                out += "The JSON, SARIF and text reports list them all.</p>\n"
            }
        }
        return out + "</div>\n"
    }

    /// A collapsed screen's heavy parts (`HTMLLazyData`): the drawing, each finding's details, the checklist, as
    /// JSON with the parts shared by every screen left to be numbered. Nil for a screen that starts open. It
    /// reads nothing but the section, so the writer makes it on several threads; only `data` below, which
    /// numbers the shared parts, runs in screen order.
    func lazyParts() -> LazyParts? {
        guard lazy else { return nil }
        return LazyParts(drawing: HTMLLazyData.prepare(HTMLLazyData.parse(drawing())),
                         details: shown.map { HTMLLazyData.prepare(HTMLLazyData.parse(findingDetails($0))) },
                         checklist: HTMLLazyData.prepare(HTMLLazyData.parse(checklist())))
    }

    struct LazyParts: Sendable {
        var drawing: HTMLLazyData.Prepared
        var details: [HTMLLazyData.Prepared]
        var checklist: HTMLLazyData.Prepared
    }

    /// A collapsed screen's data, a JSON array: the drawing, each finding's details, the checklist; each a
    /// list of nodes, the parts repeated on every screen referred to by their number in `table`.
    static func data(_ parts: LazyParts, _ table: inout HTMLLazyData) -> String {
        // Numbered in this order since the first reports: details, drawing, checklist.
        let details = parts.details.map { table.resolve($0) }
        let drawing = table.resolve(parts.drawing)
        return "[" + drawing + ",[" + details.joined(separator: ",") + "]," + table.resolve(parts.checklist) + "]"
    }

    /// The area drawn: the root's frame, or all usable frames when it has none.
    static func viewport(_ wireframe: ScreenWireframe) -> Frame? {
        if !wireframe.bounds.isEmpty { return wireframe.bounds }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for frame in wireframe.frames where !frame.isEmpty {
            minX = min(minX, frame.minX); minY = min(minY, frame.minY)
            maxX = max(maxX, frame.maxX); maxY = max(maxY, frame.maxY)
        }
        guard minX < maxX, minY < maxY else { return nil }
        return Frame(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// `x y w h` of `frame`, or nil when a number is not usable.
    static func rect(_ frame: Frame) -> String? {
        guard !frame.isEmpty, let x = HTMLText.number(frame.x), let y = HTMLText.number(frame.y),
              let w = HTMLText.number(frame.width), let h = HTMLText.number(frame.height) else { return nil }
        return "x=\"\(x)\" y=\"\(y)\" width=\"\(w)\" height=\"\(h)\""
    }

    /// Whether `frame` can be drawn inside `viewport`.
    static func drawable(_ frame: Frame, in viewport: Frame) -> Bool {
        rect(frame) != nil && frame.maxX > viewport.minX && frame.minX < viewport.maxX
            && frame.maxY > viewport.minY && frame.minY < viewport.maxY
    }

    /// The `<figure>`: the screenshot (when there is one), every element's frame in one path, each
    /// finding's element outlined with its numbered badge, and its related elements marked.
    func drawing() -> String {
        guard let wireframe = result.wireframe, let view = Self.viewport(wireframe), let box = Self.rect(view),
              let vx = HTMLText.number(view.x), let vy = HTMLText.number(view.y),
              let vw = HTMLText.number(view.width), let vh = HTMLText.number(view.height) else {
            return "<figure><figcaption>This screen has no element frames to draw.</figcaption></figure>\n"
        }
        let (shot, note) = screenshots ? HTMLScreenshot.find(for: result.summary.file, bounds: view, perUnit: platform.perUnit) : (nil, nil)
        let badges = result.findings.indices.map { badge($0) }
        var svg = "<svg class=\"wire\(shot == nil ? "" : " shot")\" viewBox=\"\(vx) \(vy) \(vw) \(vh)\" role=\"img\" "
        svg += "aria-labelledby=\"\(id)-t \(id)-d\" xmlns=\"http://www.w3.org/2000/svg\">"
        svg += "<title id=\"\(id)-t\">Drawing of \(HTMLText.display(result.summary.file))</title>"
        var desc = "\(wireframe.frames.count) element frames at their positions, \(vw) by \(vh) \(platform.units)"
        if shot != nil { desc += ", over the screenshot" }
        desc += badges.isEmpty ? "; no findings." : "; outlined and numbered: \(shown.map { badges[$0] }.joined(separator: ", ")), described in the list of findings."
        svg += "<desc id=\"\(id)-d\">\(desc)</desc>\n"
        if let shot {
            svg += "<image href=\"\(shot.dataURL)\" \(box) preserveAspectRatio=\"none\"/>\n"
        }
        var path = ""
        for (index, frame) in wireframe.frames.enumerated() where !(index == 0 && frame == view) {
            guard Self.drawable(frame, in: view), let x = HTMLText.number(frame.x), let y = HTMLText.number(frame.y),
                  let w = HTMLText.number(frame.width), let h = HTMLText.number(frame.height) else { continue }
            path += "M\(x) \(y)h\(w)v\(h)h-\(w)z"
        }
        if !path.isEmpty { svg += "<path class=\"el\" d=\"\(path)\"/>\n" }
        // Larger outlines first, so smaller ones stay on top; then in finding order.
        let order = shown.sorted { lhs, rhs in
            let a = area(lhs), b = area(rhs)
            return a != b ? a > b : lhs < rhs
        }
        let layout = HTMLBadgeLayout(view: view, shown: shown, badges: badges, elements: result.findings.map(\.elementIndex))
        // Related elements are found by where they start in the recording: one table for the screen (a search
        // per related element made a field of 100,000 overlapping buttons take minutes).
        var elementAt: [SourceLocation: Int] = [:]
        if result.findings.contains(where: { !$0.related.isEmpty }) {
            elementAt.reserveCapacity(wireframe.locations.count)
            for (index, location) in wireframe.locations.enumerated() where elementAt[location] == nil { elementAt[location] = index }
        }
        var numbers = ""
        for position in order {
            let finding = result.findings[position]
            let fid = "\(id)-f\(position + 1)"
            // Only elements of this recording are drawn on it.
            for related in finding.related where related.file == nil || related.file == result.summary.file {
                guard let index = elementAt[related.location], let rect = Self.rect(wireframe.frames[index]),
                      Self.drawable(wireframe.frames[index], in: view) else { continue }
                svg += "<rect class=\"rel\" data-f=\"\(fid)\" \(rect)/>\n"
            }
            guard finding.elementIndex < wireframe.frames.count else { continue }
            let frame = wireframe.frames[finding.elementIndex]
            guard Self.drawable(frame, in: view), let rect = Self.rect(frame) else { continue }
            // Several findings on one element: badges in rows above it (wrapped at the drawing's width), in
            // finding order, all inside the drawing.
            let text = badges[position]
            let badge = layout.place(position, over: frame)
            guard let x = HTMLText.number(badge.minX), let y = HTMLText.number(badge.minY), let w = HTMLText.number(badge.width),
                  let h = HTMLText.number(badge.height), let tx = HTMLText.number(badge.minX + badge.width / 2),
                  let ty = HTMLText.number(badge.minY + badge.height * 0.78), let font = HTMLText.number(badge.height * 0.78) else { continue }
            let level = HTMLLevel(finding).rawValue
            svg += "<g class=\"box lv-\(level)\" id=\"\(fid)-box\" data-f=\"\(fid)\">"
            svg += "<rect class=\"h\" \(rect)/><rect class=\"o\" \(rect)/></g>\n"
            // Badges after every outline, so no outline covers a number.
            numbers += "<g class=\"box lv-\(level)\" data-f=\"\(fid)\"><rect class=\"b\" x=\"\(x)\" y=\"\(y)\" width=\"\(w)\" height=\"\(h)\"/>"
            numbers += "<text x=\"\(tx)\" y=\"\(ty)\" font-size=\"\(font)\" text-anchor=\"middle\">\(text)</text></g>\n"
        }
        svg += numbers
        svg += "</svg>"
        // The same caption on every screen without a screenshot (the count is in the description and above).
        var caption = shot == nil ? "Grey: the frames of the elements. " : "Over the screenshot. "
        caption += "Findings are outlined by level "
        caption += "(errors solid, warnings dashed, notes dash-dot, items to review dotted) and numbered as in the list; "
        caption += "related elements are dotted in blue."
        if result.findings.contains(where: { $0.related.contains { $0.file != nil && $0.file != result.summary.file } }) {
            caption += " Related elements in another recording are named in the list, not drawn here."
        }
        if let shot {
            caption += " Screenshot: \(HTMLText.display(shot.file)), \(shot.pixelWidth) × \(shot.pixelHeight) pixels, "
            let scale = HTMLText.number(shot.scale) ?? "?"
            caption += "\(scale) pixel\(scale == "1" ? "" : "s") per \(platform.perUnit)."
        } else if let note {
            caption += " " + HTMLText.display(note)
        }
        return "<figure>\(svg)\n<figcaption class=\"muted\">\(caption)</figcaption></figure>\n"
    }

    private func area(_ position: Int) -> Double {
        guard let wireframe = result.wireframe, result.findings[position].elementIndex < wireframe.frames.count else { return 0 }
        let frame = wireframe.frames[result.findings[position].elementIndex]
        return frame.isEmpty ? 0 : frame.width * frame.height
    }
}
