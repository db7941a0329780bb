import TreeModel

/// The label repeats what the traits already say (its role or state) or tells people how to operate it.
public struct LabelRoleOrStateWord: Rule {
    public init() {}

    public let metadata = RuleMetadata(
        id: "label-role-or-state-word",
        name: "Label repeats role or state",
        summary: "An element's label names its own role or state, which its traits already say, or gives an instruction such as \"double tap to play\".",
        rationale: """
            VoiceOver speaks the label, then the role and state from the traits: "Search button, button", \
            "Home tab, tab, 1 of 4", "Dark mode on, switch button, off". The repetition costs every VoiceOver \
            user time on every visit, a state written into the label goes stale when the state changes, and an \
            instruction ("double tap to open") is wrong for Switch Control, Voice Control and keyboard users.
            """,
        criteria: [WCAG.criterion("4.1.2")],
        hig: .voiceOver("Labels are concise and don't include the element's type"),
        defaultLevel: .warning,
        howToFix: """
            Keep the label to the element's name and let the traits say the rest; put what an action does in the \
            hint. SwiftUI: `.accessibilityLabel("Search")` with `.accessibilityAddTraits(.isButton)` or \
            `.isSelected`, `.accessibilityHint("Plays the episode")`. UIKit: `accessibilityLabel = "Search"`, \
            `accessibilityTraits = [.button, .selected]`, `accessibilityHint`. Compose: \
            `contentDescription = "Search"` with `Role.Button` and `selected`/`toggleableState` in semantics; \
            Android Views: `contentDescription` without "button", with the view's class and state giving the rest.
            """,
        reads: """
            AXLabel and the traits of stops in view (on screen, not scrolled out of view, not the keyboard or other \
            system chrome). Whole words only, opening or closing the label (or anywhere in a label of at most 4 words: in a \
            longer one a role word in the middle usually names another element), per trait: Button "button", "btn", "bouton", "Schaltfläche", "botón", "botão"; Link \
            "link", "lien", "enlace"; Tab "tab", "onglet", "Registerkarte", "pestaña"; Image "image", "Bild", "imagen", \
            "imagem" (not on an image that is a button or link: "Add image"); Header "heading", \
            "en-tête", "Überschrift", "encabezado", "cabeçalho"; Adjustable "slider", "adjustable", "curseur", \
            "Schieberegler", "control deslizante", "controle deslizante"; Toggle \
            "switch", "toggle", "checkbox", "check box", "interrupteur", "case à cocher", "Schalter", \
            "Kontrollkästchen", "interruptor", "casilla de verificación", "caixa de seleção", and a last word that is a \
            state ("on", "off", "activé", "désactivé", "eingeschaltet", "ausgeschaltet", "aktiviert", "deaktiviert", \
            "activado", "desactivado", "ativado", "desativado"); text entry "text field", "search field", \
            "input field", "champ de texte", "champ de saisie", "champ de recherche", "Textfeld", "Suchfeld", \
            "Eingabefeld", "campo de texto", "campo de búsqueda", "campo de pesquisa"; Selected "selected", \
            "sélectionné(e)(s)", "ausgewählt", "seleccionado(a)(s)", "selecionado(a)(s)". Instructions on any stop: \
            "double tap", "double-tap", "tap to" (not "Tap to Pay"), "tap here", "touchez deux fois", "appuyez \
            deux fois", "touchez pour", "appuyez pour", "doppeltippen", "tippen, um", "tippe, um", "toca dos veces", \
            "tocar dos veces", "pulsa dos veces", "toque duas vezes", "tocar duas vezes"; on Android not in the text a view shows (its `text`, or the texts TalkBack reads \
            for it, with no content description among them: "Tap + to add a habit" on an empty list is copy everyone \
            reads, not a name written for the screen reader). The label's \
            language is not detected: the lists hold English, French, German, Spanish and Portuguese words that mean the role or \
            state whichever of these languages the label is in, and leave out words that are ordinary words in \
            another of them (German "Taste" is English "taste", French "champ" is English "champ", German "ein" \
            and "aus" are an article and a preposition); a label in another language matches no word and is not \
            judged. A role word that closes a sentence followed by another one in the label counts as closing it \
            ("Add to my favorites switch button. Not favorited", "Câmera, botão. Toque duas vezes…": a name written \
            as sentences for the screen reader). A button named only the word for a button ("Button") is name-not-descriptive's: without the role \
            word it has no name. A label that opens with the name of a hardware control or feature ("Action Button", "Side \
            Button", "Home Button settings", "volume buttons") names that control, not its own role; the same words \
            inside a longer name ("live action button") do not. A one-token label in a developer's shape (`ic_close_button`, `base-go-back-button`) is left to \
            `label-developer-string`. On Android, also the descriptions of views inside a stop that TalkBack reads as part of the \
            stop's name (the stop has no name of its own; the view is not focusable): one made only of words for a \
            picture ("Icon", "Icon image", "image badge": "image", "icon", "img", "picture", "photo", "thumbnail", \
            "badge", "Bild", "Symbol", "icône", "imagen", "imagem", "icono", "ícone", "foto", and their plurals) is reported on that view, with the stop as related element (not a \
            description that repeats the text the view shows, a caption such as a filter's "Images", nor one inside \
            a stop whose name `label-developer-string` reports); one that \
            names the stop's own role as a label of its own would ("Use free extraction button" inside a Compose \
            button named "Use free extraction button, FREE"; "URL input field" inside a text field) is reported on \
            the stop, once, with that view as related element.
            """,
        requires: [.traits],
        precision: .medium,
        examples: [
            .triggering(at: ["Application/Button[1]", "Application/Button[2]"], """
                {"type": "Button", "AXLabel": "Search button", "frame": {"x": 20, "y": 60, "width": 120, "height": 44}},
                {"type": "Button", "AXLabel": "Double tap to play", "frame": {"x": 20, "y": 120, "width": 200, "height": 44}}
                """),
            .passing("""
                {"type": "Button", "AXLabel": "Search", "frame": {"x": 20, "y": 60, "width": 120, "height": 44}},
                {"type": "Button", "AXLabel": "Copy link", "frame": {"x": 20, "y": 120, "width": 120, "height": 44}},
                {"type": "Button", "AXLabel": "Tap to Pay", "frame": {"x": 20, "y": 180, "width": 120, "height": 44}}
                """),
        ],
        messages: Message.all
    )

