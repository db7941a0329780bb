/// What a recorded accessibility tree cannot decide: the checks a person with a device must make, so that
/// "no findings" is never read as "accessible".
///
/// Order matters and is part of the output: the checks that always apply come first, then the triggered
/// ones in the order `ManualCheckTriggers` looks for them. Ids are lower-case words joined by `-`.
public enum ManualCheckCatalogue {
    public static let all: [ManualCheck] = [
        ManualCheck(
            id: "label-meaningful",
            title: "Labels are meaningful, not just present",
            criteria: [WCAG.criterion("2.4.6")],
            whyTreeCannotDecide: """
                The tree shows that a label exists, not whether it tells a person what the element is or does, so \
                "Button 3" or "Item" pass it; identifiers, file names and role or state words are caught only in \
                their plain shapes and in English, French and German (label-developer-string, \
                label-role-or-state-word), not in other languages or in words that merely sound technical.
                """,
            howToCheck: """
                With VoiceOver on, swipe through the screen and confirm that each label alone says what the element \
                is or does, briefly and without naming its type.
                """,
            android: ManualCheck.Variant(
                howToCheck: "With TalkBack on, swipe through the screen and confirm that each spoken name alone says what the element is or does, briefly and without naming its type."),
            applicability: .always),
        ManualCheck(
            id: "label-in-name",
            title: "The spoken name contains the visible text, for Voice Control",
            criteria: [WCAG.criterion("2.5.3")],
            whyTreeCannotDecide: """
                The tree holds the accessibility label but not the text drawn on screen, so it cannot compare the two.
                """,
            howToCheck: """
                With Voice Control on, say "Tap" followed by the text you see on each control; every control must \
                respond, and "Show names" must show names that start with or contain that text.
                """,
            android: ManualCheck.Variant(
                title: "The spoken name contains the visible text, for Voice Access",
                whyTreeCannotDecide: "The tree holds the content description, not the text drawn on screen where the two differ, so it cannot compare them.",
                howToCheck: "With Voice Access on, say \"Tap\" followed by the text you see on each control; every control must respond, and the labels Voice Access shows must match that text."),
            applicability: .always),
        ManualCheck(
            id: "voiceover-announcements",
            title: "VoiceOver reads the screen sensibly and announces changes and status messages",
            criteria: [WCAG.criterion("4.1.3")],
            whyTreeCannotDecide: """
                A recording is one moment: it holds no announcements, no screen-change notifications and nothing of \
                what happens after an action.
                """,
            howToCheck: """
                With VoiceOver on, read the screen from the top, then trigger each action that changes it (sending, \
                loading, errors, banners) and confirm that the change is spoken without focus being moved away.
                """,
            android: ManualCheck.Variant(
                title: "TalkBack reads the screen sensibly and announces changes and status messages",
                howToCheck: "With TalkBack on, use Read from top, then trigger each action that changes the screen (sending, loading, errors, snackbars) and confirm that the change is spoken, by a live region or an announcement, without focus being moved away."),
            applicability: .always),
        ManualCheck(
            id: "focus-order-visible",
            title: "Focus order and visible focus work with Switch Control and Full Keyboard Access",
            criteria: [WCAG.criterion("2.1.1"), WCAG.criterion("2.4.3"), WCAG.criterion("2.4.7")],
            whyTreeCannotDecide: """
                The tree records VoiceOver's order of elements, not the keyboard and switch focus order, whether \
                every control can take focus, or whether the focus indicator can be seen.
                """,
            howToCheck: """
                With Full Keyboard Access on, move with Tab and the arrow keys, then scan with Switch Control; every \
                control must be reached and activated, in an order that follows the layout, with focus always visible.
                """,
            android: ManualCheck.Variant(
                title: "Focus order and visible focus work with Switch Access and a keyboard",
                whyTreeCannotDecide: "The tree records the views and TalkBack's order, not the keyboard and switch focus order, whether every control can take focus, or whether the focus indicator can be seen.",
                howToCheck: "Connect a keyboard and move with Tab and the arrow keys, then scan with Switch Access; every control must be reached and activated, in an order that follows the layout, with focus always visible."),
            applicability: .always),
        ManualCheck(
            id: "contrast",
            title: "Text and controls have enough contrast in Light, Dark and Increase Contrast",
            criteria: [WCAG.criterion("1.4.3"), WCAG.criterion("1.4.11")],
            whyTreeCannotDecide: """
                The tree holds no colours: contrast is a property of the pixels on screen.
                """,
            howToCheck: """
                Take screenshots in Light and Dark appearance, each with and without Increase Contrast, and measure \
                text (4.5:1, or 3:1 for large text) and icons and control edges (3:1) with a contrast analyser.
                """,
            android: ManualCheck.Variant(
                title: "Text and controls have enough contrast in light and dark themes and with high-contrast text",
                howToCheck: "Take screenshots with the light and the dark theme, each with and without High contrast text, and measure text (4.5:1, or 3:1 for large text) and icons and control edges (3:1) with a contrast analyser."),
            applicability: .always),
        ManualCheck(
            id: "large-text-layout",
            title: "The layout holds at the largest accessibility text size",
            criteria: [WCAG.criterion("1.4.4"), WCAG.criterion("1.4.10")],
            whyTreeCannotDecide: """
                A recording is made at one text size, and text that is clipped or overlapped without an ellipsis \
                looks complete in the tree.
                """,
            howToCheck: """
                Turn on Larger Accessibility Sizes and choose the largest size, then confirm that all text stays \
                readable and every control usable, wrapping or scrolling instead of being clipped.
                """,
            android: ManualCheck.Variant(
                title: "The layout holds at the largest font size and display size",
                howToCheck: "Set Font size and Display size to their largest, then confirm that all text stays readable and every control usable, wrapping or scrolling instead of being clipped."),
            applicability: .always),
        ManualCheck(
            id: "colour-alone",
            title: "Information is not conveyed by colour alone",
            criteria: [WCAG.criterion("1.4.1")],
            whyTreeCannotDecide: """
                The tree holds no colours, so it cannot tell whether a state, an error or a series is shown by \
                colour only.
                """,
            howToCheck: """
                View the screen with the Grayscale colour filter on and confirm that every state, error and \
                category can still be told apart by text, shape or an icon.
                """,
            android: ManualCheck.Variant(
                howToCheck: "View the screen with Color correction set to Grayscale and confirm that every state, error and category can still be told apart by text, shape or an icon."),
            applicability: .always),
        ManualCheck(
            id: "reduce-motion-transparency",
            title: "Reduce Motion and Reduce Transparency are respected",
            criteria: [WCAG.criterion("2.3.3")],
            hig: .accessibility("Motion"),
            whyTreeCannotDecide: """
                Animation and translucency exist only while the app runs; the tree records neither.
                """,
            howToCheck: """
                Turn on Reduce Motion and Reduce Transparency, use the screen, and confirm that motion started by \
                interaction is removed or replaced by a fade and that blurred backgrounds become opaque.
                """,
            android: ManualCheck.Variant(
                title: "Remove animations is respected",
                howToCheck: "Turn on Remove animations, use the screen, and confirm that motion started by interaction is removed or replaced by a fade."),
            applicability: .always),
        ManualCheck(
            id: "gesture-alternatives",
            title: "Every gesture has a simple alternative",
            criteria: [WCAG.criterion("2.5.1"), WCAG.criterion("2.5.7")],
            whyTreeCannotDecide: """
                The tree lists elements, not the gestures the app recognises, such as swipes, pinches, long presses \
                and drags.
                """,
            howToCheck: """
                Try every multi-finger, path-based or dragging gesture on the screen and confirm that each can also \
                be done with a single tap, such as a button or an accessibility action.
                """,
            applicability: .always),
        ManualCheck(
            id: "custom-actions",
            title: "Each custom action performs what its name says",
            criteria: [WCAG.criterion("4.1.2")],
            whyTreeCannotDecide: """
                The tree lists the names of an element's custom actions but cannot perform them.
                """,
            howToCheck: """
                With VoiceOver on, focus the element, swipe up or down through its actions and perform each one; the \
                result must match the name, and Switch Control must offer the same actions.
                """,
            android: ManualCheck.Variant(
                howToCheck: "With TalkBack on, focus the element, open the Actions menu (tap with three fingers, or swipe up then right) and perform each action; the result must match the name, and Switch Access must offer the same actions."),
            applicability: .triggered,
            trigger: "elements that have custom actions"),
        ManualCheck(
            id: "adjustable",
            title: "Adjustable elements step sensibly and speak their value",
            criteria: [WCAG.criterion("4.1.2")],
            whyTreeCannotDecide: """
                The tree holds one value, not what increment and decrement do or what VoiceOver says after each step.
                """,
            howToCheck: """
                With VoiceOver on, focus the element and swipe up and down; each swipe must change the value by a \
                sensible step, and the new value must be spoken with its unit.
                """,
            android: ManualCheck.Variant(
                whyTreeCannotDecide: "The tree holds one value, not what increment and decrement do or what TalkBack says after each step.",
                howToCheck: "With TalkBack on, focus the element and swipe up and down (or press the volume keys); each step must change the value by a sensible amount, and the new value must be spoken with its unit."),
            applicability: .triggered,
            trigger: "adjustable elements (such as sliders and picker wheels)"),
        ManualCheck(
            id: "secure-entry",
            title: "Signing in works with password managers and paste",
            criteria: [WCAG.criterion("3.3.8")],
            whyTreeCannotDecide: """
                A secure text field shows that a secret is asked for, not whether AutoFill, paste or another way \
                without a memory or transcription test is allowed.
                """,
            howToCheck: """
                Sign in once with the password AutoFill suggestion and once by pasting the password; both must work, \
                and no step may require remembering or retyping a code without an alternative.
                """,
            android: ManualCheck.Variant(
                howToCheck: "Sign in once with the password manager's autofill suggestion and once by pasting the password; both must work, and no step may require remembering or retyping a code without an alternative."),
            applicability: .triggered,
            trigger: "secure text fields"),
        ManualCheck(
            id: "text-entry",
            title: "Input errors are described, fields explain their format, and nothing is asked twice",
            criteria: [WCAG.criterion("3.3.1"), WCAG.criterion("3.3.2"), WCAG.criterion("3.3.7")],
            whyTreeCannotDecide: """
                The tree shows fields before anything is typed, not the errors that follow wrong input or whether \
                information given earlier is asked for again.
                """,
            howToCheck: """
                Submit the form empty and then with wrong input; each error must be described in text and spoken by \
                VoiceOver, each field must say what format it needs, and earlier answers must be filled in or offered.
                """,
            android: ManualCheck.Variant(
                howToCheck: "Submit the form empty and then with wrong input; each error must be described in text and spoken by TalkBack, each field must say what format it needs, and earlier answers must be filled in or offered."),
            applicability: .triggered,
            trigger: "text fields, text areas or search fields"),
        ManualCheck(
            id: "media",
            title: "Media has captions, audio description and a way to stop sound",
            criteria: [WCAG.criterion("1.2.1"), WCAG.criterion("1.2.2"), WCAG.criterion("1.2.3"), WCAG.criterion("1.2.5"),
                       WCAG.criterion("1.4.2")],
            whyTreeCannotDecide: """
                The tree shows that an element plays sound or starts media, not what the media holds or which \
                caption and description tracks it offers.
                """,
            howToCheck: """
                Play the media: speech must have captions, important visual content must have audio description or \
                a text alternative, and sound that starts by itself must stop or be controllable.
                """,
            applicability: .triggered,
            trigger: "elements that play sound or start media"),
        ManualCheck(
            id: "toggle-state",
            title: "Toggles speak their state",
            criteria: [WCAG.criterion("4.1.2")],
            whyTreeCannotDecide: """
                The tree holds the value at the moment of recording, not what VoiceOver says when the state changes.
                """,
            howToCheck: """
                With VoiceOver on, focus each toggle and double-tap it; VoiceOver must say its name, that it is a \
                switch or checkbox, and the new state.
                """,
            android: ManualCheck.Variant(
                whyTreeCannotDecide: "The tree holds the state at the moment of recording, not what TalkBack says when the state changes.",
                howToCheck: "With TalkBack on, focus each toggle and double-tap it; TalkBack must say its name, that it is a switch or checkbox, and the new state."),
            applicability: .triggered,
            trigger: "toggles (switches and checkboxes)"),
        ManualCheck(
            id: "web-content",
            title: "Web content inside the app is accessible",
            criteria: [WCAG.criterion("1.1.1"), WCAG.criterion("1.3.1"), WCAG.criterion("4.1.2")],
            whyTreeCannotDecide: """
                The page a web view shows is a tree of its own, which this recording does not hold: no rule has \
                seen its content.
                """,
            howToCheck: """
                With the screen reader on, read the page in the web view from top to bottom and use each of its \
                controls; check the same page with a web accessibility checker such as axe in a browser.
                """,
            applicability: .triggered,
            trigger: "web views whose page is not in the recording"),
    ]

    /// The check with this id, or nil.
    public static func check(id: String) -> ManualCheck? { byID[id] }

    /// The catalogue by id, built once.
    static let byID: [String: ManualCheck] = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0) })

    /// The checks asked of every screen that was read, in catalogue order.
    public static var always: [ManualCheck] { all.filter(\.alwaysApplies) }
}
