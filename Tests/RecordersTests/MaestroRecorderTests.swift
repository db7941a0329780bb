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
        #expect(run.findings.filter { $0.rule == "label-missing" }.map(\.path).count == 2)
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
