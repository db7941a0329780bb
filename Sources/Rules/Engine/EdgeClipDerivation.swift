import TreeModel

/// Frames recorded already clipped (Android's visible bounds: cut to the display, to the window and, in
/// UiAutomator2, to the scrolling container): a frame that touches the screen's edge, its window's (in a dump of
/// several windows, the top view it lies in: an app window that ends above the navigation bar) or the edge of its
/// nearest scrolling ancestor may be the visible part of a larger element, so its size is no evidence of a small target (as
/// Google's Accessibility Test Framework reports "against scrollable edge" as not run), unless a sibling as wide
/// (or as tall) shows that size uncut (`unclipTiledSiblings`). A scrolling view recorded as unable to scroll
/// (`ElementRoles.atRest`) has all its content in view and cuts none of it. Only for recordings whose format cannot give
/// unclipped frames; O(n log n).
enum EdgeClipDerivation {
    static let tolerance = 0.5

    /// Per element, the axes along which its frame may be cut (`ClippedAxes`): the ones whose edges touch.
    /// `windowsAtTop`: the root is a dump's list of windows (uiautomator's `hierarchy`), each top view a window.
    static func derive(_ elements: UnsafePointer<Element>, count: Int, bounds: Frame, android: Bool,
                       windowsAtTop: Bool = false) -> [ClippedAxes] {
        var clipped = [ClippedAxes](repeating: [], count: count)
        // The nearest scrolling ancestor of each element's children.
        var scroller = [Int?](repeating: nil, count: count)
        // In a dump of several windows (uiautomator's `hierarchy` holding the status bar's, the app's and the
        // navigation bar's windows; not a view tree's root, such as Rico's or DroidBot's decor view, whose top
        // views are views), the top view each element lies in. Kept only for such dumps.
        var window = [Int?](repeating: nil, count: windowsAtTop ? count : 0)
        // Per scrolling container, the axes it moves its content along, worked out when first needed.
        var moving = [ClippedAxes?](repeating: nil, count: android ? count : 0)
        for index in 0..<count {
            if windowsAtTop, let parent = elements[index].parent {
                // A top view is a window when its root holds another one: the root's descendants are more than
                // this view and its own.
                let isTop = elements[parent].parent == nil
                window[index] = isTop ? (elements[parent].descendantCount > 1 + elements[index].descendantCount ? index : nil) : window[parent]
            }
            let inherited = elements[index].parent.flatMap { scroller[$0] }
            // A scrolling view at rest (recorded as unable to scroll) has all its content in view: it cuts none; nor
            // does a pager showing one page whole (a page exactly its frame: between pages, each shows in part).
            let scrolls = elements[index].traits.contains(.scrollable) && elements[index].parent != nil && !elements[index].roles.contains(.atRest)
                && !(android && pagerShowsOnePage(index, elements))
            scroller[index] = scrolls ? index : inherited
            let frame = elements[index].frame
            guard !frame.isEmpty else { continue }
            // A scroller that moves its content one way (an Android class says which) cuts it only that way; the
            // other way it may be cut by a scroller around it, looked at for the axes left.
            var left = ClippedAxes.both
            var current = inherited
            while let container = current, !left.isEmpty {
                let axes: ClippedAxes
                if android {
                    if moving[container] == nil { moving[container] = scrollAxes(of: container, elements) }
                    axes = moving[container]!
                } else {
                    axes = .both
                }
                let moves = axes.intersection(left)
                clipped[index].formUnion(touchedAxes(frame, of: elements[container].frame).intersection(moves))
                left.subtract(moves)
                current = elements[container].parent.flatMap { scroller[$0] }
            }
            // The screen's and the window's sides cut a view only when something can move it sideways: on Android,
            // a scrolling container around it that moves its content that way (not one at rest); a control flush
            // with the screen's side in a list that scrolls up and down is whole (a habit's plus cell at the
            // screen's left edge). Their top and bottom cut whatever lies there (an app drawn under the system bars,
            // its bottom tabs cut by its window).
            let movable: ClippedAxes = android ? ClippedAxes.both.subtracting(left).union(.vertical) : .both
            if elements[index].parent != nil, !bounds.isEmpty {
                clipped[index].formUnion(touchedAxes(frame, of: bounds).intersection(movable))
            }
            if windowsAtTop, let top = window[index], top != index, !elements[top].frame.isEmpty {
                clipped[index].formUnion(touchedAxes(frame, of: elements[top].frame).intersection(movable))
            }
        }
        unclipTiledSiblings(elements, count: count, clipped: &clipped)
        unclipRecycledItems(elements, count: count, scroller: scroller, clipped: &clipped)
        if android { clipAroundHiddenParts(elements, count: count, clipped: &clipped) }
        return clipped
    }

