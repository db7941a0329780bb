import Testing
import TreeModel
@testable import Rules

/// A large screen holds hundreds of thousands of findings: what they share is held once, and the
/// properties read back exactly what was set.
@Suite("Finding storage")
struct FindingStorageTests {
    static let screen = Screen(file: "s.json", format: .idbFlat, status: .ok,
                               elements: [Element(label: "Close", type: "Button", frame: Frame(x: 0, y: 0, width: 30, height: 30))],
                               bounds: Frame(x: 0, y: 0, width: 400, height: 800))

    static func finding(criteria: [Criterion] = [], hig: HIGSource? = nil) -> Finding {
        Finding(rule: "label-missing", level: .error, message: "m", screen: screen, element: 0, criteria: criteria, hig: hig)
    }

    @Test("a finding's own fields fit in 88 bytes and a reference's in 48: the element's parts, the rule's criteria and HIG page and contrast are held out of line, and the identity is made when read")
    func inlineSize() {
        #expect(MemoryLayout<Finding>.stride <= 88, "\(MemoryLayout<Finding>.stride) bytes")
        // The place (a record, or a table and an index), the detail and the file of a related element in another
        // recording (a text-size comparison).
        #expect(MemoryLayout<ElementPlace>.size <= 16, "\(MemoryLayout<ElementPlace>.size) bytes")
        #expect(MemoryLayout<ElementReference>.stride <= 48, "\(MemoryLayout<ElementReference>.stride) bytes")
    }

    static let row = Screen(file: "row.json", format: .idbFlat, status: .ok, elements: [
        Element(type: "Application", frame: Frame(x: 0, y: 0, width: 400, height: 800), descendantCount: 2),
        Element(label: "Help", type: "Button", frame: Frame(x: 0, y: 0, width: 30, height: 30), parent: 0, depth: 1,
                siblingPosition: 1, location: SourceLocation(line: 2, column: 3)),
        Element(label: "Help", type: "Button", frame: Frame(x: 0, y: 50, width: 30, height: 30), parent: 0, depth: 1,
                siblingPosition: 2, location: SourceLocation(line: 3, column: 3)),
    ], bounds: Frame(x: 0, y: 0, width: 400, height: 800))

