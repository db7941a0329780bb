import Ledger
import Rules
import Testing
import TreeModel

/// Which unused entries are stale: those whose screen lies under a checked path, so an entry for a recording
/// that is gone cannot stay in the ledger for ever.
@Suite struct LedgerScopeTests {
    let f = TestFindings.finding

    func entry(_ screen: String, _ element: String = "id:close", rule: String = "label-missing") -> LedgerEntry {
        LedgerEntry(rule: rule, screen: screen, element: element, reason: "r")
    }

    @Test("plain paths lie under a checked folder or file; globs by their literal prefix",
          arguments: [
              // (checked path, screen, lies under)
              ("Recordings", "Recordings/gone.json", true),
              ("Recordings", "Recordings/old/gone.json", true),
              ("Recordings/", "./Recordings//gone.json", true),
              ("Recordings", "Recordings", true),
              ("Recordings", "RecordingsOld/a.json", false),
              ("Recordings", "Other/a.json", false),
              ("Recordings/a.json", "Recordings/a.json", true),
              ("Recordings/a.json", "Recordings/b.json", false),
              ("Recordings", "Recordings/*.json", true),
              ("Recordings", "Recordings/**", true),
              ("Recordings", "Recordings/**/home.json", true),
              ("Recordings/a", "Recordings/a/*.json", true),
              ("Recordings/a", "Recordings/*/home.json", false),
              ("Recordings", "*.json", false),
              (".", "*.json", true),
              (".", "Recordings/a.json", true),
              (".", "/abs/a.json", false),
              ("/", "/abs/a.json", true),
              ("/abs", "/abs/*.json", true),
              ("/abs", "abs/a.json", false),
              // A checked glob (an `include`) holds what it covers.
              ("Recordings/*/screens", "Recordings/a/screens/home.json", true),
              ("Recordings/*/screens", "Recordings/a/docs/home.json", false),
          ])
    func liesUnder(_ checked: String, _ screen: String, _ expected: Bool) {
        #expect(LedgerScope(checkedPaths: [checked]).contains(PathGlob(screen)) == expected)
    }

    @Test("an entry for a recording deleted from a checked folder is stale, and pruned")
    func deletedRecordingIsStale() {
        let ledger = Ledger(entries: [entry("Recordings/deleted.json"), entry("Recordings/kept.json")])
        let findings = [f("label-missing", "Recordings/kept.json", "id:close")]
        let scope = LedgerScope(checkedPaths: ["Recordings"], readScreens: ["Recordings/kept.json"])
        let match = ledger.match(findings, scope: scope)
        #expect(match.staleEntryIndices == [0])
        #expect(match.outOfScopeEntryIndices.isEmpty)
        #expect(ledger.pruned(for: findings, scope: scope).entries == [entry("Recordings/kept.json")])
        // Judged by the screens read alone (the scope before this rule), the entry was never stale.
        #expect(ledger.match(findings, checkedScreens: ["Recordings/kept.json"]).staleEntryIndices.isEmpty)
    }

    @Test("an entry for a recording that changed and no longer has the finding is stale")
    func changedRecordingIsStale() {
        let ledger = Ledger(entries: [entry("Recordings/a.json")])
        let scope = LedgerScope(checkedPaths: ["Recordings/a.json"], readScreens: ["Recordings/a.json"])
        #expect(ledger.match([], scope: scope).staleEntryIndices == [0])
    }

    @Test("entries outside every checked path, for rules that did not run, or excluded, are out of scope")
    func outOfScope() {
        let ledger = Ledger(entries: [
            entry("Other/a.json"),
            entry("Recordings/*/home.json"),
            entry("Recordings/a/gone.json", rule: "reading-order"),
            entry("Recordings/old/gone.json"),
            entry("Recordings/a/gone.json"),
        ])
        let scope = LedgerScope(checkedPaths: ["Recordings/a"], readScreens: ["Recordings/a/b.json"],
                                excluded: ["Recordings/old/**"], checkedRules: ["label-missing"])
        let match = ledger.match([], scope: scope)
        #expect(match.staleEntryIndices == [4])
        #expect(match.outOfScopeEntryIndices == [0, 1, 2, 3])
        // A screen that was read and matches a glob still brings it into scope, as before.
        let read = LedgerScope(checkedPaths: ["Recordings/a"], readScreens: ["Recordings/a/home.json"])
        #expect(ledger.match([], scope: read).staleEntryIndices.contains(1))
        // An excluded path is out of scope even when it lies under the checked folder.
        let wide = LedgerScope(checkedPaths: ["Recordings"], excluded: ["Recordings/old"])
        #expect(!ledger.match([], scope: wide).staleEntryIndices.contains(3))
    }

    @Test("an entry for a recording that could not be read is not judged")
    func unreadRecordingIsOutOfScope() {
        let ledger = Ledger(entries: [entry("Recordings/broken.json"), entry("Recordings/*.json", "id:other")])
        let scope = LedgerScope(checkedPaths: ["Recordings"], readScreens: [], unreadScreens: ["Recordings/broken.json"])
        let match = ledger.match([], scope: scope)
        #expect(match.staleEntryIndices.isEmpty)
        #expect(match.outOfScopeEntryIndices == [0, 1])
    }

    @Test("a used entry is never stale, whatever the scope")
    func usedEntry() {
        let ledger = Ledger(entries: [entry("Recordings/a.json")])
        let match = ledger.match([f("label-missing", "Recordings/a.json", "id:close")], scope: LedgerScope(checkedPaths: ["."]))
        #expect(match.staleEntryIndices.isEmpty && match.outOfScopeEntryIndices.isEmpty)
        #expect(match.knownFindingIndices == [0])
    }
}
