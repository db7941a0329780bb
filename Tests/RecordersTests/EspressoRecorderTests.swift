import Foundation
import Recorders
import Testing
import TestSupport
import TreeModel

@Suite struct EspressoRecorderTests {
    func read(_ text: String, file: String = "hierarchy.txt") -> Screen {
        RecordingReader.read(bytes: Array(text.utf8), file: file)
    }

    func fixture(_ name: String) throws -> Screen {
        let url = PackagePaths.root.appendingPathComponent("Fixtures/dumps/\(name)")
        return RecordingReader.read(bytes: Array(try Data(contentsOf: url)), file: name)
    }

    /// A view line as `HumanReadables.describe` writes it, with the keys given in its order.
    static func view(_ depth: Int, _ name: String, _ values: String) -> String {
        "+" + String(repeating: "-", count: depth) + ">" + name + "{id=-1, " + values + "} \n|"
    }

    static let root = view(0, "DecorView", "visibility=VISIBLE, width=1080, height=2340, is-clickable=false, is-enabled=true, x=0.0, y=0.0, child-count=1")

    @Test("a NoMatchingViewException's hierarchy reads view by view: classes, texts, states, positions added up, density inferred")
    func signIn() throws {
        let screen = try fixture("espresso-sign-in.txt")
        #expect(screen.status == .ok)
        #expect(screen.format == .espresso)
        #expect(screen.platform == .android)
        #expect(screen.problems.isEmpty, "\(screen.problems.map(\.description))")
        #expect(screen.capabilities.frameUnit == .pixels)
        #expect(!screen.capabilities.evidence.contains(.headers))
        func element(_ identifier: String) throws -> Element { try #require(screen.elements.first { $0.identifier == identifier }) }
        // The content frame sits 66 px down; the form's views are placed from there.
        #expect(try element("sign_in").frame == Frame(x: 45, y: 1866, width: 990, height: 154))
        #expect(try element("sign_in").enabled == false)
        #expect(try element("password").traits.contains(.secureTextField) && element("password").value == "hunter22")
        #expect(try element("email").placeholder == "Email" && element("email").value == nil)
        // A text with ", " is one value, and so is a text over two lines.
        #expect(try element("remember").label == "Remember me, on this phone" && element("remember").value == "checked")
        #expect(try element("terms").label == "By signing in you accept the terms.\nRead them below.")
        #expect(try element("terms_web").roles.contains(.webView))
        #expect(try element("error").visible == false)
        #expect(try element("android:id/statusBarBackground").frame.height == 66)
        let navigate = try #require(screen.elements.first { $0.label == "Navigate up" })
        #expect(navigate.accessible == true && navigate.traits.contains(.button))
        // The root's window layout parameters run over five lines; the next view is read after them.
        #expect(screen.elements[1].type == "LinearLayout" && screen.elements[1].location == SourceLocation(line: 10, column: 1))
        guard case .inferred(let density, let evidence) = DensityInference.infer(screen) else {
            Issue.record("no density inferred")
            return
        }
        #expect(density == 2.75 && evidence.map(\.name) == ["status bar", "navigation bar", "app bar"])
    }

    @Test("logcat lines: the prefix of the first view line is removed from the others; other tags are passed over")
    func logcat() {
        let prefix = "12-03 13:40:01.482  4821  4845 E TestRunner: "
        let lines = ["View Hierarchy:", Self.root,
                     Self.view(1, "AppCompatImageButton", "visibility=VISIBLE, width=88, height=88, is-clickable=true, is-enabled=true, is-focusable=true, x=10.0, y=20.0")]
        let text = lines.joined(separator: "\n").split(separator: "\n", omittingEmptySubsequences: false).map { prefix + $0 }
        let screen = read((text.prefix(3) + ["12-03 13:40:01.483  4821  4900 D OkHttp: --> GET /"] + text.dropFirst(3)).joined(separator: "\n"))
        #expect(screen.elements.count == 2)
        #expect(screen.elements[1].frame == Frame(x: 10, y: 20, width: 88, height: 88))
        #expect(screen.elements[1].label == nil && screen.elements[1].accessible == true)
    }

    @Test("bad views, numbers and nesting are problems at their line and column; the other views are read")
    func malformed() {
        let text = [
            Self.root,
            Self.view(1, "FrameLayout", "visibility=VISIBLE, width=wide, height=200, x=0.0, y=100.0, child-count=1"),
            Self.view(2, "AppCompatTextView", "visibility=VISIBLE, width=100, height=50, x=0.0, y=0.0, text=Inside"),
            "+->Broken view without braces",
            "|",
            Self.view(3, "AppCompatButton", "visibility=VISIBLE, width=300, height=120, is-clickable=true, x=0.0, y=500.0, text=Deep"),
            Self.view(1, "AppCompatButton", "visibility=VISIBLE, width=300, height=120, is-clickable=true, x=1e999, y=0.0, text=Far"),
        ].joined(separator: "\n") + "\n"
        let screen = read(text, file: "bad.txt")
        #expect(screen.status == .ok)
        #expect(screen.elements.count == 6)
        #expect(screen.elements[2].label == "Inside" && screen.elements[2].frame == .zero)
        // Under a view that could not be read, so its place on screen is unknown.
        #expect(screen.elements[4].label == "Deep" && screen.elements[4].frame == .zero && screen.elements[4].depth == 2)
        #expect(screen.problems.map(\.description) == [
            "bad.txt:3:1: warning: FrameLayout at 3:1 has a position or size that cannot be used (width, height, x and y must be numbers), so it and the views inside it are not judged by the size, spacing and order rules",
            "bad.txt:7:1: warning: the view at 7:1 is not 'Name{key=value, …}' as Espresso writes it, so it is not read",
            "bad.txt:9:1: warning: the view at 9:1 is 1 levels deeper than a child of the view before it",
            "bad.txt:11:1: warning: AppCompatButton at 11:1 has a position or size that cannot be used (width, height, x and y must be numbers), so it and the views inside it are not judged by the size, spacing and order rules",
        ])
    }

    @Test("a hierarchy cut short reads the views it holds; text without a hierarchy is not a recording")
    func truncated() {
        let cut = Self.root + "\n+->AppCompatButton{id=-1, visibility=VISIBLE, width=300, hei"
        let screen = read(cut, file: "cut.txt")
        #expect(screen.elements.count == 2)
        #expect(screen.problems.map(\.location) == [SourceLocation(line: 3, column: 1)])
        #expect(RecorderRegistry.recorder(for: RecordingHead(fileName: "n.txt", bytes: Array("a +> b {id=3}".utf8)[...])) == nil)
        #expect(read("nothing\n", file: "x.txt").status == .unreadable)
    }

    @Test("recognised by content whatever the name, and taken from folders as .txt or .log")
    func recognition() {
        func head(_ name: String, _ text: String) -> RecordingHead { RecordingHead(fileName: name, bytes: Array(text.utf8)[...]) }
        #expect(RecorderRegistry.recorder(for: head("a.txt", "View Hierarchy:\n" + Self.root))?.id == "espresso")
        #expect(RecorderRegistry.recorder(for: head("-", "E/TestRunner: +>DecorView{id=-1, visibility=VISIBLE}\n"))?.id == "espresso")
        #expect(RecorderRegistry.takes(fileNamed: "failure.log", head: head("failure.log", Self.root)))
        #expect(!RecorderRegistry.takes(fileNamed: "notes.txt", head: head("notes.txt", "x -> y {id=1}\n")))
    }
}
