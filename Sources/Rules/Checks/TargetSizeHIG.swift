import TreeModel

/// An enabled target under the platform's recommended size: Apple's 44 x 44 pt on iOS, Android's 48 x 48 dp.
public struct TargetSizeHIG: Rule {
    public init() {}

    /// The recommended width and height.
    public static let size = RuleOption(rule: "target-size-hig", name: "size", key: "higTargetSize", kind: .points,
                                        defaultValue: 44, summary: "recommended width and height in points")
    /// The recommended width and height on Android (Android accessibility guidance and Material Design).
    public static let androidSize = RuleOption(rule: "target-size-hig", name: "android-size", key: "androidTargetSize", kind: .points,
                                               defaultValue: 48, summary: "recommended width and height in dp on Android")

    public let metadata = RuleMetadata(
        id: "target-size-hig",
        name: "Target size (Apple HIG)",
        summary: "An enabled interactive element is under the platform's recommended size in width or height: 44 pt on iOS (Apple HIG), 48 dp on Android.",
        rationale: """
            Apple recommends controls of at least 44 x 44 pt on iOS and iPadOS so that everyone, including \
            people with limited dexterity, can tap them reliably. Smaller controls may still meet WCAG 2.5.8 \
            (24 pt), so this is a warning, not an error. Android's accessibility guidance and Material Design ask \
            for 48 x 48 dp touch targets, for the same reason.
            """,
        criteria: [],
        hig: .accessibility("Buttons and controls"),
        defaultLevel: .warning,
        howToFix: """
            Give the control a hit area of at least 44 x 44 pt even when its artwork is smaller. SwiftUI: \
            `.frame(minWidth: 44, minHeight: 44)` and `.contentShape(Rectangle())`. UIKit: size the button to \
            44 x 44 pt and centre its image, or enlarge its hit area. Android: Jetpack Compose \
            `Modifier.minimumInteractiveComponentSize()` (Material components apply it) or `Modifier.sizeIn(minWidth = 48.dp, \
            minHeight = 48.dp)`; Views: `android:minWidth`/`android:minHeight` of 48dp, padding, or a `TouchDelegate`.
            """,
        reads: TargetSizeHIG.televisionScope + """
            Frames of enabled interactive elements that VoiceOver reaches on their own (stops: not the parts \
            inside a row button or an icon) and that are wholly in view. System chrome is exempt: keyboard keys \
            and the whole software keyboard (also when its keys are plain buttons, recognised by its rows of \
            one-letter keys and its named keys), status-bar items, scroll bars and page indicators; so are \
            zero-size and off-screen frames and elements scrolled out of a scrolling container (not run), and \
            partly clipped elements (their frame is no evidence of a small target along the axis it is cut). No spacing exception. \
            A target cut at an edge along one axis only (an icon button flush with the screen's right edge) \
            is judged by the other side, which is its real size; a frame flush with an edge that is exactly as wide \
            (or as tall) as a sibling of its type that no edge cuts that way is not cut that way (ten equal tabs tiling a \
            bottom bar, the outer two touching the screen's sides; a carousel's last card, narrower than the others, is \
            cut; a form's buttons scrolled part way out, as tall as a line of text above them, are cut), and so is one \
            as tall (or as wide) as an uncut element of its type and resource id in the same scrolling container (a \
            list's first row wrapped in a card, flush with the list's top, as tall as the rows below it; a row scrolled \
            part way out is shorter and stays cut). \
            Content scrolled wholly under a bar drawn over it (a feed's last row under a bottom navigation drawn after the \
            feed; on Android a bar is also a strip as wide as the screen and at most a fifth of its height that holds \
            controls, which covers as a whole, its tabs and the strip below them) is hidden and not judged. A small target that is part of a larger enabled target (a like button's icon in its clickable \
            frame, a chip's icon) is judged as that target, unless that target holds a text field besides it (a post \
            composer's clickable row around its text box and an account button: the row's tap edits the field, the \
            button does something else), or it names an action that target does not name (its label or identifier \
            says close, delete, favourite, share or the like: a banner row's close button, a story card's favourite \
            star), or two or more other controls reached apart (a video pane's like, comment \
            and share buttons; for an unnamed target, also a post that opens when tapped and holds reply and like \
            buttons: the unnamed menu button among them is one more action, not the post), unless it fills half of that \
            target or more (a search bar's rotating hint beside the bar's search and microphone icons is the bar's body: \
            a tap around it does what it does). A part of a small control is \
            that control, judged for its own size and not reported again: a part of a small button (a like button's \
            count), or an unnamed part of a small named control (a row's chevron or avatar with no name: nothing tells \
            it from the control; a named part, such as an "Edit" button in a row, is a control of its own). An Android view that takes no touch of its own (focusable or checkable but not clickable, such as a row's check box that the row toggles) inside an enabled target that does is part of that target to a finger, not a target of its own (TalkBack may still stop on it). A tappable text (a static text or Android text view, including an app's own \
            text class named by its shown text, such as TuxTextLayoutView, half the screen wide or holding four words or more: a paragraph, a caption, a chat bubble) is a note, \
            and so is an Android row half the screen wide or more that takes only a long press (long-clickable, not clickable) \
            and is named by a text it shows, with or without descriptions (a chat message's row with its time and read \
            tick, which a long press selects: a tap there does nothing), \
            and so is an element of any role half the screen wide whose name is paragraphs of four words or more, split by \
            a blank line (a video's caption exposed as a button: a control's name is a phrase, not paragraphs; a button \
            named "Deliver to" over "Current location" is a control). \
            A target that is part of a web page in a web view needs review: the page's targets follow the web's \
            size criterion (WCAG 2.5.8, judged by target-size-minimum), not the platform's guidance for its views. \
            Standard controls at the size the system draws them (segments of a segmented control and stepper \
            halves, 32 pt high; navigation-bar and toolbar buttons, 36 pt (44 pt with iOS 26's design); search fields, \
            36 pt (38 pt with iOS 26's design), and the buttons inside them; a compact date picker's date and time \
            buttons, 34 to 37 pt; a SwiftUI `Toggle`'s row recorded as a switch \
            around the switch the system draws, 51 x 31 pt or 63 x 28 pt, which a finger toggles on that switch, not on \
            its label; on Android, the expand button and rows \
            that Android lays out in a notification, and the app bar's overflow menu button that the toolkit's action \
            menu lays out, `ActionMenuPresenter$OverflowMenuButton`, recorded by its class; recorded as an image view, \
            nothing tells it from an app's own button, and it keeps its warning) are reported as notes, not \
            warnings: the app did not size them, the platform ships them at that size, and the fix is a different \
            control rather than a frame, so a warning would mostly be silenced in the ledger; the note keeps \
            them visible for teams that want 44 pt everywhere. A control the app sized keeps its warning. \
            Where the recorder rounds frames outward to whole points (WebDriverAgent's `CGRectIntegral`), a size \
            under the threshold is still a warning and says the frame was rounded (the real size is at most the \
            recorded one), and a size less than 1 pt over it needs review: the real size may be just under it \
            (not a button as tall as the navigation bar or toolbar that holds it, which UIKit lays out at whole \
            points). \
            Not run where the recording has no types or traits to tell a target (Maestro on iOS). \
            Android recordings are in pixels: the rule runs once the density is known (dp = px / density), and a \
            frame that touches the screen's top or bottom, its window's (in a dump of several windows), or a scrolling container's edge is taken as clipped along that axis, along the axes the container scrolls (the screen's and the window's sides cut only what a scrolling container around it moves sideways: a cell flush with the screen's side in a list that scrolls up and down, or on a `ViewPager` showing one page whole, is its real width): its class's (a `HorizontalScrollView` sideways, a `ScrollView` up and down), or for a class that does not say (a `RecyclerView`, a Compose or React Native view) its children's layout: children that each span its whole height, not all its whole width, scroll sideways (a row of chips as tall as the row is as tall as it shows). A list or scroll view recorded as not scrollable cuts nothing: Android says `scrollable` only while a view can scroll one way or the other, so all its content is in view. A view whose part lies past its visible edge is cut that way whatever edge it touches: Android records a view with no visible part by inverted bounds that start where the view does, so a row whose texts start below its visible bottom (a bottom sheet's row of which 10 dp show above the navigation bar) goes on below it. A size within one recorded pixel of the threshold (191 px at density 4 is 47.75 dp) passes: views are laid out in whole pixels, and weights share a row's pixels out unevenly.
            """,
        options: [Self.size, Self.androidSize],
        requires: [.pointSizes, .traits],
        precision: .high,
        examples: [
            .triggering(at: ["Application/Button[1]"], #"{"type": "Button", "AXLabel": "Help", "frame": {"x": 20, "y": 60, "width": 26, "height": 26}}"#),
            .passing(#"{"type": "Button", "AXLabel": "Help", "frame": {"x": 20, "y": 60, "width": 44, "height": 44}}"#),
            .passing(#"{"type": "Button", "AXLabel": "Help", "enabled": false, "frame": {"x": 20, "y": 60, "width": 26, "height": 26}}"#),
        ]
    ,
        messages: Message.all)

    /// The messages of the rule's findings: `{0}` is the finding's element (`MessageDeclaration`).
    enum Message {
        static let oneSide = MessageDeclaration("one-side",
            "{0} is {1} {2}, under the {3} that {4} (its {5} is cut at an edge, so only this side is judged).", .length, .words, .length, .words, .words)
        static let rounded = MessageDeclaration("rounded",
            "{0} is recorded as {1}, but the recorder rounds frames outward to whole points, so it may be just under the {2} that {3}; check its real size.", .words, .words, .words)
        static let textContent = MessageDeclaration("text-content",
            "{0} is {1}, under the {2} that {3}, but it is a text people read, tapped as a whole, not a control sized for a finger.", .words, .words, .words)
        static let web = MessageDeclaration("web",
            "{0} is {1}, under the {2} that {3}, but it is part of a web page, whose targets follow the web's 24 px minimum (target-size-minimum); check whether the page could offer a larger one.", .words, .words, .words)
        static let standardControl = MessageDeclaration("standard-control",
            "{0} is {1}, the size the system draws this standard control, under the {2} that {3}.", .words, .words, .words)
        static let toggleRow = MessageDeclaration("toggle-row",
            "{0} is {1}, under the {2} that {3}, but it is a toggle's row, toggled by touch on the system switch it holds, which the system draws at its own size.", .words, .words, .words)
        static let small = MessageDeclaration("small",
            "{0} is {1}, under the {2} that {3}{4}.", .words, .words, .words, .words)
        static let all = [oneSide, rounded, textContent, web, standardControl, toggleRow, small]
    }

    public func notRun(in facts: ScreenFacts, configuration: RuleConfiguration) -> Int { facts.sizedTargetsNotRun() }

    /// No one touches a television's screen: people move a focus with a remote, so a touch target's size says
    /// nothing there (the size rules do not apply).
    public func notApplicable(to screen: Screen) -> String? { Self.televisionReason(screen) }

    /// What the touch-size rules say of televisions, opening their "What it reads" (`notApplicable`).
    static let televisionScope = """
        Not applicable to a television's screen (an Android dump whose display is 1280 x 720, 1920 x 1080 or \
        3840 x 2160 pixels in its natural orientation, `rotation="0"`: Android TV and Fire TV; an iOS-family \
        recording whose application is 1920 x 1080 pt: Apple TV), which no one touches: people move a focus with \
        a remote.\u{20}
        """

    /// Why the touch-size rules do not apply to `screen`: a television's; nil for any other.
    static func televisionReason(_ screen: Screen) -> String? {
        screen.television
            ? "the recording is of a television (a 16:9 display, landscape in its natural orientation), whose screen no one touches: people move a focus with a remote, so touch target sizes do not apply"
            : nil
    }

    public func check(_ facts: ScreenFacts, configuration: RuleConfiguration) -> [Finding] {
        let android = facts.screen.platform == .android
        let threshold = configuration[android ? Self.androidSize : Self.size]
        // Sizes within a recorded pixel of the threshold are the layout's rounding, not a shortfall.
        let minimum = threshold - facts.pixelSlack
        let unit = facts.screen.platform.sizeUnit
        let source = android ? "Android's accessibility guidance recommends for a touch target" : "Apple recommends for a control"
        var findings: [Finding] = []
        let rounded = facts.screen.capabilities.roundedFrames
        // Content scrolled wholly under a bar drawn over it is hidden: nobody sees or touches it there.
        let hidden = facts.hiddenUnderCovers()
        for index in facts.screen.elements.indices {
            guard let axes = facts.sizedAxes(index), !hidden.contains(index) else { continue }
            let frame = facts.screen.elements[index].frame
            if axes != .both {
                // Cut along one axis by an edge: the other is its real size, judged alone.
                let alongWidth = axes.contains(.horizontal)
                let side = alongWidth ? frame.width : frame.height
                guard side < minimum, !rounded,
                      facts.enclosingTarget(of: index, width: alongWidth ? minimum : 0, height: alongWidth ? 0 : minimum) == nil,
                      facts.smallTargetAround(index, width: minimum, height: minimum) == nil,
                      !Self.isTextContent(index, facts), !facts.standardControl[index] else { continue }
                let dimension = alongWidth ? "wide" : "high"
                let other = alongWidth ? "height" : "width"
                let message = FindingMessage(Message.oneSide, .length(side, unit: unit), .words(dimension), .length(threshold, unit: unit), .words(source), .words(other))
                findings.append(finding(index, in: facts, configuration: configuration, message: message,
                                        outcome: facts.inWebContent(index) ? .needsReview : .finding))
                continue
            }
            let size = "\(ScreenFacts.points(frame.width)) x \(ScreenFacts.points(frame.height)) \(unit)"
            let limit = "\(ScreenFacts.points(threshold)) x \(ScreenFacts.points(threshold)) \(unit)"
            if rounded && frame.width >= minimum && frame.height >= minimum
                && (frame.width < minimum + 1 || frame.height < minimum + 1 && !Self.asTallAsItsBar(index, facts))
                && !facts.standardControl[index] {
                // A rounded frame only grows: a recorded 44 may be 43.01 pt, so it is no pass.
                let message = FindingMessage(Message.rounded, .words(size), .words(limit), .words(source))
                findings.append(finding(index, in: facts, configuration: configuration, message: message, outcome: .needsReview))
                continue
            }
            guard frame.width < minimum || frame.height < minimum else { continue }
            // A part of a larger target (a chip's icon inside the chip) is that target to a finger.
            if facts.enclosingTarget(of: index, width: minimum, height: minimum) != nil { continue }
            // A part of a small control (a like button's count, a row's unnamed chevron) is that control, judged
            // for its own size.
            if facts.smallTargetAround(index, width: minimum, height: minimum) != nil { continue }
            let roundedNote = rounded ? " (the recorder rounds frames outward, so it is at most this size)" : ""
            if Self.isTextContent(index, facts) {
                // A paragraph, caption or chat bubble people can tap is content first: its height is the
                // text's, and no one aims at it like at a button.
                let message = FindingMessage(Message.textContent, .words(size), .words(limit), .words(source))
                var note = finding(index, in: facts, configuration: configuration, message: message)
                note.level = min(note.level, .note)
                findings.append(note)
            } else if facts.inWebContent(index) {
                // A page's targets follow the web's size criterion (WCAG 2.5.8, 24 CSS px: target-size-minimum);
                // the platform's 48 dp and 44 pt are for the app's own views.
                let message = FindingMessage(Message.web, .words(size), .words(limit), .words(source))
                findings.append(finding(index, in: facts, configuration: configuration, message: message, outcome: .needsReview))
            } else if facts.standardControl[index], facts.screen.elements.withUnsafeBufferPointer({
                StandardControlDerivation.switchInside(index, $0) }) != nil {
                // A SwiftUI toggle's row: a finger toggles it on the system switch it holds.
                let message = FindingMessage(Message.toggleRow, .words(size), .words(limit), .words(source))
                var note = finding(index, in: facts, configuration: configuration, message: message)
                note.level = min(note.level, .note)
                findings.append(note)
            } else if facts.standardControl[index] {
                let message = FindingMessage(Message.standardControl, .words(size), .words(limit), .words(source))
                var note = finding(index, in: facts, configuration: configuration, message: message)
                note.level = min(note.level, .note)
                findings.append(note)
            } else {
                let message = FindingMessage(Message.small, .words(size), .words(limit), .words(source), .words(roundedNote))
                findings.append(finding(index, in: facts, configuration: configuration, message: message))
            }
        }
        return findings
    }

    /// A button as tall as the navigation bar or toolbar that holds it: UIKit lays bars out at whole points
    /// (44 pt), so rounding cannot have grown its height.
    static func asTallAsItsBar(_ index: Int, _ facts: ScreenFacts) -> Bool {
        let elements = facts.screen.elements
        var current = elements[index].parent
        while let ancestor = current {
            if elements[ancestor].roles.contains(.bar) {
                return elements[ancestor].frame.height == elements[index].frame.height
            }
            current = elements[ancestor].parent
        }
        return false
    }

    /// A text that is tappable as a whole (a paragraph, a caption, a chat bubble): a static text, or an Android
    /// text view, that is wide (half the screen or more) or holds a sentence (four words or more); an Android row
    /// half the screen wide or more that takes only a long press and is named by a text it shows, with or without
    /// descriptions (a chat message's row); or, whatever its
    /// role, a wide element whose name is paragraphs of four words or more (a video's caption exposed as a button,
    /// its text, a blank line, its tags: a control's name is a phrase, or a title over a value on two lines).
    static func isTextContent(_ index: Int, _ facts: ScreenFacts) -> Bool {
        let element = facts.screen.elements[index]
        let wide = facts.screen.bounds.width > 0 && element.frame.width >= facts.screen.bounds.width / 2
        // A wide row that takes only a long press, named by a text it shows (a chat message with its time and the
        // description of its read tick), which a long press selects; a tap does nothing there.
        if wide && element.roles.contains(.longPressOnly) && element.label != nil && !element.roles.contains(.describedOnly) {
            return true
        }
        guard element.traits.contains(.staticText) || isAndroidTextView(element) else {
            guard wide, let name = element.label, Self.holdsParagraphBreak(name) else { return false }
            return LabelWords.words(name).count >= 4
        }
        return wide || LabelWords.words(element.label ?? "").count >= 4
    }

    /// Whether a name holds a paragraph break between two runs of text: a blank line (two line breaks with only
    /// spaces between) or the paragraph separator U+2029. A line break alone does not count: a control's name is
    /// often a title over a value ("Deliver to", "Current location").
    static func holdsParagraphBreak(_ name: String) -> Bool {
        var seenText = false, breaks = 0, pending = false
        for scalar in name.unicodeScalars {
            switch scalar {
            case "\r":
                breaks += 1
                pending = true
            case "\n":
                // The line feed of a CR LF pair ends the same line as its carriage return.
                if !pending { breaks += 1 }
                pending = false
            case "\u{2028}":
                breaks += 1
                pending = false
            case "\u{2029}":
                breaks += 2
                pending = false
            case " ", "\t":
                pending = false
            default:
                pending = false
                if seenText && breaks >= 2 { return true }
                seenText = true
                breaks = 0
            }
        }
        return false
    }

    /// An Android view that shows text as text, named by that text: `TextView` and its kin, and apps' own text
    /// classes, which TalkBack gives no role (`TuxTextLayoutView`, `EmojiTextLayout`): a class name that says
    /// "Text", but not a field (`EditText`, `TextInputEditText`, `AutoCompleteTextView`: text entry) or a
    /// checkable row (`CheckedTextView`), and a name that is its own shown text rather than a description.
    static func isAndroidTextView(_ element: Element) -> Bool {
        let type = element.displayType
        if type.hasSuffix("TextView") { return !type.hasSuffix("CheckedTextView") }
        guard element.labelIsShownText, type.contains("Text"), !element.traits.contains(.textEntry),
              !element.traits.contains(.toggle), !element.traits.contains(.radioButton) else { return false }
        return !type.contains("EditText") && !type.contains("TextInput") && !type.contains("TextField")
    }
}
