/// The rules that compare one screen at two text sizes (`check --compare default/ large/`).
public enum TextSizeRules {
    public static func all(pairs: TextSizePairs = TextSizePairs()) -> [any TextSizeRule] {
        [ClippedAtLargeSize(pairs: pairs), LostAtLargeSize(pairs: pairs), TargetShrunkAtLargeSize(pairs: pairs),
         TextNotScaling(pairs: pairs), TruncatedAtLargeSize(pairs: pairs)]
    }

    /// The ids of the text-size rules, which `--rule`, `--disable` and `rules.only`/`rules.disable` accept.
    public static let ids: [String] = all().map(\.metadata.id)
}
