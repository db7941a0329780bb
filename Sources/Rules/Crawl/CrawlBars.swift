import Support
import TreeModel

/// What the crawl rules need of one state once its elements are released: its persistent bars (a toolbar, an
/// action bar, a tab bar, a bottom navigation bar) and the controls in each, in the bar's order, with their
/// names and state. Made in the screen stage (`init(_:rules:configuration:)`), a few hundred bytes a state.
///
/// Each bar and control also holds, per crawl rule that may report on it, the finding that rule would make on
/// it with an empty message (its place, level, basis and fingerprint are those of the screen): the rule fills
/// in the message at the end of the crawl, when the screen is long gone.
public struct CrawlBars: Sendable, Hashable {
    /// One control of a bar.
    public struct Control: Sendable, Hashable {
        /// Its identifier (resource id, accessibility identifier), nil when it has none.
        public var identifier: String?
        /// Its accessible name (what the screen reader says), nil when it has none.
        public var name: String?
        /// Its type for messages (`ImageButton`).
        public var type: String
        /// Its place in the bar: the edge and its 48-point slot from the bar's nearer side (`top:l0`).
        public var place: String
        /// Whether it is shown selected or checked, or is a toggle: its name may follow its state.
        public var stateful: Bool
        /// Whether it is a text or a text field: its name is what it shows, not what it is.
        public var showsContent: Bool
        /// A reference to it, for related locations.
        public var reference: ElementReference
        /// Per crawl rule id, the finding that rule would make on it.
        public var templates: [String: Finding]
    }

    /// One bar and its controls in reading order (left to right, or top to bottom for a vertical bar).
    public struct Bar: Sendable, Hashable {
        /// Which bar it is across screens: its edge and its identifier or class (`bottom:bottom_nav`).
        public var key: String
        /// `top bar` or `bottom bar`, with its identifier when it has one (`bottom bar `bottom_nav``).
        public var description: String
        public var controls: [Control]
        /// A reference to the bar, for related locations.
        public var reference: ElementReference
        /// Per crawl rule id, the finding that rule would make on the bar.
        public var templates: [String: Finding]
    }

    public var bars: [Bar]

    public init(bars: [Bar] = []) { self.bars = bars }

    /// The grid of a bar's slots, in points: Android's and iOS's minimum touch target.
    static let slot = 48.0

    /// The bars of the screen of `facts`, with the templates of `rules` (the crawl rules enabled).
    public init(_ facts: ScreenFacts, rules: [any CrawlRule], configuration: RuleConfiguration) {
        let screen = facts.screen
        let elements = screen.elements
        var bars: [Bar] = []
        var templates: [Finding] = []
        // The outermost bar-like element on each branch: a toolbar's menu view is part of the toolbar.
        var inBar = [Bool](repeating: false, count: elements.count)
        for index in elements.indices {
            if let parent = elements[index].parent, parent < index, inBar[parent] {
                inBar[index] = true
                continue
            }
            guard !facts.systemChrome[index], facts.onScreen[index], Self.isBar(elements[index]), !elements[index].frame.isEmpty else { continue }
            inBar[index] = true
            let frame = elements[index].frame
            let bounds = screen.bounds.isEmpty ? frame : screen.bounds
            let edge = frame.midY <= bounds.midY ? "top" : "bottom"
            // The controls: interactive elements on screen inside the bar, the outermost of each nest.
            var controls: [(index: Int, control: Control)] = []
            var inControl = Set<Int>()
            let end = index + 1 + elements[index].descendantCount
            for inner in (index + 1)..<min(end, elements.count) {
                if let parent = elements[inner].parent, inControl.contains(parent) {
                    inControl.insert(inner)
                    continue
                }
                guard facts.interactive[inner], facts.onScreen[inner], !facts.systemChrome[inner] else { continue }
                inControl.insert(inner)
                let element = elements[inner]
                let name = element.label.flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
                let stateful = element.traits.contains(.selected) || element.traits.contains(.toggle) || element.value != nil
                controls.append((inner, Control(identifier: element.identifier, name: name, type: element.displayType,
                                                place: Self.place(of: element.frame, in: frame, edge: edge), stateful: stateful,
                                                showsContent: Self.showsContent(inner, facts),
                                                reference: ElementReference(inner, in: facts), templates: [:])))
            }
            let vertical = frame.height > frame.width
            controls.sort { lhs, rhs in
                let a = elements[lhs.index].frame, b = elements[rhs.index].frame
                let (x, y) = vertical ? (a.midY, b.midY) : (a.midX, b.midX)
                return x != y ? x < y : lhs.index < rhs.index
            }
            let bar = elements[index]
            let shortID = bar.identifier.map(Self.shortIdentifier)
            let key = edge + ":" + (shortID ?? Self.lastPart(of: bar.type ?? bar.displayType))
            let made = Bar(key: key, description: "\(edge) bar" + (shortID.map { " `\($0)`" } ?? ""),
                           controls: controls.map(\.control), reference: ElementReference(index, in: facts), templates: [:])
            for rule in rules {
                if rule.reportsOn.contains(.bar) {
                    templates.append(Self.template(rule, index, facts, configuration))
                }
                if rule.reportsOn.contains(.control) {
                    for control in controls { templates.append(Self.template(rule, control.index, facts, configuration)) }
                }
            }
            bars.append(made)
        }
        // The templates get their fingerprints on the screen, then go to their bars and controls.
        if !templates.isEmpty {
            Fingerprint.assign(&templates, on: screen)
            var next = 0
            for position in bars.indices {
                for rule in rules {
                    if rule.reportsOn.contains(.bar) {
                        bars[position].templates[rule.metadata.id] = templates[next]
                        next += 1
                    }
                    if rule.reportsOn.contains(.control) {
                        for control in bars[position].controls.indices {
                            bars[position].controls[control].templates[rule.metadata.id] = templates[next]
                            next += 1
                        }
                    }
                }
            }
        }
        self.bars = bars
    }

