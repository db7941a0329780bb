import TreeModel

/// Tiny texts or images side by side on one row, each its own VoiceOver stop ("€", "12", ",50"; five stars).
public struct FragmentedReadingUnits: Rule {
    public init() {}

    public static let count = RuleOption(rule: "fragmented-reading-units", name: "count", key: "fragmentedUnitCount",
                                         kind: .wholeNumber, defaultValue: 3,
                                         summary: "how many tiny stops side by side make a fragmented unit")

    /// A text of at most this many characters is tiny.
    static let textLength = 4
    /// An image at most this wide and tall (in points) is tiny.
    static let imageSize = 32.0
    /// Neighbours on a row are at most this far apart (in points).
    static let gap = 8.0

    public let metadata = RuleMetadata(
        id: "fragmented-reading-units",
        name: "Fragmented reading units",
        summary: "Several tiny texts or images side by side on one row are read one by one instead of as one unit.",
        rationale: """
            A price drawn as "€", "12" and ",50", or a rating drawn as five star images, is one piece of \
            information, but VoiceOver stops on each fragment: people hear "euro", "12", "comma 50" with pauses \
            and swipes between them, and must put the value back together. Whether the parts belong together is \
            for a person to confirm, so this is a review item, never a failure.
            """,
        criteria: [WCAG.criterion("1.3.1")],
        hig: .voiceOver("Group related elements so they are read together"),
        defaultLevel: .warning,
        howToFix: """
            Make the row one element with one label: "12 euros 50", "Rated 4 out of 5". SwiftUI: \
            `.accessibilityElement(children: .combine)` or `.ignore` with `.accessibilityLabel(…)`; UIKit: set \
            `isAccessibilityElement = true` and an `accessibilityLabel` on the container view, and leave the \
            parts out. Compose: `Modifier.semantics(mergeDescendants = true)`; Android Views: \
            `android:screenReaderFocusable` on the parent with a `contentDescription`.
            """,
        reads: """
            Frames, labels and traits of the VoiceOver stops in view, in reading order. A stop is tiny when it \
            is not interactive and is a text of at most 4 characters or an image at most 32 x 32 pt. Three or \
            more (the option `count`) tiny stops read one after another, on one row (they overlap vertically by \
            at least half the smaller height) and at most 8 pt apart, are one review item on the first, naming \
            the others. A list marker drawn as a text of its own ("•", "◦", "▪", "–", "-", "*"…) read just before \
            its line on the same row, at most 8 pt from it, is a review item on the marker, naming the line. A \
            figure (a text of at most 6 characters with a digit and no letter: "329", "4.5", "80%") read \
            just before a short caption (one to three words of letters, at most 20 characters) right below it, at \
            most 8 pt under it and centred on it or aligned with one of its edges (a stat tile's "329" over "Comments"), is a review item on the \
            figure, naming the caption; on Android in pixels only once the density is known. Always needs review.
            """,
        options: [count],
        precision: .medium,
        examples: [
            .triggering(at: ["Application/StaticText[1]"], """
                {"type": "StaticText", "AXLabel": "€", "frame": {"x": 20, "y": 200, "width": 12, "height": 22}},
                {"type": "StaticText", "AXLabel": "12", "frame": {"x": 33, "y": 200, "width": 20, "height": 22}},
                {"type": "StaticText", "AXLabel": ",50", "frame": {"x": 54, "y": 200, "width": 22, "height": 22}}
                """),
            .passing("""
                {"type": "StaticText", "AXLabel": "€12,50", "frame": {"x": 20, "y": 200, "width": 60, "height": 22}}
                """),
        ],
        messages: Message.all
    )

    /// The messages of the rule's findings: `{0}` is the finding's element (`MessageDeclaration`).
    enum Message {
        static let tinyRun = MessageDeclaration("tiny-run",
            "{0} is the first of {1} tiny elements on one row that {2} reads one by one ({3}); confirm whether they are one unit to combine.", .count, .words, .words)
        static let listMarker = MessageDeclaration("list-marker",
            "{0} is a list marker that {1} reads as its own stop before {2} on the same row; confirm whether the marker and its line are one unit to combine.", .words, .related)
        static let figureOverCaption = MessageDeclaration("figure-over-caption",
            "{0} is a figure that {1} reads as its own stop before {2}, the caption right below it; confirm whether the figure and its caption are one unit to combine.", .words, .related)
        static let all = [tinyRun, listMarker, figureOverCaption]
    }

