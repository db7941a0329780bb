import Ledger
import Rules
import Testing
import TreeModel

@Suite struct LedgerMatchTests {
    let f = TestFindings.finding

    func entry(_ rule: String, _ screen: String, _ element: String, count: Int? = nil, reason: String = "r") -> LedgerEntry {
        LedgerEntry(rule: rule, screen: screen, element: element, count: count, reason: reason)
    }

    @Test("a finding is known only when rule, screen and element all match")
    func exactMatch() {
        let ledger = Ledger(entries: [entry("label-missing", "a.json", "id:close", reason: "APP-1")])
        let findings = [
            f("label-missing", "a.json", "id:close"),
            f("label-missing", "b.json", "id:close"),
            f("target-size-hig", "a.json", "id:close"),
            f("label-missing", "a.json", "id:close#2"),
        ]
        let match = ledger.match(findings)
        #expect(match.coveringEntryIndex == [0, nil, nil, nil])
        #expect(match.knownFindingIndices == [0])
        #expect(match.newFindingIndices == [1, 2, 3])
        #expect(match.reason(for: 0) == "APP-1")
        #expect(match.reason(for: 1) == nil)
        #expect(match.staleEntryIndices.isEmpty)
        #expect(match.coveredCount == [1])
    }

    @Test("the screen may be a glob, and paths are compared normalised")
    func globScreen() {
        let ledger = Ledger(entries: [entry("label-missing", "Recordings/settings-*.json", "id:close")])
        let match = ledger.match([
            f("label-missing", "Recordings/settings-dark.json", "id:close"),
            f("label-missing", "./Recordings/settings-light.json", "id:close"),
            f("label-missing", "Recordings/old/settings-dark.json", "id:close"),
        ])
        #expect(match.coveringEntryIndex == [0, 0, nil])
        #expect(Ledger(entries: [entry("label-missing", "./Recordings//a.json", "id:x")])
            .match([f("label-missing", "Recordings/a.json", "id:x")]).knownFindingIndices == [0])
    }

    @Test("an entry that matches nothing is stale, with its place")
    func stale() throws {
        let ledger = try TestFindings.ledger("""
            {"entries": [
              {"element": "id:close", "reason": "r", "rule": "label-missing", "screen": "a.json"},
              {"element": "id:gone", "reason": "r", "rule": "label-missing", "screen": "a.json"}
            ], "version": 1}
            """)
        let match = ledger.match([f("label-missing", "a.json", "id:close")])
        #expect(match.staleEntryIndices == [1])
        #expect(match.staleEntries.map(\.location) == [SourceLocation(line: 3, column: 3)])
        #expect(match.staleEntries.first?.staleMessage
            == "ledger entry for label-missing on id:gone in a.json matches no finding; if the problem is fixed, delete the entry (or run 'a11y-crawl ledger prune')")
        #expect(match.newFindingIndices.isEmpty)
    }

    @Test("entries for screens not checked or rules not run are out of scope, not stale")
    func scope() {
        let ledger = Ledger(entries: [
            entry("label-missing", "a.json", "id:gone"),
            entry("label-missing", "b.json", "id:gone"),
            entry("reading-order", "a.json", "id:gone"),
            entry("label-missing", "Recordings/*.json", "id:gone"),
            entry("label-missing", "Other/*.json", "id:gone"),
        ])
        let everything = ledger.match([])
        #expect(everything.staleEntryIndices == [0, 1, 2, 3, 4])
        let partial = ledger.match([], checkedScreens: ["./a.json", "Recordings/x.json"], checkedRules: ["label-missing"])
        #expect(partial.staleEntryIndices == [0, 3])
        #expect(partial.outOfScopeEntryIndices == [1, 2, 4])
        let pruned = ledger.pruned(for: [], checkedScreens: ["a.json", "Recordings/x.json"], checkedRules: ["label-missing"])
        #expect(pruned.entries == [ledger.entries[1], ledger.entries[2], ledger.entries[4]])
    }

    @Test("count covers at most that many findings; the rest are new")
    func count() {
        let ledger = Ledger(entries: [entry("target-size-hig", "s-*.json", "label:Button:Help", count: 2)])
        let findings = [
            f("target-size-hig", "s-1.json", "label:Button:Help"),
            f("target-size-hig", "s-2.json", "label:Button:Help"),
            f("target-size-hig", "s-3.json", "label:Button:Help"),
        ]
        let match = ledger.match(findings)
        #expect(match.coveringEntryIndex == [0, 0, nil])
        #expect(match.newFindingIndices == [2])
        #expect(match.coveredCount == [2])
        // Fewer findings than the count: still in use, not stale.
        let fewer = ledger.match(Array(findings.prefix(1)))
        #expect(fewer.staleEntryIndices.isEmpty)
        #expect(fewer.coveredCount == [1])
    }

    @Test("when an entry is full, a later matching entry covers the rest")
    func countFallsThrough() {
        let ledger = Ledger(entries: [
            entry("target-size-hig", "s.json", "id:a", count: 1, reason: "first"),
            entry("target-size-hig", "*.json", "id:a", reason: "second"),
        ])
        let findings = [f("target-size-hig", "s.json", "id:a"), f("target-size-hig", "s.json", "id:a")]
        let match = ledger.match(findings)
        #expect(match.coveringEntryIndex == [0, 1])
        #expect(match.reason(for: 1) == "second")
    }

    @Test("when two entries could cover a finding, the earlier in the file wins, glob or not")
    func earlierWins() {
        let globFirst = Ledger(entries: [
            entry("label-missing", "*.json", "id:a", reason: "glob"),
            entry("label-missing", "s.json", "id:a", reason: "exact"),
        ])
        let match = globFirst.match([f("label-missing", "s.json", "id:a")])
        #expect(match.reason(for: 0) == "glob")
        // The later entry covers nothing, so it is stale.
        #expect(match.staleEntryIndices == [1])
        let exactFirst = Ledger(entries: globFirst.entries.reversed())
        #expect(exactFirst.match([f("label-missing", "s.json", "id:a")]).reason(for: 0) == "exact")
    }

    @Test("matching is deterministic: the same input gives the same result")
    func deterministic() {
        let ledger = Ledger(entries: (0..<50).map { entry("label-missing", $0.isMultiple(of: 2) ? "*.json" : "s\($0).json", "id:\($0 % 7)", count: $0 % 3 == 0 ? nil : 2) })
        let findings = (0..<200).map { f("label-missing", "s\($0 % 13).json", "id:\($0 % 7)") }
        #expect(ledger.match(findings) == ledger.match(findings))
    }

    /// How long this takes is measured in Benchmarks/run.py ("ledger matching"), not asserted here.
    @Test("20,000 findings against 2,000 entries: exact and glob entries match the right findings")
    func scale() {
        var entries: [LedgerEntry] = []
        for screen in 0..<1_000 {
            entries.append(entry("label-missing", "Recordings/screen-\(screen).json", "id:back"))
            entries.append(entry("target-size-hig", "Recordings/**/screen-\(screen)-*.json", "label:Button:Help"))
        }
        var findings: [Finding] = []
        for index in 0..<10_000 {
            findings.append(f("label-missing", "Recordings/screen-\(index % 1_500).json", "id:back"))
            findings.append(f("target-size-hig", "Recordings/x/screen-\(index % 1_000)-dark.json", "label:Button:Help"))
        }
        let ledger = Ledger(entries: entries)
        let match = ledger.match(findings)
        // Screens 1000..<1500 have no entry: 500 of every 1,500 label-missing findings are new.
        #expect(match.newFindingIndices.count == findings.indices.filter { $0.isMultiple(of: 2) && ($0 / 2) % 1_500 >= 1_000 }.count)
        #expect(match.staleEntryIndices.isEmpty)
    }
}
