import TreeModel

/// What several rules need to know about a screen, computed once per screen.
public struct ScreenFacts: Sendable {
    public let screen: Screen
    /// Per element: a person can act on it (one of `interactiveTraits`, recorded or derived by the recorder).
    public let interactive: [Bool]
    /// Per element: it has an area, lies at least partly on the screen, is not scrolled out of view (outside
    /// the frame of a scrolling or clipping ancestor, see `ClipDerivation`) and not behind a modal (an alert,
    /// sheet or dialog on top, `ElementRoles.modal`, hides the rest from the screen reader). Only such elements are judged by the
    /// size, header and order rules; the others are counted as not run.
    public let onScreen: [Bool]
    /// Per element: it is a *stop*, an accessibility element that assistive technology reaches on its own
    /// (VoiceOver on iOS; later WebDriverAgent's `accessible`, Android's importance). See `StopDerivation`.
    public let stop: [Bool]
    /// Per element: it lies inside a stop (a row button's texts and chevron), so it is never reached on its own
    /// and no rule judges it; its text counts as the stop's visible text.
    public let insideStop: [Bool]
    /// The part in view of each element that crosses the frame of a scrolling or clipping ancestor (a row
    /// scrolled half under the list's edge): its frame cut to theirs. See `visibleFrame(_:)`.
    let clippedFrames: [Int: Frame]
    /// Per element: along which axes it is partly clipped (`isPartlyClipped(_:)`): crossing a clipping ancestor says
    /// nothing of the axis (both), touching an edge names it. See `sizedAxes(_:)`.
    public let clippedAxes: [ClippedAxes]
    /// Per element: the system's, not the app's (keys and the whole software keyboard, status-bar items, scroll
    /// bars, page indicators; see `SystemChromeDerivation`): exempt from the size and order rules.
    public let systemChrome: [Bool]
    /// Per element: part of the software keyboard (its keys and QuickType candidates): also exempt from
    /// `label-missing`, since the app cannot label them.
    public let keyboard: [Bool]
    /// Per element: a standard control at the size the system draws it (segments, stepper halves, bar
    /// buttons; see `StandardControlDerivation`): `target-size-hig` reports it as a note.
    public let standardControl: [Bool]
    /// What the screen's findings share, made when first asked for: a record per element (its path
    /// included), messages, bases.
    let parts: FindingParts

    /// Traits that make an element interactive.
    public static let interactiveTraits: Traits = [
        .button, .link, .searchField, .textEntry, .adjustable, .toggle, .radioButton, .tabButton, .popupButton,
        .menuItem, .backButton,
    ]

    public init(screen: Screen) {
        self.init(screen: screen, elementTable: nil)
    }