    /// The messages of the rule's findings: `{0}` is the finding's element (`MessageDeclaration`).
    enum Message {
        static let role = MessageDeclaration("role",
            "{0} names its role in its label (\"{1}\"), which {2} already says from its traits ({3}).", .text, .words, .words)
        static let selected = MessageDeclaration("selected",
            "{0} says \"{1}\" in its label, which {2} already says from the Selected trait, and the label goes stale when the selection changes.", .text, .words)
        static let state = MessageDeclaration("state",
            "{0} ends its label with the state \"{1}\", which {2} already says from its value, and the label goes stale when the state changes.", .text, .words)
        static let instruction = MessageDeclaration("instruction",
            "{0} gives an instruction in its label (\"{1}\"); the label should name the element, and what it does belongs in the hint.", .text)
        static let pictureInStop = MessageDeclaration("picture-in-stop",
            "{0} is described only as a picture, and TalkBack reads that as part of the name of {1}; describe what it shows, or give it no description if it only decorates.", .related)
        static let roleInPart = MessageDeclaration("role-in-part",
            "{0} is named from the views inside it, and the part \"{1}\" names its role (\"{2}\"), which {3} already says from its traits ({4}).", .text, .text, .words, .words)
        static let all = [role, selected, state, instruction, pictureInStop, roleInPart]
    }

    /// Role words for the elements with one of `traits`, with the role VoiceOver speaks.
    struct RoleWords: Sendable {
        var traits: Traits
        var role: String
        var phrases: [[String]]
        /// Traits that make the word the object of an action instead of the role: "Add image" on an image button.
        var unless: Traits = []
    }

