import TreeModel

/// Which recordings are one screen at two text sizes, and which of the two is the large one: built from
/// `check --compare default/ large/` (paired by relative path; the first folder is the default size) or
/// from the configuration's `compare` entry. A recording in no pair is in no group.
public struct TextSizePairs: Sendable, Hashable {
    /// The size a recording was stated to be taken at; `.unstated` leaves it to the text heights.
    public enum Size: String, Sendable, Hashable { case `default`, large, unstated }

    public struct Member: Sendable, Hashable {
        public var key: String
        public var size: Size
    }

    public private(set) var members: [String: Member] = [:]

    public init() {}

    /// Pairs `defaultFile` with `largeFile` under `key` (the relative path); `stated` false leaves the
    /// sizes to be inferred.
    public mutating func add(key: String, defaultFile: String, largeFile: String, stated: Bool = true) {
        members[defaultFile] = Member(key: key, size: stated ? .default : .unstated)
        members[largeFile] = Member(key: key, size: stated ? .large : .unstated)
    }

    public func member(_ file: String) -> Member? { members[file] }

    /// The other recording of `file`'s pair, if it is in one.
    public func partner(of file: String) -> String? {
        guard let key = members[file]?.key else { return nil }
        return members.first { $0.key != file && $0.value.key == key }?.key
    }
}
