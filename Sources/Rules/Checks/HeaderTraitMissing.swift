import Foundation
import TreeModel

/// A text that acts as a title is not marked as a header.
public struct HeaderTraitMissing: Rule {
    public init() {}

    public static let maxWords = RuleOption(rule: "header-trait-missing", name: "max-words", key: "headerMaxWords",
                                            kind: .wholeNumber, defaultValue: 5, summary: "most words in an all-caps title")
    public static let maxCharacters = RuleOption(rule: "header-trait-missing", name: "max-characters", key: "headerMaxCharacters",
                                                 kind: .wholeNumber, defaultValue: 40, summary: "most characters in a title")

    public let metadata = RuleMetadata(
        id: "header-trait-missing",
        name: "Header trait missing",
        summary: "A text that acts as a screen or section title is not marked as a header.",
        rationale: """
            VoiceOver users skim a screen by jumping from heading to heading with the rotor. A section title \
            that only looks like one (short, all caps or set larger than its body text, alone on its line), or a screen whose title is plain \
            text and which has no heading at all, leaves them to swipe through everything.
            """,
        criteria: [WCAG.criterion("1.3.1"), WCAG.criterion("2.4.6")],
        hig: .voiceOver("Use headings and mark them as headers"),
        defaultLevel: .warning,
        howToFix: """
            Mark titles as headers. SwiftUI: `.accessibilityAddTraits(.isHeader)` (navigation titles and \
            `Section` headers get it automatically). UIKit: `label.accessibilityTraits.insert(.header)`; \
            use the table view's section header views rather than plain cells for section titles.
            """,
        reads: """
            Static texts (type StaticText or trait StaticText) on screen and in view that VoiceOver reaches \
            on their own (not the texts inside a button or a labelled cell), and headers (type Heading or trait \
            Header). (a) A short all-caps line: at most 5 words and 40 characters, at least 2 letters, every \
            letter upper-case (a script without case, such as Hangul, kana or Han, is never all caps), not ending in . ! ? or :, with no other element beside it on its row \
            (vertical overlap of at least half the smaller height, horizontally apart). (b) Only when the \
            screen has no header at all: the first text in reading order in the top third of the screen, of \
            at most 6 words and 40 characters, not ending in a period, with no value (a text with a value is a row), and with no other text on its row. \
            (c) A mixed-case title by its size: at most 6 words and 40 characters on one line, not ending in . ! ? : ; \
            , or …, with no value and no other element on its row, not inside a cell, a control or a card-sized \
            container (by frame), whose frame is at least 1.15 times as tall as the screen's typical single-line \
            body text (the median height of its texts of more than 6 words, at most twice the smallest), and \
            which VoiceOver reads right before such body text below it, that is not followed by a control \
            sharing its left edge and width (a card). Two or more such titles sharing a left edge (a column): \
            warning; a title alone: needs review. (d) Only when the screen has headers and none comes before \
            it in reading order: the first text, as in (b), whose frame is at least 1.3 times as tall as every \
            header on screen (a sheet's title set larger than its marked section titles): needs review. A title is made of words, not figures: (a) to (d) skip \
            texts with no more words of letters than tokens holding a digit, or with a figure and at most two words, \
            or starting with a sign ("/ month, from 65", "12 min left", "CHF 3’100 – 4’250", "EUR 120", a \
            calculator's "0").
            """,
        options: [Self.maxWords, Self.maxCharacters],
        requires: [.headers],
        examples: [
            .triggering(at: ["Application/StaticText[1]"], """
                {"type": "Heading", "AXLabel": "Settings", "frame": {"x": 20, "y": 60, "width": 200, "height": 30}},
                {"type": "StaticText", "AXLabel": "GENERAL", "frame": {"x": 20, "y": 120, "width": 200, "height": 20}}
                """),
            .passing("""
                {"type": "Heading", "AXLabel": "Settings", "frame": {"x": 20, "y": 60, "width": 200, "height": 30}},
                {"type": "StaticText", "AXLabel": "General", "frame": {"x": 20, "y": 120, "width": 200, "height": 20}}
                """),
        ],
        messages: Message.all
    )

