import Foundation
import Testing
import TestSupport
@testable import Rules

/// The rules' byte scans give what the scans they replaced give.
@Suite struct ByteScanTests {
    /// The earlier scan: one byte at a time, counting dots and remembering the two bytes before.
    static func holdsEllipsisByteByByte(_ text: String) -> Bool {
        var dots = 0
        var previous: UInt8 = 0, beforePrevious: UInt8 = 0
        for byte in text.utf8 {
            if byte == 0x2E {
                dots += 1
                if dots == 3 { return true }
            } else {
                dots = 0
                if byte == 0xA6 && previous == 0x80 && beforePrevious == 0xE2 { return true }
            }
            beforePrevious = previous
            previous = byte
        }
        return false
    }

    @Test("an ellipsis is found at every position and alignment, and near misses are not")
    func ellipsisAtEveryPosition() {
        let parts = ["...", "…", "..", ". .", "\u{80}\u{A6}", "¦", "\u{2026}\u{301}", "a.b.c", "‥", "⋯", ".…", "..\u{2026}"]
        var texts: [String] = []
        for part in parts {
            for before in 0 ..< 18 {
                for after in [0, 1, 7, 8, 9] {
                    texts.append(String(repeating: "x", count: before) + part + String(repeating: "é", count: after))
                    texts.append(String(repeating: "é", count: before) + part + String(repeating: "y", count: after))
                }
            }
        }
        var found = 0
        for text in texts {
            #expect(TextTruncated.mayHoldEllipsis(text) == Self.holdsEllipsisByteByByte(text), "\(text)")
            if Self.holdsEllipsisByteByByte(text) { found += 1 }
        }
        #expect(found > 100 && found < texts.count, "both answers are exercised")
    }

    @Test("the naughty strings give the same answer")
    func naughtyStrings() throws {
        let data = try Data(contentsOf: TerminalTextTests.naughtyStrings)
        let strings = try JSONDecoder().decode([String].self, from: data)
        #expect(strings.count > 500)
        for string in strings {
            #expect(TextTruncated.mayHoldEllipsis(string) == Self.holdsEllipsisByteByByte(string), "\(string)")
            let bridged = NSString(string: string) as String
            #expect(TextTruncated.mayHoldEllipsis(bridged) == Self.holdsEllipsisByteByByte(string))
        }
    }

    /// The earlier glyph test: every scalar's general category, with no byte scan before it.
    static func isOnlyGlyphsByCategory(_ label: String) -> Bool {
        var glyphs = false
        for scalar in label.unicodeScalars {
            if scalar.properties.generalCategory == .privateUse {
                glyphs = true
                continue
            }
            if scalar.properties.isWhitespace { continue }
            switch scalar.properties.generalCategory {
            case .control, .format: continue
            default: return false
            }
        }
        return glyphs
    }

