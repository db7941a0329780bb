import CrawlCLI
import Foundation
import Rules
import Testing
import TestSupport

/// The JSON report against its schema, `Docs/report.schema.json` (JSON Schema draft 2020-12), validated by
/// Python's `jsonschema` when it is installed (`.ci/run` installs it); skipped with a message otherwise.
@Suite struct ReportSchemaTests {
    static let root = CheckCommandTests.root
    static let schema = root.appendingPathComponent("Docs/report.schema.json")

    /// Validates each file named after the schema; prints one line per problem and exits 1 when there is one.
    static let validator = """
        import json, sys
        from jsonschema import Draft202012Validator
        schema = json.load(open(sys.argv[1], encoding="utf-8"))
        Draft202012Validator.check_schema(schema)
        validator = Draft202012Validator(schema, format_checker=Draft202012Validator.FORMAT_CHECKER)
        failed = False
        for path in sys.argv[2:]:
            for error in sorted(validator.iter_errors(json.load(open(path, encoding="utf-8"))), key=lambda e: e.json_path):
                print(f"{path}: {error.json_path}: {error.message}")
                failed = True
        sys.exit(1 if failed else 0)
        """

    /// Runs python3 with `arguments`; nil when python3 cannot be started.
    static func python(_ arguments: [String]) -> (status: Int32, output: String)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    static let jsonschemaAvailable = python(["-c", "import jsonschema"])?.status == 0

    /// The problems `jsonschema` finds in `reports` (written to a temporary folder), one line each.
    func problems(_ reports: [(name: String, bytes: [UInt8])]) throws -> (status: Int32, output: String) {
        let folder = try TemporaryFolder.create("schema")
        defer { TemporaryFolder.remove(folder) }
        var paths: [String] = []
        for report in reports {
            let url = folder.appendingPathComponent(report.name)
            try Data(report.bytes).write(to: url)
            paths.append(url.path)
        }
        return try #require(Self.python(["-c", Self.validator, Self.schema.path] + paths))
    }

    @Test(.enabled(if: jsonschemaAvailable, "python3 with the jsonschema module is not installed; the report schema is not validated"))
    func goldenFixtureAndRecordingReportsAreValid() throws {
        var reports: [(name: String, bytes: [UInt8])] = []
        let golden = Self.root.appendingPathComponent("Tests/ReportsTests/Goldens/check.json")
        reports.append(("golden.json", Array(try Data(contentsOf: golden))))
        let fixtures = Tool.run(["check", "--format", "json", "--fail-on", "never", CheckCommandTests.fixtures])
        #expect(fixtures.status == 0, "\(fixtures.stderr)")
        reports.append(("fixtures.json", fixtures.stdout))
        if FileManager.default.fileExists(atPath: CheckCommandTests.recordings) {
            reports.append(("recordings.json", Tool.run(["check", "--format", "json", CheckCommandTests.recordings]).stdout))
        }
        // A text-size comparison: related elements in the other recording carry their file.
        let pair = PackagePaths.root.appendingPathComponent("Fixtures/text-size/fail-clipped-in-card").path
        let compared = Tool.run(["check", "--compare", "--format", "json", "\(pair)/default", "\(pair)/large"])
        #expect(compared.stdoutText.contains(#""file": "\#(pair)/default/screen.json""#))
        reports.append(("compare.json", compared.stdout))
        // Known findings and a stale entry, from a ledger.
        let folder = try TemporaryFolder.create("schema-ledger")
        defer { TemporaryFolder.remove(folder) }
        let screen = folder.appendingPathComponent("a.json").path
        try CheckCommandTests.unlabelled.write(toFile: screen, atomically: true, encoding: .utf8)
        let ledger = folder.appendingPathComponent("ledger.json").path
        try """
            {"entries": [
              {"element": "id:close", "reason": "known", "rule": "label-missing", "screen": "\(screen)"},
              {"element": "id:gone", "reason": "fixed", "rule": "label-missing", "screen": "\(screen)"}
            ], "version": 1}
            """.write(toFile: ledger, atomically: true, encoding: .utf8)
        let withLedger = Tool.run(["check", "--format", "json", "--ledger", ledger, screen])
        #expect(withLedger.stdoutText.contains("\"known\": 1") && withLedger.stdoutText.contains("\"reason\": \"fixed\""))
        reports.append(("ledger.json", withLedger.stdout))
        let result = try problems(reports)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test(.enabled(if: jsonschemaAvailable, "python3 with the jsonschema module is not installed; the report schema is not validated"))
    func driftIsCaught() throws {
        let report = Tool.run(["check", "--format", "json", CheckCommandTests.fixtures + "/label-missing"]).stdoutText
        let drifted = [
            ("extra-summary-key.json", report.replacingOccurrences(of: "\"summary\": {", with: "\"summary\": {\n    \"surprise\": 1,")),
            ("missing-format-version.json", report.replacingOccurrences(of: "\"formatVersion\": 3,", with: "")),
            ("unknown-level.json", report.replacingOccurrences(of: "\"level\": \"error\"", with: "\"level\": \"fatal\"")),
            ("unknown-status.json", report.replacingOccurrences(of: "\"status\": \"ok\"", with: "\"status\": \"fine\"")),
        ]
        for (name, text) in drifted {
            #expect(text != report, "\(name) changes the report")
            let result = try problems([(name, Array(text.utf8))])
            #expect(result.status == 1, "\(name) must be rejected: \(result.output)")
        }
    }

    @Test func schemaNamesEveryRuleAndTheFormatVersion() throws {
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: Self.schema)) as? [String: Any])
        let definitions = try #require(schema["$defs"] as? [String: Any])
        let rule = try #require(definitions["rule"] as? [String: Any])
        // A pattern, not a list, so that adding a rule does not touch the schema.
        let pattern = try #require(rule["pattern"] as? String)
        for id in RuleRegistry.all.map(\.id) { #expect(id.range(of: pattern, options: .regularExpression) != nil, "\(id)") }
        let properties = try #require(schema["properties"] as? [String: Any])
        let version = try #require(properties["formatVersion"] as? [String: Any])
        #expect(version["const"] as? Int == 3)
        #expect(Tool.run(["check", "--format", "json", CheckCommandTests.fixtures + "/label-missing"]).stdoutText.contains("\n  \"formatVersion\": 3,\n"))
    }
}
