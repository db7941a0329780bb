import Recorders
import Support
import Reports
import Rules
import TreeModel

/// The screen stage: reads one input with the recorder that recognises it and checks it. Safe to run on
/// many threads; the screen is released once its result is made (unless a group rule keeps its facts).
public struct ScreenChecker: Sendable {
    public var engine: Engine
    /// Also find what a person must still check on each screen (the manual-check triggers).
    public var withReview: Bool
    /// Keep each screen's facts for the group stage (only when group rules run).
    public var keepsFacts: Bool
    /// Pixels per dp for recordings with pixel frames that carry no density of their own (`--density`); nil:
    /// unknown, and the size rules do not run on those screens (their outcome says why).
    public var density: Double?
    /// The density for a recording's path from the configuration's `densities` (more specific than
    /// `density`, which applies where no folder entry does).
    public var folderDensity: (@Sendable (String) -> Double?)?
    /// Also keep each screen's geometry in its result, for a report that draws the screens.
    public var withWireframes: Bool
    /// Also keep what a crawl needs of each screen (`CrawlScreenFacts`: app, activity, layout signature).
    public var withCrawlFacts = true
    /// The crawl rules enabled: each checked screen keeps its bars for them (`CrawlBars`).
    public var crawlRules: [any CrawlRule] = []

    public init(engine: Engine, withReview: Bool, keepsFacts: Bool = false, withWireframes: Bool = false) {
        self.engine = engine
        self.withReview = withReview
        self.keepsFacts = keepsFacts
        self.withWireframes = withWireframes
    }

    /// What the screen stage hands on: the result, and the facts for the group stage when it needs them; or
    /// a file of a11y-crawl's own that was skipped.
    public struct Checked: Sendable {
        public var result: ScreenResult
        public var facts: ScreenFacts?
        public var ownFile: OwnFile?

        public init(result: ScreenResult, facts: ScreenFacts?, ownFile: OwnFile? = nil) {
            self.result = result
            self.facts = facts
            self.ownFile = ownFile
        }
    }

    /// What reading an input gave: a screen, or a file a11y-crawl itself wrote (a report, a ledger, a
    /// configuration) met in a folder scan, which is skipped.
    public enum Read: Sendable {
        case screen(Screen)
        case ownFile(OwnFile)
    }

    /// Reads an input: a file, or standard input for `-`. A file no recorder could read is looked at again
    /// with `ownFile` (which tells a11y-crawl's own files by content): skipped when a folder scan met it, an
    /// error when it was named on the command line.
    package static func read(_ input: InputCollector.Input, standardInput: @Sendable () -> [UInt8],
                            ownFile: (@Sendable ([UInt8]) -> OwnFile.Kind?)? = nil) -> Read {
        let name = input.displayPath
        if let problem = input.problem {
            return .screen(.unreadable(file: name, error: ReadError(file: name, location: nil, message: problem)))
        }
        guard let path = input.path else {
            let bytes = standardInput()
            // Nothing piped in is said as such, not as a recording no reader knows.
            if RecordingHead(fileName: "-", bytes: bytes[...]).bytes.isEmpty {
                let message = bytes.isEmpty ? "standard input was empty" : "standard input held only white space"
                return .screen(.unreadable(file: "-", error: ReadError(file: "-", location: nil, message: message)))
            }
            return .screen(RecordingReader.read(bytes: bytes, file: "-"))
        }
        let bytes: [UInt8]
        switch FileBytes.read(path) {
        case .success(let read): bytes = read
        case .failure(let failure):
            return .screen(.unreadable(file: name, error: ReadError(file: name, location: nil, message: failure.message)))
        }
        if bytes.count >= LargeBlocks.recordingSize { LargeBlocks.returnToSystem() }
        let screen = RecordingReader.read(bytes: bytes, file: name)
        // Only what no recorder took is looked at again.
        guard screen.status == .unreadable, let kind = ownFile?(bytes) else { return .screen(screen) }
        if !input.explicit { return .ownFile(OwnFile(file: name, kind: kind)) }
        return .screen(.unreadable(file: name, error: ReadError(
            file: name, location: nil, message: "is a \(kind.description) written by a11y-crawl, not a recording")))
    }

    /// Checks one screen. The screen is taken over (`consuming`): converting pixels to dp changes its
    /// elements, which would otherwise copy them all while the caller's value still shares them.
    public func check(_ screen: consuming Screen, eventViews: [CrawlEventTargets.Wanted] = []) -> Checked {
        var screen = screen
        if screen.capabilities.frameUnit == .pixels, screen.status == .ok {
            if let density = folderDensity?(screen.file) ?? density {
                screen.densityContradiction = DensityInference.contradiction(of: density, in: screen)
                screen.convertPixels(density: density)
            } else if case .inferred(let inferred, let evidence) = DensityInference.infer(screen) {
                // No density given: the one the geometry agrees on, said with its evidence in every report.
                screen.convertPixels(density: inferred)
                screen.densityInferred = DensityInference.describe(evidence)
            }
        }
        guard screen.status == .ok, !screen.elements.isEmpty else {
            return Checked(result: ScreenResult(summary: ScreenSummary(screen, notOnScreen: 0), findings: []), facts: nil)
        }
        // Built once for the rules, the manual-check triggers and the summary.
        let facts = ScreenFacts(screen: screen)
        let evaluation = engine.evaluate(facts)
        let reviewItems = withReview ? ManualCheckTriggers.review(facts) : []
        var result = ScreenResult(summary: ScreenSummary(screen, notOnScreen: facts.notOnScreen,
                                                                 unrecordedWebViews: facts.unrecordedWebViews),
                                  findings: evaluation.findings, reviewItems: reviewItems, outcomes: evaluation.outcomes,
                                  wireframe: withWireframes ? ScreenWireframe(screen) : nil)
        if withCrawlFacts { result.crawl = CrawlScreenFacts(facts, findings: evaluation.findings) }
        if !crawlRules.isEmpty {
            result.crawlBars = CrawlBars(facts, rules: crawlRules, configuration: engine.configuration)
            result.crawlEvents = CrawlEventTargets(facts, views: eventViews, rules: crawlRules, configuration: engine.configuration)
        }
        return Checked(result: result, facts: keepsFacts ? facts : nil)
    }

    /// A crawl's state that shows another app than the crawl's (`shown`): read, counted, not checked.
    public func notTheApp(_ screen: consuming Screen, shown: String) -> Checked {
        var summary = ScreenSummary(screen, notOnScreen: 0)
        summary.notTheApp = shown
        return Checked(result: ScreenResult(summary: summary, findings: []), facts: nil)
    }
}
