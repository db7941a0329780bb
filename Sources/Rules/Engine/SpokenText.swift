/// What a screen reader can say of a label. A character from Unicode's private-use areas has no name and no
/// sound: it is an icon font's glyph (React Native's vector icons, Zomato's and many apps' own fonts, Font
/// Awesome, Material Icons drawn as text) that shows a picture and gives TalkBack's and VoiceOver's speech
/// engines nothing to read. A label made of such glyphs, spaces and invisible format characters names nothing.
public enum SpokenText {
    /// True when `label` holds no character a screen reader can speak: only private-use characters (U+E000–U+F8FF,
    /// U+F0000–U+FFFFD, U+100000–U+10FFFD), white space, and control or format characters, with at least one
    /// private-use character (an empty label is the recorder's "no label", judged as such).
    public static func isOnlyGlyphs(_ label: String) -> Bool {
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
        scalar.properties.generalCategory == .privateUse
    }

    /// The private-use characters of `label`, written as `U+E823`, joined with spaces.
    public static func glyphCodes(_ label: String) -> String {
        label.unicodeScalars.filter(isPrivateUse).map { "U+" + String($0.value, radix: 16, uppercase: true) }
            .joined(separator: " ")
    }
}
