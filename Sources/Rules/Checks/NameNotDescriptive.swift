import TreeModel

/// A link or button whose whole label is a stop phrase ("more", "click here", "learn more").
public struct NameNotDescriptive: Rule {
    public init() {}

    /// A text this close (in points, edge to edge) to the target may give it context.
    static let contextDistance = 16.0
    /// A container at most this tall (in points) is a cell or card whose texts give context.
    static let cellHeight = 200.0

    public let metadata = RuleMetadata(
        id: "name-not-descriptive",
        name: "Name not descriptive",
        summary: "A link or button is named only by a stop phrase such as \"more\", \"click here\" or \"learn more\".",
        rationale: """
            People who move from link to link or button to button (the VoiceOver rotor, Voice Control's \
            "Show names") hear the name out of its context: a list of "Learn more" and "Details" says nothing \
            about where each leads. When a text right next to the target gives the context, the name may be \
            enough in place, which a person must judge.
            """,
        criteria: [WCAG.criterion("2.4.4"), WCAG.criterion("2.4.9")],
        hig: .accessibility("Describe each element so it can be told apart"),
        defaultLevel: .warning,
        howToFix: """
            Say what the link or button leads to: "Learn more about pricing", "Read the full review". Keep the \
            short visible text and lengthen only the name when space is short. SwiftUI: \
            `.accessibilityLabel("Learn more about pricing")`; UIKit: `accessibilityLabel`. Compose: \
            `Modifier.semantics { contentDescription = … }`; Android Views: `contentDescription`.
            """,
        reads: """
            AXLabel of links and buttons that are VoiceOver stops in view (tab buttons excluded: the system names \
            the "More" tab; so are three or more controls that are all their container's children, named, of one \
            height and side by side: a tab strip drawn without the tab role, such as Compose for TV's tabs, whose \
            names are its sections'; a name for the control's appearance is still reported). The whole label, lower-cased, without trailing punctuation, ellipsis or arrows, is \
            compared with stop phrases in English, French and German ("more", "click here", "learn more", \
            "details", "here", "read more", an instruction alone such as "tap" or "touch", "en savoir plus", "cliquez ici", "mehr", "hier klicken", \
            "weiterlesen", …). Labels in other languages are not judged. When a text in view lies within 16 pt \
            of the target (a text the screen reader says: not one inside another stop whose name leaves it out), or the target sits in a cell or group (at most 200 pt tall) holding other text, the finding is needs \
            review; a button named only "More" (the usual name of a menu of further actions) always is. A button, \
            link or tappable image named only for its appearance ("Image", "Icon", "Bild": an image's default \
            description left in place), or only signs ("‹", "→", "•", "☰": the screen reader says the sign's name), is \
            reported whatever text is beside it: the name says nothing of the action; an emoji alone ("🌙", "⚙️") needs \
            review, since its name may hint at the action. So is a button named only the word for a button ("Button", \
            "Bouton", "Botón", "Botão": the screen reader says it with the role, and label-role-or-state-word leaves \
            it here, since taking the role word out would leave no name). \
            So is a control named only "Tab 1 of 3": Flutter's tab bar adds that position after each tab's own name \
            (`MaterialLocalizations.tabLabel`), so the position alone is an icon-only tab with no name.
            """,
        precision: .medium,
        examples: [
            .triggering(at: ["Application/Link[1]"], """
                {"type": "Link", "AXLabel": "Click here", "frame": {"x": 20, "y": 300, "width": 120, "height": 44}}
                """),
            .passing("""
                {"type": "Link", "AXLabel": "Read the privacy policy", "frame": {"x": 20, "y": 300, "width": 220, "height": 44}}
                """),
        ],
        messages: Message.all
    )

