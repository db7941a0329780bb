import TreeModel

/// Section titles found by their size, for `header-trait-missing`: a short text of words, alone on its row,
/// set visibly larger than the screen's typical single-line body text, and followed by such body text.
///
/// The typical body height is the median height of the screen's sentence-like text stops (more words than a
/// title) that are at most twice as tall as the smallest of them (multi-line paragraphs left out). A title is at least 1.15 times that
/// height. Texts inside a cell, a control or a card-sized container (by frame, so flat recordings too), or
/// followed by a text and a control sharing its left edge and width (a flat card), are a card's or a row's,
/// not titles. Several titles sharing a left edge (within 2 points) form a column: a strong signal, a finding; a
/// title alone is a weaker one, needs review. Near-linear: one sort of the heights, one spatial index.
struct TitleBySize {
    let facts: ScreenFacts
    let configuration: RuleConfiguration
    let maxWords: Int
    let maxCharacters: Int

    struct Title {
        var index: Int
        /// Another title shares its left edge.
        var inColumn: Bool
    }

    /// How much taller than the typical body text a title's frame is at least.
    static let sizeRatio = 1.15
    /// Characters that end a sentence or introduce something: a text ending in one is not a title.
    static let terminal: Set<Character> = [".", "!", "?", ":", ";", ",", "…"]

    func titles(excluding reported: Set<Int>, isCandidate: (Int) -> Bool, isAlone: (Int) -> Bool) -> [Title] {
        let elements = facts.screen.elements
        let texts = elements.indices.filter { facts.stop[$0] && facts.onScreen[$0] && facts.isText($0) && !facts.isHeader($0)
            && elements[$0].label != nil }
        guard texts.count >= 2, let body = typicalBodyHeight(texts) else { return [] }
        // Cells, controls and card-sized containers, to tell a card's or a row's texts from titles.
        let cardHeight = facts.screen.bounds.height / 3
        let holders = elements.indices.filter {
            facts.onScreen[$0] && (facts.interactive[$0] || elements[$0].roles.contains(.cell)
                || (elements[$0].isContainer && elements[$0].frame.height <= cardHeight
                    && !elements[$0].scrolls))
        }
        let holderIndex = SpatialIndex(elements: elements, indices: holders)
        var found: [Title] = []
        for (position, index) in texts.enumerated() where !reported.contains(index) && isCandidate(index) {
            let element = elements[index]
            let frame = element.frame
            guard element.value == nil, frame.height >= body * Self.sizeRatio, isShort(element.label!),
                  HeaderTraitMissing.isMadeOfWords(element.label!),
                  !isHeld(index, holderIndex), isAlone(index),
                  position + 1 < texts.count, isFollowedByBody(index, next: texts[position + 1], body: body),
                  !isCard(bodyText: texts[position + 1])
            else { continue }
            found.append(Title(index: index, inColumn: false))
        }
        // Columns: titles sharing a left edge.
        let byEdge = found.indices.sorted { elements[found[$0].index].frame.minX < elements[found[$1].index].frame.minX }
        var start = 0
        while start < byEdge.count {
            var end = start + 1
            while end < byEdge.count,
                  elements[found[byEdge[end]].index].frame.minX - elements[found[byEdge[end - 1]].index].frame.minX <= 2 { end += 1 }
            if end - start >= 2 {
                for position in start..<end { found[byEdge[position]].inColumn = true }
            }
            start = end
        }
        return found
    }

    func words(_ text: String) -> Int {
        LabelWords.asciiWordCount(text) ?? text.split(whereSeparator: { $0.isWhitespace }).count
    }

    /// The median height of the sentence-like text stops (more than `maxWords` words) at most twice as tall as
    /// the smallest of them.
    func typicalBodyHeight(_ texts: [Int]) -> Double? {
        let elements = facts.screen.elements
        let heights = texts.filter { words(elements[$0].label!) > maxWords }.map { elements[$0].frame.height }.sorted()
        guard let smallest = heights.first, smallest > 0 else { return nil }
        let lines = heights.filter { $0 <= smallest * 2 }
        return lines[lines.count / 2]
    }

    func isShort(_ label: String) -> Bool {
        let trimmed = label.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let last = trimmed.last, !Self.terminal.contains(last), !trimmed.contains("\n"),
              trimmed.count <= maxCharacters else { return false }
        return trimmed.split(whereSeparator: { $0.isWhitespace }).count <= maxWords
    }

    /// Inside the frame of a cell or a control: a card's or a row's text.
    func isHeld(_ index: Int, _ holders: SpatialIndex) -> Bool {
        let frame = facts.screen.elements[index].frame
        for holder in holders.candidates(minX: frame.minX, minY: frame.minY, maxX: frame.maxX, maxY: frame.maxY)
        where holder != index && facts.screen.elements[holder].frame.contains(frame) {
            return true
        }
        return false
    }

    /// The next stop VoiceOver reads is the next text, below the title, and it is body text: no taller than the
    /// typical body line, or a longer text of several lines (more than `maxWords` words), smaller than the title.
    func isFollowedByBody(_ index: Int, next: Int, body: Double) -> Bool {
        let elements = facts.screen.elements
        // No other stop (a button, a field) between the title and its text.
        for between in (index + 1)..<next where facts.stop[between] && facts.onScreen[between] { return false }
        let title = elements[index].frame, text = elements[next].frame
        guard text.minY >= title.midY else { return false }
        if text.height <= body * 1.1 { return true }
        return words(elements[next].label!) > maxWords && text.height >= body * 1.5
    }

    /// The text after the title is followed, at most 24 points below, by a control sharing its left edge and width: the title, the text and
    /// the control are a card (a flat recording's card, which has no container), not a section.
    func isCard(bodyText next: Int) -> Bool {
        let elements = facts.screen.elements
        guard let control = ((next + 1)..<elements.count).first(where: { facts.stop[$0] && facts.onScreen[$0] }),
              facts.interactive[control] else { return false }
        let text = elements[next].frame, frame = elements[control].frame
        return abs(text.minX - frame.minX) <= 1 && abs(text.width - frame.width) <= 1
            && frame.minY >= text.maxY - 1 && frame.minY - text.maxY <= 24
    }
}
