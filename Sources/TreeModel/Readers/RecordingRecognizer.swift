/// Decides, from a file's name, whether a folder scan takes it as a recording. The one place that answers
/// "is this a recording?" before a file is opened: when more readers exist, it asks them.
///
/// Today every reader reads JSON, so a recording is a file whose name ends in `.json`. Files met in a scan
/// that are not taken are listed in the run's summary, never dropped without a word.
public enum RecordingRecognizer {
    /// The name endings that a reader takes, as they are written in messages.
    public static let fileNameEndings = [".json"]

    /// True when a reader takes a file with this name (the last path component).
    public static func isRecording(fileName: String) -> Bool {
        fileNameEndings.contains { fileName.hasSuffix($0) }
    }
}
