import Support
import TreeModel

/// Builds a screen's elements in pre-order and owns their structure: parent, depth, descendant counts and
/// positions among siblings of the same type (`Button[3]` in paths). Recorders only say where an element
/// starts and ends: `open` it, add its children, `close` it (or `add` a leaf).
public struct TreeBuilder: Sendable {
    public private(set) var elements: [Element] = []
    /// The open elements, innermost last, each with the counter of its children's types.
    private var open: [(index: Int, counter: SiblingCounter)] = []

    public init(expectedCount: Int = 0) {
        elements.reserveCapacity(expectedCount)
    }

    /// Adds `element` as the next child of the innermost open element (or as a root) and opens it.
    /// Returns its index.
    @discardableResult
    public mutating func open(_ element: consuming Element) -> Int {
        let index = add(element)
        open.append((index, SiblingCounter()))
        return index
    }

    /// Closes the innermost open element: its descendants are the elements added since it was opened.
    public mutating func close() {
        guard let last = open.popLast() else { return }
        elements[last.index].descendantCount = elements.count - last.index - 1
    }

    /// Adds a leaf (an element without children) as the next child of the innermost open element, or as a
    /// root. Returns its index.
    @discardableResult
    public mutating func add(_ element: consuming Element) -> Int {
        let index = elements.count
        elements.append(element)
        if let parent = open.indices.last {
            elements[index].parent = open[parent].index
            elements[index].depth = open.count
            elements[index].siblingPosition = open[parent].counter.next(elements[index].displayType)
        } else {
            elements[index].parent = nil
            elements[index].depth = 0
            elements[index].siblingPosition = 0
        }
        return index
    }

    /// Flat output (a pre-order list without hierarchy, as `idb describe-all` prints it): the roots added from
    /// `first` on become the direct children of the root at `first`.
    public mutating func adoptFollowingRoots(into first: Int) {
        guard elements.count - first > 1 else { return }
        var counter = SiblingCounter()
        for index in (first + 1)..<elements.count {
            elements[index].parent = first
            elements[index].depth = 1
            elements[index].siblingPosition = counter.next(elements[index].displayType)
        }
        elements[first].descendantCount = elements.count - first - 1
    }

    /// The elements built, handed over: the builder is left empty, so the caller's array is the only
    /// reference and changing an element does not copy them all.
    public mutating func takeElements() -> [Element] {
        open = []
        var taken: [Element] = []
        swap(&taken, &elements)
        return taken
    }

    /// Replaces everything built so far with the elements of another builder (a tree nested in a wrapper).
    public mutating func replace(with other: TreeBuilder) {
        elements = other.elements
        open = []
    }

    /// Element `index`, to set what the recorder learns after opening it.
    public subscript(index: Int) -> Element {
        get { elements[index] }
        set { elements[index] = newValue }
    }

    public var count: Int { elements.count }

    /// How many elements are open (the depth the next element is added at).
    public var openCount: Int { open.count }
}

/// Counts the children of one parent by type, for their positions in element paths (`Button[3]`). A parent
/// has few distinct child types, so a short list beats a dictionary.
struct SiblingCounter: Sendable {
    private var types: [String] = []
    /// Per type, its length in bytes when it is all ASCII, else -1: two ASCII types of different lengths
    /// differ, so most types are passed over without comparing strings.
    private var asciiLengths: [Int] = []
    private var counts: [Int] = []

    /// The 1-based position of the next child of `type`.
    mutating func next(_ type: String) -> Int {
        let length = TextChecks.asciiLength(type)
        for slot in types.indices {
            let known = asciiLengths[slot]
            if known >= 0, length >= 0, known != length { continue }
            if types[slot] == type {
                counts[slot] += 1
                return counts[slot]
            }
        }
        types.append(type)
        asciiLengths.append(length)
        counts.append(1)
        return 1
    }
}
