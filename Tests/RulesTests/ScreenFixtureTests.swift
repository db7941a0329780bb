import Foundation
import Rules
import Testing
import TreeModel
import Recorders
import TestSupport

/// Whole screens (`Fixtures/screens/*.json`) run through every rule, compared with `<screen>.expected`: the
/// findings of all rules, and a `not-run N` line for the elements not judged by size or order rules.
@Suite struct ScreenFixtureTests {
    static let folder = PackagePaths.root.appendingPathComponent("Fixtures/screens")

    static func screens() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }

    @Test("there are whole-screen fixtures")
    func screensExist() {
        #expect(!Self.screens().isEmpty, "no fixtures in \(Self.folder.path)")
    }

    @Test("whole screen", arguments: screens())
    func screen(_ name: String) throws {
        let expectedPath = Self.folder.appendingPathComponent(name + ".expected").path
        let text = try String(contentsOfFile: expectedPath, encoding: .utf8)
        var expected: [FixtureCase.ExpectedFinding] = []
        var notRun: Int?
        for (offset, raw) in text.split(separator: "\n").enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let parts = line.split(separator: " ", maxSplits: 2).map(String.init)
            if parts.count == 2, parts[0] == "not-run", let count = Int(parts[1]) {
                notRun = count
            } else if parts.count == 3 {
                expected.append(FixtureCase.ExpectedFinding(rule: parts[0], level: parts[1], path: parts[2], line: offset + 1))
            } else {
                Issue.record("\(name).expected:\(offset + 1): expected '<rule> <level> <path>' or 'not-run N', got '\(line)'")
            }
        }
        let screen = RecordingReader.read(contentsOf: Self.folder.appendingPathComponent(name + ".json").path,
                                          displayPath: "screens/\(name).json")
        try #require(screen.status == .ok, "\(screen.error?.description ?? "status \(screen.status)")")
        let facts = ScreenFacts(screen: screen)
        let findings = Engine().check(facts)
        let actual = Set(findings.map(Self.line))
        let wanted = Set(expected.map(\.description))
        for extra in actual.subtracting(wanted).sorted() {
            Issue.record("\(name): unexpected finding \(extra) — \(findings.first { Self.line($0) == extra }!.message)")
        }
        for missing in wanted.subtracting(actual).sorted() {
            Issue.record("\(name): expected \(missing) but no rule reported it")
        }
        #expect(findings.count == expected.count, "\(name): one finding per expected line")
        let counted = facts.onScreen.filter { !$0 }.count
        #expect(notRun == counted, "\(name): \(counted) elements not run, the fixture states \(notRun.map(String.init) ?? "none")")
    }

    /// `<rule> <level> <path>`, with `review` for an item a person must review (as in the rule fixtures).
    static func line(_ finding: Finding) -> String {
        "\(finding.rule) \(finding.outcome == .needsReview ? "review" : finding.level.rawValue) \(finding.path)"
    }
}
