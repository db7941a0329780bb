import TreeModel

/// What the crawl rules need of one state to judge the crawler's events that left it, once its elements are
/// released: per view an event was made on (by the recorder's id, `Screen.recorderViewIDs`), whether a
/// screen-reader user can act on that element, and a reference to it; and a reference to the state itself
/// (its first root), with the finding each crawl rule that reports on screens would make there. Made in the
/// screen stage (`init(_:views:rules:configuration:)`), a few hundred bytes a state.
public struct CrawlEventTargets: Sendable, Hashable {
    /// The element an event was made on.
    public struct Target: Sendable, Hashable {
        /// `ImageView `brush``, `Button "OK"`: its type and its short identifier or name.
        public var description: String
        /// Why a screen-reader user cannot act on it (it is not a stop, nor inside a stop that acts), nil when
        /// they can.
        public var notAStop: String?
        /// Whether it, or a container it is in, scrolls: a screen reader's scroll actions move it.
        public var scrolls: Bool
        /// Whether it is the system's (a status-bar item, the keyboard, a system dialog's view), not the app's.
        public var systems: Bool
        /// A reference to it, for related locations.
        public var reference: ElementReference
    }

    /// A view an event left the state by: the recorder's id of it, and the crawler's record of it when one was
    /// read (DroidBot's `events/*.json`), which finds it by its class, resource id and bounds when the id does not.
    public struct Wanted: Sendable, Hashable {
        public var id: String
        public var recorded: CrawlGraph.RecordedView?

        public init(id: String, recorded: CrawlGraph.RecordedView? = nil) {
            self.id = id
            self.recorded = recorded
        }
    }

    /// The events' elements, by the recorder's id of their view; a view an event names that is not here was
    /// not found in the state (or the state records no ids).
    public var targets: [String: Target]
    /// Views not found by their id whose record was read, by id: how many elements of the state match the
    /// record's class, resource id and bounds (0, or 2 and more: none was taken).
    public var unmatched: [String: Int] = [:]
    /// Whether the recording gives its views' ids at all (DroidBot's `view_str`).
    public var recordsViewIDs: Bool
    /// The state's first root, for related locations that name the state.
    public var reference: ElementReference?
    /// Per crawl rule id that reports on screens, the finding that rule would make on the state's first root.
    public var templates: [String: Finding]

    public init(targets: [String: Target] = [:], recordsViewIDs: Bool = false, reference: ElementReference? = nil,
                templates: [String: Finding] = [:]) {
        self.targets = targets
        self.recordsViewIDs = recordsViewIDs
        self.reference = reference
        self.templates = templates
    }

    /// The targets among `views` (the recorder's ids of the views the crawl's events left this state by) on the
    /// screen of `facts`, with the templates of `rules` that report on screens.
    public init(_ facts: ScreenFacts, views: [Wanted], rules: [any CrawlRule], configuration: RuleConfiguration) {
        let screen = facts.screen
        self.init(recordsViewIDs: !screen.recorderViewIDs.isEmpty)
        guard let root = screen.roots.first else { return }
        reference = ElementReference(root, in: facts)
        var templates: [Finding] = []
        var ids: [String] = []
        for rule in rules where rule.reportsOn.contains(.screen) {
            let metadata = rule.metadata
            templates.append(Finding(rule: metadata.id, level: configuration.level(for: metadata), message: "", screen: screen,
                                     element: root, criteria: metadata.criteria,
                                     hig: screen.platform == .android ? nil : metadata.hig, path: facts.path(of: root)))
            ids.append(metadata.id)
        }
        if !templates.isEmpty {
            Fingerprint.assign(&templates, on: screen)
            for (id, template) in zip(ids, templates) { self.templates[id] = template }
        }
        guard recordsViewIDs, !views.isEmpty else { return }
        let wanted = Set(views.map(\.id))
        for index in screen.recorderViewIDs.indices where index < screen.elements.count && wanted.contains(screen.recorderViewIDs[index]) {
            let id = screen.recorderViewIDs[index]
            guard targets[id] == nil else { continue }
            targets[id] = Self.target(index, facts)
        }
        // The crawler's record of the event finds a view its id does not: the one element of the same class,
        // resource id and bounds, never a guess among several.
        for view in views where targets[view.id] == nil && unmatched[view.id] == nil {
            guard let recorded = view.recorded else { continue }
            let matches = Self.elements(matching: recorded, in: screen)
            if matches.count == 1 { targets[view.id] = Self.target(matches[0], facts) } else { unmatched[view.id] = matches.count }
        }
    }

