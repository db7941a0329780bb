import TreeModel

/// One manual check asked of one screen, with the elements that asked for it: what a person must review on
/// a device. Made by `ManualCheckTriggers.review(_:)` while the screen is still in memory, so reports can name
/// the elements after the screen is released.
public struct ReviewItem: Sendable, Hashable {
    /// One element that the check is about.
    public typealias Subject = ElementReference

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
