import Configuration
import Rules
import Testing
import TreeModel

@Suite struct ConfigurationFileTests {
    static let knownKeys = "compare, crawl, densities, exclude, failOn, include, layout, ledger, rules, screenshots, thresholds"

    func parse(_ text: String) throws -> ConfigurationFile {
        try ConfigurationFile.parse(bytes: Array(text.utf8), path: "a11y-crawl.json")
    }

    /// The error lines parsing `text` gives, or `[]` when it parses.
    func errors(_ text: String) -> [String] {
        do {
            _ = try ConfigurationFile.parse(bytes: Array(text.utf8), path: "a11y-crawl.json")
            return []
        } catch {
            return error.lines
        }
    }

    @Test("screenshots: recording folder → screenshot folder, normalised; globs, blanks and non-strings are errors")
    func screenshots() throws {
        let file = try parse(#"{"screenshots": {"./crawl/trees/": "crawl/shots/", "other": "pictures"}}"#)
        #expect(file.screenshots == ["crawl/trees": "crawl/shots", "other": "pictures"])
        #expect(errors(#"{"screenshots": {"crawl/*/trees": "shots", "": "x", "a": 3, "b": " "}}"#) == [
            "a11y-crawl.json:1:18: error: 'crawl/*/trees' in 'screenshots' is a glob; give a folder, whose recordings' paths below it are kept below the screenshots' folder",
            "a11y-crawl.json:1:44: error: a folder in 'screenshots' is empty; give the folder of the recordings",
            "a11y-crawl.json:1:58: error: 'screenshots.a' must be the folder of the screenshots as a string, not the number 3",
            "a11y-crawl.json:1:66: error: 'screenshots.b' is empty; give the folder of the screenshots",
        ])
        #expect(errors(#"{"screenshots": ["shots"]}"#).first?.contains("'screenshots' must be an object") == true)
    }

    @Test("every setting is read")
    func everySetting() throws {
        let file = try parse("""
            {
              "exclude": ["Recordings/old/**"],
              "failOn": "warning",
              "include": ["Recordings", "More/*.json"],
              "layout": "rtl",
              "ledger": "ci/ledger.json",
              "rules": {"disable": ["reading-order"], "levels": {"target-size-hig": "note"}, "only": []},
              "thresholds": {"headerMaxCharacters": 30, "headerMaxWords": 4, "higTargetSize": 48.5, "wcagTargetSize": 24}
            }
            """)
        #expect(file == ConfigurationFile(
            exclude: ["Recordings/old/**"], failOn: .warning, include: ["Recordings", "More/*.json"], layout: .rtl,
            ledger: "ci/ledger.json", disabledRules: ["reading-order"], levels: ["target-size-hig": .note], onlyRules: [],
            thresholds: ["higTargetSize": 48.5, "wcagTargetSize": 24, "headerMaxWords": 4, "headerMaxCharacters": 30]))
    }

    @Test("an empty object sets nothing; failOn never is kept apart from unset")
    func empty() throws {
        #expect(try parse("{}") == ConfigurationFile())
        #expect(try parse(#"{"failOn": "never"}"#).failOn == .never)
        #expect(FailOn.never.level == nil)
        #expect(FailOn(.warning) == .warning)
    }

    @Test("an unknown key is an error that names it and lists the known keys")
    func unknownKey() {
        #expect(errors("""
            {
              "rules": {},
              "thresholdz": {}
            }
            """) == ["a11y-crawl.json:3:3: error: unknown key 'thresholdz'; known keys: \(Self.knownKeys)"])
        #expect(errors(#"{"rules": {"disabel": []}, "thresholds": {"higTarget": 40}}"#) == [
            "a11y-crawl.json:1:12: error: unknown key 'disabel' in 'rules'; known keys: disable, levels, only",
            "a11y-crawl.json:1:43: error: unknown key 'higTarget' in 'thresholds'; known keys: \(ConfigurationFile.thresholdKeys.joined(separator: ", "))",
        ])
        #expect(errors(#"{"ledger": "a", "ledger": "b"}"#) == ["a11y-crawl.json:1:17: error: key 'ledger' appears twice"])
    }

    @Test("unknown rule ids are errors in disable, only and levels")
    func unknownRule() {
        #expect(errors(#"{"rules": {"disable": ["label-missing", "reading-ordr"], "levels": {"target-size": "note"}, "only": ["x"]}}"#) == [
            "a11y-crawl.json:1:41: error: unknown rule 'reading-ordr' in 'rules.disable'; did you mean 'reading-order'?",
            "a11y-crawl.json:1:69: error: unknown rule 'target-size' in 'rules.levels'; 'a11y-crawl rules' lists them",
            "a11y-crawl.json:1:102: error: unknown rule 'x' in 'rules.only'; 'a11y-crawl rules' lists them",
        ])
    }

    @Test("bad levels, layout and failOn are errors that say what is allowed")
    func badChoices() {
        #expect(errors(#"{"failOn": "warn", "layout": "auto", "rules": {"levels": {"label-missing": "fatal", "reading-order": 2}}}"#) == [
            "a11y-crawl.json:1:12: error: 'failOn' must be error, warning, note or never, not 'warn'",
            "a11y-crawl.json:1:30: error: 'layout' must be ltr or rtl, not 'auto'",
            "a11y-crawl.json:1:76: error: the level of 'label-missing' in 'rules.levels' must be error, warning or note, not 'fatal'",
            "a11y-crawl.json:1:102: error: the level of 'reading-order' in 'rules.levels' must be error, warning or note, not the number 2",
        ])
        #expect(errors(#"{"layout": true}"#) == ["a11y-crawl.json:1:12: error: 'layout' must be ltr or rtl, not true"])
    }

    @Test("thresholds must be positive; header limits must be whole numbers", arguments: [
        ("higTargetSize", "0", "must be a size in points greater than 0, not 0"),
        ("wcagTargetSize", "-3", "must be a size in points greater than 0, not -3"),
        ("higTargetSize", "1e999", "must be a size in points greater than 0, not 1e999"),
        ("higTargetSize", "\"44\"", "must be a size in points greater than 0, not a string"),
        ("headerMaxWords", "2.5", "must be a whole number of 1 or more, not 2.5"),
        ("headerMaxCharacters", "0", "must be a whole number of 1 or more, not 0"),
        ("headerMaxWords", "null", "must be a whole number of 1 or more, not null"),
    ])
    func badThresholds(_ key: String, _ value: String, _ message: String) {
        let text = "{\"thresholds\": {\"\(key)\": \(value)}}"
        let column = 17 + key.utf8.count + 4
        #expect(errors(text) == ["a11y-crawl.json:1:\(column): error: 'thresholds.\(key)' \(message)"])
    }

    @Test("fractional target sizes and whole header limits written as 5.0 are accepted")
    func goodThresholds() throws {
        let file = try parse(#"{"thresholds": {"higTargetSize": 43.5, "headerMaxWords": 5.0}}"#)
        #expect(file.thresholds["higTargetSize"] == 43.5)
        #expect(file.thresholds["headerMaxWords"] == 5)
    }

    @Test("paths must be arrays of non-empty strings; the ledger path must not be empty")
    func badPaths() {
        #expect(errors(#"{"include": "Recordings", "exclude": ["a", "", 3], "ledger": " "}"#) == [
            "a11y-crawl.json:1:13: error: 'include' must be an array of paths or globs, not a string",
            "a11y-crawl.json:1:44: error: item 2 of 'exclude' is empty; give a path or a glob",
            "a11y-crawl.json:1:48: error: item 3 of 'exclude' must be a path or a glob, not the number 3",
            "a11y-crawl.json:1:62: error: 'ledger' is empty; give the ledger file's path",
        ])
    }

    @Test("a top level that is not an object, and malformed JSON, are errors with their place")
    func notAnObject() {
        #expect(errors("[]") == ["a11y-crawl.json:1:1: error: the configuration must be an object, not an array"])
        #expect(errors("{\n  \"layout\": \"ltr\",\n}") == ["a11y-crawl.json:3:1: error: expected a string key"])
        #expect(errors(#"{"rules": []}"#) == ["a11y-crawl.json:1:11: error: 'rules' must be an object with disable, levels and only, not an array"])
    }

    @Test("the threshold keys are exactly the rules' thresholds")
    func thresholdKeysMatchRules() {
        let ruleKeys = RuleRegistry.all.flatMap { $0.metadata.options.map(\.key) }.sorted()
        #expect(ConfigurationFile.thresholdKeys == ruleKeys)
    }
}

@Suite struct ConfigurationDocumentationTests {
    @Test("the error example in Docs/Configuration.md is what the parser says")
    func documentedExample() {
        let text = """
            {
              "failOn": "error",
              "thresholdz": {},
              "rules": {
                "disabel": [],
                "disable": ["reading-ordr"],
                "levels": {"label-missing": "fatal"}
              },
              "thresholds": {"higTargetSize": 0, "headerMaxWords": 2.5}
            }
            """
        var lines: [String] = []
        do {
            _ = try ConfigurationFile.parse(bytes: Array(text.utf8), path: "a11y-crawl.json")
        } catch {
            lines = error.lines
        }
        #expect(lines == [
            "a11y-crawl.json:3:3: error: unknown key 'thresholdz'; known keys: compare, crawl, densities, exclude, failOn, include, layout, ledger, rules, screenshots, thresholds",
            "a11y-crawl.json:5:5: error: unknown key 'disabel' in 'rules'; known keys: disable, levels, only",
            "a11y-crawl.json:6:17: error: unknown rule 'reading-ordr' in 'rules.disable'; did you mean 'reading-order'?",
            "a11y-crawl.json:7:33: error: the level of 'label-missing' in 'rules.levels' must be error, warning or note, not 'fatal'",
            "a11y-crawl.json:9:35: error: 'thresholds.higTargetSize' must be a size in points greater than 0, not 0",
            "a11y-crawl.json:9:56: error: 'thresholds.headerMaxWords' must be a whole number of 1 or more, not 2.5",
        ])
    }
}
