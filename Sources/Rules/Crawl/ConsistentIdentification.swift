import TreeModel

/// A control that persists across the screens of a crawl (the same identifier in a bar, or the same icon in
/// the same place of a bar) is named differently on different screens.
public struct ConsistentIdentification: CrawlRule {
    public init() {}

    public let metadata = RuleMetadata(
        id: "consistent-identification",
        name: "Consistent identification",
        summary: "A control that persists across screens (the same identifier, or the same icon in the same place of a bar) is named differently on different screens.",
        rationale: """
            People who cannot see the icon know a control by its name: a back button that is "Back" on one screen, \
            "Navigate up" on another and unnamed on a third reads as three controls, and Voice Control users must \
            guess which word to say. Controls with the same function are to be identified consistently across the \
            screens of the app.
            """,
        criteria: [WCAG.criterion("3.2.4")],
        defaultLevel: .warning,
        howToFix: """
            Give the control the same accessibility label on every screen that shows it: one string resource for \
            the toolbar's up button, the search action, the menu. Android: the same `contentDescription` (or \
            `app:navigationContentDescription` of the `Toolbar`); SwiftUI: the same `.accessibilityLabel`; UIKit: \
            the same `accessibilityLabel` of the bar button item.
            """,
        reads: """
            Runs on a crawl (a DroidBot output folder, or any folder of recordings) of two or more screens of one \
            app; otherwise not run, with the reason. The controls are the interactive elements on screen inside a \
            persistent bar (Android's `Toolbar`, action bar (also DroidBot's `android:id/action_bar`), `TabLayout`, \
            `BottomNavigationView`, `BottomAppBar`; iOS's navigation, tab and tool bars, or an element with the bar \
            role), the outermost of each nest. One control across screens is the same identifier (resource id, \
            accessibility identifier): a finding; or, for a control without one, the same type in the same 48-point \
            slot of a bar at the same edge: needs review, as two different controls can take one place (an up arrow \
            and a menu button). Names are compared once numbers, state words (`selected`, `on`, `tab`, `3 of 4`) \
            and the halves of toggling pairs (play/pause, show/hide, add/remove) are left out, and case and \
            punctuation ignored; a control that is selected, checked, a toggle or has a value on any of the \
            screens compared is not judged, as its name may follow its state, nor is a text or a text field (by \
            trait, or an Android `TextView` or `EditText` class), whose name is what it shows (a browser's address \
            bar). What follows a first comma is state too (`Menu, Highlighted`). The name of most screens is the \
            reference (the first met on a tie); every other screen's name is a finding on the first recording of \
            that screen, with the screens of the reference name as related locations.
            """,
        precision: .medium
    ,
        messages: Message.all)

    /// The messages of the rule's findings: `{0}` is the finding's element (`MessageDeclaration`).
    enum Message {
        static let renamedOnOne = MessageDeclaration("renamed-on-one",
            "{1} is {2} but {3} on {4} other screen; the same control should have the same name on every screen.", .words, .words, .words, .count)
        static let renamed = MessageDeclaration("renamed",
            "{1} is {2} but {3} on {4} other screens; the same control should have the same name on every screen.", .words, .words, .words, .count)
        static let all = [renamedOnOne, renamed]
    }

    public var reportsOn: CrawlRuleTarget { .control }

    public func check(_ crawl: [CrawlState], configuration: RuleConfiguration) -> [Finding] {
        // Per control key, per screen (in order of first recording): the first recording's control.
        struct Seen {
            var screens: [String] = []
            var controls: [String: (file: String, control: CrawlBars.Control)] = [:]
        }
        var byKey: [String: Seen] = [:]
        var keys: [String] = []
        for state in crawl {
            for bar in state.bars.bars {
                for control in bar.controls {
                    let key: String
                    if let identifier = control.identifier, !identifier.isEmpty {
                        key = "id:" + identifier + (identifier.hasPrefix("android:id/") ? ":" + control.type : "")
                    } else {
                        key = "slot:" + bar.key + ":" + control.place + ":" + control.type
                    }
                    if byKey[key] == nil {
                        keys.append(key)
                        byKey[key] = Seen()
                    }
                    guard byKey[key]!.controls[state.screen] == nil else { continue }
                    byKey[key]!.screens.append(state.screen)
                    byKey[key]!.controls[state.screen] = (state.file, control)
                }
            }
        }
        var findings: [Finding] = []
        for key in keys {
            let seen = byKey[key]!
            guard seen.screens.count >= 2 else { continue }
            let controls = seen.screens.map { seen.controls[$0]! }
            // A control whose name may follow its state, or is its content (a text, a field: a browser's address
            // bar shows the page's address), is not judged.
            guard !controls.contains(where: { $0.control.stateful || $0.control.showsContent }) else { continue }
            // The names, by canonical form, in order of first screen; the reference is the named form on most
            // screens (unnamed only when no screen names it).
            var forms: [[String]?] = []
            var screensOf: [Int] = []
            var formOf: [Int] = []
            for entry in controls {
                let form = entry.control.name.map(NameVariation.key)
                if let position = forms.firstIndex(where: { $0 == form }) {
                    screensOf[position] += 1
                    formOf.append(position)
                } else {
                    forms.append(form)
                    screensOf.append(1)
                    formOf.append(forms.count - 1)
                }
            }
            guard forms.count > 1 else { continue }
            var reference = 0
            for position in forms.indices.dropFirst() {
                let better = (forms[reference] == nil && forms[position] != nil) || (forms[position] != nil && screensOf[position] > screensOf[reference])
                if better { reference = position }
            }
            let referenceControls = controls.indices.filter { formOf[$0] == reference }
            let referenceName = controls[referenceControls[0]].control.name
            let bySlot = key.hasPrefix("slot:")
            for index in controls.indices where formOf[index] != reference {
                let control = controls[index].control
                guard var finding = control.templates[metadata.id] else { continue }
                let here = control.name.map { "named \"\(ScreenFacts.shorten($0))\" here" } ?? "unnamed here"
                let there = referenceName.map { "\"\(ScreenFacts.shorten($0))\"" } ?? "unnamed"
                let what = control.identifier.map { "\(control.type) `\(CrawlBars.shortIdentifier($0))`" }
                    ?? "the \(control.type) at the same place of the \(control.place.hasPrefix("top") ? "top" : "bottom") bar"
                let others = referenceControls.count
                finding.messageData = FindingMessage(others == 1 ? Message.renamedOnOne : Message.renamed, .words(what), .words(here),
                                                     .words(there), .count(others))
                finding.outcome = bySlot ? .needsReview : .finding
                finding.related = referenceControls.prefix(Self.relatedLimit).map { position in
                    var reference = controls[position].control.reference
                    reference.file = controls[position].file
                    reference.detail = controls[position].control.name.map { "named \"\(ScreenFacts.shorten($0))\"" } ?? "unnamed"
                    return reference
                }
                findings.append(finding)
            }
        }
        return findings
    }

    /// At most this many screens of the reference name are related locations.
    static let relatedLimit = 10
}
