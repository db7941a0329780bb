import SupportXML
import TreeModel

/// Reads any recording the registered recorders know: the file's name and the start of its content choose the
/// recorder.
public enum RecordingReader {
    /// Reads `bytes` recorded at `file` (the path is used in messages, on the screen and to recognise the format).
    public static func read(bytes: [UInt8], file: String) -> Screen {
        let head = RecordingHead(fileName: file, bytes: bytes[...])
        guard let recorder = RecorderRegistry.recorder(for: head) else {
            if let screen = readUTF16(bytes: bytes, file: file) { return marked(screen) }
            // Located at the start: the first bytes are what no recorder recognised.
            return .unreadable(file: file, error: ReadError(
                file: file, location: SourceLocation(line: 1, column: 1),
                message: "not a recording this tool reads (\(RecorderRegistry.all.map(\.summary).joined(separator: "; ")))"))
        }
        return marked(recorder.read(bytes: bytes, file: file))
    }

    /// What the screen's geometry tells of the device, for any recorder: an Apple TV app's 1920 x 1080 pt screen
    /// (`AppleDisplay`). Android recorders say it themselves, from the display and rotation they record.
    static func marked(_ screen: Screen) -> Screen {
        guard screen.status == .ok, screen.platform == .iOS, !screen.television,
              AppleDisplay.isTelevision(bounds: screen.bounds) else { return screen }
        var screen = screen
        screen.television = true
        return screen
    }

    /// A file saved as UTF-16 with a byte order mark (PowerShell's `>` writes `adb exec-out uiautomator dump`
    /// output so): recognised from its text, and read by its recorder, as UTF-16 when its XML declaration says
    /// so, else from its UTF-8 form with a located note that the declaration names another encoding. Nil when
    /// the file does not start with a UTF-16 byte order mark, is not whole UTF-16, or no recorder knows its text.
    static func readUTF16(bytes: [UInt8], file: String) -> Screen? {
        guard bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) else { return nil }
        // The XML reader's strict transcoder: broken UTF-16 is no recording.
        let utf8: [UInt8]? = bytes.withUnsafeBufferPointer { buffer in try? UTF16Transcoder.utf8(from: buffer, bigEndian: bytes[0] == 0xFE) }
        guard let text = utf8, let recorder = RecorderRegistry.recorder(for: RecordingHead(fileName: file, bytes: text[...])) else { return nil }
        // The XML declaration, if any, in the first line.
        let declaration = String(decoding: text.prefix(200).prefix { $0 != 0x0A && $0 != 0x3E }, as: UTF8.self).lowercased()
        guard declaration.hasPrefix("<?xml"), let encoding = declaration.firstRange(of: "encoding") else {
            return recorder.read(bytes: text, file: file)
        }
        if declaration[encoding.upperBound...].contains("utf-16") { return recorder.read(bytes: bytes, file: file) }
        var screen = recorder.read(bytes: text, file: file)
        if screen.status != .unreadable {
            screen.problems.insert(RecordingProblem(file: file, location: SourceLocation(line: 1, column: 1), message:
                "the file is saved as UTF-16 (it starts with a UTF-16 byte order mark) but its XML declaration names another encoding, as PowerShell's `>` saves a dump; it was read as UTF-16", element: 0), at: 0)
        }
        return screen
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
