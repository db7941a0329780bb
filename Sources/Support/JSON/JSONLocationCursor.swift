/// Locates many offsets of one document in increasing order, in time linear in the input overall
/// (``JSONDocument/location(ofOffset:)`` rescans the line for each call, which is quadratic on a
/// one-line recording with non-ASCII text).
public struct JSONLocationCursor {
    private var document: JSONDocument
    private var line = 0
    private var lineStart = 0
    private var offset = 0
    private var column = 1

    public init(_ document: JSONDocument) {
        self.document = document
        lineStart = document.lineStarts.isEmpty ? 0 : Int(document.lineStarts[0])
        offset = lineStart
    }

    /// The location of `target`; offsets must not decrease between calls (earlier ones fall back to a
    /// direct look-up).
    public mutating func location(ofOffset target: Int) -> SourceLocation {
        guard target >= offset else { return document.location(ofOffset: target) }
        let starts = document.lineStarts
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
        if document.isASCII {
            column += target - offset
        } else {
            document.bytes.withUnsafeBufferPointer { buffer in
                column += (target - offset) - TextChecks.continuationBytes(buffer, from: offset, to: target)
            }
        }
        offset = target
        return SourceLocation(line: line + 1, column: column)
    }

    /// Goes on in `document`, another view of the same input (an element of
    /// ``JSONDocument/forEachArrayElement(bytes:maxDepth:_:)``, or a document to hold meanwhile), keeping
    /// the position reached, so locating stays linear across the elements.
    public mutating func rebase(onto document: JSONDocument) {
        self.document = document
    }

    /// The location of node `node`'s first byte.
    public mutating func location(ofNode node: Int) -> SourceLocation {
        location(ofOffset: Int(document.nodes[node].start))
    }
}