    /// `elementTable` overrides whether findings name their elements in a table or hold records (by default, by
    /// the screen's size: `FindingParts.elementsForTable`).
    init(screen: Screen, elementTable: Bool?) {
        self.screen = screen
        self.parts = FindingParts(screen: screen, usesTable: elementTable)
        var interactive = [Bool](repeating: false, count: screen.elements.count)
        var onScreen = [Bool](repeating: false, count: screen.elements.count)
        var stops = StopDerivation.Result(stop: [], insideStop: [])
        var clips = ClipDerivation.Result(hidden: [], partlyClipped: [])
        var chrome = SystemChromeDerivation.Result(chrome: [], keyboard: [])
        var standard: [Bool] = []
        var axes = [ClippedAxes](repeating: [], count: screen.elements.count)
        screen.elements.withUnsafeBufferPointer { buffer in
            guard let elements = buffer.baseAddress else { return }
            // Elements are read in place through the pointer: copying one costs a retain per text field.
            let count = buffer.count
            for index in 0..<count {
                interactive[index] = !elements[index].traits.isDisjoint(with: Self.interactiveTraits)
            }
            stops = StopDerivation.derive(elements, count: count, interactive: interactive,
                                          isTextEntry: { Self.isTextEntry(elements[$0]) })
            clips = ClipDerivation.derive(elements, count: count, isContainer: Self.isContainer)
            chrome = SystemChromeDerivation.derive(elements, count: count, interactive: interactive, bounds: screen.bounds)
            standard = StandardControlDerivation.derive(elements, count: count, interactive: interactive, bounds: screen.bounds,
                                                        platform: screen.platform)
            if !screen.capabilities.evidence.contains(.unclippedFrames) {
                let edge = EdgeClipDerivation.derive(elements, count: count, bounds: screen.bounds, android: screen.platform == .android,
                                                     windowsAtTop: screen.capabilities.listing.contains(.windowsAtTop))
                for index in 0..<count where !edge[index].isEmpty { axes[index] = edge[index] }
            }
            for index in 0..<count {
                onScreen[index] = screen.isOnScreen(elements[index].frame) && !clips.hidden[index] && elements[index].visible != false
            }
            // While a modal is shown, what lies outside it is not reached: not a stop, not in view.
            if let modal = Self.topModal(elements, count: count) {
                let end = modal + elements[modal].descendantCount
                for index in 0..<count where index < modal || index > end {
                    guard !(index < modal && index + elements[index].descendantCount >= modal) else { continue }
                    stops.stop[index] = false
                    stops.insideStop[index] = false
                    onScreen[index] = false
                }
            }
            // Android's status and navigation bars are the system's, where the app's own content is recorded too.
            var appContent = false
            for index in 0..<count where stops.stop[index] && !elements[index].roles.contains(.systemOwned) {
                appContent = true
                break
            }
            if appContent {
                for index in 0..<count where elements[index].roles.contains(.systemOwned) { chrome.chrome[index] = true }
            }
        }
        self.interactive = interactive
        self.onScreen = onScreen
        self.stop = stops.stop
        self.insideStop = stops.insideStop
        for index in 0..<axes.count where clips.partlyClipped[index] { axes[index] = .both }
        self.clippedAxes = axes
        self.clippedFrames = clips.visible
        self.systemChrome = chrome.chrome
        self.keyboard = chrome.keyboard
        self.standardControl = standard
    }

    /// The modal on top (an alert, a sheet, a dialog window): the last one recorded, or nil when none is.
    static func topModal(_ elements: UnsafePointer<Element>, count: Int) -> Int? {
        var modal: Int?
        for index in 0..<count where elements[index].roles.contains(.modal) && !elements[index].frame.isEmpty
            && elements[index].visible != false {
            // One inside another is part of it (an alert's own sheet): the outermost counts.
            if let outer = modal, index <= outer + elements[outer].descendantCount { continue }
            modal = index
        }
        return modal
    }

    /// The target that `index` is part of for a finger: the nearest enabled, interactive ancestor in view that is
    /// at least `width` x `height` and no bare wrapper (not a scrolling list, not half the screen or more), and
    /// that does the same thing: not a stop of its own named otherwise while the element is a named stop too.
    /// A like button's icon inside its clickable frame, a chip's icon inside the chip: one target, whose size
    /// is the larger one's (WCAG 2.5.8's *equivalent* exception; ATF's `hasQualifyingClickableAncestor`). A
    /// "Favourite" button inside a song's card, each a stop with its own name, does something else than the
    /// card: a finger that misses it opens the song, so it is a target of its own; so does an account button in
    /// a clickable row that holds a text field (the row's tap edits the field). A target that fills half of the
    /// larger one is its body and is that target whatever other controls lie beside it (`holdsOtherControls`).
    /// A target whose label or identifier names an action the larger one does not name (`DistinctAction`: close,
    /// delete, favourite, share) does something else, whatever its name.
    public func enclosingTarget(of index: Int, width: Double, height: Double) -> Int? {
        let elements = screen.elements
        let screenArea = screen.bounds.width * screen.bounds.height
        let ownName = stop[index] ? ScreenFacts.spokenName(elements[index].label) : nil
        let ownActions = DistinctAction.actions(of: elements[index])
        var current = elements[index].parent
        while let ancestor = current {
            current = elements[ancestor].parent
            guard interactive[ancestor], onScreen[ancestor], elements[ancestor].enabled,
                  !elements[ancestor].traits.contains(.notEnabled), !elements[ancestor].roles.contains(.scrolls),
                  !elements[ancestor].traits.contains(.scrollable) else { continue }
            // Named otherwise (and not naming it): another action.
            if let ownName, stop[ancestor], let outer = ScreenFacts.spokenName(elements[ancestor].label),
               !outer.contains(ownName) {
                continue
            }
            let frame = elements[ancestor].frame
            if screenArea > 0 && frame.width * frame.height >= screenArea / 2 { continue }
            // A target that fills half of the larger one or more is its body (a search bar's rotating hint in the
            // bar, beside the bar's search and microphone icons): a tap on the margin around it does what it does,
            // whatever other controls the margin holds.
            let own = elements[index].frame
            let body = own.width * own.height * 2 >= frame.width * frame.height
            // Named for an action the larger target does not name (a banner row's close button, a story card's
            // favourite star): another function, so no equivalent (`DistinctAction`). The star's own description,
            // echoed in the name TalkBack gives the row, is not the row naming it.
            if !body && !ownActions.isEmpty
                && !ownActions.isSubset(of: DistinctAction.actions(of: elements[ancestor], besides: elements[index])) { continue }
            if frame.width >= width && frame.height >= height && !holdsOtherField(ancestor, besides: index)
                && (body || !holdsOtherControls(ancestor, besides: index)) { return ancestor }
        }
        return nil
    }

