import Foundation
import Recorders
import Testing
import TestSupport
import TreeModel

@Suite struct XCUITestRecorderTests {
    func read(_ text: String, file: String = "dump.txt") -> Screen {
        RecordingReader.read(bytes: Array(text.utf8), file: file)
    }

    func fixture(_ name: String) throws -> Screen {
        let url = PackagePaths.root.appendingPathComponent("Fixtures/dumps/\(name)")
        return RecordingReader.read(bytes: Array(try Data(contentsOf: url)), file: name)
    }

    /// A dump's text: the header, the subtree lines given, and the sections XCTest writes after it.
    static func dump(_ subtree: [String]) -> String {
        (["Attributes: Application, 0x600001, pid: 501, label: 'App'", "Element subtree:",
          " →Application, 0x600001, pid: 501, label: 'App'"] + subtree
            + ["Path to element:", " →Application, 0x600001, pid: 501, label: 'App'", "Query chain:",
               " →Find: Target Application 'com.example.app'"]).joined(separator: "\n") + "\n"
    }

    @Test("a whole checkout dump reads element by element: types, frames, labels with quotes and line breaks, markers")
    func golden() throws {
        let screen = try fixture("xcuitest-checkout.txt")
        #expect(screen.status == .ok)
        #expect(screen.format == .xcuitest)
        #expect(screen.problems.isEmpty)
        #expect(screen.bounds == Frame(x: 0, y: 0, width: 390, height: 844))
        let expected = """
            Application "Shopfront" 0.0,0.0 390.0x844.0 container
              Window 0.0,0.0 390.0x844.0 container
                Other 0.0,0.0 390.0x844.0 container
                  NavigationBar id=Checkout 0.0,47.0 390.0x44.0 container
                    Button "Cart" id=BackButton 0.0,47.0 44.0x44.0
                    StaticText "Checkout" 157.7,58.7 74.7x20.7
                    Button id=help-icon 346.0,51.0 28.0x28.0
                  Other 0.0,91.0 390.0x719.0 container
                    Table 0.0,91.0 390.0x719.0 container
                      Cell id=email-row 0.0,111.0 390.0x44.0 container
                        TextField id=email placeholder=Email address 20.0,111.0 350.0x44.0
                      Cell 0.0,155.0 390.0x44.0 container
                        SecureTextField "Card number" value=••••••••••••4242 20.0,155.0 350.0x44.0
                      Cell "Save card" 0.0,219.0 390.0x44.0 container
                        StaticText "Save card" 20.0,230.7 80.0x20.7
                        Switch "Save card" value=1 321.0,225.5 51.0x31.0
                      Cell "Express delivery" 0.0,263.0 390.0x44.0 container selected
                        StaticText "Express delivery" 20.0,274.7 140.0x20.7
                      Cell "Standard delivery" 0.0,307.0 390.0x44.0 container
                        StaticText "Standard delivery" 20.0,318.7 150.0x20.7
                      Other "Total: 42,00 €, includes VAT" 0.0,371.0 390.0x60.0 container
                      StaticText "By paying you accept the 'Terms of sale', and our
            privacy policy." 20.0,440.0 350.0x40.7
                    Button "Pay now" id=pay 20.0,742.0 350.0x50.0 disabled
                Other 0.0,0.0 390.0x844.0 container
                  StatusBar 0.0,0.0 390.0x47.0 container
                    Other 0.0,0.0 390.0x47.0 container statusbar
                      Other 0.0,0.0 390.0x47.0 container statusbar
                        StaticText "9:41" 51.0,15.0 40.0x21.3 statusbar
            """
        #expect(ElementOutline.lines(screen).joined(separator: "\n") == expected)
        // Each element is located at its type, after the indent and the arrow.
        #expect(screen.elements[0].location == SourceLocation(line: 4, column: 3))
        #expect(screen.elements[4].location == SourceLocation(line: 8, column: 11))
        // No trait bits in an Xcode 9+ dump: headers are unknown, the rest of what it can say is declared.
        #expect(!screen.capabilities.evidence.contains(.headers))
        #expect(screen.capabilities.evidence.isSuperset(of: [.traits, .identifiers, .placeholders, .toggleStates, .pointSizes]))
        #expect(screen.capabilities.frameUnit == .points && !screen.capabilities.roundedFrames)
        #expect(screen.elements.allSatisfy { $0.accessible == nil })
    }

