import TreeModel

/// Finds what a person must review on one screen: every check that always applies, anchored at the screen's
/// root, and every triggered check whose elements the screen holds.
public enum ManualCheckTriggers {
    /// The review items for one screen, in catalogue order; the elements of each in reading order. Empty for
    /// a screen that was not read or holds no elements.
    ///
    /// Triggers, reading recorded and derived traits together:
    /// - `custom-actions`: `Element.customActions` is not empty;
    /// - `adjustable`: trait Adjustable;
    /// - `secure-entry`: trait SecureTextField;
    /// - `text-entry`: text entry of any kind (`ScreenFacts.isTextEntry(_:)`);
    /// - `media`: trait PlaysSound or StartsMediaSession;
    /// - `toggle-state`: trait Toggle;
    /// - `web-content`: a web view in view whose page is not recorded (`ScreenFacts.isUnrecordedWebView(_:)`).
    public static func review(_ facts: ScreenFacts) -> [ReviewItem] {
        let screen = facts.screen
        guard screen.status == .ok, !screen.elements.isEmpty else { return [] }
        var found: [String: [ReviewItem.Subject]] = [:]
        let triggering: Traits = [.adjustable, .secureTextField, .playsSound, .startsMediaSession, .toggle]
        for index in screen.elements.indices {
            // Most elements trigger nothing: tell without copying the element.
            if screen.elements[index].customActions.isEmpty && screen.elements[index].traits.isDisjoint(with: triggering)
                && !facts.isTextEntry(index) && !screen.elements[index].roles.contains(.webView) {
                continue
            }
            for (check, detail) in triggers(of: index, in: facts) {
                found[check, default: []].append(subject(index, in: facts, detail: detail))
            }
        }
        let root = subject(screen.roots.first ?? 0, in: facts, detail: nil)
        var items: [ReviewItem] = []
        for check in ManualCheckCatalogue.all {
            if check.alwaysApplies {
                items.append(ReviewItem(check: check.id, file: screen.file, elements: [root]))
            } else if let elements = found[check.id] {
                items.append(ReviewItem(check: check.id, file: screen.file, elements: elements))
            }
        }
        return items
    }

    /// The triggered checks that element `index` asks for, each with what about it asked.
    static func triggers(of index: Int, in facts: ScreenFacts) -> [(check: String, detail: String?)] {
        let elements = facts.screen.elements
        let traits = elements[index].traits
        var result: [(check: String, detail: String?)] = []
        if !elements[index].customActions.isEmpty {
            let names = elements[index].customActions.map { "\"\(ScreenFacts.shorten($0))\"" }.joined(separator: ", ")
            result.append(("custom-actions", "custom actions \(names)"))
        }
        if traits.contains(.adjustable) {
            result.append(("adjustable", elements[index].value.map { "value \"\(ScreenFacts.shorten($0))\"" }))
        }
        if traits.contains(.secureTextField) {
            result.append(("secure-entry", nil))
        }
        if facts.isTextEntry(index) {
            result.append(("text-entry", nil))
        }
        let media = traits.intersection([.playsSound, .startsMediaSession])
        if !media.isEmpty {
            result.append(("media", "traits " + media.names.joined(separator: ", ")))
        }
        if traits.contains(.toggle) {
            result.append(("toggle-state", elements[index].value.map { "value \"\(ScreenFacts.shorten($0))\"" }))
        }
        if facts.isUnrecordedWebView(index) {
            result.append(("web-content", "its page is not in the recording"))
        }
        return result
    }

    static func subject(_ index: Int, in facts: ScreenFacts, detail: String?) -> ReviewItem.Subject {
        ElementReference(index, in: facts, detail: detail)
    }
}
