import Foundation
import Testing
import TreeModel
import Recorders
import Rules
import TestSupport

@Suite struct MaestroRecorderTests {
    func read(_ text: String, file: String = "hierarchy.json") -> Screen {
        RecordingReader.read(bytes: Array(text.utf8), file: file)
    }

    static func node(_ attributes: String, children: [String] = [], extra: String = "") -> String {
        "{\n  \"attributes\" : {\(attributes)},\n  \"children\" : [\(children.joined(separator: ","))]\(extra)\n}"
    }

    @Test func theIOSVariantHasNoTypesSoTraitRulesDoNotRun() {
        let text = Self.node(#""accessibilityText" : "", "bounds" : "[0,0][0,0]", "enabled" : "false""#, children: [
            Self.node(#""accessibilityText" : "App", "bounds" : "[0,0][393,852]", "enabled" : "true""#, children: [
                Self.node(#""accessibilityText" : "Sign in", "resource-id" : "login", "bounds" : "[20,100][50,120]", "hintText" : "", "enabled" : "true""#),
            ]),
        ])
        let screen = read(text, file: "capture.txt")
        #expect(screen.status == .ok)
        #expect(screen.format == .maestroIOS)
        #expect(screen.bounds == Frame(x: 0, y: 0, width: 393, height: 852))
        #expect(screen.elements[2].label == "Sign in" && screen.elements[2].identifier == "login")
        #expect(screen.elements[2].frame == Frame(x: 20, y: 100, width: 30, height: 20))
        #expect(screen.capabilities.roundedFrames)
        #expect(!screen.capabilities.evidence.contains(.traits))
        let outcomes = CheckedRun([screen]).results[0].outcomes
        for rule in ["label-missing", "target-size-hig", "target-size-minimum", "header-trait-missing"] {
            #expect(outcomes.contains { $0.rule == rule && $0.notRunReason != nil }, "\(rule)")
        }
    }

    /// `maestro hierarchy > file` saves Maestro's console lines above the JSON (its `Running on …` device line and an
    /// insight line, `None: `, coloured or not): the hierarchy is read with its lines where they are in the file,
    /// and the screen says what was passed over.
    @Test(arguments: [
        "Running on iPhone 15 Pro - iOS 17.2 - 06A2DF8B-AFEC-401B-AE17-D47DA6BF7235\nNone: \n",
        "Running on emulator-5554\n\u{1B}[33mWarning\u{1B}[39m: The hierarchy is large, consider \n",
        "Info: Using the iOS driver \r\n",
    ])
    func consoleLinesBeforeTheJSONAreReadPast(preamble: String) throws {
        let tree = Self.node(#""accessibilityText" : "App", "bounds" : "[0,0][393,852]""#, children: [
            Self.node(#""accessibilityText" : "Sign in", "bounds" : "[20,100][50,120]""#),
        ])
        for file in ["hierarchy.json", "hierarchy.txt"] {
            let screen = read(preamble + tree, file: file)
            #expect(screen.status == .ok, "\(file)")
            #expect(screen.format == .maestroIOS)
            #expect(screen.elements.map(\.label) == ["App", "Sign in"])
            let lines = preamble.filter { $0 == "\n" || $0 == "\r\n" }.count
            // Located in the file, below the console lines.
            #expect(screen.elements[0].location == SourceLocation(line: lines + 1, column: 1))
            let note = try #require(screen.problems.first)
            #expect(note.location == SourceLocation(line: 1, column: 1))
            #expect(note.message.hasPrefix("the file starts with \(lines == 1 ? "1 line" : "\(lines) lines") of Maestro's console output (\"Running on") || !preamble.hasPrefix("Running"))
            #expect(!note.message.contains("\u{1B}"))
        }
        #expect(RecorderRegistry.takes(fileNamed: "hierarchy.txt", head: RecordingHead(fileName: "hierarchy.txt", bytes: Array((preamble + tree).utf8)[...])))
    }

    /// Look-alikes: other text before a JSON object, a console line with no JSON after it, and a JSON object
    /// that is not Maestro's are not taken for a Maestro hierarchy.
    @Test func otherTextBeforeJSONIsNoMaestroHierarchy() {
        let tree = Self.node(#""accessibilityText" : "App", "bounds" : "[0,0][393,852]""#)
        for text in ["Hello\n" + tree, "Running on iPhone 15\n", "Running on iPhone 15\n{\"views\": []}",
                     String(repeating: "None: \n", count: 9) + tree] {
            let head = RecordingHead(fileName: "out.txt", bytes: Array(text.utf8)[...])
            #expect(!MaestroRecorder().recognises(head), "\(text.prefix(30))")
        }
        #expect(read("Running on iPhone 15\n{\"views\": []}", file: "out.json").status == .unreadable)
    }

    @Test func theAndroidVariantIsPixelsWithUnknownDensity() {
        let text = Self.node(#""bounds" : "[0,0][1080,2400]""#, children: [
            Self.node(#""class" : "android.widget.FrameLayout", "bounds" : "[0,0][1080,2400]""#, children: [
                Self.node(#""class" : "android.widget.ImageButton", "accessibilityText" : "", "text" : "", "bounds" : "[0,0][96,96]""#, extra: #", "clickable" : true"#),
                Self.node(#""class" : "android.widget.EditText", "text" : "Mobile number", "hintText" : "Mobile number", "bounds" : "[0,200][1080,320]""#, extra: #", "clickable" : true"#),
                Self.node(#""class" : "android.widget.TextView", "text" : "Welcome", "bounds" : "[0,400][1080,460]""#),
            ]),
        ])
        let screen = read(text)
        #expect(screen.format == .maestroAndroid)
        #expect(screen.capabilities.frameUnit == .pixels)
        #expect(screen.capabilities.density == nil)
        #expect(!screen.capabilities.evidence.contains(.pointSizes))
        #expect(screen.elements[1].isContainer)
        #expect(screen.elements[2].traits.contains(.button))
        #expect(screen.elements[3].traits.contains(.textEntry) && screen.elements[3].value == nil && screen.elements[3].placeholder == "Mobile number")
        #expect(screen.elements[4].label == "Welcome" && screen.elements[4].traits.contains(.staticText))
        let run = CheckedRun([screen])
        #expect(run.results[0].outcomes.contains { $0.rule == "target-size-hig" && $0.notRunReason != nil })
        // Judged as Android: the unnamed image button is an error; the field whose only words are its hint is not,
        // since TalkBack speaks an edit text's hint (on iOS a placeholder names nothing).
        #expect(screen.platform == .android)
        #expect(run.findings.filter { $0.rule == "label-missing" }.map(\.path) == ["Element/FrameLayout[1]/ImageButton[1]"])
    }

    /// A device's windows as `maestro hierarchy` prints them on Android: an empty root, a node holding only
    /// `ignoreBoundsFiltering`, then each window (an edge panel's, the app's, the status bar's).
    @Test func androidWindowsUnderASyntheticNodeAreReadAsAndroid() {
        let text = Self.node("", children: [
            Self.node(#""ignoreBoundsFiltering" : "false""#, children: [
                Self.node(#""class" : "android.widget.FrameLayout", "bounds" : "[1013,436][1080,778]""#),
                Self.node(#""class" : "android.widget.FrameLayout", "bounds" : "[0,0][1080,2340]""#, children: [
                    Self.node(#""class" : "android.view.View", "accessibilityText" : "", "clickable" : "true", "bounds" : "[968,821][1035,888]""#),
                ]),
                Self.node(#""class" : "android.widget.FrameLayout", "bounds" : "[0,0][1080,92]""#, children: [
                    Self.node(#""class" : "android.widget.LinearLayout", "resource-id" : "com.android.systemui:id/battery", "accessibilityText" : "Battery 100 per cent.", "bounds" : "[939,38][1007,80]""#, children: [
                        Self.node(#""class" : "android.widget.ImageView", "resource-id" : "", "bounds" : "[939,38][1007,80]""#),
                    ]),
                ]),
            ]),
        ])
        let screen = read(text)
        #expect(screen.status == .ok)
        #expect(screen.format == .maestroAndroid && screen.platform == .android)
        #expect(screen.bounds == Frame(x: 0, y: 0, width: 1080, height: 2340), "the largest outermost frame: the app's window")
        let battery = screen.elements.filter { $0.frame == Frame(x: 939, y: 38, width: 68, height: 42) }
        #expect(battery.count == 2 && battery.allSatisfy { $0.roles.contains(.systemOwned) })
        let run = CheckedRun([screen])
        // TalkBack's words, and only the app's unnamed control: not the status bar's icon.
        let missing = run.findings.filter { $0.rule == "label-missing" }
        #expect(missing.count == 1 && missing[0].message.contains("TalkBack"))
    }

    @Test func badBoundsAreAProblemAtTheNode() {
        let screen = read(Self.node(#""bounds" : "[0,0][393,852]""#, children: [Self.node(#""accessibilityText" : "X", "bounds" : "[a,0][1,1]""#)]))
        #expect(screen.problems.count == 1)
        #expect(screen.problems.first?.location.line == 3, "the child object starts on the children line")
    }

    @Test func aHierarchyWithoutFramesIsEmpty() {
        #expect(read(Self.node(#""bounds" : "[0,0][0,0]""#)).status == .empty)
    }
}
