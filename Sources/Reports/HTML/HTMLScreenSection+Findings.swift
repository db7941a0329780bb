import Rules
import TreeModel

extension HTMLScreenSection {
    /// One finding: number (a link to its outline), level, rule, message, element, where it is, its basis
    /// with links, related elements, how to fix it and whether the ledger knows it.
    func finding(_ position: Int) -> String {
        let finding = result.findings[position]
        let level = HTMLLevel(finding)
        let fid = "\(id)-f\(position + 1)"
        let rule = rules[finding.rule]
        var out = "<li class=\"finding lv-\(level.rawValue)\" id=\"\(fid)\" data-level=\"\(level.rawValue)\" "
        out += "data-rule=\"\(HTMLText.escape(finding.rule))\">\n"
        out += "<p><a class=\"num\" href=\"#\(fid)-box\">\(badge(position))</a> <span class=\"lvl\">\(level.word)</span> "
        out += "<code>\(HTMLText.escape(finding.rule))</code>"
        if let rule { out += " \(HTMLText.escape(rule.name))" }
        out += "</p>\n<p>\(HTMLText.display(finding.message))</p>\n<dl class=\"kv\">\n"
        out += "<dt>Element</dt><dd>\(Self.element(type: finding.type, label: finding.label, identifier: finding.identifier))</dd>\n"
        out += "<dt>Frame</dt><dd>\(frameText(finding))</dd>\n"
        out += "<dt>Path</dt><dd><code>\(HTMLText.display(finding.path))</code></dd>\n"
        out += "<dt>Location</dt><dd><code>\(HTMLText.display(finding.file)):\(finding.location.line):\(finding.location.column)</code></dd>\n"
        out += "<dt>Basis</dt><dd class=\"basis\">\(Self.basis(finding.criteria, hig: finding.hig))</dd>\n"
        if !finding.related.isEmpty {
            let related = finding.related.map { reference in
                Self.element(type: reference.type, label: reference.label, identifier: reference.identifier)
                    + " at <code>\(HTMLText.display(reference.path))</code>, line \(reference.location.line), column \(reference.location.column)"
            }
            out += "<dt>Related</dt><dd>\(related.joined(separator: "; "))</dd>\n"
        }
        if let rule { out += "<dt>How to fix</dt><dd>\(HTMLText.withCode(rule.howToFix))</dd>\n" }
        if let mark = result.mark(position) {
            out += "<dt>Ledger</dt><dd>Known (ledger line \(mark.location.line)): \(HTMLText.display(mark.reason))</dd>\n"
        } else {
            out += "<dt>Ledger</dt><dd>New</dd>\n"
        }
        out += "</dl>\n</li>\n"
        return out
    }

    /// `Button “Close”, identifier “close”`.
    static func element(type: String, label: String?, identifier: String?) -> String {
        var out = HTMLText.escape(type)
        if let label { out += " labelled “\(HTMLText.label(label))”" } else { out += ", no label" }
        if let identifier { out += ", identifier “\(HTMLText.label(identifier))”" }
        return out
    }

    /// `x 10, y 20, 26 × 26 points`, and why it is not drawn when it is not.
    func frameText(_ finding: Finding) -> String {
        let frame = finding.frame
        guard let x = HTMLText.number(frame.x), let y = HTMLText.number(frame.y), let w = HTMLText.number(frame.width),
              let h = HTMLText.number(frame.height) else { return "not usable, so not drawn" }
        var out = "x \(x), y \(y), \(w) × \(h) points"
        if frame.isEmpty {
            out += " (no area, so not drawn)"
        } else if let wireframe = result.wireframe, let view = Self.viewport(wireframe), !Self.drawable(frame, in: view) {
            out += " (off the screen, so not drawn)"
        }
        return out
    }

    /// The criteria and HIG page, each a link to its source.
    static func basis(_ criteria: [Criterion], hig: HIGSource?) -> String {
        var parts = criteria.map { criterion in
            link(criterion.understanding, "WCAG \(HTMLText.escape(criterion.id)) \(HTMLText.escape(criterion.name)) (Level \(criterion.level.rawValue))")
        }
        if let hig { parts.append(link(hig.url, HTMLText.escape(hig.reference))) }
        return parts.isEmpty ? "none given" : parts.joined(separator: "; ")
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
        var out = "<h4>Manual checks</h4>\n"
        guard !result.reviewItems.isEmpty else { return out + "<p>No manual checks were asked of this screen.</p>\n" }
        out += "<ul class=\"check\">\n"
        for (number, item) in result.reviewItems.enumerated() {
            let check = item.manualCheck
            let cid = "\(id)-c\(number + 1)"
            out += "<li><input type=\"checkbox\" id=\"\(cid)\"> <label for=\"\(cid)\">\(HTMLText.escape(check.title))</label> "
            out += "<span class=\"muted\">(\(HTMLText.escape(Criterion.basis(check.criteria, hig: check.hig, both: false))); "
            out += "<a href=\"#check-\(HTMLText.escape(check.id))\">how to check</a>)</span>"
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
