import Foundation
import Testing
@testable import Reports
import Rules

/// The data of collapsed screens decodes the five entities `HTMLText.escape` writes in one pass over the
/// bytes, and a rule's general advice is cut before its first platform's code: both give what the
/// Foundation replacements and searches they replaced give.
@Suite struct HTMLLazyDecodeTests {
    static func chained(_ escaped: String) -> String {
        guard escaped.contains("&") else { return escaped }
        return escaped.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    @Test(arguments: ["", "plain", "&", "&amp;", "&amp;lt;", "&amp;amp;", "a &lt;b&gt; &quot;c&quot; &#39;d&#39;",
                      "&lt", "&#39", "&unknown;", "é &amp; ü", "&&lt;&", "ends with &amp"])
    func entities(text: String) {
        #expect(HTMLLazyData.decode(text) == Self.chained(text))
    }

    @Test func everyNaughtyStringRoundTrips() throws {
        let lines = try HTMLReportTests.naughtyStrings()
        try #require(!lines.isEmpty)
        for line in lines {
            #expect(HTMLLazyData.decode(HTMLText.escape(line)) == line, "\(line.debugDescription)")
        }
    }

    static func adviceByFoundation(_ howToFix: String) -> String {
        var end = howToFix.endIndex
        for platform in [" SwiftUI", " UIKit", " Compose", " Android"] {
            if let range = howToFix.range(of: platform), range.lowerBound < end { end = range.lowerBound }
        }
        var text = String(howToFix[..<end])
        while let last = text.last, last == " " || last == ":" || last == ";" || last == "," { text.removeLast() }
        guard !text.isEmpty else { return howToFix }
        if text.last != "." { text += "." }
        return text
    }

    @Test func adviceOfEveryRule() {
        var texts = RuleRegistry.all.map(\.metadata.howToFix)
        texts += ["SwiftUI first", "Give it a name. SwiftUI: x", "Use UIKit; Compose: y", "No code at all", ""]
        for text in texts {
            #expect(HTMLScreenSection.advice(text) == Self.adviceByFoundation(text), "\(text.prefix(60))")
        }
    }

    /// JSON strings in the data, written scalar by scalar as before.
    static func stringByScalars(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "<", ">", "&", "\u{2028}", "\u{2029}", "\u{FEFF}":
                out += "\\u" + HTMLText.hex(scalar.value)
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { out += "\\u" + HTMLText.hex(scalar.value) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }

    @Test func dataStringsAreWhatWritingScalarsGives() throws {
        var texts = try HTMLReportTests.naughtyStrings()
        texts += ["", "\u{2028}\u{2029}\u{FEFF}", "a\u{2027}b\u{202A}c\u{FEFE}", "</script><!--", "\u{7F}\u{1B}\r", "é\u{301}"]
        for text in texts {
            #expect(HTMLLazyData.string(text) == Self.stringByScalars(text), "\(text.debugDescription)")
        }
    }

    /// Display and escape as before their ASCII fast paths: every character looked at.
    static func displayByCharacters(_ text: String) -> String {
        var out = ""
        var count = 0
        for character in text {
            if count == HTMLText.maxCharacters {
                let rest = text.count - HTMLText.maxCharacters
                out += "… (\(rest) more character\(rest == 1 ? "" : "s"))"
                break
            }
            count += 1
            for scalar in character.unicodeScalars {
                if HTMLText.isHidden(scalar) { out += "⟨U+" + HTMLText.hex(scalar.value) + "⟩" } else { out.unicodeScalars.append(scalar) }
            }
        }
        return escapeByScalars(out)
    }

    static func escapeByScalars(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    @Test func displayAndEscapeAreWhatLookingAtEveryCharacterGives() throws {
        var texts = try HTMLReportTests.naughtyStrings()
        let ascii = String((0 ..< 128).map { Character(Unicode.Scalar(UInt8($0))) })
        texts += ["", ascii, "tab\there\nline", "\r\n", "a\u{7F}b", String(repeating: "x", count: 299), String(repeating: "y", count: 300),
                  String(repeating: "z", count: 301), String(repeating: "<&>", count: 150), String(repeating: "é", count: 301)]
        var fast = 0
        for text in texts {
            #expect(HTMLText.display(text) == Self.displayByCharacters(text), "\(text.debugDescription)")
            #expect(HTMLText.escape(text) == Self.escapeByScalars(text), "\(text.debugDescription)")
            if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { fast += 1 }
        }
        #expect(fast > 50 && fast < texts.count, "both paths are exercised")
    }
}
