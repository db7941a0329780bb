@testable import CrawlCLI
import Foundation
import Reports
import Testing

/// Colour in text output on a terminal, and the progress line on standard error: neither ever reaches a
/// file, JSON or SARIF, and neither changes a byte of the report.
@Suite struct ColourTests {
    static let red = "\u{1B}[1;31merror\u{1B}[0m"
    static let yellow = "\u{1B}[1;33mwarning\u{1B}[0m"

    static func screens(_ folder: ScratchFolder) throws -> [String] {
        [try folder.file("small.json", CheckCommandTests.smallButton), try folder.file("unlabelled.json", CheckCommandTests.unlabelled)]
    }

    @Test func alwaysColoursTheLevels() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let screens = try Self.screens(folder)
        let coloured = Tool.run(["check", "--color", "always"] + screens).stdoutText
        #expect(coloured.contains("unlabelled.json:1:88: \(Self.red): Button with identifier"), "\(coloured)")
        #expect(coloured.contains("small.json:1:88: \(Self.yellow): "), "\(coloured)")
        let plain = Tool.run(["check"] + screens).stdoutText
        #expect(!plain.contains("\u{1B}"))
        #expect(coloured.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression) == plain,
                "colour adds escapes and nothing else")
    }

    @Test func autoColoursOnlyATerminalWithoutNoColor() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let screens = try Self.screens(folder)
        let terminal = Terminal(outputIsTerminal: true)
        #expect(Tool.run(["check"] + screens, terminal: terminal).stdoutText.contains(Self.red), "auto is the default")
        #expect(!Tool.run(["check"] + screens, terminal: .none).stdoutText.contains("\u{1B}"), "not a terminal")
        let noColor = Terminal(outputIsTerminal: true, environment: ["NO_COLOR": "1"])
        #expect(!Tool.run(["check", "--color", "auto"] + screens, terminal: noColor).stdoutText.contains("\u{1B}"), "NO_COLOR")
        let emptyNoColor = Terminal(outputIsTerminal: true, environment: ["NO_COLOR": ""])
        #expect(Tool.run(["check"] + screens, terminal: emptyNoColor).stdoutText.contains(Self.red), "an empty NO_COLOR is unset")
        #expect(Tool.run(["check", "--color", "always"] + screens, terminal: noColor).stdoutText.contains(Self.red),
                "the command line overrides NO_COLOR")
        #expect(!Tool.run(["check", "--color", "never"] + screens, terminal: terminal).stdoutText.contains("\u{1B}"))
        #expect(Tool.run(["check", "--color", "sometimes"] + screens).status == 2)
    }

    @Test func noEscapesInFilesJSONOrSARIF() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let screens = try Self.screens(folder)
        let terminal = Terminal(outputIsTerminal: true)
        for format in ["json", "sarif", "manual", "html"] {
            let output = Tool.run(["check", "--format", format] + screens, terminal: terminal)
            #expect(!output.stdout.contains(0x1B), "\(format)")
        }
        let report = folder.path("report.txt")
        _ = Tool.run(["check", "--output", report] + screens, terminal: terminal)
        let written = try Data(contentsOf: URL(fileURLWithPath: report))
        #expect(!written.isEmpty && !written.contains(0x1B), "a text report in a file has no colour")
    }
}

@Suite struct ProgressTests {
    static func screens(_ folder: ScratchFolder) throws -> [String] {
        [try folder.file("a.json", CheckCommandTests.smallButton), try folder.file("b.json", CheckCommandTests.unlabelled)]
    }

    @Test func progressGoesToStandardErrorAndLeavesTheReportAlone() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let screens = try Self.screens(folder)
        for format in ["text", "json", "sarif"] {
            let without = Tool.run(["check", "--format", format] + screens)
            let with = Tool.run(["check", "--format", format, "--progress"] + screens)
            #expect(with.stdout == without.stdout, "\(format)")
            #expect(with.status == without.status)
            #expect(without.stderr.isEmpty, "no progress when standard error is not a terminal")
            #expect(with.stderr.hasPrefix("a11y-crawl: "), "\(with.stderr)")
            #expect(with.stderr.contains("a11y-crawl: 2 of 2 files checked, "), "\(with.stderr)")
            #expect(!with.stderr.contains("\r"), "plain lines in a log")
        }
    }

    @Test func onATerminalTheLineIsRedrawnAndErased() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let screens = try Self.screens(folder)
        let terminal = Terminal(errorIsTerminal: true)
        let with = Tool.run(["check", "--progress"] + screens, terminal: terminal)
        #expect(with.stdout == Tool.run(["check"] + screens).stdout)
        #expect(with.stderr.hasPrefix("\ra11y-crawl: 1 of 2 files checked"), "\(with.stderr.debugDescription)")
        #expect(with.stderr.hasSuffix("\r\u{1B}[K"), "erased at the end: \(with.stderr.debugDescription)")
    }

    @Test func theLineIsErasedWhileTheReportIsWrittenToTheSameTerminal() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let screens = try Self.screens(folder)
        let terminal = Terminal(outputIsTerminal: true, errorIsTerminal: true)
        let with = Tool.run(["check", "--progress", "--color", "never"] + screens, terminal: terminal)
        #expect(with.stdout == Tool.run(["check"] + screens).stdout)
        #expect(with.stderr.contains("\u{1B}[K\r\u{1B}[K\ra11y-crawl: 1 of 2 files checked"), "erased, then drawn again: \(with.stderr.debugDescription)")
        #expect(with.stderr.hasSuffix("\r\u{1B}[K"))
    }

    @Test func theLineWaitsHalfASecondThenUpdatesAtMostTenTimesASecond() {
        var clock = 0.0
        let box = Written()
        let line = ProgressLine(total: 4, forced: false, errorIsTerminal: true, now: { clock }, write: { box.append($0) })
        clock = 0.2
        line.advance()
        #expect(box.texts.isEmpty, "a short run shows nothing")
        clock = 0.6
        line.advance()
        #expect(box.texts == ["\ra11y-crawl: 2 of 4 files checked, 3 screens/s\u{1B}[K"])
        clock = 0.65
        line.advance()
        #expect(box.texts.count == 1, "not redrawn within a tenth of a second")
        line.pause()
        #expect(box.texts.last == "\r\u{1B}[K")
        line.resume()
        #expect(box.texts.last?.hasPrefix("\ra11y-crawl: 3 of 4") == true)
        clock = 0.7
        line.advance()
        #expect(box.texts.last?.hasPrefix("\ra11y-crawl: 4 of 4") == true, "the last file is always drawn")
        line.finish()
        #expect(box.texts.last == "\r\u{1B}[K")
    }

    @Test func nothingWhenStandardErrorIsNotATerminal() {
        let box = Written()
        let line = ProgressLine(total: 2, forced: false, errorIsTerminal: false, now: { 10 }, write: { box.append($0) })
        line.advance()
        line.advance()
        line.finish()
        #expect(line.mode == .off)
        #expect(box.texts.isEmpty)
    }
}

/// What a progress line wrote, in order.
final class Written: @unchecked Sendable {
    private(set) var texts: [String] = []
    func append(_ text: String) { texts.append(text) }
}
