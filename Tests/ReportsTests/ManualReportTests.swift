import Foundation
import Reports
import Rules
import Testing
import Recorders
import TreeModel
import TestSupport

/// The Markdown manual-check list and the `manualChecks` key of the JSON output.
@Suite struct ManualReportTests {
    @Test func theListIsGroupedByScreenAndEndsWithWhatWasDone() throws {
        let run = ReportInputs.run()
        let text = ManualReport.render(run)
        #expect(text.hasPrefix("# Manual checks\n"))
        // Every check is explained once, with its criterion.
        for check in ManualCheckCatalogue.all {
            #expect(text.contains("- **\(check.title)** ("), "\(check.id) is explained")
        }
        #expect(text.contains("WCAG 3.3.8 Accessible Authentication (Minimum), Level AA"))
        // One heading per screen read, in order, each with the checks that always apply as boxes.
        let read = run.screens(with: .ok).map(\.file)
        var position = text.startIndex
        for file in read {
            let heading = try #require(text.range(of: "\n### `\(file)`\n", range: position..<text.endIndex), "\(file) in order")
            position = heading.upperBound
        }
        let boxes = text.components(separatedBy: "\n- [ ] ").count - 1
        let triggered = run.reviewItems.filter { !$0.manualCheck.alwaysApplies }.count
        let withReview = run.results.filter { $0.findings.contains { $0.outcome == .needsReview } }.count
        let withNotRun = run.results.filter { $0.summary.status == .ok && $0.outcomes.contains { $0.notRunReason != nil } }.count
        #expect(withNotRun > 0, "the inputs have rules that could not run (no screenshot)")
        #expect(boxes == read.count * ManualCheckCatalogue.always.count + triggered + withReview + withNotRun + 2, "2 inputs were not checked")
        #expect(text.contains("## Not checked\n\n- [ ] `in-test/empty capture.json` holds an empty capture"))
        #expect(text.contains("- [ ] `in-test/illisible é.json` could not be read (line 1, column 20: expected a string key)"))
        // The honest statement comes last.
        let statement = try #require(text.range(of: "\n## What was done\n\n"))
        #expect(!text[statement.upperBound...].contains("##"))
        #expect(text.contains("they were not used with a screen reader on a device"))
        #expect(text.contains("The text size the recordings were made at is not recorded in them"))
        #expect(text.hasSuffix(".\n"))
    }

