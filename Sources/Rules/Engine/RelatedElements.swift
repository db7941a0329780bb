/// The related elements of a finding on a large screen, by their places in the screen's table
/// (`ElementTable`): 4 bytes each instead of an `ElementReference` of 48. A large screen's findings name
/// hundreds of thousands of related elements (the other buttons of the same name, the neighbour too close).
final class RelatedElements: Sendable {
    let table: ElementTable
    let indices: [UInt32]

    init(table: ElementTable, indices: [Int]) {
        self.table = table
        self.indices = indices.map { UInt32($0) }
    }

    /// The references reports write, as `ElementReference(facts.record(index))` makes them.
    var references: [ElementReference] {
        indices.map { ElementReference(.table(table, index: $0)) }
    }
}
