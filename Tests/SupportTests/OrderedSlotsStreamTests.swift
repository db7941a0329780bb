import Dispatch
import Foundation
import Support
import Testing

/// Parts made on several threads reach the consumer in part order, each once, whatever the number of jobs, the
/// window and the time each part takes, with no more than the window made ahead of what was consumed; and the
/// run ends (a missed wake-up would hang it; the time limit makes that a failure). The calling thread is one of
/// the `jobs` threads that make parts: no more threads than that make them, and it makes some itself.
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

    /// The threads that made parts.
    final class Makers: @unchecked Sendable {
        private let lock = DispatchSemaphore(value: 1)
        private var threads: [pthread_t] = []

        func made() {
            let current = pthread_self()
            lock.wait()
            if !threads.contains(where: { pthread_equal($0, current) != 0 }) { threads.append(current) }
            lock.signal()
        }

        var count: Int { threads.count }
        func contains(_ thread: pthread_t) -> Bool { threads.contains { pthread_equal($0, thread) != 0 } }
    }

    @Test(.timeLimit(.minutes(1)), arguments: [1, 2, 3])
    func callingThreadMakesParts(jobs: Int) {
        let makers = Makers()
        let caller = pthread_self()
        var consumed = 0
        // Slow parts: the calling thread finds the next part not yet made and makes one itself.
        OrderedSlots<Int>.stream(count: 60, jobs: jobs, window: 4 * jobs) { part in
            makers.made()
            usleep(2_000)
            return part
        } consume: { output in
            #expect(output == consumed)
            consumed += 1
        }
        #expect(consumed == 60)
        #expect(makers.contains(caller), "jobs \(jobs): the calling thread made no part")
        #expect(makers.count <= jobs, "jobs \(jobs): \(makers.count) threads made parts")
    }

    @Test(.timeLimit(.minutes(1)), arguments: [1, 2, 3, 4])
    func orderAndCompletion(jobs: Int) {
        for window in [1, 2, 3, 16] {
            for count in [0, 1, 2, 7, 200] {
                var seed: UInt64 = UInt64(jobs * 1_000 + window * 10 + count)
                // Uneven work: some parts take far longer than their neighbours, so they finish out of order.
                let delays: [UInt32] = (0..<count).map { _ in
                    seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    return UInt32(seed >> 59) * 40
                }
                let ahead = Ahead()
                var consumed: [Int] = []
                OrderedSlots<Int>.stream(count: count, jobs: jobs, window: window) { part in
                    ahead.made()
                    usleep(delays[part])
                    return part * part
                } consume: { output in
                    #expect(output == consumed.count * consumed.count)
                    consumed.append(consumed.count)
                    ahead.consumed()
                }
                #expect(consumed == Array(0..<count), "jobs \(jobs), window \(window), count \(count)")
                #expect(ahead.most <= window, "\(ahead.most) parts made ahead with a window of \(window), jobs \(jobs)")
            }
        }
    }
}
