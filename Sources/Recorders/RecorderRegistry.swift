import TreeModel

/// Every recorder, in the order they are asked to recognise a file. Adding a format: one file with its
/// `Recorder`, fixtures, and one line here.
public enum RecorderRegistry {
    public static let all: [any Recorder] = [
        WDARecorder(),
        MaestroRecorder(),
        WDAJSONRecorder(),
        DroidBotRecorder(),
        RicoRecorder(),
        UIAutomatorRecorder(),
        IDBRecorder(),
        XCUITestRecorder(),
        ComposeRecorder(),
        FlutterRecorder(),
        EspressoRecorder(),
    ]

    /// The recorder with this id.
    public static func recorder(id: String) -> (any Recorder)? { all.first { $0.id == id } }

    /// The first recorder that recognises the file, or nil.
    public static func recorder(for head: RecordingHead) -> (any Recorder)? { all.first { $0.recognises(head) } }

    /// Whether a file found while searching a folder is taken as a recording: by its extension, in any case.
    public static func takes(fileNamed name: String) -> Bool {
        all.contains { recorder in recorder.fileExtensions.contains { RecordingHead.name(name, hasExtension: $0) } }
    }

    /// Whether a file found while searching a folder may be a recording, to be taken only when a recorder
    /// recognises its first bytes (`takes(fileNamed:head:)`): a text dump's `.txt` or `.log`.
    public static func mayTake(fileNamed name: String) -> Bool {
        !takes(fileNamed: name) && all.contains { recorder in
            recorder.contentCheckedExtensions.contains { RecordingHead.name(name, hasExtension: $0) }
        }
    }

    /// Whether a file found while searching a folder is taken, from its name and first bytes: by its extension, or
    /// (`mayTake(fileNamed:)`) when a recorder that takes its extension by content recognises it.
    public static func takes(fileNamed name: String, head: RecordingHead) -> Bool {
        if takes(fileNamed: name) { return true }
        return all.contains { recorder in
            recorder.contentCheckedExtensions.contains { RecordingHead.name(name, hasExtension: $0) } && recorder.recognises(head)
        }
    }

    /// The files searched for in folders, as a phrase for help: `*.xml and *.json files, and *.txt and *.log files
    /// holding a text dump`.
    public static var searchedFiles: String {
        var seen = Set<String>()
        let definite = all.flatMap(\.fileExtensions).filter { seen.insert($0).inserted }.map { "*." + $0 }
        let checked = all.flatMap(\.contentCheckedExtensions).filter { seen.insert($0).inserted }.map { "*." + $0 }
        func list(_ items: [String]) -> String {
            items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items.last!
        }
        let files = list(definite) + " files"
        return checked.isEmpty ? files : files + ", and " + list(checked) + " files holding a text dump"
    }

    /// The extensions searched for in folders, as `*.json` patterns for messages; those taken only when their
    /// content is recognised say so (`*.txt holding a dump`).
    public static var searchedPatterns: [String] {
        var seen = Set<String>()
        let definite = all.flatMap(\.fileExtensions).filter { seen.insert($0).inserted }.map { "*." + $0 }
        let checked = all.flatMap(\.contentCheckedExtensions).filter { seen.insert($0).inserted }.map { "*." + $0 }
        guard !checked.isEmpty else { return definite }
        return definite + [checked.joined(separator: " and ") + " holding a text dump"]
    }
}