    @Test func triggeredItemsNameTheirElements() {
        let text = ManualReport.render(ReportInputs.run())
        #expect(text.contains("""
            - [ ] Signing in works with password managers and paste (WCAG 3.3.8)
              - TextField "Password" at `Application/TextField[2]`, line 86, column 5
            """))
        #expect(text.contains("  - Cell \"Episode 12\" at `Application/Cell[1]`, line 5, column 3: custom actions \"Download\", \"Mark as played\""))
        #expect(text.contains("  - Slider \"Brightness\" at `Application/Slider[1]`, line 107, column 5: value \"72%\""))
    }

    @Test func reviewItemsAndRulesNotRunAreBoxesOfTheirScreen() throws {
        let path = "Fixtures/trees/duplicate-name/fail-play-grid-review.json"
        let screen = RecordingReader.read(contentsOf: PackagePaths.root.appendingPathComponent(path).path, displayPath: path)
        let run = ReportInputs.run([screen])
        let review = run.results[0].findings.filter { $0.outcome == .needsReview }
        // The four repeated "Play" buttons, and two texts recorded out of place (reading-order's review items).
        #expect(review.filter { $0.rule == "duplicate-name" }.count == 4)
        #expect(review.count == 6)
        let text = ManualReport.render(run)
        let box = try #require(text.range(of: "- [ ] Decide what the rules left to a person (needs review)\n"))
        let first = try #require(review.first)
        #expect(text[box.upperBound...].hasPrefix(
            "  - line \(first.location.line), column \(first.location.column): \(first.message) (\(first.rule), WCAG"))
        let play = try #require(review.first { $0.rule == "duplicate-name" })
        #expect(text[box.upperBound...].contains(
            "  - line \(play.location.line), column \(play.location.column): \(play.message) (duplicate-name, WCAG 2.4.4, 2.4.6)\n"))
        #expect(text.contains("- [ ] Check by hand what these rules could not judge on this screen\n"))
        #expect(text.contains("  - contrast-text (WCAG 1.4.3): the recording cannot say a paired screenshot; look for it by hand: Text measured"))
        // A screen without review items or rules that did not run has neither box.
        let clean = RecordingReader.read(bytes: Array(#"[{"type":"Application","AXLabel":"App","frame":{"x":0,"y":0,"width":390,"height":844}}]"#.utf8), file: "clean.json")
        let plain = ManualReport.render(ReportInputs.run([clean], engine: Engine(rules: [LabelMissing()])))
        #expect(!plain.contains("Decide what the rules left") && !plain.contains("Check by hand"), "\(plain)")
    }

    @Test func aKnownTextSizeIsStated() {
        let text = ManualReport.render(ReportInputs.run(), recordedTextSize: "Large (default)")
        #expect(text.contains("The recordings were made at the Large (default) text size"))
    }

    @Test func markdownInLabelsIsEscapedAndPathsAreCode() throws {
        let tree = #"[{"type":"Application","AXLabel":"App","frame":{"x":0,"y":0,"width":390,"height":844}},{"type":"Switch","AXLabel":"*Bold* [on] <b>","traits":["Toggle"],"frame":{"x":10,"y":100,"width":60,"height":44}}]"#
        let screen = RecordingReader.read(bytes: Array(tree.utf8), file: "odd `name`.json")
        let text = ManualReport.render(ReportInputs.run([screen]))
        #expect(text.contains(#"Switch "\*Bold\* \[on\] \<b\>""#), "\(text)")
        #expect(text.contains("### `` odd `name`.json ``"))
    }

    @Test func theListIsDeterministic() {
        #expect(ManualReport.render(ReportInputs.run()) == ManualReport.render(ReportInputs.run()))
    }

    @Test func jsonHoldsTheCatalogueAndTheTriggeredItemsPerScreen() throws {
        let run = ReportInputs.run()
        let bytes = JSONReport.render(run)
        let text = String(decoding: bytes, as: UTF8.self)
        // Keys stay sorted: manualChecks sits between findings and screens.
        let findings = try #require(text.range(of: "\n  \"findings\": "))
        let manual = try #require(text.range(of: "\n  \"manualChecks\": "))
        let screens = try #require(text.range(of: "\n  \"screens\": "))
        #expect(findings.lowerBound < manual.lowerBound && manual.lowerBound < screens.lowerBound)

        let object = try ReportInputs.object(bytes)
        let manualChecks = try #require(object["manualChecks"] as? [String: Any])
        let checks = try #require(manualChecks["checks"] as? [[String: Any]])
        #expect(checks.map { $0["id"] as? String ?? "" } == ManualCheckCatalogue.all.map(\.id))
        #expect(checks.filter { $0["applies"] as? String == "always" }.count == ManualCheckCatalogue.always.count)
        let secure = try #require(checks.first { $0["id"] as? String == "secure-entry" })
        #expect(((secure["criteria"] as? [[String: Any]])?.first?["id"] as? String) == "3.3.8")
        #expect(secure["whyTreeCannotDecide"] is String && secure["howToCheck"] is String)

        let perScreen = try #require(manualChecks["screens"] as? [[String: Any]])
        #expect(perScreen.map { $0["file"] as? String ?? "" } == run.screens(with: .ok).map(\.file))
        let login = try #require(perScreen.first { ($0["file"] as? String ?? "").hasSuffix("fail-email-field-placeholder-only.json") })
        let items = try #require(login["triggered"] as? [[String: Any]])
        #expect(items.map { $0["check"] as? String ?? "" } == ["secure-entry", "text-entry"])
        let password = try #require((items.first?["elements"] as? [[String: Any]])?.first)
        #expect(password["label"] as? String == "Password")
        #expect(password["path"] as? String == "Application/TextField[2]")
        #expect(password["line"] as? Int == 86 && password["column"] as? Int == 5)
    }

    /// A uiautomator dump of one sign-in screen (density 2.625 given below).
    static let androidDump = """
        <?xml version="1.0" encoding="UTF-8"?>
        <hierarchy rotation="0">
          <node index="0" text="" resource-id="" class="android.widget.FrameLayout" package="a" content-desc="" checkable="false" checked="false" clickable="false" enabled="true" focusable="false" focused="false" scrollable="false" long-clickable="false" password="false" selected="false" bounds="[0,0][1080,2400]">
            <node index="0" text="" resource-id="a:id/email" class="android.widget.EditText" package="a" content-desc="Email" checkable="false" checked="false" clickable="true" enabled="true" focusable="true" focused="false" scrollable="false" long-clickable="false" password="false" selected="false" bounds="[40,300][1040,440]" />
          </node>
        </hierarchy>
        """

    @Test func anAndroidScreensBoxesSpeakTalkBackAndTheCatalogueGivesBothWordings() throws {
        var android = RecordingReader.read(bytes: Array(Self.androidDump.utf8), file: "signin.xml")
        android.convertPixels(density: 2.625)
        let run = CheckedRun([android])
        let text = run.text("manual")
        let screen = try #require(text.range(of: "### `signin.xml`"))
        let boxes = String(text[screen.upperBound...])
        #expect(boxes.contains("- [ ] TalkBack reads the screen sensibly and announces changes and status messages"))
        #expect(boxes.contains("- [ ] Focus order and visible focus work with Switch Access and a keyboard"))
        #expect(boxes.contains("- [ ] The spoken name contains the visible text, for Voice Access"))
        let checkLines = boxes.split(separator: "\n").filter { $0.hasPrefix("- [ ] ") }
        #expect(checkLines.count >= ManualCheckCatalogue.always.count)
        #expect(!checkLines.contains { $0.contains("VoiceOver") || $0.contains("Full Keyboard Access") || $0.contains("Voice Control") })
        // What the rules could not judge is asked in TalkBack's words; a rule whose problem cannot happen on
        // Android (TalkBack reads no recorded order) is named apart, with nothing to tick.
        // (Apple's HIG page cited as a rule's basis keeps its title.)
        #expect(!boxes.replacingOccurrences(of: "(HIG VoiceOver:", with: "").contains("VoiceOver"), "\(boxes)")
        #expect(boxes.contains("look for it by hand: An element's value is repeated inside its label, so TalkBack reads it twice."))
        let checkBox = try #require(boxes.range(of: "- [ ] Check by hand what these rules could not judge on this screen\n"))
        let moot = try #require(boxes.range(of: "- Not applicable here, nothing to check:\n"))
        #expect(checkBox.upperBound <= moot.lowerBound)
        #expect(boxes[moot.upperBound...].hasPrefix("  - offscreen-accessible (WCAG 1.3.2, 2.4.3): TalkBack does not reach"))
        #expect(boxes[moot.upperBound...].contains("  - reading-order (WCAG 1.3.2, 2.4.3): Android sorts"))
        #expect(!boxes[checkBox.upperBound..<moot.lowerBound].contains("reading-order"))
        // The catalogue, written before any screen is known, gives Android's way beside the general one.
        #expect(text.contains("  - On Android (Focus order and visible focus work with Switch Access and a keyboard): Connect a keyboard"))

        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.render("json"))) as? [String: Any])
        let checks = try #require((object["manualChecks"] as? [String: Any])?["checks"] as? [[String: Any]])
        let labels = try #require(checks.first { $0["id"] as? String == "label-meaningful" })
        let words = try #require(labels["android"] as? [String: Any])
        #expect((words["howToCheck"] as? String)?.hasPrefix("With TalkBack on") == true)
        #expect(words["title"] as? String == labels["title"] as? String)
        let gestures = try #require(checks.first { $0["id"] as? String == "gesture-alternatives" })
        #expect(gestures["android"] == nil, "the same words hold on both platforms")
        // Each screen says its platform and the unit of its frames.
        let screens = try #require(object["screens"] as? [[String: Any]])
        #expect(screens.first?["platform"] as? String == "android")
        #expect(screens.first?["unit"] as? String == "dp")
    }
}
