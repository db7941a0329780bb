import A11yCrawlKit

/// A team's own rule: the brand is spelled "ShopKit" in every label, so that VoiceOver says it the same way
/// everywhere. Registered beside the built-in rules with `A11yCrawl(additionalRules:)`.
public struct BrandNameSpelling: Rule {
    public init() {}

    public let metadata = RuleMetadata(
        id: "brand-name-spelling",
        name: "Brand name spelling",
        summary: "A label spells the brand other than \"ShopKit\", so VoiceOver pronounces it differently.",
        rationale: "Screen reader users hear the brand as it is spelled; one spelling keeps it one word.",
        criteria: [],
        defaultLevel: .warning,
        howToFix: "Write the brand as `ShopKit` in `accessibilityLabel`.",
        reads: "The label of every element.")

    public func check(_ facts: ScreenFacts, configuration: RuleConfiguration) -> [Finding] {
        facts.screen.elements.indices.compactMap { index in
            guard let label = facts.screen.elements[index].label,
                  label.range(of: "shopkit", options: .caseInsensitive) != nil, !label.contains("ShopKit") else { return nil }
            return finding(index, in: facts, configuration: configuration,
                           message: "The element '\(label)' spells the brand other than 'ShopKit'.")
        }
    }
}
