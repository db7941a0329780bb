/// The WCAG 2.2 success criteria that rules and manual checks cite.
public enum WCAG {
    /// The criterion with this number. Traps on a number that is not in WCAG 2.2: rule metadata is code,
    /// and `MetadataTests` loads every rule, so a typo fails the tests rather than a user's run.
    public static func criterion(_ id: String) -> Criterion {
        guard let criterion = all.first(where: { $0.id == id }) else {
            preconditionFailure("\(id) is not a WCAG 2.2 success criterion")
        }
        return criterion
    }
}
