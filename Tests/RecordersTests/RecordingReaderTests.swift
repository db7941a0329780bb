import Foundation
import Testing
import TreeModel
import Recorders
import TestSupport

@Suite struct RecordingReaderTests {
    static let root = PackagePaths.root
    static let recordings = PackagePaths.recordings

    func read(_ text: String, file: String = "t.json") -> Screen {
        RecordingReader.read(bytes: Array(text.utf8), file: file)
    }

    static let app = #"{"type":"Application","AXLabel":"App","frame":{"x":0,"y":0,"width":390,"height":844}"#

    @Test func flatArrayMakesTheFirstElementTheRoot() throws {
        let screen = read("[\(Self.app)},{\"type\":\"Button\",\"AXLabel\":\"OK\",\"frame\":{\"x\":1,\"y\":2,\"width\":3,\"height\":4}},{\"type\":\"Button\",\"AXLabel\":\"\",\"frame\":{\"x\":1,\"y\":2,\"width\":3,\"height\":4}}]")
        #expect(screen.status == .ok)
        #expect(screen.format == .idbFlat)
        #expect(screen.elements.count == 3)
        #expect(screen.path(of: 2) == "Application/Button[2]")
        #expect(screen.elements[2].label == nil)
        #expect(screen.children(of: 0) == [1, 2])
        #expect(screen.bounds == Frame(x: 0, y: 0, width: 390, height: 844))
    }

    @Test func axbridgeCapturesCannotSayHeaders() {
        // idb's axbridge backend: every view by class name, `traits` and `enabled` null.
        let axbridge = read("""
            [\(Self.app),"traits":null},
             {"type":"UIView","role":"UIView","traits":null,"enabled":null,"frame":{"x":0,"y":0,"width":390,"height":844}},
             {"type":"StaticText","AXLabel":"All Shortcuts","traits":null,"enabled":null,"frame":{"x":16,"y":120,"width":205,"height":41}}]
            """)
        #expect(axbridge.status == .ok)
        #expect(!axbridge.capabilities.evidence.contains(.headers))
        #expect(axbridge.capabilities.evidence.contains(.traits), "Button, StaticText and Cell types still name roles")
        // The same with recorded traits, or with idb's own type names only, can say headers.
        let traits = read("""
            [\(Self.app),"traits":[]},
             {"type":"UIView","traits":[],"frame":{"x":0,"y":0,"width":390,"height":844}}]
            """)
        #expect(traits.capabilities.evidence.contains(.headers))
        let classic = read("[\(Self.app)},{\"type\":\"StaticText\",\"AXLabel\":\"Title\",\"frame\":{\"x\":1,\"y\":2,\"width\":3,\"height\":4}}]")
        #expect(classic.capabilities.evidence.contains(.headers))
    }

    @Test func nestedTreeKeepsStructureAndPaths() throws {
        let text = """
            [\(Self.app),"children":[
              {"type":"Group","frame":{"x":0,"y":0,"width":10,"height":10},"children":[
                {"type":"Button","AXLabel":"A","frame":{"x":0,"y":0,"width":10,"height":10},"children":[]},
                {"type":"StaticText","AXLabel":"T","frame":{"x":0,"y":0,"width":10,"height":10},"children":[]},
                {"type":"Button","AXLabel":"B","frame":{"x":0,"y":0,"width":10,"height":10},"children":[]}]},
              {"type":"Group","frame":{"x":0,"y":0,"width":10,"height":10},"children":[]}]}]
            """
        let screen = read(text)
        #expect(screen.format == .idbNested)
        #expect(screen.elements.map { $0.label ?? "-" } == ["App", "-", "A", "T", "B", "-"])
        #expect(screen.path(of: 4) == "Application/Group[1]/Button[2]")
        #expect(screen.path(of: 5) == "Application/Group[2]")
        #expect(screen.elements[4].location == SourceLocation(line: 5, column: 5))
        #expect(screen.children(of: 1) == [2, 3, 4])
        #expect(screen.roots == [0])
    }