    /// Android reports a view with no visible part by inverted bounds, which the recorders keep as an empty frame at
    /// the view's real start: a text below the visible bottom of its row starts below it. Each ancestor whose
    /// frame ends before such a start goes on past its visible edge that way (a bottom sheet's row of which 11 dp
    /// show above the navigation bar, its texts recorded below it): cut along that axis, whatever edge it
    /// touches. The climb stops at the first ancestor that reaches the start (those above it hold it too).
    static func clipAroundHiddenParts(_ elements: UnsafePointer<Element>, count: Int, clipped: inout [ClippedAxes]) {
        for index in 0..<count where elements[index].frame.isEmpty {
            let start = elements[index].frame
            guard start.minX.isFinite, start.minY.isFinite else { continue }
            var current = elements[index].parent
            while let ancestor = current, elements[ancestor].parent != nil {
                let frame = elements[ancestor].frame
                guard !frame.isEmpty else { current = elements[ancestor].parent; continue }
                var axes: ClippedAxes = []
                if start.minY > frame.maxY + tolerance { axes.insert(.vertical) }
                if start.minX > frame.maxX + tolerance { axes.insert(.horizontal) }
                if axes.isEmpty { break }
                clipped[ancestor].formUnion(axes)
                current = elements[ancestor].parent
            }
        }
    }

    /// A list's items are made from one layout: an element flush with an edge whose type and identifier recur
    /// in the same scrolling container, uncut that way and exactly as tall (or as wide), is its real size that
    /// way (the first row of a list at the top of its scroll, as tall as the rows below it). A row scrolled part
    /// way out is shorter than the others and stays cut. Only elements with an identifier (a resource id):
    /// without one, two views of a type are no evidence of one layout. O(n log n).
    static func unclipRecycledItems(_ elements: UnsafePointer<Element>, count: Int, scroller: [Int?], clipped: inout [ClippedAxes]) {
        struct Key: Hashable { var scroller: Int; var type: String; var identifier: String }
        var cut: [Key: [Int]] = [:]
        for index in 0..<count where !clipped[index].isEmpty {
            guard let identifier = elements[index].identifier, let parent = elements[index].parent, let list = scroller[parent] else { continue }
            cut[Key(scroller: list, type: elements[index].displayType, identifier: identifier), default: []].append(index)
        }
        guard !cut.isEmpty else { return }
        var widths: [Key: [Double]] = [:], heights: [Key: [Double]] = [:]
        for index in 0..<count {
            guard let identifier = elements[index].identifier, let parent = elements[index].parent, let list = scroller[parent],
                  !elements[index].frame.isEmpty else { continue }
            let key = Key(scroller: list, type: elements[index].displayType, identifier: identifier)
            guard cut[key] != nil else { continue }
            if !clipped[index].contains(.horizontal) { widths[key, default: []].append(elements[index].frame.width) }
            if !clipped[index].contains(.vertical) { heights[key, default: []].append(elements[index].frame.height) }
        }
        for (key, members) in cut {
            let uncutWidths = (widths[key] ?? []).sorted(), uncutHeights = (heights[key] ?? []).sorted()
            for index in members {
                let frame = elements[index].frame
                if clipped[index].contains(.horizontal),
                   holds(uncutWidths, from: frame.width - tolerance, through: frame.width + tolerance) { clipped[index].remove(.horizontal) }
                if clipped[index].contains(.vertical),
                   holds(uncutHeights, from: frame.height - tolerance, through: frame.height + tolerance) { clipped[index].remove(.vertical) }
            }
        }
    }

    /// A frame flush with an edge that is exactly as wide (or as tall) as a sibling of its kind whose frame no edge
    /// cuts that way is its real size that way: a row of equal tabs tiling a bottom bar, whose first and last tabs touch the
    /// screen's sides, is laid out to fit, and a card cut by a carousel's edge is narrower than the cards in full
    /// view, so it stays cut. Siblings are compared through sorted lists of the uncut sizes, so a parent with many
    /// children costs O(k log k).
    static func unclipTiledSiblings(_ elements: UnsafePointer<Element>, count: Int, clipped: inout [ClippedAxes]) {
        // Sizes are compared by kind: a tab is as wide as the other tabs, but a button as tall as a line of text
        // beside it says nothing of the button's height (a form's buttons cut by its scroller's bottom edge).
        var widths: [SizeKey] = [], heights: [SizeKey] = []
        for parent in 0..<count where elements[parent].descendantCount > 1 {
            widths.removeAll(keepingCapacity: true)
            heights.removeAll(keepingCapacity: true)
            var anyCut = false
            let end = parent + elements[parent].descendantCount
            var child = parent + 1
            while child <= end {
                let frame = elements[child].frame
                if !frame.isEmpty {
                    let kind = elements[child].displayType
                    if clipped[child].contains(.horizontal) { anyCut = true } else { widths.append(SizeKey(kind: kind, size: frame.width)) }
                    if clipped[child].contains(.vertical) { anyCut = true } else { heights.append(SizeKey(kind: kind, size: frame.height)) }
                }
                child += elements[child].descendantCount + 1
            }
            guard anyCut, !widths.isEmpty || !heights.isEmpty else { continue }
            widths.sort()
            heights.sort()
            child = parent + 1
            while child <= end {
                let frame = elements[child].frame
                if !frame.isEmpty {
                    let kind = elements[child].displayType
                    if clipped[child].contains(.horizontal), contains(widths, SizeKey(kind: kind, size: frame.width)) { clipped[child].remove(.horizontal) }
                    if clipped[child].contains(.vertical), contains(heights, SizeKey(kind: kind, size: frame.height)) { clipped[child].remove(.vertical) }
                }
                child += elements[child].descendantCount + 1
            }
        }
    }

