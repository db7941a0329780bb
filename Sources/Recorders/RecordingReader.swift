import TreeModel

/// Reads any recording the registered recorders know: the file's name and the start of its content choose the
/// recorder.
public enum RecordingReader {
    /// Reads `bytes` recorded at `file` (the path is used in messages, on the screen and to recognise the format).
    public static func read(bytes: [UInt8], file: String) -> Screen {
        let head = RecordingHead(fileName: file, bytes: bytes[...])
        guard let recorder = RecorderRegistry.recorder(for: head) else {
            // Located at the start: the first bytes are what no recorder recognised.
            return .unreadable(file: file, error: ReadError(
                file: file, location: SourceLocation(line: 1, column: 1),
                message: "not a recording this tool reads (\(RecorderRegistry.all.map(\.summary).joined(separator: "; ")))"))
        }
        return recorder.read(bytes: bytes, file: file)
    }

    /// Reads the file at `path`; `displayPath` is how it is named in output (defaults to `path`).
    public static func read(contentsOf path: String, displayPath: String? = nil) -> Screen {
        let name = displayPath ?? path
        switch FileBytes.read(path) {
        case .success(let bytes):
            return read(bytes: bytes, file: name)
        case .failure(let reason):
            return .unreadable(file: name, error: ReadError(file: name, location: nil, message: reason.message))
        }
    }
}
