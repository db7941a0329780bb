import Configuration

extension CheckSession {
    /// The usage error for settings that leave no rule to run (`--rule X --disable X`, or `rules.only` and
    /// `rules.disable` cancelling out): such a run would pass whatever the recordings hold.
    static func noRules(_ configuration: EffectiveConfiguration, command: String) -> UsageError {
        let chosen = configuration.onlyRules.isEmpty
            ? "every rule is disabled"
            : "every rule chosen with --rule or 'rules.only' (\(configuration.onlyRules.joined(separator: ", "))) is also disabled"
        return UsageError("no rule is left to run, since \(chosen) with --disable or 'rules.disable'; a check without rules would pass whatever the recordings hold", command: command)
    }

    /// The usage error for text-size rules chosen without the two recordings they compare: they cannot run,
    /// and a run that reported no finding from them would look like a pass.
    static func comparisonsWithoutPairs(_ rules: [String], command: String) -> UsageError {
        let named = rules.map { "'\($0)'" }.joined(separator: ", ")
        let (subject, verb) = rules.count == 1 ? ("rule \(named)", "compares") : ("rules \(named)", "compare")
        return UsageError("the \(subject) \(verb) one screen at two text sizes and cannot run without '--compare DEFAULT LARGE' (or a 'compare' entry in the configuration); add it, or leave \(rules.count == 1 ? "the rule" : "these rules") out", command: command)
    }
}
