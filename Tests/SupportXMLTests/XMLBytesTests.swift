import Testing
import SupportXML

/// Whole numbers read from the bytes of an attribute value give what reading the text as a `Double` gives,
/// and anything else is left to that reading (nil).
@Suite struct XMLBytesTests {
    static func whole(_ text: String) -> Int? {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { XMLBytes.wholeNumber($0, 0, $0.count) }
    }

    @Test(arguments: ["0", "7", "42", "-3", "390", "844", "000012", "123456789012345", "-123456789012345"])
    func plainWholeNumbers(text: String) throws {
        let value = try #require(Self.whole(text))
        #expect(Double(value) == Double(text))
    }

    @Test(arguments: ["", "-", "-0", "+4", " 4", "4 ", "4.0", "4.5", "1e3", "0x10", "NaN", "inf", "1234567890123456", "４", "4\u{301}"])
    func everythingElseIsLeftToTheGeneralReading(text: String) {
        #expect(Self.whole(text) == nil)
    }
}
