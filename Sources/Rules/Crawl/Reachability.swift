import Support
import TreeModel

/// A screen of the app that the crawl reached only through events a screen-reader user cannot make: a touch
/// on an element that is no stop of the screen reader, or a swipe on what does not scroll.
public struct Reachability: CrawlRule {
    public init() {}

    /// How many steps of the path that reached the screen are listed as related locations.
    public static let steps = RuleOption(rule: "reachability", name: "steps", key: "reachabilityPathSteps", kind: .wholeNumber,
                                         defaultValue: 8,
                                         summary: "the most steps of the path that reached a screen listed as related locations (the last ones)")

    public let metadata = RuleMetadata(
        id: "reachability",
        name: "Reachability",
        summary: "A screen of the app is reached in the crawl only through events a screen-reader user cannot make.",
        rationale: """
            A screen-reader user moves from stop to stop and acts on the focused one (a double tap); they cannot \
            touch a view the screen reader never stops on, nor make a swipe that has no accessible action. A \
            screen the crawler opened only that way may be out of their reach: the feature behind it is lost to \
            them, unless another way leads there that the crawl did not take.
            """,
        criteria: [WCAG.criterion("2.1.1"), WCAG.criterion("4.1.2")],
        defaultLevel: .warning,
        howToFix: """
            Make the element that opens the screen a stop with a name (Android: `contentDescription` or text, and \
            `focusable`/`clickable` on the view that handles the touch; Compose: `Modifier.clickable` or \
            `semantics { contentDescription = … }`); give a gesture an accessible action \
            (`ViewCompat.addAccessibilityAction`, `Modifier.semantics { customActions = … }`), or offer another \
            way to the screen (a button, a menu item).
            """,
        reads: """
            Runs on a crawl with a transition graph (DroidBot's `utg.js`: its `nodes` and each edge's `events`, \
            their `event_type` and `event_str`, whose `view=` names the view by DroidBot's `view_str`, found in \
            the state the event left by the `view_str` of its `views`, or else, when DroidBot's record of the event \
            was read (`events/event_<tag>.json`, the one with the edge's states and `event_str`), as the one view of \
            the `class`, `resource_id` and `bounds` that record gives); a crawl without one, or of one recording, \
            is not judged, with the reason. An event is one a screen-reader user can make when it is a key (Back, \
            Home), an intent that starts the app (opening it from the launcher), a touch, long touch, text entry \
            or selection on an element that is a stop of the screen reader or lies inside a stop that acts (as \
            the other rules read stops), or a scroll or swipe on what scrolls (the screen reader's scroll \
            actions). It is one they cannot make when it is a touch (or long touch, text entry, selection) on an \
            element that is no stop (an unlabelled view that is not focusable, a view inside a stop that does \
            not act) or a swipe on what does not scroll. Any other event is not judged: an event DroidBot made at \
            a point rather than on a view, on a view not found in its state's recording (by its id, nor by its \
            record: none or several views match), from a state of \
            another app or one not checked, another intent, a manual or exit event. From where the crawl began \
            (the graph's first state, and any state no edge leads to), a screen reached by events of the first \
            kind is fine; a screen reached only through events not judged is not judged, with the first such \
            event as the reason; a screen the graph reaches only through events of the second kind is a review \
            item on its first recording, naming the event on the shortest path there, with that path's steps \
            (the last ones, the option `steps`) as related locations. Always needs review: the crawl may have \
            missed another way.
            """,
        options: [steps],
        precision: .medium
    ,
        messages: Message.all)

    /// The messages of the rule's findings: `{0}` is the finding's element (`MessageDeclaration`).
    enum Message {
        static let blocked = MessageDeclaration("blocked",
            "This screen{1} is reached in the crawl only through events a screen-reader user cannot make: {2} in {3}, as {4}{5}; check that another way leads here.", .words, .words, .text, .words, .words)
        static let all = [blocked]
    }

    public var reportsOn: CrawlRuleTarget { .screen }

    public func check(_ crawl: [CrawlState], configuration: RuleConfiguration) -> [Finding] {
        judge(crawl, graph: nil, configuration: configuration).findings
    }

    /// How a screen-reader user fares with one event, or one edge.
    enum Judgement: Hashable {
        /// They can make it.
        case open
        /// They cannot, and why.
        case blocked(String)
        /// It cannot be judged, and why.
        case unknown(String)
    }

