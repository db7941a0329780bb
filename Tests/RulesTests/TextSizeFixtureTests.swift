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
        let found = results[1].findings.map { "\($0.rule) \($0.outcome.rawValue) \($0.path)" }.sorted()
        #expect(found == expected.sorted())
        for finding in results[1].findings {
            #expect(finding.file.hasSuffix("large/screen.json"))
            #expect(finding.related.count == 1 && finding.related[0].file?.hasSuffix("default/screen.json") == true)
        }
    }
}
