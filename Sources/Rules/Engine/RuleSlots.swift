import Foundation

/// The results of the rules of one screen run on several threads: the next rule to claim, and one slot per
/// rule, so the results come back in rule order whichever thread ran each.
final class RuleSlots<Result: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var slots: [Result?]

    init(count: Int) {
        slots = [Result?](repeating: nil, count: count)
    }

    /// The next rule's position, or nil when every rule is claimed.
    func claim() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < slots.count else { return nil }
        next += 1
        return next - 1
    }

    func put(_ result: Result, at position: Int) {
        lock.lock()
        slots[position] = result
        lock.unlock()
    }

    /// Every result, in position order; call once all are put.
    func taken() -> [Result] {
        lock.lock()
        defer { lock.unlock() }
        let taken = slots.map { $0! }
        slots = []
        return taken
    }
}
