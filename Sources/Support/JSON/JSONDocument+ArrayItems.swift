extension JSONDocument {
    /// Parses `bytes` when its top-level value is an array, one element at a time, so a large recording's
    /// tape never holds the whole document: `body` gets a document for each element, in order, whose root
    /// is that element (the same bytes, offsets, lines and locations as in the whole document). `body` must
    /// not keep the document: the next element is parsed once it returns.
    ///
    /// Returns nil, having called nothing, when the top-level value is not an array (parse it with
    /// ``init(bytes:maxDepth:)``); otherwise a document holding only the array's node (its `count`, its
    /// location; no elements). Validation is the same as ``init(bytes:maxDepth:)``'s, and so is the error:
    /// the elements before it have been handed to `body`.
    public static func forEachArrayElement(bytes: [UInt8], maxDepth: Int = 512, _ body: (JSONDocument) -> Void)
        throws(SyntaxError) -> JSONDocument? {
        let result: Result<JSONDocument?, SyntaxError> = bytes.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(buffer, maxDepth: maxDepth)
            defer { parser.deallocate() }
            do throws(SyntaxError) {
                guard let array = try parser.parseArrayItems({ nodes, lineStarts, nonASCII in
                    body(JSONDocument(bytes: bytes, nodes: nodes, lineStarts: lineStarts, isASCII: !nonASCII))
                }) else { return .success(nil) }
                let node = JSONNode(kind: .array, start: UInt32(array.start), end: 1, count: UInt32(array.count))
                return .success(JSONDocument(bytes: bytes, nodes: [node], lineStarts: parser.lineStarts,
                                             isASCII: !parser.sawNonASCII))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    init(bytes: [UInt8], nodes: [JSONNode], lineStarts: [UInt32], isASCII: Bool) {
        self.bytes = bytes
        self.nodes = nodes
        self.lineStarts = lineStarts
        self.isASCII = isASCII
    }
}
