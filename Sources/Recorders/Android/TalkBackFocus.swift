import TreeModel

/// Which Android views TalkBack focuses on their own (its *stops*), and the text it speaks for a stop without
/// text of its own: a port of TalkBack's `AccessibilityNodeInfoUtils.shouldFocusNode` and the focused-node
/// description of `TreeNodesDescription` (google/talkback), checked against ATF's
/// `ViewHierarchyElementUtils.shouldFocusView` (google/Accessibility-Test-Framework-for-Android). See
/// `Docs/Rules.md`, "What TalkBack reaches", for the rule in words and its sources.
///
/// The decision runs on TalkBack's view of the tree: views that are not important for accessibility are not in
/// it (Android hoists their children into their parent), so they are removed first. Where the recorder does
/// not say which views are important (`uiautomator dump`, DroidBot, Rico), Android's own default is
/// estimated: a view is important when it can be acted on, has text or a description, is a text view, a list
/// or a scroll view; plain layouts and images without a description are not. Jetpack Compose decides the same
/// way since 1.7 (`SemanticsNode.isImportantForAccessibility`: a node that merges its descendants or holds a
/// property TalkBack reads; an empty node, a test tag's, is not). O(n): one pass from the leaves up, one from the
/// root down.
enum TalkBackFocus {
    /// What the decision reads of one recorded view.
    struct Node: Sendable {
        /// The view is drawn and on screen: recorded as visible and, when its bounds are known, not empty.
        var visible = true
        /// In TalkBack's tree: recorded (`important-for-accessibility`) or estimated (see the type's notes).
        var important = true
        /// The recorder says whether the view is important (UiAutomator2's `a11y-important`); else it is estimated.
        var importanceRecorded = false
        /// Android's default importance as estimated from what the view is and holds (see the type's notes),
        /// used where a recorded importance is no evidence: inside a web view.
        var estimatedImportant = true
        var clickable = false
        var longClickable = false
        var focusable = false
        var screenReaderFocusable = false
        /// Text, content description or hint that is not blank; never for a list or grid (TalkBack's `hasText`
        /// ignores collections).
        var hasText = false
        /// A content description that is not blank: it replaces the children's text in what is spoken.
        var hasDescription = false
        /// A state TalkBack speaks: checkable, or a state description recorded (Compose's range or toggle state).
        var hasState = false
        /// A range known from the view's class (seek bars, rating bars, progress bars), whose state description
        /// Android's own widgets set (`ProgressBar`, API 30) but a dump does not record. A view that hands its range
        /// to focusable children (the virtual thumbs of Material's `Slider`, an `ExploreByTouchHelper`) says nothing
        /// of its own: TalkBack's `isSpeakingNode` reads text, state description, checkable and children, not the
        /// class, so there it focuses the thumbs.
        var hasRange = false
        /// Its children are scroll items: a scrollable view, a list, grid or scroll view (not a spinner).
        var scrollsItems = false
        /// The first view of a window (`uiautomator dump`'s top node, a DroidBot root): its bounds are the window's.
        var windowRoot = false
        /// A `WebView`: TalkBack hands its content to the web engine (its `WebInterfaceUtils` case), never a stop.
        var webView = false
        var frame: Frame?
    }

    /// Per element: whether TalkBack focuses it on its own, and its parent in TalkBack's tree (nil for a root
    /// or a view TalkBack does not see).
    struct Decision: Sendable {
        var stop: [Bool]
        /// Per element: TalkBack's `isAccessibilityFocusable` (focusable, clickable or a speaking scroll item):
        /// such an element speaks for itself, so its text is never part of an ancestor's.
        var focusableForAccessibility: [Bool]
        var parent: [Int?]
        var children: [[Int]]
    }

