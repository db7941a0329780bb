import TreeModel

/// An interactive element or an exposed image has no accessibility label.
public struct LabelMissing: Rule {
    public init() {}

    public let metadata = RuleMetadata(
        id: "label-missing",
        name: "Label missing",
        summary: "An interactive element or an image exposed to assistive technology has no accessibility label.",
        rationale: """
            VoiceOver speaks an element's label; without one it says only "button" or "image", or reads a file \
            name, and Voice Control users have no name to say. A text field's value is its content or \
            placeholder, which disappears once people type, so it is no label either.
            """,
        criteria: [WCAG.criterion("4.1.2"), WCAG.criterion("1.1.1")],
        hig: .voiceOver("Provide alternative labels for all key elements"),
        defaultLevel: .error,
        howToFix: """
            Give the element a short label that names what it does. SwiftUI: `.accessibilityLabel("Close")` \
            (or a `Label`/`Text` inside the button); for decorative images `Image(decorative:)` or \
            `.accessibilityHidden(true)`. UIKit: set `accessibilityLabel`, or `isAccessibilityElement = false` \
            for decorative images. Android: Views `android:contentDescription` (or `labelFor` on a visible \
            label for a text field), `importantForAccessibility="no"` for decorative images; Jetpack Compose \
            `contentDescription` of `Icon`/`Image` (null when decorative) or `Modifier.semantics { contentDescription = … }`.
            """,
        reads: """
            AXLabel (null, empty and whitespace-only are all "no label", and so is a label made only of \
            private-use characters, an icon font's glyphs such as U+E823, which have no spoken form: an error naming \
            the code points, also on a stop that shows only such glyphs (a focusable view around an icon glyph); a \
            text stop of glyphs only needs review: an empty stop, or decoration left exposed; an adjustable control \
            named only by a figure, "50%", is named by its value, which the screen reader says with its role and \
            not what it sets: an error); interactive by trait \
            or type; images \
            by the Image type or trait. Only stops are judged (elements VoiceOver reaches on their own: not the \
            texts and chevron inside a row button or the image layers of an icon), and not system chrome (the \
            software keyboard's keys and QuickType candidates, status-bar items, scroll bars, page indicators, \
            which the system names by their value). A search field with a value or placeholder but no label: \
            needs review (VoiceOver reads the placeholder and "search field"). Judged whatever the frame: \
            a label does not depend on geometry. A web page's text field (inside a web view) without a label, whatever \
            its value or placeholder: needs review (the page names it by its label element or `aria-label`, which \
            recorders do not carry). A \
            disabled control holding children with no text or image (a list's divider row): needs review; so does \
            a control at most one recorded pixel or one point (dp) thick holding no text or image (a divider that the \
            toolkit marks clickable). \
            On Android, a view that can be tapped but that TalkBack skips because neither it nor anything inside it \
            says anything (a clickable layout holding only images without descriptions, which UiAutomator2 records as \
            important: TalkBack's `shouldFocusNode` focuses an actionable view with visible children only when it \
            speaks) is an error too: a control with no name that TalkBack users cannot reach; not a wrapper whose \
            children TalkBack reaches, one holding any text, a view as large as the screen, or a web page's view. An image that is interactive is judged under 4.1.2; a plain \
            image under 1.1.1. \
            A stop without a label of its own is labelled when the recorder says its platform's screen reader \
            speaks its descendants' texts instead (TalkBack does; VoiceOver does not, so never for idb or AXe) \
            and one of them has a label. In a flat recording, which has no hierarchy, an unlabelled image lying \
            in the frame of a labelled control may be that control's part: needs review, not an error. \
            Android: the stops are the views TalkBack focuses, ported from TalkBack's \
            `AccessibilityNodeInfoUtils.shouldFocusNode` (google/talkback) and checked against ATF's \
            `ViewHierarchyElementUtils.shouldFocusView`: views not important for accessibility are left out \
            (their children taken up by their parent; where the dump does not record importance, Android's \
            default is estimated: actionable views, texts, views with a description, lists; so it is below a web \
            view, whose page the browser engine builds without setting importance, so that dumps record every \
            node of the page as not important while TalkBack reads them all; in Jetpack Compose, as Compose \
            1.7 and later decide, a node holding something TalkBack reads, never an empty layer such as a test tag's, so \
            a clickable cover holding only image layers is a stop with nothing to say); a visible view that is \
            clickable, long-clickable, focusable or screen-reader-focusable is a stop when it has no children or \
            has something to speak (text, description, hint, a checkable state or range, or such text in \
            children that are not focusable themselves; a range known only from its class does not count when the \
            view has focusable children, for TalkBack's `isSpeakingNode` reads no range: it focuses the virtual \
            thumbs of Material's `Slider` instead); an actionable wrapper with nothing of its own whose \
            children are focusable is not (TalkBack moves to the children), nor is a view as large as its window \
            that holds others and is not focusable; a view with text is a stop when no ancestor is focusable. \
            While a dialog window is on top, the windows below are not reached. The label is `content-desc`, else \
            the text, else the text TalkBack speaks for the stop from its children that are not focusable \
            themselves (TalkBack's compositor speaks them after a node without a content description whatever its \
            role, a text field too); a text field named that way needs review (a Compose text field's label and its \
            placeholder are both such a child text, and the placeholder goes away once people type). An Android text field with a hint (the dump's `hint`, or its text \
            shown as the hint, told apart by UiAutomator2's `showing-hint`) is named: TalkBack speaks a field's hint \
            after its text whether or not the field shows it (`AccessibilityNodeFeedbackUtils.getHintDescription`), \
            and Android's guidance names fields with `android:hint`; not when the hint is an example value (no \
            letters, or opening with "e.g.", "ex:", "for example", …), and not in Rico, recorded on Android 6, \
            before hint texts (API 26), when a hint went once people typed. An image TalkBack stops on inside a control (a focusable icon in a clickable bar) \
            without a label needs review: it may be a decoration left focusable. On Android a text field with \
            text but no label, or inside a Material `TextInputLayout`, needs review: TalkBack may name it from a label \
            tied with `labelFor` or from the layout's hint, which dumps do not record. So does an empty Android text field \
            with no name in a recording that carries no hints (a uiautomator dump older than the dumper's `hint`, a \
            DroidBot state; not Rico, whose Android 6 put the hint in the text): its hint, spoken as its name, may be \
            there unrecorded. An empty clickable view as \
            large as its window, or as the app's content area in it (`android:id/content`), or covering half its window \
            or more, with other views drawn over it (a scrim that closes a shade, sheet or panel; a map under a page), \
            needs review; so does one that holds only views that neither speak nor act (a map's drawing surface), as \
            does a container named by the texts inside it, a text field, or a layout recorded with no children that is \
            mostly past the edge (a `LinearLayout` tile whose icon and caption lie below it), that is cut by its list's edge (dumps \
            leave out what is scrolled out of view, where its texts, a Compose field's label among them, may be). \
            Material's bottom sheet dialog lays a clickable `touch_outside` view under the sheet; its layout marks \
            it not important for accessibility, so TalkBack never reaches it and it is not judged. A Button class \
            that is focusable but not clickable (a Flutter button whose tap is blocked while a form is sent) is a \
            control: TalkBack stops on it and says "button". A virtual thumb of Material's `Slider` (a SeekBar \
            without an identifier inside the slider) described only by Material's word and the value ("Value, 1.5", \
            "Range start, 10", the library's English strings) belongs to a slider without a name: the thumb's \
            description is the slider's content description, a comma and those words; an error on each thumb, \
            naming its slider, where the name is set. In an XCUITest `debugDescription`, and in an Appium \
            page source without `accessible` (WebDriverAgent before 3.8), an unlabelled image that is not \
            interactive needs review: XCTest's snapshot lists every image view, an accessibility element or not, \
            and the recording does not say which (a newer page source of the same snapshot does, with `accessible`).
            """,
        requires: [.traits],
        precision: .high,
        examples: [
            .triggering(at: ["Application/Button[1]"], #"{"type": "Button", "frame": {"x": 20, "y": 60, "width": 44, "height": 44}}"#),
            .triggering(at: ["Application/Image[1]"], #"{"type": "Image", "AXLabel": " ", "frame": {"x": 20, "y": 120, "width": 80, "height": 80}}"#),
            .passing(#"{"type": "Button", "AXLabel": "Close", "frame": {"x": 20, "y": 60, "width": 44, "height": 44}}"#),
            .passing(#"{"type": "StaticText", "frame": {"x": 20, "y": 60, "width": 200, "height": 20}}"#),
        ],
        messages: Message.all
    )

    /// The messages of the rule's findings: `{0}` is the finding's element (`MessageDeclaration`).
    enum Message {
        static let namedByChildText = MessageDeclaration("named-by-child-text",
            "{0} has no accessibility label of its own; TalkBack reads \"{1}\" from a text inside it, which may be its label (kept when people type) or a placeholder (gone once they type, leaving the field unnamed); check what TalkBack says on it with text in it.", .text)
        static let inLabelledControl = MessageDeclaration("in-labelled-control",
            "{0} has no accessibility label and lies in {1}; if it is part of that control it needs none, otherwise describe it or hide it.", .related)
        static let insideControl = MessageDeclaration("inside-control",
            "{0} has no accessibility label and {1} stops on it inside {2}; describe it, or make it not focusable if it is decorative.", .words, .related)
        static let webField = MessageDeclaration("web-field",
            "{0} has no accessibility label in the recording, but it is a web page's field, named by the page's label element through the browser engine, which the recording does not carry; check what {1} says on it.", .words)
        static let disabledEmpty = MessageDeclaration("disabled-empty",
            "{0} is disabled, has no accessibility label and holds no text or image; if it is a separator or placeholder, hide it from {1}, and if it is a control, name it.", .words)
        static let hairline = MessageDeclaration("hairline",
            "{0} is a line one pixel or one point thick, has no accessibility label and holds no text or image: a divider more likely than a control; if it is one, hide it from {1}, and if it is a control, name it.", .words)
        static let androidFieldWithText = MessageDeclaration("android-field-with-text",
            "{0} has no accessibility label in the recording; TalkBack reads its text \"{1}\", and may name it from a visible label tied to it with labelFor or from the hint of a TextInputLayout around it, which the recording does not carry; check what TalkBack says on it.", .text)
        static let androidField = MessageDeclaration("android-field",
            "{0} has no accessibility label in the recording; TalkBack may name it from a visible label tied to it with labelFor or from the hint of a TextInputLayout around it, which the recording does not carry; check what TalkBack says on it.")
        static let androidFieldHintNotRecorded = MessageDeclaration("android-field-hint-not-recorded",
            "{0} has no accessibility label, text or hint in the recording, but this recording does not carry hints, which TalkBack speaks as a field's name; check what TalkBack says on it.")
        static let figureName = MessageDeclaration("figure-name",
            "{1} is named only by \"{2}\", a figure that is its value: {3} says the figure and the control's role, not what it sets; name it in words.", .element, .text, .words)
        static let sliderThumb = MessageDeclaration("slider-thumb",
            "{0} is a thumb of {1}, which has no accessibility label: TalkBack says only the slider library's word for a value and the value, never what the slider sets; give the slider a content description.", .related)
        static let backdropContent = MessageDeclaration("backdrop-content",
            "{0} covers the app's whole content area, holds nothing and has nothing to say, and other views are drawn over it: a backdrop that catches taps around them more likely than a control; if it is one, hide it from {1}, and if it is a control, name it.", .words)
        static let backdropLarge = MessageDeclaration("backdrop-large",
            "{0} covers most of its window, holds nothing that speaks or acts, and other views are drawn over it: a backdrop or a drawing surface (a map) more likely than a control; check what {1} says on it, and if it is a control, name it.", .words)
        static let backdrop = MessageDeclaration("backdrop",
            "{0} covers its whole window, holds nothing and has nothing to say, and other views are drawn over it: a backdrop that catches taps around them more likely than a control; if it is one, hide it from {1}, and if it is a control, name it.", .words)
        static let clippedContainer = MessageDeclaration("clipped-container",
            "{0} is cut by the edge of its scrolling container and has no accessibility label in the recording; {1} names it from the texts inside it, and those in the part scrolled out of view are not recorded; check it scrolled into view.", .words)
        static let glyph = MessageDeclaration("glyph",
            "{1} is named only by {2}, a private-use character that draws an icon font's glyph and has no spoken form: {3} cannot say what it {4}; name it in words.", .element, .words, .words, .words)
        static let glyphs = MessageDeclaration("glyphs",
            "{1} is named only by {2}, private-use characters that draw an icon font's glyphs and have no spoken form: {3} cannot say what it {4}; name it in words.", .element, .words, .words, .words)
        static let glyphText = MessageDeclaration("glyph-text",
            "{1} is a text of only {2}, private-use characters that draw an icon font's glyphs and have no spoken form: {3} stops on it with nothing to say; hide it from {3} if it is decoration, or give it words.", .element, .words, .words)
        static let glyphWithAPI = MessageDeclaration("glyph-with-api",
            "{1} is named only by {2}, a private-use character that draws an icon font's glyph and has no spoken form: {3} cannot say what it {4}; name it in words with {5}.", .element, .words, .words, .words, .words)
        static let glyphsWithAPI = MessageDeclaration("glyphs-with-api",
            "{1} is named only by {2}, private-use characters that draw an icon font's glyphs and have no spoken form: {3} cannot say what it {4}; name it in words with {5}.", .element, .words, .words, .words, .words)
        static let searchPlaceholder = MessageDeclaration("search-placeholder",
            "{0} has no accessibility label; {1} reads its placeholder \"{2}\" and its role, which name it only while it is empty.", .words, .text)
        static let fieldText = MessageDeclaration("field-text",
            "{0} has no accessibility label; its text \"{1}\" is a value or placeholder, not a label.", .text)
        static let value = MessageDeclaration("value",
            "{0} has no accessibility label; its value \"{1}\" is spoken but does not name it.", .text)
        static let hint = MessageDeclaration("hint",
            "{0} has no accessibility label; its hint \"{1}\" is spoken after a pause and does not name it.", .text)
        static let controlWithAPI = MessageDeclaration("control-with-api",
            "{0} has no accessibility label, so {1} cannot say what it does; name it with {2}.", .words, .words)
        static let skipped = MessageDeclaration("skipped",
            "{0} can be tapped but has no accessibility label, and nothing inside it says anything, so {1} skips it: people using {1} cannot find or use it.", .words)
        static let control = MessageDeclaration("control",
            "{0} has no accessibility label, so {1} cannot say what it does.", .words)
        static let imageWithAPI = MessageDeclaration("image-with-api",
            "{0} has no accessibility label; describe it with {1}, or hide it from {2} if it is decorative.", .words, .words)
        static let image = MessageDeclaration("image",
            "{0} has no accessibility label; describe it, or hide it from {1} if it is decorative.", .words)
        static let imageMaybeSkipped = MessageDeclaration("image-maybe-skipped",
            "{0} has no accessibility label, and the dump lists images whether or not they are accessibility elements; check whether {1} reaches it, then describe it or hide it.", .words)
        static let all = [imageMaybeSkipped, sliderThumb, namedByChildText, inLabelledControl, insideControl, webField, hairline, disabledEmpty, androidFieldWithText, androidField, androidFieldHintNotRecorded, backdrop, backdropContent, backdropLarge, figureName, clippedContainer, glyph, glyphs, glyphText, glyphWithAPI, glyphsWithAPI, searchPlaceholder, fieldText, value, hint, controlWithAPI, control, skipped, imageWithAPI, image]
    }

    static let controlCriteria = [WCAG.criterion("4.1.2")]
    static let imageCriteria = [WCAG.criterion("1.1.1")]

    public func check(_ facts: ScreenFacts, configuration: RuleConfiguration) -> [Finding] {
        var findings: [Finding] = []
        let screen = facts.screen
        // Stops only: the chevron inside a labelled row button is never reached on its own. The keyboard's keys
        // and QuickType candidates are the system's: the app cannot label them.
        var controlFrames: SpatialIndex?
        // Worked out once per screen (it may walk every element): asked for each unlabelled image, it made a flat
        // screen of 200,000 elements quadratic.
        let flat = isFlat(screen)
        for index in screen.elements.indices where facts.stop[index] && !facts.systemChrome[index] {
            // A label of icon-font glyphs only (private-use characters) gives the screen reader nothing to say.
            let glyphs = screen.elements[index].label.map(SpokenText.isOnlyGlyphs) ?? false
            if screen.platform == .android, let label = screen.elements[index].label, let host = Self.unnamedSlider(ofThumb: index, label: label, facts) {
                // A virtual thumb of a slider without a name: TalkBack focuses the thumb, whose description the
                // library builds from the slider's (none) and its own word for a value.
                let message = FindingMessage(Message.sliderThumb, .related(0))
                findings.append(finding(index, in: facts, configuration: configuration, message: message,
                                        criteria: Self.controlCriteria, related: [host]))
                continue
            }
            if let label = screen.elements[index].label, !glyphs, screen.elements[index].traits.contains(.adjustable),
               facts.interactive[index], SpokenText.isFigureOnly(label) {
                // A slider named by its value ("50%"): the screen reader says the figure and the role, twice with
                // the value, and never what the control sets.
                let message = FindingMessage(Message.figureName, .element(Self.unlabelledName(index, facts)), .text(ScreenFacts.shorten(label)),
                                             .words(screen.platform.screenReader))
                findings.append(finding(index, in: facts, configuration: configuration, message: message, criteria: Self.controlCriteria))
                continue
            }
            if let label = screen.elements[index].label, !glyphs {
                // An Android text field named by a text inside it (`AndroidTree.finish`): TalkBack reads it, but a
                // dump cannot tell a label that stays when people type (Compose's `label`) from a placeholder that
                // goes away (Compose's `placeholder`, a hint drawn as a child).
                if screen.platform == .android, facts.isTextEntry(index), screen.elements[index].labelIsShownText {
                    let message = FindingMessage(Message.namedByChildText, .text(ScreenFacts.shorten(label)))
                    findings.append(finding(index, in: facts, configuration: configuration, message: message,
                                            criteria: Self.controlCriteria, outcome: .needsReview))
                }
                continue
            }
            let isInteractive = facts.interactive[index]
            // A stop that shows only an icon font's glyph (a focusable view around a glyph text) is an icon the
            // screen reader reaches with nothing to say, as an image would be.
            guard isInteractive || facts.isImage(index) || glyphs, Self.descendantLabel(index, facts) == nil else { continue }
            let element = screen.elements[index]
            if !isInteractive && flat {
                // A flat recording has no hierarchy: an image in a labelled control's frame may be its part.
                let controls = controlFrames ?? labelledControls(facts)
                controlFrames = controls
                if let control = holder(of: index, in: controls, facts) {
                    let message = FindingMessage(Message.inLabelledControl, .related(0))
                    findings.append(finding(index, in: facts, configuration: configuration, message: message,
                                            criteria: Self.imageCriteria, related: [control], outcome: .needsReview))
                    continue
                }
            }
            let criteria = isInteractive ? Self.controlCriteria : Self.imageCriteria
            if !isInteractive, let control = interactiveAncestor(of: index, facts) {
                // An image the screen reader stops on inside a control (TalkBack focuses a focusable icon in a
                // clickable bar): it may be a decoration the app forgot to hide, or a part that needs a name.
                let message = FindingMessage(Message.insideControl, .words(screen.platform.screenReader), .related(0))
                findings.append(finding(index, in: facts, configuration: configuration, message: message,
                                        criteria: criteria, related: [control], outcome: .needsReview))
                continue
            }
            if facts.imageMayBeUnreached(index) {
                // XCTest's snapshot holds every image view, an accessibility element or not (a UIKit image view is
                // not one unless made so), and the dump does not say which: VoiceOver may never reach it.
                let message = FindingMessage(Message.imageMaybeSkipped, .words(screen.platform.screenReader))
                findings.append(finding(index, in: facts, configuration: configuration, message: message,
                                        criteria: criteria, outcome: .needsReview))
                continue
            }
            if facts.isTextEntry(index) && facts.inWebContent(index) {
                // A page's field is named by its <label> through the browser engine, which recorders do not carry.
                let message = FindingMessage(Message.webField, .words(screen.platform.screenReader))
                findings.append(finding(index, in: facts, configuration: configuration, message: message,
                                        criteria: criteria, outcome: .needsReview))
                continue
            }
            if isInteractive && Self.isHairline(element.frame, facts) && (element.descendantCount == 0 || Self.showsNothing(index, facts)) {
                // A line one pixel (or one point) thick with nothing in it (a list's divider that the toolkit marks
                // clickable): a separator more likely than a control whose name is missing.
                let message = FindingMessage(Message.hairline, .words(screen.platform.screenReader))
                findings.append(finding(index, in: facts, configuration: configuration, message: message,
                                        criteria: criteria, outcome: .needsReview))
                continue
            }
            if isInteractive && (!element.enabled || element.traits.contains(.notEnabled)) && Self.showsNothing(index, facts) {
                // A disabled container with no text or image in it (a list's divider row): a separator or a
                // placeholder more likely than a control whose name is missing.
                let message = FindingMessage(Message.disabledEmpty, .words(screen.platform.screenReader))
                findings.append(finding(index, in: facts, configuration: configuration, message: message,
                                        criteria: criteria, outcome: .needsReview))
                continue
            }
            if screen.platform == .android && facts.isTextEntry(index), let hint = element.placeholder,
               Self.hintNames(hint), !Self.hintIsText(screen) {
                // Android's hint (`android:hint`, `AccessibilityNodeInfo.getHintText`) is spoken after the field's
                // text whether or not the field shows it (TalkBack's `getHintDescription`): it names the field.
                continue
            }
            if screen.platform == .android && facts.isTextEntry(index) && (element.value != nil || Self.namedByItsLayout(index, facts)) {
                // TalkBack reads a field's text and the name a label gives it through `labelFor`, or the hint a
                // TextInputLayout around it hands it: Android's dumps record neither link.
                let message = element.value.map { FindingMessage(Message.androidFieldWithText, .text(ScreenFacts.shorten($0))) }
                    ?? FindingMessage(Message.androidField)
                findings.append(finding(index, in: facts, configuration: configuration, message: message,
                                        criteria: criteria, outcome: .needsReview))
                continue
            }
            if screen.platform == .android && facts.isTextEntry(index) && element.value == nil && element.placeholder == nil
                && !screen.capabilities.evidence.contains(.placeholders) && !screen.capabilities.evidence.contains(.hints)
                && !Self.hintIsText(screen) {
                // Dumps written before the dumper recorded `hint` (and DroidBot's states) cannot show one: on
                // Android 8 and later an empty field's hint is not its text but `getHintText`, which TalkBack
                // speaks.
                let message = FindingMessage(Message.androidFieldHintNotRecorded)
                findings.append(finding(index, in: facts, configuration: configuration, message: message,
                                        criteria: criteria, outcome: .needsReview))
                continue
            }
            if isInteractive, let area = Self.backdrop(index, facts) {
                // A clickable view as large as its window, empty, with the window's content drawn over it: the
                // scrim that closes a shade, sheet or panel when people tap around it.
                let message = FindingMessage(area == .window ? Message.backdrop : area == .contentArea ? Message.backdropContent : Message.backdropLarge,
                                             .words(screen.platform.screenReader))
                findings.append(finding(index, in: facts, configuration: configuration, message: message,
                                        criteria: criteria, outcome: .needsReview))
                continue
            }
            if isInteractive && screen.platform == .android
                && (element.descendantCount > 0 || facts.isTextEntry(index) || Self.mostlyOutOfView(index, facts))
                && facts.isPartlyClipped(index) {
                // TalkBack names it from the texts inside it, and the recorder leaves out what is scrolled out of
                // view (UiAutomator dumps only nodes visible to the user): its name may be in the part not shown. A
                // field or a layout cut so may have lost all its children: a Compose field's label is a text inside
                // it, a tile's icon and caption may lie below the list's edge.
                let message = FindingMessage(Message.clippedContainer, .words(screen.platform.screenReader))
                findings.append(finding(index, in: facts, configuration: configuration, message: message,
                                        criteria: criteria, outcome: .needsReview))
                continue
            }
            let message: FindingMessage
            if glyphs, let label = element.label {
                let unlabelled = Self.unlabelledName(index, facts)
                let what = isInteractive ? "does" : "shows"
                let codes = SpokenText.glyphCodes(label)
                if !isInteractive && !facts.isImage(index) && facts.isText(index) {
                    // A text of glyphs only (an icon drawn as text beside words): an empty stop, or decoration
                    // left exposed; which, the recording cannot say.
                    let message = FindingMessage(Message.glyphText, .element(unlabelled), .words(codes), .words(screen.platform.screenReader))
                    findings.append(finding(index, in: facts, configuration: configuration, message: message,
                                            criteria: criteria, outcome: .needsReview))
                    continue
                }
                let arguments: [MessageArgument] = [.element(unlabelled), .words(codes), .words(screen.platform.screenReader), .words(what)]
                switch (codes.contains(" "), screen.toolkit) {
                case (true, nil): message = FindingMessage(Message.glyphs, arguments: arguments)
                case (false, nil): message = FindingMessage(Message.glyph, arguments: arguments)
                case (true, let toolkit?): message = FindingMessage(Message.glyphsWithAPI, arguments: arguments + [.words(toolkit.labelAPI)])
                case (false, let toolkit?): message = FindingMessage(Message.glyphWithAPI, arguments: arguments + [.words(toolkit.labelAPI)])
                }
            } else if element.traits.contains(.searchField), let value = element.value ?? element.placeholder {
                // VoiceOver reads the placeholder and "search field": weak, but it does name a search field.
                let message = FindingMessage(Message.searchPlaceholder, .words(screen.platform.screenReader), .text(ScreenFacts.shorten(value)))
                findings.append(finding(index, in: facts, configuration: configuration, message: message,
                                        criteria: Self.controlCriteria, outcome: .needsReview))
                continue
            } else if facts.isTextEntry(index), let value = element.value ?? element.placeholder {
                message = FindingMessage(Message.fieldText, .text(ScreenFacts.shorten(value)))
            } else if isInteractive, let value = element.value {
                message = FindingMessage(Message.value, .text(ScreenFacts.shorten(value)))
            } else if isInteractive, let hint = element.hint {
                message = FindingMessage(Message.hint, .text(ScreenFacts.shorten(hint)))
            } else if isInteractive, let toolkit = screen.toolkit {
                message = FindingMessage(Message.controlWithAPI, .words(screen.platform.screenReader), .words(toolkit.labelAPI))
            } else if isInteractive {
                message = FindingMessage(Message.control, .words(screen.platform.screenReader))
            } else if let toolkit = screen.toolkit {
                message = FindingMessage(Message.imageWithAPI, .words(toolkit.labelAPI), .words(screen.platform.screenReader))
            } else {
                message = FindingMessage(Message.image, .words(screen.platform.screenReader))
            }
            findings.append(finding(index, in: facts, configuration: configuration, message: message, criteria: criteria))
        }
        if screen.platform == .android { findings += skippedControls(facts, configuration: configuration) }
        return findings
    }

    /// Android views that can be tapped but that TalkBack skips because neither they nor anything inside them
    /// has anything to say (TalkBack's `shouldFocusNode`: an actionable view with visible children is focused
    /// only when it speaks; ATF's `SpeakableTextPresentCheck` does not run on them for the same reason): a
    /// clickable layout holding only images without descriptions. They are not stops, so the loop above never
    /// meets them, yet they are controls with no name (WCAG 4.1.2) that a TalkBack user cannot reach at all. A
    /// wrapper whose children TalkBack reaches, or that holds any text, is not one; nor is a view of a web page.
    func skippedControls(_ facts: ScreenFacts, configuration: RuleConfiguration) -> [Finding] {
        let elements = facts.screen.elements
        var findings: [Finding] = []
        for index in elements.indices where !facts.stop[index] && !facts.insideStop[index] && facts.onScreen[index]
            && !facts.systemChrome[index] && elements[index].accessible == false {
            let element = elements[index]
            guard element.traits.contains(.button), element.enabled, element.label == nil, element.value == nil,
                  element.descendantCount > 0, element.frame != facts.screen.bounds, !facts.inWebContent(index) else { continue }
            let inside = (index + 1)...(index + element.descendantCount)
            guard !inside.contains(where: { facts.stop[$0] || facts.interactive[$0] || elements[$0].label != nil || elements[$0].value != nil }) else { continue }
            let message = FindingMessage(Message.skipped, .words(facts.screen.platform.screenReader))
            findings.append(finding(index, in: facts, configuration: configuration, message: message, criteria: Self.controlCriteria))
        }
        return findings
    }

    /// An Android layout (`LinearLayout`, `FrameLayout`, `ViewGroup`: a view made to hold others) recorded with no
    /// children, whose frame reaches past its scrolling container's edge so that less than half of it is in view: its
    /// children may all lie in the part scrolled out (a tile whose icon and caption are below the list's edge), and
    /// the dump leaves out what is not visible. A frame that only touches the edge shows no more than it records.
    static func mostlyOutOfView(_ index: Int, _ facts: ScreenFacts) -> Bool {
        let element = facts.screen.elements[index]
        let type = element.displayType
        guard element.descendantCount == 0, type.hasSuffix("Layout") || type == "ViewGroup" else { return false }
        let frame = element.frame, visible = facts.visibleFrame(index)
        guard frame.width > 0, frame.height > 0 else { return false }
        return visible.width * visible.height < frame.width * frame.height / 2
    }

    /// Whether an empty field's hint was recorded as its text (``RecorderCapabilities/Listing/hintsAsText``): there a
    /// hint names nothing, and an empty text means no hint.
    static func hintIsText(_ screen: Screen) -> Bool { screen.capabilities.listing.contains(.hintsAsText) }

    /// Openings of a hint that gives an example value instead of a name ("e.g. 0.02", "ex: john@mail.com").
    static let examplePrefixes = ["e.g", "eg.", "eg:", "ex.", "ex:", "example", "for example", "z.b", "p. ex", "p.ex", "par ex"]

    /// A hint that names its field ("Full name", "Email address"), not an example value ("e.g. 0.02", "10",
    /// "+1 555 0100"): it has letters and does not open as an example.
    static func hintNames(_ hint: String) -> Bool {
        let lowered = LabelWords.trimmed(hint).lowercased()
        guard lowered.unicodeScalars.contains(where: { $0.properties.isAlphabetic }) else { return false }
        return !examplePrefixes.contains { lowered.hasPrefix($0) }
    }

    /// A container with children and no text or image anywhere in it or on it: nothing a person could see named.
    /// A frame at most one recorded pixel, or one point (dp), thick: a line, not something drawn to be aimed at.
    static func isHairline(_ frame: Frame, _ facts: ScreenFacts) -> Bool {
        min(frame.width, frame.height) <= max(1, facts.pixelSlack) && !frame.isEmpty
    }

    static func showsNothing(_ index: Int, _ facts: ScreenFacts) -> Bool {
        let elements = facts.screen.elements
        guard elements[index].descendantCount > 0, !facts.isImage(index), elements[index].value == nil else { return false }
        for inner in (index + 1)..<(index + 1 + elements[index].descendantCount) {
            if facts.isImage(inner) || elements[inner].label != nil || elements[inner].value != nil { return false }
        }
        return true
    }

    /// A text field inside a container that names it where the recording cannot show it (Material's
    /// `TextInputLayout`, at most three levels up: the layout, its frame, the field).
    static func namedByItsLayout(_ index: Int, _ facts: ScreenFacts) -> Bool {
        var current = facts.screen.elements[index].parent
        var levels = 0
        while let ancestor = current, levels < 3 {
            if facts.screen.elements[ancestor].roles.contains(.namesItsField) { return true }
            current = facts.screen.elements[ancestor].parent
            levels += 1
        }
        return false
    }

    /// The words Material's `Slider` puts before a thumb's value in the thumb's description (its strings
    /// `material_slider_value`, `material_slider_range_start` and `material_slider_range_end`, in English; older
    /// releases end the range words with a comma). The description is the slider's own content description, a
    /// comma, then these words: a thumb described by them alone belongs to a slider without a name.
    static let sliderThumbWords: Set<String> = ["Value", "Range start", "Range end", "Range start,", "Range end,"]

    /// The slider whose virtual thumb `index` is, when the slider has no name: an adjustable view without an
    /// identifier inside an adjustable view without a label that TalkBack does not stop on (it hands its range
    /// to the thumbs, `TalkBackFocus`), described as "<the library's word>, <value>".
    static func unnamedSlider(ofThumb index: Int, label: String, _ facts: ScreenFacts) -> Int? {
        let elements = facts.screen.elements
        guard elements[index].traits.contains(.adjustable), elements[index].identifier == nil,
              let host = elements[index].parent, elements[host].traits.contains(.adjustable),
              elements[host].label == nil, !facts.stop[host],
              let comma = label.range(of: ", ", options: .backwards), !label[comma.upperBound...].isEmpty,
              sliderThumbWords.contains(String(label[..<comma.lowerBound])) else { return nil }
        return host
    }

    /// How a message names the element at `index` when its label is no name (glyphs only, a figure): as an
    /// unlabelled element, by identifier or path.
    static func unlabelledName(_ index: Int, _ facts: ScreenFacts) -> String {
        let element = facts.screen.elements[index]
        return ElementReference.name(type: element.displayType, label: nil, identifier: element.identifier, path: { facts.path(of: index) })
    }

    /// What a backdrop covers.
    enum BackdropArea { case window, contentArea, mostOfWindow }

    /// An empty view covering its window, or the app's content area in it, with views of the same window drawn
    /// over it (recorded after it): what it covers, or nil.
    static func backdrop(_ index: Int, _ facts: ScreenFacts) -> BackdropArea? {
        let elements = facts.screen.elements
        guard var root = elements[index].parent else { return nil }
        // Empty, or holding only views that neither speak nor act (a map's drawing surface).
        let last = index + elements[index].descendantCount
        guard elements[index].descendantCount <= 16,
              !(index + 1 ..< last + 1).contains(where: { elements[$0].label != nil || elements[$0].value != nil || facts.interactive[$0] })
        else { return nil }
        let frame = elements[index].frame
        func covers(_ rect: Frame) -> Bool {
            !rect.isEmpty && abs(frame.minX - rect.minX) <= 1 && abs(frame.minY - rect.minY) <= 1
                && abs(frame.maxX - rect.maxX) <= 1 && abs(frame.maxY - rect.maxY) <= 1
        }
        // Its window's frame, or the app's content area in it (Android's `android:id/content`, the window less
        // the system bars).
        var coversWindow = false
        while let parent = elements[root].parent {
            if elements[root].identifier == "android:id/content", covers(elements[root].frame) { coversWindow = true }
            root = parent
        }
        let area: BackdropArea
        let window = elements[root].frame
        if covers(window) {
            area = .window
        } else if coversWindow {
            area = .contentArea
        } else if !window.isEmpty, frame.width * frame.height * 2 >= window.width * window.height {
            // Half its window or more, below the app bar (a map under a panel or page).
            area = .mostOfWindow
        } else {
            return nil
        }
        // Something of the same window recorded after it: drawn later, so over it.
        return last + 1 < root + 1 + elements[root].descendantCount ? area : nil
    }

    /// The label a screen reader builds from the stop's descendants when the recorder says the platform does
    /// (`Element.labelFromDescendants`, TalkBack's rule): the first labelled element inside it. Nil otherwise.
    static func descendantLabel(_ index: Int, _ facts: ScreenFacts) -> String? {
        let elements = facts.screen.elements
        guard elements[index].labelFromDescendants else { return nil }
        for inner in (index + 1)..<(index + 1 + elements[index].descendantCount) {
            if let label = elements[inner].label, !SpokenText.isOnlyGlyphs(label) { return label }
        }
        return nil
    }

    /// The nearest interactive ancestor of `index`, or nil.
    func interactiveAncestor(of index: Int, _ facts: ScreenFacts) -> Int? {
        var current = facts.screen.elements[index].parent
        while let ancestor = current {
            if facts.interactive[ancestor] { return ancestor }
            current = facts.screen.elements[ancestor].parent
        }
        return nil
    }

    func isFlat(_ screen: Screen) -> Bool {
        let count = screen.elements.count
        return count > 2 && screen.elements[0].descendantCount == count - 1
            && screen.elements.dropFirst().allSatisfy { $0.depth == 1 }
    }

    /// Labelled, interactive stops, indexed by frame.
    func labelledControls(_ facts: ScreenFacts) -> SpatialIndex {
        let elements = facts.screen.elements
        return SpatialIndex(elements: elements,
                            indices: elements.indices.filter { facts.interactive[$0] && facts.stop[$0] && elements[$0].label != nil })
    }

    /// A labelled control whose frame holds the element's, or nil.
    func holder(of index: Int, in controls: SpatialIndex, _ facts: ScreenFacts) -> Int? {
        let frame = facts.screen.elements[index].frame
        guard !frame.isEmpty else { return nil }
        return controls.candidates(minX: frame.minX, minY: frame.minY, maxX: frame.maxX, maxY: frame.maxY)
            .filter { facts.screen.elements[$0].frame.contains(frame) }.min()
    }
}
