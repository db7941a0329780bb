// Support: what is not about accessibility — the JSON reader and writer, file access, path globs and the
// problems found in settings files — shared by every other module.

/// Small text tests shared by the readers and the settings files.
public enum TextChecks {
    /// True when `text` is empty or only whitespace (Unicode), checked on bytes first.
    public static func isBlank(_ text: String) -> Bool {
        for byte in text.utf8 {
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D: continue
            case 0x80...: return !text.unicodeScalars.contains { !$0.properties.isWhitespace }
            default: return false
            }
        }
        return true
    }

    /// True when the bytes of `part` occur in `text`: a plain byte search for a fixed ASCII word, without the
    /// Unicode machinery of `String.contains(_:)` (a class name such as `SwitchCompat`, read once per node).
    public static func containsBytes(_ text: String, _ part: StaticString) -> Bool {
        part.withUTF8Buffer { needle in
            guard let first = needle.first else { return true }
            var text = text
            return text.withUTF8 { haystack in
                guard haystack.count >= needle.count else { return false }
                var start = 0
                while start <= haystack.count - needle.count {
                    if haystack[start] == first && needle.indices.allSatisfy({ haystack[start + $0] == needle[$0] }) {
                        return true
                    }
                    start += 1
                }
                return false
            }
        }
    }

    /// `value` as a whole number of at least `minimum` (`2` and `2.0` are both 2), or nil: fractions, numbers
    /// under the minimum and numbers beyond exact integers (2^53) are not whole numbers here.
    public static func wholeNumber(_ value: Double, atLeast minimum: Int = 1) -> Int? {
        guard value >= Double(minimum), value <= 9_007_199_254_740_992, value == value.rounded() else { return nil }
        return Int(value)
    }
}
