import Ledger
import Rules
import Testing
import TreeModel

/// The flows of the issue: adopt, fail on new, fixed becomes stale until pruned, re-recording still matches.
@Suite struct LedgerWorkflowTests {
    static let fixtures = [
        "label-missing/fail-close-button-no-label.json",
        "target-size-hig/fail-help-button-26.json",
        "header-trait-missing/fail-settings-section-labels.json",
        "text-truncated/fail-truncated-cell-value.json",
    ]

    /// Every fixture checked with every rule, as the tool would name them under `Recordings/`.
    func allFindings() -> [Finding] {
        var findings: [Finding] = []
        for fixture in Self.fixtures {
            let name = "Recordings/" + fixture.replacingOccurrences(of: "/", with: "-")
            findings.append(contentsOf: TestFindings.check(fixture: fixture, as: name).1)
        }
        return findings.sorted(by: Finding.precedes)
    }

    @Test("adoption: ledger write, then check has no new finding and no stale entry")
    func adoption() throws {
        let findings = allFindings()
        try #require(findings.count >= 4)
        let written = Ledger().adding(findings, reason: "known at adoption; cause not yet found")
        // Through the file, as `ledger write` then `check` would do.
        let ledger = try Ledger.parse(bytes: written.render(), path: "a11y-ledger.json")
        let match = ledger.match(findings)
        // Items to review get no entry (they never fail a run): they stay new, the findings are all known.
        try #require(findings.contains { $0.outcome == .needsReview })
        #expect(match.newFindingIndices == findings.indices.filter { findings[$0].outcome == .needsReview })
        #expect(match.staleEntryIndices.isEmpty)
        #expect(match.knownFindingIndices == findings.indices.filter { findings[$0].outcome == .finding })
        #expect(!ledger.entries.contains { entry in findings.allSatisfy { $0.rule != entry.rule || $0.outcome == .needsReview } })
        let first = try #require(match.knownFindingIndices.first)
        #expect(match.reason(for: first) == "known at adoption; cause not yet found")
        // Writing again adds nothing and changes nothing.
        #expect(ledger.adding(findings, reason: "again").render() == written.render())
    }

    @Test("ledger write keeps existing entries and their reasons, and adds only unmatched findings")
    func writeKeepsReasons() {
        let f = TestFindings.finding
        let existing = Ledger(entries: [
            LedgerEntry(rule: "label-missing", screen: "Recordings/*.json", element: "id:close", reason: "APP-123"),
            LedgerEntry(rule: "reading-order", screen: "Recordings/gone.json", element: "id:x", reason: "stale but kept"),
        ])
        let findings = [
            f("label-missing", "Recordings/a.json", "id:close"),
            f("target-size-hig", "Recordings/a.json", "label:Button:Help"),
            f("target-size-hig", "Recordings/a.json", "label:Button:Help"),
            f("target-size-hig", "Recordings/b.json", "label:Button:Help"),
        ]
        let updated = existing.adding(findings, reason: "new")
        #expect(updated.entries == [
            LedgerEntry(rule: "label-missing", screen: "Recordings/*.json", element: "id:close", reason: "APP-123"),
            LedgerEntry(rule: "target-size-hig", screen: "Recordings/a.json", element: "label:Button:Help", reason: "new"),
            LedgerEntry(rule: "target-size-hig", screen: "Recordings/b.json", element: "label:Button:Help", reason: "new"),
            LedgerEntry(rule: "reading-order", screen: "Recordings/gone.json", element: "id:x", reason: "stale but kept"),
        ])
        #expect(updated.match(findings).newFindingIndices.isEmpty)
    }

    @Test("a new finding is new, and the known ones stay known")
    func newFinding() {
        let findings = allFindings().filter { $0.outcome == .finding }
        let ledger = Ledger().adding(Array(findings.dropLast()), reason: "known")
        let match = ledger.match(findings)
        #expect(match.newFindingIndices == [findings.count - 1])
        #expect(match.knownFindingIndices == Array(findings.indices.dropLast()))
        #expect(match.staleEntryIndices.isEmpty)
    }

    @Test("a fixed finding makes its entry stale until pruned; prune removes only stale entries")
    func fixedFinding() throws {
        let findings = allFindings().filter { $0.outcome == .finding }
        let ledger = try Ledger.parse(bytes: Ledger().adding(findings, reason: "known").render(), path: "a11y-ledger.json")
        let fixed = findings[1]
        let remaining = findings.enumerated().filter { $0.offset != 1 }.map(\.element)
        let match = ledger.match(remaining)
        #expect(match.newFindingIndices.isEmpty)
        #expect(match.staleEntries.count == 1)
        let stale = try #require(match.staleEntries.first)
        #expect(stale.rule == fixed.rule && stale.screen == fixed.file && stale.element == fixed.identity)
        #expect(stale.location != nil)
        let pruned = ledger.pruned(for: remaining)
        #expect(pruned.entries.count == ledger.entries.count - 1)
        #expect(!pruned.entries.contains(stale))
        let after = pruned.match(remaining)
        #expect(after.staleEntryIndices.isEmpty)
        #expect(after.newFindingIndices.isEmpty)
        // Pruning a ledger without stale entries changes nothing.
        #expect(pruned.pruned(for: remaining).render() == pruned.render())
    }

    @Test("re-recorded screens (frames jittered, keys reordered, whitespace changed) match the same entries",
          arguments: [
              "label-missing/fail-close-button-no-label.json",
              "label-missing/fail-email-field-placeholder-only.json",
              "target-size-hig/fail-help-button-26.json",
              "target-size-hig/fail-switch-and-slider-rows.json",
              "header-trait-missing/fail-settings-section-labels.json",
              "text-truncated/fail-truncated-cell-value.json",
              "reading-order/fail-continue-button-first.json",
          ])
    func reRecorded(_ fixture: String) throws {
        let name = "Recordings/screen.json"
        let original = try TestRecording.bytes(of: fixture)
        let (_, before) = TestFindings.check(bytes: original, as: name)
        try #require(!before.isEmpty)
        let rewritten = try TestRecording.reRecord(original)
        #expect(rewritten != original)
        let (screen, after) = TestFindings.check(bytes: rewritten, as: name)
        try #require(screen.status == .ok)
        // The element locations moved (other whitespace), yet fingerprints are equal.
        #expect(before.map(\.location) != after.map(\.location))
        #expect(Set(before.map(\.frame)) != Set(after.map(\.frame)))
        #expect(Set(before.map(\.fingerprint)) == Set(after.map(\.fingerprint)))
        #expect(Set(before.map(\.identity)) == Set(after.map(\.identity)))
        let ledger = Ledger().adding(before, reason: "known")
        let match = ledger.match(after)
        #expect(match.newFindingIndices.allSatisfy { after[$0].outcome == .needsReview })
        #expect(match.staleEntryIndices.isEmpty)
    }
}
