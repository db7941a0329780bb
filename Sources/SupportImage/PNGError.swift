/// Why a PNG file could not be decoded: what is wrong, at which byte offset of the file, and in which chunk.
///
/// The decoder works on bytes and does not know the file's path; the caller adds it
/// (`"\(path): \(error)"`).
public struct PNGError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The family of the problem, for callers and tests that branch on it.
    public enum Kind: String, Sendable, Equatable {
        /// The file does not start with the PNG signature (a JPEG, a text file, a damaged signature).
        case notPNG
        /// The file ends before a chunk, its data or its CRC is complete, or before `IEND`.
        case truncated
        /// A chunk's stored CRC does not match the CRC of its type and data.
        case badCRC
        /// `IHDR` is missing, malformed, or holds an invalid combination of fields.
        case badHeader
        /// The image is larger than the decoder's pixel limit; refused before any pixel memory is allocated.
        case tooLarge
        /// Chunks appear in an order the specification forbids, or a unique chunk repeats.
        case chunkOrder
        /// A chunk's content is malformed (wrong length, unknown method, unknown critical chunk).
        case badChunk
        /// The palette is missing, malformed, or an index points past its end.
        case badPalette
        /// The zlib stream in the `IDAT` chunks is corrupt, or inflates to more or fewer bytes than the image needs.
        case compression
        /// A scanline starts with a filter type other than 0–4.
        case badFilter
    }

    public let kind: Kind
    /// One sentence that says what is wrong.
    public let message: String
    /// The byte offset in the file where the problem was found (the start of the chunk or field at fault).
    public let offset: Int
    /// The four-letter type of the chunk at fault, when the problem lies in a chunk.
    public let chunk: String?

    public init(_ kind: Kind, _ message: String, offset: Int, chunk: String? = nil) {
        self.kind = kind
        self.message = message
        self.offset = offset
        self.chunk = chunk
    }

    /// `"<message> (chunk IDAT at byte 57)"`, or `"<message> (at byte 0)"` outside any chunk.
    public var description: String {
        if let chunk {
            return "\(message) (chunk \(chunk) at byte \(offset))"
        }
        return "\(message) (at byte \(offset))"
    }
}
