/// What the XML declaration (`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>`) said, as written.
public struct XMLDeclaration: Sendable, Hashable {
    /// `1.0` (any `1.` followed by digits is accepted, as XML 1.0 fifth edition asks).
    public var version: String
    /// The encoding name as written (`UTF-8`, `utf-8`, `UTF-16`), or nil when the declaration has none.
    public var encoding: String?
    /// `true` for `standalone="yes"`, `false` for `"no"`, nil when absent.
    public var standalone: Bool?

    public init(version: String, encoding: String?, standalone: Bool?) {
        self.version = version
        self.encoding = encoding
        self.standalone = standalone
    }
}
