import TreeModel

/// What a report says about one recording, without its elements (screens are released once checked).
public struct ScreenSummary: Sendable, Hashable {
    public var file: String
    public var format: RecordingFormat
    public var status: ScreenStatus
    /// Elements read (0 unless `status` is `.ok`).
    public var elements: Int
    /// Elements with a zero-size or off-screen frame, or scrolled out of view: not judged by the size and order
    /// rules ("not run").
    public var notOnScreen: Int
    public var error: ReadError?
    /// Bad values in single elements (`Screen.problems`): those elements are counted in `notOnScreen`.
    public var problems: [RecordingProblem]
    /// The density frames in pixels were converted with, and whether it was inferred (its evidence) or
    /// contradicts the geometry (`Screen.densityInferred`, `Screen.densityContradiction`).
    public var density: Double?
    public var densityInferred: String?
    public var densityContradiction: String?
    /// The web views in view whose page is not in the recording (no nodes below them), as named in messages
    /// (`WebView at …/FrameLayout[1]/WebView[1]`): their web content was not checked.
    public var unrecordedWebViews: [String] = []
    /// The app of a crawl's state that shows another app than the crawl's (the launcher, the system UI, a
    /// permission dialog): it is read but not checked, and reported apart.
    public var notTheApp: String?
    /// The platform the recording comes from, and the unit its frames are in after any density was applied
    /// (pt; dp; px when no density is known): what reports that show frames and guidance speak of.
    public var platform: Platform
    public var frameUnit: RecorderCapabilities.FrameUnit
    /// The UI toolkit of a Compose or Flutter dump, whose frames are the toolkit's own units.
    public var toolkit: Toolkit?

    /// `notOnScreen` and `unrecordedWebViews` come from the screen's facts when it was checked
    /// (`ScreenFacts.notOnScreen`, `ScreenFacts.unrecordedWebViews`); without them, elements off screen are counted
    /// here and no web view is named (a screen that was not checked had none of its content checked).
    public init(_ screen: Screen, notOnScreen: Int? = nil, unrecordedWebViews: [String] = []) {
        file = screen.file
        format = screen.format
        status = screen.status
        elements = screen.elements.count
        self.notOnScreen = notOnScreen ?? screen.elements.reduce(0) { $0 + (screen.isOnScreen($1) ? 0 : 1) }
        error = screen.error
        problems = screen.problems
        density = screen.density
        densityInferred = screen.densityInferred
        densityContradiction = screen.densityContradiction
        self.unrecordedWebViews = unrecordedWebViews
        platform = screen.platform
        frameUnit = screen.capabilities.frameUnit
        toolkit = screen.toolkit
    }
}
