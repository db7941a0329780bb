/// What a crawler recorded of one crawl besides its states: the app, each state's activity, app and
/// recording, and the transitions between states with the events that made them (DroidBot's `utg.js`, read by
/// `CrawlGraph.readDroidBot` in Recorders). Read once per crawl, before its states are checked.
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

        public init(id: String, recording: String? = nil, screenshot: String? = nil, app: String? = nil,
                    activity: String? = nil, structure: String? = nil) {
            self.id = id
            self.recording = recording
            self.screenshot = screenshot
            self.app = app
            self.activity = activity
            self.structure = structure
        }
    }

    /// One event of a transition, as the crawler recorded it.
    public struct Event: Sendable, Hashable {
        /// Its kind, as the crawler names it (DroidBot's `event_type`: `touch`, `long_touch`, `scroll`, `swipe`,
        /// `set_text`, `select`, `unselect`, `key`, `intent`, `kill_app`, `manual`, `exit`, `spawn`).
        public var kind: String
        /// The crawler's id of the view it was made on, in the state it left (DroidBot's `view_str`, from the
        /// `view=` of its `event_str`); nil when it names none (a key, an intent, a touch at a point).
        public var view: String?
        /// What the crawler says of it (DroidBot's `event_str`: `TouchEvent(state=…, view=…(Main/Button-OK))`).
        public var description: String
        /// The crawler's number of the event (DroidBot's `event_id`), nil when it has none.
        public var number: Int?
        /// The view as the crawler's own record of the event describes it (DroidBot's `events/event_<tag>.json`:
        /// its `view`, or a swipe's `start_view`), nil when no record of the event was read or it names none.
        public var recorded: RecordedView?

        public init(kind: String, view: String? = nil, description: String, number: Int? = nil, recorded: RecordedView? = nil) {
            self.kind = kind
            self.view = view
            self.description = description
            self.number = number
            self.recorded = recorded
        }
    }

    /// A view as a crawler's record of an event describes it: enough to find it in the state the event left
    /// when the crawler's id of it is not there.
    public struct RecordedView: Sendable, Hashable {
        /// The record's file as named in output (`crawl/events/event_2023-10-19_024841.json`).
        public var record: String
        /// Its class (`android.widget.Button`), resource id and bounds (in the recording's unit, pixels for
        /// DroidBot), each nil when the record gives none.
        public var type: String?
        public var identifier: String?
        public var frame: Frame?

        public init(record: String, type: String? = nil, identifier: String? = nil, frame: Frame? = nil) {
            self.record = record
            self.type = type
            self.identifier = identifier
            self.frame = frame
        }
    }

    /// One edge: from one state to another, and the events that led there (one or more).
    public struct Transition: Sendable, Hashable {
        public var from: String
        public var to: String
        public var events: [Event]

        public init(from: String, to: String, events: [Event]) {
            self.from = from
            self.to = to
            self.events = events
        }
    }

    /// The graph's file as named in output (`crawl/utg.js`).
    public var file: String
    /// The crawled app's package or bundle id.
    public var app: String?
    public var mainActivity: String?
    /// The states in the crawler's order: the first is where the crawl began.
    public var states: [State] = []
    public var transitions: [Transition] = []
    /// How many of the crawler's records of events (DroidBot's `events/*.json`) were read, and how many of the
    /// transitions' events they describe.
    public var eventRecords = 0
    public var recordedEvents = 0

    public init(file: String, app: String? = nil, mainActivity: String? = nil) {
        self.file = file
        self.app = app
        self.mainActivity = mainActivity
    }

    /// Events over all transitions.
    public var events: Int { transitions.reduce(0) { $0 + $1.events.count } }
}
