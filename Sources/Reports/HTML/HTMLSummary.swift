import Rules
import TreeModel

/// The HTML report's summary (screens read, empty and unreadable; findings by level and by rule; rules not
/// run and why; items to review; charts of findings per rule and per screen) and its closing list of rules.
struct HTMLSummary {
    let totals: RunTotals
    let rules: [RuleMetadata]
    let busiest: [(findings: Int, index: Int, file: String)]
    let recordedTextSize: String?

    func render() -> String {
        var out = "<section aria-labelledby=\"summary-h\">\n<h2 id=\"summary-h\">Summary</h2>\n"
        out += "<p>\(totals.screens) screen\(totals.screens == 1 ? "" : "s"): \(totals.screensRead) read, \(totals.empty) empty, "
        out += "\(totals.unreadable) unreadable; \(totals.elements) elements read, \(totals.notOnScreen) not on the screen"
        if totals.problems > 0 { out += ", \(totals.problems) recording \(totals.problems == 1 ? "problem" : "problems") (each listed at its place)" }
        out += ".</p>\n"
        out += levelTable()
        out += ruleTable()
        out += rulesNotRun()
        out += charts()
        out += notChecked()
        out += ledger()
        out += "<p>Automatic checks of a recorded tree decide only part of accessibility: every screen's manual checks below "
        out += "still need a person with a device. "
        if let recordedTextSize {
            out += "The recordings were made at the \(HTMLText.display(recordedTextSize)) text size; check the largest accessibility size too.</p>\n"
        } else {
            out += "The text size of the recordings is not recorded in them: check each screen at the default and the largest accessibility size.</p>\n"
        }
        return out + "</section>\n"
    }

    func levelTable() -> String {
        var out = "<h3 id=\"levels-h\">Findings by level</h3>\n<table aria-labelledby=\"levels-h\">\n"
        out += "<thead><tr><th scope=\"col\">Level</th><th scope=\"col\">New</th></tr></thead>\n<tbody>\n"
        let rows: [(HTMLLevel, Int)] = [(.error, totals.errors), (.warning, totals.warnings), (.note, totals.notes), (.review, totals.needsReview)]
        for (level, count) in rows {
            out += "<tr class=\"lv-\(level.rawValue)\"><th scope=\"row\"><span class=\"lvl\">\(level.word)</span></th><td class=\"n\">\(count)</td></tr>\n"
        }
        out += "<tr><th scope=\"row\">Known (in the ledger)</th><td class=\"n\">\(totals.known)</td></tr>\n"
        for level in [Level.error, .warning, .note] where totals.hidden[level, default: 0] > 0 {
            out += "<tr><th scope=\"row\">\(HTMLLevel(rawValue: level.rawValue)?.word ?? level.rawValue), left out by --min-level</th>"
            out += "<td class=\"n\">\(totals.hidden[level, default: 0])</td></tr>\n"
        }
        return out + "</tbody>\n</table>\n"
    }

    /// Rule ids in registry order, then any other rule that gave findings (sorted).
    var ruleIDs: [String] {
        let known = Set(rules.map(\.id))
        return rules.map(\.id) + totals.ruleOutcomes.keys.filter { !known.contains($0) }.sorted()
    }

    func ruleTable() -> String {
        var out = "<h3 id=\"rules-t\">Findings by rule</h3>\n<div class=\"scroll\"><table aria-labelledby=\"rules-t\">\n"
        out += "<thead><tr><th scope=\"col\">Rule</th><th scope=\"col\">Findings</th><th scope=\"col\">To review</th>"
        out += "<th scope=\"col\">Elements not judged</th></tr></thead>\n<tbody>\n"
        for id in ruleIDs {
            let outcome = totals.ruleOutcomes[id] ?? RuleOutcomes(rule: id)
            out += "<tr><th scope=\"row\"><code>\(HTMLText.escape(id))</code></th><td class=\"n\">\(outcome.findings)</td>"
            out += "<td class=\"n\">\(outcome.needsReview)</td><td class=\"n\">\(outcome.notRun)</td></tr>\n"
        }
        return out + "</tbody>\n</table></div>\n"
    }

