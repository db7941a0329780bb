import Rules
import Testing
import TreeModel
import Recorders

/// A tree written as nested nodes, flattened into a `Screen` the way the reader lays elements out.
struct TreeNode {
    var type: String
    var label: String? = nil
    var frame: Frame
    var accessible: Bool? = nil
    var children: [TreeNode] = []

    init(_ type: String, _ label: String? = nil, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
         accessible: Bool? = nil, _ children: [TreeNode] = []) {
        self.type = type
        self.label = label
        self.frame = Frame(x: x, y: y, width: width, height: height)
        self.accessible = accessible
        self.children = children
    }

    func screen() -> Screen {
        var elements: [Element] = []
        func add(_ node: TreeNode, parent: Int?, depth: Int, position: Int) {
            let index = elements.count
            let derived = IDBVocabulary.roles(type: node.type, role: nil, subrole: nil, enabled: true)
            elements.append(Element(label: node.label, type: node.type, derivedTraits: derived.traits,
                                    frame: node.frame, isContainer: derived.isContainer, roles: derived.roles, parent: parent, depth: depth, siblingPosition: position,
                                    accessible: node.accessible))
            var seen: [String: Int] = [:]
            for child in node.children {
                seen[child.type, default: 0] += 1
                add(child, parent: index, depth: depth + 1, position: seen[child.type]!)
            }
            elements[index].descendantCount = elements.count - index - 1
        }
        add(self, parent: nil, depth: 0, position: 0)
        return Screen(file: "tree.json", format: .idbNested, status: .ok, elements: elements, bounds: frame)
    }
}

/// Stops, scroll clipping and system chrome as `ScreenFacts` derives them, beyond the fixtures.
@Suite struct VisibilityTests {
    func index(_ facts: ScreenFacts, _ label: String) -> Int {
        facts.screen.elements.firstIndex { $0.label == label }!
    }

    @Test func aTextFieldsButtonsAreStopsButItsIconIsNot() {
        let facts = ScreenFacts(screen: TreeNode("Application", "App", 0, 0, 402, 874, [
            TreeNode("TextField", nil, 16, 150, 370, 36, [
                TreeNode("Button", "Dictate", 360, 157, 17, 22),
                TreeNode("Image", "Search", 22, 158, 20, 19),
            ]),
        ]).screen())
        #expect(facts.stop[1] && facts.stop[index(facts, "Dictate")])
        #expect(!facts.stop[index(facts, "Search")] && facts.insideStop[index(facts, "Search")])
        #expect(!facts.stop[0], "the application only contains")
    }

    @Test func aLabelledCellIsAStopUnlessItHoldsControls() {
        let facts = ScreenFacts(screen: TreeNode("Application", "App", 0, 0, 402, 874, [
            TreeNode("Cell", "Monday, Push day", 0, 100, 402, 60, [TreeNode("StaticText", "Monday", 16, 110, 100, 20)]),
            TreeNode("Cell", "Tuesday, Pull day", 0, 160, 402, 60, [TreeNode("Button", "Play", 340, 170, 44, 44)]),
        ]).screen())
        #expect(facts.stop[index(facts, "Monday, Push day")] && facts.insideStop[index(facts, "Monday")])
        #expect(!facts.stop[index(facts, "Tuesday, Pull day")] && facts.stop[index(facts, "Play")])
    }

    @Test func aRecordedAccessibleFlagDecides() {
        let facts = ScreenFacts(screen: TreeNode("Application", "App", 0, 0, 402, 874, [
            TreeNode("Group", "Card", 0, 100, 402, 100, accessible: true, [TreeNode("Button", "Inner", 10, 110, 44, 44)]),
            TreeNode("Button", "Wrapper", 0, 300, 402, 100, accessible: false, [TreeNode("Button", "Reached", 10, 310, 44, 44)]),
        ]).screen())
        #expect(facts.stop[index(facts, "Card")] && !facts.stop[index(facts, "Inner")])
        #expect(!facts.stop[index(facts, "Wrapper")] && facts.stop[index(facts, "Reached")])
    }

