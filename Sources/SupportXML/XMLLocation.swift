/// A 1-based line and column in an XML text. Columns count Unicode scalars, as the JSON reader's
/// `SourceLocation` does; a consumer that has that type converts field by field.
public struct XMLLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: XMLLocation, rhs: XMLLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// `line:column`, e.g. `3:17`.
    public var description: String { "\(line):\(column)" }
}
