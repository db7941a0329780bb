import CrawlCLI
import Foundation
import Testing

/// The README's output examples are the tool's own output. Each example block is preceded by a comment that
/// names the command it shows, `<!-- output of: a11y-crawl check --format json Fixtures/trees/… -->`; the test
/// runs that command (arguments split at spaces) and compares the block with standard output:
/// - a line that is only `…` (indented or not) stands for any number of output lines, including none;
/// - `…` inside a line stands for any text within that line;
/// - every other line must equal its output line, and the block covers the output from its first line to its
///   last (start or end the block with a `…` line to leave lines out there).
@Suite struct ReadmeExampleTests {
    static let root = CheckCommandTests.root
    static let marker = "<!-- output of: "

    struct Example {
        var command: String
        var line: Int
        var block: [String]
    }

    static func examples() throws -> [Example] {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.components(separatedBy: "\n")
        var examples: [Example] = []
        var index = 0
        while index < lines.count {
            defer { index += 1 }
            guard lines[index].hasPrefix(marker), lines[index].hasSuffix(" -->") else { continue }
            let command = String(lines[index].dropFirst(marker.count).dropLast(4))
            guard index + 1 < lines.count, lines[index + 1].hasPrefix("```") else {
                examples.append(Example(command: command, line: index + 1, block: []))
                continue
            }
            var block: [String] = []
            var end = index + 2
            while end < lines.count, lines[end] != "```" {
                block.append(lines[end])
                end += 1
            }
            examples.append(Example(command: command, line: index + 1, block: block))
        }
        return examples
    }

    /// Whether the pattern line (with `…` standing for any text) matches `line`.
    static func lineMatches(_ pattern: String, _ line: String) -> Bool {
        guard pattern.contains("…") else { return pattern == line }
        let parts = pattern.components(separatedBy: "…")
        guard line.hasPrefix(parts[0]) else { return false }
        var rest = line.dropFirst(parts[0].count)
        for part in parts.dropFirst().dropLast() {
            guard let range = rest.range(of: part) else { return false }
            rest = rest[range.upperBound...]
        }
        return rest.hasSuffix(parts[parts.count - 1])
    }

    /// nil when `block` matches `output`; else the first block line that could not be matched.
    static func mismatch(_ block: [String], _ output: [String]) -> String? {
        var memo: [Int: Bool] = [:]
        var furthest = 0
        func matches(_ i: Int, _ j: Int) -> Bool {
            let key = i * (output.count + 1) + j
            if let known = memo[key] { return known }
            furthest = max(furthest, i)
            let result: Bool
            if i == block.count {
                result = j == output.count
            } else if block[i].trimmingCharacters(in: .whitespaces) == "…" {
                result = (j...output.count).contains { matches(i + 1, $0) }
            } else {
                result = j < output.count && lineMatches(block[i], output[j]) && matches(i + 1, j + 1)
            }
            memo[key] = result
            return result
        }
        if matches(0, 0) { return nil }
        return furthest < block.count ? "block line \(furthest + 1) is not in the output: \(block[furthest])"
            : "the output goes on after the block (end the block with a '…' line)"
    }

    @Test func elisionRules() {
        let output = ["a", "b: one two", "c", "d"]
        #expect(Self.mismatch(["a", "…", "d"], output) == nil)
        #expect(Self.mismatch(["a", "b: … two", "…"], output) == nil)
        #expect(Self.mismatch(["…", "c", "d"], output) == nil)
        #expect(Self.mismatch(["a", "b: one two", "c", "d", "…"], output) == nil)
        #expect(Self.mismatch(["a", "c", "d"], output) != nil, "lines are consecutive unless a '…' line is between them")
        #expect(Self.mismatch(["a", "…", "c"], output) != nil, "the block reaches the end of the output")
        #expect(Self.mismatch(["b: one two", "…"], output) != nil, "the block starts at the first line")
        #expect(Self.mismatch(["a", "b: three…", "…"], output) != nil)
    }

    /// The version the README's examples show; a build stamped with another (`Scripts/stamp-version.sh`) prints
    /// its own where the JSON report and the manual list name the tool, which stands for this one here.
    static let documentedVersion = "0.1.0"

    static func documented(_ output: String) -> String {
        output.replacingOccurrences(of: "\"version\": \"\(Tool.version)\"", with: "\"version\": \"\(documentedVersion)\"")
            .replacingOccurrences(of: "by a11y-crawl \(Tool.version);", with: "by a11y-crawl \(documentedVersion);")
    }

    /// The examples name fixtures relative to the package root, and fingerprints hash the path as given, so
    /// the commands run from there (as `swift test` and `.ci/run` do).
    static let atPackageRoot = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
        == root.standardizedFileURL.path

    @Test(.enabled(if: atPackageRoot, "the tests do not run from the package root, so the README's commands cannot be run as written"))
    func everyExampleIsTheToolsOutput() throws {
        let examples = try Self.examples()
        let commands = examples.map(\.command)
        // The text, JSON and manual examples are all under test.
        #expect(commands.contains { !$0.contains("--format") }, "\(commands)")
        #expect(commands.contains { $0.contains("--format json") }, "\(commands)")
        #expect(commands.contains { $0.contains("--format manual") }, "\(commands)")
        for example in examples {
            #expect(!example.block.isEmpty, "README.md:\(example.line): the comment must be followed by a code block")
            let arguments = example.command.split(separator: " ").map(String.init)
            try #require(arguments.first == "a11y-crawl", "README.md:\(example.line): the command must start with a11y-crawl")
            let output = Self.documented(Tool.run(Array(arguments.dropFirst())).stdoutText)
            var lines = output.components(separatedBy: "\n")
            if lines.last == "" { lines.removeLast() }
            if let problem = Self.mismatch(example.block, lines) {
                Issue.record("README.md:\(example.line): the example of '\(example.command)' is not its output: \(problem)")
            }
        }
    }
}
