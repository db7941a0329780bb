import Pipeline
import Recorders
import Reports
import Rules
import Testing
import TestSupport
import TreeModel

/// What the fixtures cannot show for the rules duplicate-name, custom-action-hygiene, identifier-missing and
/// offscreen-accessible: the evidence they need, names a recorder never keeps, and how many related locations
/// a finding carries.
@Suite struct NewRuleEvidenceTests {
    static func screen(_ elements: String, capabilities: RecorderCapabilities = .everything) -> Screen {
        let recording = #"[{"type": "Application", "AXLabel": "Test", "frame": {"x": 0, "y": 0, "width": 390, "height": 844}},"#
            + "\n" + elements + "]\n"
        var screen = RecordingReader.read(bytes: Array(recording.utf8), file: "in-test/screen.json")
        screen.capabilities = capabilities
        return screen
    }

    static let cellWithActions = #"{"type": "Cell", "AXLabel": "Invoice 42", "AXUniqueId": "invoice", "custom_actions": ["delete_item"], "frame": {"x": 0, "y": 120, "width": 390, "height": 60}}, {"type": "Button", "AXLabel": "Pay", "frame": {"x": 20, "y": 700, "width": 350, "height": 50}}"#

    static let savedAndPay = #"{"type": "Button", "AXLabel": "Save", "AXUniqueId": "save", "frame": {"x": 20, "y": 600, "width": 350, "height": 50}}, {"type": "Button", "AXLabel": "Pay", "frame": {"x": 20, "y": 700, "width": 350, "height": 50}}"#

    func run(_ rule: any Rule, _ screen: Screen) -> ScreenResult {
        CheckPipeline(engine: Engine(rules: [rule])).results(for: [screen]).results[0]
    }