    /// The messages of the rule's findings: `{0}` is the finding's element (`MessageDeclaration`).
    enum Message {
        static let appearance = MessageDeclaration("appearance",
            "{0} is named only \"{1}\", which says what it looks like, not what it does.", .text)
        static let roleOnly = MessageDeclaration("role-only",
            "{0} is named only \"{1}\", the word for its kind of control: {2} says it with the role and nothing of what it does.", .text, .words)
        static let emoji = MessageDeclaration("emoji",
            "{0} is named only \"{1}\", which the screen reader says by the emoji's name: check that the name says what it does.", .text)
        static let context = MessageDeclaration("context",
            "{0} is named only \"{1}\"; {2} beside it may give the context, but out of context the name says nothing.", .text, .related)
        static let more = MessageDeclaration("more",
            "{0} is named only \"{1}\"; confirm that it is a menu of further actions, or say what it shows more of.", .text)
        static let vague = MessageDeclaration("vague",
            "{0} is named only \"{1}\", which does not say where it leads.", .text)
        static let tabPosition = MessageDeclaration("tab-position",
            "{0} is named only \"{1}\", the position Flutter's tab bar adds after a tab's own name: the tab has no name of its own (an icon-only tab), so {2} says which tab it is, not what it shows.", .text, .words)
        static let all = [appearance, roleOnly, emoji, context, more, vague, tabPosition]
    }

    /// Whole labels that say nothing about where they lead.
    static let stopPhrases: Set<String> = [
        // English
        "click here", "tap here", "here", "click", "link", "this link", "learn more", "read more", "more info",
        "more information", "more details", "details", "view details", "see details", "show details", "see more",
        "view more", "show more", "info", "go", "tap", "touch", "press", "touch here", "press here",
        // French
        "ici", "cliquez ici", "cliquer ici", "appuyez ici", "en savoir plus", "lire la suite", "lire plus",
        "voir plus", "afficher plus", "plus d'infos", "plus d’infos", "plus d'informations", "plus d’informations",
        "détails", "voir les détails", "lien",
        // German
        "hier", "hier klicken", "klicken sie hier", "hier tippen", "mehr erfahren", "weiterlesen", "mehr lesen",
        "mehr anzeigen", "weitere informationen", "mehr informationen", "mehr infos", "infos",
    ]

    /// Names of what a control looks like, not what it does: a button or tappable image named "Image" or "Icon"
    /// (an image's default description left in place) says nothing of its action, whatever text is beside it.
    static let appearanceNames: Set<String> = ["image", "icon", "img", "picture", "bild", "symbol", "icône", "icone"]

    /// The word for a button as its whole name ("Button"): it says what kind of control it is, which the screen reader
    /// says from its role anyway, and nothing of what it does (label-role-or-state-word leaves such a name here: taking
    /// the role word out, as it advises, would leave no name).
    static let roleNames = Set(LabelRoleOrStateWord.buttonWords)

    /// Whether `label` holds an emoji (not "#", "*" or a digit, which Unicode also counts): an emoji's name is
    /// words ("crescent moon" on a theme switch, "gear") that may hint at the action, unlike "☰" or "‹".
    static func hasEmoji(_ label: String) -> Bool {
        label.unicodeScalars.contains { $0.value > 0x7F && $0.properties.isEmoji }
    }

    /// Whether `name` (as `phrase(_:)` gives it) is a name that says nothing by itself: a stop phrase, a word
    /// for the control's appearance, or the word for a button. Other rules (duplicate-name) leave such names to this one.
    public static func saysNothing(_ name: String) -> Bool {
        stopPhrases.contains(name) || appearanceNames.contains(name) || roleNames.contains(name)
    }

    /// A whole label that is only the position Flutter's `TabBar` adds after a tab's name, in English (the
    /// default `MaterialLocalizations.tabLabel`: "Tab 1 of 3").
    static func isTabPosition(_ label: String) -> Bool {
        let words = label.split(separator: " ")
        guard words.count == 4, words[0] == "Tab", words[2] == "of" else { return false }
        return [words[1], words[3]].allSatisfy { word in !word.isEmpty && word.count <= 3 && word.allSatisfy { $0.isASCII && $0.isNumber } }
    }

    /// "More" alone: a link that says nothing, but on a button the usual name of a menu of further actions.
    static let morePhrases: Set<String> = ["more", "plus", "mehr", "weitere"]

