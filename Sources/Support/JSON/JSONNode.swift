/// One entry of a ``JSONDocument``'s tape: a value (or an object key) in document order.
///
/// Containers are followed by their descendants (pre-order); an object's members are stored
/// as a key node (a string) followed by the value's node(s).
public struct JSONNode: Sendable, Hashable {
    /// The kind of JSON value a node holds.
    public enum Kind: UInt8, Sendable {
        case null, `true`, `false`, number, string, array, object
    }

    /// The kind of value.
    public var kind: Kind
    /// Byte offset of the token's first byte (`{`, `[`, `"`, `-`, a digit, `t`, `f` or `n`).
    public var start: UInt32
    /// For a string: the offset just past the closing quote. For a number or literal: the offset
    /// just past its last byte. For an array or object: the node *index* just past the container's
    /// last descendant (a skip pointer; see ``JSONDocument/next(_:)``).
    public var end: UInt32
    /// For an array: the number of elements. For an object: the number of members.
    /// For a string: 1 if it contains a backslash escape, else 0. Otherwise 0.
    public var count: UInt32

    @inlinable
    public init(kind: Kind, start: UInt32, end: UInt32, count: UInt32) {
        self.kind = kind
        self.start = start
        self.end = end
        self.count = count
    }
}