    /// The most descendants `holdsOtherField` and `holdsOtherControls` look at: a control-sized target holds far
    /// fewer.
    static let fieldScanLimit = 256

    /// True when `container` holds a text field that is not `index` and does not hold it: a tap on the container
    /// edits that field (a post composer's row around its text box), so a button beside the field in it does
    /// something else than the container and is a target of its own.
    func holdsOtherField(_ container: Int, besides index: Int) -> Bool {
        let elements = screen.elements
        let last = container + min(elements[container].descendantCount, Self.fieldScanLimit)
        guard container < last else { return false }
        for inner in (container + 1)...last where inner != index && isTextEntry(inner) && stop[inner] {
            if !isAncestor(inner, of: index) { return true }
        }
        return false
    }

    /// The button `index` is part of when that button is itself under `width` x `height`: the nearest enabled,
    /// interactive ancestor in view that a screen reader stops on, when it is small and a button (its type says so:
    /// `Button`, `ImageButton`, `MaterialButton`), or named while `index` has no name (a row's chevron: nothing
    /// tells it from the row). A like button's count and heart inside the like
    /// button, each clickable, are what the button draws, one target to a finger; the button is judged (and
    /// reported) for its own size and its parts are not reported again. Nil when that ancestor is large enough
    /// (a card around a "Favourite" button: see `enclosingTarget`), is a layout rather than a button while `index`
    /// is named (a title block holding a "Follow" button: two controls), or there is none.
    public func smallTargetAround(_ index: Int, width: Double, height: Double) -> Int? {
        let elements = screen.elements
        var current = elements[index].parent
        while let ancestor = current {
            current = elements[ancestor].parent
            guard stop[ancestor], interactive[ancestor], onScreen[ancestor], elements[ancestor].enabled,
                  !elements[ancestor].traits.contains(.notEnabled) else { continue }
            let frame = elements[ancestor].frame
            let small = frame.width < width || frame.height < height
            guard small else { return nil }
            if elements[ancestor].displayType.hasSuffix("Button") { return ancestor }
            // An unnamed part of a named control (a row's chevron, an avatar in a rider's block): nothing tells it
            // from the control, so it is that control to a finger.
            let unnamed = ScreenFacts.spokenName(elements[index].label) == nil
            return unnamed && ScreenFacts.spokenName(elements[ancestor].label) != nil ? ancestor : nil
        }
        return nil
    }

    /// True when `container` holds two or more controls that screen readers reach apart from `index` and from
    /// each other (not inside it, not around it) and that are named otherwise: a panel of controls (a video's
    /// like, comment, share and profile buttons in a clickable pane), not one target. A tap that misses one of
    /// them does what the pane does, which cannot be what each of them does (WCAG 2.5.8's *equivalent* exception
    /// asks for the same function). One other control (a like button's icon beside its counter) may be the same
    /// target and is given the benefit of the doubt. A container that is a stop itself (a post that opens when
    /// tapped) counts only for an unnamed `index`: a named one is told apart by its name (`enclosingTarget`), and
    /// an unnamed icon among a post's reply, like and share buttons is one more of them, not the post.

