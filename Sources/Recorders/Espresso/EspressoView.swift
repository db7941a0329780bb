import TreeModel

/// One view of an Espresso hierarchy as `HumanReadables.describe` writes it, Guava's `toStringHelper` form:
/// `AppCompatButton{id=2131230821, res-name=submit, desc=…, visibility=VISIBLE, width=954, height=126, …,
/// is-clickable=true, is-enabled=true, …, x=63.0, y=2106.0, text=Continue, …, child-count=0}`. Values are not
/// quoted, so a text may hold `, `: a value runs to the next `, key=` of a key that `describe` writes after it.
struct EspressoView: Sendable {
    /// The keys `describe` writes, in its order.
    static let keys = [
        "id", "res-name", "desc", "visibility", "width", "height", "has-focus", "has-focusable", "has-window-focus",
        "is-clickable", "is-enabled", "is-focused", "is-focusable", "is-layout-requested", "is-selected",
        "layout-params", "tag", "root-is-layout-requested", "has-input-connection", "editor-info", "x", "y", "text",
        "error-text", "hint", "input-type", "ime-target", "has-links", "is-checked", "child-count",
    ]
    static let order: [String: Int] = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) })

    /// The simple class name (`AppCompatImageButton`).
    var className: String
    var values: [String: String] = [:]

    /// `Name{key=value, …}` (anything after the closing brace, such as a problem marker, passed over); nil
    /// when the text is not one.
    static func parse(_ text: Substring) -> EspressoView? {
        guard let open = text.firstIndex(of: "{"), let close = text.lastIndex(of: "}"), open < close else { return nil }
        let name = text[..<open]
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" || $0 == "." }) else { return nil }
        var view = EspressoView(className: String(name.split(separator: ".").last ?? name))
        var rest = text[text.index(after: open)..<close]
        var rank = -1
        while !rest.isEmpty {
            guard let equals = rest.firstIndex(of: "="), let keyRank = order[String(rest[..<equals])], keyRank > rank else { return nil }
            let key = String(rest[..<equals])
            rank = keyRank
            let valueStart = rest.index(after: equals)
            // The value ends at the first `, key=` of a later key.
            var end = rest.endIndex
            var search = valueStart
            while let comma = rest[search...].firstRange(of: ", ") {
                let after = rest[comma.upperBound...]
                if let nextEquals = after.firstIndex(of: "="), let next = order[String(after[..<nextEquals])], next > keyRank {
                    end = comma.lowerBound
                    break
                }
                search = comma.upperBound
            }
            view.values[key] = String(rest[valueStart..<end])
            rest = end == rest.endIndex ? rest[end...] : rest[rest.index(end, offsetBy: 2)...]
        }
        return view
    }

    func flag(_ key: String) -> Bool? {
        switch values[key] {
        case "true": true
        case "false": false
        default: nil
        }
    }

    func number(_ key: String) -> Double? {
        guard let text = values[key], let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// `null` is no text (Guava writes a null value as `null`).
    func text(_ key: String) -> String? {
        guard let text = values[key], text != "null" else { return nil }
        return text
    }

    /// `InputType`'s password variations: text (`0x80`, web `0xE0`, visible `0x90` is not) and number (`0x10`).
    var password: Bool {
        guard let type = values["input-type"].flatMap({ Int($0) }) else { return false }
        let typeClass = type & 0xF, variation = type & 0xFF0
        return (typeClass == 1 && (variation == 0x80 || variation == 0xE0)) || (typeClass == 2 && variation == 0x10)
    }
}
