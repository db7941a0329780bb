/// A page (and section) of Apple's Human Interface Guidelines that a rule rests on.
public struct HIGSource: Sendable, Hashable {
    /// `Accessibility`
    public var page: String
    /// `Buttons and controls`
    public var section: String
    public var url: String

    public init(page: String, section: String, url: String) {
        self.page = page
        self.section = section
        self.url = url
    }

    /// `HIG Accessibility: Buttons and controls`
    public var reference: String { "HIG \(page): \(section)" }

    /// Accessibility page (from Data/hig.json).
    public static func accessibility(_ section: String) -> HIGSource {
        HIGSource(page: "Accessibility", section: section,
                  url: "https://developer.apple.com/design/human-interface-guidelines/accessibility")
    }

    /// VoiceOver page (from Data/hig.json).
    public static func voiceOver(_ section: String) -> HIGSource {
        HIGSource(page: "VoiceOver", section: section,
                  url: "https://developer.apple.com/design/human-interface-guidelines/voiceover")
    }

    /// Typography page (from Data/hig.json).
    public static func typography(_ section: String) -> HIGSource {
        HIGSource(page: "Typography", section: section,
                  url: "https://developer.apple.com/design/human-interface-guidelines/typography")
    }
}