    func holdsOtherControls(_ container: Int, besides index: Int) -> Bool {
        let elements = screen.elements
        let ownName = ScreenFacts.spokenName(elements[index].label)
        guard !stop[container] || ownName == nil else { return false }
        let last = container + min(elements[container].descendantCount, Self.fieldScanLimit)
        guard container < last else { return false }
        var others = 0
        var inner = container + 1
        while inner <= last {
            if inner == index || isAncestor(inner, of: index) || isAncestor(index, of: inner) {
                inner += 1
                continue
            }
            if stop[inner] && interactive[inner] && onScreen[inner] {
                let name = ScreenFacts.spokenName(elements[inner].label)
                if name == nil || name != ownName {
                    others += 1
                    if others >= 2 { return true }
                }
                // What a stop holds is part of it.
                inner += 1 + elements[inner].descendantCount
                continue
            }
            inner += 1
        }
        return false
    }

    /// In view only in part, crossing the frame of a scrolling or clipping ancestor, or (in formats
    /// that record frames already clipped) touching the screen's or a scrolling ancestor's edge (see
    /// `EdgeClipDerivation`); its size is no evidence of a small target (the size rules do not run on it).
    public func isPartlyClipped(_ index: Int) -> Bool { !clippedAxes[index].isEmpty }

    /// The part of the element a person can see and touch: its frame, cut to the frames of the scrolling and
    /// clipping containers it lies in (content scrolled half out of a list is touched only where it shows).
    public func visibleFrame(_ index: Int) -> Frame { clippedFrames[index] ?? screen.elements[index].frame }

    /// Every element's `visibleFrame(_:)`, for a spatial index.
    public func visibleFrames() -> [Frame] {
        var frames = screen.elements.map(\.frame)
        for (index, frame) in clippedFrames { frames[index] = frame }
        return frames
    }

    /// True when `top` is drawn over the scrolling content that `covered` belongs to, so that where they meet,
    /// `covered` is hidden under `top` rather than beside it: `covered` lies in a scrolling container that does not
    /// hold `top`, and `top` lies in a bar (a navigation bar, toolbar or tab bar, drawn over content that scrolls
    /// under it), or, on Android, is drawn after that container by the dump's `drawing-order`, or without one
    /// does not hold the container's whole frame (a floating button over a list). A list row scrolled under a
    /// toolbar is covered by the toolbar's buttons, not overlapping them.
    public func isCovered(_ covered: Int, by top: Int) -> Bool {
        let elements = screen.elements
        // A web page's fixed bar lies in the web view's tree beside the content that scrolls under it.
        if let bar = webPageBar(holding: top), !isAncestor(bar, of: covered), bar != covered,
           nearestScroller(of: covered).map({ isAncestor($0, of: bar) }) == true {
            return true
        }
        guard let scroller = nearestScroller(of: covered), top != scroller, !isAncestor(scroller, of: top),
              !isAncestor(top, of: scroller) else { return false }
        if screen.platform == .android {
            // Without `drawing-order` the dump's order says nothing of what is drawn over what: Android lists a
            // view's children sorted by position (`ViewGroup.addChildrenForAccessibility`), so a floating button's
            // full-screen layer, starting at the top, comes before the list it floats over. A target smaller than
            // the list floats over it (a floating button, a snackbar's action); one holding the whole list is
            // behind it (a map under a bottom sheet's list).
            if isDrawn(top, after: scroller) ?? !elements[top].frame.contains(elements[scroller].frame, tolerance: 0.5) {
                return true
            }
        }
        var inBar: Int? = top
        while let element = inBar {
            if elements[element].roles.contains(.bar) { return true }
            inBar = elements[element].parent
        }
        return false
    }

