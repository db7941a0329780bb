/// Locates many offsets of one text in increasing order, in time linear in the text overall
/// (``LineTable/location(ofOffset:in:)`` rescans the line for each call, which is quadratic on a one-line
/// recording with non-ASCII text, such as a `uiautomator dump`). The JSON and XML recorders use it alike.
public struct LocationCursor {
    private var bytes: [UInt8]
    private var lines: LineTable
    private var line = 0
    private var lineStart = 0
    private var offset = 0
    private var column = 1

    public init(bytes: [UInt8], lines: LineTable) {
        self.bytes = bytes
        self.lines = lines
        lineStart = Int(lines.starts[0])
        offset = lineStart
    }

    /// The location of `target`; offsets must not decrease between calls (earlier ones fall back to a
    /// direct look-up).
    public mutating func location(ofOffset target: Int) -> SourceLocation {
        guard target >= offset, target <= bytes.count else { return lines.location(ofOffset: target, in: bytes) }
        let starts = lines.starts
        var moved = false
        while line + 1 < starts.count, Int(starts[line + 1]) <= target {
            line += 1
            moved = true
        }
        if moved {
            lineStart = Int(starts[line])
            offset = lineStart
            column = 1
        }
        if lines.isASCII {
            column += target - offset
        } else {
            bytes.withUnsafeBufferPointer { buffer in
                column += (target - offset) - TextChecks.continuationBytes(buffer, from: offset, to: target)
            }
        }
        offset = target
        return SourceLocation(line: line + 1, column: column)
    }

    /// Goes on in another view of the same text (a JSON array element parsed since, whose line table has grown;
    /// or a small document to hold meanwhile, so the element's memory is released), keeping the position
    /// reached, so locating stays linear across the views.
    public mutating func rebase(bytes: [UInt8], lines: LineTable) {
        self.bytes = bytes
        self.lines = lines
    }
}
