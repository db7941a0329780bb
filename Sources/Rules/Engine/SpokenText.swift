/// What a screen reader can say of a label. A character from Unicode's private-use areas has no name and no
/// sound: it is an icon font's glyph (React Native's vector icons, Zomato's and many apps' own fonts, Font
/// Awesome, Material Icons drawn as text) that shows a picture and gives TalkBack's and VoiceOver's speech
/// engines nothing to read. A label made of such glyphs, spaces and invisible format characters names nothing.
public enum SpokenText {
    /// True when `label` holds no character a screen reader can speak: only private-use characters (U+E000–U+F8FF,
    /// U+F0000–U+FFFFD, U+100000–U+10FFFD), white space, and control or format characters, with at least one
    /// private-use character (an empty label is the recorder's "no label", judged as such).
    public static func isOnlyGlyphs(_ label: String) -> Bool {
        // Every private-use character is written in UTF-8 with a lead byte 0xEE or 0xEF (the BMP area) or 0xF3 or
        // 0xF4 (planes 15 and 16): a label without one of those bytes has none, and is not only glyphs.
        guard mayHoldPrivateUse(label) else { return false }
        var glyphs = false
        for scalar in label.unicodeScalars {
            if isPrivateUse(scalar) {
                glyphs = true
                continue
            }
            if scalar.properties.isWhitespace { continue }
            switch scalar.properties.generalCategory {
            case .control, .format: continue
            default: return false
            }
        }
        return glyphs
    }

    /// True when `label` is a figure and nothing else: digits, with signs and units written as symbols ("50%",
    /// "3/5", "₹ 5.49"; "-12 dB" has letters and is not one). A screen reader says the figure, which names a value
    /// (a slider's setting, a quantity, a price), not what the element is for.
    public static func isFigureOnly(_ label: String) -> Bool {
        var digits = false
        for scalar in label.unicodeScalars {
            if scalar.properties.isAlphabetic { return false }
            if scalar.properties.numericType != nil { digits = true }
        }
        return digits
    }

    /// Whether `label` holds a byte 0xEE, 0xEF, 0xF3 or 0xF4 (the lead bytes of the private-use areas), eight bytes
    /// at a time: most labels are ASCII, and a word without a byte from 0xEE up holds none.
    static func mayHoldPrivateUse(_ label: String) -> Bool {
        var label = label
        return label.withUTF8 { bytes in
            var index = 0
            let count = bytes.count
            if let base = bytes.baseAddress {
                while count - index >= 8 {
                    let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                    // A byte from 0xEE up has its top three bits set and is not 0xE0-0xED: test the word for any
                    // byte from 0xE0 up (cheap), then its bytes.
                    if word & (word << 1) & (word << 2) & 0x8080_8080_8080_8080 != 0 { break }
                    index += 8
                }
            }
            while index < count {
                let byte = bytes[index]
                if byte == 0xEE || byte == 0xEF || byte == 0xF3 || byte == 0xF4 { return true }
                index += 1
            }
            return false
        }
    }

    /// True for a character of one of Unicode's private-use areas.
    public static func isPrivateUse(_ scalar: Unicode.Scalar) -> Bool {
        // Unicode's stability policy fixes the Co category to exactly these three ranges.
        switch scalar.value {
        case 0xE000...0xF8FF, 0xF0000...0xFFFFD, 0x100000...0x10FFFD: return true
        default: return false
        }
    }

    /// The private-use characters of `label`, written as `U+E823`, joined with spaces.
    public static func glyphCodes(_ label: String) -> String {
        label.unicodeScalars.filter(isPrivateUse).map { "U+" + String($0.value, radix: 16, uppercase: true) }
            .joined(separator: " ")
    }
}