    static func target(_ index: Int, _ facts: ScreenFacts) -> Target {
        Target(description: describe(index, facts), notAStop: notAStop(index, facts), scrolls: scrolls(index, facts),
               systems: facts.systemChrome[index] || facts.screen.elements[index].roles.contains(.systemOwned),
               reference: ElementReference(index, in: facts))
    }

    /// The elements of `screen` with the class, resource id and bounds of `recorded` (its bounds in the
    /// recording's pixels, the frames in dp once converted: within half a pixel). A record without a class or
    /// bounds matches nothing; the class is compared by its last part, as readers keep it.
    static func elements(matching recorded: CrawlGraph.RecordedView, in screen: Screen) -> [Int] {
        guard let recordedType = recorded.type, let frame = recorded.frame else { return [] }
        // Readers keep Android's short class name (`Button`).
        let type = CrawlBars.lastPart(of: recordedType)
        let scale = screen.density ?? 1
        let tolerance = 0.5 / scale
        let wanted = Frame(x: frame.x / scale, y: frame.y / scale, width: frame.width / scale, height: frame.height / scale)
        return screen.elements.indices.filter { index in
            let element = screen.elements[index]
            guard element.type.map({ CrawlBars.lastPart(of: $0) }) == type, (element.identifier ?? "") == (recorded.identifier ?? "") else { return false }
            let other = element.frame
            return abs(other.x - wanted.x) <= tolerance && abs(other.y - wanted.y) <= tolerance
                && abs(other.width - wanted.width) <= tolerance && abs(other.height - wanted.height) <= tolerance
        }
    }

    /// Why a screen-reader user cannot act on element `index` (TalkBack's double tap acts on the focused stop):
    /// nil when it is a stop, or lies inside a stop that acts (the stop's double tap reaches it).
    static func notAStop(_ index: Int, _ facts: ScreenFacts) -> String? {
        if facts.stop[index] { return nil }
        let element = facts.screen.elements[index]
        if facts.insideStop[index] {
            var ancestor = element.parent
            while let current = ancestor, !facts.stop[current] { ancestor = facts.screen.elements[current].parent }
            if let stop = ancestor {
                if facts.interactive[stop] { return nil }
                return "it lies inside \(describe(stop, facts)), a stop that does not act"
            }
        }
        let unlabelled = element.label.map { $0.allSatisfy(\.isWhitespace) } ?? true
        return unlabelled ? "it is unlabelled and the screen reader does not stop on it" : "the screen reader does not stop on it"
    }

    /// Whether element `index` or a container it is in scrolls.
    static func scrolls(_ index: Int, _ facts: ScreenFacts) -> Bool {
        var current: Int? = index
        while let at = current {
            let element = facts.screen.elements[at]
            if element.scrolls { return true }
            current = element.parent
        }
        return false
    }

    /// `ImageButton `toolbar_menu``, `Button "Continue"`, `View`.
    static func describe(_ index: Int, _ facts: ScreenFacts) -> String {
        let element = facts.screen.elements[index]
        let type = CrawlBars.lastPart(of: element.displayType)
        if let identifier = element.identifier, !identifier.isEmpty { return "\(type) `\(CrawlBars.shortIdentifier(identifier))`" }
        if let label = element.label, !label.allSatisfy(\.isWhitespace) { return "\(type) \"\(ScreenFacts.shorten(label))\"" }
        return type
    }
}
