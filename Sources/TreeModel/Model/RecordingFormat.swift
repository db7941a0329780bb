/// The shape a recording was read from.
public enum RecordingFormat: String, Sendable, Hashable, CaseIterable {
    /// `idb ui describe-all`: a flat array in pre-order, no `children`.
    case idbFlat = "idb-flat"
    /// `idb ui describe-all --nested` or AXe `describe-ui`: an array holding one root with `children`.
    case idbNested = "idb-nested"
    /// `idb ui describe-point`: one bare object.
    case idbPoint = "idb-point"
    /// Any of the above inside `{"content":[{"type":"text","text": …}]}` as MCP servers store it.
    case mcpWrapper = "mcp-wrapper"
    /// The file could not be read as a recording.
    case unknown = "unknown"
}
