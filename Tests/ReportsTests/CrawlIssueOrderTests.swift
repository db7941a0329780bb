@testable import Reports
import Rules
import Support
import Testing
import TestSupport

/// `CrawlIssue.order` sorts numbers in place of issues; it must give the order `CrawlIssue.precedes` defines.
@Suite struct CrawlIssueOrderTests {
    /// Issues with few distinct values in each key, so that every tie-break is reached: screens, occurrences,
    /// level, rule, and ids (16 hex digits as `IssueID` writes them).
    static func issues(_ count: Int, generator: inout SeededGenerator, id: (UInt64) -> String) -> [CrawlIssue] {
        let rules = ["targets-overlap", "target-size-hig", "label-missing", "duplicate-name"]
        return (0..<count).map { _ in
            let screens = Int.random(in: 1...3, using: &generator)
            let occurrences = screens + Int.random(in: 0...2, using: &generator)
            let occurrence = CrawlIssue.Occurrence(file: "a.json", location: SourceLocation(line: 1, column: 1), screen: 0, known: nil)
            return CrawlIssue(id: id(UInt64.random(in: 0...40, using: &generator) &* 0x0123_4567_89ab_cdef), rule: rules.randomElement(using: &generator)!,
                              level: Level.allCases.randomElement(using: &generator)!, outcome: .finding, message: "m",
                              type: "Button", label: nil, identifier: nil, key: "k",
                              occurrences: Array(repeating: occurrence, count: occurrences),
                              screens: (0..<screens).map { CrawlIssue.Presence(screen: $0, recordings: ["a.json"], of: 1) })
        }
    }

    @Test func theOrderIsTheOrderOfPrecedes() {
        var generator = SeededGenerator(seed: 0x0C4A_551E)
        for round in 0..<20 {
            let made = Self.issues(300 + round * 50, generator: &generator, id: Fingerprint.digits)
            let expected = made.indices.sorted { CrawlIssue.precedes(made[$0], made[$1]) }
            #expect(CrawlIssue.order(of: made) == expected)
        }
    }

    /// An id that is not 16 lowercase hex digits (a library caller's own) is compared as text, as `precedes` does.
    @Test func idsThatAreNotHexDigitsAreComparedAsText() {
        var generator = SeededGenerator(seed: 0x0C4A_551F)
        let made = Self.issues(500, generator: &generator) { value in value % 3 == 0 ? "ID-\(value)" : Fingerprint.digits(value) }
        #expect(made.contains { Fingerprint.value(of: $0.id) == nil })
        let expected = made.indices.sorted { CrawlIssue.precedes(made[$0], made[$1]) }
        #expect(CrawlIssue.order(of: made) == expected)
    }

    @Test func hexDigitsReadBackAsTheirValue() {
        for value: UInt64 in [0, 1, 0xff, 0x0123_4567_89ab_cdef, .max] {
            #expect(Fingerprint.value(of: Fingerprint.digits(value)) == value)
        }
        #expect(Fingerprint.value(of: "0123456789ABCDEF") == nil)
        #expect(Fingerprint.value(of: "0123456789abcde") == nil)
        #expect(Fingerprint.value(of: "0123456789abcdef0") == nil)
    }
}
