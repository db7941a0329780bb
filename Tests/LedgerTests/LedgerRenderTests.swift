import Ledger
import Testing
import TreeModel

@Suite struct LedgerRenderTests {
    static let entries = [
        LedgerEntry(rule: "target-size-hig", screen: "Recordings/settings-*.json", element: "label:Button:Help", count: 3,
                    reason: "design decision, see \"DS-7\"\nsecond line"),
        LedgerEntry(rule: "label-missing", screen: "Recordings/settings.json", element: "id:close", reason: "Close button label tracked in APP-123"),
        LedgerEntry(rule: "label-missing", screen: "Recordings/login.json", element: "path:Application/Button[2]", reason: "b"),
        LedgerEntry(rule: "label-missing", screen: "Recordings/login.json", element: "path:Application/Button[2]", reason: "a"),
    ]

    @Test("the written ledger: sorted entries, one per line, keys sorted, final line break")
    func exactText() {
        let text = String(decoding: Ledger(entries: Self.entries).render(), as: UTF8.self)
        #expect(text == """
            {
              "entries": [
                {"element": "path:Application/Button[2]", "reason": "a", "rule": "label-missing", "screen": "Recordings/login.json"},
                {"element": "path:Application/Button[2]", "reason": "b", "rule": "label-missing", "screen": "Recordings/login.json"},
                {"count": 3, "element": "label:Button:Help", "reason": "design decision, see \\"DS-7\\"\\nsecond line", "rule": "target-size-hig", "screen": "Recordings/settings-*.json"},
                {"element": "id:close", "reason": "Close button label tracked in APP-123", "rule": "label-missing", "screen": "Recordings/settings.json"}
              ],
              "version": 1
            }

            """)
    }

    @Test("an empty ledger is written as an empty list")
    func emptyLedger() {
        #expect(String(decoding: Ledger().render(), as: UTF8.self) == "{\n  \"entries\": [],\n  \"version\": 1\n}\n")
    }

    @Test("entries in any order give identical bytes")
    func orderIndependent() {
        let forward = Ledger(entries: Self.entries).render()
        let backward = Ledger(entries: Self.entries.reversed()).render()
        let rotated = Ledger(entries: Array(Self.entries[2...] + Self.entries[..<2])).render()
        #expect(forward == backward)
        #expect(forward == rotated)
    }

    @Test("render → parse → render is the identity, and parse keeps every field")
    func roundTrip() throws {
        let first = Ledger(entries: Self.entries + [
            LedgerEntry(rule: "text-truncated", screen: "Récordings/ü-?.json", element: "label:StaticText:Délai…\t😀", reason: "unicode \u{1} control"),
        ]).render()
        let parsed = try Ledger.parse(bytes: first, path: "a11y-ledger.json")
        #expect(parsed.render() == first)
        let withoutPlaces = parsed.entries.map { entry -> LedgerEntry in
            var entry = entry
            entry.location = nil
            return entry
        }
        #expect(Set(withoutPlaces) == Set(Self.entries + [
            LedgerEntry(rule: "text-truncated", screen: "Récordings/ü-?.json", element: "label:StaticText:Délai…\t😀", reason: "unicode \u{1} control"),
        ]))
        // One entry per line: entry n is on line n + 2.
        #expect(parsed.entries.map { $0.location?.line } == Array(3...(2 + parsed.entries.count)).map(Optional.some))
    }
}
