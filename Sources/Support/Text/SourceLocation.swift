/// Where something is in a recording: 1-based line and column (columns count Unicode scalars). The JSON and XML
/// readers and every recorder locate with it.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// `line:column`, e.g. `3:17`.
    public var description: String { "\(line):\(column)" }
}
