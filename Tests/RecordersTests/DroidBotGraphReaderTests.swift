import Recorders
import Testing
import TreeModel

/// What the DroidBot graph reader keeps of each event: its kind, its number and the view its `event_str` names.
@Suite struct DroidBotGraphReaderTests {
    static func graph(_ events: String) throws -> CrawlGraph {
        let text = """
            var utg = {"app_package": "com.example", "nodes": [{"state_str": "a", "image": "states/screen_1.png"}, {"state_str": "b"}],
              "edges": [{"from": "a", "to": "b", "events": [\(events)]}]};
            """
        return try CrawlGraph.readDroidBot(bytes: Array(text.utf8), file: "utg.js").get()
    }

    @Test func aTouchNamesItsView() throws {
        let graph = try Self.graph(#"{"event_str": "TouchEvent(state=a, view=bb7e6f1961c87539bb8fff8cf0807e95(EasyPaint/Button-CONTINUE))", "event_id": 2, "event_type": "touch"}"#)
        let event = try #require(graph.transitions.first?.events.first)
        #expect(event.kind == "touch")
        #expect(event.view == "bb7e6f1961c87539bb8fff8cf0807e95")
        #expect(event.number == 2)
        #expect(graph.states.first?.recording == "states/state_1.json")
    }

    @Test func aSwipeNamesItsStartViewNotItsEnd() throws {
        let graph = try Self.graph(#"{"event_str": "SwipeEvent(state=a, start_x=1, start_y=2, end_view=0123456789abcdef0123456789abcdef, duration=1000)", "event_type": "swipe"}, {"event_str": "KeyEvent(state=a, name=BACK)", "event_type": "key"}"#)
        let events = try #require(graph.transitions.first?.events)
        #expect(events.map(\.view) == [nil, nil])
        #expect(events.map(\.kind) == ["swipe", "key"])
        #expect(graph.events == 2)
    }

    /// DroidBot's record of an event (`events/event_<tag>.json`) gives its view's class, resource id and bounds
    /// (a swipe's start view), and is attached to the graph's event with the same states and `event_str`.
    @Test func anEventRecordDescribesTheViewOfItsEvent() throws {
        var graph = try Self.graph(#"{"event_str": "SwipeEvent(state=a, view=bb7e6f1961c87539bb8fff8cf0807e95(Main/View-), end_x=1, end_y=2, duration=1000)", "event_type": "swipe"}, {"event_str": "KeyEvent(state=a, name=BACK)", "event_type": "key"}"#)
        let record = """
            {"tag": "t", "event": {"event_type": "swipe", "start_view": {"class": "android.view.View", "resource_id": "com.example:id/handle",
              "bounds": [[0, 1500], [1080, 1560]]}, "end_view": null},
             "start_state": "a", "stop_state": "b",
             "event_str": "SwipeEvent(state=a, view=bb7e6f1961c87539bb8fff8cf0807e95(Main/View-), end_x=1, end_y=2, duration=1000)"}
            """
        let read = try CrawlGraph.readDroidBotEvent(bytes: Array(record.utf8), file: "events/event_t.json").get()
        #expect(read.view == CrawlGraph.RecordedView(record: "events/event_t.json", type: "android.view.View", identifier: "com.example:id/handle",
                                                     frame: Frame(x: 0, y: 1500, width: 1080, height: 60)))
        var other = read
        other.stopState = "c"
        graph.attach([other, read])
        #expect(graph.transitions.first?.events.map { $0.recorded?.identifier } == ["com.example:id/handle", nil])
        #expect(graph.eventRecords == 2)
        #expect(graph.recordedEvents == 1)
    }

    @Test func anEventRecordWithBadBoundsIsLocated() {
        let record = "{\"start_state\": \"a\", \"stop_state\": \"b\", \"event_str\": \"TouchEvent()\",\n \"event\": {\"view\": {\"class\": \"V\", \"bounds\": [[10, 10], [5]]}}}"
        guard case .failure(let error) = CrawlGraph.readDroidBotEvent(bytes: Array(record.utf8), file: "e.json") else {
            Issue.record("bad bounds were read")
            return
        }
        #expect(error.location?.line == 2)
        #expect(error.message == "the event's view has bounds that are not [[left, top], [right, bottom]]")
    }

    @Test func aViewThatIsNot32HexDigitsIsNone() throws {
        let graph = try Self.graph(#"{"event_str": "TouchEvent(state=a, view=abc(Main/View-))", "event_type": "touch"}"#)
        #expect(graph.transitions.first?.events.first?.view == nil)
    }

    /// A DroidBot state keeps each view's `view_str` by element, which the graph's events name.
    @Test func aStateKeepsItsViewIDs() {
        let state = """
            {"state_str": "a", "foreground_activity": "com.example/.Main", "views": [
              {"class": "android.widget.FrameLayout", "bounds": [[0, 0], [1080, 1920]], "parent": -1, "children": [1], "view_str": "00000000000000000000000000000000"},
              {"class": "android.widget.Button", "text": "OK", "clickable": true, "bounds": [[0, 0], [300, 150]], "parent": 0, "children": [], "view_str": "11111111111111111111111111111111"}]}
            """
        let screen = DroidBotRecorder().read(bytes: Array(state.utf8), file: "state.json")
        #expect(screen.recorderViewIDs == ["00000000000000000000000000000000", "11111111111111111111111111111111"])
        #expect(screen.elements[1].label == "OK")
    }
}
