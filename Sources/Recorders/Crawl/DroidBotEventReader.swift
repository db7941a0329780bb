import Support
import TreeModel

extension CrawlGraph {
    /// DroidBot's record of one event (`events/event_<tag>.json`, written by its `EventLog.save2dir`): the
    /// states it left and reached (`start_state`, `stop_state`, their `state_str`), its `event_str` (the one
    /// the transition graph's edge names it by) and the view it was made on as that state held it.
    public struct EventRecord: Sendable, Hashable {
        public var startState: String
        public var stopState: String
        public var description: String
        public var view: RecordedView?
    }

    /// Reads one of DroidBot's event records: an object with `start_state`, `stop_state`, `event_str` and an
    /// `event` object whose `view` (a swipe's `start_view`) is the view DroidBot acted on, with its `class`,
    /// `resource_id` and `bounds` (`[[left, top], [right, bottom]]`). A problem is reported at its line and
    /// column.
    public static func readDroidBotEvent(bytes: [UInt8], file: String) -> Result<EventRecord, ReadError> {
        let document: JSONDocument
        do {
            document = try JSONDocument(bytes: bytes)
        } catch {
            return .failure(ReadError(file: file, location: error.location, message: error.message))
        }
        let root = document.root
        func text(_ key: StaticString, in object: Int) -> String? {
            document.value(forKey: key, inObject: object).flatMap { document.stringValue($0) }.flatMap { $0.isEmpty ? nil : $0 }
        }
        guard document.kind(root) == .object else {
            return .failure(ReadError(file: file, location: document.location(root),
                                      message: "not a DroidBot event record: expected an object with 'start_state', 'stop_state', 'event_str' and 'event'"))
        }
        for key in ["start_state", "stop_state", "event_str"] as [StaticString] where text(key, in: root) == nil {
            return .failure(ReadError(file: file, location: document.location(root),
                                      message: "not a DroidBot event record: '\(key)' is missing or not a string"))
        }
        guard let event = document.value(forKey: "event", inObject: root), document.kind(event) == .object else {
            return .failure(ReadError(file: file, location: document.location(root),
                                      message: "not a DroidBot event record: 'event' is missing or not an object"))
        }
        var record = EventRecord(startState: text("start_state", in: root)!, stopState: text("stop_state", in: root)!,
                                 description: text("event_str", in: root)!)
        let viewNode = document.value(forKey: "view", inObject: event).flatMap { document.kind($0) == .object ? $0 : nil }
            ?? document.value(forKey: "start_view", inObject: event).flatMap { document.kind($0) == .object ? $0 : nil }
        if let viewNode {
            var view = RecordedView(record: file, type: text("class", in: viewNode), identifier: text("resource_id", in: viewNode))
            if let bounds = document.value(forKey: "bounds", inObject: viewNode) {
                guard let corners = DroidBotRecorder.corners(bounds, in: document),
                      corners.right >= corners.left, corners.bottom >= corners.top else {
                    return .failure(ReadError(file: file, location: document.location(bounds),
                                              message: "the event's view has bounds that are not [[left, top], [right, bottom]]"))
                }
                view.frame = Frame(x: corners.left, y: corners.top, width: corners.right - corners.left, height: corners.bottom - corners.top)
            }
            record.view = view
        }
        return .success(record)
    }

    /// Gives each event of the transitions the view its record describes: the record with the same states left
    /// and reached and the same `event_str` (the first of `records`, in their order, when several are).
    public mutating func attach(_ records: [EventRecord]) {
        eventRecords += records.count
        var byEvent: [String: RecordedView] = [:]
        for record in records {
            guard let view = record.view else { continue }
            let key = record.startState + "\u{0}" + record.stopState + "\u{0}" + record.description
            if byEvent[key] == nil { byEvent[key] = view }
        }
        guard !byEvent.isEmpty else { return }
        for transition in transitions.indices {
            let prefix = transitions[transition].from + "\u{0}" + transitions[transition].to + "\u{0}"
            for event in transitions[transition].events.indices {
                guard let view = byEvent[prefix + transitions[transition].events[event].description] else { continue }
                transitions[transition].events[event].recorded = view
                recordedEvents += 1
            }
        }
    }
}
