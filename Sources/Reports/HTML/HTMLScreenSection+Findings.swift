import Rules
import Support
import TreeModel

extension HTMLScreenSection {
    /// One finding's item, open: number (a link to its outline), level, rule and message. Its details follow
    /// (`findingDetails`), then `</li>`.
    func findingHead(_ position: Int) -> String {
        let finding = result.findings[position]
        let level = HTMLLevel(finding)
        let fid = "\(id)-f\(position + 1)"
        let rule = rules[finding.rule]
        var out = "<li class=\"finding lv-\(level.rawValue)\" id=\"\(fid)\" data-level=\"\(level.rawValue)\" "
        out += "data-rule=\"\(HTMLText.escape(finding.rule))\">\n"
        out += "<p><a class=\"num\" href=\"#\(fid)-box\">\(badge(position))</a> <span class=\"lvl\">\(level.word)</span> "
        out += "<code>\(HTMLText.escape(finding.rule))</code>"
        if let rule { out += " \(HTMLText.escape(platform.ruleName(rule)))" }
        out += "</p>\n<p>\(HTMLText.display(finding.message))</p>\n"
        return out
    }

    /// A finding's details: element, frame, path, where it is, its basis with links, related elements, how to
    /// fix it and whether the ledger knows it.
    func findingDetails(_ position: Int) -> String {
        let finding = result.findings[position]
        let rule = rules[finding.rule]
        var out = "<dl class=\"kv\">\n"
        out += "<dt>Element</dt><dd>\(Self.element(type: finding.type, label: finding.label, identifier: finding.identifier))</dd>\n"
        out += "<dt>Frame</dt><dd>\(frameText(finding))</dd>\n"
        out += "<dt>Path</dt><dd><code>\(HTMLText.display(finding.path))</code></dd>\n"
        out += "<dt>Location</dt><dd><code>\(HTMLText.display(finding.file)):\(finding.location.line):\(finding.location.column)</code></dd>\n"
        out += "<dt>Basis</dt><dd class=\"basis\">\(platform.basis(finding, rule: rule))</dd>\n"
        if !finding.related.isEmpty {
            let related = finding.related.map { reference in
                var text = Self.element(type: reference.type, label: reference.label, identifier: reference.identifier)
                // An element of another recording (the default-size one of a text-size comparison): its file,
                // linked to that screen's section when the report holds it; it is not drawn on this screen.
                if let file = reference.file {
                    if let detail = reference.detail { text += " " + HTMLText.display(detail) }
                    let name = "<code>\(HTMLText.display(file))</code>"
                    text += ", in " + (otherSections[file].map { "<a href=\"#\($0)\">\(name)</a>" } ?? name) + ","
                }
                return text + " at <code>\(HTMLText.display(reference.path))</code>, line \(reference.location.line), column \(reference.location.column)"
            }
            out += "<dt>Related</dt><dd>\(related.joined(separator: "; "))</dd>\n"
        }
        // The advice here, the code for each platform once per rule in the Rules section: repeated in every
        // finding, it made most of a large report.
        if let rule {
            let id = HTMLText.escape(finding.rule)
            out += "<dt>How to fix</dt><dd>\(HTMLText.withCode(platform.advice(rule.howToFix))) "
            out += "<a href=\"#rule-\(id)\">Code for <code>\(id)</code> by platform</a></dd>\n"
        }
        if let mark = result.mark(position) {
            out += "<dt>Ledger</dt><dd>Known (ledger line \(mark.location.line)): \(HTMLText.display(mark.reason))</dd>\n"
        } else {
            out += "<dt>Ledger</dt><dd>New</dd>\n"
        }
        out += "</dl>\n"
        return out
    }

    /// `Button “Close”, identifier “close”`.
    static func element(type: String, label: String?, identifier: String?) -> String {
        var out = HTMLText.escape(type)
        if let label { out += " labelled “\(HTMLText.label(label))”" } else { out += ", no label" }
        if let identifier { out += ", identifier “\(HTMLText.label(identifier))”" }
        return out
    }

