import TreeModel

/// What a crawler recorded of one crawl besides its states: the app, each state's activity, app and
/// recording, and the transitions between states with the events that made them (DroidBot's `utg.js`).
/// Read once per crawl, before its states are checked.
public struct CrawlGraph: Sendable, Hashable {
    /// One state of the graph.
    public struct State: Sendable, Hashable {
        /// The crawler's id of the state (DroidBot's `state_str`).
        public var id: String
        /// The state's recording, relative to the crawl's folder (`states/state_2023-10-19_024840.json`).
        public var recording: String?
        /// Its screenshot, relative to the crawl's folder.
        public var screenshot: String?
        public var app: String?
        public var activity: String?
        /// The crawler's own layout hash (DroidBot's `structure_str`: the activity and the set of class and
        /// resource id pairs, no geometry), kept to compare with a11y-crawl's screens.
        public var structure: String?
    }

    /// One edge: from one state to another, and the events that led there (one or more).
    public struct Transition: Sendable, Hashable {
        public var from: String
        public var to: String
        /// The events' kinds, as the crawler names them (`touch`, `long_touch`, `scroll`, `key`, `intent`).
        public var events: [String]
    }

    /// The graph's file as named in output (`crawl/utg.js`).
    public var file: String
    /// The crawled app's package or bundle id.
    public var app: String?
    public var mainActivity: String?
    public var states: [State] = []
    public var transitions: [Transition] = []

    public init(file: String, app: String? = nil, mainActivity: String? = nil) {
        self.file = file
        self.app = app
        self.mainActivity = mainActivity
    }

    /// Events over all transitions.
    public var events: Int { transitions.reduce(0) { $0 + $1.events.count } }

    /// Reads DroidBot's `utg.js` (`var utg = {…}`: `nodes`, `edges`, `app_package`, …). The JavaScript before
    /// the object is blanked, not cut, so a problem's line and column are those of the file.
    public static func readDroidBot(bytes: [UInt8], file: String) -> Result<CrawlGraph, ReadError> {
        guard let start = bytes.firstIndex(of: UInt8(ascii: "{")) else {
            return .failure(ReadError(file: file, location: nil, message: "not a DroidBot UI transition graph: no '{' opens the 'utg' object"))
        }
        var blanked = bytes
        for index in 0..<start where blanked[index] != 0x0A && blanked[index] != 0x0D { blanked[index] = 0x20 }
        // `var utg = {…};` may end with a semicolon and space.
        if let end = blanked.lastIndex(of: UInt8(ascii: "}")) {
            for index in (end + 1)..<blanked.count where blanked[index] == UInt8(ascii: ";") { blanked[index] = 0x20 }
        }
        let document: JSONDocument
        do {
            document = try JSONDocument(bytes: blanked)
        } catch {
            return .failure(ReadError(file: file, location: error.location, message: error.message))
        }
        let root = document.root
        guard document.kind(root) == .object,
              let nodes = document.value(forKey: "nodes", inObject: root), document.kind(nodes) == .array else {
            return .failure(ReadError(file: file, location: document.location(root),
                                      message: "not a DroidBot UI transition graph: expected an object with a 'nodes' array"))
        }
        func text(_ key: StaticString, in object: Int) -> String? {
            document.value(forKey: key, inObject: object).flatMap { document.stringValue($0) }.flatMap { $0.isEmpty ? nil : $0 }
        }
        var graph = CrawlGraph(file: file, app: text("app_package", in: root), mainActivity: text("app_main_activity", in: root))
        for node in document.elements(ofArray: nodes) where document.kind(node) == .object {
            guard let id = text("state_str", in: node) ?? text("id", in: node) else { continue }
            let image = text("image", in: node)
            graph.states.append(State(id: id, recording: image.flatMap(recording(ofScreenshot:)), screenshot: image,
                                      app: text("package", in: node), activity: text("activity", in: node),
                                      structure: text("structure_str", in: node)))
        }
        if let edges = document.value(forKey: "edges", inObject: root), document.kind(edges) == .array {
            for edge in document.elements(ofArray: edges) where document.kind(edge) == .object {
                guard let from = text("from", in: edge), let to = text("to", in: edge) else { continue }
                var events: [String] = []
                if let list = document.value(forKey: "events", inObject: edge), document.kind(list) == .array {
                    for event in document.elements(ofArray: list) where document.kind(event) == .object {
                        events.append(text("event_type", in: event) ?? "unknown")
                    }
                }
                graph.transitions.append(Transition(from: from, to: to, events: events))
            }
        }
        return .success(graph)
    }

    /// DroidBot names a state's screenshot `states/screen_<tag>.<ext>` and its recording `states/state_<tag>.json`.
    static func recording(ofScreenshot path: String) -> String? {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard name.hasPrefix("screen_"), let dot = name.lastIndex(of: ".") else { return nil }
        return folder + "state_" + name[name.index(name.startIndex, offsetBy: 7)..<dot] + ".json"
    }
}