    /// The bar of a web page that holds `index`, when there is one: an element of the page (an Android web view's
    /// content) that holds `index` and two or more stops, as wide as the web view (90 %), at most a fifth of the
    /// screen's height, flush with the web view's top or bottom edge (a page's fixed tab bar or header, which the
    /// page's content scrolls under: the page draws it over that content, while the tree holds both in the
    /// scrolling web view).
    func webPageBar(holding index: Int) -> Int? {
        guard screen.platform == .android else { return nil }
        let elements = screen.elements
        var view: Int?
        var current = elements[index].parent
        while let ancestor = current {
            if elements[ancestor].roles.contains(.webView) { view = ancestor }
            current = elements[ancestor].parent
        }
        guard let view else { return nil }
        let page = elements[view].frame
        let limit = screen.bounds.height > 0 ? screen.bounds.height / 5 : page.height / 5
        var candidate: Int? = index
        while let strip = candidate, strip != view {
            let frame = elements[strip].frame
            if frame.width >= page.width * 0.9, frame.height <= limit, frame.height > 0,
               abs(frame.maxY - page.maxY) <= 1 || abs(frame.minY - page.minY) <= 1 {
                var stops = 0
                // The first stops suffice: a bar holds them near its start, and a crowded page costs no more.
                for inner in strip...(strip + min(elements[strip].descendantCount, Self.fieldScanLimit))
                where stop[inner] && onScreen[inner] {
                    stops += 1
                    if stops >= 2 { return strip }
                }
            }
            guard frame.height <= limit else { return nil }
            candidate = elements[strip].parent
        }
        return nil
    }

    /// The elements that lie in a scrolling container and wholly under a stop drawn over that content (`isCovered`:
    /// a bottom bar's tab over the last row of a feed that runs on under the bar): hidden, neither seen nor
    /// touched, so no size is judged on them. The covers are the stops outside every scrolling container and, on
    /// Android, the bars there that hold one (a strip as wide as the screen and at most a fifth of its height: a
    /// bottom bar, whose strip below its tabs covers a video's mute button that its tabs cover only in part); a
    /// screen with more than 64 of them (no bar holds so many) is not searched.
    public func hiddenUnderCovers() -> Set<Int> {
        var inScroller = [Bool](repeating: false, count: screen.elements.count)
        var covers: [Int] = []
        var scrolls = false
        // Read in place: a copy of an element would retain each of its strings.
        let tooMany = screen.elements.withUnsafeBufferPointer { elements -> Bool in
            for index in elements.indices {
                guard let parent = elements[index].parent else { continue }
                let scroller = elements[parent].scrolls
                inScroller[index] = inScroller[parent] || scroller
                scrolls = scrolls || scroller
            }
            guard scrolls else { return false }
            // On Android a bar is drawn over what it covers as a whole, not only where its controls are (a bottom
            // bar's tabs and, below them, the bar's own strip over the navigation bar): a strip as wide as the
            // screen (90 %) and at most a fifth of its height, outside scrolling content, holding a control within
            // its frame.
            var bar = [Bool](repeating: false, count: elements.count)
            if screen.platform == .android {
                let bounds = screen.bounds
                // Its tabs may lie in a scrolling strip of their own (a `HorizontalScrollView` of tabs).
                for index in elements.indices where stop[index] && onScreen[index] {
                    var current = elements[index].parent
                    while let ancestor = current, elements[ancestor].frame.contains(elements[index].frame, tolerance: 0.5) {
                        let frame = elements[ancestor].frame
                        if !inScroller[ancestor] && frame.width >= bounds.width * 0.9 && frame.height <= bounds.height / 5 {
                            bar[ancestor] = true
                        }
                        current = elements[ancestor].parent
                    }
                }
            }
            for index in elements.indices where onScreen[index] && !inScroller[index] && !elements[index].scrolls
                && (stop[index] || (bar[index] && !interactive[index])) {
                covers.append(index)
                if covers.count > 64 { return true }
            }
            return false
        }
        guard scrolls, !tooMany, !covers.isEmpty else { return [] }
        let coverFrames = covers.map { screen.elements[$0].frame }
        var hidden = Set<Int>()
        for index in inScroller.indices where inScroller[index] && onScreen[index] && interactive[index] {
            let frame = visibleFrame(index)
            guard !frame.isEmpty else { continue }
            for (position, top) in covers.enumerated()
            where coverFrames[position].contains(frame, tolerance: 0.5) && isCovered(index, by: top)
                && (stop[top] || contentScrollsUnder(index, bar: coverFrames[position])) {
                hidden.insert(index)
                break
            }
        }
        return hidden
    }

    /// True when the scrolling container nearest `index` is more than twice as tall as `bar`: content that
    /// scrolls under the bar (a feed under a bottom bar), not a strip of its own beside the bar's controls (a
    /// header's scrolling row of tabs beside its toolbar).
    func contentScrollsUnder(_ index: Int, bar: Frame) -> Bool {
        guard let scroller = nearestScroller(of: index) else { return false }
        return screen.elements[scroller].frame.height > 2 * bar.height
    }

