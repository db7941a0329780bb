import A11yCrawlKit
import CrawlCLI
import Foundation
import Testing
import TestSupport

/// The library and the command line decide a run by one policy (`RunPolicy`): on every rule fixture they give the
/// same findings (the same JSON report, byte for byte) and the same exit status, whatever `--fail-on` and
/// `--max-warnings` say; and they take and refuse the same option values.
@Suite struct PolicyAgreementTests {
    static let fixtures = PackagePaths.root.appendingPathComponent("Fixtures/trees")

    /// The recordings of each rule's fixture folder, sorted.
    static func folders() throws -> [(folder: String, files: [String])] {
        let manager = FileManager.default
        return try manager.contentsOfDirectory(atPath: fixtures.path).sorted().compactMap { name in
            let folder = fixtures.appendingPathComponent(name).path
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else { return nil }
            let files = try manager.contentsOfDirectory(atPath: folder).sorted()
                .filter { $0.hasSuffix(".json") || $0.hasSuffix(".xml") }.map { folder + "/" + $0 }
            return (folder, files)
        }
    }

    @Test("every fixture: the library's findings and exit status are the command line's")
    func everyFixture() throws {
        let folders = try Self.folders()
        #expect(folders.count >= 20)
        var checked = 0, reviewOnly = 0
        for (_, files) in folders {
            for file in files {
                let run = A11yCrawl().check(contentsOf: [file])
                let cli = Tool.run(["check", "--format", "json", file])
                #expect(try run.reportText("json") == cli.stdoutText, "\(file): the same findings")
                #expect(run.exitStatus() == cli.status, "\(file): the same exit status")
                #expect(run.fails(at: .error) == (cli.status == 1), "\(file)")
                if run.findings.allSatisfy({ $0.outcome == .needsReview }) && !run.findings.isEmpty {
                    reviewOnly += 1
                    #expect(!run.fails(at: .note), "\(file): items to review never fail a run")
                }
                checked += 1
            }
        }
        #expect(checked > 200, "\(checked) fixtures")
        #expect(reviewOnly > 0, "some fixture has only items to review, so the rule that they never fail is exercised")
    }

    @Test("each rule's folder: the same exit status under every --fail-on and --max-warnings",
          arguments: [(["--fail-on", "warning"], RunPolicy(failOn: .warning)), (["--fail-on", "note"], RunPolicy(failOn: .note)),
                      (["--fail-on", "never"], RunPolicy(failOn: nil)), (["--fail-on", "never", "--max-warnings", "0"], RunPolicy(failOn: nil, maxWarnings: 0))])
    func policies(arguments: [String], policy: RunPolicy) throws {
        for (folder, files) in try Self.folders() {
            let run = A11yCrawl().check(contentsOf: files)
            let cli = Tool.run(["check", "--format", "json"] + arguments + [folder])
            #expect(run.exitStatus(policy) == cli.status, "\(folder) \(arguments)")
            #expect(run.fails(policy) == (cli.status == 1), "\(folder) \(arguments)")
        }
    }

    @Test("a value a rule's option does not take is refused by both: 2.5 words, 0 points, a non-finite size")
    func optionValues() throws {
        let file = Self.fixtures.appendingPathComponent("header-trait-missing").path
        for (id, value) in [("header-trait-missing.max-words", 2.5), ("target-size-hig.size", 0), ("target-size-minimum.size", .infinity)] {
            #expect(throws: A11yCrawlError.invalidValue(option: id, value: value)) { try A11yCrawl(settings: [id: value]) }
            let cli = Tool.run(["check", "--set", "\(id)=\(value)", file])
            #expect(cli.status == 2, "\(id)=\(value)")
        }
        let error = A11yCrawlError.invalidValue(option: "header-trait-missing.max-words", value: 2.5)
        #expect(error.description == "option 'header-trait-missing.max-words' expects a whole number of 1 or more, got 2.5")
        #expect(Tool.run(["check", "--set", "header-trait-missing.max-words=2.5", file]).stderr
            .hasPrefix("error: '--set header-trait-missing.max-words' expects a whole number of 1 or more, got '2.5'"))
        // Values both take give the same findings.
        let files = try #require(try Self.folders().first { $0.folder == file }?.files)
        let run = try A11yCrawl(settings: ["header-trait-missing.max-words": 2]).check(contentsOf: files)
        #expect(try run.reportText("json") == Tool.run(["check", "--format", "json", "--set", "header-trait-missing.max-words=2"] + files).stdoutText)
    }
}
