/// Why one rule did not run, over the screens of a run: each reason with the number of screens it was given
/// for, in the order first met. Small whatever the number of screens: past `kept` distinct reasons (a reason
/// that names each screen's screenshot differs on every screen), the screens are only counted.
public struct NotRunTally: Sendable, Hashable {
    /// How many distinct reasons are kept.
    public static let kept = 5

    /// The reasons kept, in the order first met, each with its number of screens.
    public private(set) var reasons: [Reason] = []
    /// Screens the rule did not run on for a reason beyond the first `kept`.
    public private(set) var otherScreens = 0

    /// One reason and the number of screens it was given for.
    public struct Reason: Sendable, Hashable {
        public var reason: String
        public var screens: Int
    }

    public init() {}

    /// Every screen the rule did not run on.
    public var screens: Int { reasons.reduce(otherScreens) { $0 + $1.screens } }

    /// Counts one screen in, for `reason`.
    public mutating func count(_ reason: String) {
        if let index = reasons.firstIndex(where: { $0.reason == reason }) {
            reasons[index].screens += 1
        } else if reasons.count < Self.kept {
            reasons.append(Reason(reason: reason, screens: 1))
        } else {
            otherScreens += 1
        }
    }
}
