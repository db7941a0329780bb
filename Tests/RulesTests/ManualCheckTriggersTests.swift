import Rules
import Testing
import Recorders
import TreeModel

/// What each kind of element asks a person to check, and the catalogue those checks come from.
@Suite struct ManualCheckTriggersTests {
    static let root = #"{"type":"Application","AXLabel":"App","frame":{"x":0,"y":0,"width":390,"height":844}}"#

    /// The review items of a flat tree holding the root and `elements`.
    func review(_ elements: String...) -> [ReviewItem] {
        let text = "[" + ([Self.root] + elements).joined(separator: ",\n") + "]"
        return ManualCheckTriggers.review(ScreenFacts(screen: RecordingReader.read(bytes: Array(text.utf8), file: "screen.json")))
    }

    func triggered(_ items: [ReviewItem]) -> [String] { items.filter { !$0.manualCheck.alwaysApplies }.map(\.check) }

    @Test func everyScreenGetsTheChecksThatAlwaysApplyAtItsRoot() {
        let items = review(#"{"type":"StaticText","AXLabel":"Hello","frame":{"x":10,"y":100,"width":100,"height":20}}"#)
        #expect(items.map(\.check) == ManualCheckCatalogue.always.map(\.id))
        for item in items {
            #expect(item.file == "screen.json")
            #expect(item.elements.map(\.path) == ["Application"])
            #expect(item.elements.first?.location == SourceLocation(line: 1, column: 2))
        }
    }

    @Test func aSecureFieldAsksForAccessibleAuthentication() throws {
        let items = review(#"{"type":"TextField","subrole":"AXSecureTextField","AXLabel":"Password","frame":{"x":10,"y":100,"width":300,"height":44}}"#)
        #expect(triggered(items) == ["secure-entry", "text-entry"])
        let secure = try #require(items.first { $0.check == "secure-entry" })
        #expect(secure.manualCheck.criteria.map(\.id) == ["3.3.8"])
        #expect(secure.elements.map(\.name) == [#"TextField "Password""#])
        #expect(secure.elements.first?.path == "Application/TextField[1]")
        #expect(secure.elements.first?.location.line == 2)
        let entry = try #require(items.first { $0.check == "text-entry" })
        #expect(entry.manualCheck.criteria.map(\.id) == ["3.3.1", "3.3.2", "3.3.7"])
    }

    @Test func customActionsNameTheElementAndTheActions() throws {
        let items = review(#"{"type":"Cell","AXLabel":"Inbox","custom_actions":["Delete","Archive"],"frame":{"x":0,"y":100,"width":390,"height":60}}"#,
                           #"{"type":"Cell","AXLabel":"Sent","custom_actions":[],"frame":{"x":0,"y":160,"width":390,"height":60}}"#)
        #expect(triggered(items) == ["custom-actions"])
        let actions = try #require(items.first { $0.check == "custom-actions" })
        #expect(actions.elements.count == 1, "an empty custom_actions array asks for nothing")
        #expect(actions.elements.first?.name == #"Cell "Inbox""#)
        #expect(actions.elements.first?.detail == #"custom actions "Delete", "Archive""#)
    }

    @Test func adjustableTogglesAndMediaAreFoundByTrait() throws {
        let items = review(
            #"{"type":"Slider","AXLabel":"Volume","AXValue":"40%","frame":{"x":10,"y":100,"width":300,"height":44}}"#,
            #"{"type":"Switch","AXLabel":"Wi-Fi","AXValue":"1","traits":["Toggle"],"frame":{"x":10,"y":150,"width":60,"height":44}}"#,
            #"{"type":"Button","AXLabel":"Play","traits":["Button","StartsMediaSession"],"frame":{"x":10,"y":200,"width":60,"height":44}}"#,
            #"{"type":"Button","AXLabel":"Ring","traits":["Button","PlaysSound"],"frame":{"x":100,"y":200,"width":60,"height":44}}"#)
        #expect(triggered(items) == ["adjustable", "media", "toggle-state"], "catalogue order")
        let adjustable = try #require(items.first { $0.check == "adjustable" })
        #expect(adjustable.elements.map(\.name) == [#"Slider "Volume""#])
        #expect(adjustable.elements.first?.detail == #"value "40%""#)
        let media = try #require(items.first { $0.check == "media" })
        #expect(media.elements.map(\.name) == [#"Button "Play""#, #"Button "Ring""#], "reading order")
        #expect(media.elements.map(\.detail) == ["traits StartsMediaSession", "traits PlaysSound"])
        #expect(media.manualCheck.criteria.map(\.id).contains("1.2.2"))
        let toggle = try #require(items.first { $0.check == "toggle-state" })
        #expect(toggle.elements.map(\.name) == [#"Switch "Wi-Fi""#])
    }

    @Test func screensNotReadAskForNothing() {
        let broken = RecordingReader.read(bytes: Array("[{".utf8), file: "broken.json")
        #expect(ManualCheckTriggers.review(ScreenFacts(screen: broken)).isEmpty)
    }

    @Test func fingerprintsDependOnTheCheckAndTheFileOnly() {
        let one = review(#"{"type":"Switch","AXLabel":"A","traits":["Toggle"],"frame":{"x":10,"y":150,"width":60,"height":44}}"#)
        let two = review(#"{"type":"Switch","AXLabel":"B","traits":["Toggle"],"frame":{"x":10,"y":300,"width":60,"height":44}}"#)
        #expect(one.map(\.fingerprint) == two.map(\.fingerprint))
        #expect(Set(one.map(\.fingerprint)).count == one.count)
    }

    @Test func theCatalogueCoversWhatATreeCannotDecide() {
        let checks = ManualCheckCatalogue.all
        #expect(Set(checks.map(\.id)).count == checks.count)
        for check in checks {
            #expect(check.id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(check.id)")
            #expect(!check.criteria.isEmpty || check.hig != nil, "\(check.id) rests on WCAG or the HIG")
            #expect(check.whyTreeCannotDecide.hasSuffix(".") && check.howToCheck.hasSuffix("."), "\(check.id): one sentence each")
            #expect(check.whyTreeCannotDecide.filter { $0 == "." }.count == 1, "\(check.id): why is one sentence")
            #expect(!check.title.hasSuffix("."))
            #expect(check.alwaysApplies == (check.trigger == nil), "\(check.id): triggered checks say what triggers them")
        }
        // Always-applicable checks come first.
        #expect(checks.prefix(ManualCheckCatalogue.always.count).allSatisfy { $0.alwaysApplies })
        let cited = Set(checks.flatMap(\.criteria).map(\.id))
        for id in ["2.4.6", "2.5.3", "4.1.3", "2.1.1", "2.4.3", "2.4.7", "1.4.3", "1.4.11", "1.4.4", "1.4.10", "1.4.1", "2.3.3",
                   "2.5.1", "2.5.7", "3.3.8", "3.3.1", "3.3.2", "3.3.7", "1.2.2", "4.1.2"] {
            #expect(cited.contains(id), "the catalogue cites \(id)")
        }
        #expect(ManualCheckCatalogue.check(id: "reduce-motion-transparency")?.hig != nil)
    }
}