    @Test("offscreen-accessible does not run on Android recordings: TalkBack moves only to nodes with pixels on the screen")
    func offscreenIsNotRunOnAndroid() throws {
        let dump = """
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0"><node class="android.widget.FrameLayout" text="" content-desc="" bounds="[0,0][1080,2400]"><node class="android.widget.ImageButton" text="" content-desc="Close menu" clickable="true" focusable="true" bounds="[900,160][900,160]" /></node></hierarchy>
            """
        let android = RecordingReader.read(bytes: Array(dump.utf8), file: "in-test/window_dump.xml")
        #expect(android.platform == .android)
        let result = run(OffscreenAccessible(), android)
        #expect(result.findings.isEmpty)
        let outcome = try #require(result.outcomes.first { $0.rule == "offscreen-accessible" })
        #expect(outcome.notRunReason?.hasPrefix("TalkBack does not reach an element without pixels on the screen") == true)
        // The same collapsed button in an iOS recording is an item to review.
        let ios = run(OffscreenAccessible(), Self.screen(#"{"type": "Button", "AXLabel": "Close menu", "frame": {"x": 340, "y": 60, "width": 0, "height": 0}}"#))
        #expect(ios.findings.map(\.outcome) == [.needsReview])
        #expect(ios.outcomes.first?.notRunReason == nil)
    }

    @Test("custom-action-hygiene does not run on a recording that cannot carry custom actions")
    func customActionsNeedTheirEvidence() throws {
        let withActions = run(CustomActionHygiene(), Self.screen(Self.cellWithActions))
        #expect(withActions.findings.count == 1)
        var lacking = RecorderCapabilities.everything
        lacking.evidence.remove(.customActions)
        let without = run(CustomActionHygiene(), Self.screen(Self.cellWithActions, capabilities: lacking))
        #expect(without.findings.isEmpty)
        let outcome = try #require(without.outcomes.first { $0.rule == "custom-action-hygiene" })
        #expect(outcome.notRunReason == "the recording cannot say custom actions")
    }

    @Test("identifier-missing does not run on a recording that cannot carry identifiers")
    func identifiersNeedTheirEvidence() throws {
        let withIdentifiers = run(IdentifierMissing(), Self.screen(Self.savedAndPay))
        #expect(withIdentifiers.findings.map(\.path) == ["Application/Button[2]"])
        var lacking = RecorderCapabilities.everything
        lacking.evidence.remove(.identifiers)
        let without = run(IdentifierMissing(), Self.screen(Self.savedAndPay, capabilities: lacking))
        #expect(without.findings.isEmpty)
        #expect(without.outcomes.first { $0.rule == "identifier-missing" }?.notRunReason == "the recording cannot say identifiers")
    }

    @Test("an empty custom action name is reported (other recorders keep what idb drops)")
    func emptyActionName() throws {
        var screen = Self.screen(Self.cellWithActions)
        screen.elements[1].customActions = ["  ", "Share", "Archive"]
        let findings = run(CustomActionHygiene(), screen).findings
        #expect(findings.map(\.message) == [#"Cell "Invoice 42" has custom actions that VoiceOver cannot name usefully: an action has an empty name."#])
    }

    @Test("a duplicate-name finding names at most five of the others, never itself")
    func relatedLocationsAreCapped() throws {
        let buttons = (0..<8).map { position in
            #"{"type": "Button", "AXLabel": "Edit", "frame": {"x": \#(10 + position * 3), "y": \#(60 + position * 90), "width": \#(60 + position), "height": 44}}"#
        }.joined(separator: ",\n")
        let findings = run(DuplicateName(), Self.screen(buttons)).findings
        #expect(findings.count == 8)
        for finding in findings {
            #expect(finding.outcome == .finding)
            #expect(finding.related.count == 5)
            #expect(!finding.related.contains { $0.path == finding.path })
        }
    }

    @Test("offscreen-accessible counts the stops it cannot place as not run")
    func offscreenNotRun() throws {
        let elements = #"""
            {"type": "Button", "AXLabel": "Row 40", "frame": {"x": 20, "y": 2400, "width": 350, "height": 44}},
            {"type": "StaticText", "AXLabel": "Legal notice", "frame": {"x": 0, "y": 0, "width": 0, "height": 0}},
            {"type": "Button", "AXLabel": "Start", "frame": {"x": 20, "y": 700, "width": 350, "height": 50}}
            """#
        let result = run(OffscreenAccessible(), Self.screen(elements))
        #expect(result.findings.isEmpty)
        #expect(result.outcomes.first { $0.rule == "offscreen-accessible" }?.notRun == 2)
    }

    /// An Appium page source with `count` buttons below the screen inside a container as large as the screen
    /// (nothing marks it as scrolling).
    static func belowTheFold(_ count: Int) -> Screen {
        let buttons = (0..<count).map { index in
            #"<XCUIElementTypeButton type="XCUIElementTypeButton" name="Recipe \#(index + 1)" label="Recipe \#(index + 1)" enabled="true" visible="true" accessible="true" x="20" y="\#(900 + 220 * index)" width="350" height="200" index="\#(index + 1)" traits="Button"/>"#
        }.joined(separator: "\n")
        let source = """
            <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Recipes" label="Recipes" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="0" traits="">
            <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="0" traits="">
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="Start" label="Start" enabled="true" visible="true" accessible="true" x="20" y="100" width="350" height="200" index="0" traits="Button"/>
            \(buttons)
            </XCUIElementTypeOther></XCUIElementTypeApplication></AppiumAUT>
            """
        return RecordingReader.read(bytes: Array(source.utf8), file: "in-test/recipes.xml")
    }

    @Test("offscreen-accessible: up to three stops outside the screen are each an item; more are one item naming the others",
          arguments: [1, 3, 4, 6, 9])
    func offscreenStopsAreGroupedBeyondThree(count: Int) throws {
        let result = run(OffscreenAccessible(), Self.belowTheFold(count))
        #expect(result.findings.allSatisfy { $0.outcome == .needsReview })
        if count <= OffscreenAccessible.separateLimit {
            #expect(result.findings.map(\.label) == (1...count).map { "Recipe \($0)" })
            #expect(result.findings.allSatisfy { $0.related.isEmpty && $0.message.contains("lies wholly outside the screen") })
        } else {
            let finding = try #require(result.findings.first)
            #expect(result.findings.count == 1)
            #expect(finding.label == "Recipe 1")
            #expect(finding.message.hasPrefix("Button \"Recipe 1\" and \(count - 1) other VoiceOver stops lie wholly outside the screen"))
            #expect(finding.related.map(\.label) == (2...min(count, 1 + OffscreenAccessible.relatedLimit)).map { "Recipe \($0)" })
        }
    }
}
