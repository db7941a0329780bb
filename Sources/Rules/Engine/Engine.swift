import TreeModel

/// Runs the enabled rules on screens and returns findings in a deterministic order, with what each rule
/// gave (findings, items to review, elements not run).
public struct Engine: Sendable {
    public var rules: [any Rule] { didSet { declared = Self.declarations(of: rules) } }
    public var configuration: RuleConfiguration
    /// Threads the rules of one very large screen may run on (`elementsForConcurrentRules`); the output is
    /// the same with any number.
    public var jobs: Int = 1
    /// `elementsForConcurrentRules`, lowered by tests to compare the two ways on small screens.
    var concurrentFrom = Engine.elementsForConcurrentRules
    /// Each rule's id and required evidence, read once: a rule's metadata is a large value.
    private var declared: [(id: String, requires: RecorderCapabilities.Evidence)]

    public init(rules: [any Rule] = RuleRegistry.all, configuration: RuleConfiguration = RuleConfiguration()) {
        self.rules = rules
        self.configuration = configuration
        self.declared = Self.declarations(of: rules)
    }

    private static func declarations(of rules: [any Rule]) -> [(id: String, requires: RecorderCapabilities.Evidence)] {
        rules.map { rule in
            let metadata = rule.metadata
            return (metadata.id, metadata.requires)
        }
    }

    /// What the rules gave on one screen.
    public struct Evaluation: Sendable {
        /// Sorted by line, column, rule, then path, with fingerprints assigned.
        public var findings: [Finding]
        /// One per rule, in rule order.
        public var outcomes: [RuleOutcomes]
    }

    /// Findings for one screen, sorted by line, column, rule, then path, with fingerprints assigned.
    public func check(_ screen: Screen) -> [Finding] {
        guard screen.status == .ok, !screen.elements.isEmpty else { return [] }
        return evaluate(ScreenFacts(screen: screen)).findings
    }

    /// Findings for the screen of `facts`, as `check(_: Screen)` gives them.
    public func check(_ facts: ScreenFacts) -> [Finding] { evaluate(facts).findings }

    /// Findings and outcomes for the screen of `facts`: for callers that need the facts for more than the
    /// rules (the manual-check triggers), so they are built once. A rule whose evidence the recording's format
    /// cannot carry does not run; its outcome says why.
    public func evaluate(_ facts: ScreenFacts) -> Evaluation {
        let screen = facts.screen
        guard screen.status == .ok, !screen.elements.isEmpty else { return Evaluation(findings: [], outcomes: []) }
        var findings: [Finding] = []
        var outcomes: [RuleOutcomes] = []
        outcomes.reserveCapacity(rules.count)
        if jobs > 1, rules.count > 1, screen.elements.count >= concurrentFrom {
            // Each rule's findings in a slot of their own, then joined in rule order into an array of the exact
            // size: the same findings in the same order as one rule after another.
            var ran = runConcurrently(facts)
            findings.reserveCapacity(ran.reduce(0) { $0 + $1.findings.count })
            for position in ran.indices {
                outcomes.append(ran[position].outcome)
                findings.append(contentsOf: ran[position].findings)
                ran[position].findings = []
            }
        } else {
            for position in rules.indices {
                let result = run(position, facts)
                outcomes.append(result.outcome)
                // Appended, even to an empty array: taking over the first rule's array would keep the room it
                // grew into, and the doubling from there makes a large screen's array larger.
                findings.append(contentsOf: result.findings)
            }
        }
        Fingerprint.assign(&findings, on: screen)
        // Sort positions, then put each finding in place by following the permutation's cycles: findings are
        // large values, and a second array of them would double a large screen's footprint.
        // Only findings at the same place are compared in full (reading a whole finding out of the array
        // retains each of its parts).
        // The locations are read once into an array of their own: comparing them there touches a few
        // megabytes in order instead of one element record per comparison.
        let locations = findings.map(\.location)
        var order = locations.withUnsafeBufferPointer { locations in
            findings.indices.sorted { left, right in
                let leftLocation = locations[left], rightLocation = locations[right]
                if leftLocation != rightLocation { return leftLocation < rightLocation }
                return Finding.precedesInFile(findings[left], findings[right])
            }
        }
        for start in order.indices where order[start] != start {
            var position = start
            while order[position] != start {
                findings.swapAt(position, order[position])
                let next = order[position]
                order[position] = position
                position = next
            }
            order[position] = position
        }
        return Evaluation(findings: findings, outcomes: outcomes)
    }

    /// How many elements a screen needs before its rules run on several threads (`jobs`): a screen of
    /// ordinary size (tens to hundreds of elements) is checked on one thread, as screens are already checked
    /// side by side.
    public static let elementsForConcurrentRules = 10_000

    /// What one rule gave on a screen.
    private struct RuleResult: Sendable {
        var outcome: RuleOutcomes
        var findings: [Finding]
    }

    /// Runs the rule at `position` on the screen of `facts`, or says why it does not run.
    private func run(_ position: Int, _ facts: ScreenFacts) -> RuleResult {
        let screen = facts.screen
        let rule = rules[position]
        let (id, requires) = declared[position]
        let missing = requires.subtracting(screen.capabilities.evidence)
        guard missing.isEmpty else {
            // A screenshot that was found but cannot be used says why.
            let reason = missing == .screenshot ? screen.screenshotProblem : nil
            return RuleResult(outcome: RuleOutcomes(rule: id, notRunReason: reason ?? Self.notRunReason(missing, screen: screen)),
                              findings: [])
        }
        if let reason = rule.notApplicable(to: screen) {
            return RuleResult(outcome: RuleOutcomes(rule: id, notRunReason: reason), findings: [])
        }
        let found = rule.check(facts, configuration: configuration)
        var outcome = RuleOutcomes(rule: id, notRun: rule.notRun(in: facts, configuration: configuration))
        // Counted in place: reading a whole finding out of the array would retain each of its parts.
        for index in found.indices {
            switch found[index].outcome {
            case .finding: outcome.findings += 1
            case .needsReview: outcome.needsReview += 1
            }
        }
        return RuleResult(outcome: outcome, findings: found)
    }

    /// Every rule's result, in rule order, the rules taken one at a time by `jobs` threads.
    private func runConcurrently(_ facts: ScreenFacts) -> [RuleResult] {
        OrderedSlots.run(count: rules.count, jobs: jobs) { run($0, facts) }
    }

    /// Why a rule that needs `missing` does not run: a pixel recording without a density cannot give sizes in
    /// points until the density is known; anything else the format cannot say.
    static func notRunReason(_ missing: RecorderCapabilities.Evidence, screen: Screen) -> String {
        if missing.contains(.pointSizes), screen.capabilities.frameUnit == .pixels {
            let rest = missing.subtracting(.pointSizes)
            let density = "the device density is unknown, so the pixel frames have no size in dp (give --density or a density for the folder in the configuration)"
            return rest.isEmpty ? density : "\(density); and the recording cannot say \(rest.phrases.joined(separator: ", "))"
        }
        return "the recording cannot say \(missing.phrases.joined(separator: ", "))"
    }
}
