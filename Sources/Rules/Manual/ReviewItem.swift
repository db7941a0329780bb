import TreeModel

/// One manual check asked of one screen, with the elements that asked for it: what a person must review on
/// a device. Made by `ManualCheckTriggers.review(_:)` while the screen is still in memory, so reports can name
/// the elements after the screen is released.
public struct ReviewItem: Sendable, Hashable {
    /// One element that the check is about.
    public struct Subject: Sendable, Hashable {
        /// `Application/Group[1]/Switch[2]`
        public var path: String
        public var label: String?
        public var identifier: String?
        /// The type for messages (`Element.displayType`).
        public var type: String
        /// Where the element's JSON object starts in the recording.
        public var location: SourceLocation
        /// What about the element asked for the check, when there is more to say than its type: the names of
        /// its custom actions, its value, its media traits.
        public var detail: String?

        public init(path: String, label: String?, identifier: String?, type: String, location: SourceLocation,
                    detail: String? = nil) {
            self.path = path
            self.label = label
            self.identifier = identifier
            self.type = type
            self.location = location
            self.detail = detail
        }

        /// How the element is named in messages: `Switch "Wi-Fi"`, `Button with identifier "close"` or
        /// `unlabelled Slider at Application/Slider[1]`.
        public var name: String {
            if let label { return "\(type) \"\(ScreenFacts.shorten(label))\"" }
            if let identifier { return "\(type) with identifier \"\(ScreenFacts.shorten(identifier))\"" }
            return "unlabelled \(type) at \(ScreenFacts.shortPath(path))"
        }
    }

    /// The `ManualCheck.id`: `secure-entry`.
    public var check: String
    /// The recording, as named on the command line.
    public var file: String
    /// The elements that asked for the check, in reading order. For a check that always applies, the screen's
    /// root element (the check is about the whole screen).
    public var elements: [Subject]
    /// Stable across re-recordings: the check and the screen file (a check is asked at most once per screen).
    public var fingerprint: String

    public init(check: String, file: String, elements: [Subject]) {
        self.check = check
        self.file = file
        self.elements = elements
        self.fingerprint = Fingerprint.hash(rule: "manual/" + check, file: file, identity: "screen")
    }

    /// The catalogue entry. Traps on an id that is not in the catalogue: items are only made from it.
    public var manualCheck: ManualCheck {
        guard let check = ManualCheckCatalogue.check(id: check) else {
            preconditionFailure("\(self.check) is not in ManualCheckCatalogue.all")
        }
        return check
    }
}
