import Foundation
import Testing
import TreeModel
import Recorders
import Rules
import TestSupport

@Suite struct WDARecorderTests {
    func read(_ text: String, file: String = "t.xml") -> Screen {
        RecordingReader.read(bytes: Array(text.utf8), file: file)
    }

    static func page(_ body: String, wrapped: Bool = true) -> String {
        let app = """
            <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="App" label="App" enabled="true" visible="true" x="0" y="0" width="390" height="844">
            \(body)
            </XCUIElementTypeApplication>
            """
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + (wrapped ? "<AppiumAUT>\n\(app)\n</AppiumAUT>\n" : app + "\n")
    }

    @Test func wrapperAndBareRootAreReadWithStartTagPositions() {
        let body = #"  <XCUIElementTypeButton type="XCUIElementTypeButton" name="Done" label="Done" enabled="true" visible="true" x="10" y="50" width="60" height="44"/>"#
        for wrapped in [true, false] {
            let screen = read(Self.page(body, wrapped: wrapped))
            #expect(screen.status == .ok)
            #expect(screen.format == .appiumXCUITest)
            #expect(screen.elements.map(\.displayType) == ["Application", "Button"])
            #expect(screen.path(of: 1) == "Application/Button[1]")
            #expect(screen.elements[0].location == SourceLocation(line: wrapped ? 3 : 2, column: 1))
            #expect(screen.elements[1].location == SourceLocation(line: wrapped ? 4 : 3, column: 3))
            #expect(screen.bounds == Frame(x: 0, y: 0, width: 390, height: 844))
            #expect(screen.capabilities.roundedFrames)
        }
    }

    @Test func nameIsTheIdentifierOnlyWhenItDiffersFromTheLabel() {
        let screen = read(Self.page("""
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="Done" label="Done" x="0" y="0" width="60" height="44"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="login.submit" label="Sign in" x="0" y="0" width="60" height="44"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="close" x="0" y="0" width="60" height="44"/>
            """))
        #expect(screen.elements[1].identifier == nil)
        #expect(screen.elements[2].identifier == "login.submit")
        #expect(screen.elements[3].identifier == "close")
        #expect(screen.elements[3].label == nil)
    }

    @Test func synthesisedValuesAreUndoneAndRealStatesKept() {
        let screen = read(Self.page("""
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Title" value="Title" x="0" y="0" width="60" height="20"/>
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Battery" value="80%" x="0" y="0" width="60" height="20"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" label="Bold" value="1" x="0" y="0" width="60" height="44"/>
            <XCUIElementTypeSwitch type="XCUIElementTypeSwitch" label="Wi-Fi" value="0" x="0" y="0" width="51" height="31"/>
            <XCUIElementTypeTextField type="XCUIElementTypeTextField" value="Email" placeholderValue="Email" x="0" y="0" width="300" height="44"/>
            <XCUIElementTypeTextField type="XCUIElementTypeTextField" value="ann@example.com" placeholderValue="Email" x="0" y="0" width="300" height="44"/>
            """))
        let e = screen.elements
        #expect(e[1].value == nil, "a StaticText's value equal to its label is WebDriverAgent's copy")
        #expect(e[2].value == "80%")
        #expect(e[3].value == nil && e[3].traits.contains(.selected), "a Button's value 1 is its selected state")
        #expect(e[4].value == "0" && e[4].traits.contains(.toggle), "a switch's 0/1 is its real state")
        #expect(e[5].value == nil && e[5].placeholder == "Email", "the placeholder copied into value is not a value")
        #expect(e[6].value == "ann@example.com" && e[6].placeholder == "Email")
        #expect(screen.capabilities.evidence.contains(.placeholders))
    }

