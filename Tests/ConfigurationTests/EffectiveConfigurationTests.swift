import Configuration
import Rules
import Testing
import TreeModel

@Suite struct EffectiveConfigurationTests {
    @Test("the defaults")
    func defaults() {
        let defaults = EffectiveConfiguration.defaults
        #expect(defaults.failOn == .error)
        #expect(defaults.ledgerPath == "a11y-ledger.json")
        #expect(defaults.layout == .ltr)
        #expect(defaults.ruleConfiguration == RuleConfiguration())
        #expect(defaults.enabledRuleIDs == RuleRegistry.all.map(\.id))
        #expect(defaults.include.isEmpty && defaults.exclude.isEmpty)
    }

    @Test("a file, then the command line, applied on top of the defaults")
    func layers() {
        let file = ConfigurationFile(exclude: ["Recordings/old/**"], failOn: .never, layout: .rtl, ledger: "l.json",
                                     disabledRules: ["reading-order", "reading-order"], levels: ["target-size-hig": .note],
                                     thresholds: ["higTargetSize": 48, "headerMaxWords": 3])
        let commandLine = ConfigurationFile(failOn: .warning, levels: ["label-missing": .warning], onlyRules: ["label-missing", "target-size-hig"],
                                            thresholds: ["wcagTargetSize": 20])
        let effective = EffectiveConfiguration.defaults.applying(file).applying(commandLine)
        #expect(effective.failOn == .warning)
        #expect(effective.layout == .rtl)
        #expect(effective.ruleConfiguration.rightToLeft)
        #expect(effective.ledgerPath == "l.json")
        #expect(effective.disabledRules == ["reading-order"])
        #expect(effective.enabledRuleIDs == ["label-missing", "target-size-hig"])
        #expect(effective.ruleConfiguration.levels == ["target-size-hig": .note, "label-missing": .warning])
        #expect(effective.ruleConfiguration[TargetSizeHIG.size] == 48)
        #expect(effective.ruleConfiguration[TargetSizeMinimum.size] == 20)
        #expect(effective.ruleConfiguration.whole(HeaderTraitMissing.maxWords) == 3)
        #expect(effective.ruleConfiguration.whole(HeaderTraitMissing.maxCharacters) == 40)
        #expect(EffectiveConfiguration.defaults.applying(file).failOn == nil)
    }

    @Test("a level equal to the rule's default is no override")
    func defaultLevelDropped() {
        let effective = EffectiveConfiguration.defaults
            .applying(ConfigurationFile(levels: ["target-size-hig": .note]))
            .applying(ConfigurationFile(levels: ["target-size-hig": .warning]))
        #expect(effective.ruleConfiguration.levels.isEmpty)
        #expect(effective == EffectiveConfiguration.defaults)
    }

    @Test("include and exclude select recordings, folders included")
    func selection() {
        let effective = EffectiveConfiguration.defaults.applying(ConfigurationFile(
            exclude: ["Recordings/old", "**/*-draft.json"], include: ["Recordings", "Extra/*.json"]))
        let selects = effective.selector()
        #expect(selects("Recordings/a.json"))
        #expect(selects("./Recordings/sub/b.json"))
        #expect(selects("Extra/c.json"))
        #expect(!selects("Extra/sub/c.json"))
        #expect(!selects("Other/a.json"))
        #expect(!selects("Recordings/old/a.json"))
        #expect(!selects("Recordings/sub/x-draft.json"))
        #expect(EffectiveConfiguration.defaults.selects("anything.json"))
    }

    @Test("an option set to its default is no setting, so printed defaults parse back to the defaults")
    func optionAtDefault() throws {
        #expect(EffectiveConfiguration.defaults.applying(ConfigurationFile(thresholds: ["higTargetSize": 44])) == .defaults)
        let printed = EffectiveConfiguration.defaults.render()
        #expect(EffectiveConfiguration.defaults.applying(try ConfigurationFile.parse(bytes: printed, path: "p.json")) == .defaults)
    }

