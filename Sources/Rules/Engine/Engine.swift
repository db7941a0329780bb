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
        let concurrent = jobs > 1 && rules.count > 1 && screen.elements.count >= concurrentFrom
        if concurrent {
            // Each rule's findings in a slot of their own, then joined in rule order into an array of the exact
            // size: the same findings in the same order as one rule after another.
            var ran = runConcurrently(facts)
            // Moved, not copied (a copy retains each part of a finding, and freeing the rule's array releases
            // them again): each rule's array is left holding a placeholder in every slot it gave up.
            findings = [Finding](unsafeUninitializedCapacity: ran.reduce(0) { $0 + $1.findings.count }) { joined, count in
                for position in ran.indices {
                    outcomes.append(ran[position].outcome)
                    ran[position].findings.withUnsafeMutableBufferPointer { found in
                        guard let from = found.baseAddress, let to = joined.baseAddress else { return }
                        (to + count).moveInitialize(from: from, count: found.count)
                        from.initialize(repeating: Self.placeholder, count: found.count)
                        count += found.count
                    }
                    ran[position].findings = []
                }
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
        var order: [Int]
        if concurrent {
            // Fingerprints and order side by side: assigning writes each finding's identity and fingerprint;
            // ordering reads its location, rule and path, which assigning does not touch.
            order = findings.withUnsafeMutableBufferPointer { buffer in
                let shared = FindingsInPlace(buffer: buffer)
                return OrderedSlots<[Int]>.run(count: 2, jobs: 2) { part in
                    guard part == 1 else {
                        Fingerprint.assign(shared.buffer, on: screen)
                        return []
                    }
                    return Self.order(of: UnsafeBufferPointer(shared.buffer))
                }[1]
            }
        } else {
            Fingerprint.assign(&findings, on: screen)
            order = findings.withUnsafeBufferPointer { Self.order(of: $0) }
        }
        // Put each finding in place by following the permutation's cycles: findings are large values, and a
        // second array of them would double a large screen's footprint. Each is moved (its bytes), not
        // copied: a copy retains each of its parts, and the one it replaces releases them.
        findings.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for start in order.indices where order[start] != start {
                let held = (base + start).move()
                var position = start
                while order[position] != start {
                    let next = order[position]
                    (base + position).moveInitialize(from: base + next, count: 1)
                    order[position] = position
                    position = next
                }
                (base + position).initialize(to: held)
                order[position] = position
            }
        }
        return Evaluation(findings: findings, outcomes: outcomes)
    }

    /// The positions of `findings` in file order: line, column, rule, then path.
    private static func order(of findings: UnsafeBufferPointer<Finding>) -> [Int] {
        // The locations are read once into an array of their own: comparing them there touches a few megabytes
        // in order instead of one element record per comparison. Only findings at the same place are compared
        // in full.
        let locations = findings.indices.map { findings[$0].location }
        return locations.withUnsafeBufferPointer { locations in
            findings.indices.sorted { left, right in
                let leftLocation = locations[left], rightLocation = locations[right]
                if leftLocation != rightLocation { return leftLocation < rightLocation }
                return Finding.precedesInFile(findings[left], findings[right])
            }
        }
    }

    /// A screen's findings, handed to the two threads that assign fingerprints and work out the order.
    private struct FindingsInPlace: @unchecked Sendable {
        let buffer: UnsafeMutableBufferPointer<Finding>
    }

    /// How many elements a screen needs before its rules run on several threads (`jobs`): a screen of
    /// ordinary size (tens to hundreds of elements) is checked on one thread, as screens are already checked
    /// side by side.
    public static let elementsForConcurrentRules = 10_000

    /// What a rule's array of findings holds where a finding was moved out of it.
    private static let placeholder = Finding(
        rule: "", level: .note, message: FindingMessage(text: ""), file: "",
        place: .record(ElementRecord(path: "", label: nil, identifier: nil, type: "",
                                     location: SourceLocation(line: 0, column: 0), frame: .zero)),
        element: 0, basis: FindingBasis(criteria: [], hig: nil), outcome: .finding, related: [])

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
            return RuleResult(outcome: RuleOutcomes(rule: id, notRunReason: reason, notApplicable: true), findings: [])
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
