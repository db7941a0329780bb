/// Every rule, sorted by id. Adding a rule: one file in `Checks/`, one fixture folder in
/// `Fixtures/trees/<id>/`, and one line here.
public enum RuleRegistry {
    public static let all: [any Rule] = [
        AdjustableWithoutValue(),
        ContrastNonText(),
        ContrastText(),
        CustomActionHygiene(),
        DuplicateName(),
        FragmentedReadingUnits(),
        HeaderTraitMissing(),
        IdentifierMissing(),
        LabelDeveloperString(),
        LabelMissing(),
        LabelRoleOrStateWord(),
        NameNotDescriptive(),
        OffscreenAccessible(),
        ReadingOrder(),
        TargetSizeHIG(),
        TargetSizeMinimum(),
        TargetsOverlap(),
        TextTruncated(),
        ToggleWithoutState(),
        ValueInLabel(),
    ]

    public static func rule(id: String) -> (any Rule)? { all.first { $0.id == id } }

    /// Every rule's options, sorted by configuration key.
    public static let options: [RuleOption] = all.flatMap(\.metadata.options)
        .sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }

    /// The option `--set` names `rule.name` (`target-size-hig.size`).
    public static func option(id: String) -> RuleOption? { options.first { $0.id == id } }
}
