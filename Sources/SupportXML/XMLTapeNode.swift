/// One entry of an ``XMLTape``: an element, one of its attributes, a run of character data or a processing
/// instruction, in document order.
///
/// An element is followed by its attributes (in the order written), then by its content (pre-order), so a
/// subtree is a contiguous range of the tape; ``XMLTape/next(_:)`` steps over it. Comments and the XML
/// declaration are checked but not stored.
public struct XMLTapeNode: Sendable, Hashable {
    /// What a node is.
    public enum Kind: UInt8, Sendable {
        /// `<name …>`: `start` is the offset of `<`, `end` the offset just past the name, `link` the index
        /// of the node after the element's last descendant.
        case element
        /// `name="value"`: `start` is the offset of the name, `end` the offset of the closing quote, `link`
        /// the offset of the first byte of the value; `nameLength` the name's length in bytes.
        case attribute
        /// Character data between markup (references included): `start..<end` is the raw text.
        case text
        /// A `<![CDATA[…]]>` section: `start..<end` is the raw text between `<![CDATA[` and `]]>`.
        case cdata
        /// `<?target data?>`: `start` is the offset of `<?`, `end` the offset of `?>`, `link` the offset
        /// where the data starts (just past the whitespace after the target); `nameLength` the target's length.
        case processingInstruction
    }

    /// Flag: the raw bytes hold a reference (`&…;`) or a line end or tab that decoding changes, so
    /// ``XMLTape/value(_:)`` and ``XMLTape/text(_:)`` must decode rather than copy.
    public static let needsDecoding: UInt8 = 1
    /// Flag on text: the run holds only XML white space (space, tab, CR, LF).
    public static let whitespaceOnly: UInt8 = 2

    /// The kind of node.
    public var kind: Kind
    /// ``needsDecoding`` and ``whitespaceOnly``.
    public var flags: UInt8
    /// The length in bytes of an attribute's name or a processing instruction's target, or 0xFFFF when it
    /// is that long or longer (the name is then measured again when asked for).
    public var nameLength: UInt16
    /// A byte offset (see ``Kind``).
    public var start: UInt32
    /// A byte offset (see ``Kind``).
    public var end: UInt32
    /// A node index (elements) or a byte offset (attributes, processing instructions); see ``Kind``.
    public var link: UInt32

    @inlinable
    public init(kind: Kind, flags: UInt8, nameLength: UInt16, start: UInt32, end: UInt32, link: UInt32) {
        self.kind = kind
        self.flags = flags
        self.nameLength = nameLength
        self.start = start
        self.end = end
        self.link = link
    }
}