    public func judge(_ crawl: [CrawlState], graph: CrawlGraph?, configuration: RuleConfiguration) -> CrawlJudgement {
        var result = CrawlJudgement()
        guard let graph, !graph.states.isEmpty else {
            for state in crawl { result.notRun[state.file] = "the crawl has no transition graph (DroidBot's utg.js) to tell how its screens were reached" }
            return result
        }
        // The app's checked states, by graph state.
        var byGraphState: [String: CrawlState] = [:]
        for state in crawl { if let id = state.graphState, byGraphState[id] == nil { byGraphState[id] = state } }
        let ids = graph.states.map(\.id)
        var position: [String: Int] = [:]
        for (index, id) in ids.enumerated() where position[id] == nil { position[id] = index }
        // Edges by source, each with its judgement and the event that decides it.
        var edges = [[Edge]](repeating: [], count: ids.count)
        var incoming = [Bool](repeating: false, count: ids.count)
        var starts = [Bool](repeating: false, count: ids.count)
        for transition in graph.transitions {
            guard let from = position[transition.from], let to = position[transition.to] else { continue }
            incoming[to] = true
            // Opening the app is open to anyone from anywhere (the launcher, the recent apps): where it leads is a start.
            if transition.events.contains(where: { Self.opensApp($0, graph: graph) }) { starts[to] = true }
            let source = byGraphState[transition.from]
            var best: Edge?
            for event in transition.events {
                let (judgement, target) = Self.judge(event, from: source, state: graph.states[from], graph: graph)
                let edge = Edge(to: to, judgement: judgement, event: event, target: target)
                if best == nil || Self.rank(judgement) < Self.rank(best!.judgement) { best = edge }
            }
            edges[from].append(best ?? Edge(to: to, judgement: .unknown("DroidBot recorded no event for the transition"), event: nil, target: nil))
        }
        let roots = ids.indices.filter { $0 == 0 || !incoming[$0] || starts[$0] }
        // Breadth first from the roots over the edges `allowed` lets through: per state, the edge that reached it.
        func search(_ allowed: (Judgement) -> Bool) -> [(from: Int, edge: Int)?] {
            var reachedBy = [(from: Int, edge: Int)?](repeating: nil, count: ids.count)
            var seen = [Bool](repeating: false, count: ids.count)
            var queue = roots
            for root in roots { seen[root] = true }
            var head = 0
            while head < queue.count {
                let at = queue[head]
                head += 1
                for (number, edge) in edges[at].enumerated() where !seen[edge.to] && allowed(edge.judgement) {
                    seen[edge.to] = true
                    reachedBy[edge.to] = (at, number)
                    queue.append(edge.to)
                }
            }
            for root in roots { reachedBy[root] = (root, -1) }
            return reachedBy
        }
        let open = search { $0 == .open }
        let possible = search { if case .blocked = $0 { return false } else { return true } }
        let any = search { _ in true }
        func path(to state: Int, in tree: [(from: Int, edge: Int)?]) -> [(from: Int, edge: Edge)] {
            var steps: [(from: Int, edge: Edge)] = []
            var at = state
            while let step = tree[at], step.edge >= 0, steps.count < ids.count {
                steps.append((step.from, edges[step.from][step.edge]))
                at = step.from
            }
            return steps.reversed()
        }
        // Per screen, its recordings in crawl order.
        var screens: [String] = []
        var recordings: [String: [CrawlState]] = [:]
        for state in crawl {
            if recordings[state.screen] == nil { screens.append(state.screen) }
            recordings[state.screen, default: []].append(state)
        }
        let limit = configuration.whole(Self.steps)
        for screen in screens {
            let states = recordings[screen]!
            let placed = states.compactMap { state in state.graphState.flatMap { position[$0] }.map { (state, $0) } }
            for state in states where state.graphState.flatMap({ position[$0] }) == nil {
                result.notRun[state.file] = "the recording is not a state of the crawl's transition graph"
            }
            guard !placed.isEmpty, !placed.contains(where: { open[$0.1] != nil }) else { continue }
            if let (_, index) = placed.first(where: { possible[$0.1] != nil }) {
                let reason = path(to: index, in: possible).lazy.compactMap { step -> String? in
                    if case .unknown(let why) = step.edge.judgement { return why } else { return nil }
                }.first ?? "the crawl began there"
                for (state, _) in placed { result.notRun[state.file] = "reached only through an event that cannot be judged: " + reason }
                continue
            }
            guard let (state, index) = placed.first(where: { any[$0.1] != nil }) else {
                for (state, _) in placed { result.notRun[state.file] = "the transition graph has no path to the recording from where the crawl began" }
                continue
            }
            guard var finding = state.events.templates[metadata.id] else { continue }
            let steps = path(to: index, in: any)
            let blocked = steps.filter { if case .blocked = $0.edge.judgement { return true } else { return false } }
            guard let first = blocked.first, case .blocked(let why) = first.edge.judgement else { continue }
            let fromFile = byGraphState[ids[first.from]]?.file ?? ids[first.from]
            let activity = graph.states[index].activity.map { " (\($0))" } ?? ""
            let more = blocked.count > 1 ? ", and \(blocked.count - 1) more such event\(blocked.count == 2 ? "" : "s") on the way" : ""
            finding.messageData = FindingMessage(Message.blocked, .words(activity), .words(Self.describe(first.edge)),
                                                 .text(Self.lastPathComponent(fromFile)), .words(why), .words(more))
            finding.outcome = .needsReview
            finding.related = steps.suffix(limit).compactMap { step in
                guard let source = byGraphState[ids[step.from]] else { return nil }
                var reference: ElementReference
                if case .blocked(let why) = step.edge.judgement, let target = step.edge.target {
                    reference = target.reference
                    reference.detail = "\(Self.describe(step.edge)): \(why)"
                } else if let stateReference = source.events.reference {
                    reference = stateReference
                    reference.detail = Self.describe(step.edge)
                } else {
                    return nil
                }
                reference.file = source.file
                return reference
            }
            result.findings.append(finding)
        }
        return result
    }

