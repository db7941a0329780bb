import Foundation
import Rules
import TreeModel
import Recorders
import TestSupport

/// One fixture: a recording (any format a registered recorder takes) and the findings stated beside it in
/// `<case>.expected`, which may also pin messages (`message: …` after a finding) and settings
/// (`set <rule>.<option>=<value>`).
struct FixtureCase: Sendable, CustomStringConvertible {
    /// The rule folder: `target-size-minimum`.
    var rule: String
    /// `fail-two-small-buttons`
    var name: String
    var treePath: String
    var expected: [ExpectedFinding]
    /// `set` lines: option values by `RuleOption.id`.
    var settings: [String: Double] = [:]
    /// `density <scale>`: pixels per dp for a recording in pixels (as `--density` gives it).
    var density: Double?
    /// `not-run`: the rule must not run on the recording (its outcome gives the reason).
    var expectsNotRun = false
    /// Problems with the `.expected` file itself (unparseable lines).
    var problems: [String]

    var description: String { "\(rule)/\(name)" }
    var isFailCase: Bool { name.hasPrefix("fail-") }
    var isPassCase: Bool { name.hasPrefix("pass-") }

    struct ExpectedFinding: Hashable, Sendable, CustomStringConvertible {
        var rule: String
        /// `error`, `warning`, `note`, or `review` for an item a person must review (outcome needs review).
        var level: String
        var path: String
        /// Line in the `.expected` file, for messages.
        var line: Int
        /// The message, when pinned.
        var message: String?
        var description: String { "\(rule) \(level) \(path)" }

        func matches(_ finding: Finding) -> Bool {
            let level = finding.outcome == .needsReview ? "review" : finding.level.rawValue
            return finding.rule == rule && level == self.level && finding.path == path
                && (message == nil || message == finding.message)
        }
    }

    static let folder = PackagePaths.fixtureTrees

    /// Rule folder names under Fixtures/trees.
    static func ruleFolders() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path, isDirectory: &isFolder) && isFolder.boolValue
        }.sorted()
    }

    /// Every case of every rule folder, sorted.
    static func all() -> [FixtureCase] {
        ruleFolders().flatMap { cases(for: $0) }
    }

    static func cases(for rule: String) -> [FixtureCase] {
        let directory = folder.appendingPathComponent(rule)
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
        // The recordings are the files a registered recorder takes, as when a folder is checked.
        return names.filter { RecorderRegistry.takes(fileNamed: $0) || RecorderRegistry.mayTake(fileNamed: $0) }.map { file in
            let name = String(file[..<(file.lastIndex(of: ".") ?? file.endIndex)])
            let expectedPath = directory.appendingPathComponent(name + ".expected").path
            var expected: [ExpectedFinding] = []
            var settings: [String: Double] = [:]
            var problems: [String] = []
            var density: Double?
            var notRun = false
            if let text = try? String(contentsOfFile: expectedPath, encoding: .utf8) {
                for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let line = raw.trimmingCharacters(in: .whitespaces)
                    if line.isEmpty || line.hasPrefix("#") { continue }
                    if line.hasPrefix("message: ") {
                        guard !expected.isEmpty, expected[expected.count - 1].message == nil else {
                            problems.append("\(expectedPath):\(offset + 1): 'message:' must follow a finding line")
                            continue
                        }
                        expected[expected.count - 1].message = String(line.dropFirst("message: ".count))
                        continue
                    }
                    if line.hasPrefix("density ") {
                        density = Double(line.dropFirst("density ".count))
                        if density == nil { problems.append("\(expectedPath):\(offset + 1): expected 'density <scale>', got '\(line)'") }
                        continue
                    }
                    if line == "not-run" {
                        notRun = true
                        continue
                    }
                    if line.hasPrefix("set ") {
                        let assignment = line.dropFirst(4).split(separator: "=", maxSplits: 1).map(String.init)
                        if assignment.count == 2, let option = RuleRegistry.option(id: assignment[0]),
                           let number = Double(assignment[1]), let value = option.validated(number) {
                            settings[option.id] = value
                        } else {
                            problems.append("\(expectedPath):\(offset + 1): expected 'set <rule>.<option>=<value>' naming a rule's option, got '\(line)'")
                        }
                        continue
                    }
                    let parts = line.split(separator: " ", maxSplits: 2).map(String.init)
                    if parts.count == 3 {
                        expected.append(ExpectedFinding(rule: parts[0], level: parts[1], path: parts[2], line: offset + 1))
                    } else {
                        problems.append("\(expectedPath):\(offset + 1): expected '<rule> <level> <path>', got '\(line)'")
                    }
                }
            } else {
                problems.append("\(expectedPath): missing; every tree needs its expected findings beside it")
            }
            return FixtureCase(rule: rule, name: name, treePath: directory.appendingPathComponent(file).path,
                               expected: expected, settings: settings, density: density, expectsNotRun: notRun, problems: problems)
        }
    }
}
