import Foundation
import Recorders
import Testing
import TestSupport
import TreeModel

/// Rico view hierarchies: small hand-made ones for each property, the damaged ones, and the 50 real screens in
/// `../shared/data/rico` (CC BY 4.0, read in place, never copied; skipped with a message when absent).
@Suite struct RicoRecorderTests {
    static let rico = PackagePaths.shared.appendingPathComponent("data/rico")
    static let present = FileManager.default.fileExists(atPath: rico.appendingPathComponent("336.json").path)

    /// A node in Rico's shape: `extra` is written as is (`"text": "Go", "checked": true`).
    static func node(_ className: String, _ bounds: String, ancestors: [String] = ["android.view.View", "java.lang.Object"],
                     desc: String = "null", extra: String = "", children: String? = nil) -> String {
        var members = [
            #""class": "\#(className)""#,
            #""ancestors": [\#(ancestors.map { "\"\($0)\"" }.joined(separator: ", "))]"#,
            #""bounds": \#(bounds)"#,
            #""content-desc": [\#(desc)]"#,
            #""clickable": false, "focusable": false, "enabled": true, "visibility": "visible", "visible-to-user": true"#,
        ]
        if !extra.isEmpty { members.append(extra) }
        if let children { members.append(#""children": [\#(children)]"#) }
        return "{" + members.joined(separator: ", ") + "}"
    }

    static func hierarchy(_ root: String) -> String {
        """
        {"activity_name": "com.example/com.example.Main",
         "activity": {"root": \(root), "added_fragments": []},
         "is_keyboard_deployed": false, "request_id": "7"}
        """
    }

    static let frameLayout = ["android.widget.FrameLayout", "android.view.ViewGroup", "android.view.View", "java.lang.Object"]

    func read(_ text: String, file: String = "screen.json") -> Screen {
        RecordingReader.read(bytes: Array(text.utf8), file: file)
    }

    func element(_ screen: Screen, label: String) -> Element? { screen.elements.first { $0.label == label } }

    @Test("a hierarchy: nodes located at their objects, pixels converted with Rico's density, content-desc lists, no headers or hints")
    func small() throws {
        let text = Self.hierarchy(Self.node("com.android.internal.policy.PhoneWindow$DecorView", "[0, 0, 1440, 2560]",
                                            ancestors: Self.frameLayout, children: """

            \(Self.node("android.widget.ImageButton", "[0, 84, 168, 252]", desc: #""Navigate up""#, extra: #""clickable": true, "resource-id": "com.example:id/up""#)),
            null,
            \(Self.node("android.widget.TextView", "[200, 84, 900, 252]", desc: "null", extra: #""text": "Inbox""#))
            """))
        let screen = read(text)
        #expect(screen.status == .ok, "\(screen.error?.description ?? "")")
        #expect(screen.format == .rico)
        #expect(screen.platform == .android)
        #expect(screen.density == 3.5)
        #expect(screen.capabilities.frameUnit == .densityIndependentPixels)
        #expect(screen.capabilities.evidence.isSuperset(of: [.traits, .identifiers, .pointSizes]))
        #expect(screen.capabilities.evidence.isDisjoint(with: [.headers, .hints, .placeholders, .toggleStates, .customActions, .values]))
        // The null entry of `children` is no view.
        #expect(screen.elements.count == 3)
        #expect(screen.bounds == Frame(x: 0, y: 0, width: 1440 / 3.5, height: 2560 / 3.5))
        let up = try #require(element(screen, label: "Navigate up"))
        #expect(up.traits.contains(.button) && up.traits.contains(.image))
        #expect(up.identifier == "com.example:id/up")
        #expect(up.frame == Frame(x: 0, y: 24, width: 48, height: 48))
        #expect(up.location == SourceLocation(line: 3, column: 1))
        #expect(up.type == "ImageButton" && up.role == "android.widget.ImageButton")
        let title = try #require(element(screen, label: "Inbox"))
        #expect(title.traits.contains(.staticText))
        #expect(screen.path(of: 0) == "PhoneWindow$DecorView")
        #expect(screen.elements[0].isContainer)
    }

    @Test("a class whose name says nothing is known by the first of its ancestors that does; its type stays the recorded class")
    func ancestors() throws {
        let field = Self.node("android.support.v7.widget.ac", "[0, 300, 1440, 468]",
                              ancestors: ["android.widget.AutoCompleteTextView", "android.widget.EditText", "android.widget.TextView", "android.view.View"],
                              extra: #""text": "", "text-hint": "Search music", "clickable": true, "focusable": true"#)
        let icon = Self.node("com.example.ui.RoundIcon", "[0, 500, 168, 668]",
                             ancestors: ["android.support.v7.widget.AppCompatImageView", "android.widget.ImageView", "android.view.View"],
                             desc: #""Profile""#)
        let tile = Self.node("com.example.ui.Tile", "[0, 700, 1440, 900]", ancestors: Self.frameLayout,
                             extra: #""clickable": true"#,
                             children: Self.node("android.widget.TextView", "[40, 720, 600, 800]", extra: #""text": "Offers""#))
        let screen = read(Self.hierarchy(Self.node("android.widget.FrameLayout", "[0, 0, 1440, 2560]", ancestors: Self.frameLayout,
                                                   children: [field, icon, tile].joined(separator: ", "))))
        #expect(screen.status == .ok)
        #expect(screen.capabilities.evidence.contains(.placeholders), "text-hint is the field's hint")
        let search = try #require(screen.elements.first { $0.type == "ac" })
        #expect(search.traits.contains(.textEntry))
        #expect(search.placeholder == "Search music" && search.label == nil && search.value == nil)
        #expect(search.role == "android.support.v7.widget.ac")
        let profile = try #require(element(screen, label: "Profile"))
        #expect(profile.traits.contains(.image) && profile.type == "RoundIcon")
        // A custom layout that is clicked is spoken by its text (AndroidTree.finish, as for DroidBot).
        let offers = try #require(screen.elements.first { $0.type == "Tile" })
        #expect(offers.label == "Offers" && offers.traits.contains(.button))
    }

    @Test("not visible or not visible-to-user is not reached; checked is a toggle state only where recorded")
    func visibilityAndToggles() throws {
        let children = [
            Self.node("android.widget.ImageButton", "[0, 100, 168, 268]", desc: #""Gone""#,
                      extra: #""clickable": true, "visibility": "gone", "visible-to-user": false"#),
            Self.node("android.widget.ImageButton", "[0, 300, 168, 468]", desc: #""Invisible""#,
                      extra: #""clickable": true, "visibility": "invisible""#),
            Self.node("android.widget.ImageButton", "[0, 500, 168, 668]", desc: #""Scrolled away""#,
                      extra: #""clickable": true, "visible-to-user": false"#),
            Self.node("android.widget.ImageButton", "[0, 700, 168, 868]", desc: #""Shown""#, extra: #""clickable": true"#),
            Self.node("android.widget.Switch", "[0, 900, 300, 1000]", desc: #""Wi-Fi""#, extra: #""clickable": true"#),
        ]
        let screen = read(Self.hierarchy(Self.node("android.widget.FrameLayout", "[0, 0, 1440, 2560]", ancestors: Self.frameLayout,
                                                   children: children.joined(separator: ", "))))
        for hidden in ["Gone", "Invisible", "Scrolled away"] {
            #expect(element(screen, label: hidden)?.accessible == false, "\(hidden)")
        }
        #expect(element(screen, label: "Shown")?.accessible == true)
        let toggle = try #require(element(screen, label: "Wi-Fi"))
        #expect(toggle.traits.contains(.toggle) && toggle.value == nil, "no checked key: no state, not 'not checked'")
        #expect(!screen.capabilities.evidence.contains(.toggleStates))

        let recorded = read(Self.hierarchy(Self.node("android.widget.Switch", "[0, 0, 300, 100]", desc: #""Wi-Fi""#,
                                                     extra: #""clickable": true, "checked": true"#)))
        #expect(recorded.capabilities.evidence.contains(.toggleStates))
        #expect(recorded.elements.first?.value == "checked")
    }

    @Test("recognised by its keys in any order, whether the tree or activity_name comes first; other JSON is not taken")
    func recognition() {
        func head(_ text: String) -> RecordingHead { RecordingHead(fileName: "x.json", bytes: Array(text.utf8)[...]) }
        let recorder = RicoRecorder()
        #expect(recorder.recognises(head(#"{"activity_name": "a/b", "activity": {"root": {"#)))
        #expect(recorder.recognises(head("\u{FEFF}\n{\n  \"request_id\": \"1\",\n  \"is_keyboard_deployed\" : false,")))
        #expect(recorder.recognises(head(#"{"activity": {"root": {"class": "android.widget.FrameLayout""#)))
        #expect(recorder.recognises(head(#"{"activity" :{ "added_fragments": [], "root" : {"#)))
        #expect(!recorder.recognises(head(#"[{"activity_name": "a/b"}]"#)))
        #expect(!recorder.recognises(head(#"{"AXLabel": "activity_name", "type": "Button"}"#)))
        #expect(!recorder.recognises(head(#"{"AXLabel": "say \"activity_name\": here"}"#)))
        #expect(!recorder.recognises(head(#"{"activity": "root", "root": 1}"#)))
        #expect(RecorderRegistry.recorder(for: head(#"{"activity_name": "a/b", "activity": {"root": {"#))?.id == "rico")

        // The tree first, after a value longer than the head: read as Rico by its shape all the same.
        let fragments = (0 ..< 40).map { "\"com.example.fragments.SomeLongFragmentName\($0)\"" }.joined(separator: ", ")
        let late = #"{"activity": {"added_fragments": [\#(fragments)], "root": \#(Self.node("android.widget.TextView", "[0, 0, 10, 10]", extra: #""text": "Hi""#))}, "request_id": "1", "activity_name": "a/b"}"#
        #expect(RecorderRegistry.recorder(for: head(String(late.prefix(512))))?.id == "idb")
        let screen = read(late)
        #expect(screen.format == .rico && screen.status == .ok)
        #expect(screen.elements.first?.label == "Hi")
    }

    @Test("damaged hierarchies are unreadable at the bad value's line and column, never a crash")
    func damaged() throws {
        func error(_ text: String) -> ReadError? {
            let screen = RicoRecorder().read(bytes: Array(text.utf8), file: "bad.json")
            #expect(screen.status == .unreadable, "\(text.prefix(60))")
            return screen.error
        }
        #expect(error("[1, 2]")?.location == SourceLocation(line: 1, column: 1))
        #expect(error("[1, 2]")?.message.hasPrefix("not a Rico view hierarchy") == true)
        #expect(error(#"{"activity_name": "a/b"}"#)?.message.hasPrefix("not a Rico view hierarchy") == true)
        #expect(error(#"{"activity_name": "a/b", "activity": [1]}"#)?.location == SourceLocation(line: 1, column: 38))
        #expect(error(#"{"activity_name": "a/b", "activity": {}}"#)?.message == "expected 'activity' to hold 'root', the top view")
        let root = try #require(error("{\"activity_name\": \"a/b\",\n \"activity\": {\"root\": \"DecorView\"}}"))
        #expect(root.location == SourceLocation(line: 2, column: 23))
        #expect(root.message == "expected 'root' to be a view object, found a string")
        let children = try #require(error(Self.hierarchy(#"{"class": "android.widget.FrameLayout", "children": {"class": "x"}}"#)))
        #expect(children.location == SourceLocation(line: 2, column: 75))
        #expect(children.message == "expected 'children' to be an array of views, found an object")
        let entry = try #require(error(Self.hierarchy(#"{"class": "android.widget.FrameLayout", "children": [null, 3]}"#)))
        #expect(entry.location == SourceLocation(line: 2, column: 82))
        #expect(entry.message.hasPrefix("expected each entry of 'children' to be a view object (or null), found the number 3"))
        // Not JSON: located at the syntax error.
        #expect(error("{\"activity_name\": \"a/b\",\n \"activity\": {\"root\": {]}")?.location?.line == 2)
        // A null root is a capture without views.
        let empty = RicoRecorder().read(bytes: Array(Self.hierarchy("null").utf8), file: "empty.json")
        #expect(empty.status == .empty && empty.format == .rico)
    }

    @Test("bounds that are not four numbers are a recording problem at the value; the element is kept without a frame")
    func badBounds() throws {
        let children = [
            Self.node("android.widget.Button", #"[0, 100, 300]"#, extra: #""text": "Three""#),
            Self.node("android.widget.Button", #"["0", "0", "1", "1"]"#, extra: #""text": "Strings""#),
            Self.node("android.widget.Button", "null", extra: #""text": "Null""#),
            Self.node("android.widget.Button", "[300, 500, 100, 400]", extra: #""text": "Inverted""#),
        ]
        let text = Self.hierarchy(Self.node("android.widget.FrameLayout", "[0, 0, 1440, 2560]", ancestors: Self.frameLayout,
                                            children: "\n" + children.joined(separator: ",\n")))
        let screen = read(text)
        #expect(screen.status == .ok)
        #expect(screen.problems.map(\.location) == [SourceLocation(line: 3, column: 102), SourceLocation(line: 4, column: 102)])
        #expect(screen.problems.first?.message == "Button at FrameLayout/Button[1] has bounds that cannot be used (expected [left, top, right, bottom]), so it is not judged by the size, spacing and order rules")
        #expect(screen.problems.map { screen.elements[$0.element].label } == ["Three", "Strings"])
        #expect(["Three", "Strings", "Null", "Inverted"].allSatisfy { element(screen, label: $0)?.frame.isEmpty == true })
    }

    @Test("deep nesting: 200 levels are read without recursion; past the JSON reader's depth it is a located error")
    func deepNesting() throws {
        func nested(_ levels: Int) -> String {
            var text = Self.node("android.widget.TextView", "[0, 0, 10, 10]", extra: #""text": "Leaf""#)
            for _ in 1 ..< levels {
                text = #"{"class": "android.widget.FrameLayout", "bounds": [0, 0, 1440, 2560], "children": [\#(text)]}"#
            }
            return Self.hierarchy(text)
        }
        let deep = read(nested(200))
        #expect(deep.status == .ok && deep.elements.count == 200)
        #expect(deep.elements.last?.depth == 199 && deep.elements.last?.label == "Leaf")
        let tooDeep = read(nested(400))
        #expect(tooDeep.status == .unreadable)
        #expect(tooDeep.error?.location != nil)
    }

    // MARK: The 50 real screens

    /// The nodes of a raw Rico file counted independently of the reader: every object under `activity.root`
    /// through `children`, nulls left out.
    static func nodeCount(_ url: URL) throws -> Int {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        let activity = object?["activity"] as? [String: Any]
        var stack: [Any] = [activity?["root"] as Any]
        var count = 0
        while let next = stack.popLast() {
            guard let node = next as? [String: Any] else { continue }
            count += 1
            stack.append(contentsOf: node["children"] as? [Any] ?? [])
        }
        return count
    }

    static func screenFiles() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(atPath: rico.path).filter { $0.hasSuffix(".json") }.sorted()
            .map { rico.appendingPathComponent($0) }
    }

    @Test(.enabled(if: present, "the Rico screens are not at ../shared/data/rico"))
    func everySharedScreenIsRead() throws {
        let files = try Self.screenFiles()
        #expect(files.count == 50)
        var total = 0
        for url in files {
            let name = url.lastPathComponent
            let screen = RecordingReader.read(contentsOf: url.path)
            #expect(screen.status == .ok, "\(name): \(screen.error?.description ?? "")")
            #expect(screen.format == .rico, "\(name)")
            #expect(screen.platform == .android, "\(name)")
            #expect(screen.density == 3.5, "\(name)")
            #expect(screen.problems.isEmpty, "\(name)")
            let nodes = try Self.nodeCount(url)
            #expect(screen.elements.count == nodes, "\(name)")
            total += nodes
            // By content: the same bytes under another name are read the same way.
            let renamed = RecordingReader.read(bytes: try [UInt8](Data(contentsOf: url)), file: "capture.dat")
            #expect(renamed.format == .rico && renamed.elements.count == nodes, "\(name)")
        }
        #expect(total == 4205)
    }

    @Test(.enabled(if: present, "the Rico screens are not at ../shared/data/rico"))
    func knownControls() throws {
        // MySword's About screen: the two paging image buttons, labelled by their content-desc.
        let about = RecordingReader.read(contentsOf: Self.rico.appendingPathComponent("336.json").path)
        for label in ["Page up", "Page down"] {
            let button = try #require(element(about, label: label), "\(label)")
            #expect(button.type == "ImageButton" && button.traits.contains(.button) && button.accessible == true)
            #expect(button.frame.width > 0 && button.frame.height > 0)
        }
        // The music app's search field is an obfuscated AutoCompleteTextView subclass with a hint.
        let music = RecordingReader.read(contentsOf: Self.rico.appendingPathComponent("3360.json").path)
        let search = try #require(music.elements.first { $0.placeholder == "Search and add new music" })
        #expect(search.type == "ac" && search.traits.contains(.textEntry))
        #expect(music.capabilities.evidence.contains(.placeholders))
        // The air conditioner's mode buttons: a content-desc ("Image") and the mode as text.
        let modes = RecordingReader.read(contentsOf: Self.rico.appendingPathComponent("33626.json").path)
        let dry = try #require(modes.elements.first { $0.value == "DRY" })
        #expect(dry.label == "Image" && dry.traits.contains(.button))
    }
}