    @Test("the findings on an element and the references to it share one record of it, with one path")
    func sharedRecords() {
        let facts = ScreenFacts(screen: Self.row)
        let rule = LabelMissing()
        let first = rule.finding(1, in: facts, configuration: RuleConfiguration(), message: "Button \"Help\" is \("small").", related: [2])
        let second = rule.finding(1, in: facts, configuration: RuleConfiguration(), message: "Button \"Help\" is \("small").")
        let other = rule.finding(2, in: facts, configuration: RuleConfiguration(), message: "Button \"Help\" is \("small").", related: [1])
        #expect(facts.record(1).isIdentical(to: facts.record(1)))
        if case .record = facts.record(1) {} else { Issue.record("a screen of ordinary size holds records") }
        #expect(first.path == "Application/Button[1]" && other.path == "Application/Button[2]")
        #expect(first.related.first?.path == other.path && other.related.first?.path == first.path)
        #expect(first.path.utf8.withContiguousStorageIfAvailable { $0.baseAddress }
                == second.path.utf8.withContiguousStorageIfAvailable { $0.baseAddress }, "one path string, not one per finding")
        #expect(first.message == other.message)
        #expect(first.label == "Help" && first.type == "Button" && first.location == SourceLocation(line: 2, column: 3))
        #expect(first.frame == Frame(x: 0, y: 0, width: 30, height: 30))
        #expect(first.related.first == ElementReference(path: "Application/Button[2]", label: "Help", identifier: nil,
                                                          type: "Button", location: SourceLocation(line: 3, column: 3)),
                "a reference equals one made from its parts (a reference's frame is no part of it)")
    }

    @Test("a finding's message is data: the rule's one declaration, referenced, and its arguments, with the bytes they were given")
    func messagesAsData() {
        let facts = ScreenFacts(screen: Self.row)
        let rule = LabelMissing()
        let made = (0..<3).map { _ in
            rule.finding(1, in: facts, configuration: RuleConfiguration(),
                         message: FindingMessage(LabelMissing.Message.control, .words("VoiceOver")))
        }
        #expect(made.allSatisfy { $0.messageData.declaration === LabelMissing.Message.control })
        #expect(made[0].message == "Button \"Help\" has no accessibility label, so VoiceOver cannot say what it does.")
        // Canonically equivalent arguments keep their own bytes: a finding says what its rule gave.
        let decomposed = rule.finding(1, in: facts, configuration: RuleConfiguration(),
                                      message: FindingMessage(LabelMissing.Message.value, .text("Cafe\u{301}")))
        let composed = rule.finding(1, in: facts, configuration: RuleConfiguration(),
                                    message: FindingMessage(LabelMissing.Message.value, .text("Caf\u{E9}")))
        #expect(Array(decomposed.message.utf8) == Array("Button \"Help\" has no accessibility label; its value \"Cafe\u{301}\" is spoken but does not name it.".utf8))
        #expect(Array(composed.message.utf8) == Array("Button \"Help\" has no accessibility label; its value \"Caf\u{E9}\" is spoken but does not name it.".utf8))
        // A message set as text is whole text, and the element's name follows the element.
        var finding = made[0]
        finding.message = "Free text."
        #expect(finding.message == "Free text." && finding.messageData.id == MessageDeclaration.text.id)
        var renamed = made[1]
        renamed.label = "Aide"
        #expect(renamed.message == "Button \"Aide\" has no accessibility label, so VoiceOver cannot say what it does.")
    }

    @Test("on a large screen, findings name their elements in the screen's table when made from several threads")
    func sharedFromSeveralThreads() {
        var elements = [Element(type: "Application", frame: Frame(x: 0, y: 0, width: 400, height: 800),
                                descendantCount: Engine.elementsForConcurrentRules)]
        for index in 0..<Engine.elementsForConcurrentRules {
            elements.append(Element(label: "Help", type: "Button", frame: Frame(x: 0, y: Double(index), width: 30, height: 30),
                                    parent: 0, depth: 1, siblingPosition: index + 1))
        }
        let facts = ScreenFacts(screen: Screen(file: "large.json", format: .idbFlat, status: .ok, elements: elements,
                                               bounds: Frame(x: 0, y: 0, width: 400, height: 800)))
        let rule = LabelMissing()
        let count = elements.count
        let made = OrderedSlots<[Finding]>.run(count: 8, jobs: 4) { part in
            (1...count - 1).map { index in
                rule.finding(index, in: facts, configuration: RuleConfiguration(),
                             message: "Button \"Help\" number \(index % 7) is small (\(part % 2)).")
            }
        }
        for index in [1, 500, count - 1] {
            let places = made.map { $0[index - 1].place }
            #expect(places.allSatisfy { $0.isIdentical(to: places[0]) }, "one place of element \(index)")
            if case .table(_, let held) = places[0] {
                #expect(held == UInt32(index))
            } else {
                Issue.record("a large screen's findings name their elements in its table")
            }
            #expect(made[0][index - 1].path == "Application/Button[\(index)]")
        }
        #expect(made[0][6].message == "Button \"Help\" number 0 is small (0).")
    }

    @Test("the element's parts of a finding or reference read back what was set, without changing others on the same element")
    func elementPartsRoundTrip() {
        let facts = ScreenFacts(screen: Self.row)
        let rule = LabelMissing()
        var finding = rule.finding(1, in: facts, configuration: RuleConfiguration(), message: "m", related: [2])
        let unchanged = rule.finding(1, in: facts, configuration: RuleConfiguration(), message: "m", related: [2])
        #expect(finding == unchanged)
        finding.path = "Application/Button[9]"
        finding.label = nil
        finding.identifier = "help"
        finding.type = "Link"
        finding.location = SourceLocation(line: 7, column: 1)
        finding.frame = Frame(x: 1, y: 2, width: 3, height: 4)
        finding.related[0].path = "Application/Link[1]"
        finding.related[0].label = nil
        #expect(finding.path == "Application/Button[9]" && finding.label == nil && finding.identifier == "help")
        #expect(finding.type == "Link" && finding.location == SourceLocation(line: 7, column: 1))
        #expect(finding.frame == Frame(x: 1, y: 2, width: 3, height: 4))
        #expect(finding.related[0].path == "Application/Link[1]" && finding.related[0].label == nil)
        #expect(finding != unchanged)
        #expect(unchanged.path == "Application/Button[1]" && unchanged.label == "Help" && unchanged.identifier == nil)
        #expect(unchanged.related[0].path == "Application/Button[2]" && unchanged.related[0].label == "Help")
        #expect(facts.path(of: 1) == "Application/Button[1]")
    }

    @Test("the fingerprint reads back what was set: 16 hex digits, other text, or nothing")
    func fingerprintRoundTrip() {
        var finding = Self.finding()
        #expect(finding.fingerprint == "")
        for text in ["00ff00ff00ff00ff", "af5038ee8a8f171c", "AF5038EE8A8F171C", "af5038ee8a8f171", "af5038ee8a8f171c0",
                     "custom", "", Fingerprint.hash(rule: "label-missing", file: "s.json", identity: "label:Button:Close")] {
            finding.fingerprint = text
            #expect(finding.fingerprint == text)
        }
        var other = Self.finding()
        finding.fingerprint = "custom"
        other.fingerprint = "0123456789abcdef"
        #expect(finding != other)
        other.fingerprint = "custom"
        #expect(finding == other)
        #expect(finding.hashValue == other.hashValue)
    }

    @Test("criteria, HIG page and contrast read back what was set, and take part in equality")
    func sharedPartsRoundTrip() {
        let hig = HIGSource(page: "Accessibility", section: "Buttons and controls", url: "https://example.com/hig")
        let criterion = WCAG.criterion("4.1.2")
        var finding = Self.finding(criteria: [criterion], hig: hig)
        #expect(finding.criteria == [criterion])
        #expect(finding.hig == hig)
        #expect(finding.contrast == nil)
        var other = Self.finding(criteria: [criterion], hig: hig)
        #expect(finding == other)
        other.hig = nil
        #expect(finding != other)
        #expect(other.hig == nil && other.criteria == [criterion])
        finding.criteria = []
        #expect(finding.criteria.isEmpty && finding.hig == hig)
        let measurement = ContrastMeasurement(foreground: "#777777", background: "#FFFFFF", ratio: 4.48, low: 4.48,
                                              high: 4.48, required: 4.5)
        finding.fingerprint = "custom"
        finding.contrast = measurement
        #expect(finding.contrast == measurement)
        #expect(finding.fingerprint == "custom", "setting the contrast keeps a fingerprint held out of line")
        finding.fingerprint = "0123456789abcdef"
        #expect(finding.contrast == measurement)
        finding.contrast = nil
        #expect(finding.contrast == nil && finding.fingerprint == "0123456789abcdef")
    }

    @Test("a rule's findings on a screen share one kind (rule, file and basis); changing a finding's rule or file changes it alone")
    func sharedKinds() {
        let facts = ScreenFacts(screen: Self.row)
        let rule = LabelMissing()
        let first = rule.finding(1, in: facts, configuration: RuleConfiguration(), message: "m")
        var second = rule.finding(2, in: facts, configuration: RuleConfiguration(), message: "n")
        let other = TargetSizeHIG().finding(2, in: facts, configuration: RuleConfiguration(), message: "n")
        #expect(first.kind === second.kind, "one kind for the rule's findings")
        #expect(first.kind !== other.kind, "another rule, another kind")
        #expect(first.rule == "label-missing" && other.rule == "target-size-hig" && first.file == "row.json")
        #expect(first.criteria == LabelMissing().metadata.criteria)
        second.rule = "renamed"
        second.file = "other.json"
        #expect(second.rule == "renamed" && second.file == "other.json" && second.criteria == first.criteria)
        #expect(first.rule == "label-missing" && first.file == "row.json", "the others keep theirs")
        #expect(first.kind !== second.kind)
    }
}
