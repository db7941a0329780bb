import Dispatch
// Not Foundation: importing it anywhere in Support would make its `String` methods (`contains`, `range(of:)`)
// win over the standard library's in every module that reads Support, and they are slower.

/// Work split into numbered parts done on several threads: the next part to claim, and one slot per part, so
/// the results come back in part order whichever thread made each (a large screen's rules, a large screen's
/// findings rendered in batches).
public final class OrderedSlots<Result: Sendable>: @unchecked Sendable {
    /// Held while the next part or a slot is read or written.
    private let lock = DispatchSemaphore(value: 1)
    private var next = 0
    private var slots: [Result?]

    public init(count: Int) {
        slots = [Result?](repeating: nil, count: count)
    }

    /// The next part's position, or nil when every part is claimed.
    public func claim() -> Int? {
        lock.wait()
        defer { lock.signal() }
        guard next < slots.count else { return nil }
        next += 1
        return next - 1
    }

    public func put(_ result: Result, at position: Int) {
        lock.wait()
        slots[position] = result
        lock.signal()
    }

    /// Every result, in position order; call once all are put.
    public func taken() -> [Result] {
        lock.wait()
        defer { lock.signal() }
        let taken = slots.map { $0! }
        slots = []
        return taken
    }

    /// Runs `make` for each part `0..<count` on up to `jobs` threads (the calling one among them) and returns
    /// the results in part order.
    public static func run(count: Int, jobs: Int, _ make: @Sendable (Int) -> Result) -> [Result] {
        let slots = OrderedSlots(count: count)
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, count))) { _ in
            while let position = slots.claim() {
                slots.put(make(position), at: position)
            }
        }
        return slots.taken()
    }
}
