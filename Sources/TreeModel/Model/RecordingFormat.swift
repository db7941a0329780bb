/// The shape a recording was read from: an id chosen by the recorder that read it (`idb-flat`,
/// `idb-nested`, …), written to reports as is. Each recorder declares its own formats beside it.
public struct RecordingFormat: RawRepresentable, Sendable, Hashable {
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    /// The file could not be read as a recording.
    public static let unknown = RecordingFormat(rawValue: "unknown")
}
