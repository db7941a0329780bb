import Rules
import Testing
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
