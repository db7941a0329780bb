import TreeModel

/// Words that name an action no larger target around it can do: a row or card opens, scrolls or selects, while a
/// control inside it named "close", "delete" or "favourite" does something else. WCAG 2.5.8's *equivalent*
/// exception asks for a larger target with the same function, so such a control is a target of its own
/// (`ScreenFacts.enclosingTarget`). Read from the element's label and identifier, split into words (an Android
/// resource id's name after the `/`, on `_`, `-`, `.` and lower-to-upper case changes): the identifier is what
/// tells an unnamed icon apart (`top_bar_close_button`, `li_article_favorite`, `btnDelete`).
public enum DistinctAction {
    /// The action words, lower-case. Words a row's own parts carry too ("menu", "more", "item", "play") are
    /// left out: they do not prove another function.
    public static let words: Set<String> = [
        "close", "dismiss", "delete", "remove", "clear", "cancel", "favorite", "favourite", "favorites", "favourites",
        "bookmark", "like", "share", "download",
    ]

    /// The action words that the label or the identifier of `element` holds as whole words. A label the platform
    /// made of the element's descendants is read too: a row's own caption ("Favorite" beside its toggle) names what
    /// the row does; a part of it that only echoes a control inside (its description) does not (`actions(of:besides:)`).
    public static func actions(of element: Element) -> Set<String> {
        actions(labelWords: element.label.map(LabelWords.words) ?? [], identifier: element.identifier)
    }

    /// The action words among `labelWords` and the words of `identifier`.
    static func actions(labelWords: [String], identifier: String?) -> Set<String> {
        var found = Set<String>()
        for word in labelWords where words.contains(word) { found.insert(word) }
        if let identifier {
            for word in identifierWords(identifier) where words.contains(word) { found.insert(word) }
        }
        return found
    }

    /// The action words of `outer`, leaving out those of `inner`'s own label where `outer`'s label holds it among
    /// more (a row that TalkBack names from what it holds, its favourite star's description among them, has that
    /// star's words by echo, not as an action of its own).
    public static func actions(of outer: Element, besides inner: Element) -> Set<String> {
        guard let label = outer.label, let own = inner.label, label != own else {
            return actions(of: outer)
        }
        var words = LabelWords.words(label)
        let ownWords = LabelWords.words(own)
        guard let start = LabelWords.find(ownWords, in: words) else { return actions(of: outer) }
        words.removeSubrange(start..<(start + ownWords.count))
        return actions(labelWords: words, identifier: outer.identifier)
    }

    /// The words of an identifier: its part after the last `/` (an Android resource id's name), split on any
    /// byte that is not an ASCII letter or digit and before an upper-case letter that follows a lower-case one,
    /// lower-cased. "com.app:id/top_bar_closeButton" → ["top", "bar", "close", "button"].
    public static func identifierWords(_ identifier: String) -> [String] {
        let name = identifier.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? identifier
        var result: [String] = []
        var current: [UInt8] = []
        var previousLower = false
        func flush() {
            if !current.isEmpty { result.append(String(decoding: current, as: UTF8.self)) }
            current.removeAll(keepingCapacity: true)
        }
        for byte in name.utf8 {
            let upper = byte >= 0x41 && byte <= 0x5A
            let lower = byte >= 0x61 && byte <= 0x7A
            let digit = byte >= 0x30 && byte <= 0x39
            guard upper || lower || digit || byte >= 0x80 else {
                flush()
                previousLower = false
                continue
            }
            if upper && previousLower { flush() }
            current.append(upper ? byte | 0x20 : byte)
            previousLower = lower
        }
        flush()
        return result
    }
}