    @Test("screenshots: the longest folder holding a recording places it below its screenshots' folder")
    func screenshotLookup() throws {
        var configuration = EffectiveConfiguration.defaults
        configuration.screenshots = ["crawl": "all-shots", "crawl/trees": "crawl/shots", ".": "everything"]
        let lookup = configuration.screenshotLookup()
        #expect(lookup("crawl/trees/a/login.json") == "crawl/shots/a/login.json")
        #expect(lookup("./crawl/trees/login.json") == "crawl/shots/login.json")
        #expect(lookup("crawl/treesx/login.json") == "all-shots/treesx/login.json", "a folder, not a name prefix")
        #expect(lookup("elsewhere/login.json") == "everything/elsewhere/login.json")
        configuration.screenshots = ["crawl/trees": "crawl/shots"]
        #expect(configuration.screenshotLookup()("crawl/trees") == nil)
        #expect(configuration.screenshotLookup()("other/login.json") == nil)
    }

    @Test("print-config output: the file's shape, every key, sorted")
    func renderDefaults() {
        let text = String(decoding: EffectiveConfiguration.defaults.render(), as: UTF8.self)
        // Every registered rule at its default level, and every declared option at its default.
        let levels = RuleRegistry.all.map { "      \"\($0.id)\": \"\($0.metadata.defaultLevel.rawValue)\"" }.joined(separator: ",\n")
        let thresholds = RuleRegistry.options.map { "    \"\($0.key)\": \(RuleOption.format($0.defaultValue))" }.joined(separator: ",\n")
        #expect(text == """
            {
              "densities": {},
              "exclude": [],
              "failOn": "error",
              "include": [],
              "layout": "ltr",
              "ledger": "a11y-ledger.json",
              "rules": {
                "disable": [],
                "levels": {
            \(levels)
                },
                "only": []
              },
              "screenshots": {},
              "thresholds": {
            \(thresholds)
              }
            }

            """)
        // The thresholds are the options the rules declare, each at its default.
        #expect(thresholds.contains("\"higTargetSize\": 44") && thresholds.contains("\"headerMaxWords\": 5"))
        #expect(levels.contains("\"label-missing\": \"error\"") && levels.contains("\"reading-order\": \"warning\""))
    }

    @Test("render is deterministic: the same settings in another order give the same bytes")
    func renderDeterministic() {
        let one = EffectiveConfiguration.defaults.applying(ConfigurationFile(
            exclude: ["b/**", "a/**"], disabledRules: ["text-truncated", "reading-order"],
            levels: ["label-missing": .warning, "reading-order": .error]))
        let two = EffectiveConfiguration.defaults.applying(ConfigurationFile(
            exclude: ["a/**", "b/**", "a/**"], disabledRules: ["reading-order", "text-truncated"],
            levels: ["reading-order": .error, "label-missing": .warning]))
        #expect(one == two)
        #expect(one.render() == two.render())
        #expect(one.render() != EffectiveConfiguration.defaults.render())
    }

    @Test("the printed configuration parses back to the same configuration")
    func renderRoundTrip() throws {
        let effective = EffectiveConfiguration.defaults.applying(ConfigurationFile(
            exclude: ["Recordings/old/**"], failOn: .never, include: ["Recordings"], layout: .rtl, ledger: "x/l.json",
            disabledRules: ["reading-order"], levels: ["target-size-hig": .note], onlyRules: ["label-missing", "target-size-hig"],
            thresholds: ["higTargetSize": 47.5, "wcagTargetSize": 26, "headerMaxWords": 6, "headerMaxCharacters": 50]))
        let printed = effective.render()
        let file = try ConfigurationFile.parse(bytes: printed, path: "printed.json")
        let reread = EffectiveConfiguration.defaults.applying(file)
        #expect(reread == effective)
        #expect(reread.render() == printed)
    }
}
