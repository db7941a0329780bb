/// A compact example next to its rule (SwiftLint's style): a few elements, and where the rule must report.
/// The tests wrap the elements in a flat idb recording under a 390 x 844 pt `Application` root and run them
/// through the registered recorders and the whole pipeline; realistic trees stay in `Fixtures/trees/<rule>/`.
public struct RuleExample: Sendable, Hashable {
    /// The elements after the root, as idb JSON objects separated by commas (one per line reads best).
    public var elements: String
    /// The paths the rule must report (`Application/Button[1]`), in any order; empty for an example that must
    /// not trigger.
    public var findings: [String]

    public init(elements: String, findings: [String]) {
        self.elements = elements
        self.findings = findings
    }

    /// An example the rule must report at `paths`.
    public static func triggering(at paths: [String], _ elements: String) -> RuleExample {
        RuleExample(elements: elements, findings: paths)
    }

    /// An example the rule must not report.
    public static func passing(_ elements: String) -> RuleExample {
        RuleExample(elements: elements, findings: [])
    }

    /// The example as a recording: a flat `idb ui describe-all` array.
    public var recording: String {
        #"[{"type": "Application", "AXLabel": "Example", "frame": {"x": 0, "y": 0, "width": 390, "height": 844}},"#
            + "\n" + elements + "]\n"
    }
}