    public func check(_ facts: ScreenFacts, configuration: RuleConfiguration) -> [Finding] {
        let elements = facts.screen.elements
        var texts: SpatialIndex?
        var findings: [Finding] = []
        for index in elements.indices where facts.stop[index] && facts.onScreen[index] && !facts.systemChrome[index] {
            let traits = elements[index].traits
            if facts.interactive[index], let label = elements[index].label, Self.isTabPosition(label) {
                // Flutter's `TabBar` labels each tab "<its name>\nTab 1 of 3" (`MaterialLocalizations.tabLabel`):
                // the position alone is a tab with no name.
                let message = FindingMessage(Message.tabPosition, .text(ScreenFacts.shorten(label)),
                                             .words(facts.screen.platform.screenReader))
                findings.append(finding(index, in: facts, configuration: configuration, message: message))
                continue
            }
            let control = !traits.isDisjoint(with: [.link, .button]) || (facts.interactive[index] && traits.contains(.image))
            guard control, !traits.contains(.tabButton), let label = elements[index].label else { continue }
            let phrase = Self.phrase(label)
            let isLink = traits.contains(.link)
            let isMore = Self.morePhrases.contains(phrase)
            // Signs alone ("‹", "→", "•"; icon-font glyphs are label-missing's): the reader says the sign's name.
            let signs = ContrastRuleSupport.isSignsOnly(label) && !SpokenText.isOnlyGlyphs(label)
            if Self.roleNames.contains(phrase) && traits.contains(.button) {
                let message = FindingMessage(Message.roleOnly, .text(ScreenFacts.shorten(label)), .words(facts.screen.platform.screenReader))
                findings.append(finding(index, in: facts, configuration: configuration, message: message))
                continue
            }
            if Self.appearanceNames.contains(phrase) || signs {
                let emoji = signs && Self.hasEmoji(label)
                let message = FindingMessage(emoji ? Message.emoji : Message.appearance, .text(ScreenFacts.shorten(label)))
                findings.append(finding(index, in: facts, configuration: configuration, message: message,
                                        outcome: emoji ? .needsReview : .finding))
                continue
            }
            guard Self.stopPhrases.contains(phrase) || (isMore && (isLink || phrase != "plus")) else { continue }
            // A tab strip drawn without the tab role names its sections, as tab buttons do.
            if Self.isInTabStrip(index, facts) { continue }
            if texts == nil { texts = Self.textIndex(facts) }
            let context = Self.contextText(index, facts, texts: texts!)
            let review = context != nil || (isMore && !isLink)
            let shown = ScreenFacts.shorten(label)
            let message: FindingMessage
            if context != nil {
                message = FindingMessage(Message.context, .text(shown), .related(0))
            } else if review {
                message = FindingMessage(Message.more, .text(shown))
            } else {
                message = FindingMessage(Message.vague, .text(shown))
            }
            findings.append(finding(index, in: facts, configuration: configuration, message: message,
                                    related: context.map { [$0] } ?? [], outcome: review ? .needsReview : .finding))
        }
        return findings
    }

    /// One of three or more controls that are all their container's children, each named, of one height and side
    /// by side on one row: a tab strip drawn without the tab role (Compose for TV's tabs, an app's own tab row,
    /// "Episodes", "Schedule", "Related", "Details"), whose names are its sections'. Its first 16 children are
    /// looked at; a container with more is no tab strip.
    static func isInTabStrip(_ index: Int, _ facts: ScreenFacts) -> Bool {
        let elements = facts.screen.elements
        guard let parent = elements[index].parent, elements[parent].descendantCount <= 64 else { return false }
        let frame = elements[index].frame
        var count = 0
        var child = parent + 1
        let end = parent + elements[parent].descendantCount
        var right = -Double.infinity
        while child <= end {
            let other = elements[child].frame
            guard count < 16, facts.interactive[child], facts.onScreen[child], elements[child].label != nil,
                  abs(other.minY - frame.minY) <= 1, abs(other.height - frame.height) <= 1, other.minX >= right - 1 else { return false }
            right = other.maxX
            count += 1
            child += elements[child].descendantCount + 1
        }
        return count >= 3
    }

