/// What a recording format can carry: the evidence its files may hold and the unit of its frames. A rule
/// that needs evidence a recording lacks does not run on it ("not run"), never a finding or a silent pass.
public struct RecorderCapabilities: Sendable, Hashable {
    /// Kinds of evidence a format may carry.
    public struct Evidence: OptionSet, Sendable, Hashable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Accessibility traits (recorded, or derived from types the format names).
        public static let traits = Evidence(rawValue: 1 << 0)
        /// Which elements are headers.
        public static let headers = Evidence(rawValue: 1 << 1)
        /// Accessibility hints.
        public static let hints = Evidence(rawValue: 1 << 2)
        /// Placeholders kept apart from values.
        public static let placeholders = Evidence(rawValue: 1 << 3)
        /// Names of custom actions.
        public static let customActions = Evidence(rawValue: 1 << 4)
        /// Accessibility (or resource) identifiers.
        public static let identifiers = Evidence(rawValue: 1 << 5)
        /// Frames as laid out, not clipped to the screen or a scrolling container.
        public static let unclippedFrames = Evidence(rawValue: 1 << 6)
        /// Frame sizes in points (the frames are in points, or pixels with a known density).
        public static let pointSizes = Evidence(rawValue: 1 << 7)
        /// Values as the app set them (`accessibilityValue`), not made up by the recorder (WebDriverAgent gives
        /// a static text its label as value).
        public static let values = Evidence(rawValue: 1 << 8)
        /// The on/off state of switches, toggles and checkboxes (a value, or a checked or selected state).
        public static let toggleStates = Evidence(rawValue: 1 << 9)
        /// A screenshot paired with the tree (PNG, or JPEG measured as lossy), placed in its coordinates (see `Screen.screenshot`):
        /// never a format's own capability, added per screen when the pairing succeeds.
        public static let screenshot = Evidence(rawValue: 1 << 10)

        /// Every kind, with the phrase messages use for it, in bit order.
        public static let named: [(evidence: Evidence, phrase: String)] = [
            (.traits, "traits"), (.headers, "headers"), (.hints, "hints"),
            (.placeholders, "placeholders apart from values"), (.customActions, "custom actions"),
            (.identifiers, "identifiers"), (.unclippedFrames, "unclipped frames"), (.pointSizes, "sizes in points"),
            (.values, "values as the app set them"), (.toggleStates, "toggle states"),
            (.screenshot, "a paired screenshot"),
        ]

        /// `traits, headers`: the phrases of the kinds in this set, in bit order.
        public var phrases: [String] { Evidence.named.filter { contains($0.evidence) }.map(\.phrase) }
    }

    /// How a format lists its tree, where that changes what a rule may conclude from it.
    public struct Listing: OptionSet, Sendable, Hashable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// An empty field's hint is recorded as its text (Android before API 26, where the hint went once people
        /// typed): a hint names nothing, and an empty text means no hint. Rico, recorded on Android 6.
        public static let hintsAsText = Listing(rawValue: 1 << 0)
        /// Image views are listed whether the screen reader reaches them or not, without saying which: XCUITest's
        /// `debugDescription` prints XCTest's snapshot, and so does an Appium page source from before WebDriverAgent
        /// wrote `accessible` (3.8; with it, the page source says which; idb and AXe list accessibility elements
        /// only).
        public static let imagesNotReached = Listing(rawValue: 1 << 1)
        /// The root's children are the windows on screen, each top view one window (uiautomator dumps and Appium's
        /// UiAutomator2 page sources).
        public static let windowsAtTop = Listing(rawValue: 1 << 2)
    }

    /// The unit of a format's frames.
    public enum FrameUnit: String, Sendable, Hashable {
        /// Points (iOS).
        case points = "pt"
        /// Device pixels (Android); sizes need the density to become dp.
        case pixels = "px"
        /// Density-independent pixels (Android frames converted with the device density).
        case densityIndependentPixels = "dp"
    }

    /// What the format's files can hold.
    public var evidence: Evidence
    public var frameUnit: FrameUnit
    /// True when the recorder rounds frames to whole units (WebDriverAgent's `CGRectIntegral`: origin floored,
    /// far edge ceiled, so a recorded size is at least the real one and under 2 units more). Size rules say
    /// so, and a size at or just over a threshold is a needs-review item, not a pass.
    public var roundedFrames: Bool
    /// Device pixels per point or dp, when the recording or the user says it; nil when unknown (frames in
    /// pixels then cannot become sizes in points or dp).
    public var density: Double?
    /// How the format lists its tree (none of these for most formats).
    public var listing: Listing

    public init(evidence: Evidence, frameUnit: FrameUnit, roundedFrames: Bool = false, density: Double? = nil,
                listing: Listing = []) {
        self.evidence = evidence
        self.frameUnit = frameUnit
        self.roundedFrames = roundedFrames
        self.density = density
        self.listing = listing
    }

    /// Every kind of evidence, frames in points: what a full idb recording can say.
    public static let everything = RecorderCapabilities(
        evidence: [.traits, .headers, .hints, .placeholders, .customActions, .identifiers, .unclippedFrames, .pointSizes,
                   .values, .toggleStates],
        frameUnit: .points)
}