    /// The decision for `nodes` in pre-order, `parents[i]` being the recorded parent of node `i`.
    static func decide(_ recorded: [Node], parents: [Int?]) -> Decision {
        let count = recorded.count
        // A web page's nodes are virtual views the browser engine provides, and Chromium does not set their
        // importance (a provider's node is not important unless it says so: the dumps of a WebView record
        // `a11y-important="false"` on every node of the page, its buttons and links too), while TalkBack reads
        // them all: below a web view, the recorded importance gives way to the estimate.
        var nodes = recorded
        var inWebView = [Bool](repeating: false, count: count)
        for index in 0..<count {
            guard let above = parents[index] else { continue }
            inWebView[index] = inWebView[above] || nodes[above].webView
            if inWebView[index], nodes[index].importanceRecorded { nodes[index].important = nodes[index].estimatedImportant }
        }
        // TalkBack's tree: each important view's parent is its nearest important ancestor.
        var parent = [Int?](repeating: nil, count: count)
        var children = [[Int]](repeating: [], count: count)
        var nearestImportant = [Int?](repeating: nil, count: count)
        for index in 0..<count {
            let recorded = parents[index]
            let above = recorded.flatMap { nodes[$0].important ? $0 : nearestImportant[$0] }
            nearestImportant[index] = above
            guard nodes[index].important else { continue }
            parent[index] = above
            if let above { children[above].append(index) }
        }
        // The window each view lies in: the bounds of its window's first view.
        var window = [Int](repeating: 0, count: count)
        for index in 0..<count {
            window[index] = nodes[index].windowRoot ? index : (parents[index].map { window[$0] } ?? index)
        }
        func focusableOrClickable(_ index: Int) -> Bool {
            let node = nodes[index]
            return node.visible && node.important
                && (node.screenReaderFocusable || node.clickable || node.longClickable || node.focusable)
        }
        /// TalkBack never focuses a view as large as its window that holds others and is not focusable itself.
        func fillsWindow(_ index: Int) -> Bool {
            guard !children[index].isEmpty, !focusableOrClickable(index), let frame = nodes[index].frame,
                  let windowFrame = nodes[window[index]].frame, !windowFrame.isEmpty else { return false }
            return frame == windowFrame
        }
        func topLevelScrollItem(_ index: Int) -> Bool {
            guard nodes[index].visible, let above = parent[index] else { return false }
            return nodes[above].scrollsItems
        }
        // From the leaves up: does a view speak (its own text or state, or a child that speaks and is not
        // reached on its own)?
        var speaking = [Bool](repeating: false, count: count)
        var focusableForAccessibility = [Bool](repeating: false, count: count)
        for index in stride(from: count - 1, through: 0, by: -1) where nodes[index].important {
            let node = nodes[index]
            var speaks = node.hasText || node.hasState
                || (node.hasRange && !children[index].contains(where: focusableOrClickable))
            if !speaks {
                let acts = node.clickable || node.longClickable
                var invisibleSpeaker = false
                for child in children[index] {
                    guard nodes[child].visible else {
                        if nodes[child].hasText && !focusableOrClickableIgnoringVisibility(nodes[child]) { invisibleSpeaker = true }
                        continue
                    }
                    if focusableOrClickable(child) { continue }
                    if topLevelScrollItem(child) && speaking[child] && !acts { continue }
                    if speaking[child] {
                        speaks = true
                        break
                    }
                }
                // TalkBack's `hasInvisibleNonActionableSpeakingChildren`, except for scrolling lists.
                if !speaks && invisibleSpeaker && !node.scrollsItems { speaks = true }
            }
            speaking[index] = speaks
            focusableForAccessibility[index] = focusableOrClickable(index) || (topLevelScrollItem(index) && speaks)
        }
        // From the root down: the decision, in TalkBack's order.
        var stop = [Bool](repeating: false, count: count)
        // Per element: some strict ancestor in TalkBack's tree is itself focusable (its text is spoken by it).
        var focusableAbove = [Bool](repeating: false, count: count)
        for index in 0..<count where nodes[index].important {
            let node = nodes[index]
            if let above = parent[index] {
                focusableAbove[index] = focusableAbove[above]
                    || (nodes[above].visible && !fillsWindow(above) && focusableForAccessibility[above])
            }
            guard node.visible, !fillsWindow(index), !node.webView else { continue }
            if focusableForAccessibility[index] {
                stop[index] = children[index].isEmpty || speaking[index]
            } else {
                stop[index] = (node.hasText || node.hasState || node.hasRange) && !focusableAbove[index]
            }
        }
        return Decision(stop: stop, focusableForAccessibility: focusableForAccessibility, parent: parent, children: children)
    }

    static func focusableOrClickableIgnoringVisibility(_ node: Node) -> Bool {
        node.important && (node.screenReaderFocusable || node.clickable || node.longClickable || node.focusable)
    }
}
