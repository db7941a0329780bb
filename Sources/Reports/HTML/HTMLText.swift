/// The one way a recorded string (label, identifier, value, file name, message) reaches the HTML report:
/// escaped for the slot it goes in. Recorded text goes only in element text and double-quoted attribute
/// values (never in scripts, styles, comments, ids or URLs), and both use `escape`, which also makes it safe
/// as SVG text. Ids are made from indices only; URLs only from the rule catalogue (`safeURL`).
public enum HTMLText {
    /// At most this many characters of one recorded string are shown; the rest is counted.
    public static let maxCharacters = 300

    /// `& < > " '` as entities; every other character as it is.
    public static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A recorded string as shown: control, format (bidi, zero-width), line and paragraph separators and the
    /// object replacement character as visible `⟨U+202E⟩` tokens, cut after `maxCharacters` characters with
    /// a count of the rest; then escaped. Tab and line feed stay.
    public static func display(_ text: String) -> String {
        // Printable ASCII, tab and line feed, within the limit: nothing is hidden or cut.
        if text.utf8.count <= maxCharacters, text.utf8.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x09 || $0 == 0x0A }) {
            return escape(text)
        }
        var out = ""
        var count = 0
        for character in text {
            if count == maxCharacters {
                let rest = text.count - maxCharacters
                out += "… (\(rest) more character\(rest == 1 ? "" : "s"))"
                break
            }
            count += 1
            for scalar in character.unicodeScalars {
                if isHidden(scalar) {
                    out += "⟨U+" + hex(scalar.value) + "⟩"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return escape(out)
    }

    /// Text with Markdown code spans (`` `x` ``) as `<code>`, the rest escaped (rule texts: how to fix).
    public static func withCode(_ text: String) -> String {
        let parts = text.split(separator: "`", omittingEmptySubsequences: false)
        guard parts.count >= 3, parts.count % 2 == 1 else { return display(text) }
        var out = ""
        for (index, part) in parts.enumerated() {
            out += index % 2 == 1 ? "<code>" + display(String(part)) + "</code>" : display(String(part))
        }
        return out
    }

    /// A recorded string as element text, isolated from the text around it (`<bdi>`).
    public static func label(_ text: String) -> String { "<bdi>" + display(text) + "</bdi>" }

    static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        // Tab, line feed, and the joiners that emoji sequences and some scripts need.
        if scalar == "\t" || scalar == "\n" || scalar == "\u{200C}" || scalar == "\u{200D}" { return false }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned: return true
        default: return scalar.value == 0xFFFC
        }
    }

    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// A number for SVG and text: at most two decimals, no exponent, no `-0`; nil when it is not finite.
    public static func number(_ value: Double) -> String? {
        guard value.isFinite, abs(value) < 1e12 else { return nil }
        var hundredths = (value * 100).rounded()
        if hundredths == 0 { hundredths = 0 }
        let negative = hundredths < 0
        let magnitude = Int64(abs(hundredths))
        var out = negative ? "-" : ""
        out += String(magnitude / 100)
        let fraction = magnitude % 100
        if fraction != 0 {
            out += "." + (fraction < 10 ? "0" : "") + String(fraction)
            while out.hasSuffix("0") { out.removeLast() }
        }
        return out
    }

    /// `url` when it is an `https:` address with nothing that could end the attribute or start markup, escaped
    /// for an attribute; nil otherwise (the text is then shown without a link).
    public static func safeURL(_ url: String) -> String? {
        guard url.hasPrefix("https://"), url.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F }) else { return nil }
        return escape(url)
    }

    /// A string as one percent-encoded URL path segment (RFC 3986 unreserved characters kept).
    public static func urlSegment(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let digits = String(byte, radix: 16, uppercase: true)
                out += "%" + (digits.count == 1 ? "0" : "") + digits
            }
        }
        return out
    }
}
