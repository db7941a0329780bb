import Rules

/// The table at the end of the text report: per rule, how many new findings of each level were reported,
/// rules in id order, so that the same run always prints the same table.
struct RuleCountTable {
    private var counts: [String: [Level: Int]] = [:]

    var isEmpty: Bool { counts.isEmpty }

    mutating func count(_ finding: Finding) {
        counts[finding.rule, default: [:]][finding.level, default: 0] += 1
    }

    /// `Findings by rule:` then a header and one row per rule with findings, numbers right-aligned.
    func render(style: TextStyle = .plain) -> String {
        let columns: [(title: String, level: Level)] = [("errors", .error), ("warnings", .warning), ("notes", .note)]
        let rules = counts.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        let ruleWidth = max("rule".count, rules.map(\.count).max() ?? 0)
        func pad(_ text: String) -> String { text + String(repeating: " ", count: max(0, ruleWidth - text.count)) }
        var out = "Findings by rule:\n  " + pad("rule")
        for column in columns { out += "  " + column.title }
        out += "\n"
        for rule in rules {
            out += "  " + pad(rule)
            for column in columns {
                let number = counts[rule]?[column.level] ?? 0
                let padding = String(repeating: " ", count: max(0, column.title.count - String(number).count))
                out += "  " + padding + (number > 0 ? style.paint(String(number), as: column.level) : String(number))
            }
            out += "\n"
        }
        return out
    }
}
