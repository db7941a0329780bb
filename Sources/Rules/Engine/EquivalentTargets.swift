import TreeModel

/// WCAG 2.5.8's *equivalent* exception for a target beside a larger one: an avatar beside its name, an icon
/// beside its caption, both opening one thing. A small target passes when an enabled target in view, at least
/// the minimum size, with the same label (case and spacing aside) or an identifier naming the same thing as a
/// different kind of view (`footer_home_imagebutton` beside `footer_home_textview`: a tab's icon and its caption,
/// named in two languages), lies within the minimum size of it. Without a
/// label there is no evidence that two targets do the same, so an unlabelled target has no equivalent.
struct EquivalentTargets {
    let facts: ScreenFacts
    /// The targets large enough to stand in for a small one (and wholly in view), indexed by place.
    let large: SpatialIndex
    /// How far from the small target its equivalent may lie.
    let distance: Double

    /// Words for a kind of view that developers put first or last in an identifier (`iv_home`, `home_icon`).
    static let viewKinds: Set<String> = [
        "imagebutton", "imageview", "image", "img", "icon", "ic", "iv", "ib", "textview", "text", "txt", "tv",
        "label", "lbl", "title", "caption", "button", "btn",
    ]

    /// What an Android resource id names apart from the kind of view: `footer_home` for
    /// `app:id/footer_home_imagebutton` and `app:id/footer_home_textview`, `home` for `iv_home`; nil when the id
    /// names no kind of view or nothing else.
    static func identifierStem(_ identifier: String) -> String? {
        guard let slash = identifier.range(of: ":id/") else { return nil }
        var parts = identifier[slash.upperBound...].lowercased().split(separator: "_").map(String.init)
        guard parts.count >= 2 else { return nil }
        if let last = parts.last, viewKinds.contains(last) {
            parts.removeLast()
        } else if let first = parts.first, viewKinds.contains(first) {
            parts.removeFirst()
        } else {
            return nil
        }
        return String(identifier[..<slash.upperBound]) + parts.joined(separator: "_")
    }

    /// Candidates compared per small target at most: a pile of thousands of large targets in one place costs no
    /// more than this.
    static let candidateLimit = 64

    init(_ facts: ScreenFacts, width: Double, height: Double) {
        self.facts = facts
        let elements = facts.screen.elements
        let indices = elements.indices.filter {
            facts.isTouchTarget($0) && !facts.isPartlyClipped($0) && elements[$0].frame.width >= width
                && elements[$0].frame.height >= height && elements[$0].label != nil
        }
        large = SpatialIndex(elements: elements, indices: indices)
        distance = max(width, height)
    }

    /// The equivalent target beside `index`, or nil.
    func equivalent(of index: Int) -> Int? {
        let elements = facts.screen.elements
        let stem = elements[index].identifier.flatMap(Self.identifierStem)
        guard let label = ScreenFacts.comparableLabel(elements[index].label) else { return nil }
        let frame = elements[index].frame
        var found: Int?
        var seen = 0
        large.forEachCandidateAscending(minX: frame.minX - distance, minY: frame.minY - distance,
                                        maxX: frame.maxX + distance, maxY: frame.maxY + distance) { other in
            seen += 1
            let near = elements[other].frame.distance(to: frame) <= distance
            let same = ScreenFacts.comparableLabel(elements[other].label) == label
                || (stem != nil && elements[other].identifier.flatMap(Self.identifierStem) == stem)
            if other != index && near && same {
                found = other
                return false
            }
            return seen < Self.candidateLimit
        }
        return found
    }
}
