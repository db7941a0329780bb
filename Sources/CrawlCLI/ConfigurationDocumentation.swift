import Configuration
import Rules

/// The parts of Docs/Configuration.md that are written from the code: the table of thresholds (every rule
/// option, with its key, `--set` name, values, default and the command-line option that also sets it) and the
/// defaults as `check --print-config` prints them. Each sits between two markers in the page; `refresh(_:)`
/// rewrites them, and a test fails when the committed page differs.
enum ConfigurationDocumentation {
    /// The generated regions, by name, in page order.
    static var regions: [(name: String, text: String)] {
        [("thresholds", thresholds), ("defaults", defaults)]
    }

    /// `| thresholds.higTargetSize | target-size-hig.size | … |` for every registered rule option.
    static var thresholds: String {
        var lines = ["| key | rule option (`--set`) | what it is | value | default | command line |", "|---|---|---|---|---|---|"]
        for option in RuleRegistry.options {
            let named = OptionScope.all.filter { $0.ruleOption == option }.map { "`\($0.name)`" }
            let commandLine = (named + ["`--set \(option.id)=…`"]).joined(separator: ", ")
            lines.append("| `thresholds.\(option.key)` | `\(option.id)` | \(option.summary) | \(option.expected) | `\(RuleOption.format(option.defaultValue))` | \(commandLine) |")
        }
        return lines.joined(separator: "\n")
    }

    /// The defaults in the file's shape, as `check --print-config` prints them with no file and no options.
    static var defaults: String {
        "```json\n" + String(decoding: EffectiveConfiguration.defaults.render(), as: UTF8.self) + "```"
    }

    static func begin(_ name: String) -> String {
        "<!-- generated: \(name) (from the code; a test checks it, A11Y_CRAWL_RECORD_DOCS=1 swift test --filter ConfigurationDocTests rewrites it) -->"
    }

    static func end(_ name: String) -> String { "<!-- end of generated: \(name) -->" }

    /// `page` with each generated region's text replaced by the current one; nil when a region's markers are
    /// missing.
    static func refresh(_ page: String) -> String? {
        var page = page
        for (name, text) in regions {
            guard let start = page.range(of: begin(name) + "\n"),
                  let stop = page.range(of: end(name), range: start.upperBound..<page.endIndex) else { return nil }
            page.replaceSubrange(start.upperBound..<stop.lowerBound, with: text + "\n")
        }
        return page
    }
}