    /// The screen's labelled texts on screen, indexed by frame for `contextText`. Texts stacked on one frame count
    /// once (the first): the nearest text is the same, and a pile of copies cannot make each query slow.
    static func textIndex(_ facts: ScreenFacts) -> SpatialIndex {
        let elements = facts.screen.elements
        var seen = Set<Frame>()
        let frames = elements.map(\.frame)
        return SpatialIndex(frames: frames, indices: elements.indices.filter {
            facts.isText($0) && facts.onScreen[$0] && elements[$0].label != nil && seen.insert(frames[$0]).inserted
        })
    }

    /// A text in view within `contextDistance` of the target, or a text sharing the target's cell or group
    /// (in nested recordings), or nil.
    static func contextText(_ index: Int, _ facts: ScreenFacts, texts: SpatialIndex) -> Int? {
        let elements = facts.screen.elements
        let frame = elements[index].frame
        let reach = Self.contextDistance
        let candidates = texts.candidates(minX: frame.minX - reach, minY: frame.minY - reach,
                                          maxX: frame.maxX + reach, maxY: frame.maxY + reach)
        var best: (index: Int, distance: Double)?
        for other in candidates where other != index && !facts.isAncestor(index, of: other) && isHeard(other, facts) {
            let otherFrame = elements[other].frame
            let dx = max(0, max(otherFrame.minX - frame.maxX, frame.minX - otherFrame.maxX))
            let dy = max(0, max(otherFrame.minY - frame.maxY, frame.minY - otherFrame.maxY))
            let distance = (dx * dx + dy * dy).squareRoot()
            guard distance <= reach else { continue }
            if best == nil || distance < best!.distance || (distance == best!.distance && other < best!.index) {
                best = (other, distance)
            }
        }
        if let best { return best.index }
        // A cell or group (below the root, at most a few rows tall) that holds the target and another text;
        // its first 64 elements are looked at, so the cost stays bounded.
        guard let parent = elements[index].parent, elements[parent].parent != nil, elements[parent].isContainer,
              elements[parent].frame.height <= Self.cellHeight else { return nil }
        for other in parent + 1...(parent + min(elements[parent].descendantCount, 64)) where other != index
            && facts.isText(other) && facts.onScreen[other] && elements[other].label != nil && !facts.isAncestor(index, of: other)
            && isHeard(other, facts) {
            return other
        }
        return nil
    }

    /// Whether the screen reader says the text `index` somewhere: a text inside another stop is heard only as part
    /// of that stop's name (a game tile named "touch" hides its title from TalkBack and VoiceOver alike).
    static func isHeard(_ index: Int, _ facts: ScreenFacts) -> Bool {
        guard !facts.stop[index], facts.insideStop[index] else { return true }
        guard let stop = facts.nearestStop(of: index), let name = facts.screen.elements[stop].label,
              let text = facts.screen.elements[index].label else { return false }
        return name.contains(text)
    }

    /// The label as compared: lower-cased, spaces made one, without trailing punctuation, ellipsis or arrows.
    static func phrase(_ label: String) -> String {
        if let phrase = asciiPhrase(label) { return phrase }
        var text = label.lowercased().split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        while let last = text.last, trailing.contains(last) || last == " " { text.removeLast() }
        return text
    }

    /// What a phrase may end in without it counting.
    static let trailing: Set<Character> = [".", ":", "!", "…", "›", "»", ">", "→", "↗"]

    /// `phrase(_:)` of a label of ASCII only, read as bytes (see `LabelWords.asciiFolded`); nil for any other.
    static func asciiPhrase(_ label: String) -> String? {
        LabelWords.asciiFolded(label) { $0 == 0x2E || $0 == 0x3A || $0 == 0x21 || $0 == 0x3E || $0 == 0x20 }
    }
}
