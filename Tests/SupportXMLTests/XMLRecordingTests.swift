import Support
import Foundation
import Testing
import SupportXML

/// Every real XML capture in `../shared/data/recordings` (Android `uiautomator dump` and UiAutomator2 page
/// sources, Appium XCUITest page sources) is read, and a few facts checked against the files (places
/// cross-checked with expat).
@Suite(.enabled(if: SharedData.hasRecordings, "the recordings are not at ../shared/data/recordings"))
struct XMLRecordingTests {
    static let files = SharedData.xmlFiles("uiautomator", in: SharedData.recordings)
        + SharedData.xmlFiles("appium-xcuitest", in: SharedData.recordings)

    static func tape(_ path: String) throws -> XMLTape {
        try XMLTape(bytes: SharedData.bytes(path, in: SharedData.recordings))
    }

    /// The element nodes of `tape` in document order.
    static func elements(_ tape: XMLTape) -> [Int] {
        tape.nodes.indices.filter { tape.kind($0) == .element }
    }

    /// The location of every offset of `bytes`, by the rules of ``referenceLocation(_:offset:)``, in one pass.
    static func referenceLocations(_ bytes: [UInt8]) -> [Support.SourceLocation] {
        var places: [Support.SourceLocation] = []
        places.reserveCapacity(bytes.count + 1)
        var line = 1, column = 1
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        places += Array(repeating: Support.SourceLocation(line: 1, column: 1), count: start)
        for j in start ..< bytes.count {
            places.append(Support.SourceLocation(line: line, column: column))
            let c = bytes[j]
            if c == 0x0A || (c == 0x0D && !(j + 1 < bytes.count && bytes[j + 1] == 0x0A)) {
                line += 1
                column = 1
            } else if c & 0xC0 != 0x80 {
                column += 1
            }
        }
        places.append(Support.SourceLocation(line: line, column: column))
        return places
    }

    @Test func allCapturesAreThere() {
        #expect(Self.files.count >= 14)
    }

    @Test("each capture is read", arguments: files)
    func captureIsRead(_ path: String) throws {
        let tape = try Self.tape(path)
        let rootName = tape.name(tape.root)
        #expect(["hierarchy", "AppiumAUT", "XCUIElementTypeApplication"].contains(rootName), "\(path): \(rootName)")
        #expect(tape.next(tape.root) == tape.nodes.count)
        #expect(tape.declaration?.version == "1.0")
        #expect(tape.declaration?.encoding?.uppercased() == "UTF-8")
        // The same document without its indentation nodes.
        let compact = try XMLTape(bytes: tape.bytes, keepsWhitespaceText: false)
        #expect(Self.elements(compact).count == Self.elements(tape).count)
        #expect(!compact.nodes.contains { $0.kind == .text })
        // Every value decodes, and every element and attribute is where a plain scan of the file puts it.
        let places = Self.referenceLocations(tape.bytes)
        var cursor = tape.locationCursor
        for element in Self.elements(tape) {
            let location = cursor.location(ofOffset: Int(tape.nodes[element].start))
            #expect(location == places[Int(tape.nodes[element].start)])
            #expect(location == tape.location(element))
            tape.forEachAttribute(of: element) { attribute in
                _ = tape.value(attribute)
                #expect(tape.location(attribute) == places[Int(tape.nodes[attribute].start)])
            }
        }
    }

    @Test func uiautomatorDumpOnOneLine() throws {
        let tape = try Self.tape("uiautomator/daniell-aena-window_dump.xml")
        #expect(tape.declaration == XMLDeclaration(version: "1.0", encoding: "UTF-8", standalone: true))
        #expect(tape.name(tape.root) == "hierarchy")
        #expect(tape.value(of: "rotation", in: tape.root) == "0")
        let nodes = tape.childElements(of: tape.root)
        #expect(tape.value(of: "class", in: nodes[0]) == "android.widget.FrameLayout")
        #expect(tape.value(of: "bounds", in: nodes[0]) == "[0,0][1080,2242]")
        #expect(tape.location(nodes[0]) == Support.SourceLocation(line: 1, column: 81))
        #expect(tape.location(tape.childElements(of: nodes[0])[0]) == Support.SourceLocation(line: 1, column: 399))
        #expect(tape.lineCount == 1)
    }

    @Test func columnsCountCharactersOnLongNonASCIILines() throws {
        let tape = try Self.tape("uiautomator/ljons-openweather-window_dump.xml")
        let last = try #require(Self.elements(tape).last)
        #expect(tape.value(of: "resource-id", in: last) == "android:id/navigationBarBackground")
        #expect(tape.location(last) == Support.SourceLocation(line: 1, column: 39_049))  // byte 39,066
        let naf = try Self.tape("uiautomator/erickpenafiel-systemui-shade-uidump-NAF.xml")
        let flagged = try #require(Self.elements(naf).first { naf.value(of: "NAF", in: $0) == "true" })
        #expect(naf.value(of: "resource-id", in: flagged) == "android:id/alternate_expand_target")
        #expect(naf.location(flagged) == Support.SourceLocation(line: 1, column: 7_604))
    }

    @Test func characterReferencesAndCRLineEnds() throws {
        let notifications = try Self.tape("uiautomator/erickpenafiel-appium-uia2-fb-notifications.xml")
        let button = try #require(Self.elements(notifications).first { notifications.value(of: "content-desc", in: $0)?.contains("😂") == true })
        #expect(notifications.name(button) == "android.widget.Button")
        #expect(notifications.value(of: "content-desc", in: button) == "Danna Cecilia Colque Soliz \"😂\".. 3 d. Leída")
        #expect(notifications.location(button) == Support.SourceLocation(line: 47, column: 33))
        // Lines end in CR CR LF: two line ends each, as XML (and expat) count them.
        let login = try Self.tape("uiautomator/erickpenafiel-appium-uia2-fb-login-DEBUG_login_start_20260616_005102.xml")
        #expect(login.location(login.root) == Support.SourceLocation(line: 3, column: 1))
        #expect(login.value(of: "width", in: login.root) == "1080")
    }

    @Test func appiumPageSources() throws {
        let settings = try Self.tape("appium-xcuitest/shirates-ios-SettingsTopScreen.xml")
        #expect(settings.name(settings.root) == "AppiumAUT")
        let cell = try #require(Self.elements(settings).first { settings.value(of: "label", in: $0) == "Siri & Search" })
        #expect(settings.name(cell) == "XCUIElementTypeCell")
        #expect(settings.location(cell) == Support.SourceLocation(line: 125, column: 23))
        let label = try #require(settings.attribute("label", of: cell))
        #expect(settings.location(label) == Support.SourceLocation(line: 125, column: 164))
        let popup = try Self.tape("appium-xcuitest/crifan-wda-source-empty-popup.xml")
        #expect(popup.name(popup.root) == "XCUIElementTypeApplication")
        #expect(popup.value(of: "name", in: popup.root) == "益路同行")
        let calendar = try Self.tape("appium-xcuitest/shirates-ios-DateAndTime_ja.xml")
        let december = try #require(Self.elements(calendar).first { calendar.value(of: "label", in: $0) == "12月" })
        #expect(calendar.location(december) == Support.SourceLocation(line: 25, column: 47))
    }
}