    func rulesNotRun() -> String {
        var out = "<h3>Rules not run</h3>\n"
        let ids = ruleIDs.filter { totals.rulesNotRun[$0] != nil }
        guard !ids.isEmpty else { return out + "<p>Every rule ran on every screen read.</p>\n" }
        out += "<ul>\n"
        // One item per reason, with the screens it was given for.
        for id in ids {
            guard let tally = totals.rulesNotRun[id] else { continue }
            for entry in tally.reasons {
                out += "<li><code>\(HTMLText.escape(id))</code> did not run on \(entry.screens) screen\(entry.screens == 1 ? "" : "s"): "
                out += "\(HTMLText.display(entry.reason)).</li>\n"
            }
            if tally.otherScreens > 0 {
                out += "<li><code>\(HTMLText.escape(id))</code> did not run on \(tally.otherScreens) more screen\(tally.otherScreens == 1 ? "" : "s") "
                out += "for other reasons (the JSON report gives each screen's).</li>\n"
            }
        }
        return out + "</ul>\n"
    }

    /// Two bar charts as inline SVG, each with its numbers in a text alternative (the tables above and the
    /// chart's own description).
    func charts() -> String {
        var out = "<h3>Charts</h3>\n"
        let perRule = ruleIDs.map { ($0, (totals.ruleOutcomes[$0]?.findings ?? 0) + (totals.ruleOutcomes[$0]?.needsReview ?? 0)) }
            .filter { $0.1 > 0 }
        out += chart(id: "chart-rules", title: "Findings and items to review per rule", bars: perRule.map { (HTMLText.escape($0.0), $0.1) })
        out += chart(id: "chart-screens", title: "The \(busiest.count) screen\(busiest.count == 1 ? "" : "s") with the most findings",
                     bars: busiest.map { (HTMLText.display(Self.short($0.file)), $0.findings) })
        return out
    }

    /// The last 40 characters of a file name, for a chart label.
    static func short(_ file: String) -> String { file.count > 40 ? "…" + String(file.suffix(39)) : file }

    /// A horizontal bar chart; `bars` labels are markup already escaped.
    func chart(id: String, title: String, bars: [(String, Int)]) -> String {
        guard let most = bars.map(\.1).max(), most > 0 else { return "<p>\(title): none.</p>\n" }
        let row = 22, labelWidth = 300, barWidth = 300
        let height = bars.count * row + 4
        var out = "<figure><svg class=\"chart\" viewBox=\"0 0 \(labelWidth + barWidth + 60) \(height)\" role=\"img\" "
        out += "aria-labelledby=\"\(id)-t \(id)-d\" xmlns=\"http://www.w3.org/2000/svg\">"
        out += "<title id=\"\(id)-t\">\(title)</title><desc id=\"\(id)-d\">"
        out += bars.map { "\($0.0): \($0.1)" }.joined(separator: "; ") + "</desc>\n"
        for (number, bar) in bars.enumerated() {
            let y = number * row + 2
            let width = max(1, bar.1 * barWidth / most)
            out += "<text x=\"\(labelWidth - 6)\" y=\"\(y + 15)\" text-anchor=\"end\">\(bar.0)</text>"
            out += "<rect x=\"\(labelWidth)\" y=\"\(y + 3)\" width=\"\(width)\" height=\"16\"/>"
            out += "<text x=\"\(labelWidth + width + 6)\" y=\"\(y + 15)\">\(bar.1)</text>\n"
        }
        return out + "</svg><figcaption class=\"muted\">\(title).</figcaption></figure>\n"
    }

