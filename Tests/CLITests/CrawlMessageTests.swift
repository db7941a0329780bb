import CrawlCLI
import Foundation
import Rules
import Testing
import TestSupport

/// The crawl rules' findings on `Fixtures/crawls` give their declared messages, each of them, and JSON and SARIF
/// carry them as data: `messageId` and `arguments` beside the text, SARIF's `messageStrings` per rule.
@Suite struct CrawlMessageTests {
    @Test func crawlFixturesGiveEachDeclaredMessage() throws {
        var seen = Set<String>()
        let crawls = PackagePaths.root.appendingPathComponent("Fixtures/crawls")
        let names = try FileManager.default.contentsOfDirectory(atPath: crawls.path).filter { !$0.hasSuffix(".md") }.sorted()
        let rules = CrawlRules.ids.flatMap { ["--rule", $0] }
        for name in names {
            let run = Tool.run(["check", "--format", "json", "--jobs", "1"] + rules + [crawls.appendingPathComponent(name).path])
            let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout)) as? [String: Any])
            for finding in report["findings"] as? [[String: Any]] ?? [] {
                let rule = try #require(finding["rule"] as? String), id = try #require(finding["messageId"] as? String)
                let arguments = try #require(finding["arguments"] as? [String])
                let declaration = try #require(CrawlRules.all.first { $0.metadata.id == rule }?.metadata.messages.first { $0.id == id },
                                               "\(rule)/\(id) is not declared")
                #expect(arguments.count == declaration.parameters.count + 1, "\(rule)/\(id): \(arguments)")
                // SARIF's substitution of the arguments in the template gives the message.
                var text = declaration.template
                for (number, argument) in arguments.enumerated().reversed() {
                    text = text.replacingOccurrences(of: "{\(number)}", with: argument)
                }
                #expect(text == finding["message"] as? String, "\(rule)/\(id)")
                seen.insert("\(rule)/\(id)")
            }
        }
        let declared = Set(CrawlRules.all.flatMap { rule in rule.metadata.messages.map { "\(rule.metadata.id)/\($0.id)" } })
        // The crawl fixtures disagree with two or more other screens, never with exactly one: the singular wording
        // is checked by rendering (MessageDeclarationTests), not by a fixture. The list stays exact.
        let notInFixtures: Set = ["consistent-navigation/reordered-on-one", "consistent-identification/renamed-on-one"]
        #expect(declared.subtracting(seen) == notInFixtures, "declared but given by no crawl fixture: \(declared.subtracting(seen).sorted())")
    }

    @Test func sarifResultsNameTheirRulesMessageStrings() throws {
        let run = Tool.run(["check", "--format", "sarif", "--include-review",
                            PackagePaths.root.appendingPathComponent("Fixtures/trees/duplicate-name").path])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout)) as? [String: Any])
        let sarifRun = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((sarifRun["tool"] as? [String: Any])?["driver"] as? [String: Any])
        var strings: [String: [String: String]] = [:]
        for rule in driver["rules"] as? [[String: Any]] ?? [] {
            guard let id = rule["id"] as? String, let messages = rule["messageStrings"] as? [String: [String: String]] else { continue }
            strings[id] = messages.mapValues { $0["text"] ?? "" }
        }
        let results = try #require(sarifRun["results"] as? [[String: Any]])
        #expect(!results.isEmpty)
        for result in results {
            let rule = try #require(result["ruleId"] as? String)
            let message = try #require(result["message"] as? [String: Any])
            guard !rule.hasPrefix("manual/") else { continue }
            let id = try #require(message["id"] as? String, "\(rule): no message id")
            let arguments = try #require(message["arguments"] as? [String])
            var text = try #require(strings[rule]?[id], "\(rule)/\(id) is not among the rule's messageStrings")
            for (number, argument) in arguments.enumerated().reversed() { text = text.replacingOccurrences(of: "{\(number)}", with: argument) }
            #expect(text == message["text"] as? String)
        }
    }
}
