import Foundation
import Recorders
import Testing
import TestSupport
import TreeModel
@testable import Rules

/// A very large screen's rules run on several threads; what they give must not depend on it.
@Suite("Concurrent rules")
struct ConcurrentRulesTests {
    /// Every fixture recording, read.
    static func fixtureScreens() -> [Screen] {
        let root = PackagePaths.fixtureTrees
        let found = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        return found.filter { $0.hasSuffix(".json") || $0.hasSuffix(".xml") }.sorted().map { name in
            RecordingReader.read(contentsOf: root.appendingPathComponent(name).path)
        }.filter { $0.status == .ok && !$0.elements.isEmpty }
    }

    @Test("the rules of a screen run on several threads give the same findings, in the same order, with the same fingerprints and outcomes as on one")
    func sameAsOneThread() {
        let screens = Self.fixtureScreens()
        #expect(screens.count > 50, "the fixtures were read")
        var concurrent = Engine()
        concurrent.jobs = 3
        concurrent.concurrentFrom = 0
        var total = 0
        for screen in screens {
            let one = Engine().evaluate(ScreenFacts(screen: screen))
            let several = concurrent.evaluate(ScreenFacts(screen: screen))
            #expect(several.findings == one.findings, "\(screen.file)")
            #expect(several.findings.map(\.fingerprint) == one.findings.map(\.fingerprint), "\(screen.file)")
            #expect(several.outcomes == one.outcomes, "\(screen.file)")
            total += one.findings.count
        }
        #expect(total > 100, "the fixtures have findings to compare")
    }
}
