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

/// A large screen's findings name their elements by their place in the screen's table instead of holding a
/// record each; reports must not see the difference.
@Suite("Element table")
struct ElementTableTests {
    @Test("findings that name their elements in the screen's table equal those that hold records: paths, names, locations, frames, related elements, identities and fingerprints")
    func sameAsRecords() {
        let screens = ConcurrentRulesTests.fixtureScreens()
        #expect(screens.count > 50, "the fixtures were read")
        var total = 0
        var related = 0
        for screen in screens {
            let records = Engine().evaluate(ScreenFacts(screen: screen, elementTable: false)).findings
            let table = Engine().evaluate(ScreenFacts(screen: screen, elementTable: true)).findings
            #expect(table == records, "\(screen.file)")
            #expect(table.map(\.path) == records.map(\.path), "\(screen.file)")
            #expect(table.map(\.label) == records.map(\.label), "\(screen.file)")
            #expect(table.map(\.identifier) == records.map(\.identifier), "\(screen.file)")
            #expect(table.map(\.type) == records.map(\.type), "\(screen.file)")
            #expect(table.map(\.location) == records.map(\.location), "\(screen.file)")
            #expect(table.map(\.frame) == records.map(\.frame), "\(screen.file)")
            #expect(table.map(\.identity) == records.map(\.identity), "\(screen.file)")
            #expect(table.map(\.fingerprint) == records.map(\.fingerprint), "\(screen.file)")
            #expect(table.map { $0.related.map(\.path) } == records.map { $0.related.map(\.path) }, "\(screen.file)")
            #expect(table.map { $0.related.map(\.location) } == records.map { $0.related.map(\.location) }, "\(screen.file)")
            total += records.count
            related += records.reduce(0) { $0 + $1.related.count }
        }
        #expect(total > 100, "the fixtures have findings to compare")
        #expect(related > 10, "the fixtures have related elements to compare")
    }

    @Test("changing a finding's element on a table gives it a record of its own and leaves the table's element as it was")
    func settersLeaveTheTable() throws {
        let screen = try #require(ConcurrentRulesTests.fixtureScreens().first { screen in
            Engine().evaluate(ScreenFacts(screen: screen, elementTable: true)).findings.count >= 2
        })
        let findings = Engine().evaluate(ScreenFacts(screen: screen, elementTable: true)).findings
        var changed = findings[0]
        let path = findings[0].path
        changed.path = "Elsewhere/Button[9]"
        changed.label = "Changed"
        #expect(changed.path == "Elsewhere/Button[9]")
        #expect(changed.label == "Changed")
        #expect(changed.location == findings[0].location)
        #expect(changed != findings[0])
        #expect(findings[0].path == path)
        #expect(screen.path(of: findings[0].elementIndex) == path)
    }
}
