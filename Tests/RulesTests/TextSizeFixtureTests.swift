import Foundation
import Pipeline
import Recorders
import Reports
import Rules
import Testing
import TestSupport
import TreeModel

/// The hand-written pairs in `Fixtures/text-size/<case>/{default,large}/screen.json`, each with an `expected`
/// file: `<rule> <finding|needs-review> <path in the large recording>` per line, or `not-compared`.
@Suite struct TextSizeFixtureTests {
    static let folder = PackagePaths.root.appendingPathComponent("Fixtures/text-size")

    static var cases: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasSuffix(".md") }.sorted()
    }

    static func read(_ file: String) throws -> Screen {
        let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(file)))
        return RecordingReader.read(bytes: bytes, file: file)
    }

    /// The pair's results through the whole pipeline, with the text-size rules only.
    static func run(_ name: String) throws -> [ScreenResult] {
        let normal = "\(name)/default/screen.json", large = "\(name)/large/screen.json"
        var pairs = TextSizePairs()
        pairs.add(key: name, defaultFile: normal, largeFile: large)
        let pipeline = CheckPipeline(engine: Engine(rules: []), groupRules: TextSizeRules.all(pairs: pairs))
        return pipeline.results(for: [try read(normal), try read(large)]).results
    }

    /// The pair's elements matched, or why it is not compared.
    static func match(_ name: String) throws -> Result<TextSizeMatch, TextSizeMatch.NotCompared> {
        let normal = "\(name)/default/screen.json", large = "\(name)/large/screen.json"
        var pairs = TextSizePairs()
        pairs.add(key: name, defaultFile: normal, largeFile: large)
        return TextSizeMatch.compare([ScreenFacts(screen: try read(normal)), ScreenFacts(screen: try read(large))], pairs: pairs)
    }

    @Test("trap: two different screens are not compared, and every text-size rule says why")
    func differentScreens() throws {
        guard case .failure(let why) = try Self.match("trap-different-screens") else { Issue.record("compared"); return }
        #expect(why.reason.hasPrefix("the two recordings do not look like one screen"))
        let results = try Self.run("trap-different-screens")
        for result in results {
            #expect(Set(result.outcomes.compactMap { $0.notRunReason == nil ? nil : $0.rule }) == Set(TextSizeRules.ids))
        }
    }

    @Test("trap: elements that change places are matched by who they are, not by where they are")
    func reordered() throws {
        guard case .success(let match) = try Self.match("trap-reordered-all-present") else { Issue.record("not compared"); return }
        for (normal, large) in match.pairs {
            let a = match.normal.screen.elements[normal], b = match.large.screen.elements[large]
            #expect(a.identifier == b.identifier && a.label == b.label, "\(a.label ?? "?") matched \(b.label ?? "?")")
        }
        // Every element is matched: none is lost, none left unjudged.
        #expect(match.pairs.count == match.normal.screen.elements.count && match.ambiguous.isEmpty)
        // The buttons moved from the top of the root's children to the bottom.
        let call = try #require(match.normal.screen.elements.firstIndex { $0.identifier == "call" })
        #expect(match.counterpart[call] != call)
    }

    @Test("trap: labels that changed for a reason (a time, a count) are matched by order and not taken as cut")
    func labelChanges() throws {
        guard case .success(let match) = try Self.match("trap-label-changes-for-a-reason") else { Issue.record("not compared"); return }
        let changed = match.pairs.filter { match.normal.screen.elements[$0.normal].label != match.large.screen.elements[$0.large].label }
        #expect(changed.count == 2, "the time and the count are matched though their labels differ")
        for pair in changed {
            let whole = try #require(match.normal.screen.elements[pair.normal].label)
            let now = try #require(match.large.screen.elements[pair.large].label)
            #expect(!TruncatedAtLargeSize.isCut(whole: whole, cut: now))
        }
    }

    @Test("trap: at the large size the content scrolls: what the scroll view holds is not lost, what may be in it needs review")
    func scrolls() throws {
        guard case .success(let match) = try Self.match("trap-screen-scrolls") else { Issue.record("not compared"); return }
        #expect(match.largeScrolls)
        let lost = LostAtLargeSize().judge(match, configuration: RuleConfiguration()).findings
        #expect(lost.count == 1 && lost.allSatisfy { $0.outcome == .needsReview })
    }

    @Test("every rule has a failing pair and the traps are there")
    func casesExist() {
        let cases = Self.cases
        for rule in TextSizeRules.all() {
            let text = cases.compactMap { try? String(contentsOf: Self.folder.appendingPathComponent("\($0)/expected"), encoding: .utf8) }.joined()
            #expect(text.contains(rule.metadata.id + " finding"), "no failing pair for \(rule.metadata.id)")
        }
        for trap in ["trap-screen-scrolls", "trap-label-changes-for-a-reason", "trap-reordered-all-present", "trap-different-screens"] {
            #expect(cases.contains(trap))
        }
    }

    @Test("each pair reports exactly what its expected file lists", arguments: TextSizeFixtureTests.cases)
    func pair(_ name: String) throws {
        let expected = try String(contentsOf: Self.folder.appendingPathComponent("\(name)/expected"), encoding: .utf8)
            .split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty }
        let results = try Self.run(name)
        #expect(results.count == 2)
        #expect(results[0].findings.isEmpty, "findings go on the large recording")
        if expected == ["not-compared"] {
            for result in results {
                let reasons = result.outcomes.filter { $0.notRunReason != nil }
                #expect(reasons.count == TextSizeRules.all().count)
            }
            #expect(results[1].findings.isEmpty)
            return
        }
        // A trap passes only because the pair was compared and judged, never because it was not compared.
        for result in results {
            #expect(result.outcomes.allSatisfy { $0.notRunReason == nil }, "\(result.outcomes.compactMap(\.notRunReason))")
        }
        if case .failure(let why) = try Self.match(name) { Issue.record("\(name) was not compared: \(why.reason)") }
        let found = results[1].findings.map { "\($0.rule) \($0.outcome.rawValue) \($0.path)" }.sorted()
        #expect(found == expected.sorted())
        for finding in results[1].findings {
            #expect(finding.file.hasSuffix("large/screen.json"))
            #expect(finding.related.count == 1 && finding.related[0].file?.hasSuffix("default/screen.json") == true)
        }
    }

    @Test("the text-size rules of a run share one match of each pair: every case gives what each rule gives alone")
    func sharedMatch() throws {
        for name in Self.cases {
            let normal = "\(name)/default/screen.json", large = "\(name)/large/screen.json"
            var pairs = TextSizePairs()
            pairs.add(key: name, defaultFile: normal, largeFile: large)
            let screens = [try Self.read(normal), try Self.read(large)]
            let together = CheckPipeline(engine: Engine(rules: []), groupRules: TextSizeRules.all(pairs: pairs)).results(for: screens).results
            for rule in TextSizeRules.all(pairs: pairs) {
                let alone = CheckPipeline(engine: Engine(rules: []), groupRules: [rule]).results(for: screens).results
                try #require(alone.count == together.count, "\(name)")
                for (one, all) in zip(alone, together) {
                    #expect(one.findings == all.findings.filter { $0.rule == rule.metadata.id }, "\(name) \(rule.metadata.id)")
                    #expect(one.outcomes == all.outcomes.filter { $0.rule == rule.metadata.id }, "\(name) \(rule.metadata.id)")
                }
                // The rule judging a match made beforehand gives what it gives matching the pair itself.
                let facts = screens.map { ScreenFacts(screen: $0) }
                let own = rule.evaluate(facts, configuration: RuleConfiguration())
                let shared = rule.evaluate(TextSizeMatch.compare(facts, pairs: pairs), configuration: RuleConfiguration())
                #expect(own.findings.map(\.message) == shared.findings.map(\.message), "\(name) \(rule.metadata.id)")
                #expect(own.notRun == shared.notRun, "\(name) \(rule.metadata.id)")
            }
        }
    }
}
