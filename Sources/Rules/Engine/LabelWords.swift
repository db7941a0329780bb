/// Labels and values read as words, for the rules that judge their wording: trimming, lower-casing and
/// whole-word search (a word is a run of letters and digits, so "Tab" is not found in "Table" and "link"
/// is found in "Copy link." and "link-button").
public enum LabelWords {
    /// The text without leading and trailing whitespace and line breaks.
    public static func trimmed(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }

    /// True for a letter or digit: what words are made of.
    public static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }

    /// The words of the text, lower-cased, in order: "Double-tap to play" → ["double", "tap", "to", "play"].
    public static func words(_ text: String) -> [String] {
        if let words = asciiWords(text) { return words }
        var result: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isWordScalar(scalar) {
                current.append(scalar)
            } else if !current.isEmpty {
                result.append(String(current).lowercased())
                current = String.UnicodeScalarView()
            }
        }
        if !current.isEmpty { result.append(String(current).lowercased()) }
        return result
    }

    /// For a text of ASCII only, read as bytes: lower-cased, split on white space and joined by single spaces
    /// (what `lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")` gives: there
    /// lower-casing maps A–Z alone, white space is tab to carriage return and space, and each character is
    /// one byte), then the last bytes dropped while `trailing` holds for them; nil for any other text. Without
    /// `lowercasing`, the letters keep their case (`split(whereSeparator: \.isWhitespace).joined(separator: " ")`).
    static func asciiFolded(_ text: String, lowercasing: Bool = true,
                            trimmingTrailing trailing: (UInt8) -> Bool = { _ in false }) -> String? {
        var text = text
        return text.withUTF8 { bytes -> String? in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count)
            var pendingSpace = false
            for byte in bytes {
                guard byte < 0x80 else { return nil }
                if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
                    pendingSpace = !out.isEmpty
                    continue
                }
                if pendingSpace {
                    out.append(0x20)
                    pendingSpace = false
                }
                out.append(lowercasing && byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)
            }
            while let last = out.last, trailing(last) { out.removeLast() }
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// For a text of ASCII only, read as bytes: the number of runs between white space (tab to carriage return, and
    /// space), what `split(whereSeparator: \.isWhitespace).count` gives there; nil for any other text.
    static func asciiWordCount(_ text: String) -> Int? {
        var text = text
        return text.withUTF8 { bytes -> Int? in
            var count = 0
            var inWord = false
            for byte in bytes {
                guard byte < 0x80 else { return nil }
                let space = byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
                if !space && !inWord { count += 1 }
                inWord = !space
            }
            return count
        }
    }

    /// `words(_:)` for a text of ASCII only, read as bytes (letters and digits are the word bytes there, and
    /// lower-casing maps A–Z alone); nil for any other text.
    static func asciiWords(_ text: String) -> [String]? {
        var text = text
        return text.withUTF8 { bytes -> [String]? in
            var result: [String] = []
            var start = -1
            func word(_ end: Int) -> String {
                String(unsafeUninitializedCapacity: end - start) { buffer in
                    for offset in 0..<(end - start) {
                        let byte = bytes[start + offset]
                        buffer[offset] = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
                    }
                    return end - start
                }
            }
            for index in bytes.indices {
                let byte = bytes[index]
                guard byte < 0x80 else { return nil }
                let folded = byte | 0x20
                let isWord = (byte >= 0x30 && byte <= 0x39) || (folded >= 0x61 && folded <= 0x7A)
                if isWord {
                    if start < 0 { start = index }
                } else if start >= 0 {
                    result.append(word(index))
                    start = -1
                }
            }
            if start >= 0 { result.append(word(bytes.count)) }
            return result
        }
    }

    /// The position of `phrase` (lower-case words) as consecutive whole words of `words`, or nil.
    public static func find(_ phrase: [String], in words: [String]) -> Int? {
        guard !phrase.isEmpty, words.count >= phrase.count else { return nil }
        for start in 0...(words.count - phrase.count) where words[start] == phrase[0] {
            if Array(words[start..<(start + phrase.count)]) == phrase { return start }
        }
        return nil
    }

    /// True when `part` occurs in `text` with no letter or digit right before or after it (case-insensitive):
    /// "1.5x" in "Speed 1.5x", not "5" in "15".
    public static func containsWhole(_ part: String, in text: String) -> Bool {
        let needle = Array(part.lowercased().unicodeScalars), haystack = Array(text.lowercased().unicodeScalars)
        guard !needle.isEmpty, haystack.count >= needle.count else { return false }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            guard Array(haystack[start..<(start + needle.count)]) == needle else { continue }
            let before = start == 0 || !isWordScalar(haystack[start - 1]) || !isWordScalar(needle[0])
            let end = start + needle.count
            let after = end == haystack.count || !isWordScalar(haystack[end]) || !isWordScalar(needle[needle.count - 1])
            if before && after { return true }
        }
        return false
    }
}
