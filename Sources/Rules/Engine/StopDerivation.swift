import TreeModel

/// Which elements assistive technology reaches on their own: the *stops* (`ScreenFacts.stop`).
///
/// A stop is an accessibility element none of whose ancestors is one. An element is an accessibility element
/// when the recorder says so (`Element.accessible`), else by its role and traits: interactive elements, static
/// texts, images, headers, keys, scroll bars and page indicators; a cell with a label that holds no
/// interactive element (a row the cell speaks as a whole); and any other element without children that has a
/// label or a value. Where the recorder does not say, an unnamed control around named controls (a compact date
/// picker around the buttons showing its date and time) is not one: an accessibility element holds no other, so
/// the controls inside are the elements. Containers (the application, windows, groups, tables, scroll areas, collection views and
/// cells that only contain) are not stops. The children of a stop are not reached on their own: the texts and
/// chevron inside a row button, the image layers of an icon. One exception: the buttons inside a text field
/// (its clear and dictation buttons) are reached on their own, as VoiceOver does.
///
/// Flat recordings have no hierarchy below the root, so no element there is inside a stop: each keeps being
/// judged by its own role, as before. O(n), two passes.
enum StopDerivation {
    struct Result {
        var stop: [Bool]
        var insideStop: [Bool]
    }

    /// Roles and traits that make an element an accessibility element even with children.
    static let elementTraits: Traits = [.staticText, .image, .header, .keyboardKey, .textEntry, .adjustable, .link]

    static func derive(_ elements: UnsafePointer<Element>, count: Int, interactive: [Bool], isTextEntry: (Int) -> Bool) -> Result {
        // Pass 1, children before parents: does a subtree hold an interactive element?
        var interactiveBelow = [Bool](repeating: false, count: count)
        for index in stride(from: count - 1, through: 0, by: -1) {
            if let parent = elements[index].parent, interactive[index] || interactiveBelow[index] {
                interactiveBelow[parent] = true
            }
        }
        // Pass 2, parents before children: stops and what lies inside them.
        var stop = [Bool](repeating: false, count: count)
        var insideStop = [Bool](repeating: false, count: count)
        for index in 0..<count {
            if let parent = elements[index].parent {
                let textFieldPart = stop[parent] && interactive[index] && isTextEntry(parent)
                // An element the recorder marks accessible is reached on its own wherever it lies (Android:
                // a focusable view inside another).
                let ownStop = elements[index].accessible == true
                insideStop[index] = !ownStop && (insideStop[parent] || (stop[parent] && !textFieldPart))
            }
            guard !insideStop[index] else { continue }
            stop[index] = isAccessibilityElement(elements, index, interactive: interactive[index],
                                                 holdsInteractive: interactiveBelow[index])
        }
        return Result(stop: stop, insideStop: insideStop)
    }

    static func isAccessibilityElement(_ elements: UnsafePointer<Element>, _ index: Int, interactive: Bool,
                                       holdsInteractive: Bool) -> Bool {
        if let accessible = elements[index].accessible { return accessible }
        // An unnamed control around named controls (a compact date picker around the buttons that show its date
        // and time): an accessibility element holds no other, so the named ones inside are what is reached.
        // A text field is one all the same: it holds its clear and dictation buttons.
        if interactive && holdsInteractive && elements[index].label == nil && elements[index].value == nil
            && elements[index].traits.isDisjoint(with: [.textEntry, .searchField]) && holdsNamedControl(elements, index) {
            return false
        }
        if interactive || !elements[index].traits.isDisjoint(with: elementTraits) { return true }
        if elements[index].roles.contains(.alwaysElement) { return true }
        let isLeaf = elements[index].descendantCount == 0
        if isLeaf && (elements[index].label != nil || elements[index].value != nil) { return true }
        if !isLeaf && elements[index].roles.contains(.cell) {
            return elements[index].label != nil && !holdsInteractive
        }
        // Keys, scroll bars and page indicators are elements, also unlabelled or with parts of their own.
        return RoleVocabulary.isRecordedKey(traits: elements[index].traits)
            || RoleVocabulary.isScrollBar(roles: elements[index].roles, label: elements[index].label)
            || RoleVocabulary.isPageIndicator(roles: elements[index].roles, identifier: elements[index].identifier,
                                              value: elements[index].value, traits: elements[index].traits)
    }

    /// Whether element `index` holds an interactive element with a label among its first 256 descendants (a
    /// control holds few; nested unnamed controls on a pathological screen cost no more than that each).
    static func holdsNamedControl(_ elements: UnsafePointer<Element>, _ index: Int) -> Bool {
        guard elements[index].descendantCount > 0 else { return false }
        for inner in (index + 1)...(index + min(elements[index].descendantCount, 256))
        where elements[inner].label != nil && !elements[inner].traits.isDisjoint(with: ScreenFacts.interactiveTraits) {
            return true
        }
        return false
    }
}
