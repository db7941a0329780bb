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
}