    @Test func bareObjectIsDescribePoint() {
        let screen = read(#"{"AXLabel":"Wallet","type":"Button","frame":{"x":199,"y":116,"width":64,"height":87.5}}"#)
        #expect(screen.status == .ok)
        #expect(screen.format == .idbPoint)
        #expect(screen.elements.count == 1)
    }

    @Test func wrapperWithArrayOrStringIsRead() {
        let tree = "[\(Self.app),\"children\":[{\"type\":\"Button\",\"AXLabel\":\"Go\",\"frame\":{\"x\":1,\"y\":1,\"width\":50,\"height\":50},\"children\":[]}]}]"
        let asArray = read("{\"content\":[{\"type\":\"text\",\"text\":\(tree)}],\"isError\":false}")
        #expect(asArray.status == .ok)
        #expect(asArray.format == .mcpWrapper)
        #expect(asArray.elements.count == 2)
        let escaped = tree.replacingOccurrences(of: "\"", with: "\\\"")
        let asString = read("{\"content\":[{\"type\":\"text\",\"text\":\"\(escaped)\"}]}")
        #expect(asString.status == .ok)
        #expect(asString.elements.map(\.label) == ["App", "Go"])
        // Elements inside a JSON string are located at the string.
        #expect(asString.elements[1].location == SourceLocation(line: 1, column: 35))
    }

    @Test func keyOrderAndUnknownKeysDoNotMatter() {
        let a = read(#"[{"type":"Application","frame":{"x":0,"y":0,"width":100,"height":100}},{"AXLabel":"Go","type":"Button","frame":{"y":1,"x":2,"height":30,"width":40},"expanded":true,"is_remote":null}]"#)
        let b = read(#"[{"frame":{"height":100,"width":100,"x":0,"y":0},"type":"Application"},{"frame":{"x":2,"y":1,"width":40,"height":30},"zzz":[1,2],"type":"Button","AXLabel":"Go"}]"#)
        #expect(a.elements[1].frame == b.elements[1].frame)
        #expect(a.elements[1].label == b.elements[1].label)
    }

    @Test func blankLabelsAreNoLabel() {
        let screen = read(#"[{"type":"Application","AXLabel":" ","frame":{"x":0,"y":0,"width":100,"height":100}},{"type":"Button","AXLabel":null},{"type":"Button","AXLabel":" \n\t"},{"type":"Button"}]"#)
        #expect(screen.elements.allSatisfy { $0.label == nil })
    }

    @Test func frameFallsBackToAXFrame() {
        let screen = read(#"[{"type":"Application","AXFrame":"{{0, 0}, {402, 874}}"},{"type":"Button","AXFrame":"{{16, 153.33333333333334}, {370, 36}}"}]"#)
        #expect(screen.bounds == Frame(x: 0, y: 0, width: 402, height: 874))
        #expect(screen.elements[1].frame.height == 36)
    }

    @Test func traitsAreDerivedAndRecordedApart() {
        let screen = read(#"[{"type":"Application","frame":{"x":0,"y":0,"width":100,"height":100}},{"type":"TextField","subrole":"AXSearchField","enabled":false},{"type":"Other","traits":["Button","Header"]},{"type":"Button","traits":[]},{"type":"Image","traits":["None"]}]"#)
        let search = screen.elements[1]
        #expect(search.recordedTraits == nil)
        #expect(search.derivedTraits == [.textEntry, .searchField, .notEnabled])
        #expect(!search.enabled)
        #expect(screen.elements[2].recordedTraits == [.button, .header])
        #expect(screen.elements[2].traits.contains(.button))
        #expect(screen.elements[3].recordedTraits == nil, "[] is AXe's placeholder, not an empty set")
        #expect(screen.elements[3].traits.contains(.button))
        #expect(screen.elements[4].recordedTraits == [])
        #expect(screen.elements[4].traits == [.image])
    }

    @Test func emptyCapturesAreEmptyNotClean() {
        let sentinel = read(#"[{"AXFrame":"{{0, 0}, {0, 0}}","AXLabel":null,"frame":{"y":0,"x":0,"width":0,"height":0},"type":null,"role":null,"enabled":false,"custom_actions":[]}]"#)
        #expect(sentinel.status == .empty)
        #expect(sentinel.error != nil)
        let crashed = read(#"[{"type":"Application","frame":{"x":0,"y":0,"width":0,"height":0},"children":[]}]"#)
        #expect(crashed.status == .empty)
        #expect(read("[]").status == .empty)
    }

    @Test func syntaxErrorsNameTheirPlace() throws {
        let screen = read("[\n  {\"type\": \"Button\" \"AXLabel\": 1}\n]", file: "bad.json")
        #expect(screen.status == .unreadable)
        let error = try #require(screen.error)
        #expect(error.location == SourceLocation(line: 2, column: 21))
        #expect(error.description == "bad.json:2:21: error: expected ',' or '}' after an object member")
    }

    /// A top-level array is read element by element while it is parsed: a syntax error further on still wins
    /// over a wrong element before it, as when the whole file was parsed first, and positions stay exact.
    @Test func arrayReadElementByElementKeepsErrorsAndPositions() throws {
        let broken = read("[\n  \"not an element\",\n  {\"type\": tru}\n]", file: "bad.json")
        #expect(try #require(broken.error).description == "bad.json:3:15: error: invalid literal, expected 'true'")
        let wrong = read("[\n  \"not an element\",\n  {\"type\": true}\n]", file: "bad.json")
        #expect(try #require(wrong.error).description == "bad.json:2:3: error: expected an element object, found a string")
        let screen = read("\u{FEFF}[\(Self.app)},\n {\"type\":\"Button\",\"AXLabel\":\"Ü\"}, {\"type\":\"Image\"}]")
        #expect(screen.elements.map(\.location) == [SourceLocation(line: 1, column: 2), SourceLocation(line: 2, column: 2),
                                                    SourceLocation(line: 2, column: 35)])
        #expect(try #require(read(" [ ] ").error).description == "t.json:1:2: error: the capture holds no elements (an empty tree)")
    }

    @Test func foreignShapesAreUnreadableWithAReason() throws {
        // An object with `views` and a key of DroidBot's is a DroidBot state (here without views: empty);
        // without one, the error says what would make it one.
        let droidbot = read(#"{"views":[],"tag":"x"}"#)
        #expect(droidbot.status == .empty && droidbot.format == .droidBot)
        let views = read(#"{"views":[]}"#)
        #expect(views.status == .unreadable)
        #expect(try #require(views.error).message.contains("read as a DroidBot state only with one of DroidBot's keys ('state_str'"))
        #expect(try #require(views.error).message.contains("not read yet") == false)
        let number = read("42")
        #expect(number.status == .unreadable)
        let badChildren = read(#"[{"type":"Application","frame":{"x":0,"y":0,"width":9,"height":9},"children":{"a":1}}]"#)
        #expect(badChildren.status == .unreadable)
        #expect(try #require(badChildren.error).location == SourceLocation(line: 1, column: 78))
    }

    @Test func missingFileIsUnreadable() {
        let screen = RecordingReader.read(contentsOf: "/nonexistent/x.json")
        #expect(screen.status == .unreadable)
        #expect(screen.error?.message == "no such file")
    }

    /// The positions the reader records agree with counting same-type siblings, on every element of every
    /// fixture tree and real recording.
    @Test func recordedPositionsMatchCountedSiblings() throws {
        var files: [String] = []
        let fixtures = Self.root.appendingPathComponent("Fixtures/trees")
        for rule in try FileManager.default.contentsOfDirectory(atPath: fixtures.path) {
            let directory = fixtures.appendingPathComponent(rule)
            for name in (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [] where name.hasSuffix(".json") {
                files.append(directory.appendingPathComponent(name).path)
            }
        }
        for folder in ["idb-flat", "idb-nested"] {
            let directory = Self.recordings.appendingPathComponent(folder)
            for name in (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [] { files.append(directory.appendingPathComponent(name).path) }
        }
        var checked = 0
        for file in files {
            let screen = RecordingReader.read(contentsOf: file)
            for index in screen.elements.indices {
                let element = screen.elements[index]
                guard let parent = element.parent else {
                    #expect(element.siblingPosition == 0)
                    continue
                }
                let earlier = screen.children(of: parent).prefix { $0 <= index }
                let counted = earlier.filter { screen.elements[$0].displayType == element.displayType }.count
                #expect(element.siblingPosition == counted, "\(file) element \(index)")
                #expect(screen.path(of: index).hasSuffix("\(element.displayType)[\(counted)]"))
                checked += 1
            }
        }
        #expect(checked > 500)
    }

    /// Every real idb and AXe capture is read; the empty ones are reported as empty.
    @Test func realCapturesAreRead() throws {
        var seen = 0
        for folder in ["idb-flat", "idb-nested"] {
            let directory = Self.recordings.appendingPathComponent(folder)
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".json") }
            for name in names {
                seen += 1
                let screen = RecordingReader.read(contentsOf: directory.appendingPathComponent(name).path)
                if name.contains("empty") {
                    #expect(screen.status == .empty, "\(name)")
                } else {
                    #expect(screen.status == .ok, "\(name): \(screen.error?.description ?? "")")
                    #expect(screen.elements.count >= 1, "\(name)")
                }
            }
        }
        #expect(seen >= 15, "expected the shared recordings beside the project")
    }
}
