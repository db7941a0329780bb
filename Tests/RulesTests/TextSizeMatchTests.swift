import Rules
import Recorders
import Testing
import TreeModel

@Suite struct TextSizeMatchTests {
    struct Node {
        var type: String
        var label: String?
        var identifier: String?
        var frame: (Double, Double, Double, Double)
        var json: String {
            var fields = [#""type": "\#(type)""#]
            if let label { fields.append(#""AXLabel": "\#(label)""#) }
            if let identifier { fields.append(#""AXUniqueId": "\#(identifier)""#) }
            fields.append(#""frame": {"x": \#(frame.0), "y": \#(frame.1), "width": \#(frame.2), "height": \#(frame.3)}"#)
            return "{" + fields.joined(separator: ", ") + "}"
        }
    }

    func facts(_ file: String, _ nodes: [Node]) -> ScreenFacts {
        let root = Node(type: "Application", label: "App", frame: (0, 0, 390, 844))
        let text = "[" + ([root] + nodes).map(\.json).joined(separator: ", ") + "]"
        return ScreenFacts(screen: RecordingReader.read(bytes: Array(text.utf8), file: file))
    }

    func texts(height: Double) -> [Node] {
        ["One", "Two", "Three", "Four"].enumerated().map { index, label in
            Node(type: "StaticText", label: label, frame: (20, 100 + Double(index) * 60, 300, height))
        }
    }

    @Test("elements match by identifier, then by label and role, then by order among siblings")
    func matching() {
        let a = facts("a.json", texts(height: 20) + [Node(type: "Button", label: "Go", identifier: "go", frame: (20, 400, 80, 44)),
                                                     Node(type: "Image", frame: (20, 500, 40, 40))])
        let b = facts("b.json", [Node(type: "Image", frame: (20, 700, 40, 40)),
                                 Node(type: "Button", label: "Start", identifier: "go", frame: (20, 600, 80, 44))] + texts(height: 32))
        var pairs = TextSizePairs()
        pairs.add(key: "s", defaultFile: "a.json", largeFile: "b.json")
        guard case .success(let match) = TextSizeMatch.compare([a, b], pairs: pairs) else { Issue.record("not compared"); return }
        #expect(match.counterpart[5] == 2, "the button by its identifier though its label changed")
        #expect(match.counterpart[1] == 3, "a text by label and role")
        #expect(match.counterpart[6] == 1, "the unlabelled image by order among the root's children")
        #expect(match.textFactor == 1.6)
    }

    @Test("two elements with one label and role are not guessed: they are counted as not judged")
    func ambiguous() {
        let twins = [Node(type: "Button", label: "Add", frame: (20, 400, 80, 44)), Node(type: "Button", label: "Add", frame: (120, 400, 80, 44))]
        let a = facts("a.json", texts(height: 20) + twins + [Node(type: "Link", label: "Terms", frame: (20, 500, 80, 30))])
        let b = facts("b.json", texts(height: 32) + [Node(type: "Button", label: "Add", frame: (20, 600, 80, 44))])
        var pairs = TextSizePairs()
        pairs.add(key: "s", defaultFile: "a.json", largeFile: "b.json")
        guard case .success(let match) = TextSizeMatch.compare([a, b], pairs: pairs) else { Issue.record("not compared"); return }
        #expect(match.counterpart[5] == nil && match.counterpart[6] == nil)
        let lost = LostAtLargeSize(pairs: pairs).judge(match, configuration: RuleConfiguration())
        let link = a.screen.elements[7].location
        #expect(lost.findings.map(\.message) == ["Link \"Terms\" of the default text size is missing at the large text size (default size: a.json:\(link.line):\(link.column))."])
        #expect(lost.notJudged == 2)
        #expect(LostAtLargeSize(pairs: pairs).notRun([a, b], configuration: RuleConfiguration())["b.json"]?.notRun == 2)
    }

    @Test("without a stated order the large recording is the one whose texts are taller; otherwise it is not compared")
    func orientation() {
        let small = facts("x.json", texts(height: 20)), big = facts("y.json", texts(height: 36))
        var unstated = TextSizePairs()
        unstated.add(key: "s", defaultFile: "y.json", largeFile: "x.json", stated: false)
        guard case .success(let match) = TextSizeMatch.compare([big, small], pairs: unstated) else { Issue.record("not compared"); return }
        #expect(match.large.screen.file == "y.json" && match.normal.screen.file == "x.json")
        let same = facts("z.json", texts(height: 21))
        var other = TextSizePairs()
        other.add(key: "s", defaultFile: "x.json", largeFile: "z.json", stated: false)
        guard case .failure(let why) = TextSizeMatch.compare([small, same], pairs: other) else { Issue.record("compared"); return }
        #expect(why.reason.contains("not stated"))
        var reversed = TextSizePairs()
        reversed.add(key: "s", defaultFile: "y.json", largeFile: "x.json")
        guard case .failure(let wrong) = TextSizeMatch.compare([big, small], pairs: reversed) else { Issue.record("compared"); return }
        #expect(wrong.reason.contains("wrong order"))
    }

    @Test("a text shortened for a reason is not a cut; a cut keeps the beginning")
    func cuts() {
        #expect(TruncatedAtLargeSize.isCut(whole: "Track your parcel on the map", cut: "Track your parcel on…"))
        #expect(TruncatedAtLargeSize.isCut(whole: "Track your parcel on the map", cut: "Track your parcel"))
        #expect(!TruncatedAtLargeSize.isCut(whole: "Updated 2 minutes ago", cut: "Updated 3 minutes ago"))
        #expect(!TruncatedAtLargeSize.isCut(whole: "Items", cut: "Item"))
        #expect(!TruncatedAtLargeSize.isCut(whole: "Your order will arrive on…", cut: "Your order…"), "already cut at the default size")
    }
}