    /// The nearest ancestor of `index` that is a stop (the element whose name holds it, when it holds one), or nil.
    func nearestStop(of index: Int) -> Int? {
        var current = screen.elements[index].parent
        while let ancestor = current {
            if stop[ancestor] { return ancestor }
            current = screen.elements[ancestor].parent
        }
        return nil
    }

    /// The nearest ancestor of `index` that scrolls, or nil.
    func nearestScroller(of index: Int) -> Int? {
        let elements = screen.elements
        var current = elements[index].parent
        while let ancestor = current {
            if elements[ancestor].scrolls { return ancestor }
            current = elements[ancestor].parent
        }
        return nil
    }

    /// True when `top` is drawn after `other` (over it, where they meet), neither holding the other: of the two
    /// children of their nearest common ancestor that hold them, the one holding `top` is drawn later. By the
    /// recorded drawing order (`Screen.drawingOrders`: a floating button recorded before the list it floats over,
    /// drawn after it for its elevation); nil when the recording has none (an Android dump lists each view's
    /// children sorted by position, so its order says nothing of what is drawn over what).
    public func isDrawn(_ top: Int, after other: Int) -> Bool? {
        let elements = screen.elements
        guard !screen.drawingOrders.isEmpty else { return nil }
        // Each side climbs to the child of the nearest ancestor that holds the other.
        func side(_ index: Int, below holder: Int) -> Int? {
            var side = index
            while let parent = elements[side].parent, !isAncestor(parent, of: holder) { side = parent }
            return elements[side].parent == nil ? nil : side
        }
        guard let topSide = side(top, below: other), let otherSide = side(other, below: top) else {
            return top > other + elements[other].descendantCount
        }
        let topOrder = screen.drawingOrders[topSide], otherOrder = screen.drawingOrders[otherSide]
        if topOrder != otherOrder { return topOrder > otherOrder }
        return topSide > otherSide
    }

    /// A label as people hear it, for comparing two: trimmed, lower-cased, runs of spaces made one; nil when empty.
    /// ``comparableLabel(_:)`` of a label a screen reader can speak: nil for one of icon-font glyphs only
    /// (`SpokenText.isOnlyGlyphs`), which names nothing to a listener and tells no two controls apart.
    static func spokenName(_ label: String?) -> String? {
        guard let label, !SpokenText.isOnlyGlyphs(label) else { return nil }
        return comparableLabel(label)
    }

    static func comparableLabel(_ label: String?) -> String? {
        guard let label else { return nil }
        let words = label.lowercased().split(whereSeparator: { $0.isWhitespace })
        return words.isEmpty ? nil : words.joined(separator: " ")
    }

    /// True when the element is part of a web page shown in a web view (`ElementRoles.webView`): its name, role and
    /// size come from the page's markup through the browser engine, and follow the web's rules.
    public func inWebContent(_ index: Int) -> Bool {
        var current = screen.elements[index].parent
        while let ancestor = current {
            if screen.elements[ancestor].roles.contains(.webView) { return true }
            current = screen.elements[ancestor].parent
        }
        return false
    }

    /// A container that clips what overflows it: a scrolling container or any container type.
    static func isContainer(_ element: Element) -> Bool {
        element.traits.contains(.scrollable) || element.roles.contains(.clipsContent)
    }

    /// A target: an enabled, interactive stop in view that is not system chrome. Targets are the neighbours the
    /// spacing test of `target-size-minimum` looks for.
    public func isTarget(_ index: Int) -> Bool {
        guard interactive[index] && onScreen[index] && stop[index] && !systemChrome[index] else { return false }
        return screen.elements[index].enabled && !screen.elements[index].traits.contains(.notEnabled)
    }

    /// A target a finger aims at: a target that takes its own touches. An Android view that passes them on
    /// (`ElementRoles.passesTouches`: a row's check box, focusable but not clickable) inside an enabled ancestor that
    /// takes them is part of that ancestor's target, which the size, spacing and overlap rules judge instead.
    public func isTouchTarget(_ index: Int) -> Bool {
        guard isTarget(index) else { return false }
        guard screen.elements[index].roles.contains(.passesTouches) else { return true }
        var current = screen.elements[index].parent
        while let ancestor = current {
            let element = screen.elements[ancestor]
            if interactive[ancestor] && element.enabled && !element.roles.contains(.passesTouches) { return false }
            current = element.parent
        }
        return true
    }