    func notChecked() -> String {
        guard !totals.notChecked.isEmpty else { return "" }
        var out = "<h3>Not checked</h3>\n<ul>\n"
        for screen in totals.notChecked {
            let what = screen.status == .empty ? "holds an empty capture" : "could not be read"
            var reason = ""
            if let error = screen.error {
                reason = (error.location.map { "line \($0.line), column \($0.column): " } ?? "") + error.message
            }
            out += "<li>\(HTMLText.label(screen.file)) \(what)\(reason.isEmpty ? "" : ": " + HTMLText.display(reason)).</li>\n"
        }
        return out + "</ul>\n"
    }

    func ledger() -> String {
        guard let file = totals.ledgerFile else { return "" }
        var out = "<h3>Ledger</h3>\n<p>Ledger \(HTMLText.label(file)): \(totals.known) finding\(totals.known == 1 ? "" : "s") known, "
        out += "\(totals.staleEntries.count) stale entr\(totals.staleEntries.count == 1 ? "y" : "ies").</p>\n"
        guard !totals.staleEntries.isEmpty else { return out }
        out += "<ul>\n"
        for entry in totals.staleEntries {
            out += "<li>Line \(entry.location.line): <code>\(HTMLText.escape(entry.rule))</code> on \(HTMLText.label(entry.screen)), "
            out += "\(HTMLText.display(entry.element)), matches no finding.</li>\n"
        }
        return out + "</ul>\n"
    }

    /// Every manual check once: how to do it and why a tree cannot decide it, in the words of the platforms the
    /// report's screens come from (Android's only, when every screen is Android's; else the general words, with
    /// what Android says differently beside them).
    static func checksSection(android: Bool = false, other: Bool = true) -> String {
        var out = "<section aria-labelledby=\"checks-h\">\n<h2 id=\"checks-h\">How to do the manual checks</h2>\n"
        out += "<dl class=\"kv\">\n"
        let onlyAndroid = android && !other
        for check in ManualCheckCatalogue.all {
            let words = check.wording(on: onlyAndroid ? .android : .iOS)
            out += "<dt id=\"check-\(HTMLText.escape(check.id))\">\(HTMLText.escape(words.title))</dt><dd>"
            out += "\(HTMLText.withCode(words.howToCheck)) <span class=\"muted\">The tree cannot decide it: "
            out += "\(HTMLText.withCode(words.whyTreeCannotDecide))</span> (\(HTMLScreenSection.basis(check.criteria, hig: check.hig)))"
            if android, !onlyAndroid, let variant = check.android {
                out += "<br>On Android: \(HTMLText.withCode(variant.howToCheck))"
            }
            out += "</dd>\n"
        }
        return out + "</dl>\n</section>\n"
    }

    /// The criteria the findings cite, in order, each with its W3C Understanding document: where a finding's
    /// basis links to.
    static func criteriaSection(_ cited: Set<Criterion>) -> String {
        guard !cited.isEmpty else { return "" }
        var out = "<section aria-labelledby=\"criteria-h\">\n<h2 id=\"criteria-h\">Criteria cited</h2>\n<ul>\n"
        for criterion in cited.sorted() {
            out += "<li id=\"\(HTMLScreenSection.anchor(criterion))\">\(HTMLScreenSection.basis([criterion], hig: nil))</li>\n"
        }
        return out + "</ul>\n</section>\n"
    }

    /// Every rule that ran: what it checks, its basis with links, and how to fix what it finds.
    static func rulesSection(_ rules: [RuleMetadata]) -> String {
        var out = "<section aria-labelledby=\"rules-h\">\n<h2 id=\"rules-h\">Rules</h2>\n"
        guard !rules.isEmpty else { return out + "<p>No rules ran.</p>\n</section>\n" }
        out += "<dl class=\"kv\">\n"
        for rule in rules {
            let id = HTMLText.escape(rule.id)
            out += "<dt id=\"rule-\(id)\"><code>\(id)</code></dt><dd>\(HTMLText.escape(rule.name)): \(HTMLText.escape(rule.summary)) "
            out += "(\(HTMLScreenSection.basis(rule.criteria, hig: rule.hig)))<br>How to fix: \(HTMLText.withCode(rule.howToFix))</dd>\n"
        }
        return out + "</dl>\n</section>\n"
    }
}
