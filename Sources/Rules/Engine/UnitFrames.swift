import TreeModel

/// Each unit's frame for `ReadingOrder`: its element's, or for a card rebuilt from a flat recording the union of
/// the card's parts. Read from the elements in place: a large screen's frames copied out would take 32 bytes
/// per element.
struct UnitFrames {
    let elements: [Element]
    /// The frames of rebuilt cards, by the index of the card's first element.
    private var cards: [Int: Frame] = [:]

    init(elements: [Element]) {
        self.elements = elements
    }

    subscript(index: Int) -> Frame {
        get { cards.isEmpty ? elements[index].frame : cards[index] ?? elements[index].frame }
        set { cards[index] = newValue }
    }
}
