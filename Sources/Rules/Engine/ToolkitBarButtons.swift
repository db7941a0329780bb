import TreeModel

/// An Android app bar's buttons that the toolkit makes and lays out, not the app: the toolbar's navigation button
/// ("Navigate up", an image button the `Toolbar` adds as its own child at its leading edge) and the action menu's
/// overflow button ("More options", an image view the `ActionMenuView` adds after the menu items). Apps set no
/// identifier for them in a layout (`identifier-missing` passes them). Read in place.
enum ToolkitBarButtons {
    /// Whether element `index` is the toolbar's navigation button: an image button at a toolbar's leading edge.
    static func isNavigationButton(_ index: Int, _ elements: UnsafeBufferPointer<Element>) -> Bool {
        guard let parent = elements[index].parent, isToolbar(elements[parent]) else { return false }
        return CrawlBars.lastPart(of: elements[index].displayType) == "ImageButton"
            && abs(elements[index].frame.minX - elements[parent].frame.minX) <= 1
    }

    /// Whether element `index` is the action menu's overflow button: an image view in an `ActionMenuView` (or
    /// AppCompat's `OverflowMenuButton` by its class), or, where the recorder gives the menu's accessibility class
    /// (`LinearLayoutCompat`) or a minified one, the last child of an unidentified view in a toolbar, an image at
    /// that view's trailing edge.
    static func isOverflowButton(_ index: Int, _ elements: UnsafeBufferPointer<Element>) -> Bool {
        guard let parent = elements[index].parent else { return false }
        let kind = CrawlBars.lastPart(of: elements[index].displayType)
        if kind.hasSuffix("OverflowMenuButton") { return true }
        let holder = CrawlBars.lastPart(of: elements[parent].displayType)
        if holder == "ActionMenuView" { return kind == "ImageView" }
        guard !isToolbar(elements[parent]), elements[parent].identifier == nil, let bar = elements[parent].parent,
              isToolbar(elements[bar]), kind == "ImageView" || kind == "ImageButton" else { return false }
        return index + elements[index].descendantCount == parent + elements[parent].descendantCount
            && abs(elements[index].frame.maxX - elements[parent].frame.maxX) <= 1
    }

    /// A `Toolbar`, by its class or, where the recorder gives the accessibility class (AppCompat's toolbar says
    /// `android.view.ViewGroup`), by its resource id: `toolbar`, `main_toolbar`, the platform's `action_bar`.
    static func isToolbar(_ element: Element) -> Bool {
        if CrawlBars.lastPart(of: element.displayType).hasSuffix("Toolbar") { return true }
        guard let identifier = element.identifier else { return false }
        let name = CrawlBars.shortIdentifier(identifier).lowercased()
        return name.contains("toolbar") || name == "action_bar"
    }
}
