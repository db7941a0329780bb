import Dispatch
import Foundation

/// Runs `work` on items `0..<count` on `jobs` threads and hands the outputs to `consume` on the calling
/// thread, in item order, as soon as each is ready. At most `window` items are in flight beyond the last
/// one consumed, so memory stays bounded however many items there are, and the order of consumption (and
/// so of any output) does not depend on the number of jobs. With one job everything runs on the calling
/// thread, one item at a time.
public enum OrderedParallelMap {
    public static func run<Output: Sendable>(count: Int, jobs: Int, window: Int? = nil,
                                      work: @escaping @Sendable (Int) -> Output,
                                      consume: (Int, Output) -> Void) {
        guard count > 0 else { return }
        let workers = max(1, min(jobs, count))
        if workers == 1 {
            for index in 0..<count { consume(index, work(index)) }
            return
        }
        let state = OrderedState<Output>(count: count, window: window ?? workers * 16)
        let group = DispatchGroup()
        for _ in 0..<workers {
            DispatchQueue.global().async(group: group) {
                while let index = state.claim() {
                    state.put(work(index), at: index)
                }
            }
        }
        for index in 0..<count {
            consume(index, state.take(index))
        }
        group.wait()
    }
}

/// The shared state of one run: the next item to claim, finished outputs not yet consumed.
private final class OrderedState<Output: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var next = 0
    private var consumed = 0
    private var slots: [Int: Output] = [:]
    private let count: Int
    private let window: Int

    init(count: Int, window: Int) {
        self.count = count
        self.window = max(1, window)
    }

    /// The next item to work on, waiting while the window is full; nil when all are claimed.
    func claim() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while next < count && next >= consumed + window { condition.wait() }
        guard next < count else { return nil }
        next += 1
        return next - 1
    }

    /// Stores an output; wakes the waiting threads only when the consumer waits for this very item (each
    /// needless wake-up is a context switch, two per item when every output woke everyone).
    func put(_ output: Output, at index: Int) {
        condition.lock()
        slots[index] = output
        if index == consumed { condition.broadcast() }
        condition.unlock()
    }

    /// Waits for item `index` and removes it; wakes the workers when one may be waiting for room in the window.
    func take(_ index: Int) -> Output {
        condition.lock()
        defer { condition.unlock() }
        while slots[index] == nil { condition.wait() }
        let output = slots.removeValue(forKey: index)!
        let windowWasFull = next < count && next >= consumed + window
        consumed = index + 1
        if windowWasFull { condition.broadcast() }
        return output
    }
}
