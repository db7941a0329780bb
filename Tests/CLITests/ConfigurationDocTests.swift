@testable import CrawlCLI
import Foundation
import Rules
import Testing
import TestSupport

/// Docs/Configuration.md's thresholds table and defaults are written from the code (`ConfigurationDocumentation`):
/// the test fails when the committed page differs. `A11Y_CRAWL_RECORD_DOCS=1` rewrites the page and still fails,
/// so a rewrite never passes unnoticed.
@Suite struct ConfigurationDocTests {
    static let page = PackagePaths.root.appendingPathComponent("Docs/Configuration.md")

    @Test("the generated parts of Docs/Configuration.md are current")
    func current() throws {
        let committed = try String(contentsOf: Self.page, encoding: .utf8)
        let refreshed = try #require(ConfigurationDocumentation.refresh(committed), "a region's markers are missing")
        if ProcessInfo.processInfo.environment["A11Y_CRAWL_RECORD_DOCS"] == "1" {
            try refreshed.write(to: Self.page, atomically: true, encoding: .utf8)
            Issue.record("Rewrote Docs/Configuration.md; review the difference, then run the tests again without A11Y_CRAWL_RECORD_DOCS.")
            return
        }
        #expect(refreshed == committed, "Docs/Configuration.md is out of date; run: A11Y_CRAWL_RECORD_DOCS=1 swift test --filter ConfigurationDocTests")
    }

    @Test("the table has every rule option with its default, and the defaults every rule's level")
    func everyOption() {
        let table = ConfigurationDocumentation.thresholds
        for option in RuleRegistry.options {
            #expect(table.contains("| `thresholds.\(option.key)` | `\(option.id)` |"), "\(option.id)")
            #expect(table.contains("| `\(RuleOption.format(option.defaultValue))` |"), "\(option.id)")
        }
        #expect(table.contains("`--hig-target`, `--set target-size-hig.size=…`"))
        for rule in RuleRegistry.all { #expect(ConfigurationDocumentation.defaults.contains("\"\(rule.id)\": \"\(rule.metadata.defaultLevel.rawValue)\"")) }
        #expect(ConfigurationDocumentation.refresh("no markers") == nil)
    }
}
