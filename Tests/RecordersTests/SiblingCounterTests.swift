import Testing
@testable import Recorders

/// Positions among siblings count types as equal Strings do (canonical equivalence), whatever their bytes.
@Suite struct SiblingCounterTests {
    @Test("ASCII types of other lengths are skipped; equivalent non-ASCII spellings count as one type")
    func positions() {
        var counter = SiblingCounter()
        let types = ["Button", "StaticText", "Button", "Caf\u{E9}", "Cafe\u{301}", "K", "\u{212A}", "Image", "StaticText", "Button",
                     "SegmentedControl", "SegmentedControl", "e\u{301}", "\u{E9}"]
        var expected: [String: Int] = [:]
        for type in types {
            let position = counter.next(type)
            // A dictionary keyed by String treats equivalent spellings as one key, as the counter must.
            expected[type, default: 0] += 1
            #expect(position == expected[type], "\(type.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        #expect(expected["Cafe\u{301}"] == 2 && expected["K"] == 2 && expected["Button"] == 3)
    }
}
