import TreeModel

/// What the Android recorders do once a tree is built: containers, labels taken from descendants, the screen
/// rectangle, and the screen itself with its capabilities.
enum AndroidTree {
    /// Finishes `elements` (pre-order, structure set by `TreeBuilder`). `focusable[i]` says whether TalkBack
    /// can move to element `i` by itself (actionable or focusable): such a descendant speaks for itself, so its
    /// text is not part of its ancestor's label.
    ///
    /// - An actionable or focusable view without a description or text of its own is labelled with the text
    ///   of its descendants that TalkBack does not reach on their own, joined by ", " (TalkBack's rule).
    /// - A view with children and no text of its own that nobody acts on only groups them: a container.
    /// `actionable[i]`: clickable, long-clickable, checkable or screen-reader focusable. Inside a view TalkBack
    /// focuses, only an actionable view is reached on its own (`Element.accessible` true); a view that is
    /// merely focusable there, or not focusable at all, is spoken as part of it.
    static func finish(_ elements: inout [Element], focusable given: [Bool], actionable: [Bool]) {
        var focusable = given
        var insideFocusable = [Bool](repeating: false, count: elements.count)
        for index in elements.indices {
            if let parent = elements[index].parent { insideFocusable[index] = insideFocusable[parent] || focusable[parent] }
            if insideFocusable[index] && !actionable[index] {
                elements[index].accessible = false
                focusable[index] = false
            }
        }
        for index in elements.indices {
            // Fields read in place: copying the element would retain each of its strings.
            let traits = elements[index].traits, descendantCount = elements[index].descendantCount
            let unlabelled = elements[index].label == nil
            let interactive = !traits.isDisjoint(with: ScreenFactsTraits.interactive)
            if descendantCount > 0, unlabelled, elements[index].value == nil, !interactive, !focusable[index] {
                elements[index].isContainer = true
            }
            guard focusable[index], elements[index].accessible == true, unlabelled, descendantCount > 0,
                  !traits.contains(.textEntry) else { continue }
            var parts: [String] = []
            var child = index + 1
            let end = index + 1 + descendantCount
            while child < end {
                if focusable[child] {
                    child += 1 + elements[child].descendantCount
                    continue
                }
                if let text = elements[child].label ?? elements[child].value {
                    parts.append(text)
                }
                child += 1
            }
            if !parts.isEmpty { elements[index].label = parts.joined(separator: ", ") }
        }
    }

    /// The screen rectangle: the union of the roots' frames (the hierarchy's windows), or of its children
    /// when the root has no bounds of its own (`<hierarchy>`).
    static func bounds(_ elements: [Element]) -> Frame {
        var result: Frame?
        // By index, reading the frame in place (a copy of each element would retain its strings).
        for index in elements.indices where elements[index].depth <= 1 && !elements[index].frame.isEmpty {
            let frame = elements[index].frame
            guard let current = result else {
                result = frame
                continue
            }
            let minX = min(current.minX, frame.minX), minY = min(current.minY, frame.minY)
            let maxX = max(current.maxX, frame.maxX), maxY = max(current.maxY, frame.maxY)
            result = Frame(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
        return result ?? .zero
    }
}

/// The traits that make an element interactive, as `ScreenFacts.interactiveTraits` lists them (the rules
/// module is not visible to recorders).
enum ScreenFactsTraits {
    static let interactive: Traits = [
        .button, .link, .searchField, .textEntry, .adjustable, .toggle, .radioButton, .tabButton, .popupButton,
        .menuItem, .backButton,
    ]
}
