import TreeModel

/// What the two contrast rules share: measuring a list of elements and turning each verdict into a finding
/// (fail), an item to review, or nothing (pass).
enum ContrastRuleSupport {
    /// The three messages of a contrast rule, declared by each rule (their templates name its criterion).
    struct Messages {
        /// `{1}` the measurement (`ContrastMeasurement.summary`), `{2}` the text size when known.
        let fail: MessageDeclaration
        /// `{1}` the reasons.
        let unmeasured: MessageDeclaration
        /// `{1}` the measurement, `{2}` the reasons.
        let review: MessageDeclaration
    }

    static func findings<R: Rule>(_ rule: R, elements: [Int], in facts: ScreenFacts, configuration: RuleConfiguration,
                                  text: Bool, messages: Messages) -> [Finding] {
        guard let shot = facts.screen.screenshot else { return [] }
        var findings: [Finding] = []
        let workspace = ContrastWorkspace()
        for index in elements {
            guard case .judged(let verdict, let measurement) = ContrastJudgement.judge(index, in: facts, shot: shot, text: text,
                                                                                       workspace: workspace),
                  verdict != .pass else { continue }
            let message: FindingMessage
            if verdict == .fail {
                message = FindingMessage(messages.fail, .words(measurement.summary), .words(sizeNote(measurement)))
            } else if measurement.foreground.isEmpty {
                message = FindingMessage(messages.unmeasured, .words(measurement.reasons.joined(separator: ", ")))
            } else {
                message = FindingMessage(messages.review, .words(measurement.summary),
                                         .words(measurement.reasons.joined(separator: ", ")))
            }
            var finding = rule.finding(index, in: facts, configuration: configuration, message: message,
                                       outcome: verdict == .fail ? .finding : .needsReview)
            finding.contrast = measurement
            findings.append(finding)
        }
        return findings
    }

    static func sizeNote(_ measurement: ContrastMeasurement) -> String {
        guard let sizeClass = measurement.sizeClass else { return "" }
        let points = measurement.estimatedPoints.map { ", about \(ScreenFacts.points(($0 * 2).rounded() / 2)) pt" } ?? ""
        // A failure of unknown size is under 3:1: it fails whatever the text's size.
        let size = sizeClass == "large" ? "large text" : sizeClass == "normal" ? "normal text" : "at any text size"
        return ", \(size)\(points)"
    }

    /// Elements of `candidates` whose crop cannot be measured at all (too small or outside the picture).
    static func notRun(_ candidates: [Int], in facts: ScreenFacts) -> Int {
        guard let shot = facts.screen.screenshot else { return 0 }
        return candidates.reduce(0) { count, index in
            guard let crop = ContrastCrop.bounds(shot, frame: facts.screen.elements[index].frame) else { return count + 1 }
            return count + (crop.x.count < 4 || crop.y.count < 4 ? 1 : 0)
        }
    }

    /// An interactive element drawn as an icon: at most 64 × 64 units and within 2:1, with no text inside.
    static func isIconLike(_ index: Int, in facts: ScreenFacts) -> Bool {
        // A control whose name is the text it shows (an Android tab's "歌词", a small "OK") is text, however small;
        // unless that text is signs alone (an icon font's glyph, "›"): a drawn sign.
        let element = facts.screen.elements[index]
        if element.labelIsShownText && !isSignsOnly(element.label ?? "") { return false }
        let frame = facts.screen.elements[index].frame
        guard frame.width <= 64, frame.height <= 64, frame.width <= 2 * frame.height, frame.height <= 2 * frame.width else { return false }
        return !hasTextInside(index, in: facts)
    }

    /// True for a text made of signs alone: icon-font glyphs (private use), emoji, arrows, chevrons, bullets,
    /// other symbols and punctuation ("›", "»", "•", "→", "▶", "☰", "★", ":", "…", "|", U+F100; not "-", a
    /// minus button's name, nor marks read as words: "%", "&", "@", "#"). WCAG 1.4.3 is about text; such a sign is a graphical object, which 1.4.11
    /// asks 3:1 of only where it identifies a control (contrast-nontext's icons), and a decorative one ("›" after a
    /// row's name) of nothing. Units and currency ("℃", "%", "€") are text: they are read as words.
    static func isSignsOnly(_ text: String) -> Bool {
        var any = false
        for scalar in text.unicodeScalars {
            if scalar.properties.isWhitespace { continue }
            guard isSign(scalar) else { return false }
            any = true
        }
        return any
    }

    static func isSign(_ scalar: Unicode.Scalar) -> Bool {
        if SpokenText.isPrivateUse(scalar) { return true } // icon fonts
        let value = scalar.value
        switch value {
        case 0x2190...0x21FF, 0x27F0...0x27FF, 0x2900...0x297F, 0x2B00...0x2BFF: return true // arrows
        case 0x25A0...0x25FF, 0x2700...0x27BF: return true // geometric shapes, dingbats
        case 0x2600...0x26FF: return true // miscellaneous symbols: ☰, ★, ♥, ⚙
        case 0x2022, 0x2023, 0x2043, 0x00B7, 0x2039, 0x203A, 0x00AB, 0x00BB, 0xFE0F: return true // bullets, ‹ › « », VS16
        case 0x2D: return false // "-": a minus button's name, beside "+"
        case 0x7C: return true // "|", a separator
        // Marks read as words: percent, per mille, and, at, number, asterisk, section, pilcrow, dagger, numero.
        case 0x25, 0x2030, 0x2031, 0x26, 0x40, 0x23, 0x2A, 0xA7, 0xB6, 0x2020, 0x2021, 0x2116: return false
        default:
            // Punctuation alone (":" between a name and a message, "|", "…", "?") expresses nothing in human
            // language, which is what WCAG calls text.
            switch scalar.properties.generalCategory {
            case .otherPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
                 .finalPunctuation, .connectorPunctuation:
                return true
            default:
                return value >= 0x1F000 && scalar.properties.isEmoji // emoji pictographs
            }
        }
    }

    static func hasTextInside(_ index: Int, in facts: ScreenFacts) -> Bool {
        let count = facts.screen.elements[index].descendantCount
        guard count > 0 else { return false }
        return (index + 1...index + count).contains { facts.isText($0) }
    }
}
