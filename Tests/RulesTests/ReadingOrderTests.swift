import Rules
import Testing
import TestSupport
import Recorders
import TreeModel

/// Reading order beyond the fixtures: the layout direction.
@Suite struct ReadingOrderTests {
    /// A row recorded from the right edge, as a right-to-left layout reads it: "رجوع" (Back) at the right,
    /// then the title, then "تعديل" (Edit) at the left; then a text below.
    static let rightToLeftRow = """
        [{"type":"Application","AXLabel":"App","frame":{"x":0,"y":0,"width":390,"height":844}},
         {"type":"Button","AXLabel":"رجوع","frame":{"x":320,"y":50,"width":60,"height":44}},
         {"type":"StaticText","AXLabel":"الإعدادات","frame":{"x":150,"y":60,"width":90,"height":24}},
         {"type":"Button","AXLabel":"تعديل","frame":{"x":10,"y":50,"width":60,"height":44}},
         {"type":"StaticText","AXLabel":"الحساب","frame":{"x":20,"y":120,"width":350,"height":24}}]
        """

    func findings(_ text: String, rightToLeft: Bool) -> [Finding] {
        let screen = RecordingReader.read(bytes: Array(text.utf8), file: "rtl.json")
        var configuration = RuleConfiguration()
        configuration.rightToLeft = rightToLeft
        return Engine(rules: [ReadingOrder()], configuration: configuration).check(screen)
    }

    @Test func rightToLeftRowsReadFromTheTrailingEdge() {
        #expect(findings(Self.rightToLeftRow, rightToLeft: true).isEmpty, "in order for a right-to-left layout")
        let leftToRight = findings(Self.rightToLeftRow, rightToLeft: false)
        #expect(!leftToRight.isEmpty, "the same row contradicts a left-to-right layout")
        #expect(leftToRight.allSatisfy { $0.rule == "reading-order" && $0.level == .warning })
    }
}

@Suite struct HeaviestSubsequenceTests {
    /// Brute force over every subset: the heaviest weight of a subsequence with increasing ranks.
    func bruteForce(_ rank: [Int], _ weights: [Int]) -> Int {
        var best = 0
        for mask in 0..<(1 << rank.count) {
            var last = -1, weight = 0, increasing = true
            for position in rank.indices where mask & (1 << position) != 0 {
                if rank[position] <= last { increasing = false; break }
                last = rank[position]
                weight += weights[position]
            }
            if increasing { best = max(best, weight) }
        }
        return best
    }

    @Test func matchesBruteForceOnRandomOrders() {
        var generator = SeededGenerator(seed: 0xA11C_4A71)
        for _ in 0..<300 {
            let count = Int.random(in: 1...9, using: &generator)
            let rank = Array(0..<count).shuffled(using: &generator)
            let weights = (0..<count).map { _ in Int.random(in: 1...5, using: &generator) }
            let kept = ReadingOrder.heaviestIncreasing(rank, weights: weights)
            let keptRanks = rank.indices.filter { kept[$0] }.map { rank[$0] }
            #expect(keptRanks == keptRanks.sorted(), "kept units are in order: \(rank)")
            let weight = rank.indices.filter { kept[$0] }.reduce(0) { $0 + weights[$1] }
            #expect(weight == bruteForce(rank, weights), "rank \(rank), weights \(weights)")
        }
    }

    /// A floating button recorded after the sheet it sits above: moving the button (one element) fixes the
    /// order, so it is reported rather than the sheet and its four fields.
    @Test func theLighterUnitIsReported() {
        let text = """
            [{"type":"Application","AXLabel":"Maps","frame":{"x":0,"y":0,"width":402,"height":874},"children":[
              {"type":"Group","AXUniqueId":"sheet","frame":{"x":0,"y":574,"width":402,"height":300},"children":[
                {"type":"TextField","AXLabel":"Search","frame":{"x":16,"y":590,"width":370,"height":44},"children":[]},
                {"type":"Button","AXLabel":"Done","frame":{"x":16,"y":806,"width":370,"height":50},"children":[]}]},
              {"type":"Button","AXLabel":"Current location","frame":{"x":342,"y":510,"width":44,"height":44},"children":[]}]}]
            """
        let screen = RecordingReader.read(bytes: Array(text.utf8), file: "maps.json")
        let findings = Engine(rules: [ReadingOrder()]).check(screen)
        #expect(findings.map(\.path) == ["Application/Button[1]"])
        #expect(findings.first?.message == "Button \"Current location\" is recorded after Group with identifier \"sheet\", which appears below it; VoiceOver follows this order only where the app sets it, and reads by position elsewhere: check on a device.")
        // VoiceOver reads a view's elements by position unless the app orders them, which no recording says.
        #expect(findings.map(\.outcome) == [.needsReview])
    }
}

/// `label-missing` reads a label the platform derives from descendants (TalkBack's rule) through
/// `Element.labelFromDescendants`, whatever the recorder that sets it.
@Suite struct DescendantLabelTests {
    func findings(markingDerived: Bool) throws -> [Finding] {
        let path = PackagePaths.fixtureTrees.appendingPathComponent("label-missing/fail-nested-button-label-only-in-children.json").path
        var screen = RecordingReader.read(contentsOf: path, displayPath: "children.json")
        try #require(screen.status == .ok)
        let button = try #require(screen.elements.firstIndex { $0.displayType == "Button" && $0.label == nil })
        screen.elements[button].labelFromDescendants = markingDerived
        return Engine(rules: [LabelMissing()], configuration: RuleConfiguration()).check(screen)
    }

    @Test func aLabelDerivedFromDescendantsIsALabel() throws {
        #expect(try findings(markingDerived: true).isEmpty, "the button speaks its text \"Send\"")
        let unmarked = try findings(markingDerived: false)
        #expect(unmarked.map(\.path) == ["Application/Button[1]"])
    }
}
