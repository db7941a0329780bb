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
        guard label.utf8.contains(where: { $0 == 0xEE || $0 == 0xEF || $0 == 0xF3 || $0 == 0xF4 }) else { return false }
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
