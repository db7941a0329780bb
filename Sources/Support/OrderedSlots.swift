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

    /// Runs `make` for each part `0..<count` on `jobs` threads and hands each result to `consume` on the calling
    /// thread, in part order, as soon as it and those before it are made: the calling thread consumes (writes a
    /// report) while the others make the next parts. At most `window` parts are made and not yet consumed, so
    /// memory stays bounded. With one job, everything runs on the calling thread, one part at a time.
    public static func stream(count: Int, jobs: Int, window: Int, _ make: @escaping @Sendable (Int) -> Result,
                              consume: (Result) -> Void) {
        guard count > 0 else { return }
        guard jobs > 1 else {
            for part in 0..<count { consume(make(part)) }
            return
        }
        let slots = OrderedSlots(count: count)
        // A part is claimed only with a permit, so parts are claimed in order and the next one to consume always
        // holds a permit or gets the next one freed: the calling thread never waits for a part that cannot start.
        let permits = DispatchSemaphore(value: max(1, window))
        let ready = (0..<count).map { _ in DispatchSemaphore(value: 0) }
        let group = DispatchGroup()
        for _ in 0..<min(jobs, count) {
            DispatchQueue.global().async(group: group) {
                while true {
                    permits.wait()
                    guard let position = slots.claim() else {
                        permits.signal()
                        return
                    }
                    slots.put(make(position), at: position)
                    ready[position].signal()
                }
            }
        }
        for position in 0..<count {
            ready[position].wait()
            consume(slots.take(position))
            permits.signal()
        }
        group.wait()
    }

    /// The result at `position`, leaving its slot empty.
    private func take(_ position: Int) -> Result {
        lock.wait()
        defer { lock.signal() }
        let taken = slots[position]!
        slots[position] = nil
        return taken
    }
}
