import TreeModel

extension IDBRecorder {
    /// From this size on, a top-level array is read element by element: the memory saved (the tape, 1–2 times
    /// the file) matters for large screens, and the per-element hand-over costs a few percent on small files.
    static let elementByElementSize = 1 << 20

    /// Reads a recording whose top-level value is an array (flat or nested output) element by element, as
    /// the parser finishes each, so the JSON tape never holds the whole document next to the elements. The
    /// result is the one `IDBElementReader.screen()` gives, errors included: a syntax error anywhere wins
    /// over an error in an element before it. Nil when the top-level value is not an array.
    static func readArray(bytes: [UInt8], file: String) -> Screen? {
        var reader: IDBElementReader?
        var failure: ReadError?
        let array: JSONDocument?
        do {
            array = try JSONDocument.forEachArrayElement(bytes: bytes) { element in
                guard failure == nil else { return }
                Tape.with(element) { tape in
                    if reader == nil {
                        reader = IDBElementReader(document: element, tape: tape, file: file)
                        // An idb element takes about 300 bytes of JSON; unused room is never touched.
                        reader?.tree = TreeBuilder(expectedCount: bytes.count / 256 + 1)
                    }
                    do {
                        try reader?.read(element: element, tape: tape)
                    } catch let error as ReadError {
                        failure = error
                    } catch {
                        failure = ReadError(file: file, location: nil, message: "\(error)")
                    }
                }
            }
        } catch {
            return .unreadable(file: file, error: ReadError(file: file, location: error.location, message: error.message))
        }
        guard let array else { return nil }
        if let failure { return .unreadable(file: file, error: failure) }
        // Taken, not copied: a copy would share the elements, and finishing them would then copy them all.
        var done = reader.take() ?? IDBElementReader(document: array, tape: Tape.empty, file: file)
        done.document = array
        done.endArray(from: 0, wrapped: false)
        return done.finish()
    }
}

extension IDBElementReader {
    /// A document to hold between elements: the element's document (its tape and the parser's line starts)
    /// must be released before the parser goes on, or each line start added would copy them. `IDBFastReader`
    /// finishes its screens with a reader holding it (it has no document).
    static let between: JSONDocument = {
        do { return try JSONDocument(bytes: Array("[]".utf8)) } catch { fatalError("\(error)") }
    }()

    /// Reads one element of a top-level array (`element`'s root) into the tree.
    mutating func read(element: JSONDocument, tape: Tape) throws {
        document = element
        self.tape = tape
        cursor.rebase(bytes: element.bytes, lines: element.lines)
        defer {
            document = Self.between
            self.tape = .empty
            cursor.rebase(bytes: Self.between.bytes, lines: Self.between.lines)
        }
        try readElement(element.root)
    }
}

extension Tape {
    /// No nodes, no bytes: what a reader holds between documents.
    static var empty: Tape { Tape(nodes: UnsafeBufferPointer(start: nil, count: 0), bytes: UnsafeBufferPointer(start: nil, count: 0)) }
}
