import Rules
import Testing

@Suite struct SuggestionTests {
    static let ids = RuleRegistry.all.map(\.id)

    @Test("a typo, a swap or a missing letter suggests the rule meant")
    func closeIDs() {
        #expect(Suggestion.closest(to: "target-size-minimun", among: Self.ids) == "target-size-minimum")
        #expect(Suggestion.closest(to: "lable-missing", among: Self.ids) == "label-missing", "a swap of neighbours counts one")
        #expect(Suggestion.closest(to: "reading-ordr", among: Self.ids) == "reading-order")
        #expect(Suggestion.closest(to: "Label-Missing", among: Self.ids) == "label-missing")
        #expect(Suggestion.closest(to: "target-size-min", among: Self.ids) == "target-size-minimum", "the only id it begins")
    }

    @Test("nothing is suggested for names that are far off or ambiguous")
    func farIDs() {
        #expect(Suggestion.closest(to: "x", among: Self.ids) == nil)
        #expect(Suggestion.closest(to: "contrast", among: Self.ids) == nil)
        #expect(Suggestion.closest(to: "target-size", among: Self.ids) == nil, "it begins two ids")
        #expect(Suggestion.closest(to: "", among: Self.ids) == nil)
    }

    @Test func editDistanceCountsEachEditOnce() {
        #expect(Suggestion.editDistance(Array("kitten"), Array("sitting")) == 3)
        #expect(Suggestion.editDistance(Array("ab"), Array("ba")) == 1)
        #expect(Suggestion.editDistance(Array(""), Array("abc")) == 3)
        #expect(Suggestion.editDistance(Array("same"), Array("same")) == 0)
    }

    @Test func theHintNamesTheRuleOrTheList() {
        #expect(RuleRegistry.unknownRuleHint(for: "label-mising") == "did you mean 'label-missing'?")
        #expect(RuleRegistry.unknownRuleHint(for: "nope") == "'a11y-crawl rules' lists them")
    }
}
