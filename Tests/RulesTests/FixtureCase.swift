import Foundation
import Rules
import TreeModel
import Recorders
import TestSupport

/// One fixture: a tree and the findings stated beside it in `<case>.expected`.
struct FixtureCase: Sendable, CustomStringConvertible {
    /// The rule folder: `target-size-minimum`.
    var rule: String
    /// `fail-two-small-buttons`
    var name: String
    var treePath: String
    var expected: [ExpectedFinding]
    /// Problems with the `.expected` file itself (unparseable lines).
    var problems: [String]

    var description: String { "\(rule)/\(name)" }
    var isFailCase: Bool { name.hasPrefix("fail-") }
    var isPassCase: Bool { name.hasPrefix("pass-") }

    struct ExpectedFinding: Hashable, Sendable, CustomStringConvertible {
        var rule: String
        var level: String
        var path: String
        /// Line in the `.expected` file, for messages.
        var line: Int
        var description: String { "\(rule) \(level) \(path)" }

        func matches(_ finding: Finding) -> Bool {
            finding.rule == rule && finding.level.rawValue == level && finding.path == path
        }
    }

    /// The package root, found from this file.
    static let packageRoot: URL = PackagePaths.root
    static let folder = packageRoot.appendingPathComponent("Fixtures/trees")

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
        return names.filter { $0.hasSuffix(".json") }.map { file in
            let name = String(file.dropLast(5))
            let expectedPath = directory.appendingPathComponent(name + ".expected").path
            var expected: [ExpectedFinding] = []
            var problems: [String] = []
            if let text = try? String(contentsOfFile: expectedPath, encoding: .utf8) {
                for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let line = raw.trimmingCharacters(in: .whitespaces)
                    if line.isEmpty || line.hasPrefix("#") { continue }
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
                               expected: expected, problems: problems)
        }
    }
}