    static func phrases(_ texts: [String]) -> [[String]] { texts.map { LabelWords.words($0) } }

    /// The words for a button, in the languages the lists hold (also `NameNotDescriptive.roleNames`).
    static let buttonWords = ["button", "btn", "bouton", "schaltfläche", "botón", "botão"]

    static let roles: [RoleWords] = [
        RoleWords(traits: [.button, .backButton], role: "button", phrases: phrases(buttonWords)),
        RoleWords(traits: .link, role: "link", phrases: phrases(["link", "lien", "enlace"])),
        RoleWords(traits: .tabButton, role: "tab", phrases: phrases(["tab", "onglet", "registerkarte", "pestaña"])),
        RoleWords(traits: .image, role: "image", phrases: phrases(["image", "bild", "imagen", "imagem"]), unless: [.button, .link]),
        RoleWords(traits: .header, role: "heading", phrases: phrases(["heading", "en-tête", "überschrift", "encabezado", "cabeçalho"])),
        RoleWords(traits: .adjustable, role: "adjustable", phrases: phrases([
            "slider", "adjustable", "curseur", "schieberegler", "control deslizante", "controle deslizante",
        ])),
        RoleWords(traits: .toggle, role: "switch", phrases: phrases([
            "switch", "toggle", "checkbox", "check box", "interrupteur", "case à cocher", "schalter", "kontrollkästchen",
            "interruptor", "casilla de verificación", "caixa de seleção",
        ])),
        RoleWords(traits: [.textEntry, .searchField], role: "text field", phrases: phrases([
            "text field", "textfield", "search field", "input field", "champ de texte", "champ de saisie",
            "champ de recherche", "textfeld", "suchfeld", "eingabefeld", "campo de texto", "campo de búsqueda",
            "campo de pesquisa",
        ])),
    ]

    static let selectedWords: Set<String> = [
        "selected", "sélectionné", "sélectionnée", "sélectionnés", "sélectionnées", "ausgewählt",
        "seleccionado", "seleccionada", "seleccionados", "seleccionadas", "selecionado", "selecionada", "selecionados",
        "selecionadas",
    ]
    static let toggleStateWords: Set<String> = [
        "on", "off", "activé", "désactivé", "eingeschaltet", "ausgeschaltet", "aktiviert", "deaktiviert",
        "activado", "desactivado", "ativado", "desativado",
    ]
    static let instructions: [[String]] = phrases([
        "double tap", "doubletap", "tap to", "tap here", "touchez deux fois", "toucher deux fois", "appuyez deux fois",
        "touchez pour", "appuyez pour", "doppeltippen", "doppelt tippen", "tippen um", "tippe um", "tippen sie um",
        "toca dos veces", "tocar dos veces", "pulsa dos veces", "toque duas vezes", "tocar duas vezes",
    ])
    /// Names that contain an instruction's words but are names: Apple's "Tap to Pay".
    static let instructionNames: [[String]] = phrases(["tap to pay"])
    /// Hardware controls and features whose names hold a role word: a settings row for the Action button is
    /// named after the button it sets up, not after its own role (when its label opens with the feature).
    static let featureNames: [[String]] = phrases([
        "action button", "home button", "side button", "power button", "volume buttons", "volume button",
        "shutter button", "camera button", "back tap",
    ])

