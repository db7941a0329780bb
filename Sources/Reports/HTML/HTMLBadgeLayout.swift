import TreeModel

/// Where each finding's numbered badge goes in a screen's drawing: above its element (from its top edge down
/// when there is no room above), the badges of one element side by side in finding order and wrapped into rows
/// at the drawing's width, every badge inside the drawing: none hides another badge of its element, none is cut.
struct HTMLBadgeLayout {
    let view: Frame
    /// A badge's height (its text is 0.78 of it): a 22nd of the drawing's width, at least 10, but never so large
    /// that the longest badge is wider, or a badge taller, than the drawing.
    let size: Double
    /// Between badges of one element.
    let gap: Double
    private let badges: [String]
    private let elements: [Int]
    /// Each drawn finding's place among its element's drawn badges, in finding order.
    private var slots: [Int: Int] = [:]
    /// Per element: how many badges, and the widest (the width of every slot, so rows line up).
    private var counts: [Int: Int] = [:]
    private var widest: [Int: Double] = [:]

    /// `badges[i]` is finding i's text (`E1`), `elements[i]` the element it is on; `shown` the positions of
    /// the findings drawn (only they take a slot: a finding left out of the drawing leaves no gap).
    init(view: Frame, shown: [Int], badges: [String], elements: [Int]) {
        self.view = view
        self.badges = badges
        self.elements = elements
        let longest = shown.map { badges[$0].count }.max() ?? 1
        size = min(max(view.width / 22, 10), view.width / Self.widthFactor(longest), view.height)
        gap = size * 0.15
        slots.reserveCapacity(shown.count)
        for position in shown {
            let element = elements[position]
            slots[position] = counts[element, default: 0]
            counts[element, default: 0] += 1
            widest[element] = max(widest[element] ?? 0, size * Self.widthFactor(badges[position].count))
        }
    }

    /// A badge's width in heights: room for its characters and a margin.
    static func widthFactor(_ characters: Int) -> Double { 0.62 * Double(characters) + 0.5 }

    /// The badge of finding `position`, whose element has `frame`.
    func place(_ position: Int, over frame: Frame) -> Frame {
        let element = elements[position]
        let count = counts[element] ?? 1
        let slotWidth = (widest[element] ?? size) + gap
        let perRow = max(1, Int((view.width + gap) / slotWidth))
        let rows = (count + perRow - 1) / perRow
        let rowWidth = Double(min(count, perRow)) * slotWidth - gap
        let left = max(view.minX, min(frame.x, view.maxX - rowWidth))
        let height = Double(rows) * size + Double(rows - 1) * gap
        let top = frame.y - height >= view.minY ? frame.y - height : max(view.minY, min(frame.y, view.maxY - height))
        let slot = slots[position] ?? 0
        return Frame(x: left + Double(slot % perRow) * slotWidth, y: top + Double(slot / perRow) * (size + gap),
                     width: size * Self.widthFactor(badges[position].count), height: size)
    }
}
