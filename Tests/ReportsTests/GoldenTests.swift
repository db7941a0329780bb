import Foundation
import TestSupport
import Reports
import Testing

/// One golden file per output format, made from `ReportInputs`. A difference fails the test and shows where;
/// re-record on purpose with `A11Y_CRAWL_RECORD_GOLDENS=1 swift test --filter GoldenTests`, which rewrites the
/// files and still fails, so a recording run never passes unnoticed.
@Suite struct GoldenTests {
    static let folder = PackagePaths.root.appendingPathComponent("Tests/ReportsTests/Goldens")
    static let recording = ProcessInfo.processInfo.environment["A11Y_CRAWL_RECORD_GOLDENS"] == "1"

    @Test func text() {
        compare(Array(TextReport.render(ReportInputs.run()).utf8), golden: "check.txt")
    }

    @Test func json() {
        compare(JSONReport.render(ReportInputs.run()), golden: "check.json")
    }

    @Test func sarif() {
        // With the review results, so the golden shows both kinds; relative paths, so no base and no cwd.
        let options = SARIFOptions(includeReview: true, currentDirectory: "/not/used")
        compare(SARIFReport.render(ReportInputs.run(), options: options), golden: "check.sarif")
    }

    @Test func manual() {
        compare(Array(ManualReport.render(ReportInputs.run()).utf8), golden: "check.md")
    }

    @Test func html() {
        compare(ReportInputs.run().render("html"), golden: "check.html")
    }

    @Test func csv() {
        compare(ReportInputs.run().render("csv"), golden: "check.csv")
    }

    func compare(_ actual: [UInt8], golden name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let url = Self.folder.appendingPathComponent(name)
        if Self.recording {
            do {
                try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
                try Data(actual).write(to: url)
                Issue.record("Re-recorded Goldens/\(name); review the difference, then run the tests again without A11Y_CRAWL_RECORD_GOLDENS.",
                             sourceLocation: sourceLocation)
            } catch {
                Issue.record("Could not write Goldens/\(name): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record("Goldens/\(name) is missing; record it with A11Y_CRAWL_RECORD_GOLDENS=1 swift test --filter GoldenTests.",
                         sourceLocation: sourceLocation)
            return
        }
        let expected = [UInt8](data)
        guard expected != actual else { return }
        Issue.record("Goldens/\(name) differs from the output: \(Self.firstDifference(expected, actual)). If the change is intended, re-record with A11Y_CRAWL_RECORD_GOLDENS=1.",
                     sourceLocation: sourceLocation)
    }

    /// `line 12: expected "…", got "…"`.
    static func firstDifference(_ expected: [UInt8], _ actual: [UInt8]) -> String {
        let old = String(decoding: expected, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let new = String(decoding: actual, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(old.count, new.count) {
            let before = index < old.count ? String(old[index]) : "<end of file>"
            let after = index < new.count ? String(new[index]) : "<end of file>"
            if before != after { return "line \(index + 1): expected \"\(before)\", got \"\(after)\"" }
        }
        return "the bytes differ"
    }
}
