extension JSONParser {
    /// Parses a document whose top-level value is an array one element at a time: `body` gets the tape of
    /// each element (the element at index 0, skip pointers local to it) and the line starts so far, and
    /// the tape is released before the next element is parsed, so it never holds the whole document.
    ///
    /// Returns nil, having called nothing, when the top-level value is not an array; otherwise the offset
    /// of its `[` and its number of elements. Throws the same error at the same place as `parse()`
    /// (the elements before it have been handed to `body`).
    mutating func parseArrayItems(_ body: (_ nodes: [JSONNode], _ lineStarts: [UInt32], _ nonASCII: Bool) -> Void)
        throws(SyntaxError) -> (start: Int, count: Int)? {
        if n >= UInt32.max {
            throw JSONParser.error(p, n, 0, "the input is larger than 4 GiB")
        }
        if n >= 3, p[0] == 0xEF, p[1] == 0xBB, p[2] == 0xBF { i = 3 }
        lineStarts.append(UInt32(i))
        skipWhitespace()
        guard i < n, p[i] == 0x5B else { return nil }
        let start = i
        // The array's own frame; its node is not kept (`close()` writes it into unused room).
        if depth >= maxDepth {
            throw JSONParser.error(p, n, i, "nesting is deeper than \(maxDepth) levels")
        }
        frames.initialize(to: Frame(index: 0, count: 0, isObject: false))
        depth = 1
        i += 1
        skipWhitespace()
        if i < n, p[i] == 0x5D {  // ]
            i += 1
            depth = 0
            skipWhitespace()
            if i < n {
                throw unexpected(i, "unexpected \(JSONParser.describe(p, n, i)) after the top-level value")
            }
            return (start, 0)
        }
        streamsItems = true
        // The first element may be the whole tree (nested output): room for it as `parse()` would make.
        var capacity = max(64, n / 6)
        var count = 0
        while true {
            var storage: [JSONNode] = []
            var failure: SyntaxError?
            var done = false
            nodeCount = 0
            while true {
                storage = [JSONNode](unsafeUninitializedCapacity: capacity) { buffer, initialized in
                    let base = buffer.baseAddress!
                    storage.withUnsafeBufferPointer { old in
                        if let oldBase = old.baseAddress, !old.isEmpty {
                            base.initialize(from: oldBase, count: old.count)
                        }
                    }
                    nodeBase = base
                    nodeCapacity = buffer.count
                    do throws(SyntaxError) {
                        done = try run()
                    } catch {
                        failure = error
                    }
                    nodeBase = nil
                    initialized = nodeCount
                }
                if let failure { throw failure }
                if done || itemPending { break }
                capacity = storage.capacity * 2
            }
            if done { return (start, count) }
            count += 1
            let used = storage.count
            body(storage, lineStarts, sawNonASCII)
            storage = []
            capacity = max(64, 2 * used)
        }
    }
}
