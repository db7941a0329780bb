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
