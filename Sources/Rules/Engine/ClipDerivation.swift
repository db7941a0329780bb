import TreeModel

/// What is scrolled out of view: an element whose frame lies outside the frame of a scrolling or clipping
/// ancestor is not visible; one that crosses such a frame is partly clipped.
///
/// Clipping ancestors: scrolling containers (trait Scrollable or role clips content: scroll areas, tables, collection
/// views, lists, …) and every other container type (groups, cells, …) below the root, with a frame that has an
/// area: content that overflows a container (a horizontal picker rail 163 pt wide holding buttons laid out
/// over 4,000 pt) is scrolled or cut by it. Elements that are not containers (a button) never clip their
/// children. The visible rectangle is carried down the tree, so this is one O(n) pass; flat recordings have
/// no containers below the root, so nothing in them is clipped.
enum ClipDerivation {
    struct Result {
        /// Lies entirely outside a clipping ancestor's frame.
        var hidden: [Bool]
        /// Crosses a clipping ancestor's frame (in view only in part).
        var partlyClipped: [Bool]
        /// The part in view of each partly clipped element: its frame cut to its clipping ancestors' frames.
        var visible: [Int: Frame] = [:]
    }

    /// Edges may overshoot a clipping frame by this much (rounding in recorded frames).
    static let tolerance = 0.5

    static func derive(_ elements: UnsafePointer<Element>, count: Int, isContainer: (Element) -> Bool) -> Result {
        var hidden = [Bool](repeating: false, count: count)
        var partly = [Bool](repeating: false, count: count)
        var visible: [Int: Frame] = [:]
        // The rectangle within which each element's children can be seen; nil when nothing above them clips.
        var innerRect = [Frame?](repeating: nil, count: count)
        for index in 0..<count {
            let frame = elements[index].frame
            let rect = elements[index].parent.flatMap { innerRect[$0] }
            if elements[index].parent != nil, elements[index].descendantCount > 0, !frame.isEmpty, isContainer(elements[index]) {
                innerRect[index] = rect.map { intersection($0, frame) } ?? frame
            } else {
                innerRect[index] = rect
            }
            guard let rect, !frame.isEmpty else { continue }
            if rect.isEmpty || !overlaps(frame, rect) {
                hidden[index] = true
            } else if !rect.contains(frame, tolerance: tolerance) {
                partly[index] = true
                visible[index] = intersection(frame, rect)
            }
        }
        return Result(hidden: hidden, partlyClipped: partly, visible: visible)
    }

    /// True when the two rectangles share more than the tolerance in both directions.
    static func overlaps(_ a: Frame, _ b: Frame) -> Bool {
        min(a.maxX, b.maxX) - max(a.minX, b.minX) > tolerance && min(a.maxY, b.maxY) - max(a.minY, b.minY) > tolerance
    }

    static func intersection(_ a: Frame, _ b: Frame) -> Frame {
        let minX = max(a.minX, b.minX), minY = max(a.minY, b.minY)
        let maxX = min(a.maxX, b.maxX), maxY = min(a.maxY, b.maxY)
        return Frame(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }
}