    @Test("Xcode 7 and 8 dumps: the address ends with ':', trait bits give headers and disabled, 'Main Window' is a marker")
    func oldShape() throws {
        let screen = try fixture("xcuitest-login-xcode8.txt")
        #expect(screen.status == .ok, "\(screen.error?.message ?? "")")
        #expect(screen.problems.isEmpty)
        #expect(screen.capabilities.evidence.contains(.headers))
        let lines = ElementOutline.lines(screen)
        #expect(lines == [
            "Application \"Notes\" 0.0,0.0 375.0x667.0 container",
            "  Window 0.0,0.0 375.0x667.0 container",
            "    Other 0.0,0.0 375.0x667.0 container",
            "      StaticText \"Sign in\" 16.0,84.0 343.0x41.0 header",
            "      TextField \"User name\" id=username 16.0,150.0 343.0x30.0",
            "      Button id=remember 16.0,200.0 22.0x22.0",
            "      Button \"Continue\" 16.0,260.0 343.0x44.0 disabled",
        ])
        // Only UIKit's public bits are read: bit 33, on every element, is XCTest's own.
        #expect(screen.elements[2].recordedTraits == [])
    }

    @Test("XCTest's synthesised values are undone: a text's label, a field's placeholder; a switch keeps its state")
    func values() {
        let screen = read(Self.dump([
            "    StaticText, 0x2, {{0.0, 0.0}, {100.0, 20.0}}, label: 'Total', value: Total",
            "    TextField, 0x3, {{0.0, 40.0}, {300.0, 44.0}}, placeholderValue: 'Search', value: Search",
            "    TextField, 0x4, {{0.0, 90.0}, {300.0, 44.0}}, label: 'Name', placeholderValue: 'Jane', value: Joanna",
            "    Switch, 0x5, {{0.0, 140.0}, {51.0, 31.0}}, label: 'Wi-Fi', value: 0",
            "    TextView, 0x6, {{0.0, 180.0}, {300.0, 100.0}}, value: Lorem ipsum dolor si...",
            "    Slider, 0x7, {{0.0, 300.0}, {300.0, 30.0}}, label: 'Volume', value: 1,5 km, Selected",
        ]))
        #expect(screen.status == .ok)
        let elements = Array(screen.elements.dropFirst())
        #expect(elements[0].value == nil && elements[0].label == "Total")
        #expect(elements[1].value == nil && elements[1].placeholder == "Search")
        #expect(elements[2].value == "Joanna" && elements[2].placeholder == "Jane")
        #expect(elements[3].value == "0" && elements[3].traits.contains(.toggle))
        #expect(elements[4].value == "Lorem ipsum dolor si...")
        // A comma inside an unquoted value is kept: only ", " before a field ends it.
        #expect(elements[5].value == "1,5 km" && elements[5].traits.contains(.selected))
    }

    @Test("a frame that is not four numbers is a problem at its line; the element is kept without a frame")
    func badFrame() {
        let screen = read(Self.dump([
            "    Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}",
            "      Button, 0x3, {{16.0, nan}, {44.0, 44.0}}, label: 'Back'",
            "      Button, 0x4, {{16.0, 100.0}, {-4.0, 44.0}}, label: 'Next'",
            "      Button, 0x5, {{60.0, 47.0}, {44.0, 44.0}}, label: 'Share'",
        ]), file: "bad.txt")
        #expect(screen.status == .ok)
        #expect(screen.elements.count == 5)
        #expect(screen.elements[2].label == "Back" && screen.elements[2].frame == .zero)
        #expect(screen.elements[4].frame == Frame(x: 60, y: 47, width: 44, height: 44))
        #expect(screen.problems.map(\.location) == [SourceLocation(line: 5, column: 7), SourceLocation(line: 6, column: 7)])
        #expect(screen.problems.map(\.element) == [2, 3])
        #expect(screen.problems[0].description.hasPrefix("bad.txt:5:7: warning: Button at 5:7 has a frame that cannot be used (\"{{16.0, nan}, {44.0, 44.0}}\""))
    }

    @Test("a line that is not an element is a located problem, kept as an unknown element; the lines after it are read")
    func malformedLines() {
        let screen = read(Self.dump([
            "    Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}",
            "      ??? garbage",
            "        Button, 0x3, {{16.0, 47.0}, {44.0, 44.0}}, label: 'Inside'",
            "      Button, 0x4, {{60.0, 47.0}, {44.0, 44.0}}, label: 'After'",
            "          Button, 0x5, {{100.0, 47.0}, {44.0, 44.0}}, label: 'Too deep'",
            "     Button, 0x6, {{140.0, 47.0}, {44.0, 44.0}}, identifier: 'odd'",
        ]), file: "m.txt")
        #expect(screen.status == .ok)
        #expect(screen.elements.map(\.displayType) == ["Application", "Window", "Element", "Button", "Button", "Button", "Button"])
        // The unknown element keeps its child, and no rule judges it.
        #expect(screen.elements[2].isContainer && screen.elements[2].accessible == false)
        #expect(screen.elements[3].parent == 2 && screen.elements[3].label == "Inside")
        #expect(screen.elements[4].parent == 1)
        // Two levels too deep: read as a child of the line before.
        #expect(screen.elements[5].parent == 4)
        #expect(screen.problems.map(\.description) == [
            "m.txt:5:7: warning: the line at 5:7 is not an element line: expected an element type (Button, StaticText, …) at the start of the line, so it is kept as an unknown element that no rule judges",
            "m.txt:8:11: warning: the line at 8:11 is indented 2 levels past the line before it",
            "m.txt:9:6: warning: the line at 9:6 is indented by 5 characters, which is not a level of the subtree (2 plus two a level)",
        ])
    }

    @Test("a quoted label that never closes is a problem at its line, not a lost screen")
    func unterminatedQuote() {
        let screen = read(Self.dump([
            "    Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}",
            "      Button, 0x3, {{16.0, 47.0}, {44.0, 44.0}}, label: 'Back",
        ]), file: "q.txt")
        #expect(screen.status == .ok)
        #expect(screen.elements.count == 3)
        #expect(screen.problems.count == 1)
        #expect(screen.problems.first?.location == SourceLocation(line: 5, column: 7))
        #expect(screen.problems.first?.message.contains("never closed") == true)
    }

    @Test("a dump without a subtree: only the query chain is an empty screen; other text is not a recording")
    func noSubtree() {
        let chainOnly = read("Attributes: \nQuery chain:\n →Find: Target Application 'com.example.app'\n")
        #expect(chainOnly.status == .empty)
        #expect(chainOnly.error?.location == SourceLocation(line: 2, column: 1))
        #expect(chainOnly.error?.message.contains("could not take a snapshot") == true)
        let empty = read("Attributes: Application, 0x1, pid: 2, label: 'A'\nElement subtree:\n\nPath to element:\n")
        #expect(empty.status == .unreadable)
        #expect(empty.error?.message.hasPrefix("not an XCUITest debugDescription") == true)
    }

    @Test("a second dump in the same file is a problem at its place; the first is read")
    func twoDumps() {
        let text = Self.dump(["    Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}"])
        let screen = read(text + text, file: "two.txt")
        #expect(screen.status == .ok)
        #expect(screen.elements.count == 2)
        #expect(screen.problems.map(\.location) == [SourceLocation(line: 10, column: 1)])
    }

    @Test("recognised by content whatever the name; a folder's .txt and .log are taken only when they hold a dump")
    func recognition() {
        func head(_ name: String, _ text: String) -> RecordingHead { RecordingHead(fileName: name, bytes: Array(text.utf8)[...]) }
        let dump = Self.dump([])
        #expect(RecorderRegistry.recorder(for: head("ui.txt", dump))?.id == "xcuitest")
        #expect(RecorderRegistry.recorder(for: head("-", "    t =     4.12s Snapshot\n" + dump))?.id == "xcuitest")
        #expect(RecorderRegistry.recorder(for: head("x.dump", " →Application, 0x1, pid: 2, label: 'A'\n"))?.id == "xcuitest")
        #expect(RecorderRegistry.recorder(for: head("notes.txt", "Element subtrees are great")) == nil)
        #expect(RecorderRegistry.mayTake(fileNamed: "ui.TXT") && RecorderRegistry.mayTake(fileNamed: "run.log"))
        #expect(!RecorderRegistry.takes(fileNamed: "ui.txt"))
        #expect(RecorderRegistry.takes(fileNamed: "ui.txt", head: head("ui.txt", dump)))
        #expect(!RecorderRegistry.takes(fileNamed: "notes.txt", head: head("notes.txt", "remember the milk")))
        #expect(!RecorderRegistry.takes(fileNamed: "ui.md", head: head("ui.md", dump)))
    }

    @Test("an element set ('{( … )}', a failed query's matches) is recognised, not taken for JSON, and unreadable at 1:1 with the fix")
    func elementSet() {
        let set = "{(\n    Window, {{0.0, 0.0}, {390.0, 844.0}},\n    Button, {{8.0, 47.0}, {53.0, 44.0}}, label: 'Demo',\n)}\n"
        let head = RecordingHead(fileName: "failure.txt", bytes: Array(set.utf8)[...])
        #expect(head.startsWithElementSet)
        #expect(RecorderRegistry.recorder(for: head)?.id == "xcuitest")
        #expect(RecorderRegistry.takes(fileNamed: "failure.log", head: head))
        let screen = read(set, file: "failure.txt")
        #expect(screen.status == .unreadable)
        #expect(screen.error?.location == SourceLocation(line: 1, column: 1))
        #expect(screen.error?.message.contains("element set") == true)
        #expect(screen.error?.message.contains("debugDescription") == true)
        // JSON objects stay JSON, however they are spaced.
        for json in ["{\"a\": 1}", "  {\n  \"(\": 1}", "{}"] {
            let jsonHead = RecordingHead(fileName: "x.txt", bytes: Array(json.utf8)[...])
            #expect(!jsonHead.startsWithElementSet, "\(json)")
            #expect(RecorderRegistry.recorder(for: jsonHead)?.id == "idb", "\(json)")
        }
    }

    @Test("CRLF line ends and a byte order mark read as plain lines")
    func lineEnds() {
        let text = "\u{FEFF}" + Self.dump(["    Button, 0x2, {{16.0, 47.0}, {44.0, 44.0}}, label: 'OK'"]).replacingOccurrences(of: "\n", with: "\r\n")
        let screen = read(text)
        #expect(screen.status == .ok)
        #expect(screen.elements.map(\.label) == ["App", "OK"])
        #expect(screen.elements[1].location == SourceLocation(line: 4, column: 5))
    }
}

