import Foundation
import Recorders
import Rules
import Testing
import TestSupport
import TreeModel

@Suite struct ComposeRecorderTests {
    func read(_ text: String, file: String = "semantics.txt") -> Screen {
        RecordingReader.read(bytes: Array(text.utf8), file: file)
    }

    func fixture(_ name: String) throws -> Screen {
        let url = PackagePaths.root.appendingPathComponent("Fixtures/dumps/\(name)")
        return RecordingReader.read(bytes: Array(try Data(contentsOf: url)), file: name)
    }

    /// A merged dump with a root and the node lines given (each with its properties).
    static func dump(_ lines: [String], unmerged: Bool = false) -> String {
        (["Printing with useUnmergedTree = '\(unmerged)'", "Node #1 at (l=0.0, t=0.0, r=1080.0, b=2400.0)px"] + lines)
            .joined(separator: "\n") + "\n"
    }

    @Test("a merged sign-in dump reads node by node: roles, texts, test tags, states, headings, TalkBack's stops")
    func golden() throws {
        let screen = try fixture("compose-sign-in.txt")
        #expect(screen.status == .ok)
        #expect(screen.format == .compose)
        #expect(screen.platform == .android)
        #expect(screen.problems.isEmpty, "\(screen.problems.map(\.description))")
        #expect(ElementOutline.lines(screen) == [
            "Node 0.0,0.0 1080.0x2400.0 container not-stop",
            "  Node 0.0,63.0 1080.0x2211.0 container not-stop",
            "    Node id=topBar 0.0,63.0 1080.0x147.0 container not-stop",
            "      Button \"Back\" 11.0,84.0 126.0x126.0 stop",
            "      Text \"Sign in\" 168.0,110.0 352.0x74.0 header stop",
            "      Node 943.0,84.0 126.0x126.0 stop",
            "    TextField \"Email, name@example.com\" id=email 63.0,273.0 954.0x168.0 stop",
            "    TextField \"Password\" value=•••••••• id=password 63.0,483.0 954.0x168.0 stop",
            "    Checkbox \"Keep me signed in\" value=checked 63.0,693.0 954.0x126.0 stop",
            "    Node \"Forgot?\" 882.0,861.0 135.0x48.0 stop",
            "    Button \"Continue\" id=submit 63.0,2106.0 954.0x126.0 disabled stop",
        ])
        #expect(screen.elements[7].traits.contains(.secureTextField))
        #expect(screen.elements[8].traits.contains(.toggle))
        #expect(screen.elements[9].traits.contains(.button))
        // Nodes are located at `Node #`, after the tree's drawing.
        #expect(screen.elements[3].location == SourceLocation(line: 5, column: 10))
        // Compose orders by position; frames are unclipped pixels of unknown density.
        #expect(screen.elements.allSatisfy { $0.roles.contains(.positionOrdered) })
        #expect(screen.capabilities.frameUnit == .pixels && screen.capabilities.density == nil)
        #expect(screen.capabilities.evidence.isSuperset(of: [.traits, .headers, .identifiers, .toggleStates, .unclippedFrames]))
        #expect(!screen.capabilities.evidence.contains(.pointSizes) && !screen.capabilities.evidence.contains(.placeholders))
    }

    @Test("an unmerged printToLog from logcat: prefixes and other apps' lines are passed over; a merged row speaks its children")
    func logcatUnmerged() throws {
        let screen = try fixture("compose-settings-logcat.txt")
        #expect(screen.status == .ok)
        #expect(screen.format == .composeUnmerged)
        #expect(screen.problems.isEmpty, "\(screen.problems.map(\.description))")
        #expect(ElementOutline.lines(screen) == [
            "Node 0.0,0.0 1080.0x2400.0 container not-stop",
            "  Node 0.0,63.0 1080.0x2274.0 container not-stop",
            "    Text \"Settings\" 42.0,105.0 996.0x84.0 stop",
            "    Switch \"Wi-Fi, Home network\" value=checked id=wifi-row 0.0,231.0 1080.0x189.0 stop",
            "      Text \"Wi-Fi\" 42.0,273.0 258.0x63.0 not-stop",
            "      Text \"Home network\" 42.0,336.0 658.0x42.0 not-stop",
            "    Node id=about-row 0.0,420.0 1080.0x147.0 stop",
        ])
        #expect(screen.elements[1].traits.contains(.scrollable))
        // Located in the file's own lines, after the log prefix.
        #expect(screen.elements[0].location == SourceLocation(line: 5, column: 45))
        var converted = screen
        converted.convertPixels(density: 2.625)
        let run = CheckedRun([converted])
        #expect(run.findings.filter { $0.rule == "label-missing" }.map(\.path) == ["Node/Node[1]/Node[1]"])
    }

    @Test("Robolectric's printToLog: only the first line carries `D/TAG: `; the dump ends at the next log line")
    func robolectric() {
        let text = """
            I/MonitoringInstr: Instrumentation started!
            D/SEMANTICS: printToLog:
            Printing with useUnmergedTree = 'false'
            Node #1 at (l=0.0, t=0.0, r=1080.0, b=2400.0)px
             |-Node #3 at (l=42.0, t=200.0, r=1038.0, b=326.0)px
               Role = 'Button'
               Focused = 'false'
               Text = '[Pay]'
               Actions = [OnClick, RequestFocus]
               MergeDescendants = 'true'
            W/Choreographer: Skipped 31 frames!
            Node #99 at (l=0.0, t=0.0, r=1.0, b=1.0)px
            """
        let screen = read(text)
        #expect(screen.status == .ok)
        #expect(screen.elements.map(\.label) == [nil, "Pay"])
        #expect(screen.elements[1].location == SourceLocation(line: 5, column: 4))
        #expect(screen.problems.isEmpty)
    }

    @Test("a selectable chip (a Checkbox or Switch role with `Selected`, no `ToggleableState`) says \"selected\" or \"not selected\"; a toggle state or a state description wins; a tab stays a selected trait")
    func selectedChips() {
        let screen = read(Self.dump([
            " |-Node #2 at (l=0.0, t=100.0, r=200.0, b=200.0)px",
            " | ContentDescription = '[Inactive]'",
            " | Role = 'Checkbox'",
            " | Selected = 'false'",
            " | Text = '[Today]'",
            " |-Node #3 at (l=200.0, t=100.0, r=400.0, b=200.0)px",
            " | Role = 'Switch'",
            " | Selected = 'true'",
            " |-Node #4 at (l=400.0, t=100.0, r=600.0, b=200.0)px",
            " | Role = 'Checkbox'",
            " | Selected = 'true'",
            " | ToggleableState = 'Off'",
            " |-Node #5 at (l=600.0, t=100.0, r=800.0, b=200.0)px",
            " | Role = 'Checkbox'",
            " | Selected = 'false'",
            " | StateDescription = 'Off for now'",
            " |-Node #6 at (l=800.0, t=100.0, r=1000.0, b=200.0)px",
            "   Role = 'Tab'",
            "   Selected = 'true'",
        ]))
        #expect(screen.problems.isEmpty, "\(screen.problems.map(\.description))")
        #expect(screen.elements.dropFirst().map(\.value) == ["not selected", "selected", "not checked", "Off for now", nil])
        #expect(screen.elements[1].label == "Inactive" && !screen.elements[1].traits.contains(.selected))
        #expect(screen.elements[2].traits.isSuperset(of: [.toggle, .selected]))
        #expect(screen.elements[5].traits.isSuperset(of: [.tabButton, .selected]))
    }

    @Test("texts over several lines, lists, flags in brackets and the older `kotlin.Unit` form, custom actions, live regions")
    func properties() {
        let screen = read(Self.dump([
            " |-Node #2 at (l=0.0, t=100.0, r=1080.0, b=300.0)px",
            " |  Text = '[Terms of sale",
            "and privacy]'",
            " |  Heading = 'kotlin.Unit'",
            " |-Node #3 at (l=0.0, t=300.0, r=1080.0, b=400.0)px",
            " |  Selected = 'true'",
            " |  Role = 'Tab'",
            " |  ContentDescription = '[Inbox, 3 unread]'",
            " |  CustomActions = '[CustomAccessibilityAction(label=Archive, action=Function0<java.lang.Boolean>), CustomAccessibilityAction(label=Delete, action=Function0<java.lang.Boolean>)]'",
            " |  Actions = [OnClick]",
            " |  LiveRegion = 'Polite'",
            " |-Node #4 at (l=0.0, t=400.0, r=1080.0, b=500.0)px",
            "    StateDescription = 'Half'",
            "    ToggleableState = 'Indeterminate'",
            "    [Disabled, HideFromAccessibility]",
            "    Actions = [OnClick]",
        ]))
        #expect(screen.status == .ok)
        #expect(screen.problems.isEmpty, "\(screen.problems.map(\.description))")
        #expect(screen.elements[1].label == "Terms of sale\nand privacy" && screen.elements[1].traits.contains(.header))
        #expect(screen.elements[2].label == "Inbox, 3 unread" && screen.elements[2].traits.isSuperset(of: [.tabButton, .selected]))
        #expect(screen.elements[2].customActions == ["Archive", "Delete"])
        #expect(screen.elements[2].roles.contains(.liveRegion) && !screen.elements[1].roles.contains(.liveRegion))
        #expect(screen.elements[3].value == "Half" && !screen.elements[3].enabled && screen.elements[3].traits.contains(.toggle))
        // Hidden from accessibility: never a TalkBack stop.
        #expect(screen.elements[3].accessible == false)
    }

    @Test("bad lines are problems at their line and column; the other nodes are read")
    func malformed() {
        let screen = read(Self.dump([
            " |-Node #2 at (l=0.0, t=100.0, r=abc, b=300.0)px",
            " |  Text = '[Back]'",
            " |  ???",
            " |-Node #3 at (l=0.0, t=300.0, r=1080.0, b=400.0)px",
            " |  Text = '[Next]'",
            " |   Has 4 children",
            "  |-Node #5 at (l=0.0, t=400.0, r=1080.0, b=500.0)px",
            "          |-Node #6 at (l=0.0, t=500.0, r=1080.0, b=600.0)px",
            "             Text = '[never closed]",
        ]), file: "bad.txt")
        #expect(screen.status == .ok)
        #expect(screen.elements.count == 5)
        #expect(screen.elements[1].label == "Back" && screen.elements[1].frame == .zero)
        #expect(screen.elements[2].label == "Next")
        #expect(screen.problems.map(\.description) == [
            "bad.txt:3:4: warning: node #2 at 3:4 has a frame that cannot be used (\"(l=0.0, t=100.0, r=abc, b=300.0)px\" is not (l=…, t=…, r=…, b=…)px), so it is not judged by the size, spacing and order rules",
            "bad.txt:5:5: warning: the line at 5:5 is neither a node nor a property ('Key = 'value'', '[Flag, …]', 'Actions = […]'), so it is not read",
            "bad.txt:8:6: warning: node #3 is printed without its children (Has 4 children: the dump was cut by a maxDepth), so they are not judged",
            "bad.txt:9:5: warning: the node at 9:5 is indented by 4 characters, which is not a level of the tree (three a level)",
            "bad.txt:10:13: warning: the node at 10:13 is indented 3 levels past the node before it",
            "bad.txt:11:14: warning: the property at 11:14 opens a quote that never closes",
        ])
    }

    @Test("no nodes: 'There were 0 nodes found!' is an empty screen; text without a dump is not a recording")
    func empty() {
        let none = read("Printing with useUnmergedTree = 'false'\nThere were 0 nodes found!\n")
        #expect(none.status == .empty)
        #expect(none.error?.message.contains("0 nodes found") == true)
        #expect(RecorderRegistry.recorder(for: RecordingHead(fileName: "n.txt", bytes: Array("Node #1 is my favourite".utf8)[...])) == nil)
    }

    @Test("a second dump in the file is a problem at its place; the first is read")
    func twoDumps() {
        let one = Self.dump([" |-Node #2 at (l=0.0, t=100.0, r=1080.0, b=300.0)px", "    Text = '[A]'"])
        let screen = read(one + "\n" + one, file: "two.txt")
        #expect(screen.elements.count == 2)
        #expect(screen.problems.map(\.location) == [SourceLocation(line: 6, column: 1)])
    }

    @Test("a log with two printToLog dumps of the same tag: the second is a problem at its place, not more roots")
    func twoLoggedDumps() {
        let prefix = "12-03 13:40:01.482  4821  4845 D SEMANTICS: "
        let dump = ["printToLog:", "Printing with useUnmergedTree = 'false'", "Node #1 at (l=0.0, t=0.0, r=1080.0, b=2400.0)px",
                    " |-Node #2 at (l=0.0, t=100.0, r=1080.0, b=300.0)px", "    Text = '[A]'"]
        let screen = read((dump + dump).map { prefix + $0 }.joined(separator: "\n") + "\n", file: "log.txt")
        #expect(screen.elements.map(\.label) == [nil, "A"])
        #expect(screen.problems.map(\.location) == [SourceLocation(line: 6, column: 45)])
    }

    @Test("recognised by content whatever the name, and taken from folders as .txt or .log")
    func recognition() {
        func head(_ name: String, _ text: String) -> RecordingHead { RecordingHead(fileName: name, bytes: Array(text.utf8)[...]) }
        #expect(RecorderRegistry.recorder(for: head("a.txt", Self.dump([])))?.id == "compose")
        #expect(RecorderRegistry.recorder(for: head("-", "D/TAG: printToLog:\nPrinting with useUnmergedTree = 'true'\n"))?.id == "compose")
        #expect(RecorderRegistry.recorder(for: head("x", "1) Node #4 at (l=0.0, t=0.0, r=1.0, b=1.0)px\n"))?.id == "compose")
        #expect(RecorderRegistry.takes(fileNamed: "ui.log", head: head("ui.log", Self.dump([]))))
    }
}
