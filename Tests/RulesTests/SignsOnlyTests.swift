import Testing
@testable import Rules

/// `ContrastRuleSupport.isSignsOnly`: which texts are drawn signs (no text for WCAG 1.4.3, no name for a
/// button) and which are read as words.
@Suite struct SignsOnlyTests {
    @Test(arguments: ["›", "‹", "→", "•••", "▶", "☰", "★★★☆☆", "🌙", "⚙️", "\u{F101}", " » ", ": ", "…", "|", "?"])
    func signs(_ text: String) {
        #expect(ContrastRuleSupport.isSignsOnly(text))
    }

    @Test(arguments: ["", " ", "+", "-", "%", "&", "@", "#", "℃", "€", "21", "4.5 ★", "‹ Back", "Next →", "x", "OK", "a: b"])
    func words(_ text: String) {
        #expect(!ContrastRuleSupport.isSignsOnly(text))
    }

    @Test(arguments: [("🌙", true), ("⚙️", true), ("♥", true), ("☰", false), ("‹", false), ("•••", false), ("#1", false)])
    func emojiNamesNeedReview(_ label: String, _ emoji: Bool) {
        #expect(NameNotDescriptive.hasEmoji(label) == emoji)
    }
}
