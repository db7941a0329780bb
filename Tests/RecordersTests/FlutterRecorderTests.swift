import Foundation
import Recorders
import Testing
import TestSupport
import TreeModel

@Suite struct FlutterRecorderTests {
    func read(_ text: String, file: String = "semantics.txt") -> Screen {
        RecordingReader.read(bytes: Array(text.utf8), file: file)
    }

    func fixture(_ name: String) throws -> Screen {
        let url = PackagePaths.root.appendingPathComponent("Fixtures/dumps/\(name)")
        return RecordingReader.read(bytes: Array(try Data(contentsOf: url)), file: name)
    }

    /// A dump with a root of 300 x 600 logical pixels at a ratio of 2 and the lines given below its child.
    static func dump(_ lines: [String]) -> String {
        (["SemanticsNode#0", " │ Rect.fromLTRB(0.0, 0.0, 600.0, 1200.0)", " │", " └─SemanticsNode#1",
          "   │ Rect.fromLTRB(0.0, 0.0, 300.0, 600.0) scaled by 2.0x", "   │"] + lines).joined(separator: "\n") + "\n"
    }

    @Test("a logcat sign-in dump reads node by node: prefixes, wrapped lines, merged boundaries, tooltips, logical pixels")
    func logcat() throws {
        let screen = try fixture("flutter-sign-in-logcat.txt")
        #expect(screen.status == .ok)
        #expect(screen.format == .flutter)
        #expect(screen.platform == .android)
        #expect(screen.problems.isEmpty, "\(screen.problems.map(\.description))")
        #expect(ElementOutline.lines(screen) == [
            "Node 0.0,0.0 411.4x914.222 container not-stop",
            "  Node 0.0,0.0 411.4x914.3 container not-stop",
            "    Node 0.0,0.0 411.4x914.3 container not-stop",
            "      Node 0.0,0.0 411.4x914.3 container not-stop",
            "        Node 0.0,24.0 411.4x56.0 container not-stop",
            "          Button \"Back\" 4.0,28.0 48.0x48.0 stop",
            "          Text \"Sign in\" 72.0,38.0 88.0x28.0 header stop",
            "          Button 359.4,28.0 48.0x48.0 stop",
            "        TextField \"Email\" 16.0,112.0 379.4x56.0 stop",
            "        TextField \"Password\" value=•••••••• 16.0,184.0 379.4x56.0 stop",
            "        Checkbox \"Keep me signed in\" value=checked 16.0,256.0 379.4x56.0 stop",
            "          Node 24.0,260.0 48.0x48.0 not-stop",
            "          Text \"Keep me signed in\" 88.0,272.0 168.0x24.0 not-stop",
            "        Node \"Forgot password?\" 268.0,324.0 124.0x24.0 stop",
            "        Button \"Continue\" 16.0,380.0 379.4x48.0 disabled stop",
            "        Text \"Don't have an account? \"Sign up\" below\" 16.0,444.0 379.4x24.0 stop",
        ])
        // The ratio is the root's width over its child's (1080 / 411.4), not the printed `2.6x`.
        #expect(abs((screen.density ?? 0) - 1080 / 411.4) < 1e-9)
        #expect(screen.capabilities.frameUnit == .densityIndependentPixels)
        #expect(screen.capabilities.evidence.isSuperset(of: [.pointSizes, .hints, .headers, .toggleStates]))
        // Wrapped `actions:` and `flags:` lines are read whole.
        #expect(screen.elements[8].hint == "name@example.com" && screen.elements[8].traits.contains(.textEntry))
        #expect(screen.elements[9].traits.contains(.secureTextField))
        // The merged-up checkbox gives the boundary its state; it is no control of its own.
        #expect(screen.elements[10].traits.contains(.toggle) && screen.elements[11].traits.isEmpty)
        #expect(screen.elements[13].traits.contains(.button))
        #expect(screen.elements[5].location == SourceLocation(line: 21, column: 31))
    }

    @Test("an iOS console dump: the `flutter: ` prefix makes it iOS; switches, sliders, transforms, platform views, hidden nodes")
    func iosConsole() throws {
        let screen = try fixture("flutter-settings-ios.txt")
        #expect(screen.status == .ok)
        #expect(screen.platform == .iOS)
        #expect(screen.capabilities.frameUnit == .points)
        #expect(screen.density == 3)
        #expect(screen.problems.isEmpty, "\(screen.problems.map(\.description))")
        let byLabel = Dictionary(screen.elements.compactMap { element in element.label.map { ($0, element) } }, uniquingKeysWith: { first, _ in first })
        #expect(byLabel["Settings"]?.traits.contains(.header) == true)
        #expect(byLabel["Wi-Fi"]?.value == "checked" && byLabel["Wi-Fi"]?.traits.contains(.toggle) == true)
        #expect(byLabel["Brightness"]?.traits.contains(.adjustable) == true && byLabel["Brightness"]?.value == "40%")
        // Scaled by 2 and moved by (20, 320) in the list, which sits 110 down.
        #expect(byLabel["Privacy"]?.frame == Frame(x: 20, y: 430, width: 80, height: 40))
        #expect(byLabel["Privacy"]?.traits.contains(.link) == true)
        #expect(byLabel["Offline banner"]?.visible == false && byLabel["Offline banner"]?.accessible == false)
        let platformView = try #require(screen.elements.first { $0.type == "PlatformView" })
        #expect(platformView.roles.contains(.webView))
        let list = try #require(screen.elements.first { $0.traits.contains(.scrollable) })
        #expect(list.roles.contains(.scrolls) && list.frame == Frame(x: 0, y: 110, width: 390, height: 700))
    }

    @Test("heading levels make headers, roles give tabs, alerts and live regions; expanded, multi-line and read-only states")
    func headingLevelsAndRoles() throws {
        let screen = try fixture("flutter-orders-heading-levels.txt")
        #expect(screen.problems.isEmpty, "\(screen.problems.map(\.description))")
        #expect(ElementOutline.lines(screen) == [
            "Node 0.0,0.0 800.0x600.0 container not-stop",
            "  Node 0.0,0.0 800.0x600.0 container not-stop",
            "    Node 0.0,0.0 800.0x600.0 container not-stop",
            "      Text \"Orders\" 16.0,40.0 284.0x32.0 header stop",
            "      TabBar 0.0,80.0 800.0x48.0 container not-stop",
            "        Tab \"Open\" 0.0,80.0 400.0x48.0 selected stop",
            "        Tab \"Delivered\" 400.0,80.0 400.0x48.0 stop",
            "      Text \"3 orders on the way\" 16.0,144.0 768.0x24.0 stop",
            "      Text \"TODAY\" 16.0,184.0 184.0x24.0 header stop",
            "      Node \"Order 1042\" value=collapsed 0.0,216.0 800.0x56.0 stop",
            "      TextField \"Delivery note\" value=Leave at the door 16.0,288.0 768.0x112.0 stop",
            "      Text \"Help\" 16.0,416.0 184.0x24.0 header stop",
            "      Text \"Order 1042 was delivered\" 16.0,520.0 768.0x48.0 stop",
        ])
        func element(_ label: String) throws -> Element { try #require(screen.elements.first { $0.label == label }) }
        // `headingLevel: N` is the heading (current Flutter); `isHeader` alone still reads as one, without a level.
        #expect(try element("Orders").headingLevel == 1 && element("TODAY").headingLevel == 2)
        #expect(try element("Help").headingLevel == nil)
        #expect(try element("3 orders on the way").roles.contains(.liveRegion))
        #expect(try element("Order 1042 was delivered").roles.contains(.liveRegion) && element("Order 1042 was delivered").traits.contains(.alert))
        // A tab is a tab, not a button as well; the tab bar is a tab bar.
        #expect(try element("Open").traits.contains(.tabButton) && !element("Open").traits.contains(.button))
        #expect(screen.elements[4].traits.contains(.tabBar))
        #expect(try element("Delivery note").traits.isSuperset(of: [.textEntry, .textArea, .readOnly]))
        #expect(try !element("Orders").roles.contains(.liveRegion))
    }

    @Test("a dump at the hidden level: `flags: []`, `actions: []` and `headingLevel: 0` set nothing")
    func hiddenLevelEmptyLists() {
        let screen = read(Self.dump([
            "   └─SemanticsNode#2", "       Rect.fromLTRB(10.0, 10.0, 110.0, 34.0)", "       tags: null", "       actions: []",
            "       customActions: []", "       flags: []", "       isHidden: false", "       identifier: \"\"",
            "       label: \"Total\"", "       headingLevel: 0", "       minValue: null",
        ]))
        #expect(screen.problems.isEmpty, "\(screen.problems.map(\.description))")
        let node = screen.elements[2]
        #expect(node.label == "Total" && node.displayType == "Text" && node.traits == .staticText)
        #expect(node.headingLevel == nil && node.identifier == nil)
    }

    @Test("a node without a transform whose children share its parent's coordinates is not moved twice")
    func untranslatedParent() {
        let screen = read(Self.dump([
            "   └─SemanticsNode#2",
            "     │ Rect.fromLTRB(0.0, 100.0, 300.0, 200.0)",
            "     │",
            "     └─SemanticsNode#3",
            "         Rect.fromLTRB(10.0, 120.0, 58.0, 168.0)",
            "         actions: tap",
            "         label: \"Play\"",
        ]))
        #expect(screen.elements.map(\.frame).last == Frame(x: 10, y: 120, width: 48, height: 48))
        #expect(screen.elements.last?.traits.contains(.button) == true)
    }

    @Test("a plain test dump without ratio and without prefix is Android, logical pixels as printed")
    func plain() {
        let text = ["SemanticsNode#0", " │ Rect.fromLTRB(0.0, 0.0, 800.0, 600.0)", " │", " └─SemanticsNode#1",
                    "     Rect.fromLTRB(10.0, 10.0, 34.0, 34.0)", "     actions: tap", "     flags: isButton"].joined(separator: "\n")
        let screen = read(text)
        #expect(screen.platform == .android && screen.density == nil)
        #expect(screen.elements[1].frame == Frame(x: 10, y: 10, width: 24, height: 24))
        #expect(screen.elements[1].label == nil && screen.elements[1].accessible == true)
    }

    @Test("bad lines are problems at their line and column; the other nodes are read")
    func malformed() {
        let screen = read(Self.dump([
            "   ├─SemanticsNode#2",
            "   │   Rect.fromLTRB(0.0, 0.0, abc, 48.0)",
            "   │   label: \"Back\"",
            "   │   ???",
            "   ├─SemanticsNode#3",
            "   │   Rect.fromLTRB(0.0, 48.0, 300.0, 96.0)",
            "   │   label: \"never closed",
            "   │",
            "    ├─SemanticsNode#4",
            "   │   Rect.fromLTRB(0.0, 96.0, 300.0, 144.0)",
            "   │",
            "   └─SemanticsNode#5",
            "           └─SemanticsNode#6",
            "               Rect.fromLTRB(0.0, 0.0, 10.0, 10.0) scaled by much",
        ]), file: "bad.txt")
        #expect(screen.status == .ok)
        #expect(screen.elements.count == 7)
        #expect(screen.elements[2].label == "Back" && screen.elements[2].frame == .zero)
        #expect(screen.problems.map(\.description) == [
            "bad.txt:8:8: warning: node #2 at 7:6 has a rectangle that cannot be used (\"Rect.fromLTRB(0.0, 0.0, abc, 48.0)\" is not Rect.fromLTRB(left, top, right, bottom), plain, scaled or with a transform), so it is not judged by the size, spacing and order rules",
            "bad.txt:10:8: warning: the line at 10:8 is neither a node nor a property ('SemanticsNode#…', 'name: value', 'Rect.fromLTRB(…)'), so it is not read",
            "bad.txt:13:8: warning: the property at 13:8 opens a quote that never closes",
            "bad.txt:15:7: warning: the node at 15:7 is drawn at column 7, which is not a level of the tree (two characters a level)",
            "bad.txt:19:14: warning: the node at 19:14 is indented 4 levels past the node before it",
            "bad.txt:20:16: warning: node #6 at 19:14 has a rectangle that cannot be used (\"Rect.fromLTRB(0.0, 0.0, 10.0, 10.0) scaled by much\" is not Rect.fromLTRB(left, top, right, bottom), plain, scaled or with a transform), so it is not judged by the size, spacing and order rules",
        ])
    }

    @Test("a truncated dump reads the nodes it holds; a second root is a problem; text without a dump is not a recording")
    func truncatedAndSecondDump() {
        let cut = Self.dump(["   └─SemanticsNode#2", "       Rect.fromLTRB(0.0, 0.0, 48.0, 48"])
        let screen = read(cut, file: "cut.txt")
        #expect(screen.elements.count == 3)
        #expect(screen.problems.map(\.location) == [SourceLocation(line: 8, column: 8)])
        let one = Self.dump(["   └─SemanticsNode#2", "       Rect.fromLTRB(0.0, 0.0, 48.0, 48.0)", "       label: \"A\""])
        let two = read(one + one, file: "two.txt")
        #expect(two.elements.count == 3)
        #expect(two.problems.map(\.location) == [SourceLocation(line: 10, column: 1)])
        #expect(RecorderRegistry.recorder(for: RecordingHead(fileName: "n.txt", bytes: Array("SemanticsNode#1 is mentioned here".utf8)[...])) == nil)
        #expect(read("nothing\n", file: "x.txt").status == .unreadable)
    }

    @Test("recognised by content whatever the name, and taken from folders as .txt or .log")
    func recognition() {
        func head(_ name: String, _ text: String) -> RecordingHead { RecordingHead(fileName: name, bytes: Array(text.utf8)[...]) }
        #expect(RecorderRegistry.recorder(for: head("a.txt", Self.dump([])))?.id == "flutter")
        #expect(RecorderRegistry.recorder(for: head("-", "I/flutter ( 5442): SemanticsNode#0\nI/flutter ( 5442):  │ Rect.fromLTRB(0.0, 0.0, 1.0, 1.0)\n"))?.id == "flutter")
        #expect(RecorderRegistry.takes(fileNamed: "ui.log", head: head("ui.log", Self.dump([]))))
        #expect(!RecorderRegistry.takes(fileNamed: "notes.txt", head: head("notes.txt", "SemanticsNode is a Flutter class\n")))
    }
}
