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
    ]

    /// The recorder with this id.
    public static func recorder(id: String) -> (any Recorder)? { all.first { $0.id == id } }

    /// The first recorder that recognises the file, or nil.
    public static func recorder(for head: RecordingHead) -> (any Recorder)? { all.first { $0.recognises(head) } }

    /// Whether a file found while searching a folder is taken as a recording: by its extension, in any case.
    public static func takes(fileNamed name: String) -> Bool {
        all.contains { recorder in recorder.fileExtensions.contains { RecordingHead.name(name, hasExtension: $0) } }
    }

    /// The extensions searched for in folders, as `*.json` patterns for messages.
    public static var searchedPatterns: [String] {
        var seen = Set<String>()
        return all.flatMap(\.fileExtensions).filter { seen.insert($0).inserted }.map { "*." + $0 }
    }
}
