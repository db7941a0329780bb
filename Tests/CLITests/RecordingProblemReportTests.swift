import CrawlCLI
import Foundation
import Testing

/// Bad values in one element reach every report as recording problems, and the rest of the screen is checked.
@Suite struct RecordingProblemReportTests {
    /// Runs `body` with a fresh folder that is removed afterwards.
    func withFolder(_ body: (URL) throws -> Void) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-crawl-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: url) }
        try body(url)
    }

    /// Line 2: an unlabelled 20 pt button with `"x": "NaN"`; line 3: a 10 pt button with an infinite width;
    /// line 4: a good 20 pt button.
    static let recording = """
        [{"type":"Application","AXLabel":"App","frame":{"x":0,"y":0,"width":390,"height":844}},
        {"type":"Button","frame":{"x":"NaN","y":100,"width":20,"height":20}},
        {"type":"Button","AXLabel":"Wide","frame":{"x":10,"y":200,"width":1e999,"height":10}},
        {"type":"Button","AXLabel":"Small","frame":{"x":10,"y":400,"width":20,"height":20}}]
        """

    struct Log: Decodable {
        struct Run: Decodable { var invocations: [Invocation] }
        struct Invocation: Decodable { var toolExecutionNotifications: [Notification] }
        struct Notification: Decodable {
            struct Descriptor: Decodable { var id: String }
            struct Location: Decodable {
                struct Physical: Decodable {
                    struct Region: Decodable { var startLine: Int; var startColumn: Int }
                    var region: Region?
                }
                var physicalLocation: Physical
            }
            var descriptor: Descriptor
            var level: String
            var locations: [Location]?
        }
        var runs: [Run]
    }

    struct Report: Decodable {
        struct Screen: Decodable {
            struct Problem: Decodable { var line: Int; var column: Int; var message: String }
            var problems: [Problem]
            var notOnScreen: Int
            var status: String
        }
        struct Finding: Decodable { var rule: String; var line: Int }
        struct Summary: Decodable { var problems: Int; var notOnScreen: Int }
        var screens: [Screen]
        var findings: [Finding]
        var summary: Summary
    }

    @Test("text: a warning line at the bad value; geometry rules skip the element, its label is still judged")
    func text() throws {
        try withFolder { folder in
            let file = folder.appendingPathComponent("bad.json").path
            try Self.recording.write(toFile: file, atomically: true, encoding: .utf8)
            let output = Tool.run(["check", "--fail-on", "never", file])
            #expect(output.status == 0)
            let lines = output.stdoutText.split(separator: "\n").map(String.init)
            #expect(lines.contains("\(file):2:31: warning: unlabelled Button at Application/Button[1] has a frame that cannot be used ('x' is the string \"NaN\", not a number), so it is not judged by the size, spacing and order rules [recording]"))
            #expect(lines.contains { $0.hasPrefix("\(file):3:67: warning: Button \"Wide\" has a frame that cannot be used ('width' is 1e999, which is not a finite number)") })
            #expect(lines.contains { $0.hasPrefix("\(file):2:1: error: unlabelled Button") && $0.hasSuffix("[label-missing, WCAG 4.1.2]") }, "its label is still judged")
            #expect(!lines.contains { $0.hasPrefix("\(file):2:1:") && $0.contains("target-size") }, "no size finding for the bad frame")
            #expect(!lines.contains { $0.hasPrefix("\(file):3:1:") }, "no size finding for the infinite frame (it used to be counted off-screen quietly)")
            #expect(lines.contains { $0.hasPrefix("\(file):4:1: warning: Button \"Small\"") }, "the rest of the screen is checked")
            #expect(lines.contains("Elements checked: 4 (2 zero-size, off-screen or scrolled out of view, not judged by size or order rules)"))
            #expect(lines.contains { $0.hasPrefix("Recording problems: 2 ") })
        }
    }

    @Test("JSON: a list of problems per screen and their count in the summary")
    func json() throws {
        try withFolder { folder in
            let file = folder.appendingPathComponent("bad.json").path
            try Self.recording.write(toFile: file, atomically: true, encoding: .utf8)
            let output = Tool.run(["check", "--fail-on", "never", "--format", "json", file])
            let report = try JSONDecoder().decode(Report.self, from: Data(output.stdout))
            #expect(report.screens.first?.status == "ok")
            #expect(report.screens.first?.problems.map { [$0.line, $0.column] } == [[2, 31], [3, 67]])
            #expect(report.screens.first?.problems.first?.message.hasPrefix("unlabelled Button at Application/Button[1] has a frame that cannot be used") == true)
            #expect(report.screens.first?.notOnScreen == 2)
            #expect(report.summary.problems == 2)
            #expect(report.findings.contains { $0.rule == "label-missing" && $0.line == 2 })
        }
    }

    @Test("SARIF: a warning notification per problem, located at the bad value")
    func sarif() throws {
        try withFolder { folder in
            let file = folder.appendingPathComponent("bad.json").path
            try Self.recording.write(toFile: file, atomically: true, encoding: .utf8)
            let output = Tool.run(["check", "--fail-on", "never", "--format", "sarif", file])
            let log = try JSONDecoder().decode(Log.self, from: Data(output.stdout))
            let notes = log.runs.first?.invocations.first?.toolExecutionNotifications.filter { $0.descriptor.id == "recording-problem" } ?? []
            #expect(notes.count == 2)
            #expect(notes.allSatisfy { $0.level == "warning" })
            #expect(notes.compactMap { $0.locations?.first?.physicalLocation.region.map { [$0.startLine, $0.startColumn] } } == [[2, 31], [3, 67]])
        }
    }

    @Test("text output writes bidi controls and invisible characters in labels and file names as escapes")
    func terminalSafety() throws {
        try withFolder { folder in
            let file = folder.appendingPathComponent("pay\u{202E}nosj.json").path
            let recording = #"[{"type":"Application","AXLabel":"App","frame":{"x":0,"y":0,"width":390,"height":844}},{"type":"Button","AXLabel":"Pay \u202e01$\u202c\u200b","frame":{"x":10,"y":100,"width":20,"height":20}}]"#
            try recording.write(toFile: file, atomically: true, encoding: .utf8)
            let text = Tool.run(["check", "--fail-on", "never", file]).stdoutText
            #expect(text.contains("Button \"Pay \\u{202E}01$\\u{202C}\\u{200B}\""), "\(text)")
            #expect(text.contains("pay\\u{202E}nosj.json:1:"))
            #expect(!text.unicodeScalars.contains { $0.properties.generalCategory == .format })
        }
    }
}
