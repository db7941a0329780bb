import Recorders
import Testing
import TreeModel

@Suite struct RecorderRegistryTests {
    func head(_ name: String, _ text: String) -> RecordingHead { RecordingHead(fileName: name, bytes: Array(text.utf8)[...]) }

    @Test("a recorder is chosen by the file's name or first bytes; an unknown file is named as such, not guessed")
    func recognition() {
        #expect(RecorderRegistry.recorder(for: head("a.json", "garbage"))?.id == "idb")
        #expect(RecorderRegistry.recorder(for: head("-", "\u{FEFF}  \n[{}]"))?.id == "idb")
        #expect(RecorderRegistry.recorder(for: head("capture.dat", " {\"frame\": null}"))?.id == "idb")
        #expect(RecorderRegistry.recorder(for: head("notes.txt", "hello")) == nil)
        let screen = RecordingReader.read(bytes: Array("hello".utf8), file: "notes.txt")
        #expect(screen.status == .unreadable)
        #expect(screen.error?.message.hasPrefix("not a recording this tool reads") == true)
    }

    @Test("an XML format is recognised by its first element however far into the file it lies",
          arguments: [String(repeating: "\n", count: 460), String(repeating: "  \r\n", count: 460),
                      "\n<!-- " + String(repeating: "x", count: 1000) + " -->\n",
                      "\n<?xml-stylesheet href='a.xsl'?>\n<!-- a > b -->\n" + String(repeating: "\t\n", count: 300)])
    func lateRoot(prolog: String) {
        let declaration = "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>"
        let dump = declaration + prolog + #"<hierarchy rotation="0"><node class="android.widget.Button" text="OK" bounds="[0,0][100,100]"/></hierarchy>"#
        let page = declaration + prolog + #"<AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="A" label="A" enabled="true" visible="true" x="0" y="0" width="390" height="844"/></AppiumAUT>"#
        let android = RecordingReader.read(bytes: Array(dump.utf8), file: "dump.xml")
        #expect(android.status == .ok, "\(android.error?.message ?? "")")
        #expect(android.format == .uiautomator)
        let ios = RecordingReader.read(bytes: Array(page.utf8), file: "page.xml")
        #expect(ios.status == .ok, "\(ios.error?.message ?? "")")
        #expect(ios.format == .appiumXCUITest)
        // The head a recorder sees starts at the root element.
        #expect(RecordingHead(fileName: "dump.xml", bytes: Array(dump.utf8)[...]).bytes.starts(with: Array("<hierarchy".utf8)))
    }

    @Test("an unterminated comment before the root leaves the head at the comment: not a recording, never a guess")
    func unterminatedProlog() {
        let screen = RecordingReader.read(bytes: Array("<?xml version='1.0'?>\n<!-- <hierarchy>".utf8), file: "x.xml")
        #expect(screen.status == .unreadable)
        #expect(screen.error?.message.hasPrefix("not a recording this tool reads") == true)
    }

    @Test("folders are searched for the extensions the recorders declare")
    func extensions() {
        #expect(RecorderRegistry.takes(fileNamed: "login.json"))
        #expect(!RecorderRegistry.takes(fileNamed: "login.json.txt"))
        // In any case: LOGIN.JSON, Dump.XML.
        for name in ["LOGIN.JSON", "Login.Json", "dump.XML", "a.xMl"] { #expect(RecorderRegistry.takes(fileNamed: name), "\(name)") }
        for name in ["JSON", "login.JSONX", "login.jsön", "loginjson"] { #expect(!RecorderRegistry.takes(fileNamed: name), "\(name)") }
        #expect(RecorderRegistry.searchedPatterns.contains("*.json"))
        #expect(RecorderRegistry.searchedPatterns.contains("*.xml"))
        // Several recorders take `.json`: each extension is searched once, in the order first declared.
        var seen = Set<String>()
        let definite = RecorderRegistry.all.flatMap(\.fileExtensions).filter { seen.insert($0).inserted }.map { "*." + $0 }
        // Text dumps come last, named as taken only when they hold a dump.
        #expect(RecorderRegistry.searchedPatterns == definite + ["*.txt and *.log holding a text dump"])
        // The help's phrase names the files once each, the text dumps' apart.
        #expect(RecorderRegistry.searchedFiles == "*.xml and *.json files, and *.txt and *.log files holding a text dump")
    }

    @Test("every recorder has a unique id, extensions and a summary, and screens carry its capabilities")
    func declarations() {
        #expect(Set(RecorderRegistry.all.map(\.id)).count == RecorderRegistry.all.count)
        for recorder in RecorderRegistry.all {
            #expect(!(recorder.fileExtensions + recorder.contentCheckedExtensions).isEmpty && !recorder.summary.isEmpty)
        }
        let idb = RecordingReader.read(bytes: Array(#"{"type": "Button", "frame": {"x": 0, "y": 0, "width": 9, "height": 9}}"#.utf8), file: "p.json")
        #expect(idb.capabilities == RecorderRegistry.recorder(id: "idb")?.capabilities)
        #expect(idb.capabilities.frameUnit == .points)
    }

    @Test("the tree builder owns parents, depths, descendant counts and positions among siblings of a type")
    func treeBuilder() {
        var tree = TreeBuilder()
        tree.open(Element(type: "Window"))
        tree.add(Element(type: "Button"))
        tree.open(Element(type: "Group"))
        tree.add(Element(type: "Button"))
        tree.close()
        tree.add(Element(type: "Button"))
        tree.close()
        let elements = tree.elements
        #expect(elements.map(\.parent) == [nil, 0, 0, 2, 0])
        #expect(elements.map(\.depth) == [0, 1, 1, 2, 1])
        #expect(elements.map(\.descendantCount) == [4, 0, 1, 0, 0])
        #expect(elements.map(\.siblingPosition) == [0, 1, 1, 1, 2])

        var flat = TreeBuilder()
        for type in ["Application", "Button", "StaticText", "Button"] { flat.add(Element(type: type)) }
        flat.adoptFollowingRoots(into: 0)
        #expect(flat.elements.map(\.parent) == [nil, 0, 0, 0])
        #expect(flat.elements.map(\.siblingPosition) == [0, 1, 1, 2])
        #expect(flat.elements[0].descendantCount == 3)
    }

    @Test("idb types become neutral traits and container roles, so rules never test type names")
    func vocabulary() {
        #expect(IDBVocabulary.traits(type: "Key", role: nil, subrole: nil, enabled: true).contains(.keyboardKey))
        #expect(IDBVocabulary.traits(type: nil, role: "AXKey", subrole: nil, enabled: true).contains(.keyboardKey))
        #expect(IDBVocabulary.isContainer(type: "Cell") && !IDBVocabulary.isContainer(type: "Button"))
        // The reader's one-switch derivation agrees with the container list, by type only.
        for type in IDBVocabulary.containerTypes {
            #expect(IDBVocabulary.roles(type: type, role: nil, subrole: nil, enabled: true).isContainer, "\(type)")
        }
        #expect(!IDBVocabulary.roles(type: nil, role: "AXGroup", subrole: nil, enabled: true).isContainer)
        let screen = RecordingReader.read(bytes: Array(#"[{"type": "Group", "frame": {"x": 0, "y": 0, "width": 9, "height": 9}, "children": []}]"#.utf8),
                                          file: "g.json")
        #expect(screen.elements.first?.isContainer == true)
    }
}