    @Test func contentOutsideAScrollingAncestorIsNotOnScreen() {
        let facts = ScreenFacts(screen: TreeNode("Application", "App", 0, 0, 402, 874, [
            TreeNode("ScrollArea", nil, 0, 100, 402, 300, [
                TreeNode("Button", "In view", 20, 120, 362, 44),
                TreeNode("Button", "Cut", 20, 380, 362, 44),
                TreeNode("Button", "Below", 20, 500, 362, 44),
            ]),
            TreeNode("Button", "Outside the list", 20, 600, 362, 44),
        ]).screen())
        #expect(facts.onScreen[index(facts, "In view")] && !facts.isPartlyClipped(index(facts, "In view")))
        #expect(facts.onScreen[index(facts, "Cut")] && facts.isPartlyClipped(index(facts, "Cut")))
        #expect(facts.isTarget(index(facts, "Cut")) && !facts.isSizedTarget(index(facts, "Cut")))
        #expect(!facts.onScreen[index(facts, "Below")], "on the screen, but scrolled out of the list's frame")
        #expect(facts.onScreen[index(facts, "Outside the list")], "not inside the list: not clipped by it")
    }

    @Test func clippingFramesNestAndFlatRecordingsAreNeverClipped() {
        let nested = ScreenFacts(screen: TreeNode("Application", "App", 0, 0, 402, 874, [
            TreeNode("Group", nil, 0, 100, 200, 100, [
                TreeNode("Group", nil, 150, 100, 200, 100, [TreeNode("Button", "Beyond both", 250, 120, 40, 40)]),
            ]),
        ]).screen())
        #expect(!nested.onScreen[index(nested, "Beyond both")], "inside the inner group but outside the outer one")
        let flat = RecordingReader.read(bytes: Array("""
            [{"type":"Application","AXLabel":"App","frame":{"x":0,"y":0,"width":402,"height":874}},
             {"type":"Group","frame":{"x":0,"y":100,"width":200,"height":100}},
             {"type":"Button","AXLabel":"Beyond","frame":{"x":250,"y":120,"width":40,"height":40}}]
            """.utf8), file: "flat.json")
        let facts = ScreenFacts(screen: flat)
        #expect(facts.onScreen[2] && facts.stop[2])
    }

    @Test func letterButtonsWithoutNamedKeysAreNoKeyboard() {
        // An alphabet index: one-letter buttons in rows, but no shift, delete, space or return.
        var rows: [TreeNode] = []
        for (row, letters) in ["abcdefghijklm", "nopqrstuvwxyz"].enumerated() {
            for (column, letter) in letters.enumerated() {
                rows.append(TreeNode("Button", String(letter), Double(column) * 30, 600 + Double(row) * 40, 28, 36))
            }
        }
        rows.append(TreeNode("Button", nil, 0, 560, 100, 36))
        let facts = ScreenFacts(screen: TreeNode("Application", "App", 0, 0, 402, 874, rows).screen())
        #expect(!facts.keyboard.contains(true) && !facts.systemChrome.contains(true))
    }

    @Test func scrollBarsAndPageIndicatorsAreSystemChrome() {
        let facts = ScreenFacts(screen: TreeNode("Application", "App", 0, 0, 402, 874, [
            TreeNode("Slider", "Vertical scroll bar, 1 page", 369, 116, 30, 649),
            TreeNode("Slider", "Volume", 20, 300, 300, 30),
        ]).screen())
        #expect(facts.systemChrome[1] && !facts.isTarget(1))
        #expect(!facts.systemChrome[2] && facts.isTarget(2))
    }

    @Test func aDeepTreeIsDerivedWithoutRecursion() {
        // 20,000 nested groups around one button, built directly: the derivations walk the array, not the tree.
        let depth = 20_000
        var elements: [Element] = []
        for level in 0...depth {
            elements.append(Element(type: level == 0 ? "Application" : "Group", frame: Frame(x: 0, y: 0, width: 402, height: 874),
                                    parent: level == 0 ? nil : level - 1, depth: level, descendantCount: depth + 1 - level,
                                    siblingPosition: level == 0 ? 0 : 1))
        }
        elements.append(Element(label: "Leaf", type: "Button", derivedTraits: .button, frame: Frame(x: 10, y: 10, width: 44, height: 44),
                                parent: depth, depth: depth + 1, siblingPosition: 1))
        let screen = Screen(file: "deep.json", format: .idbNested, status: .ok, elements: elements,
                            bounds: Frame(x: 0, y: 0, width: 402, height: 874))
        let facts = ScreenFacts(screen: screen)
        #expect(facts.stop[depth + 1] && facts.onScreen[depth + 1] && facts.isSizedTarget(depth + 1))
        #expect(!facts.stop[..<(depth + 1)].contains(true))
    }
}
