import Testing
@testable import Recorders

/// WebDriverAgent types shortened from their bytes give what the Character-based `shortType(_:)` gives.
@Suite struct WDAShortTypeTests {
    @Test(arguments: ["XCUIElementTypeButton", "XCUIElementType", "XCUIElementTypeX", "Button", "", "XCUIElementTyp",
                      "XCUIElementType\u{301}Accent", "XCUIElementTypé", "XCUIElementType\r\nX", "XCUIElementType日本",
                      "xcuielementtypeButton", "XCUIElementTypeXCUIElementTypeButton", "XCUIElement\u{200D}TypeButton",
                      "XCUIElementType\u{200D}Button", "ＸCUIElementTypeButton"])
    func shortTypeFromBytes(type: String) {
        let bytes = Array(type.utf8)
        let short = bytes.withUnsafeBufferPointer { WDAVocabulary.shortType($0, 0, $0.count) }
        #expect(short == WDAVocabulary.shortType(type))
        #expect(Array(short.utf8) == Array(WDAVocabulary.shortType(type).utf8), "the same bytes, not only an equal String")
        let padded = Array("<x ".utf8) + bytes + Array("/>".utf8)
        let inner = padded.withUnsafeBufferPointer { WDAVocabulary.shortType($0, 3, 3 + bytes.count) }
        #expect(inner == WDAVocabulary.shortType(type), "a range inside a larger buffer")
    }
}
