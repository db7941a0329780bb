import Ledger
import Testing
import TreeModel

@Suite struct LedgerParseTests {
    static let hint = "say why the finding is accepted, or that its cause is not yet found"

    @Test("a well-formed ledger is read with every field and each entry's place")
    func wellFormed() throws {
        let ledger = try TestFindings.ledger("""
            {
              "version": 1,
              "entries": [
                {"rule": "label-missing", "screen": "Recordings/settings.json", "element": "id:close", "reason": "APP-123"},
                {"count": 3, "element": "label:Button:Help", "reason": "cause not yet found", "rule": "target-size-hig", "screen": "Recordings/settings-*.json"}
              ]
            }
            """)
        #expect(ledger.entries == [
            LedgerEntry(rule: "label-missing", screen: "Recordings/settings.json", element: "id:close", reason: "APP-123",
                        location: SourceLocation(line: 4, column: 5)),
            LedgerEntry(rule: "target-size-hig", screen: "Recordings/settings-*.json", element: "label:Button:Help", count: 3,
                        reason: "cause not yet found", location: SourceLocation(line: 5, column: 5)),
        ])
    }

    @Test("a missing reason is rejected at the entry, naming it")
    func missingReason() {
        let errors = TestFindings.errors("""
            {
              "entries": [
                {"element": "id:close", "reason": "tracked", "rule": "label-missing", "screen": "a.json"},
                {"element": "id:help", "rule": "label-missing", "screen": "a.json"}
              ],
              "version": 1
            }
            """)
        #expect(errors == ["a11y-ledger.json:4:5: error: entry 2 has no reason; \(Self.hint)"])
    }

    @Test("an empty or whitespace-only reason is rejected at the reason")
    func blankReason() {
        let errors = TestFindings.errors("""
            {"entries": [
              {"element": "id:a", "reason": "", "rule": "label-missing", "screen": "a.json"},
              {"element": "id:b", "reason": " \\t\\n ", "rule": "label-missing", "screen": "a.json"}
            ], "version": 1}
            """)
        #expect(errors == [
            "a11y-ledger.json:2:33: error: entry 1 has an empty reason; \(Self.hint)",
            "a11y-ledger.json:3:33: error: entry 2 has an empty reason; \(Self.hint)",
        ])
    }

    @Test("an unknown rule id is rejected at the rule")
    func unknownRule() {
        let errors = TestFindings.errors("""
            {"entries": [
              {"element": "id:a", "reason": "r", "rule": "label-mising", "screen": "a.json"}
            ], "version": 1}
            """)
        #expect(errors == ["a11y-ledger.json:2:46: error: entry 1 names unknown rule 'label-mising'; did you mean 'label-missing'?"])
    }

    @Test("unknown and repeated keys are rejected, naming them")
    func unknownKeys() {
        let errors = TestFindings.errors("""
            {"entries": [
              {"element": "id:a", "reasn": "r", "reason": "r", "rule": "label-missing", "screen": "a.json", "rule": "label-missing"}
            ], "version": 1, "comment": "x"}
            """)
        #expect(errors == [
            "a11y-ledger.json:2:23: error: entry 1 has unknown key 'reasn'; known keys: count, element, issue, reason, rule, screen",
            "a11y-ledger.json:2:97: error: entry 1 has 'rule' twice",
            "a11y-ledger.json:3:18: error: unknown key 'comment'; known keys: entries, version",
        ])
    }

    @Test("missing keys are reported at the entry; every entry's problems are collected")
    func missingKeys() {
        let errors = TestFindings.errors("""
            {"entries": [
              {"reason": "r"},
              {"element": "id:a", "reason": "r", "rule": "label-missing", "screen": "a.json"},
              {"element": "", "reason": "r", "rule": "label-missing", "screen": " "}
            ], "version": 1}
            """)
        #expect(errors == [
            "a11y-ledger.json:2:3: error: entry 1 has no 'rule'; give the id of the rule whose finding it accepts",
            "a11y-ledger.json:2:3: error: entry 1 has no 'screen'; give a recording's path or a glob such as Recordings/settings-*.json",
            "a11y-ledger.json:2:3: error: entry 1 has no 'element'; give the finding's element identity, such as id:close",
            "a11y-ledger.json:4:15: error: entry 3 has an empty 'element'; give the finding's element identity, such as id:close",
            "a11y-ledger.json:4:69: error: entry 3 has an empty 'screen'; give a recording's path or a glob such as Recordings/settings-*.json",
        ])
    }

    @Test("values of the wrong type are rejected, saying what was found")
    func wrongTypes() {
        let errors = TestFindings.errors("""
            {"entries": [
              {"element": 7, "reason": ["r"], "rule": null, "screen": "a.json"},
              "label-missing"
            ], "version": 1}
            """)
        #expect(errors == [
            "a11y-ledger.json:2:15: error: 'element' of entry 1 must be a string, not the number 7",
            "a11y-ledger.json:2:28: error: 'reason' of entry 1 must be a string, not an array",
            "a11y-ledger.json:2:43: error: 'rule' of entry 1 must be a string, not null",
            "a11y-ledger.json:3:3: error: entry 2 must be an object, not a string",
        ])
    }

    @Test("an element that is not an identity is rejected")
    func notAnIdentity() {
        let errors = TestFindings.errors("""
            {"entries": [{"element": "close", "reason": "r", "rule": "label-missing", "screen": "a.json"}], "version": 1}
            """)
        #expect(errors == ["a11y-ledger.json:1:26: error: entry 1 has element 'close', which is not an identity; identities start with id:, label: or path:"])
    }

    @Test("count must be a whole number of 1 or more", arguments: [
        ("0", "not 0"), ("-2", "not -2"), ("2.5", "not 2.5"), ("\"3\"", "not a string"), ("true", "not true"),
    ])
    func badCount(_ value: String, _ said: String) {
        let errors = TestFindings.errors("""
            {"entries": [{"count": \(value), "element": "id:a", "reason": "r", "rule": "label-missing", "screen": "a.json"}], "version": 1}
            """)
        #expect(errors == ["a11y-ledger.json:1:24: error: 'count' of entry 1 must be a whole number of 1 or more, \(said)"])
    }

    @Test("count 3 and 3.0 and 3e0 are all 3")
    func goodCount() throws {
        for value in ["3", "3.0", "3e0"] {
            let ledger = try TestFindings.ledger("""
                {"entries": [{"count": \(value), "element": "id:a", "reason": "r", "rule": "label-missing", "screen": "a.json"}], "version": 1}
                """)
            #expect(ledger.entries.map(\.count) == [3])
        }
    }

    @Test("malformed JSON gives the reader's message and place")
    func malformed() {
        #expect(TestFindings.errors("{\"entries\": [\n  {\"rule\": \"x\"\n  ]}") == [
            "a11y-ledger.json:3:3: error: expected ',' or '}' after an object member",
        ])
        #expect(TestFindings.errors("").count == 1)
    }

    @Test("the top level must be an object with entries; the version must be 1")
    func topLevel() {
        #expect(TestFindings.errors("[]") == [
            "a11y-ledger.json:1:1: error: the ledger must be an object with 'entries' and 'version', not an array",
        ])
        #expect(TestFindings.errors("{\"version\": 1}") == [
            "a11y-ledger.json:1:1: error: the ledger has no 'entries'; an empty ledger is {\"entries\": [], \"version\": 1}",
        ])
        #expect(TestFindings.errors("{\"entries\": {}, \"version\": 1}") == [
            "a11y-ledger.json:1:13: error: 'entries' must be an array, not an object",
        ])
        #expect(TestFindings.errors("{\"entries\": [], \"version\": 2}") == [
            "a11y-ledger.json:1:28: error: unsupported ledger version 2; this tool reads version 1",
        ])
        #expect(TestFindings.errors("{\"entries\": [], \"version\": \"1\"}") == [
            "a11y-ledger.json:1:28: error: 'version' must be the number 1, not a string",
        ])
        #expect(TestFindings.errors("{\"entries\": [], \"entries\": []}") == [
            "a11y-ledger.json:1:17: error: the ledger has 'entries' twice",
        ])
    }

    @Test("an empty ledger, with or without a version, has no entries")
    func empty() throws {
        #expect(try TestFindings.ledger("{\"entries\": []}").entries.isEmpty)
        #expect(try TestFindings.ledger("{\"entries\": [], \"version\": 1}").entries.isEmpty)
    }

    @Test("the error description is one line per problem, whole-file problems first, then in file order")
    func description() {
        let error = LedgerError(file: "l.json", problems: [
            .init(location: SourceLocation(line: 2, column: 3), message: "one"),
            .init(location: nil, message: "two"),
            .init(location: SourceLocation(line: 1, column: 9), message: "three"),
        ])
        #expect(error.description == "l.json: error: two\nl.json:1:9: error: three\nl.json:2:3: error: one")
    }
}

@Suite struct LedgerDocumentationTests {
    @Test("the error example in Docs/Ledger.md is what the parser says")
    func documentedExample() {
        let errors = TestFindings.errors("""
            {
              "entries": [
                {
                  "element": "id:close", "reason": "APP-123", "rule": "label-missing", "screen": "Recordings/settings.json"
                },
                {
                  "element": "id:help", "rule": "label-missing", "screen": "Recordings/settings.json"
                },
                {"element": "id:back", "reason": "", "rule": "label-mising", "screen": "Recordings/settings.json"}
              ],
              "version": 1
            }
            """)
        #expect(errors == [
            "a11y-ledger.json:6:5: error: entry 2 has no reason; say why the finding is accepted, or that its cause is not yet found",
            "a11y-ledger.json:9:38: error: entry 3 has an empty reason; say why the finding is accepted, or that its cause is not yet found",
            "a11y-ledger.json:9:50: error: entry 3 names unknown rule 'label-mising'; did you mean 'label-missing'?",
        ])
    }
}
