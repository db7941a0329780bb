import Support
import TreeModel

extension CrawlGraph {
    /// Reads DroidBot's `utg.js` (`var utg = {…}`: `nodes`, `edges`, `app_package`, …). The JavaScript before
    /// the object is blanked, not cut, so a problem's line and column are those of the file. Of each edge's
    /// events it keeps the kind (`event_type`), the `event_str` and the view that string names (`view=<view_str>`,
    /// written by DroidBot's `UIEvent.view_str`; a swipe's is its start view).
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
                var events: [Event] = []
                if let list = document.value(forKey: "events", inObject: edge), document.kind(list) == .array {
                    for event in document.elements(ofArray: list) where document.kind(event) == .object {
                        let description = text("event_str", in: event) ?? ""
                        let number = document.value(forKey: "event_id", inObject: event).flatMap { document.number($0) }.flatMap { Int(exactly: $0) }
                        events.append(Event(kind: text("event_type", in: event) ?? "unknown", view: view(in: description),
                                            description: description, number: number))
                    }
                }
                graph.transitions.append(Transition(from: from, to: to, events: events))
            }
        }
        return .success(graph)
    }

    /// The view an `event_str` names: the 32 hex digits after its first `view=` (`TouchEvent(state=…,
    /// view=bb7e…95(EasyPaint/Button-CONTINUE))`), nil when it names none.
    static func view(in description: String) -> String? {
        let bytes = Array(description.utf8)
        let marker = Array("view=".utf8)
        guard bytes.count >= marker.count else { return nil }
        for start in 0...(bytes.count - marker.count) where bytes[start..<(start + marker.count)].elementsEqual(marker) {
            // `end_view=` is a swipe's end, not the view it was made on.
            if start > 0, bytes[start - 1] == UInt8(ascii: "_") { continue }
            let digits = bytes[(start + marker.count)...].prefix { isHexDigit($0) }
            return digits.count == 32 ? String(decoding: digits, as: UTF8.self) : nil
        }
        return nil
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x61 && byte <= 0x66) || (byte >= 0x41 && byte <= 0x46)
    }

    /// DroidBot names a state's screenshot `states/screen_<tag>.<ext>` and its recording `states/state_<tag>.json`.
    static func recording(ofScreenshot path: String) -> String? {
        let slash = path.lastIndex(ofASCII: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard name.hasPrefix("screen_"), let dot = name.lastIndex(ofASCII: ".") else { return nil }
        return folder + "state_" + name[name.index(name.startIndex, offsetBy: 7)..<dot] + ".json"
    }
}
