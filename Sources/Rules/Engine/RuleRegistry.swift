/// Every rule, sorted by id. Adding a rule: one file in `Checks/`, one fixture folder in
/// `Fixtures/trees/<id>/`, and one line here.
public enum RuleRegistry {
    public static let all: [any Rule] = [
        HeaderTraitMissing(),
        LabelMissing(),
        ReadingOrder(),
        TargetSizeHIG(),
        TargetSizeMinimum(),
        TextTruncated(),
    ]

    public static func rule(id: String) -> (any Rule)? { all.first { $0.id == id } }
}
