import Foundation
import Recorders
import Rules
import Testing
import TestSupport
import TreeModel

@Suite struct AndroidRecorderTests {
    func dump(_ nodes: String, uia2: Bool = false) -> Screen {
        let root = uia2 ? #"<hierarchy index="0" class="hierarchy" rotation="0" width="1080" height="2400">"# : #"<hierarchy rotation="0">"#
        let text = "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\n\(root)\n\(nodes)\n</hierarchy>"
        return RecordingReader.read(bytes: Array(text.utf8), file: "dump.xml")
    }

    static let window = #"<node class="android.widget.FrameLayout" text="" content-desc="" clickable="false" bounds="[0,0][1080,2400]">"#

    func element(_ screen: Screen, _ type: String) -> Element? { screen.elements.first { $0.displayType == type } }

    @Test("uiautomator dump: <node> elements, class → traits, positions at the start tag, pixels, no headers")
    func plainDump() throws {
        let screen = dump(Self.window + "\n" + #"<node class="android.widget.ImageButton" text="" content-desc="Back" clickable="true" bounds="[10,100][136,226]" />"# + "\n</node>")
        #expect(screen.status == .ok)
        #expect(screen.format == .uiautomator)
        #expect(screen.platform == .android)
        #expect(screen.capabilities.frameUnit == .pixels)
        #expect(!screen.capabilities.evidence.contains(.headers))
        #expect(!screen.capabilities.evidence.contains(.pointSizes))
        let button = try #require(element(screen, "ImageButton"))
        #expect(button.label == "Back")
        #expect(button.traits.contains(.button))
        #expect(button.location == SourceLocation(line: 4, column: 1))
        #expect(button.frame == Frame(x: 10, y: 100, width: 126, height: 126))
        #expect(screen.path(of: screen.elements.firstIndex { $0.displayType == "ImageButton" }!) == "hierarchy/FrameLayout[1]/ImageButton[1]")
    }

    @Test("drawing-order is kept per element where the dump records it, 0 where a node has none or a bad value; absent, nothing is kept")
    func drawingOrder() throws {
        let nodes = Self.window + "\n" + #"<node class="android.widget.ListView" clickable="false" bounds="[0,0][1080,2000]" drawing-order="4" />"#
            + "\n" + #"<node class="android.widget.Button" text="Menu" clickable="true" bounds="[800,1900][1040,2040]" drawing-order="9" />"#
            + "\n" + #"<node class="android.widget.TextView" text="x" bounds="[0,0][10,10]" drawing-order="-1" />"#
            + "\n" + #"<node class="android.widget.TextView" text="y" bounds="[0,0][10,10]" />"# + "\n</node>"
        let screen = dump(nodes)
        #expect(screen.drawingOrders == [0, 0, 4, 9, 0, 0])
        let none = dump(Self.window + "\n" + #"<node class="android.widget.Button" text="A" clickable="true" bounds="[0,0][10,10]" />"# + "\n</node>")
        #expect(none.drawingOrders.isEmpty)
    }

    @Test("a dump saved as UTF-16 with a byte order mark is read: with a located note when its declaration says UTF-8 (PowerShell's >), without one when it says UTF-16; broken UTF-16 is not taken for a recording")
    func utf16Dumps() throws {
        let body = "\n<hierarchy rotation=\"0\">\n" + Self.window + "\n" + #"<node class="android.widget.Button" text="Envoyer ✓" clickable="true" bounds="[0,0][200,126]" />"# + "\n</node>\n</hierarchy>"
        func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
            var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
            for unit in text.utf16 { bytes += bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
            return bytes
        }
        let mislabelled = RecordingReader.read(bytes: utf16("<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>" + body, bigEndian: false), file: "ps.xml")
        #expect(mislabelled.status == .ok)
        #expect(mislabelled.elements.contains { $0.label == "Envoyer ✓" })
        #expect(mislabelled.problems.first?.message.contains("saved as UTF-16") == true)
        #expect(mislabelled.problems.first?.location == SourceLocation(line: 1, column: 1))
        let declared = RecordingReader.read(bytes: utf16("<?xml version='1.0' encoding='UTF-16' ?>" + body, bigEndian: true), file: "be.xml")
        #expect(declared.status == .ok)
        #expect(declared.elements.contains { $0.label == "Envoyer ✓" })
        #expect(declared.problems.isEmpty)
        let undeclared = RecordingReader.read(bytes: utf16(String(body.dropFirst()), bigEndian: false), file: "plain.xml")
        #expect(undeclared.status == .ok && undeclared.problems.isEmpty)
        var broken = utf16("<?xml version='1.0' encoding='UTF-8' ?>" + body, bigEndian: false)
        broken += [0x00, 0xD8]  // a lone high surrogate at the end
        #expect(RecordingReader.read(bytes: broken, file: "broken.xml").status == .unreadable)
    }

    @Test("UiAutomator2: class-named elements, heading, showing-hint tells a hint from a value")
    func uiautomator2() throws {
        let screen = dump("""
            <android.widget.FrameLayout class="android.widget.FrameLayout" text="" bounds="[0,0][1080,2400]" heading="false">
              <android.widget.TextView class="android.widget.TextView" text="Settings" heading="true" bounds="[40,200][600,300]" />
              <android.widget.EditText class="android.widget.EditText" text="Email" showing-hint="true" hint="Email" clickable="true" focusable="true" bounds="[40,400][1000,540]" />
              <android.widget.EditText class="android.widget.EditText" text="ann@example.com" showing-hint="false" hint="Email" clickable="true" bounds="[40,600][1000,740]" />
            </android.widget.FrameLayout>
            """, uia2: true)
        #expect(screen.format == .uiautomator2)
        #expect(screen.capabilities.evidence.contains(.headers))
        #expect(screen.capabilities.evidence.contains(.placeholders))
        #expect(element(screen, "TextView")?.traits.contains(.header) == true)
        let fields = screen.elements.filter { $0.displayType == "EditText" }
        #expect(fields.count == 2)
        #expect(fields[0].label == nil && fields[0].placeholder == "Email" && fields[0].value == nil)
        #expect(fields[1].label == nil && fields[1].value == "ann@example.com")
        #expect(fields[0].traits.contains(.textEntry))
    }

    @Test("a clickable container without text is labelled by its descendants' text, as TalkBack speaks it")
    func labelFromDescendants() throws {
        let screen = dump(Self.window + """
            <node class="android.widget.LinearLayout" text="" content-desc="" clickable="true" focusable="true" bounds="[0,300][1080,500]">
            <node class="android.widget.TextView" text="Wi-Fi" content-desc="" clickable="false" bounds="[40,320][600,380]" />
            <node class="android.widget.TextView" text="Connected" content-desc="" clickable="false" bounds="[40,400][600,460]" />
            <node class="android.widget.Switch" text="" content-desc="Wi-Fi on" checkable="true" checked="true" clickable="true" bounds="[900,350][1040,450]" />
            </node></node>
            """)
        let row = try #require(element(screen, "LinearLayout"))
        #expect(row.label == "Wi-Fi, Connected")
        #expect(row.traits.contains(.button))
        let facts = ScreenFacts(screen: screen)
        let texts = screen.elements.indices.filter { screen.elements[$0].displayType == "TextView" }
        #expect(texts.allSatisfy { facts.insideStop[$0] && !facts.stop[$0] })
        // A focusable view inside another is reached on its own.
        let toggle = try #require(screen.elements.firstIndex { $0.displayType == "Switch" })
        #expect(facts.stop[toggle])
        #expect(screen.elements[toggle].traits.contains(.toggle) && screen.elements[toggle].value == "checked")
    }

    @Test("inside a clickable bar, an icon that is only focusable is a stop of its own (TalkBack focuses focusable views), no control, and only to review")
    func focusableIconInsideBar() throws {
        let screen = dump(Self.window + """
            <node class="android.view.ViewGroup" text="" content-desc="" clickable="true" focusable="true" bounds="[22,88][1058,220]">
            <node class="android.widget.ImageButton" text="" content-desc="" clickable="false" focusable="true" bounds="[22,88][170,220]" />
            <node class="android.widget.TextView" text="Search settings" content-desc="" clickable="false" bounds="[385,124][690,184]" />
            </node></node>
            """)
        let icon = try #require(screen.elements.firstIndex { $0.displayType == "ImageButton" })
        #expect(!screen.elements[icon].traits.contains(.button))
        let facts = ScreenFacts(screen: screen)
        #expect(facts.stop[icon] && !facts.insideStop[icon])
        #expect(element(screen, "ViewGroup")?.label == "Search settings")
        // TalkBack stops on it and says nothing; whether it means anything is for a person to decide.
        let labels = CheckedRun([screen]).findings.filter { $0.rule == "label-missing" }
        #expect(labels.count == 1 && labels.allSatisfy { $0.outcome == .needsReview && $0.elementIndex == icon })
    }

    @Test("NAF: the dumper's 'not accessibility friendly' node is an unlabelled control the label rule reports")
    func notAccessibilityFriendly() throws {
        let screen = dump(Self.window + #"<node NAF="true" class="android.widget.FrameLayout" text="" content-desc="" clickable="true" bounds="[33,854][176,1082]" /></node>"#)
        let findings = CheckedRun([screen]).findings.filter { $0.rule == "label-missing" }
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("TalkBack") == true)
    }

    @Test("sizes: not run without a density (and the outcome says why); 48 dp on Android once converted")
    func density() throws {
        let nodes = Self.window + #"<node class="android.widget.ImageButton" content-desc="Menu" clickable="true" bounds="[400,1000][505,1105]" /></node>"#
        let unknown = dump(nodes)
        let run = CheckedRun([unknown])
        #expect(!run.findings.contains { $0.rule == "target-size-hig" })
        let outcome = try #require(run.results[0].outcomes.first { $0.rule == "target-size-hig" })
        #expect(outcome.notRunReason?.contains("density is unknown") == true)
        var known = dump(nodes)
        known.convertPixels(density: 2.625)
        #expect(known.capabilities.evidence.contains(.pointSizes))
        let findings = CheckedRun([known]).findings.filter { $0.rule == "target-size-hig" }
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("40 x 40 dp, under the 48 x 48 dp") == true)
        #expect(findings.first?.hig == nil, "Apple's HIG is no basis for an Android finding")
    }

    /// `adb exec-out uiautomator dump /dev/tty` prints uiautomator's own closing line right after the XML (Android's
    /// spelling): read past, with a note at the line; any other text after the root element is still an error.
    @Test func uiautomatorsClosingLineAfterTheDumpIsReadPast() throws {
        let tree = "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation=\"0\">" + Self.window
            + #"<node class="android.widget.ImageButton" content-desc="Back" clickable="true" bounds="[10,100][136,226]" /></node></hierarchy>"#
        for trailer in ["UI hierchary dumped to: /dev/tty\n", "\nUI hierchary dumped to: /dev/tty\r\n", "UI hierchary dumped to: /dev/tty"] {
            let screen = RecordingReader.read(bytes: Array((tree + trailer).utf8), file: "dump.xml")
            #expect(screen.status == .ok, "\(trailer)")
            #expect(screen.elements.count == 3)
            let note = try #require(screen.problems.last)
            let line = trailer.hasPrefix("\n") ? 2 : 1
            let column = trailer.hasPrefix("\n") ? 1 : tree.utf8.count + 1
            #expect(note.location == SourceLocation(line: line, column: column))
            #expect(note.message.hasPrefix("the dump ends with uiautomator's own line after the XML"))
        }
        for other in ["UI hierarchy dumped to: /dev/tty\n", "done\n", "UI hierchary dumped to: /dev/tty\nmore\n"] {
            let screen = RecordingReader.read(bytes: Array((tree + other).utf8), file: "dump.xml")
            #expect(screen.status == .unreadable, "\(other)")
            #expect(screen.error?.message == "text is not allowed after the root element")
        }
        // Before the root element, the line is no trailer.
        let before = RecordingReader.read(bytes: Array(("UI hierchary dumped to: /dev/tty\n" + tree).utf8), file: "dump.xml")
        #expect(before.status == .unreadable)
    }

    @Test("a frame touching a scrolling container's edge, or the screen's top or bottom, is clipped along that axis: the other side is judged")
    func clippedAtEdges() throws {
        var screen = dump(Self.window + """
            <node class="androidx.recyclerview.widget.RecyclerView" scrollable="true" bounds="[0,500][1080,1500]">
            <node class="android.widget.ImageButton" content-desc="Row action" clickable="true" bounds="[400,1450][505,1500]" />
            </node>
            <node class="android.widget.ImageButton" content-desc="Corner" clickable="true" bounds="[1000,1800][1080,1905]" />
            <node class="android.widget.ImageButton" content-desc="Middle" clickable="true" bounds="[400,1800][505,1905]" />
            <node class="android.widget.ImageButton" content-desc="Twin" clickable="true" bounds="[0,2000][105,2105]" />
            </node>
            """)
        screen.convertPixels(density: 2.625)
        let findings = CheckedRun([screen]).findings.filter { $0.rule == "target-size-hig" }
        // Cut by the list's bottom edge: the width is real. Flush with the screen's right edge, with nothing around
        // it that moves sideways: the screen's side cuts nothing, both sides are judged (30.48 dp wide). Flush with
        // the left edge: the same.
        #expect(findings.map(\.message) == [
            "ImageButton \"Row action\" is 40 dp wide, under the 48 dp that Android's accessibility guidance recommends for a touch target (its height is cut at an edge, so only this side is judged).",
            "ImageButton \"Corner\" is 30.48 x 40 dp, under the 48 x 48 dp that Android's accessibility guidance recommends for a touch target.",
            "ImageButton \"Middle\" is 40 x 40 dp, under the 48 x 48 dp that Android's accessibility guidance recommends for a touch target.",
            "ImageButton \"Twin\" is 40 x 40 dp, under the 48 x 48 dp that Android's accessibility guidance recommends for a touch target.",
        ])
    }

    @Test("DroidBot: views by index, bounds as corner pairs, editable fields, the state's density when it has one")
    func droidBot() throws {
        let state = """
            {"tag": "t", "state_str": "x", "foreground_activity": "a/.B", "density": 420,
             "views": [
              {"temp_id": 0, "parent": -1, "children": [1, 2], "class": "android.widget.FrameLayout", "bounds": [[0, 0], [1080, 1920]], "visible": true, "clickable": false},
              {"temp_id": 1, "parent": 0, "children": [], "class": "android.widget.EditText", "text": "Mobile number", "editable": true, "clickable": true, "bounds": [[40, 100], [1040, 240]]},
              {"temp_id": 2, "parent": 0, "children": [], "class": "android.widget.ImageView", "content_description": null, "clickable": true, "bounds": [[40, 300], [130, 390]]}
             ]}
            """
        let screen = RecordingReader.read(bytes: Array(state.utf8), file: "states/state_t.json")
        #expect(screen.format == .droidBot)
        #expect(screen.status == .ok)
        #expect(screen.density == 420.0 / 160)
        #expect(screen.capabilities.evidence.contains(.pointSizes))
        let field = try #require(element(screen, "EditText"))
        #expect(field.traits.contains(.textEntry) && field.label == nil && field.value == "Mobile number")
        #expect(field.location == SourceLocation(line: 4, column: 3))
        let image = try #require(element(screen, "ImageView"))
        #expect(image.traits.contains(.button) && image.traits.contains(.image))
        #expect(CheckedRun([screen]).findings.contains { $0.rule == "label-missing" && $0.message.hasPrefix("unlabelled ImageView") })
    }

    @Test("DroidBot: a child reference that names no later view is a recording problem at the reference, and is not followed")
    func droidBotBadChildReferences() throws {
        let state = """
            {"tag": "t", "state_str": "x", "views": [
            {"temp_id": 0, "parent": -1, "children": [0, 1, 2, 7, -1, 1.5, "2"], "class": "android.widget.FrameLayout", "bounds": [[0, 0], [1080, 1920]]},
            {"temp_id": 1, "parent": 0, "children": [0, 1], "class": "android.widget.LinearLayout", "bounds": [[0, 0], [1080, 960]]},
            {"temp_id": 2, "parent": 0, "children": [], "class": "android.widget.Button", "text": "OK", "clickable": true, "bounds": [[0, 960], [1080, 1100]]}
            ]}
            """
        let screen = RecordingReader.read(bytes: Array(state.utf8), file: "states/state_t.json")
        #expect(screen.status == .ok)
        // The good references still build the tree.
        #expect(screen.elements.map(\.displayType) == ["FrameLayout", "LinearLayout", "Button"])
        #expect(screen.elements.map(\.parent) == [nil, 0, 0])
        let root = "FrameLayout at FrameLayout", layout = "LinearLayout at FrameLayout/LinearLayout[1]"
        let expected: [(Int, Int, String)] = [
            (2, 43, "\(root) lists child 0, which is the view itself"),
            (2, 52, "\(root) lists child 7, which is past the last view (2)"),
            (2, 55, "\(root) lists child -1, which is negative"),
            (2, 59, "\(root) lists child 1.5, which is not a whole number"),
            (2, 64, "\(root) lists a child that is a string, not a view's index"),
            (3, 42, "\(layout) lists child 0, which is the root and would make a loop"),
            (3, 45, "\(layout) lists child 1, which is the view itself"),
        ]
        #expect(screen.problems.map { [$0.location.line, $0.location.column] } == expected.map { [$0.0, $0.1] })
        #expect(screen.problems.map(\.message) == expected.map { $0.2 + ", so that entry of its 'children' is not followed" })
        #expect(screen.problems.map(\.element) == [0, 0, 0, 0, 0, 1, 1])
        // A reference to a view before the parent, other than the root, loops back too.
        let back = state.replacingOccurrences(of: #""children": [], "class": "android.widget.Button""#, with: #""children": [1], "class": "android.widget.Button""#)
        let looped = RecordingReader.read(bytes: Array(back.utf8), file: "states/state_t.json")
        #expect(looped.problems.last?.message.hasPrefix("Button at FrameLayout/Button[1] lists child 1, which comes before it in 'views' and would make a loop back towards the root") == true,
                "\(looped.problems.last?.message ?? "")")
    }

    /// A DroidBot state with the views of a long screen, written with its keys in `order`.
    static func droidBotState(keys order: [String]) -> String {
        let views = (0..<12).map { index in
            index == 0
                ? #"{"temp_id": 0, "parent": -1, "children": [\#((1..<12).map(String.init).joined(separator: ", "))], "class": "android.widget.FrameLayout", "bounds": [[0, 0], [1080, 1920]]}"#
                : #"{"temp_id": \#(index), "parent": 0, "children": [], "class": "android.widget.Button", "text": "Item \#(index)", "clickable": true, "bounds": [[0, \#(index * 150)], [1080, \#(index * 150 + 140)]]}"#
        }
        let members = ["views": "[\n  " + views.joined(separator: ",\n  ") + "\n]", "tag": #""t""#, "state_str": #""x""#,
                       "foreground_activity": #""a/.B""#, "density": "420"]
        return "{" + order.map { "\"\($0)\": \(members[$0]!)" }.joined(separator: ",\n") + "}"
    }

    @Test("DroidBot: a state is recognised by its keys, in any order and after any white space",
          arguments: [["views", "tag", "state_str", "foreground_activity", "density"],
                      ["density", "views", "foreground_activity"],
                      ["views", "tag"]])
    func droidBotKeysInAnyOrder(order: [String]) throws {
        for padding in ["", String(repeating: " \n", count: 400)] {
            let state = padding + Self.droidBotState(keys: order)
            #expect(state.utf8.count > 1024)
            let screen = RecordingReader.read(bytes: Array(state.utf8), file: "states/state_t.json")
            #expect(screen.status == .ok, "\(screen.error?.message ?? "")")
            #expect(screen.format == .droidBot)
            #expect(screen.elements.filter { $0.displayType == "Button" }.count == 11)
        }
    }

    @Test("every uiautomator and DroidBot capture is read, whatever its extension says")
    func realCaptures() throws {
        var read = 0
        for folder in ["uiautomator", "droidbot"] {
            let url = PackagePaths.recordings.appendingPathComponent(folder)
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) else {
                Issue.record("the captures in \(url.path) are missing")
                return
            }
            for name in names.sorted() where name.hasSuffix(".xml") || name.hasSuffix(".json") {
                let bytes = try [UInt8](Data(contentsOf: url.appendingPathComponent(name)))
                // By content: the same bytes under another name are read the same way.
                let screen = RecordingReader.read(bytes: bytes, file: "capture.dat")
                #expect(screen.status == .ok, "\(name): \(screen.error?.message ?? "")")
                #expect(screen.platform == .android, "\(name)")
                read += 1
            }
        }
        #expect(read == 13)
    }

    @Test("an empty hierarchy is an empty capture; malformed XML is unreadable at its line and column")
    func emptyAndMalformed() {
        #expect(dump("").status == .empty)
        let broken = RecordingReader.read(bytes: Array("<hierarchy>\n<node></hierarchy>".utf8), file: "x.xml")
        #expect(broken.status == .unreadable)
        #expect(broken.error?.location?.line == 2)
    }
}
