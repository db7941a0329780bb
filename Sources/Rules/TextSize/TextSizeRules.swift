/// The rules that compare one screen at two text sizes (`check --compare default/ large/`).
public enum TextSizeRules {
    public static func all(pairs: TextSizePairs = TextSizePairs()) -> [any TextSizeRule] {
        [ClippedAtLargeSize(pairs: pairs), LostAtLargeSize(pairs: pairs), TargetShrunkAtLargeSize(pairs: pairs),
         TextNotScaling(pairs: pairs), TruncatedAtLargeSize(pairs: pairs)]
    }
}
