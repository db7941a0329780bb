import Dispatch
import Foundation
import Reports
import Rules
import TreeModel

/// Reads and checks recordings on `jobs` threads. Each screen is read, checked and released by one
/// worker; only its summary, findings and review items are kept, in input order, so the output does not
/// depend on the number of jobs.
enum ParallelChecker {
    struct Result: Sendable {
        var summary: ScreenSummary
        var findings: [Finding]
        /// What a person must still check on this screen (empty unless it was read).
        var reviewItems: [ReviewItem]
    }

    static func run(_ inputs: [InputCollector.Input], engine: Engine, jobs: Int,
                    standardInput: @escaping @Sendable () -> [UInt8]) -> [Result] {
        let store = ResultStore(count: inputs.count)
        let workers = max(1, min(jobs, inputs.count))
        let work: @Sendable (Int) -> Void = { _ in
            while let index = store.claim() {
                let input = inputs[index]
                let screen: Screen
                if let path = input.path {
                    screen = RecordingReader.read(contentsOf: path, displayPath: input.displayPath)
                } else {
                    screen = RecordingReader.read(bytes: standardInput(), file: "-")
                }
                var findings: [Finding] = []
                var reviewItems: [ReviewItem] = []
                if screen.status == .ok, !screen.elements.isEmpty {
                    // Built once for the rules and the manual-check triggers.
                    let facts = ScreenFacts(screen: screen)
                    findings = engine.check(facts)
                    reviewItems = ManualCheckTriggers.review(facts)
                }
                store.put(Result(summary: ScreenSummary(screen), findings: findings, reviewItems: reviewItems), at: index)
            }
        }
        if workers == 1 {
            work(0)
        } else {
            DispatchQueue.concurrentPerform(iterations: workers, execute: work)
        }
        return store.results()
    }
}

/// Hands out input indices and collects results under a lock.
private final class ResultStore: @unchecked Sendable {
    private let lock = NSLock()
    private var nextIndex = 0
    private var slots: [ParallelChecker.Result?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func claim() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard nextIndex < slots.count else { return nil }
        nextIndex += 1
        return nextIndex - 1
    }

    func put(_ result: ParallelChecker.Result, at index: Int) {
        lock.lock()
        slots[index] = result
        lock.unlock()
    }

    func results() -> [ParallelChecker.Result] {
        lock.lock()
        defer { lock.unlock() }
        return slots.map { $0! }
    }
}
