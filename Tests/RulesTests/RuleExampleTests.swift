import Pipeline
import Recorders
import Rules
import Testing
import TreeModel

/// Runs the compact examples each rule declares next to itself through the recorders and the whole pipeline,
/// as `check --rule <id>` runs a recording.
@Suite struct RuleExampleTests {
    static let cases: [(rule: String, position: Int)] = RuleRegistry.all.flatMap { rule in
        rule.metadata.examples.indices.map { (rule.id, $0) }
    }

    @Test("each example reports exactly where it says", arguments: cases.map { "\($0.rule)#\($0.position + 1)" })
    func example(_ name: String) throws {
        let parts = name.split(separator: "#")
        let rule = try #require(RuleRegistry.rule(id: String(parts[0])))
        let example = rule.metadata.examples[Int(parts[1])! - 1]
        let screen = RecordingReader.read(bytes: Array(example.recording.utf8), file: "\(name).json")
        try #require(screen.status == .ok, "\(name): \(screen.error?.description ?? "")")
        let findings = CheckPipeline(engine: Engine(rules: [rule])).results(for: [screen]).results[0].findings
        #expect(findings.map(\.path).sorted() == example.findings.sorted(), "\(name): \(findings.map(\.message))")
    }

    @Test("every rule shows at least one triggering and one passing example", arguments: RuleRegistry.all.map(\.id))
    func everyRuleHasExamples(_ id: String) throws {
        let metadata = try #require(RuleRegistry.rule(id: id)).metadata
        let examples = metadata.examples
        // A compact example is a tree alone: rules that measure a screenshot show theirs as the fixture pairs
        // in Fixtures/trees/<id>/ (tree and picture).
        if metadata.requires.contains(.screenshot) {
            #expect(examples.isEmpty, "\(id): a tree alone cannot show a screenshot rule's findings")
            return
        }
        #expect(examples.contains { !$0.findings.isEmpty }, "\(id) has no triggering example")
        #expect(examples.contains { $0.findings.isEmpty }, "\(id) has no passing example")
    }
}
