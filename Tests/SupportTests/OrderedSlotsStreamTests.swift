import Dispatch
import Support
import Testing

/// Parts made on several threads reach the consumer in part order, each once, with no more than the window made
/// ahead of what was consumed.
@Suite struct OrderedSlotsStreamTests {
    /// Counts the parts made and not yet consumed, and the most there ever were.
    final class Ahead: @unchecked Sendable {
        private let lock = DispatchSemaphore(value: 1)
        private var current = 0
        private(set) var most = 0

        func made() {
            lock.wait()
            current += 1
            most = max(most, current)
            lock.signal()
        }

        func consumed() {
            lock.wait()
            current -= 1
            lock.signal()
        }
    }

    @Test("in order, each part once, within the window", arguments: [(1, 1), (2, 1), (2, 8), (3, 2), (4, 5)])
    func orderAndWindow(jobs: Int, window: Int) {
        let ahead = Ahead()
        var consumed: [Int] = []
        OrderedSlots<Int>.stream(count: 200, jobs: jobs, window: window) { part in
            ahead.made()
            // Later parts often finish first: a few microseconds of work for some parts only.
            if part % 7 == 0 { usleepWork(part) }
            return part * 3
        } consume: { value in
            consumed.append(value)
            ahead.consumed()
        }
        #expect(consumed == (0..<200).map { $0 * 3 })
        #expect(ahead.most <= max(1, jobs > 1 ? window : 1), "\(ahead.most) parts made ahead with a window of \(window)")
    }

    @Test("no parts: nothing made, nothing consumed")
    func empty() {
        var consumed = 0
        OrderedSlots<Int>.stream(count: 0, jobs: 2, window: 4) { _ in 1 } consume: { _ in consumed += 1 }
        #expect(consumed == 0)
    }
}

/// Spins a little, so that the part takes longer than its neighbours.
private func usleepWork(_ seed: Int) {
    var value = UInt64(seed) | 1
    for _ in 0..<20_000 { value = value &* 6_364_136_223_846_793_005 &+ 1 }
    if value == 0 { print("") }
}
