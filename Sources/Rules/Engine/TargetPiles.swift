import TreeModel

/// Targets that share one frame, as the screen shows them: a pile. A finger reaches one target of a pile, each
/// lies inside the others, and a screen with thousands of identical buttons (a fuzzed or generated recording) must
/// cost one step per target, not one per pair; the size and overlap rules share this one grouping.
///
/// Frames are compared exactly; a frame that is not finite is a pile of its own.
public struct TargetPiles: Sendable {
    /// Each pile's targets in element order; the first is the pile's representative.
    public let members: [[Int]]
    /// The pile each target is in (an index into `members`).
    private let pileOf: [Int: Int]

    /// Groups `targets` (element indices in element order) by `frames[target]`.
    public init(targets: [Int], frames: [Frame]) {
        var byFrame: [Frame: Int] = [:]
        var members: [[Int]] = []
        var pileOf: [Int: Int] = [:]
        pileOf.reserveCapacity(targets.count)
        for target in targets {
            let frame = frames[target]
            if frame.isFinite, let pile = byFrame[frame] {
                members[pile].append(target)
                pileOf[target] = pile
            } else {
                if frame.isFinite { byFrame[frame] = members.count }
                pileOf[target] = members.count
                members.append([target])
            }
        }
        self.members = members
        self.pileOf = pileOf
    }

    /// The first target of each pile, in element order.
    public var representatives: [Int] { members.map { $0[0] } }

    /// The pile `target` is in (an index into `members`), or nil when it is not one of the targets.
    public func pile(of target: Int) -> Int? { pileOf[target] }

    /// The targets that share `target`'s frame, itself included, in element order.
    public func sharingFrame(with target: Int) -> [Int] {
        pileOf[target].map { members[$0] } ?? []
    }

    /// The pile `target` starts, when it is the first of its pile.
    public func pile(startedBy target: Int) -> Int? {
        guard let pile = pileOf[target], members[pile][0] == target else { return nil }
        return pile
    }
}
