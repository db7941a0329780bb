import Recorders
import Reports
import Rules
import Testing
import TestSupport
import TreeModel

/// A screen with thousands of findings is written in batches on several threads (JSON) or in pieces (text):
/// the bytes must be those of one finding after another.
@Suite("Large screen reports")
struct LargeScreenReportTests {
    /// A screen of `count` unlabelled images in rows (one `label-missing` finding each), after a small screen
    /// with a finding of its own, so the large screen's first finding follows another.
    static func run(images count: Int) -> CheckedRun {
        var text = #"[{"type": "Application", "AXLabel": "Large", "frame": {"x": 0, "y": 0, "width": 400, "height": 800}}"#
        for index in 0..<count {
            text += #", {"type": "Image", "frame": {"x": \#(10 + 60 * (index % 6)), "y": \#(20 + 50 * (index / 6)), "width": 40, "height": 40}}"#
        }
        text += "]"
        let small = #"[{"type": "Application", "AXLabel": "Small", "frame": {"x": 0, "y": 0, "width": 400, "height": 800}}, {"type": "Image", "frame": {"x": 10, "y": 20, "width": 40, "height": 40}}]"#
        return CheckedRun([RecordingReader.read(bytes: Array(small.utf8), file: "a-small.json"),
                           RecordingReader.read(bytes: Array(text.utf8), file: "b-large.json")])
    }

    @Test("JSON renders a large screen's findings on several threads into the same bytes as on one")
    func jsonOnSeveralThreads() {
        let run = Self.run(images: 5_000)
        #expect(run.results[1].findings.count >= 5_000, "enough findings for several batches")
        var one = ReportOptions()
        one.jobs = 1
        var several = ReportOptions()
        several.jobs = 3
        let single = run.render("json", options: one)
        #expect(run.render("json", options: several) == single)
        let text = String(decoding: single, as: UTF8.self)
        #expect(text.hasPrefix("{\n  \"findings\": [\n    {\n"), "the first finding opens the array")
    }

    @Test("the text report writes a large screen's lines in pieces, every line once and in order")
    func textInPieces() {
        let run = Self.run(images: 2_000)
        let lines = run.text("text").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let expected = run.findings.map { TextReport.line($0) }
        #expect(expected.count > 2_000)
        #expect(Array(lines.prefix(expected.count)) == expected)
    }
}
