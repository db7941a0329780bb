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

    @Test("folders are searched for the extensions the recorders declare")
    func extensions() {
        #expect(RecorderRegistry.takes(fileNamed: "login.json"))
        #expect(!RecorderRegistry.takes(fileNamed: "login.json.txt"))
        #expect(RecorderRegistry.searchedPatterns.contains("*.json"))
        #expect(RecorderRegistry.searchedPatterns.contains("*.xml"))
        #expect(Set(RecorderRegistry.searchedPatterns).count == RecorderRegistry.searchedPatterns.count)
    }

    @Test("every recorder has a unique id, extensions and a summary, and screens carry its capabilities")
    func declarations() {
        #expect(Set(RecorderRegistry.all.map(\.id)).count == RecorderRegistry.all.count)
        for recorder in RecorderRegistry.all {
            #expect(!recorder.fileExtensions.isEmpty && !recorder.summary.isEmpty)
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
        for type in RoleVocabulary.containerTypes {
            #expect(IDBVocabulary.roles(type: type, role: nil, subrole: nil, enabled: true).isContainer, "\(type)")
        }
        #expect(!IDBVocabulary.roles(type: nil, role: "AXGroup", subrole: nil, enabled: true).isContainer)
        let screen = RecordingReader.read(bytes: Array(#"[{"type": "Group", "frame": {"x": 0, "y": 0, "width": 9, "height": 9}, "children": []}]"#.utf8),
                                          file: "g.json")
        #expect(screen.elements.first?.isContainer == true)
    }
}
