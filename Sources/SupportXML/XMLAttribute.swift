/// One attribute of an element, read in place from an ``XMLTape``'s bytes: what the XML recorders match their
/// names and values against without making strings (``XMLTape/readAttributes(of:_:)``).
///
/// It views the tape's bytes through an unsafe pointer, so it is valid only inside the closure it is given to.
/// Names are compared as written; values as decoded (references replaced, white space normalised as in
/// ``XMLTape/value(_:)``), with a byte comparison when the value holds nothing to decode.
public struct XMLAttribute {
    /// The tape's bytes.
    public let bytes: UnsafeBufferPointer<UInt8>
    /// The attribute's node in the tape.
    public let node: Int
    /// Where the name starts in `bytes`.
    public let nameStart: Int
    /// The name's length in bytes.
    public let nameLength: Int
    /// Where the value as written (between the quotes) starts and ends in `bytes`.
    public let valueStart: Int, valueEnd: Int
    /// True when the value as written is its decoded value (no reference, tab or line end in it).
    public let isPlain: Bool

    @inlinable @inline(__always)
    init(bytes: UnsafeBufferPointer<UInt8>, node: Int, entry: XMLTapeNode) {
        self.bytes = bytes
        self.node = node
        nameStart = Int(entry.start)
        nameLength = entry.nameLength != 0xFFFF ? Int(entry.nameLength)
            : XMLTape.nameEnd(bytes, from: Int(entry.start)) - Int(entry.start)
        valueStart = Int(entry.link)
        valueEnd = Int(entry.end)
        isPlain = entry.flags & XMLTapeNode.needsDecoding == 0
    }

    /// The byte at `offset` from the start of the name (`offset < nameLength`).
    @inlinable @inline(__always)
    public func nameByte(_ offset: Int) -> UInt8 { bytes[nameStart + offset] }

    /// Whether the name is `literal`.
    @inlinable @inline(__always)
    public func name(is literal: StaticString) -> Bool {
        XMLBytes.equals(bytes, nameStart, nameStart + nameLength, literal)
    }

    /// The name.
    public var name: String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart ..< nameStart + nameLength]), as: UTF8.self)
    }

    /// The decoded value.
    @inlinable @inline(__always)
    public var value: String {
        isPlain ? String(decoding: UnsafeBufferPointer(rebasing: bytes[valueStart ..< valueEnd]), as: UTF8.self)
            : decodedValue
    }

    /// The value decoded (references replaced, white space normalised).
    @usableFromInline var decodedValue: String {
        String(decoding: XMLValueDecoder.decode(bytes, valueStart ..< valueEnd, .attribute), as: UTF8.self)
    }

    /// Whether the decoded value is `literal`.
    @inlinable @inline(__always)
    public func value(is literal: StaticString) -> Bool {
        if isPlain { return XMLBytes.equals(bytes, valueStart, valueEnd, literal) }
        return literal.withUTF8Buffer { decodedValue.utf8.elementsEqual($0) }
    }

    /// The value as a boolean: true for `true`, false for `false`, nil for anything else.
    @inlinable @inline(__always)
    public var boolean: Bool? {
        if value(is: "true") { return true }
        if value(is: "false") { return false }
        return nil
    }

    /// The value as a whole number when it is one written plainly (``XMLBytes/wholeNumber(_:_:_:)``): an
    /// optional `-` and 1 to 15 digits and nothing else; nil otherwise, for the caller's general number reading.
    @inlinable @inline(__always)
    public var wholeNumber: Int? {
        isPlain ? XMLBytes.wholeNumber(bytes, valueStart, valueEnd) : nil
    }

    /// The value's bytes when it holds nothing to decode, to be read in place; nil otherwise.
    @inlinable @inline(__always)
    public var plainValue: UnsafeBufferPointer<UInt8>? {
        isPlain ? UnsafeBufferPointer(rebasing: bytes[valueStart ..< valueEnd]) : nil
    }
}

extension XMLTape {
    /// Calls `body` with each attribute of `element`, in the order written, read in place (``XMLAttribute``).
    ///
    /// The one attribute loop of the XML recorders: the bytes and the tape are opened once per element, and
    /// nothing is copied or retained per attribute.
    @inlinable @inline(__always)
    public func readAttributes(of element: Int, _ body: (XMLAttribute) throws -> Void) rethrows {
        try bytes.withUnsafeBufferPointer { bytes in
            try nodes.withUnsafeBufferPointer { nodes in
                var attribute = element + 1
                while attribute < nodes.count, nodes[attribute].kind == .attribute {
                    try body(XMLAttribute(bytes: bytes, node: attribute, entry: nodes[attribute]))
                    attribute += 1
                }
            }
        }
    }
}