    /// The messages of the rule's findings: `{0}` is the finding's element (`MessageDeclaration`).
    enum Message {
        static let allCaps = MessageDeclaration("all-caps",
            "{0} looks like a section title (short, all caps, alone on its row) but is not marked as a header.")
        static let leadingTitle = MessageDeclaration("leading-title",
            "{0} is the screen's leading title, and the screen has no header at all.")
        static let largerInColumn = MessageDeclaration("larger-in-column",
            "{0} is set larger than the body text below it, like the other section titles in its column, but is not marked as a header.")
        static let larger = MessageDeclaration("larger",
            "{0} is set larger than the body text below it, like a section title, but is not marked as a header.")
        static let leadingTitleAboveHeaders = MessageDeclaration("leading-title-above-headers",
            "{0} is the screen's leading title, set larger than the texts marked as headers below it, but is not marked as a header itself.")
        static let all = [allCaps, leadingTitle, largerInColumn, larger, leadingTitleAboveHeaders]
    }

    /// Labelled texts that are not headers, with a zero-size or off-screen frame: their row cannot be judged.
    public func notRun(in facts: ScreenFacts, configuration: RuleConfiguration) -> Int {
        var count = 0
        for index in facts.screen.elements.indices where !facts.onScreen[index] && facts.isText(index) && !facts.isHeader(index)
            && facts.screen.elements[index].label != nil {
            count += 1
        }
        return count
    }

    public func check(_ facts: ScreenFacts, configuration: RuleConfiguration) -> [Finding] {
        let screen = facts.screen
        var findings: [Finding] = []
        var reported = Set<Int>()
        var hasHeader = false
        for index in screen.elements.indices where facts.isHeader(index) {
            hasHeader = true
            break
        }
        // Rows: elements indexed by their vertical extent only, so finding what shares a row is not a scan.
        var rows: SpatialIndex?
        func rowIndex() -> SpatialIndex {
            if let rows { return rows }
            let bands = screen.elements.map { Frame(x: 0, y: $0.frame.minY, width: 1, height: $0.frame.height) }
            let index = SpatialIndex(frames: bands, indices: screen.elements.indices.filter { facts.onScreen[$0] })
            rows = index
            return index
        }
        for index in screen.elements.indices where isCandidate(index, facts) {
            let label = screen.elements[index].label!
            guard isAllCapsTitle(label, configuration: configuration), Self.isMadeOfWords(label),
                  !sharesRow(index, facts, rows: rowIndex(), onlyTexts: false) else { continue }
            reported.insert(index)
            let message = FindingMessage(Message.allCaps)
            findings.append(finding(index, in: facts, configuration: configuration, message: message))
        }
        if !hasHeader, let index = leadingText(facts), !reported.contains(index) {
            let label = screen.elements[index].label!
            if isShortTitle(label, configuration: configuration), Self.isMadeOfWords(label),
               !sharesRow(index, facts, rows: rowIndex(), onlyTexts: true) {
                reported.insert(index)
                let message = FindingMessage(Message.leadingTitle)
                findings.append(finding(index, in: facts, configuration: configuration, message: message))
            }
        }
        if hasHeader, let index = leadingText(facts), !reported.contains(index), isLargerThanEveryHeader(index, facts) {
            let label = screen.elements[index].label!
            if isShortTitle(label, configuration: configuration), Self.isMadeOfWords(label),
               !sharesRow(index, facts, rows: rowIndex(), onlyTexts: true) {
                reported.insert(index)
                let message = FindingMessage(Message.leadingTitleAboveHeaders)
                findings.append(finding(index, in: facts, configuration: configuration, message: message, outcome: .needsReview))
            }
        }
        findings += TitleBySize(facts: facts, configuration: configuration, maxWords: configuration.whole(Self.maxWords) + 1,
                                maxCharacters: configuration.whole(Self.maxCharacters))
            .titles(excluding: reported, isCandidate: { isCandidate($0, facts) },
                    isAlone: { !sharesRow($0, facts, rows: rowIndex(), onlyTexts: false) })
            .map { title in
                let message = FindingMessage(title.inColumn ? Message.largerInColumn : Message.larger)
                return finding(title.index, in: facts, configuration: configuration, message: message,
                               outcome: title.inColumn ? .finding : .needsReview)
            }
        return findings
    }