    /// Whether element `index` is a text or a text field, whose name is what it shows (a browser's address
    /// bar, a title): by trait, or by an Android class that is a text view (`TextView`, `AutoCompleteTextView`,
    /// `EditText`; not a `Button` or an `ActionMenuItemView`, which are text views that act).
    static func showsContent(_ index: Int, _ facts: ScreenFacts) -> Bool {
        if facts.isText(index) || facts.isTextEntry(index) { return true }
        guard let type = facts.screen.elements[index].type else { return false }
        let last = lastPart(of: type)
        return last.hasSuffix("TextView") || last.hasSuffix("EditText")
    }

    /// The finding `rule` would make on element `index`, without a message.
    private static func template(_ rule: any CrawlRule, _ index: Int, _ facts: ScreenFacts, _ configuration: RuleConfiguration) -> Finding {
        let metadata = rule.metadata
        return Finding(rule: metadata.id, level: configuration.level(for: metadata), message: "", screen: facts.screen,
                       element: index, criteria: metadata.criteria,
                       hig: facts.screen.platform == .android ? nil : metadata.hig, path: facts.path(of: index))
    }

    /// `top:l0`: the edge, the nearer side and the 48-point slot counted from it.
    static func place(of element: Frame, in bar: Frame, edge: String) -> String {
        let fromLeft = element.midX - bar.x, fromRight = bar.maxX - element.midX
        guard fromLeft.isFinite, fromRight.isFinite else { return edge + ":?" }
        let side = fromLeft <= fromRight ? "l" : "r"
        return "\(edge):\(side)\(Int(max(0, min(fromLeft, fromRight)) / slot))"
    }

    /// The classes of Android's and iOS's persistent bars, by the last part of their names.
    static let barClasses: Set<String> = ["Toolbar", "ActionBarContainer", "ActionBarView", "ActionMenuView",
                                          "BottomNavigationView", "NavigationBarView", "NavigationRailView", "TabLayout",
                                          "TabWidget", "BottomAppBar", "NavigationBar", "TabBar", "UINavigationBar",
                                          "UITabBar", "UIToolbar"]
    /// The resource ids (without their package) of bars whose class a recorder reports only as a view group
    /// (DroidBot records an action bar as `android.view.ViewGroup` with `android:id/action_bar`).
    static let barIdentifiers: Set<String> = ["action_bar", "toolbar", "bottom_navigation", "bottom_nav", "bottom_navigation_view",
                                              "nav_view_bottom", "tab_layout", "tabs", "tablayout", "navigation_bar_view"]

    /// Whether `element` is a persistent bar: by role, trait, class or identifier.
    static func isBar(_ element: Element) -> Bool {
        if element.roles.contains(.bar) || element.traits.contains(.tabBar) { return true }
        if let type = element.type, barClasses.contains(lastPart(of: type)) { return true }
        if let identifier = element.identifier, barIdentifiers.contains(shortIdentifier(identifier).lowercased()) { return true }
        return false
    }

    /// `androidx.appcompat.widget.Toolbar` → `Toolbar`.
    static func lastPart(of type: String) -> String {
        type.lastIndex(ofASCII: ".").map { String(type[type.index(after: $0)...]) } ?? type
    }

    /// `com.example:id/toolbar_menu` → `toolbar_menu`.
    static func shortIdentifier(_ identifier: String) -> String {
        // An ASCII identifier (nearly all) is searched by its bytes; one outside ASCII as characters.
        guard TextChecks.asciiLength(identifier) >= 0 else {
            return identifier.range(of: ":id/").map { String(identifier[$0.upperBound...]) } ?? identifier
        }
        guard let start = TextChecks.firstBytes(":id/", in: identifier) else { return identifier }
        return String(identifier[identifier.utf8.index(start, offsetBy: 4)...])
    }
}
