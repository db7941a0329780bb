import Foundation
import Pipeline
import Testing

/// Outputs are consumed in item order whatever the number of jobs, the window and the time each item takes,
/// and the run ends (a missed wake-up would hang it; the time limit makes that a failure).
@Suite struct OrderedParallelMapTests {
    @Test(.timeLimit(.minutes(1)), arguments: [1, 2, 3, 4])
    func orderAndCompletion(jobs: Int) {
        for window in [1, 2, 3, 16] {
            for count in [0, 1, 2, 7, 200] {
                var seed: UInt64 = UInt64(jobs * 1_000 + window * 10 + count)
                // Uneven work: some items take far longer than their neighbours, so outputs finish out of order.
                let delays: [UInt32] = (0..<count).map { _ in
                    seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    return UInt32(seed >> 59) * 40
                }
                var consumed: [Int] = []
                OrderedParallelMap.run(count: count, jobs: jobs, window: window, work: { index in
                    usleep(delays[index])
                    return index * index
                }, consume: { index, output in
                    #expect(output == index * index)
                    consumed.append(index)
                })
                #expect(consumed == Array(0..<count), "jobs \(jobs), window \(window), count \(count)")
            }
        }
    }
}
