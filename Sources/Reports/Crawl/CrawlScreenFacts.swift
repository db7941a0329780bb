import Rules
import TreeModel

/// What a crawl needs to know of one checked state once its elements are released: its app and activity,
/// its layout signature (which states are one screen), and where in a persistent bar each element with a
/// finding sits (which findings on different screens are one issue).
public struct CrawlScreenFacts: Sendable, Hashable {
    public var app: String?
    public var activity: String?
    /// The layout signature as 16 hex digits: a hash of each element's depth, type, identifier and frame
    /// (on an 8-point grid), never its text, value or state. Two recordings of one screen with a switch
    /// flipped or other text have the same signature.
    public var layout: String
    /// For the elements with findings that sit in a bar (a toolbar, an action bar, a tab bar, a bottom
    /// navigation bar): the bar's edge and the element's slot counted from the bar's nearer side
    /// (`top:l0` for the left-most 48-point slot of a top bar, `bottom:r1` for the second from the right).
    public var barPlaces: [Int: String]

    public init(app: String?, activity: String?, layout: String, barPlaces: [Int: String] = [:]) {
        self.app = app
        self.activity = activity
        self.layout = layout
        self.barPlaces = barPlaces
    }

    /// What makes two states one screen: the activity and the layout signature (`.Main#0f3a…`).
    public var screenKey: String { (activity ?? "") + "#" + layout }

    /// The grid frames are rounded to for the signature, in points (dp on Android).
    static let grid = 8.0
    /// The width of one slot of a bar, in points: Android's and iOS's minimum touch target.
    static let slot = 48.0

    /// The facts of a checked screen; `findings` are its findings (their elements get bar places).
    public init(_ facts: ScreenFacts, findings: [Finding]) {
        let screen = facts.screen
        app = screen.app
        activity = screen.activity
        var hash = IssueID.offset
        // The fields are read in place (copying each element would retain and release all its strings).
        screen.elements.withUnsafeBufferPointer { elements in
            for index in elements.indices where !facts.systemChrome[index] && !facts.keyboard[index] {
                hash = IssueID.mix(hash, elements[index].depth)
                hash = IssueID.mix(hash, elements[index].type ?? elements[index].displayType)
                hash = IssueID.mix(hash, elements[index].identifier ?? "")
                let frame = elements[index].frame
                hash = IssueID.mix(hash, Self.gridded(frame.x))
                hash = IssueID.mix(hash, Self.gridded(frame.y))
                hash = IssueID.mix(hash, Self.gridded(frame.width))
                hash = IssueID.mix(hash, Self.gridded(frame.height))
            }
        }
        layout = Fingerprint.digits(hash)
        var places: [Int: String] = [:]
        // Per element: the nearest bar holding it (itself included), worked out once per ancestor: -1 unknown,
        // -2 none. An element with several findings is placed once (`places` or its memo says it was seen).
        var bars = [Int](repeating: -1, count: findings.isEmpty ? 0 : screen.elements.count)
        var seen = [Bool](repeating: false, count: findings.isEmpty ? 0 : screen.elements.count)
        var path: [Int] = []
        for finding in findings where finding.elementIndex < screen.elements.count && !seen[finding.elementIndex] {
            seen[finding.elementIndex] = true
            let bar = Self.nearestBar(of: finding.elementIndex, in: screen, memo: &bars, path: &path)
            if bar >= 0, let place = Self.place(of: finding.elementIndex, inBar: bar, of: screen) { places[finding.elementIndex] = place }
        }
        barPlaces = places
    }

    /// `value` on the signature's grid (`Int.min` for a value that is not finite).
    static func gridded(_ value: Double) -> Int {
        guard value.isFinite, abs(value) < 1e15 else { return Int.min }
        return Int((value / grid).rounded())
    }

    /// The nearest bar holding element `index` (itself included), -2 when none; `memo` keeps what each
    /// element visited gave (-1: not yet known), so a bar's many elements walk up to it once.
    /// `path` is scratch space, kept by the caller so one array serves every finding of the screen.
    static func nearestBar(of index: Int, in screen: Screen, memo: inout [Int], path: inout [Int]) -> Int {
        path.removeAll(keepingCapacity: true)
        var current: Int? = index
        var found = -2
        screen.elements.withUnsafeBufferPointer { elements in
            while let node = current {
                if memo[node] != -1 {
                    found = memo[node]
                    break
                }
                path.append(node)
                if isBar(roles: elements[node].roles, type: elements[node].type) {
                    found = node
                    break
                }
                current = elements[node].parent
            }
        }
        for node in path { memo[node] = found }
        return found
    }

    /// The place of element `index` in `bar`: `top:l0`; nil when either has no area.
    static func place(of index: Int, inBar barIndex: Int, of screen: Screen) -> String? {
        let bar = screen.elements[barIndex].frame, element = screen.elements[index].frame
        let bounds = screen.bounds.isEmpty ? bar : screen.bounds
        guard !bar.isEmpty, !element.isEmpty else { return nil }
        let edge = bar.midY <= bounds.midY ? "top" : "bottom"
        let fromLeft = element.midX - bar.x, fromRight = bar.maxX - element.midX
        let side = fromLeft <= fromRight ? "l" : "r"
        return "\(edge):\(side)\(slotNumber(min(fromLeft, fromRight) / slot))"
    }

    /// `slots` counted toward zero, as `Int(_:)` does; a frame far beyond any screen (a bad recording) gives a
    /// count no `Int` holds, which is the nearest one that does (and 0 for a frame whose edges are not numbers).
    static func slotNumber(_ slots: Double) -> Int {
        guard !slots.isNaN else { return 0 }
        return Int(max(Double(Int.min), min(slots, Double(Int.max).nextDown)))
    }

    /// The classes of Android's and iOS's persistent bars, by the last part of their names.
    static let barClasses: [String] = ["Toolbar", "ActionBarContainer", "ActionBarView", "ActionMenuView",
                                          "BottomNavigationView", "NavigationBarView", "TabLayout", "TabWidget",
                                          "BottomAppBar", "NavigationBar", "TabBar", "UINavigationBar", "UITabBar",
                                          "UIToolbar"]

    static func isBar(_ element: Element) -> Bool { isBar(roles: element.roles, type: element.type) }

    static func isBar(roles: ElementRoles, type: String?) -> Bool {
        if roles.contains(.bar) { return true }
        guard let type else { return false }
        // The class's last part, by bytes read in place: `androidx.appcompat.widget.Toolbar` → `Toolbar`.
        var text = type
        return text.withUTF8 { bytes in
            guard let last = bytes.last, last == UInt8(ascii: "r") || last == UInt8(ascii: "w") || last == UInt8(ascii: "t") else { return false }
            var start = bytes.count
            while start > 0, bytes[start - 1] != UInt8(ascii: ".") { start -= 1 }
            let name = UnsafeBufferPointer(rebasing: bytes[start...])
            return barClassBytes.contains { $0.count == name.count && $0.elementsEqual(name) }
        }
    }

    /// `barClasses` as bytes.
    static let barClassBytes: [[UInt8]] = barClasses.map { Array($0.utf8) }
}
