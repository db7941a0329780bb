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

    /// Runs `make` for each part `0..<count` on `jobs` threads (the calling one among them) and hands each result
    /// to `consume` on the calling thread, in part order, as soon as it and those before it are made. The calling
    /// thread consumes the next part when it is ready and otherwise makes one itself, so `jobs` threads are busy
    /// and none sits waiting to be woken for each part (a thread of its own for consuming made a third thread on
    /// two cores, and a wake-up per screen). At most `window` parts are made and not yet consumed, so memory stays
    /// bounded however many parts there are, and the order of consumption (and so of any output) does not depend
    /// on the number of jobs. With one job, everything runs on the calling thread, one part at a time.
    public static func stream(count: Int, jobs: Int, window: Int, _ make: @escaping @Sendable (Int) -> Result,
                              consume: (Result) -> Void) {
        guard count > 0 else { return }
        let workers = min(jobs, count)
        guard workers > 1 else {
            for part in 0..<count { consume(make(part)) }
            return
        }
        let ring = StreamRing<Result>(count: count, size: max(1, window))
        let group = DispatchGroup()
        for _ in 1..<workers {
            DispatchQueue.global().async(group: group) {
                while let position = ring.claim() {
                    ring.put(make(position), at: position)
                }
            }
        }
        for position in 0..<count {
            // The calling thread makes parts while the one to consume is not ready. It waits only when no part
            // can be claimed: then every permit is held by a claimed part, so the one to consume (the earliest
            // not consumed) is claimed, and by another thread, since this one puts what it claims at once.
            while !ring.isReady(position) {
                guard let part = ring.claim(waiting: false) else { break }
                ring.put(make(part), at: part)
            }
            consume(ring.take(position))
            ring.consumed()
        }
        group.wait()
    }
}

/// The parts of one `OrderedSlots.stream` made and not yet consumed, in a ring of `size` slots: part `p` sits in
/// slot `p % size`. A part is claimed only with a permit (one per slot, given back when a part is consumed), so
/// parts are claimed in order, slot `p % size` is free when part `p` is claimed, and the next part to consume
/// always holds a permit or gets the next one given back: the consumer never waits for a part that cannot start.
private final class StreamRing<Result: Sendable>: @unchecked Sendable {
    private let lock = DispatchSemaphore(value: 1)
    private let permits: DispatchSemaphore
    /// Signalled when the slot's part is put.
    private let ready: [DispatchSemaphore]
    private var slots: [Result?]
    private var next = 0
    private let count: Int

    init(count: Int, size: Int) {
        self.count = count
        permits = DispatchSemaphore(value: size)
        ready = (0..<size).map { _ in DispatchSemaphore(value: 0) }
        slots = [Result?](repeating: nil, count: size)
    }

    /// The next part, waiting for a permit (or, unless `waiting`, nil when none is free); nil when every part is
    /// claimed.
    func claim(waiting: Bool = true) -> Int? {
        if waiting {
            permits.wait()
        } else if permits.wait(timeout: .now()) == .timedOut {
            return nil
        }
        lock.wait()
        defer { lock.signal() }
        guard next < count else {
            permits.signal()
            return nil
        }
        next += 1
        return next - 1
    }

    func put(_ result: Result, at position: Int) {
        lock.wait()
        slots[position % slots.count] = result
        lock.signal()
        ready[position % ready.count].signal()
    }

    /// Whether part `position` is put (read under the lock, so a put on another thread is seen whole).
    func isReady(_ position: Int) -> Bool {
        lock.wait()
        defer { lock.signal() }
        return slots[position % slots.count] != nil
    }

    /// Waits for part `position` and empties its slot.
    func take(_ position: Int) -> Result {
        ready[position % ready.count].wait()
        lock.wait()
        defer { lock.signal() }
        let taken = slots[position % slots.count]!
        slots[position % slots.count] = nil
        return taken
    }

    /// Gives back the permit of the part just consumed.
    func consumed() {
        permits.signal()
    }
}
