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

    /// The events' elements, by the recorder's id of their view; a view an event names that is not here was
    /// not found in the state (or the state records no ids).
    public var targets: [String: Target]
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
    public init(_ facts: ScreenFacts, views: [String], rules: [any CrawlRule], configuration: RuleConfiguration) {
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
        let wanted = Set(views)
        for index in screen.recorderViewIDs.indices where index < screen.elements.count && wanted.contains(screen.recorderViewIDs[index]) {
            let id = screen.recorderViewIDs[index]
            guard targets[id] == nil else { continue }
            targets[id] = Target(description: Self.describe(index, facts), notAStop: Self.notAStop(index, facts),
                                 scrolls: Self.scrolls(index, facts),
                                 systems: facts.systemChrome[index] || screen.elements[index].roles.contains(.systemOwned), reference: ElementReference(index, in: facts))
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
            if element.traits.contains(.scrollable) || element.roles.contains(.scrolls) { return true }
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