    public func check(_ facts: ScreenFacts, configuration: RuleConfiguration) -> [Finding] {
        let elements = facts.screen.elements
        let minimum = configuration.whole(Self.count)
        var findings: [Finding] = []
        var run: [Int] = []
        func close() {
            if run.count >= minimum {
                let parts = run.map { "\"\(ScreenFacts.shorten(elements[$0].label ?? "image"))\"" }.joined(separator: ", ")
                let message = FindingMessage(Message.tinyRun, .count(run.count), .words(facts.screen.platform.screenReader), .words(parts))
                findings.append(finding(run[0], in: facts, configuration: configuration, message: message,
                                        related: Array(run.dropFirst()), outcome: .needsReview))
            }
            run.removeAll(keepingCapacity: true)
        }
        // A list marker drawn as a text of its own ("•") right before its line: the screen reader stops on it and
        // says "bullet", then reads the line as another stop.
        var marker: Int?
        // A figure just read, for a caption right below it (a stat tile's "329" over "Comments").
        var figure: Int?
        // Frames still in pixels have no known density (the pipeline converts them to dp once it knows one).
        let inPoints = facts.screen.capabilities.frameUnit != .pixels
        for index in elements.indices where facts.stop[index] && facts.onScreen[index] && !facts.systemChrome[index] {
            if let number = figure, inPoints, Self.readsAsText(index, facts), Self.isCaption(elements[index].label),
               Self.stacked(elements[number].frame, over: elements[index].frame, gap: Self.gap) {
                let message = FindingMessage(Message.figureOverCaption, .words(facts.screen.platform.screenReader), .related(0))
                findings.append(finding(number, in: facts, configuration: configuration, message: message, related: [index], outcome: .needsReview))
            }
            figure = Self.readsAsText(index, facts) && Self.isFigure(elements[index].label) ? index : nil
            if let bullet = marker, facts.isText(index), !facts.interactive[index], elements[index].label != nil,
               !Self.isMarker(elements[index].label), Self.adjacent(elements[bullet].frame, elements[index].frame, rightToLeft: configuration.rightToLeft) {
                let message = FindingMessage(Message.listMarker, .words(facts.screen.platform.screenReader), .related(0))
                findings.append(finding(bullet, in: facts, configuration: configuration, message: message, related: [index], outcome: .needsReview))
            }
            marker = facts.isText(index) && !facts.interactive[index] && Self.isMarker(elements[index].label) ? index : nil
            guard isTiny(index, facts) else {
                close()
                continue
            }
            if let last = run.last, !Self.adjacent(elements[last].frame, elements[index].frame, rightToLeft: configuration.rightToLeft) {
                close()
            }
            run.append(index)
        }
        close()
        return findings
    }

    /// List markers drawn as text.
    static let markers: Set<String> = ["•", "◦", "▪", "▫", "‣", "●", "○", "■", "□", "·", "–", "-", "*", "⁃"]

    /// Whether `label` is only a list marker ("• ").
    static func isMarker(_ label: String?) -> Bool {
        guard let label else { return false }
        return markers.contains(String(label.trimmingWhitespace()))
    }

    /// A stop read as a piece of text: a static text, or on Android a view with a label and nothing inside it that
    /// nobody acts on (Flutter and Compose draw texts as plain views named by their text).
    static func readsAsText(_ index: Int, _ facts: ScreenFacts) -> Bool {
        guard !facts.interactive[index] else { return false }
        if facts.isText(index) { return true }
        let element = facts.screen.elements[index]
        return facts.screen.platform == .android && element.descendantCount == 0 && element.label != nil && !facts.isImage(index)
    }

    /// A figure: at most 6 characters, at least one digit, no letter ("329", "4.5", "12:30", "80%").
    static func isFigure(_ label: String?) -> Bool {
        guard let label else { return false }
        let text = label.trimmingWhitespace()
        guard !text.isEmpty, text.count <= 6 else { return false }
        var digit = false
        for scalar in text.unicodeScalars {
            if scalar.properties.numericType != nil { digit = true } else if scalar.properties.isAlphabetic { return false }
        }
        return digit
    }

    /// A caption: one to three words made of letters, at most 20 characters, no digit, not ending a sentence.
    static func isCaption(_ label: String?) -> Bool {
        guard let label else { return false }
        let text = label.trimmingWhitespace()
        guard !text.isEmpty, text.count <= 20, let last = text.last, !".!?:;,".contains(last) else { return false }
        let words = text.split(whereSeparator: { $0.isWhitespace })
        guard words.count <= 3 else { return false }
        return words.allSatisfy { word in word.unicodeScalars.contains { $0.properties.isAlphabetic } }
            && !text.unicodeScalars.contains { $0.properties.numericType != nil }
    }

    /// `lower` lies right below `upper`: its top at most `gap` under `upper`'s bottom, and centred on it (centres
    /// within half the narrower's width of each other) or aligned with it (left or right edges within `gap` / 4).
    static func stacked(_ upper: Frame, over lower: Frame, gap: Double) -> Bool {
        let distance = lower.minY - upper.maxY
        guard distance >= -gap / 8, distance <= gap else { return false }
        let aligned = abs(upper.minX - lower.minX) <= gap / 4 || abs(upper.maxX - lower.maxX) <= gap / 4
        return aligned || abs(upper.midX - lower.midX) <= min(upper.width, lower.width) / 2
    }

    /// Not interactive, and a text of at most `textLength` characters or a small image.
    func isTiny(_ index: Int, _ facts: ScreenFacts) -> Bool {
        guard !facts.interactive[index] else { return false }
        let element = facts.screen.elements[index]
        if facts.isText(index) {
            guard let label = element.label else { return false }
            return label.trimmingWhitespace().count <= Self.textLength
        }
        if facts.isImage(index) {
            return element.frame.width <= Self.imageSize && element.frame.height <= Self.imageSize
        }
        return false
    }

    /// `next` follows `previous` on the same row, at most `gap` after its trailing edge.
    static func adjacent(_ previous: Frame, _ next: Frame, rightToLeft: Bool) -> Bool {
        let overlap = min(previous.maxY, next.maxY) - max(previous.minY, next.minY)
        guard overlap >= min(previous.height, next.height) / 2 else { return false }
        let distance = rightToLeft ? previous.minX - next.maxX : next.minX - previous.maxX
        return distance >= -1 && distance <= gap
    }
}

extension String {
    /// The string without leading and trailing white space.
    fileprivate func trimmingWhitespace() -> Substring {
        var text = self[...]
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return text
    }
}
