import TreeModel

/// The elements of one large screen, kept for its findings: on a screen of thousands of elements nearly every
/// element has a finding, and a record per element (`ElementRecord`, with its path as a string of its own)
/// would hold a second copy of what the elements already hold. A finding there names its element by its
/// place in this table (`ElementPlace`), and reports read the element's path, names, type, location and frame
/// from it when they write them. Holds the screen's array of elements (shared with the screen, not copied),
/// nothing else of the screen (its screenshot is released with it).
final class ElementTable: Sendable {
    let elements: [Element]

    init(_ elements: [Element]) {
        self.elements = elements
    }

    /// `Application/Group[1]/Button[3]` (`Screen.path(of:)`), made each time it is asked for.
    func path(of index: Int) -> String { Screen.path(of: index, in: elements) }

    /// A record of element `index`, for a finding whose element is then changed.
    func record(_ index: Int) -> ElementRecord {
        ElementRecord(elements[index], path: path(of: index))
    }
}
