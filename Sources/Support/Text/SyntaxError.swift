/// Why a byte sequence is not a well-formed document of the format a reader reads (JSON, RFC 8259; XML 1.0),
/// and where: one type for both readers.
///
/// `message` is one phrase with a lower-case start and no final period, for example
/// `expected ',' or '}' after an object member` or `end tag '</b>' does not match the start tag '<a>' at 1:1`.
/// `offset` and `location` point at the offending byte; for an unexpected end of input they point just past the
/// last byte.
public struct SyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Byte offset of the offending byte in the UTF-8 text (the input itself, or its UTF-8 transcoding when an
    /// XML input is UTF-16; equal to the text's length at end of input).
    public var offset: Int
    /// 1-based line and column (in Unicode scalars) of `offset`.
    public var location: SourceLocation
    /// What is wrong, e.g. `invalid UTF-8 byte 0xFF` or `nesting is deeper than 512 levels`.
    public var message: String

    public init(offset: Int, location: SourceLocation, message: String) {
        self.offset = offset
        self.location = location
        self.message = message
    }

    /// `line:column: message`, e.g. `1:8: expected ',' or '}' after an object member`.
    public var description: String {
        "\(location.line):\(location.column): \(message)"
    }
}
