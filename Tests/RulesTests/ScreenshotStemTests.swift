import Testing
@testable import Pipeline

/// DroidBot's screenshot stems found by bytes are the stems the Character search finds.
@Suite struct ScreenshotStemTests {
    static func byCharacters(_ stem: String) -> String? {
        let characters = Array(stem), marker = Array("state_")
        guard characters.count >= marker.count,
              let start = stride(from: characters.count - marker.count, through: 0, by: -1).first(where: {
                  Array(characters[$0 ..< ($0 + marker.count)]) == marker
              }) else { return nil }
        return String(characters[..<start]) + "screen_" + String(characters[(start + marker.count)...])
    }

    @Test(arguments: ["state_2023-10-19_025342", "app-about-state_2023", "login", "", "state_", "state", "xstate_state_y",
                      "state_\u{301}x", "\u{600}state_1", "é-state_é", "state_\u{200D}1", "日本state_日本", "s\u{301}tate_1",
                      "a-state_2-state_", "state_e\u{301}", "STATE_1", "\r\nstate_1", "state_1\u{600}"])
    func stems(stem: String) {
        let found = ScreenshotPairing.droidBotScreenStem(stem)
        let expected = Self.byCharacters(stem)
        #expect(found == expected)
        #expect(found.map { Array($0.utf8) } == expected.map { Array($0.utf8) })
    }
}
