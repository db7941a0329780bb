import Support
import TreeModel

/// A label, value or title cut short with an ellipsis.
public struct TextTruncated: Rule {
    public init() {}

    public let metadata = RuleMetadata(
        id: "text-truncated",
        name: "Text truncated",
        summary: "A label, value or title is cut with an ellipsis, at its end or in the middle of a word.",
        rationale: """
            Text that is truncated on screen is usually truncated for VoiceOver too, and it gets worse at \
            larger text sizes: people who need large type lose the end of the sentence, and nobody can \
            recover what was cut.
            """,
        criteria: [WCAG.criterion("1.4.4")],
        hig: .typography("Avoid truncating text at large sizes; let it wrap"),
        defaultLevel: .warning,
        howToFix: """
            Let text wrap instead of truncating, and give the full text to assistive technology. SwiftUI: \
            remove `.lineLimit(1)` or use `.lineLimit(nil)`/`.fixedSize(horizontal: false, vertical: true)`; \
            set `.accessibilityLabel` to the full text when a cut is intended. UIKit: \
            `numberOfLines = 0` with `adjustsFontForContentSizeCategory`, and a full `accessibilityLabel`.
            """,
        reads: """
            AXLabel, AXValue and title of every element except text fields, text areas, search fields and \
            secure fields (their values are placeholders or typed text), and except system chrome (the status \
            bar's items, a notification's icon in it, the keyboard: the system's texts, not the app's). A text is cut when, trimmed, it \
            ends with "…" or "..." and has 3 or more words before it (1–2 word commands and statuses such as \
            "More…", "Save As…" or "Loading…" are conventional), or when "…" sits between two letters or \
            digits (cut in the middle of a word). A warning when the system evidently cut it: "…" inside a \
            word, an ellipsis right after a word a sentence cannot end on (an article, preposition, conjunction \
            or possessive, in English, French or German: "arrive on…"), or a text shown inside a stop whose \
            label holds it and goes on after it ("Riverside Strength and Condit…" in a row labelled "Gym, \
            Riverside Strength and Conditioning Club"). Needs review when a text or a control's label ends in an ellipsis \
            after any other whole word ("Avant de continuer…", "About Dictation and Privacy…"), which is \
            usually written that way (a command that asks for more ends in "…"), or was cut on a letter that \
            a tree cannot tell from a word's end ("Subscribe to the weekly newsl…"), and when "…" sits between \
            two Chinese, Japanese or Korean characters, which writers of those scripts set between phrases with \
            no space ("갈림길…이르면 오늘"). Elements inside a stop (the texts of a row button) are not \
            judged on their own: when a stop's own texts are whole but a text inside it is cut, the stop is \
            reported for the text it shows.
            """,
        examples: [
            .triggering(at: ["Application/StaticText[1]"], #"{"type": "StaticText", "AXLabel": "Your order will arrive on…", "frame": {"x": 20, "y": 100, "width": 200, "height": 20}}"#),
            .triggering(at: ["Application/Button[1]"], #"{"type": "Button", "AXLabel": "Notifi…ations", "frame": {"x": 20, "y": 140, "width": 120, "height": 44}}"#),
            .passing(#"{"type": "Button", "AXLabel": "More…", "frame": {"x": 20, "y": 200, "width": 80, "height": 44}}"#),
        ],
        messages: Message.all
    )

    /// The messages of the rule's findings: `{0}` is the finding's element (`MessageDeclaration`).
    enum Message {
        static let cut = MessageDeclaration("cut",
            "{0} has its {1} cut with an ellipsis: \"{2}\".", .words, .text)
        static let wholeWord = MessageDeclaration("whole-word",
            "{0} has its {1} end in an ellipsis after what may be a whole word: \"{2}\"; check whether it is written that way or cut.", .words, .text)
        static let all = [cut, wholeWord]
    }

    public func check(_ facts: ScreenFacts, configuration: RuleConfiguration) -> [Finding] {
        var findings: [Finding] = []
        var readings: [String: (cutByTheSystem: Bool, tail: String)] = [:]
        let elements = facts.screen.elements
        for index in elements.indices where !facts.insideStop[index] && !facts.systemChrome[index] {
            let field: String, text: String
            if let label = elements[index].label, Self.isTruncated(label) {
                (field, text) = ("label", label)
            } else if let value = elements[index].value, Self.isTruncated(value) {
                (field, text) = ("value", value)
            } else if let title = elements[index].title, Self.isTruncated(title) {
                (field, text) = ("title", title)
            } else if facts.stop[index], let shown = shownCut(index, facts) {
                // A stop speaks its own label; the texts inside it are what it shows.
                (field, text) = ("shown text", shown)
            } else {
                continue
            }
            guard !facts.isTextEntry(index) else { continue }
            // A list repeats its texts: each cut text is judged once per screen.
            let reading: (cutByTheSystem: Bool, tail: String)
            if let known = readings[text] {
                reading = known
            } else {
                reading = (Self.isCutByTheSystem(text), Self.tail(text))
                readings[text] = reading
            }
            // A shown text found in the stop's own label, which goes on after it, was cut for display. An ellipsis
            // after a whole word of a control's label may follow the convention of a command that asks for
            // more ("About Dictation and Privacy…"), so it is left to a person like any other whole word.
            if reading.cutByTheSystem || (field == "shown text" && Self.isCutCopy(text, of: elements[index].label)) {
                let message = FindingMessage(Message.cut, .words(field), .text(reading.tail))
                findings.append(finding(index, in: facts, configuration: configuration, message: message))
            } else {
                let message = FindingMessage(Message.wholeWord, .words(field), .text(reading.tail))
                findings.append(finding(index, in: facts, configuration: configuration, message: message, outcome: .needsReview))
            }
        }
        return findings
    }

    /// The first text inside the stop `index` (a row button's title) that is cut, or nil.
    func shownCut(_ index: Int, _ facts: ScreenFacts) -> String? {
        let elements = facts.screen.elements
        for inner in index + 1..<(index + 1 + elements[index].descendantCount) where facts.isText(inner) {
            if let label = elements[inner].label, Self.isTruncated(label) { return label }
            if let value = elements[inner].value, Self.isTruncated(value) { return value }
        }
        return nil
    }

    /// True when the text ends in an ellipsis after 3 or more words, or has "…" inside a word. Works on
    /// Unicode scalars: "…" is one scalar, and grapheme breaking is not needed to find it.
    public static func isTruncated(_ text: String) -> Bool {
        guard mayHoldEllipsis(text) else { return false }
        var scalars = Array(text.unicodeScalars)
        while let last = scalars.last, TextChecks.isWhitespace(last) { scalars.removeLast() }
        var start = 0
        while start < scalars.count, TextChecks.isWhitespace(scalars[start]) { start += 1 }
        let body: ArraySlice<Unicode.Scalar>?
        if scalars.last == "…" {
            body = scalars[start..<(scalars.count - 1)]
        } else if scalars.count - start >= 3 && scalars.suffix(3).allSatisfy({ $0 == "." }) {
            body = scalars[start..<(scalars.count - 3)]
        } else {
            body = nil
        }
        if let body, body.split(whereSeparator: TextChecks.isWhitespace).count >= 3 { return true }
        var position = start + 1
        while position < scalars.count - 1 {
            if scalars[position] == "…" && isWordPart(scalars[position - 1]) && isWordPart(scalars[position + 1]) { return true }
            position += 1
        }
        return false
    }

    /// True when a truncated text (`isTruncated`) is evidently cut by the system rather than written with an
    /// ellipsis: the "…" sits inside a word, or the text ends in "…" right after a word a sentence cannot end
    /// on (an article, preposition, conjunction or possessive, in English, French or German: "arrive on…",
    /// "à la…"). An ellipsis after any other whole word ("Avant de continuer…", "Here is what we found…") is
    /// usually written that way.
    /// True when `text`, without its ellipsis, is found in `full` and `full` goes on after it: "Riverside
    /// Strength and Condit…" shown in a row labelled "Gym, Riverside Strength and Conditioning Club".
    public static func isCutCopy(_ text: String, of full: String?) -> Bool {
        guard let full else { return false }
        var body = LabelWords.trimmed(text)
        if body.hasSuffix("…") { body.removeLast() } else if body.hasSuffix("...") { body.removeLast(3) } else { return false }
        let whole = LabelWords.trimmed(full)
        guard !body.isEmpty, whole.count > body.count, !whole.hasSuffix("…"), !whole.hasSuffix("...") else { return false }
        // The cut text may be one of several the stop's label joins ("Gym, Riverside Strength and …").
        guard let range = whole.range(of: body) else { return false }
        return range.upperBound < whole.endIndex
    }

    public static func isCutByTheSystem(_ text: String) -> Bool {
        var scalars = Array(text.unicodeScalars)
        while let last = scalars.last, TextChecks.isWhitespace(last) { scalars.removeLast() }
        var position = 1
        while position < scalars.count - 1 {
            // Chinese, Japanese and Korean set "…" between two phrases with no space ("갈림길…이르면"): written
            // so, not evidence of a cut word.
            if scalars[position] == "…" && isWordPart(scalars[position - 1]) && isWordPart(scalars[position + 1])
                && !isEastAsian(scalars[position - 1]) && !isEastAsian(scalars[position + 1]) { return true }
            position += 1
        }
        var body = String(String.UnicodeScalarView(scalars))
        if body.hasSuffix("…") { body.removeLast() } else if body.hasSuffix("...") { body.removeLast(3) } else { return false }
        guard let last = body.split(whereSeparator: { $0.isWhitespace }).last,
              last.last.map({ $0.isLetter }) == true else { return false }
        return notSentenceEnds.contains(last.lowercased())
    }

    /// Words a sentence does not end on, so an ellipsis right after one cuts the line.
    static let notSentenceEnds: Set<String> = [
        "a", "an", "the", "of", "on", "in", "at", "to", "for", "from", "with", "by", "about", "into", "and", "or",
        "but", "your", "my", "our", "their", "his", "her", "its", "this", "that", "these", "is", "are", "was",
        "le", "la", "les", "l", "un", "une", "des", "du", "de", "d", "à", "au", "aux", "et", "ou", "en", "pour",
        "par", "sur", "avec", "dans", "ton", "ta", "tes", "mon", "ma", "mes", "votre", "vos", "notre", "nos",
        "der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem", "und", "oder", "mit", "von",
        "zu", "zum", "zur", "für", "auf", "im", "am", "ihr", "ihre", "dein", "deine", "ist",
    ]

    /// Han, Hangul, hiragana or katakana: scripts whose writers put "…" between phrases without spaces.
    static func isEastAsian(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x11FF, 0x3040...0x30FF, 0x3130...0x318F, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF,
             0xF900...0xFAFF, 0x20000...0x3134F: return true
        default: return false
        }
    }

    /// A letter or a digit (a cut inside a word has one on each side).
    static func isWordPart(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }

    /// A fast byte scan for "…" (E2 80 A6) or "...", so most texts cost one pass and no allocation: eight
    /// bytes at a time are tested for a '.' or an 0xA6, and only where one is are its neighbours read.
    static func mayHoldEllipsis(_ text: String) -> Bool {
        if let found = text.utf8.withContiguousStorageIfAvailable(holdsEllipsis) { return found }
        return Array(text.utf8).withUnsafeBufferPointer(holdsEllipsis)
    }

    /// Whether `bytes` hold "..." or the UTF-8 bytes of "…".
    static func holdsEllipsis(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let p = bytes.baseAddress else { return false }
        let n = bytes.count
        let ones: UInt64 = 0x0101_0101_0101_0101, high: UInt64 = 0x8080_8080_8080_8080
        var j = 0
        while j < n {
            if n - j >= 8 {
                let w = UInt64(littleEndian: UnsafeRawPointer(p + j).loadUnaligned(as: UInt64.self))
                let dot = w ^ (ones &* 0x2E), tail = w ^ (ones &* 0xA6)
                // Non-zero exactly when some byte of the word is '.' or 0xA6.
                if ((dot &- ones) & ~dot | (tail &- ones) & ~tail) & high == 0 {
                    j += 8
                    continue
                }
            }
            let end = min(j + 8, n)
            while j < end {
                let byte = p[j]
                if byte == 0x2E, j + 2 < n, p[j + 1] == 0x2E, p[j + 2] == 0x2E { return true }
                if byte == 0xA6, j >= 2, p[j - 1] == 0x80, p[j - 2] == 0xE2 { return true }
                j += 1
            }
        }
        return false
    }

    /// The end of the text, where the cut is: at most 50 characters, on one line.
    static func tail(_ text: String) -> String {
        var line = ScreenFacts.printable(text)
        while line.last?.isWhitespace == true { line.removeLast() }
        while line.first?.isWhitespace == true { line.removeFirst() }
        guard line.count > 50 else { return line }
        return "…" + String(line.suffix(49))
    }
}
