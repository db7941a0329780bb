import A11yCrawlKit
import CustomRules
import Testing

@Suite struct BrandNameSpellingTests {
    static let recording = #"[{"type":"Application","AXLabel":"Shopkit","frame":{"x":0,"y":0,"width":390,"height":844}},{"type":"Button","AXLabel":"Open ShopKit","frame":{"x":10,"y":100,"width":120,"height":48}},{"type":"Button","AXLabel":"Leave SHOPKIT","frame":{"x":10,"y":200,"width":120,"height":48}}]"#

    @Test("the rule finds the two labels that misspell the brand, beside the built-in rules")
    func findsMisspellings() throws {
        let screen = A11yCrawl.read(bytes: Array(Self.recording.utf8), file: "shop.json")
        let run = try A11yCrawl(additionalRules: [BrandNameSpelling()]).check(screen)
        #expect(run.rules.contains { $0.id == "brand-name-spelling" })
        // The rules that ran: the built-in screen rules, the crawl rules (listed, though one screen is no crawl)
        // and this package's own.
        #expect(run.rules.count == A11yCrawl.builtInRules.count + A11yCrawl().crawlRules.count + 1)
        let own = run.findings.filter { $0.rule == "brand-name-spelling" }
        #expect(own.map(\.label) == ["Shopkit", "Leave SHOPKIT"])
        #expect(own.allSatisfy { $0.level == .warning })
        #expect(run.outcomes["brand-name-spelling"] != nil)
    }

    @Test("its findings are in the SARIF report under its id, with its metadata")
    func reportedInSARIF() throws {
        let screen = A11yCrawl.read(bytes: Array(Self.recording.utf8), file: "shop.json")
        let run = try A11yCrawl(ruleIDs: ["brand-name-spelling"], additionalRules: [BrandNameSpelling()]).check(screen)
        let sarif = try run.reportText("sarif")
        #expect(sarif.contains("\"ruleId\": \"brand-name-spelling\""))
        #expect(sarif.contains("\"id\": \"brand-name-spelling\""))
        #expect(run.fails(at: .warning))
    }

    @Test("the HTML report draws the screen and lists the rule's findings with their messages")
    func reportedInHTML() throws {
        let screen = A11yCrawl.read(bytes: Array(Self.recording.utf8), file: "shop.json")
        let run = try A11yCrawl(ruleIDs: ["brand-name-spelling"], additionalRules: [BrandNameSpelling()]).check(screen)
        let html = try run.reportText("html")
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("brand-name-spelling"))
        #expect(html.contains("The element &#39;Leave SHOPKIT&#39; spells the brand other than &#39;ShopKit&#39;."))  // the page writes ' as &#39;
        #expect(html.contains("3 element frames at their positions"))
    }
}
