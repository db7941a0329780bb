import Recorders
import Reports
import Rules
import Testing
import TreeModel

/// `ScreenResult.keeping(atOrAbove:hidden:)`: what `--min-level` leaves in every report, and what it counts.
@Suite struct MinimumLevelTests {
    static let screen = RecordingReader.read(
        bytes: Array(#"{"type":"Button","AXLabel":"OK","frame":{"x":0,"y":0,"width":10,"height":10}}"#.utf8), file: "t.json")

    static func finding(_ rule: String, _ level: Level) -> Finding {
        Finding(rule: rule, level: level, message: "m", screen: screen, element: 0, criteria: [], hig: nil)
    }

    @Test func findingsUnderTheLevelAreLeftOutAndNewOnesCounted() {
        let mark = LedgerMark(reason: "known", location: SourceLocation(line: 3, column: 5))
        let result = ScreenResult(summary: ScreenSummary(Self.screen),
                                  findings: [Self.finding("a", .warning), Self.finding("b", .error), Self.finding("c", .note),
                                             Self.finding("d", .note)],
                                  ledger: [nil, mark, nil, mark])
        var hidden: [Level: Int] = [:]
        let kept = result.keeping(atOrAbove: .warning, hidden: &hidden)
        #expect(kept.findings.map(\.rule) == ["a", "b"])
        #expect(kept.mark(0) == nil && kept.mark(1) == mark, "the ledger marks stay with their findings")
        #expect(hidden == [.note: 1], "the known note is not counted: it never fails the run")
        var none: [Level: Int] = [:]
        #expect(result.keeping(atOrAbove: .note, hidden: &none).findings.count == 4)
        #expect(none.isEmpty)
    }

    @Test func theTextSummarySaysWhatWasLeftOut() {
        var totals = RunTotals(toolName: "a11y-crawl", toolVersion: "0")
        #expect(!TextReport.summary(totals).contains("Not shown"))
        totals.minimumLevel = .error
        totals.hidden = [.note: 2, .warning: 1]
        #expect(TextReport.summary(totals).contains("Not shown (under --min-level error): 1 warning, 2 notes; they still count for the exit status"))
        #expect(totals.countIncludingHidden(.warning) == 1 && totals.count(.warning) == 0)
    }
}