    /// A target whose size the size rules judge: a touch target wholly in view (a partly clipped target's frame is
    /// no evidence of a small target).
    public func isSizedTarget(_ index: Int) -> Bool { isTouchTarget(index) && !isPartlyClipped(index) && !isPartlyOffScreen(index) }

    /// The axes along which a target's recorded size is its real one, for the size rules; nil when it is no
    /// target, or when neither axis is (both clipped, or crossing the screen's edge both ways). A trailing icon
    /// button flush with the screen's right edge keeps its height.
    public func sizedAxes(_ index: Int) -> ClippedAxes? {
        guard isTouchTarget(index) else { return nil }
        var cut = clippedAxes[index]
        let bounds = screen.bounds, frame = screen.elements[index].frame
        if !bounds.isEmpty {
            if frame.minX < bounds.minX - 0.5 || frame.maxX > bounds.maxX + 0.5 { cut.insert(.horizontal) }
            if frame.minY < bounds.minY - 0.5 || frame.maxY > bounds.maxY + 0.5 { cut.insert(.vertical) }
        }
        let judged = ClippedAxes.both.subtracting(cut)
        return judged.isEmpty ? nil : judged
    }

    /// In view but crossing the screen's edge (a carousel's first or last card): only part of it can be seen
    /// and touched, so its frame is no evidence of a small target. Not a failure either (see
    /// `offscreen-accessible`).
    public func isPartlyOffScreen(_ index: Int) -> Bool {
        let bounds = screen.bounds
        guard onScreen[index], !bounds.isEmpty else { return false }
        return !bounds.contains(screen.elements[index].frame, tolerance: 0.5)
    }

    /// Targets the size rules would judge but cannot: a zero-size or off-screen frame, scrolled out of view,
    /// partly clipped, or crossing the screen's edge (counted as not run).
    public func sizedTargetsNotRun() -> Int {
        var count = 0
        for index in screen.elements.indices where interactive[index] && stop[index] && !systemChrome[index]
            && (!onScreen[index] || isPartlyClipped(index) || isPartlyOffScreen(index))
            && screen.elements[index].enabled && !screen.elements[index].traits.contains(.notEnabled) {
            count += 1
        }
        return count
    }

    /// One recorded pixel in the screen's unit when its frames were recorded in pixels and converted with a
    /// density (0 otherwise). Android lays views out in whole pixels, so a view sized 48 dp can be recorded a pixel
    /// short (191 px at density 4 is 47.75 dp) where weights share out a row: a size within one pixel of a
    /// threshold is not evidence of being under it.
    public var pixelSlack: Double {
        guard let density = screen.density, density > 0 else { return 0 }
        return 1 / density
    }

    /// Whether element `index` is a web view in view whose page is not in the recording (no nodes below it):
    /// its web content was not checked. The one definition the screen summary and the `web-content` manual
    /// check both use.
    public func isUnrecordedWebView(_ index: Int) -> Bool {
        screen.elements[index].roles.contains(.webView) && screen.elements[index].descendantCount == 0 && onScreen[index]
    }

    /// The web views in view whose page is not in the recording, as named in messages
    /// (`WebView at …/FrameLayout[1]/WebView[1]`), in document order.
    public var unrecordedWebViews: [String] {
        screen.elements.indices.filter { isUnrecordedWebView($0) }.map {
            "\(screen.elements[$0].displayType) at \(screen.path(of: $0))"
        }
    }

    /// Elements with a zero-size or off-screen frame, or scrolled out of view.
    public var notOnScreen: Int { onScreen.reduce(0) { $0 + ($1 ? 0 : 1) } }

    public func isText(_ index: Int) -> Bool { screen.elements[index].traits.contains(.staticText) }

    public func isHeader(_ index: Int) -> Bool { screen.elements[index].traits.contains(.header) }

    public func isImage(_ index: Int) -> Bool { screen.elements[index].traits.contains(.image) }

