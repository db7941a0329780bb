import Foundation
import Recorders
import Testing
import TestSupport
import TreeModel

/// The dumps in `Fixtures/dumps/real/`: what the producers' own tests print, copied with their provenance
/// (`Fixtures/dumps/SOURCES.md`). Each test says what the reader must find in them.
@Suite struct RealDumpTests {
    func fixture(_ name: String) throws -> Screen {
        let url = PackagePaths.root.appendingPathComponent("Fixtures/dumps/real/\(name)")
        return RecordingReader.read(bytes: Array(try Data(contentsOf: url)), file: name)
    }

    @Test("flutter/flutter's toStringDeep of a nested tree: six nodes, two levels, frames composed, no stop")
    func flutterChildOrder() throws {
        let screen = try fixture("flutter-semantics-test-child-order.txt")
        #expect(screen.format == .flutter)
        #expect(screen.status == .ok)
        #expect(screen.problems.isEmpty, "\(screen.problems.map(\.description))")
        // `STALE` and `owner: null` are read as what they are, not as nodes or bad lines.
        #expect(ElementOutline.lines(screen) == [
            "Node 0.0,0.0 25.0x5.0 container not-stop",
            "  Node 15.0,0.0 5.0x5.0 not-stop",
            "  Node 10.0,0.0 5.0x5.0 not-stop",
            "  Node 0.0,0.0 10.0x5.0 container not-stop",
            "    Node 5.0,0.0 5.0x5.0 not-stop",
            "    Node 0.0,0.0 5.0x5.0 not-stop",
        ])
    }

    @Test("flutter/flutter's node with every common property: a merge boundary read as a selected, unchecked button that scrolls")
    func flutterAllProperties() throws {
        let screen = try fixture("flutter-semantics-test-all-properties.txt")
        #expect(screen.status == .ok)
        #expect(screen.problems.isEmpty, "\(screen.problems.map(\.description))")
        let node = try #require(screen.elements.first)
        #expect(screen.elements.count == 1)
        #expect(node.label == "Use all the properties")
        #expect(node.frame == Frame(x: 60, y: 20, width: 20, height: 30))
        // hasCheckedState without isChecked: a checkbox that is not checked; isSelected; scrollUp scrolls.
        #expect(node.displayType == "Checkbox" && node.value == "not checked")
        #expect(node.traits.isSuperset(of: [.button, .toggle, .selected, .scrollable]))
        #expect(node.accessible == true)
    }

    @Test("flutter/flutter's blocked actions: a wrapped actions line whose blocked actions (🚫️) offer nothing")
    func flutterBlockedActions() throws {
        let screen = try fixture("flutter-semantics-test-blocked-actions.txt")
        #expect(screen.problems.isEmpty, "\(screen.problems.map(\.description))")
        let node = try #require(screen.elements.first)
        #expect(screen.elements.count == 1 && node.frame == Frame(x: 60, y: 20, width: 20, height: 30))
        // longPress, scrollUp and showOnScreen are blocked; didGainAccessibilityFocus is bookkeeping.
        #expect(!node.traits.contains(.button) && !node.traits.contains(.scrollable))
        #expect(node.accessible == false)
    }

    @Test("androidx's printToString of a hierarchy, ids and numbers masked by its test: recognised, read node by node, and an empty capture since no frame is usable")
    func composeMasked() throws {
        let screen = try fixture("compose-androidx-print-hierarchy.txt")
        #expect(screen.format == .compose)
        // `Node #X at (l=X, t=X, r=X, b=X)px` is a node whose frame cannot be used: nothing has a size, so the
        // screen is empty (exit 2, not a clean pass) and says so at its first node.
        #expect(screen.status == .empty)
        #expect(screen.error?.location == SourceLocation(line: 2, column: 1))
        #expect(screen.error?.message.contains("no node has a size") == true)
    }

    @Test("android-test's AmbiguousViewMatcherException: recognised by its list of matching views, the hierarchy found after it; views without size make an empty capture")
    func espressoAmbiguous() throws {
        let screen = try fixture("espresso-android-test-ambiguous.txt")
        #expect(screen.format == .espresso)
        // The list's `- [1] RelativeLayout{…}` lines are passed over: the hierarchy starts at line 8.
        #expect(screen.status == .empty)
        #expect(screen.error?.location == SourceLocation(line: 8, column: 1))
        #expect(screen.error?.message.contains("no view has a size") == true)
    }

    @Test("android-test's hierarchy cut at its character limit: recognised from the list alone, the root before ' [truncated]' found")
    func espressoTruncated() throws {
        let screen = try fixture("espresso-android-test-truncated.txt")
        #expect(screen.format == .espresso)
        #expect(screen.status == .empty)
        #expect(screen.error?.location == SourceLocation(line: 8, column: 1))
    }
}
