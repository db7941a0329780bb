import Support

/// Locates many offsets of one ``XMLTape`` in increasing order, in time linear in the text overall
/// (``XMLTape/location(ofOffset:)`` rescans the line for each call, which is quadratic on a one-line
/// `uiautomator dump` with non-ASCII text).
public struct XMLLocationCursor {
    private let tape: XMLTape
    private var line = 0
    private var lineStart = 0
    private var offset = 0
    private var column = 1

    public init(_ tape: XMLTape) {
        self.tape = tape
        lineStart = Int(tape.lineStarts[0])
        offset = lineStart
    }

    /// The location of `target`; offsets must not decrease between calls (earlier ones fall back to a
    /// direct look-up).
    public mutating func location(ofOffset target: Int) -> XMLLocation {
        guard target >= offset, target <= tape.bytes.count else { return tape.location(ofOffset: target) }
        let starts = tape.lineStarts
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
        if tape.isASCII {
            column += target - offset
        } else {
            tape.bytes.withUnsafeBufferPointer { buffer in
                column += (target - offset) - TextChecks.continuationBytes(buffer, from: offset, to: target)
            }
        }
        offset = target
        return XMLLocation(line: line + 1, column: column)
    }

    /// The location of node `node` (see ``XMLTape/location(_:)``).
    public mutating func location(ofNode node: Int) -> XMLLocation {
        location(ofOffset: Int(tape.nodes[node].start))
    }
}