    /// `x 10, y 20, 26 × 26 points` (dp, pixels), and why it is not drawn when it is not.
    func frameText(_ finding: Finding) -> String {
        let frame = finding.frame
        guard let x = HTMLText.number(frame.x), let y = HTMLText.number(frame.y), let w = HTMLText.number(frame.width),
              let h = HTMLText.number(frame.height) else { return "not usable, so not drawn" }
        var out = "x \(x), y \(y), \(w) × \(h) \(platform.units)"
        if frame.isEmpty {
            out += " (no area, so not drawn)"
        } else if let wireframe = result.wireframe, let view = Self.viewport(wireframe), !Self.drawable(frame, in: view) {
            out += " (off the screen, so not drawn)"
        }
        return out
    }

    /// The criteria and HIG page, each a link to its source.
    /// The basis with links: to the W3C's Understanding document, or, `cited`, to the criterion's entry in the
    /// page's Criteria section (which links there): a finding's basis, repeated in every finding, stays short.
    static func basis(_ criteria: [Criterion], hig: HIGSource?, cited: Bool = false) -> String {
        var parts = criteria.map { criterion in
            let text = "WCAG \(HTMLText.escape(criterion.id)) \(HTMLText.escape(criterion.name)) (Level \(criterion.level.rawValue))"
            return cited ? "<a href=\"#\(anchor(criterion))\">\(text)</a>" : link(criterion.understanding, text)
        }
        if let hig { parts.append(link(hig.url, HTMLText.escape(hig.reference))) }
        return parts.isEmpty ? "none given" : parts.joined(separator: "; ")
    }

    /// The general advice of a rule's how-to-fix: the text before its first platform's code (`SwiftUI:`,
    /// `UIKit:`, `Compose:`), ending in a full stop; the whole text when it starts with code.
    static func advice(_ howToFix: String) -> String {
        // The platform names are ASCII and the texts are the rules' own: searched as bytes.
        var end = howToFix.endIndex
        for platform: StaticString in [" SwiftUI", " UIKit", " Compose", " Android"] {
            if let found = TextChecks.firstBytes(platform, in: howToFix), found < end { end = found }
        }
        var text = String(howToFix[..<end])
        while let last = text.last, last == " " || last == ":" || last == ";" || last == "," { text.removeLast() }
        guard !text.isEmpty else { return howToFix }
        if text.last != "." { text += "." }
        return text
    }

    /// `wcag-2.5.8`: the id of a criterion's entry in the Criteria section.
    static func anchor(_ criterion: Criterion) -> String {
        "wcag-" + HTMLText.escape(criterion.id)
    }

    /// `text` (already markup) linked to `url` when it is a safe https address, else plain.
    static func link(_ url: String, _ text: String) -> String {
        guard let href = HTMLText.safeURL(url) else { return text }
        return "<a href=\"\(href)\">\(text)</a>"
    }

    /// At most this many elements are named under one manual check (the JSON report and the manual list name
    /// more), which keeps a report of thousands of screens small.
    static let maxElementsPerCheck = 8

    /// The screen's manual checks as boxes to tick, with the elements that asked for each.
    func checklist() -> String {
        var out = ""
        guard !result.reviewItems.isEmpty else { return out + "<p>No manual checks were asked of this screen.</p>\n" }
        out += "<p class=\"muted\">How to do each check and why a tree cannot decide it: "
        out += "<a href=\"#checks-h\">How to do the manual checks</a>.</p>\n<ul class=\"check\">\n"
        for item in result.reviewItems {
            let check = item.manualCheck
            // Short: every screen repeats the checks that always apply; how to do each, and its basis, is said
            // once in the checks' section. The box sits in its label, so the item is the same on every screen
            // (a collapsed screen's data refers to it by number).
            out += "<li><label><input type=\"checkbox\"> \(HTMLText.escape(check.wording(on: platform.platform).title))</label>"
            if !check.alwaysApplies, !item.elements.isEmpty {
                out += "\n<ul>\n"
                for element in item.elements.prefix(Self.maxElementsPerCheck) {
                    out += "<li>\(Self.element(type: element.type, label: element.label, identifier: element.identifier)), "
                    out += "line \(element.location.line), column \(element.location.column)"
                    if let detail = element.detail { out += ": \(HTMLText.display(detail))" }
                    out += "</li>\n"
                }
                if item.elements.count > Self.maxElementsPerCheck {
                    out += "<li>and \(item.elements.count - Self.maxElementsPerCheck) more (the JSON report lists them all)</li>\n"
                }
                out += "</ul>\n"
            }
            out += "</li>\n"
        }
        return out + "</ul>\n"
    }
}
