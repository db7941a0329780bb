/// Why a byte sequence is not a well-formed XML 1.0 document this reader accepts, and where.
///
/// `message` is one phrase with a lower-case start and no final period, for example
/// `end tag '</b>' does not match the start tag '<a>' at 1:1`. `offset` and `location` point at the
/// offending character; for an unexpected end of input they point just past the last byte.
public struct XMLSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Byte offset of the offending byte in the UTF-8 text (the input itself, or its UTF-8 transcoding when
    /// the input is UTF-16; equal to the text's length at end of input).
    public var offset: Int
    /// 1-based line and column (in Unicode scalars) of the offending character.
    public var location: XMLLocation
    /// What is wrong, e.g. `invalid UTF-8 byte 0xFF` or `nesting is deeper than 512 elements`.
    public var message: String

    public init(offset: Int, location: XMLLocation, message: String) {
        self.offset = offset
        self.location = location
        self.message = message
    }

    /// `line:column: message`, e.g. `2:5: duplicate attribute 'id' in element 'node'`.
    public var description: String {
        "\(location.line):\(location.column): \(message)"
    }
}
