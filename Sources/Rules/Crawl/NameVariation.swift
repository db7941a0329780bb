/// When two names of one control differ only as its state changes, not as its identity does: a play/pause
/// toggle, a counter in the name, a selected tab (`Home, selected`), a case or punctuation change. The crawl
/// rules compare names by their `canonical` form, and a difference that survives it is a different name.
public enum NameVariation {
    /// The words of `name` that say what the control is: lowercased, numbers and state words left out, and
    /// each word of a toggling pair (`pause`, `unmute`, `hide`, `remove`) replaced by its other half.
    public static func canonical(_ name: String) -> [String] {
        var words: [String] = []
        var word = ""
        func end() {
            defer { word = "" }
            guard !word.isEmpty, !word.allSatisfy(\.isNumber), !stateWords.contains(word) else { return }
            words.append(toggles[word] ?? word)
        }
        for character in name.lowercased() {
            if character.isLetter || character.isNumber { word.append(character) } else if character != "'" && character != "’" { end() }
        }
        end()
        return words
    }

    /// Whether `a` and `b` name the same control in another state: the same canonical words, or the same
    /// before a first comma that one of them has (`Menu` and `Menu, Highlighted`, `Inbox, 3 new`: what follows
    /// the comma is the control's state).
    public static func sameControl(_ a: String?, _ b: String?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return key(a) == key(b)
    }

    /// What `sameControl` compares: the canonical words before the first comma (all of them without one).
    public static func key(_ name: String) -> [String] {
        let head = name.firstIndex(of: ",").map { String(name[..<$0]) } ?? name
        let words = canonical(head)
        return words.isEmpty ? canonical(name) : words
    }

    /// Words that say a state, a position or a role, not what the control does.
    static let stateWords: Set<String> = ["selected", "not", "unselected", "checked", "unchecked", "on", "off", "active",
                                          "inactive", "current", "tab", "of", "button", "expanded", "collapsed", "new",
                                          "unread", "items", "item", "notification", "notifications", "badge", "double",
                                          "tap", "to", "from", "activate", "enabled", "disabled", "pressed", "toggle",
                                          "switch", "the", "highlighted", "badged"]

    /// Each word of a pair that a toggling control says in turn, mapped to one of the two.
    static let toggles: [String: String] = [
        "pause": "play", "unmute": "mute", "hide": "show", "collapse": "expand", "stop": "start", "unfollow": "follow",
        "unlike": "like", "unfavorite": "favorite", "unfavourite": "favourite", "close": "open", "unlock": "lock",
        "remove": "add", "deselect": "select", "unselect": "select", "disable": "enable", "less": "more", "unpin": "pin",
        "unstar": "star", "unsave": "save", "unbookmark": "bookmark", "exit": "enter", "minimize": "maximize",
        "minimise": "maximise", "done": "edit", "resume": "play", "record": "start", "unsubscribe": "subscribe",
        "unarchive": "archive", "undo": "redo", "disconnect": "connect", "logout": "login", "signout": "signin",
        "mark": "mark", "unmark": "mark", "unread": "read", "dislike": "like", "shuffle": "shuffle", "repeat": "repeat",
    ]
}