    /// A sibling's size along one axis, with its kind (its type as shown).
    struct SizeKey: Comparable {
        var kind: String
        var size: Double

        static func < (a: SizeKey, b: SizeKey) -> Bool {
            a.kind != b.kind ? a.kind.utf8.lexicographicallyPrecedes(b.kind.utf8) : a.size < b.size
        }
    }

    /// Whether the sorted `values` hold one of the same kind within `tolerance` of `value`'s size.
    static func contains(_ values: [SizeKey], _ value: SizeKey) -> Bool {
        holds(values, from: SizeKey(kind: value.kind, size: value.size - tolerance),
              through: SizeKey(kind: value.kind, size: value.size + tolerance))
    }

    /// Whether the sorted `values` hold one from `low` through `high` (by binary search).
    static func holds<Value: Comparable>(_ values: [Value], from low: Value, through high: Value) -> Bool {
        var first = 0, end = values.count
        while first < end {
            let middle = (first + end) / 2
            if values[middle] < low { first = middle + 1 } else { end = middle }
        }
        return first < values.count && !(high < values[first])
    }

    /// The axes along which an Android scrolling container moves its content, and so may cut it: Android's own
    /// classes say it (`HorizontalScrollView` and `ViewPager` sideways; `ScrollView`, `NestedScrollView`,
    /// `ListView`, `GridView` and `ExpandableListView` up and down); any other (`RecyclerView`, `ViewPager2`, an
    /// app's own class) may go either way. A tab flush with the top and bottom of a horizontal strip of tabs is
    /// its real height.
    static func androidScrollAxes(_ type: String) -> ClippedAxes {
        switch type {
        case "HorizontalScrollView", "ViewPager": .horizontal
        case "ScrollView", "NestedScrollView", "ListView", "GridView", "ExpandableListView": .vertical
        default: .both
        }
    }

    /// A `ViewPager` showing one page whole: a child exactly its frame (the pages on either side, kept by the
    /// pager, have no visible part). Mid-swipe two pages each show in part, and none has the pager's frame.
    static func pagerShowsOnePage(_ index: Int, _ elements: UnsafePointer<Element>) -> Bool {
        guard elements[index].displayType.hasPrefix("ViewPager") else { return false }
        let frame = elements[index].frame
        var child = index + 1
        let end = index + elements[index].descendantCount
        while child <= end {
            let page = elements[child].frame
            if frame.contains(page, tolerance: tolerance) && page.contains(frame, tolerance: tolerance) { return true }
            child += elements[child].descendantCount + 1
        }
        return false
    }

    /// The axes along which an Android scrolling container moves its content: its class's (`androidScrollAxes`),
    /// and for a class that does not say (a `RecyclerView`, a Compose or React Native view), its children's
    /// layout: when two or more children each span its whole height and not all span its whole width, it scrolls
    /// sideways (a row of chips, the last one cut by its right edge, is as tall as it shows); when they each span
    /// its whole width and not all its whole height, it scrolls up and down (a list of rows).
    static func scrollAxes(of container: Int, _ elements: UnsafePointer<Element>) -> ClippedAxes {
        let axes = androidScrollAxes(elements[container].displayType)
        guard axes == .both else { return axes }
        let frame = elements[container].frame
        var children = 0, fullHeight = true, fullWidth = true
        let end = container + elements[container].descendantCount
        var child = container + 1
        while child <= end {
            let inner = elements[child].frame
            if !inner.isEmpty {
                children += 1
                if abs(inner.minY - frame.minY) > tolerance || abs(inner.maxY - frame.maxY) > tolerance { fullHeight = false }
                if abs(inner.minX - frame.minX) > tolerance || abs(inner.maxX - frame.maxX) > tolerance { fullWidth = false }
            }
            child += elements[child].descendantCount + 1
        }
        guard children >= 2, fullHeight != fullWidth else { return .both }
        return fullHeight ? .horizontal : .vertical
    }

    /// The axes along which one of the frame's edges lies on the same edge of `rect`: a frame flush with the
    /// right edge may be cut in width, not in height.
    static func touchedAxes(_ frame: Frame, of rect: Frame) -> ClippedAxes {
        var axes: ClippedAxes = []
        if abs(frame.minX - rect.minX) <= tolerance || abs(frame.maxX - rect.maxX) <= tolerance { axes.insert(.horizontal) }
        if abs(frame.minY - rect.minY) <= tolerance || abs(frame.maxY - rect.maxY) <= tolerance { axes.insert(.vertical) }
        return axes
    }
}