    @Test func headersNeedTheTraitsAttribute() {
        let without = read(Self.page(#"<XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Settings" x="0" y="0" width="60" height="20"/>"#))
        #expect(!without.capabilities.evidence.contains(.headers))
        #expect(!without.capabilities.evidence.contains(.placeholders))
        let with = read(Self.page(#"<XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Settings" traits="Header, StaticText" x="0" y="0" width="60" height="20"/><XCUIElementTypeOther type="XCUIElementTypeOther" traits="" x="0" y="0" width="1" height="1"/>"#))
        #expect(with.capabilities.evidence.contains(.headers))
        #expect(with.elements[1].recordedTraits == [.header, .staticText])
        #expect(with.elements[2].recordedTraits == [])
        let run = CheckedRun([without])
        #expect(run.results[0].outcomes.contains { $0.rule == "header-trait-missing" && $0.notRunReason != nil })
    }

    @Test func invisibleElementsAreNotJudgedAndAccessibleDecidesStops() {
        let screen = read(Self.page("""
            <XCUIElementTypeImage type="XCUIElementTypeImage" enabled="true" visible="false" accessible="true" x="20" y="100" width="30" height="30"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" enabled="true" visible="true" accessible="true" x="20" y="200" width="20" height="20" name="i"/>
            <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="true" accessible="true" x="0" y="300" width="390" height="60" label="Row">
              <XCUIElementTypeButton type="XCUIElementTypeButton" enabled="true" visible="true" accessible="false" x="350" y="310" width="20" height="20" name="chevron"/>
            </XCUIElementTypeOther>
            """))
        #expect(screen.elements[1].visible == false && screen.elements[1].accessible == false)
        let facts = ScreenFacts(screen: screen)
        #expect(!facts.onScreen[1] && !facts.stop[1])
        #expect(facts.stop[2] && facts.stop[3] && !facts.stop[4])
        let findings = CheckedRun([screen]).findings
        #expect(findings.filter { $0.rule == "label-missing" }.map(\.path) == ["Application/Button[1]"])
        #expect(findings.filter { $0.rule == "target-size-hig" }.map(\.path) == ["Application/Button[1]"])
    }

    @Test func withoutAccessibleALabelledCellIsTheStop() {
        let screen = read(Self.page("""
            <XCUIElementTypeTable type="XCUIElementTypeTable" x="0" y="0" width="390" height="844">
              <XCUIElementTypeCell type="XCUIElementTypeCell" name="Auto-Correction" label="Auto-Correction" value="0" x="0" y="348" width="390" height="45">
                <XCUIElementTypeSwitch type="XCUIElementTypeSwitch" name="Auto-Correction" label="Auto-Correction" value="0" x="319" y="355" width="51" height="31"/>
              </XCUIElementTypeCell>
            </XCUIElementTypeTable>
            """))
        #expect(screen.elements[2].accessible == true)
        let facts = ScreenFacts(screen: screen)
        #expect(facts.insideStop[3])
        #expect(CheckedRun([screen]).findings.isEmpty)
    }

    @Test func roundedFramesSaySoAndAThresholdSizeNeedsReview() {
        let screen = read(Self.page("""
            <XCUIElementTypeButton type="XCUIElementTypeButton" label="Exact" x="20" y="100" width="44" height="44"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" label="Small" x="20" y="200" width="43" height="44"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" label="Large" x="20" y="300" width="46" height="46"/>
            """))
        let run = CheckedRun([screen])
        let hig = run.findings.filter { $0.rule == "target-size-hig" }
        #expect(hig.map(\.path) == ["Application/Button[1]", "Application/Button[2]"])
        #expect(hig[0].outcome == .needsReview)
        #expect(hig[0].message.contains("rounds frames outward"))
        #expect(hig[1].outcome == .finding)
        #expect(hig[1].message.contains("at most this size"))
    }

    @Test func formatsAreDetectedByContentNotExtension() {
        let xml = Self.page(#"<XCUIElementTypeButton type="XCUIElementTypeButton" label="OK" x="0" y="0" width="60" height="44"/>"#)
        #expect(read(xml, file: "capture.json").format == .appiumXCUITest)
        #expect(read(xml, file: "capture.txt").format == .appiumXCUITest)
        let other = read("<?xml version=\"1.0\"?>\n<catalog><book/></catalog>", file: "books.xml")
        #expect(other.status == .unreadable)
        #expect(other.error?.message.contains("not a recording this tool reads") == true)
    }

    @Test func aBadCoordinateIsAProblemAtTheElement() {
        let screen = read(Self.page(#"<XCUIElementTypeButton type="XCUIElementTypeButton" label="OK" x="NaN" y="0" width="60" height="44"/>"#))
        #expect(screen.status == .ok)
        #expect(screen.problems.count == 1)
        #expect(screen.problems.first?.message.contains("Button \"OK\"") == true)
        #expect(screen.elements[1].frame == .zero)
    }

    @Test func malformedXMLIsUnreadableAtItsPlace() {
        let screen = read("<AppiumAUT>\n  <XCUIElementTypeApplication>\n</AppiumAUT>\n")
        #expect(screen.status == .unreadable)
        #expect(screen.error?.location?.line == 3)
    }

    @Test func theJSONTreeOfMobileSourceIsRead() {
        let json = """
            {"value": {"isEnabled": "1", "isVisible": "1", "isAccessible": "0", "type": "Application", "label": "App", "name": "App",
              "rect": {"x": 0, "y": 0, "width": 390, "height": 844}, "children": [
                {"type": "Button", "label": "Sign in", "name": "Sign in", "rawIdentifier": "login.submit", "isEnabled": "1",
                 "isVisible": "1", "isAccessible": "1", "rect": {"x": 20, "y": 100, "width": 43, "height": 44}},
                {"type": "StaticText", "label": "Hello", "name": "Hello", "value": "Hello", "rawIdentifier": null, "isEnabled": "1",
                 "isVisible": "0", "isAccessible": "1", "rect": {"x": 20, "y": 900, "width": 43, "height": 20}}]}, "sessionId": "x"}
            """
        let screen = read(json, file: "source.json")
        #expect(screen.format == .wdaJSON)
        #expect(screen.elements.count == 3)
        #expect(screen.elements[1].identifier == "login.submit")
        #expect(screen.elements[2].identifier == nil && screen.elements[2].value == nil)
        #expect(screen.elements[2].accessible == false)
        #expect(screen.elements[1].location == SourceLocation(line: 3, column: 5))
        #expect(screen.capabilities.roundedFrames && !screen.capabilities.evidence.contains(.headers))
        let hig = CheckedRun([screen]).findings.filter { $0.rule == "target-size-hig" }
        #expect(hig.count == 1 && hig[0].message.contains("at most this size"))
    }

    @Test func whatAStatusBarHoldsIsSystemChrome() {
        let screen = read(Self.page("""
            <XCUIElementTypeStatusBar type="XCUIElementTypeStatusBar" x="0" y="0" width="390" height="47">
              <XCUIElementTypeOther type="XCUIElementTypeOther" label="9:41" x="10" y="10" width="30" height="20">
                <XCUIElementTypeButton type="XCUIElementTypeButton" label="Wi-Fi" x="300" y="10" width="20" height="20"/>
              </XCUIElementTypeOther>
            </XCUIElementTypeStatusBar>
            """))
        #expect(screen.elements[1].isContainer)
        #expect(screen.elements[2].traits.contains(.statusBarElement) && screen.elements[3].traits.contains(.statusBarElement))
        #expect(!screen.elements[1].traits.contains(.statusBarElement))
        #expect(CheckedRun([screen]).findings.filter { $0.rule.hasPrefix("target-size") }.isEmpty)
    }
}
