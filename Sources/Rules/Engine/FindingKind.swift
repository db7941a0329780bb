/// What all the findings of one rule on one screen have in common: the rule, the recording and the basis
/// (criteria and HIG page). Held once per screen and rule (`FindingParts.kind`) and referenced by each such
/// finding: 8 bytes in each of a large screen's hundreds of thousands of findings instead of 40.
final class FindingKind: Sendable, Hashable {
    let rule: String
    let file: String
    let basis: FindingBasis

    init(rule: String, file: String, basis: FindingBasis) {
        self.rule = rule
        self.file = file
        self.basis = basis
    }

    static func == (lhs: FindingKind, rhs: FindingKind) -> Bool {
        lhs === rhs || (lhs.rule == rhs.rule && lhs.file == rhs.file && lhs.basis == rhs.basis)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(rule)
        hasher.combine(file)
        hasher.combine(basis)
    }
}
