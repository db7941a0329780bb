import Foundation
import Testing
@testable import Support

/// `TextChecks.firstBytes` scans the text's bytes in place; it must find what a plain search of the UTF-8 bytes
/// finds, at the same position, for any text.
@Suite struct FirstBytesTests {
    /// The byte offset of the first occurrence of `part` in `text`, by the plain reading.
    static func plainOffset(_ part: String, in text: String) -> Int? {
        let bytes = Array(text.utf8), needle = Array(part.utf8)
        guard !needle.isEmpty else { return 0 }
        guard bytes.count >= needle.count else { return nil }
        return (0...(bytes.count - needle.count)).first { Array(bytes[$0..<($0 + needle.count)]) == needle }
    }

    static func expectSame(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let found: [(String, String.Index?)] = [(":id/", TextChecks.firstBytes(":id/", in: text)),
                                                ("//", TextChecks.firstBytes("//", in: text)),
                                                ("states", TextChecks.firstBytes("states", in: text)),
                                                ("", TextChecks.firstBytes("", in: text))]
        for (part, index) in found {
            let offset = index.map { text.utf8.distance(from: text.utf8.startIndex, to: $0) }
            #expect(offset == plainOffset(part, in: text), "\(text.debugDescription), \(part)", sourceLocation: sourceLocation)
        }
    }

    @Test("identifiers, paths and texts around the words")
    func chosenTexts() throws {
        let texts = ["", ":", ":id", ":id/", "com.example:id/toolbar", "android:id/title", "a:id:id/b", "é:id/x", "x:id/é",
                     "a//b", "/", "//", "crawl/states/state_1.json", "stat", "statesstates", "ファイル//名前", "::id//"]
        for text in texts { Self.expectSame(text) }
        let identifier = "com.example:id/toolbar"
        let start = try #require(TextChecks.firstBytes(":id/", in: identifier))
        #expect(identifier[start...] == ":id/toolbar")
    }

    @Test("the naughty strings, alone and around the words")
    func naughtyStrings() throws {
        let data = try Data(contentsOf: LastASCIIIndexTests.naughtyStrings)
        let strings = try #require(JSONSerialization.jsonObject(with: data) as? [String])
        #expect(strings.count > 400)
        for text in strings {
            for variant in [text, text + ":id/" + text, "//" + text, text + "states", text + "/" + text + "/"] {
                Self.expectSame(variant)
            }
        }
    }
}
