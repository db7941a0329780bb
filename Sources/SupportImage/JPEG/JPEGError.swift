/// Why a JPEG file could not be decoded: what is wrong, at which byte offset of the file, and in which
/// marker segment.
///
/// The decoder works on bytes and does not know the file's path; the caller adds it (`"\(path): \(error)"`).
public struct JPEGError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The family of the problem, for callers and tests that branch on it.
    public enum Kind: String, Sendable, Equatable {
        /// The file does not start with the JPEG start-of-image marker (FF D8).
        case notJPEG
        /// The file ends inside a marker segment, inside the entropy-coded data of a scan, or before the
        /// end-of-image marker; or it is too short for the number of blocks its frame header claims.
        case truncated
        /// A coding process or form the decoder does not implement: arithmetic coding, lossless and
        /// hierarchical JPEG, 12-bit samples, 2 or 4 components (CMYK, YCCK), a height given by DNL.
        case unsupported
        /// The frame header (SOF) is malformed: a zero width, bad sampling factors, repeated component ids.
        case badFrame
        /// The picture has more pixels than the decoder's limit; refused before any pixel memory is allocated.
        case tooLarge
        /// Markers in an order the specification forbids: a scan before the frame, a second frame, a scan
        /// using a table no DHT or DQT defined, no scan at all, a component no scan covers.
        case markerOrder
        /// A marker segment's content is malformed (wrong length, a table id over 3, an over-subscribed
        /// Huffman table, scan parameters out of range), or a byte where a marker must be.
        case badSegment
        /// The entropy-coded data is corrupt: a Huffman code no table holds, a run past the 64 coefficients of
        /// a block, a magnitude category out of range, a missing or misnumbered restart marker.
        case badData
    }

    public let kind: Kind
    /// One sentence that says what is wrong.
    public let message: String
    /// The byte offset in the file where the problem was found (the marker segment, or the entropy-coded
    /// data's position, as near as the decoder can tell).
    public let offset: Int
    /// The name of the marker segment at fault (`SOF0`, `DHT`, `SOS`, `APP1`, …), when there is one.
    public let marker: String?

    public init(_ kind: Kind, _ message: String, offset: Int, marker: String? = nil) {
        self.kind = kind
        self.message = message
        self.offset = offset
        self.marker = marker
    }

    /// `"<message> (marker SOS at byte 623)"`, or `"<message> (at byte 0)"` outside any segment.
    public var description: String {
        if let marker {
            return "\(message) (marker \(marker) at byte \(offset))"
        }
        return "\(message) (at byte \(offset))"
    }
}
