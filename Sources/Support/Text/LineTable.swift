/// Where the lines of a UTF-8 text start, made by the JSON and XML readers as they scan it: from it a byte offset
/// becomes a line and column.
public struct LineTable: Sendable, Hashable {
    /// Byte offsets at which lines start; `starts[0]` is line 1 (0, or 3 after a byte order mark).
    public let starts: [UInt32]
    /// Whether the text is all ASCII (a column is then a byte count).
    public let isASCII: Bool

    public init(starts: [UInt32], isASCII: Bool) {
        self.starts = starts.isEmpty ? [0] : starts
        self.isASCII = isASCII
    }

    /// Number of lines (at least 1).
    public var count: Int { starts.count }

    /// 1-based line and column (in Unicode scalars) of byte `offset` of `bytes` (clamped to the text).
    /// O(log lines), plus a scan of the line up to `offset` when the text is not ASCII. To locate many offsets in
    /// increasing order, use ``LocationCursor``, which is linear in the text overall.
    public func location(ofOffset offset: Int, in bytes: [UInt8]) -> SourceLocation {
        let offset = max(0, min(offset, bytes.count))
        var lo = 0, hi = starts.count  // invariant: starts[lo] <= offset (or lo == 0)
        while hi - lo > 1 {
            let mid = (lo + hi) >> 1
            if Int(starts[mid]) <= offset { lo = mid } else { hi = mid }
        }
        let lineStart = Int(starts[lo])
        if offset <= lineStart { return SourceLocation(line: lo + 1, column: 1) }
        var column = offset - lineStart + 1
        if !isASCII {
            bytes.withUnsafeBufferPointer { buffer in
                column -= TextChecks.continuationBytes(buffer, from: lineStart, to: offset)
            }
        }
        return SourceLocation(line: lo + 1, column: column)
    }
}