    @Test("private use is told by range exactly as by Unicode's general category, for every scalar")
    func privateUseRanges() {
        var count = 0
        for value in UInt32(0) ... 0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let byCategory = scalar.properties.generalCategory == .privateUse
            #expect(SpokenText.isPrivateUse(scalar) == byCategory, "U+\(String(value, radix: 16))")
            if byCategory { count += 1 }
        }
        #expect(count == 6400 + 65534 + 65534)
    }

    @Test("a label of glyphs is told with the byte scan as without it, at every position")
    func glyphLabels() throws {
        let parts = ["\u{E823}", "\u{F8FF}", "\u{E000}", "\u{F0000}", "\u{10FFFD}", "\u{FFFFD}", "\u{200B}", " ", "\n",
                     "\u{EFFF}", "\u{F900}", "a", "é", "\u{F3}", "\u{10000}", "\u{FFFE}", "\u{EE}"]
        var texts: [String] = [""]
        for first in parts {
            for second in parts {
                texts.append(first + second)
                texts.append(first + " " + second + "\u{E823}")
            }
        }
        let data = try Data(contentsOf: TerminalTextTests.naughtyStrings)
        texts += try JSONDecoder().decode([String].self, from: data)
        var glyphs = 0
        for text in texts {
            #expect(SpokenText.isOnlyGlyphs(text) == Self.isOnlyGlyphsByCategory(text), "\(text.unicodeScalars.map(\.value))")
            if Self.isOnlyGlyphsByCategory(text) { glyphs += 1 }
        }
        #expect(glyphs > 20 && glyphs < texts.count, "both answers are exercised")
    }

    /// The earlier escaping: scalar by scalar into a scalar view.
    static func escapeByScalars(_ text: String, keepingLineBreaks: Bool) -> String {
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            if (scalar == "\n" && keepingLineBreaks) || !TerminalText.isHidden(scalar) {
                out.append(scalar)
            } else if scalar == "\u{200C}" || scalar == "\u{200D}", index > 0, index + 1 < scalars.count,
                      TerminalText.isVisible(scalars[index - 1]), TerminalText.isVisible(scalars[index + 1]) {
                out.append(scalar)
            } else {
                out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            }
        }
        return String(out)
    }

    /// The earlier shortening: all characters counted.
    static func shortenCountingAll(_ text: String) -> String {
        if text.utf8.count <= 60 && TerminalText.isPlainASCII(text) { return text }
        let line = ScreenFacts.printable(text)
        guard line.count > 60 else { return line }
        return String(line.prefix(57)) + "..."
    }

    @Test("escaping and shortening give what they gave, on the naughty strings and on long and joined texts")
    func escapingIsUnchanged() throws {
        let data = try Data(contentsOf: TerminalTextTests.naughtyStrings)
        var texts = try JSONDecoder().decode([String].self, from: data)
        let pieces = ["a", "\n", "\r\n", "\u{200D}", "\u{200C}", "👩", "💻", " ", "\u{202E}", "\u{7F}", "\u{1B}", "é", "e\u{301}",
                      "\u{2028}", "\u{AD}", "\t", "日本", "\u{E0041}", "\u{85}", "\u{FEFF}"]
        var generator = SeededGenerator(seed: 0x5EED)
        for length in [1, 2, 3, 5, 8, 20, 59, 60, 61, 62, 80, 200] {
            for _ in 0 ..< 40 {
                texts.append((0 ..< length).map { _ in pieces.randomElement(using: &generator)! }.joined())
            }
        }
        var changed = 0
        for text in texts {
            for keeping in [false, true] {
                let escaped = TerminalText.escape(text, keepingLineBreaks: keeping)
                let expected = Self.escapeByScalars(text, keepingLineBreaks: keeping)
                #expect(Array(escaped.utf8) == Array(expected.utf8), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
                if escaped != text { changed += 1 }
            }
            #expect(Array(ScreenFacts.shorten(text).utf8) == Array(Self.shortenCountingAll(text).utf8))
        }
        #expect(changed > 100, "escaping is exercised")
    }

    /// The earlier phrase: lower-cased, split on white space, joined, trailing marks dropped, by Characters.
    static func phraseByCharacters(_ label: String) -> String {
        var text = label.lowercased().split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        let trailing: Set<Character> = [".", ":", "!", "…", "›", "»", ">", "→", "↗"]
        while let last = text.last, trailing.contains(last) || last == " " { text.removeLast() }
        return text
    }

    @Test("phrases compared by name-not-descriptive are what the Character reading gives")
    func phrases() throws {
        let data = try Data(contentsOf: TerminalTextTests.naughtyStrings)
        var labels = try JSONDecoder().decode([String].self, from: data)
        labels += ["Click Here.", "  More   info:  ", "READ MORE >>", "Learn more…", "OK!\r\n", "\tTap\u{0B}here\u{0C}", "a . . .",
                   "Next →", "Go \u{1C}there", "x\r\ny", "  ", "", ". : !", "Details ›"]
        var ascii = 0
        for label in labels {
            #expect(Array(NameNotDescriptive.phrase(label).utf8) == Array(Self.phraseByCharacters(label).utf8), "\(label)")
            if NameNotDescriptive.asciiPhrase(label) != nil { ascii += 1 }
        }
        #expect(ascii > 100, "the byte reading is exercised")
    }

    @Test("duplicate-name compares labels as the Character reading folds them")
    func normalisedLabels() throws {
        let data = try Data(contentsOf: TerminalTextTests.naughtyStrings)
        var labels = try JSONDecoder().decode([String].self, from: data)
        labels += ["Add to Cart", "  add  to\tcart ", "ADD TO CART\r\n", "x\u{0B}y\u{0C}z", "a\u{1C}b", "", "   ", "Caf\u{E9}"]
        for label in labels {
            let expected = label.lowercased().split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
            #expect(Array(DuplicateName.normalised(label).utf8) == Array(expected.utf8), "\(label)")
        }
    }

    /// Labels with private-use characters and other bytes from 0xE0 up at every position and alignment, and the
    /// naughty strings.
    static func byteLabels() throws -> [String] {
        let data = try Data(contentsOf: TerminalTextTests.naughtyStrings)
        var labels = try JSONDecoder().decode([String].self, from: data)
        let parts = ["\u{E000}", "\u{F8FF}", "\u{F0000}", "\u{10FFFD}", "\u{E9}", "\u{2026}", "\u{D7FF}", "\u{FFFD}", "\u{1F600}",
                     "\u{ED00}", "-", ".", "--", "a-b-button", "chevron.right", "com.example.app", "apple.com", "x-y"]
        for part in parts {
            for before in 0 ..< 18 {
                labels.append(String(repeating: "x", count: before) + part)
                labels.append(String(repeating: "x", count: before) + part + "yz")
                labels.append(String(repeating: "é", count: before / 2) + part + "-icon")
            }
        }
        return labels
    }

    @Test("the private-use prefilter finds a lead byte 0xEE, 0xEF, 0xF3 or 0xF4 where the plain scan does")
    func privateUseLeadBytes() throws {
        for label in try Self.byteLabels() {
            let plain = label.utf8.contains(where: { $0 == 0xEE || $0 == 0xEF || $0 == 0xF3 || $0 == 0xF4 })
            #expect(SpokenText.mayHoldPrivateUse(label) == plain, "\(label)")
        }
    }

    @Test("kebab-case and dotted names turned away by their bytes are those the split turns away")
    func kebabAndDottedNames() throws {
        func kebab(_ label: String) -> Bool {
            let segments = label.split(separator: "-", omittingEmptySubsequences: false)
            guard segments.count >= 3, let last = segments.last, LabelDeveloperString.partNouns.contains(String(last)) else { return false }
            return segments.allSatisfy { segment in
                !segment.isEmpty && segment.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
            }
        }
        func dotted(_ label: String) -> Bool {
            let segments = label.split(separator: ".", omittingEmptySubsequences: false)
            guard segments.count >= 2, let first = segments.first, let last = segments.last else { return false }
            if LabelDeveloperString.domainEndings.contains(String(last)) && !LabelDeveloperString.domainEndings.contains(String(first)) {
                return false
            }
            for segment in segments {
                guard let first = segment.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
                guard segment.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) }) else { return false }
            }
            return true
        }
        var labels = try Self.byteLabels()
        labels += ["base-go-back-button", "cart-item-icon", "-\u{301}a-b-button", "a-\u{301}-button", "a.\u{301}b", ".\u{301}", "a.b", "a..b"]
        for label in labels {
            #expect(LabelDeveloperString.isKebabCase(label) == kebab(label), "\(label)")
            #expect(LabelDeveloperString.isDottedName(label) == dotted(label), "\(label)")
        }
    }

    @Test("custom action names and labels collapsed and folded by bytes are what the Character reading gives")
    func customActionNames() throws {
        var labels = try Self.byteLabels()
        labels += ["  Delete\t item ", "ADD\r\nTo  Cart", "x\u{0B}y\u{0C}z", "a\u{1C}b\u{85}c", "", "   ", "Caf\u{E9}", "\u{212A}elvin", "Ok \u{A0}ok"]
        var ascii = 0
        for label in labels {
            let collapsed = label.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
            if let bytes = CustomActionHygiene.asciiCollapsed(label) {
                ascii += 1
                #expect(Array(bytes.utf8) == Array(collapsed.utf8), "\(label)")
            }
            let folded = label.lowercased().split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
            #expect(Array(CustomActionHygiene.normalised(label).utf8) == Array(folded.utf8), "\(label)")
        }
        #expect(ascii > 100, "the byte reading is exercised")
    }

    @Test("words counted by bytes are those the Character split counts")
    func wordCounts() throws {
        var labels = try Self.byteLabels()
        labels += ["  one two\tthree ", "a\r\nb", "\r\n", "x\u{0B}y\u{0C}z", "a\u{1C}b", "", "   ", "Caf\u{E9} au lait", "one\u{A0}two"]
        var ascii = 0
        for label in labels {
            if let count = LabelWords.asciiWordCount(label) {
                ascii += 1
                #expect(count == label.split(whereSeparator: { $0.isWhitespace }).count, "\(label)")
            }
        }
        #expect(ascii > 100, "the byte reading is exercised")
    }
}
