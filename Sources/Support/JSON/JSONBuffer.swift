/// Builds JSON text into one byte buffer (the writer beside `JSONDocument`, the reader). Callers write keys
/// in sorted order, so output is stable.
public struct JSONBuffer: Sendable {
    /// The bytes written so far, in storage of the buffer's own: JSON is written a few bytes at a time, and
    /// appending to an array checks its uniqueness and capacity on every call. Copy on write, as an array.
    private var storage: JSONBytes
    /// Whether each open container has an item yet, one bit per level (the innermost in bit 0), for the
    /// first 64 levels; deeper levels keep theirs in `deeperCommas`.
    private var commas: UInt64 = 0
    private var deeperCommas: [Bool] = []
    /// How many containers are open.
    private var depth = 0
    /// Set after a key: the next value continues the member instead of starting an item.
    private var suppressNext = false
    /// Pretty-printed with two spaces, one member per line.
    public let pretty: Bool

    /// The bytes written so far.
    public var bytes: [UInt8] { storage.array() }

    /// Calls `body` with the bytes written so far, without copying them.
    public func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try storage.withBytes(body)
    }

    public init(pretty: Bool = true, capacity: Int = 1 << 16) {
        self.pretty = pretty
        storage = JSONBytes(capacity: capacity)
    }

    /// A buffer for one value that will sit `depth` containers deep in a larger document: its lines are
    /// indented for that depth and it starts with the line break (no comma) that comes before a first item.
    /// Join such fragments with `,` to splice them into the document (see `assumeItemsWritten()`).
    public init(pretty: Bool = true, capacity: Int = 1024, nestedIn depth: Int) {
        self.pretty = pretty
        storage = JSONBytes(capacity: capacity)
        for _ in 0..<depth { push() }
    }

    /// Takes the bytes written so far, keeping the nesting state, so a document can be streamed.
    public mutating func drain() -> [UInt8] {
        let taken = storage.array()
        writable().removeAll()
        return taken
    }

    /// Records that items were written into the open container by other means (spliced fragments), so it
    /// closes on a line of its own and a further item gets its comma.
    public mutating func assumeItemsWritten() {
        guard depth > 0 else { return }
        setHasItems()
    }

    public var text: String { storage.withBytes { String(decoding: $0, as: UTF8.self) } }

    // MARK: Nesting

    private mutating func push() {
        if depth >= 64 { deeperCommas.append(commas >> 63 != 0) }
        commas <<= 1
        depth += 1
    }

    /// Closes the innermost container; true when it had items.
    private mutating func pop() -> Bool {
        let had = commas & 1 != 0
        commas >>= 1
        depth -= 1
        if depth >= 64 { commas |= UInt64(deeperCommas.removeLast() ? 1 : 0) << 63 }
        return had
    }

    private mutating func setHasItems() { commas |= 1 }

    // MARK: Bytes

    /// The storage, made unique first: each public call asks once, and its helpers write to what it got.
    @inline(__always)
    private mutating func writable() -> JSONBytes {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    private static func raw(_ text: StaticString, to out: JSONBytes) {
        out.append(text.utf8Start, text.utf8CodeUnitCount)
    }

    /// A line break and 64 levels of indentation, appended as one run (deeper levels add the rest).
    private static let lineStart: StaticString = "\n                                                                                                                                "

    private func newline(_ out: JSONBytes) {
        guard pretty else { return }
        let wanted = 1 + 2 * depth
        let prepared = Self.lineStart.utf8CodeUnitCount
        out.append(Self.lineStart.utf8Start, min(wanted, prepared))
        if wanted > prepared {
            for _ in 0..<(wanted - prepared) { out.append(0x20) }
        }
    }

    /// Starts a value inside the current container: comma and line break as needed.
    private mutating func beginValue(_ out: JSONBytes) {
        guard depth > 0 else { return }
        if commas & 1 != 0 { out.append(0x2C) }
        setHasItems()
        newline(out)
    }

    private mutating func valueStart(_ out: JSONBytes) {
        if suppressNext { suppressNext = false } else { beginValue(out) }
    }

    @_disfavoredOverload
    public mutating func key(_ name: String) {
        let out = writable()
        beginValue(out)
        Self.appendString(name, to: out)
        out.append(0x3A)
        if pretty { out.append(0x20) }
        // The value that follows belongs to this key: no comma or line break before it.
        suppressNext = true
    }

    /// A key written in the source: appended as it is, without looking for what needs escaping, so it must
    /// hold none (no `"`, backslash or control character; checked in debug builds).
    public mutating func key(_ name: StaticString) {
        let out = writable()
        beginValue(out)
        out.append(0x22)
        assert(!UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount).contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C },
               "a key that needs escaping")
        out.append(name.utf8Start, name.utf8CodeUnitCount)
        if pretty { Self.raw("\": ", to: out) } else { Self.raw("\":", to: out) }
        suppressNext = true
    }

    public mutating func beginObject() {
        let out = writable()
        valueStart(out)
        out.append(0x7B)
        push()
    }

    public mutating func endObject() {
        let out = writable()
        if pop() { newline(out) }
        out.append(0x7D)
    }

    public mutating func beginArray() {
        let out = writable()
        valueStart(out)
        out.append(0x5B)
        push()
    }

    public mutating func endArray() {
        let out = writable()
        if pop() { newline(out) }
        out.append(0x5D)
    }

    public mutating func string(_ value: String) {
        let out = writable()
        valueStart(out)
        Self.appendString(value, to: out)
    }

    public mutating func string(_ value: String?) {
        if let value { string(value) } else { null() }
    }

    public mutating func null() {
        let out = writable()
        valueStart(out)
        Self.raw("null", to: out)
    }

    public mutating func bool(_ value: Bool) {
        let out = writable()
        valueStart(out)
        Self.raw(value ? "true" : "false", to: out)
    }

    public mutating func int(_ value: Int) {
        let out = writable()
        valueStart(out)
        Self.appendDecimal(value, to: out)
    }

    /// Whole numbers without a fraction; others in Swift's shortest round-trip form. Non-finite as null.
    public mutating func number(_ value: Double) {
        guard value.isFinite else { return null() }
        let out = writable()
        valueStart(out)
        if value == value.rounded(), abs(value) < 1e15 {
            Self.appendDecimal(Int(value), to: out)
        } else {
            var text = String(value)
            text.withUTF8 { out.append($0.baseAddress!, $0.count) }
        }
    }

    /// The decimal digits of `value`, as `String(value)` writes them.
    private static func appendDecimal(_ value: Int, to out: JSONBytes) {
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // room for 24 bytes: a sign and 19 digits
        withUnsafeMutableBytes(of: &digits) { room in
            var position = room.count
            var magnitude = value.magnitude
            repeat {
                position -= 1
                room[position] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if value < 0 {
                position -= 1
                room[position] = UInt8(ascii: "-")
            }
            let start = room.baseAddress!.assumingMemoryBound(to: UInt8.self) + position
            out.append(UnsafePointer(start), room.count - position)
        }
    }

    /// Convenience: `"name": "value"`.
    @_disfavoredOverload
    public mutating func member(_ name: String, _ value: String?) {
        key(name)
        string(value)
    }

    @_disfavoredOverload
    public mutating func member(_ name: String, _ value: Int) {
        key(name)
        int(value)
    }

    @_disfavoredOverload
    public mutating func member(_ name: String, _ value: Bool) {
        key(name)
        bool(value)
    }

    @_disfavoredOverload
    public mutating func member(_ name: String, _ value: Double) {
        key(name)
        number(value)
    }

    /// `"name": ["value", …]`, in the order given.
    @_disfavoredOverload
    public mutating func member(_ name: String, _ values: [String]) {
        key(name)
        strings(values)
    }

    /// An array of strings, in the order given.
    public mutating func strings(_ values: [String]) {
        beginArray()
        for value in values { string(value) }
        endArray()
    }

    /// The same with a key written in the source (see `key(_:)`).
    public mutating func member(_ name: StaticString, _ value: String?) {
        key(name)
        string(value)
    }

    public mutating func member(_ name: StaticString, _ value: Int) {
        key(name)
        int(value)
    }

    public mutating func member(_ name: StaticString, _ value: Bool) {
        key(name)
        bool(value)
    }

    public mutating func member(_ name: StaticString, _ value: Double) {
        key(name)
        number(value)
    }

    public mutating func member(_ name: StaticString, _ values: [String]) {
        key(name)
        strings(values)
    }

    /// Appends a finished line break (for files that end with one).
    public mutating func finish() {
        writable().append(0x0A)
    }

    private static func appendString(_ value: String, to out: JSONBytes) {
        out.append(0x22)
        var value = value
        value.withUTF8 { utf8 in
            guard let base = utf8.baseAddress else { return }
            var runStart = 0
            var index = 0
            while index < utf8.count {
                // Eight bytes at a time while none of them needs escaping (most text needs none).
                while index + 8 <= utf8.count,
                      !JSONBuffer.mayNeedEscape(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) {
                    index += 8
                }
                guard index < utf8.count else { break }
                let byte = base[index]
                index += 1
                guard byte < 0x20 || byte == 0x22 || byte == 0x5C else { continue }
                let index = index - 1
                if runStart < index { out.append(base + runStart, index - runStart) }
                runStart = index + 1
                switch byte {
                case 0x22: raw("\\\"", to: out)
                case 0x5C: raw("\\\\", to: out)
                case 0x0A: raw("\\n", to: out)
                case 0x0D: raw("\\r", to: out)
                case 0x09: raw("\\t", to: out)
                default:
                    let hex = JSONBuffer.hexDigits
                    raw("\\u00", to: out)
                    out.append(hex[Int(byte >> 4)])
                    out.append(hex[Int(byte & 0xF)])
                }
            }
            if runStart < utf8.count { out.append(base + runStart, utf8.count - runStart) }
        }
        out.append(0x22)
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    /// True when one of the eight bytes of `word` may need escaping in a JSON string: a control character, `"`
    /// or a backslash. Never false when one does (the word tests for a byte below 0x20 and for a zero byte after
    /// XOR with either, each exact for "any byte"); a word it flags is looked at byte by byte.
    @inline(__always)
    static func mayNeedEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        let control = (word &- ones &* 0x20) & ~word & highs
        let quote = word ^ (ones &* 0x22), backslash = word ^ (ones &* 0x5C)
        let quotes = (quote &- ones) & ~quote & highs
        let backslashes = (backslash &- ones) & ~backslash & highs
        return (control | quotes | backslashes) != 0
    }
}