    /// A title is made of words, not figures: more words of letters than tokens holding a digit ("CHF 3’100 –
    /// 4’250", "EUR 120" and a calculator's "0" are amounts, not titles); and with a figure, more than two
    /// words and a start that is a word or the figure ("/ month, from 65", "12 min left" are values).
    static func isMadeOfWords(_ text: String) -> Bool {
        var words = 0, figures = 0
        for token in text.split(whereSeparator: { $0.isWhitespace }) {
            if token.contains(where: { $0.isNumber }) {
                figures += 1
            } else if token.filter({ $0.isLetter }).count >= 2 {
                words += 1
            }
        }
        // A line that continues another ("/ month, from 65", "+ 2 more") or a short one around a figure
        // ("from 65", "12 min left", a live counter) is a value, not a title.
        if figures > 0, let first = text.unicodeScalars.first(where: { !$0.properties.isWhitespace }),
           !first.properties.isAlphabetic && !("0"..."9").contains(first) { return false }
        if figures > 0 && words <= 2 { return false }
        return words > figures
    }

    func isCandidate(_ index: Int, _ facts: ScreenFacts) -> Bool {
        facts.stop[index] && facts.isText(index) && !facts.isHeader(index) && facts.onScreen[index]
            && facts.screen.elements[index].label != nil
    }

    /// The first text in reading order, if it lies in the top third of the screen.
    func leadingText(_ facts: ScreenFacts) -> Int? {
        let screen = facts.screen
        guard let first = screen.elements.indices.first(where: { isCandidate($0, facts) }) else { return nil }
        // A text with a value is a row or a control ("Date", "Tuesday, May 6"), not a title.
        guard screen.elements[first].value == nil else { return nil }
        let bounds = screen.bounds
        return screen.elements[first].frame.midY < bounds.minY + bounds.height / 3 ? first : nil
    }

    /// True when no header comes before the text at `index` in reading order, and its frame is at least
    /// `titleOverHeaderRatio` times as tall as every header on screen (a sheet's title set larger than the section
    /// titles that are marked as headers).
    func isLargerThanEveryHeader(_ index: Int, _ facts: ScreenFacts) -> Bool {
        let screen = facts.screen
        let height = screen.elements[index].frame.height
        var headers = 0
        for other in screen.elements.indices where facts.isHeader(other) {
            if other < index { return false }
            guard facts.onScreen[other] else { continue }
            let otherHeight = screen.elements[other].frame.height
            guard otherHeight > 0, height >= otherHeight * Self.titleOverHeaderRatio else { return false }
            headers += 1
        }
        return headers > 0
    }

    /// How much taller than every header a leading text must be to read as the screen's title (d).
    static let titleOverHeaderRatio = 1.3

    func words(_ text: String) -> Int {
        LabelWords.asciiWordCount(text) ?? text.split(whereSeparator: { $0.isWhitespace }).count
    }

    func isAllCapsTitle(_ text: String, configuration: RuleConfiguration) -> Bool {
        // Fast rejection: most texts hold an ASCII lower-case letter or are too long.
        let maxCharacters = configuration.whole(Self.maxCharacters)
        guard text.utf8.count <= maxCharacters * 4,
              !text.utf8.contains(where: { $0 >= 0x61 && $0 <= 0x7A }) else { return false }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard words(trimmed) <= configuration.whole(Self.maxWords), trimmed.count <= maxCharacters,
              let last = trimmed.last, !".!?:".contains(last) else { return false }
        // Every letter a capital: a script without letter case (Hangul, kana, Han, Arabic) has no "all caps",
        // so a letter that is neither upper nor lower case is no evidence of a title either.
        var letters = 0
        for character in trimmed where character.isLetter {
            guard character.isUppercase else { return false }
            letters += 1
        }
        return letters >= 2
    }

    func isShortTitle(_ text: String, configuration: RuleConfiguration) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return words(trimmed) <= configuration.whole(Self.maxWords) + 1 && trimmed.count <= configuration.whole(Self.maxCharacters)
            && !trimmed.hasSuffix(".")
    }

    /// True when another on-screen element (or text, with `onlyTexts`) sits beside this one on its row.
    func sharesRow(_ index: Int, _ facts: ScreenFacts, rows: SpatialIndex, onlyTexts: Bool) -> Bool {
        let screen = facts.screen
        let frame = screen.elements[index].frame
        for other in rows.candidates(minX: 0, minY: frame.minY, maxX: 1, maxY: frame.maxY) where other != index && facts.onScreen[other] {
            if onlyTexts && !facts.isText(other) { continue }
            let otherFrame = screen.elements[other].frame
            if otherFrame.contains(frame) || frame.contains(otherFrame) { continue }
            if otherFrame.maxX > frame.minX && otherFrame.minX < frame.maxX { continue }
            if frame.isOnSameRow(as: otherFrame) { return true }
        }
        return false
    }
}