    /// An image that nobody acts on and that the recording lists whether the screen reader reaches it or not
    /// (``RecorderCapabilities/Listing/imagesNotReached``), with no word of its own on that: most likely never
    /// reached (an image view is no accessibility element unless made one).
    public func imageMayBeUnreached(_ index: Int) -> Bool {
        screen.capabilities.listing.contains(.imagesNotReached) && isImage(index) && !interactive[index]
            && screen.elements[index].accessible == nil
    }

    /// Text entry of any kind: text field, text area, search field, secure field.
    public func isTextEntry(_ index: Int) -> Bool { Self.isTextEntry(screen.elements[index]) }

    static func isTextEntry(_ element: Element) -> Bool {
        !element.traits.isDisjoint(with: [.textEntry, .searchField, .secureTextField, .textArea])
    }

    /// True when `ancestor` is an ancestor of `index` in the recorded tree.
    public func isAncestor(_ ancestor: Int, of index: Int) -> Bool {
        ancestor < index && index <= ancestor + screen.elements[ancestor].descendantCount
    }

    /// A path for messages: deep paths keep their last four steps (`…/Cell[2]/Group[1]/Button[3]`); the full
    /// path is in every report's element location.
    public static func shortPath(_ path: String) -> String {
        let utf8 = path.utf8
        let slash = UInt8(ascii: "/")
        var slashes = 0
        var previous: UInt8 = slash
        for byte in utf8 {
            // Outside ASCII a slash may carry a combining mark, which makes it no separator for `split`.
            if byte >= 0x80 { return splitShortPath(path) }
            if byte == slash {
                // An empty step (leading, trailing or doubled slash): `split` leaves it out.
                if previous == slash { return splitShortPath(path) }
                slashes += 1
            }
            previous = byte
        }
        guard previous != slash || utf8.isEmpty else { return splitShortPath(path) }
        guard slashes + 1 > 5 else { return path }
        // The last four steps: everything after the fourth slash from the end.
        var index = utf8.endIndex
        var seen = 0
        while true {
            index = utf8.index(before: index)
            if utf8[index] == slash {
                seen += 1
                if seen == 4 { break }
            }
        }
        return "…/" + path[utf8.index(after: index)...]
    }

    private static func splitShortPath(_ path: String) -> String {
        let steps = path.split(separator: "/")
        guard steps.count > 5 else { return path }
        return "…/" + steps.suffix(4).joined(separator: "/")
    }

    /// The element's path, `Application/Group[1]/Button[3]` (`Screen.path(of:)`): made once per element on a
    /// screen of ordinary size (its record holds it), each time it is asked for on a large one.
    public func path(of index: Int) -> String { parts.path(index) }

    /// What findings on element `index` and references to it hold: one record per element, shared, or on a
    /// large screen the element's place in the table.
    func record(_ index: Int) -> ElementPlace { parts.record(index) }

    /// How the element is named in messages: `Button "Close"`, `Button with identifier "close"` or
    /// `unlabelled Button at Application/Button[3]`.
    public func name(_ index: Int) -> String {
        ElementReference.name(type: screen.elements[index].displayType, label: screen.elements[index].label,
                              identifier: screen.elements[index].identifier, path: { path(of: index) })
    }

    /// Keeps names in messages readable: one line, at most 60 characters (see `printable(_:)`).
    public static func shorten(_ text: String) -> String {
        if text.utf8.count <= 60 && TerminalText.isPlainASCII(text) { return text }
        let line = printable(text)
        // More than 60 characters, counted no further than the 61st.
        guard line.utf8.count > 60, line.index(line.startIndex, offsetBy: 61, limitedBy: line.endIndex) != nil else { return line }
        return String(line.prefix(57)) + "..."
    }

    /// The text on one line, with control characters, bidirectional controls and other invisible format
    /// characters written as `\u{1B}`, `\u{202E}` (see `TerminalText`): an escape sequence in a label would
    /// otherwise drive the terminal that shows the message, and a bidi control reorder it.
    public static func printable(_ text: String) -> String { TerminalText.line(text) }

    /// Points, written without a needless fraction: `20`, `17.5`, `17.33`.
    public static func points(_ value: Double) -> String {
        // A recorded 1e308 (a frame far off every screen) is written as Swift writes it: times 100 it would be
        // infinite, and no Int holds it.
        guard value.isFinite, abs(value) < 1e15 else { return String(value) }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
