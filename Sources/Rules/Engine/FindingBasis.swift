/// What a finding rests on (its WCAG criteria and HIG page), held once and referenced by every finding that
/// shares it: a rule's findings point at the one value in the rule's metadata instead of each holding a copy.
final class FindingBasis: Sendable, Hashable {
    let criteria: [Criterion]
    let hig: HIGSource?
    /// `Finding.basis`, made once for the findings that share this basis.
    let text: String

    init(criteria: [Criterion], hig: HIGSource?) {
        self.criteria = criteria
        self.hig = hig
        text = Criterion.basis(criteria, hig: hig, both: false)
    }

    static func == (lhs: FindingBasis, rhs: FindingBasis) -> Bool {
        lhs === rhs || (lhs.criteria == rhs.criteria && lhs.hig == rhs.hig)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(criteria)
        hasher.combine(hig)
    }
}
