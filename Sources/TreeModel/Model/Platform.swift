/// The platform a recording comes from.
public enum Platform: String, Sendable, Hashable {
    case iOS = "ios"
    case android

    /// The unit of sizes on this platform, as messages write it: `pt` or `dp`.
    public var sizeUnit: String { self == .android ? "dp" : "pt" }

    /// The platform's screen reader, as messages name it: `VoiceOver` or `TalkBack`.
    public var screenReader: String { self == .android ? "TalkBack" : "VoiceOver" }
}