    public func check(_ facts: ScreenFacts, configuration: RuleConfiguration) -> [Finding] {
        var findings: [Finding] = []
        let elements = facts.screen.elements
        var reported = Set<Int>()
        for index in elements.indices where facts.stop[index] && facts.onScreen[index] && !facts.systemChrome[index] {
            // An instruction in the text a view shows ("Tap + to add a habit" on an empty list) is copy everyone
            // reads, not a name written for the screen reader.
            // A developer's string ("base-go-back-button", "ic_close_button") is label-developer-string's: its
            // role word is a symptom of that, not a second problem.
            guard let label = elements[index].label, !LabelDeveloperString.isDeveloperToken(label),
                  let problem = Self.problem(label: label, traits: elements[index].traits, reader: facts.screen.platform.screenReader,
                                             instructions: !elements[index].labelIsShownText,
                                             sentences: !elements[index].labelFromDescendants) else { continue }
            findings.append(finding(index, in: facts, configuration: configuration, message: problem))
            reported.insert(index)
        }
        guard facts.screen.platform == .android else { return findings }
        // TalkBack reads a stop without a name of its own by the descriptions and texts of the views inside it
        // that are not focusable (`AndroidTree.finish`): an icon in a card described "Icon" is heard as part of
        // the card's name. VoiceOver reads an accessibility element's label only, so on iOS nothing inside a stop
        // is heard.
        for index in elements.indices where facts.insideStop[index] && !facts.stop[index] && facts.onScreen[index] && !facts.systemChrome[index] {
            // The words first: the stop's name is split into its parts only for a description worth reporting.
            guard let label = elements[index].label, let stop = facts.nearestStop(of: index) else { continue }
            let words = LabelWords.words(label)
            // A caption that reads "Images" (a gallery's category, its description repeating it) names a section.
            if Self.namesOnlyAnImage(words), !elements[index].labelIsShownText {
                // A stop whose name label-developer-string reports ("icon, footerTabText") is one problem there.
                guard Self.speaks(label, asPartOf: stop, in: facts), !LabelDeveloperString.isDeveloperToken(label),
                      LabelDeveloperString.spokenPartMessage(stop, label: elements[stop].label ?? "", in: facts) == nil
                else { continue }
                let message = FindingMessage(Message.pictureInStop, .related(0))
                findings.append(finding(index, in: facts, configuration: configuration, message: message, related: [stop]))
                continue
            }
            // A part of the name that closes with the stop's role ("Use free extraction button" in a button named
            // "Use free extraction button, FREE"): TalkBack says the role twice, as for a name of its own.
            guard !reported.contains(stop), let (phrase, role) = Self.roleWord(in: words, traits: elements[stop].traits),
                  !LabelDeveloperString.isDeveloperToken(label), Self.speaks(label, asPartOf: stop, in: facts) else { continue }
            reported.insert(stop)
            let message = FindingMessage(Message.roleInPart, .text(ScreenFacts.shorten(label)), .text(phrase),
                                         .words(facts.screen.platform.screenReader), .words(role))
            findings.append(finding(stop, in: facts, configuration: configuration, message: message, related: [index]))
        }
        return findings
    }

    /// Words that say only that something is a picture, in English, French, German, Spanish and Portuguese.
    static let pictureWords: Set<String> = [
        "image", "images", "icon", "icons", "img", "picture", "photo", "thumbnail", "badge", "bild", "symbol", "icône", "icone",
        "imagen", "imágenes", "imagem", "imagens", "icono", "iconos", "ícone", "ícones", "foto", "fotos",
    ]

    /// Whether every word of a label (`LabelWords.words`) is a word for a picture ("Icon", "Icon image", "image badge").
    static func namesOnlyAnImage(_ words: [String]) -> Bool {
        !words.isEmpty && words.allSatisfy { pictureWords.contains($0) }
    }

    /// Whether TalkBack made the name of `stop` from the views inside it, with `label` among the parts it joined;
    /// false when the stop has a name of its own (the description is then not heard).
    static func speaks(_ label: String, asPartOf stop: Int, in facts: ScreenFacts) -> Bool {
        guard let name = facts.screen.elements[stop].label else { return false }
        return name.components(separatedBy: ", ").contains(label)
    }

    /// The role word a label's words (`LabelWords.words`) name that an element with `traits` has already (the
    /// phrase and the role), or nil.
    static func roleWord(in words: [String], traits: Traits) -> (phrase: String, role: String)? {
        guard !words.isEmpty else { return nil }
        // The name of a hardware control or product feature ("Action Button" in Settings) names no role: the
        // label opens with it ("Home Button settings"). Inside a longer phrase ("live action button") it is
        // another name that happens to hold those words.
        guard !featureNames.contains(where: { LabelWords.find($0, in: words) == 0 }) else { return nil }
        return firstRolePhrase(traits: traits) { namesOwnRole($0, in: words) }
    }