    /// An edge of the graph, as good as its best event: that event and the element it was made on.
    struct Edge {
        var to: Int
        var judgement: Judgement
        var event: CrawlGraph.Event?
        var target: CrawlEventTargets.Target?
    }

    /// Open before unknown before blocked: an edge is as good as its best event.
    static func rank(_ judgement: Judgement) -> Int {
        switch judgement {
        case .open: return 0
        case .unknown: return 1
        case .blocked: return 2
        }
    }

    /// How a screen-reader user fares with `event`, made on `source` (nil: a state of another app, or one not
    /// checked), and the element it was made on when it was found.
    static func judge(_ event: CrawlGraph.Event, from source: CrawlState?, state: CrawlGraph.State,
                      graph: CrawlGraph) -> (Judgement, CrawlEventTargets.Target?) {
        switch event.kind {
        case "key":
            return (.open, nil)
        case "intent":
            if opensApp(event, graph: graph) { return (.open, nil) }
            return (.unknown("an intent (\(shorten(event.description))), which a user does not send"), nil)
        case "touch", "long_touch", "set_text", "select", "unselect", "scroll", "swipe":
            let name = kindName(event.kind)
            guard let view = event.view else { return (.unknown("\(name) that names no view (made at a point, or its view not recorded)"), nil) }
            guard let source else {
                let place = [state.app, state.activity].compactMap { $0 }.joined(separator: "/")
                return (.unknown("\(name) in a state of another app or one not checked (\(place.isEmpty ? state.id : place))"), nil)
            }
            guard source.events.recordsViewIDs else {
                return (.unknown("\(name) in \(lastPathComponent(source.file)), whose recording does not give its views' ids (view_str)"), nil)
            }
            guard let target = source.events.targets[view] else {
                if let recorded = event.recorded, let count = source.events.unmatched[view] {
                    let found = count == 0 ? "nor is any view of the class, resource id and bounds" : "and \(count) views have the class, resource id and bounds"
                    return (.unknown("\(name) on view \(view), which is not in \(lastPathComponent(source.file)), \(found) that "
                                     + "\(lastPathComponent(recorded.record)) records of it"), nil)
                }
                return (.unknown("\(name) on view \(view), which is not in \(lastPathComponent(source.file))"), nil)
            }
            if target.systems { return (.unknown("\(name) on \(target.description), the system's, not the app's"), target) }
            switch event.kind {
            case "scroll":
                return (target.scrolls ? .open : .unknown("\(name) on \(target.description), which does not scroll in the recording"), target)
            case "swipe":
                return (target.scrolls ? .open : .blocked("a swipe on what does not scroll has no accessible equivalent"), target)
            default:
                return (target.notAStop.map(Judgement.blocked) ?? .open, target)
            }
        default:
            return (.unknown("DroidBot's \(event.kind) event"), nil)
        }
    }

    /// Whether `event` is an intent that starts the crawled app (`am start <package>/<activity>`), as opening it
    /// from the launcher does.
    static func opensApp(_ event: CrawlGraph.Event, graph: CrawlGraph) -> Bool {
        guard event.kind == "intent", let app = graph.app else { return false }
        return event.description.contains("am start \(app)/") || event.description.contains("am start \(app)'")
            || event.description.hasSuffix("am start \(app)")
    }

    /// `event 7, a touch on ImageView `brush``.
    static func describe(_ edge: Edge) -> String {
        let target = edge.target
        guard let event = edge.event else { return "a transition without an event" }
        let number = event.number.map { "event \($0), " } ?? ""
        switch event.kind {
        case "key": return number + "a key (\(shorten(event.description)))"
        case "intent": return number + "an intent (\(shorten(event.description)))"
        default: return number + kindName(event.kind) + (target.map { " on \($0.description)" } ?? "")
        }
    }

    /// `a touch`, `a long touch`.
    static func kindName(_ kind: String) -> String {
        switch kind {
        case "touch": return "a touch"
        case "long_touch": return "a long touch"
        case "set_text": return "a text entry"
        case "select": return "a selection"
        case "unselect": return "an unselection"
        case "scroll": return "a scroll"
        case "swipe": return "a swipe"
        default: return "a \(kind) event"
        }
    }

    static func shorten(_ text: String) -> String { ScreenFacts.shorten(text) }

    static func lastPathComponent(_ path: String) -> String {
        path.lastIndex(ofASCII: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }
}
