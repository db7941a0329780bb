import Foundation
import Rules
import Testing

/// Labels reach the terminal through text output: nothing in them may drive it, reorder or hide what is read.
@Suite struct TerminalTextTests {
    static let naughtyStrings = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/data/naughty-strings/blns.json")

    /// A scalar that would reach the terminal raw although it reorders or hides text.
    static func leaks(_ text: String) -> [Unicode.Scalar] {
        let scalars = Array(text.unicodeScalars)
        return scalars.indices.compactMap { index in
            let scalar = scalars[index]
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator:
                // A joiner between two visible characters only shapes them.
                if scalar == "\u{200C}" || scalar == "\u{200D}", index > 0, index + 1 < scalars.count,
                   !scalars[index - 1].properties.isWhitespace, !scalars[index + 1].properties.isWhitespace {
                    return nil
                }
                return scalar
            default: return nil
            }
        }
    }

    @Test("bidi controls, marks, separators and invisible format characters are written out")
    func bidiAndFormatCharactersAreEscaped() {
        #expect(ScreenFacts.printable("Pay \u{202E}01$\u{202C}") == "Pay \\u{202E}01$\\u{202C}")
        #expect(ScreenFacts.printable("\u{2066}a\u{2069}\u{2067}b\u{2068}") == "\\u{2066}a\\u{2069}\\u{2067}b\\u{2068}")
        #expect(ScreenFacts.printable("a\u{200E}b\u{200F}c\u{061C}d") == "a\\u{200E}b\\u{200F}c\\u{61C}d")
        #expect(ScreenFacts.printable("one\u{2028}two\u{2029}") == "one\\u{2028}two\\u{2029}")
        #expect(ScreenFacts.printable("zero\u{200B}width\u{FEFF}soft\u{AD}hyphen") == "zero\\u{200B}width\\u{FEFF}soft\\u{AD}hyphen")
        #expect(ScreenFacts.printable("tag\u{E0041}") == "tag\\u{E0041}")
        #expect(ScreenFacts.shorten("OK\u{202E}") == "OK\\u{202E}", "the short-label fast path escapes too")
    }

    @Test("an icon font's private-use glyphs are written out: a name of glyphs only would show as nothing")
    func privateUseGlyphsAreEscaped() {
        #expect(ScreenFacts.printable("\u{E821}") == "\\u{E821}")
        #expect(ScreenFacts.printable("\u{F0001} Home") == "\\u{F0001} Home")
        #expect(ScreenFacts.printable("\u{10FFFD}") == "\\u{10FFFD}")
        // The area's first and last characters are glyphs; those just outside it are ordinary text.
        #expect(ScreenFacts.printable("\u{E000}\u{F8FF}") == "\\u{E000}\\u{F8FF}")
        #expect(ScreenFacts.printable("\u{D7FB}\u{F900}") == "\u{D7FB}\u{F900}")
    }

    @Test("joiners between visible characters, accents and ordinary text are kept")
    func ordinaryTextIsKept() {
        #expect(ScreenFacts.printable("👩\u{200D}💻 café") == "👩\u{200D}💻 café")
        #expect(ScreenFacts.printable("می\u{200C}خواهم") == "می\u{200C}خواهم")
        #expect(ScreenFacts.printable(" \u{200D}x") == " \\u{200D}x", "a joiner beside a space shapes nothing")
        // A line break is written out as other controls are: a label cannot start a line of its own.
        #expect(ScreenFacts.printable("Two\n\nlines\r\n") == "Two\\u{A}\\u{A}lines\\u{D}\\u{A}")
        #expect(TerminalText.line("a\nb") == "a\\u{A}b" && TerminalText.line("\rX") == "\\u{D}X")
        #expect(TerminalText.lines("a\u{202E}\nb\n") == "a\\u{202E}\nb\n")
    }

    @Test("no string of the naughty-strings list reaches the terminal with a hidden character")
    func naughtyStrings() throws {
        let data = try Data(contentsOf: Self.naughtyStrings)
        let strings = try JSONDecoder().decode([String].self, from: data)
        #expect(strings.count > 500)
        var escaped = 0
        for string in strings {
            let line = ScreenFacts.printable(string)
            #expect(Self.leaks(line).isEmpty, "\(string.unicodeScalars.map { String($0.value, radix: 16) })")
            #expect(!line.contains("\n") && !line.contains("\r"))
            if line != string { escaped += 1 }
            let short = ScreenFacts.shorten(string)
            #expect(Self.leaks(short).isEmpty)
        }
        #expect(escaped > 10, "the list holds bidi controls, BOMs and C0/C1 controls")
    }
}