    /// The first phrase, among the role words of the roles `traits` give, that `matches`, with its role.
    static func firstRolePhrase(traits: Traits, where matches: ([String]) -> Bool) -> (phrase: String, role: String)? {
        for role in roles where !traits.isDisjoint(with: role.traits) && traits.isDisjoint(with: role.unless) {
            if let phrase = role.phrases.first(where: matches) { return (phrase.joined(separator: " "), role.role) }
        }
        return nil
    }

    /// What is wrong with the label, as the end of a sentence, or nil.
    /// A role word names the element's own role when it opens or closes the label ("Search button",
    /// "Button: search"), or anywhere in a label of at most 4 words ("Play button episode 3"). In a longer
    /// label it usually names something else ("Show the comments with the ⌄ button at the end of the row").
    static func namesOwnRole(_ phrase: [String], in words: [String]) -> Bool {
        guard let start = LabelWords.find(phrase, in: words) else { return false }
        if words.count <= 4 || start == 0 { return true }
        // The last occurrence decides whether the phrase closes the label.
        return words.count >= phrase.count && Array(words.suffix(phrase.count)) == phrase
    }

    /// A role word that closes a sentence followed by another in the label ("Add to my favorites switch button. Not
    /// favorited", "Camera, button. Double tap to…"): a name written as sentences for the screen reader, whose first
    /// sentence ends with the role, as a label that closes with it.
    static func sentenceRoleWord(in label: String, traits: Traits) -> (phrase: String, role: String)? {
        var sentences: [String] = []
        var current = ""
        var previous: Character = " "
        for character in label {
            if previous == "." || previous == "!" || previous == "?", character == " " || character == "\n" {
                sentences.append(current)
                current = ""
            }
            current.append(character)
            previous = character
        }
        guard !sentences.isEmpty, !LabelWords.words(current).isEmpty else { return nil }
        for sentence in sentences {
            let words = LabelWords.words(sentence)
            guard words.count > 1 else { continue }
            if let found = firstRolePhrase(traits: traits, where: { words.count > $0.count && Array(words.suffix($0.count)) == $0 }) {
                return found
            }
        }
        return nil
    }

    /// `sentences`: also a role word closing a sentence inside the label (`sentenceRoleWord`), for a label of the
    /// element's own (a name TalkBack composes from what a row holds joins other views' sentences).
    static func problem(label: String, traits: Traits, reader: String = "VoiceOver", instructions judgeInstructions: Bool = true,
                        sentences: Bool = true) -> FindingMessage? {
        let words = LabelWords.words(label)
        guard !words.isEmpty else { return nil }
        // A button named only "Button" has no name to keep once the role word goes: name-not-descriptive's.
        if traits.contains(.button), NameNotDescriptive.roleNames.contains(words.joined(separator: " ")) { return nil }
        if let (phrase, role) = roleWord(in: words, traits: traits) ?? (sentences ? sentenceRoleWord(in: label, traits: traits) : nil) {
            return FindingMessage(Message.role, .text(phrase), .words(reader), .words(role))
        }
        if traits.contains(.selected), let word = words.first(where: { selectedWords.contains($0) }) {
            return FindingMessage(Message.selected, .text(word), .words(reader))
        }
        if traits.contains(.toggle), let last = words.last, toggleStateWords.contains(last) {
            return FindingMessage(Message.state, .text(last), .words(reader))
        }
        if judgeInstructions, let phrase = instructions.first(where: { LabelWords.find($0, in: words) != nil }),
           !instructionNames.contains(where: { LabelWords.find($0, in: words) != nil }) {
            return FindingMessage(Message.instruction, .text(phrase.joined(separator: " ")))
        }
        return nil
    }
}