extension XCUITestRecorderTests {
    @Test("`po app.debugDescription` in the debugger: one escaped string literal after log lines reads as the dump")
    func debuggerLiteral() {
        let literal = #"""
                t =   109.84s Requesting snapshot of accessibility hierarchy for app with pid 8736
            "Attributes: Application, 0x147504a20, pid: 8736, label: \'Study\'\nElement subtree:\n →Application, 0x147504a20, pid: 8736, label: \'Study\'\n    Window (Main), 0x147504d30, {{0.0, 0.0}, {414.0, 896.0}}\n      Button, 0x14980ba20, {{25.0, 542.0}, {369.0, 41.0}}, identifier: \'enrollButton\', label: \'Don\'t enroll\'\nPath to element:\n →Application, 0x147504a20, pid: 8736, label: \'Study\'\nQuery chain:\n →Find: Target Application \'com.example.study\'\n"
            """#
        let screen = read(literal, file: "po.txt")
        #expect(screen.status == .ok, "\(screen.error?.message ?? "")")
        #expect(screen.elements.map(\.label) == ["Study", nil, "Don't enroll"])
        #expect(screen.elements[2].identifier == "enrollButton")
        #expect(screen.bounds == Frame(x: 0, y: 0, width: 414, height: 896))
    }
}
