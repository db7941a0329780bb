import Foundation
import Testing
@testable import Support

/// `lastIndex(ofASCII:)` finds a separator by its byte; it must give what `lastIndex(of:)` gives, character by
/// character, for every text: paths, class names, and texts where a combining mark or a joiner sits beside it.
@Suite struct LastASCIIIndexTests {
    static let naughtyStrings = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/data/naughty-strings/blns.json")

    static func expectSame(_ text: String, _ character: Unicode.Scalar, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(text.lastIndex(ofASCII: character) == text.lastIndex(of: Character(character)),
                "\(text.debugDescription), \(character)", sourceLocation: sourceLocation)
    }

    @Test("paths, class names and marks beside the separator")
    func chosenTexts() {
        let texts = [
            "", ".", "/", "a", "a.b", "a/b/c.json", "/abs/path/", "androidx.appcompat.widget.Toolbar", "Button",
            "no separator at all", "ends with a dot.", ".starts", "two..dots", "folder/état.json", "dossier/é/x",
            // A combining acute accent after the separator joins it into one character: no match there.
            "a/b/\u{301}c", "a.b.\u{301}c", "a.\u{301}", "x/\u{301}", "a/b\u{301}/c",
            // A mark or a joiner before it, emoji and other scripts around it.
            "é.png", "\u{301}.x", "👩‍💻.swift", "ファイル/名前.json", "a\u{200D}.b", ".\u{200D}", "/\u{FE0F}",
            "a\r\n.b", "a.\r\nb",
        ]
        var found = 0
        for text in texts {
            for character in ["." as Unicode.Scalar, "/"] {
                Self.expectSame(text, character)
                if text.lastIndex(ofASCII: character) != nil { found += 1 }
            }
        }
        #expect(found > 20, "most texts hold a separator")
        // The combining mark after the last "/" hides it: the one before is found.
        let marked = "a/b/\u{301}c"
        #expect(marked[marked.lastIndex(ofASCII: "/")!...] == "/b/\u{301}c")
    }

    @Test("the naughty strings, alone and around separators")
    func naughtyStrings() throws {
        let data = try Data(contentsOf: Self.naughtyStrings)
        let strings = try #require(JSONSerialization.jsonObject(with: data) as? [String])
        #expect(strings.count > 400)
        for text in strings {
            for character in ["." as Unicode.Scalar, "/"] {
                let separator = String(character)
                for variant in [text, separator + text, text + separator, text + separator + text, "dir" + separator + text] {
                    Self.expectSame(variant, character)
                }
            }
        }
    }
}
