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

    @Test("the large recording is inferred only when the texts are taller by a consistent factor")
    func consistentFactor() {
        let small = facts("x.json", texts(height: 20))
        // Two texts grew by 1.8, two kept their height: the median is 1.8, but half the texts did not grow.
        let mixed = facts("y.json", texts(height: 20).enumerated().map { index, node in
            var node = node
            if index >= 2 { node.frame.3 = 36 }
            return node
        })
        var unstated = TextSizePairs()
        unstated.add(key: "s", defaultFile: "x.json", largeFile: "y.json", stated: false)
        guard case .failure(let why) = TextSizeMatch.compare([small, mixed], pairs: unstated) else { Issue.record("compared"); return }
        #expect(why.reason.contains("not consistently taller") && why.reason.contains("2 taller and 0 shorter in y.json"))
        // Stated, the same pair is compared: the order is the statement.
        var stated = TextSizePairs()
        stated.add(key: "s", defaultFile: "x.json", largeFile: "y.json")
        guard case .success(let match) = TextSizeMatch.compare([small, mixed], pairs: stated) else { Issue.record("not compared"); return }
        #expect(match.large.screen.file == "y.json")
        // Three of four grown is consistent enough: the fixed text is what text-not-scaling is for.
        let mostly = facts("z.json", texts(height: 20).enumerated().map { index, node in
            var node = node
            if index >= 1 { node.frame.3 = 36 }
            return node
        })
        var other = TextSizePairs()
        other.add(key: "s", defaultFile: "z.json", largeFile: "x.json", stated: false)
        guard case .success(let inferred) = TextSizeMatch.compare([mostly, small], pairs: other) else { Issue.record("not compared"); return }
        #expect(inferred.large.screen.file == "z.json")
    }

    /// An Android screen in pixels: three texts `textHeight` px high and a button `buttonHeight` px high.
    func android(_ file: String, textHeight: Int, buttonHeight: Int, density: Double?) -> ScreenFacts {
        func node(_ cls: String, _ text: String, _ top: Int, _ height: Int) -> String {
            #"<node index="0" text="\#(text)" resource-id="" class="\#(cls)" package="p" content-desc="" checkable="false" checked="false" clickable="\#(cls.hasSuffix("Button"))" enabled="true" focusable="\#(cls.hasSuffix("Button"))" focused="false" scrollable="false" long-clickable="false" password="false" selected="false" bounds="[48,\#(top)][600,\#(top + height)]" />"#
        }
        var xml = #"<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0"><node index="0" text="" resource-id="" class="android.widget.FrameLayout" package="p" content-desc="" checkable="false" checked="false" clickable="false" enabled="true" focusable="false" focused="false" scrollable="false" long-clickable="false" password="false" selected="false" bounds="[0,0][1080,2400]">"#
        for (index, text) in ["One", "Two", "Three"].enumerated() { xml += node("android.widget.TextView", text, 200 + index * 300, textHeight) }
        xml += node("android.widget.Button", "Send", 1200, buttonHeight) + "</node></hierarchy>"
        var screen = RecordingReader.read(bytes: Array(xml.utf8), file: file)
        if let density { screen.convertPixels(density: density) }
        return ScreenFacts(screen: screen)
    }

    @Test("target-shrunk-at-large-size: thresholds in dp on Android; pixel recordings without a density are not judged, and say why")
    func androidTargets() {
        var pairs = TextSizePairs()
        pairs.add(key: "s", defaultFile: "a.xml", largeFile: "b.xml")
        let rule = TargetShrunkAtLargeSize(pairs: pairs)
        // 150 px is 57 dp at density 2.625 and 120 px is 46 dp: under Android's 48 dp only at the large size.
        let converted = [android("a.xml", textHeight: 60, buttonHeight: 150, density: 2.625), android("b.xml", textHeight: 120, buttonHeight: 120, density: 2.625)]
        #expect(rule.check(converted, configuration: RuleConfiguration()).map(\.message).first?.contains("under the 48 by 48 dp that Android recommends") == true)
        let pixels = [android("a.xml", textHeight: 60, buttonHeight: 150, density: nil), android("b.xml", textHeight: 120, buttonHeight: 120, density: nil)]
        #expect(rule.check(pixels, configuration: RuleConfiguration()).isEmpty)
        #expect(rule.notRun(pixels, configuration: RuleConfiguration())["b.xml"]?.notRunReason?.contains("the device density is unknown") == true)
        // The other rules compare heights, which need no unit.
        #expect(rule.notRun(converted, configuration: RuleConfiguration()).isEmpty)
    }

    @Test("clipped-at-large-size: a text past the screen's side, and two texts that run into each other (one finding)")
    func clipped() {
        var pairs = TextSizePairs()
        pairs.add(key: "s", defaultFile: "a.json", largeFile: "b.json")
        let rule = ClippedAtLargeSize(pairs: pairs)
        let normal = facts("a.json", texts(height: 20))
        // "One" grows to 80 pt and runs into "Two" (y 160); "Four" is pushed past the right edge (390).
        let large = facts("b.json", texts(height: 32).enumerated().map { index, node in
            var node = node
            if index == 0 { node.frame.3 = 80 }
            if index == 3 { node.frame.0 = 200 }
            return node
        })
        let messages = rule.check([normal, large], configuration: RuleConfiguration()).map(\.message)
        #expect(messages.count == 2, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("StaticText \"One\" overlaps StaticText \"Two\" at the large text size") })
        #expect(messages.contains { $0.hasPrefix("StaticText \"Four\" is cut by the screen edge at the large text size") })
        // Texts that already overlapped at the default size are not news at the large size.
        let crowded = facts("a.json", texts(height: 20).enumerated().map { index, node in
            var node = node
            if index == 0 { node.frame.3 = 70 }
            return node
        })
        let again = rule.check([crowded, large], configuration: RuleConfiguration()).map(\.message)
        #expect(!again.contains { $0.contains("overlaps") }, "\(again)")
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
