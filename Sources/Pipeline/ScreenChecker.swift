import Recorders
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

    public init(engine: Engine, withReview: Bool, keepsFacts: Bool = false) {
        self.engine = engine
        self.withReview = withReview
        self.keepsFacts = keepsFacts
    }

    /// What the screen stage hands on: the result, and the facts for the group stage when it needs them.
    public struct Checked: Sendable {
        public var result: ScreenResult
        public var facts: ScreenFacts?
    }

    /// Reads an input: a file, or standard input for `-`.
    public static func read(_ input: InputCollector.Input, standardInput: @Sendable () -> [UInt8]) -> Screen {
        if let path = input.path { return RecordingReader.read(contentsOf: path, displayPath: input.displayPath) }
        return RecordingReader.read(bytes: standardInput(), file: "-")
    }

    /// Checks one screen.
    public func check(_ screen: Screen) -> Checked {
        guard screen.status == .ok, !screen.elements.isEmpty else {
            return Checked(result: ScreenResult(summary: ScreenSummary(screen, notOnScreen: 0), findings: []), facts: nil)
        }
        // Built once for the rules, the manual-check triggers and the summary.
        let facts = ScreenFacts(screen: screen)
        let evaluation = engine.evaluate(facts)
        let reviewItems = withReview ? ManualCheckTriggers.review(facts) : []
        return Checked(result: ScreenResult(summary: ScreenSummary(screen, notOnScreen: facts.notOnScreen),
                                            findings: evaluation.findings, reviewItems: reviewItems,
                                            outcomes: evaluation.outcomes),
                       facts: keepsFacts ? facts : nil)
    }
}
