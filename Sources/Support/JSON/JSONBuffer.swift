/// Builds JSON text into one byte buffer (the writer beside `JSONDocument`, the reader). Callers write keys
/// in sorted order, so output is stable.
public struct JSONBuffer: Sendable {
    public private(set) var bytes: [UInt8] = []
    private var needsComma: [Bool] = []
    /// Set after a key: the next value continues the member instead of starting an item.
    private var suppressNext = false
    private var indent: Int { needsComma.count }
    /// Pretty-printed with two spaces, one member per line.
    public let pretty: Bool

    public init(pretty: Bool = true, capacity: Int = 1 << 16) {
        self.pretty = pretty
        bytes.reserveCapacity(capacity)
    }

    /// A buffer for one value that will sit `depth` containers deep in a larger document: its lines are
    /// indented for that depth and it starts with the line break (no comma) that comes before a first item.
    /// Join such fragments with `,` to splice them into the document (see `assumeItemsWritten()`).
    public init(pretty: Bool = true, capacity: Int = 1024, nestedIn depth: Int) {
        self.pretty = pretty
        bytes.reserveCapacity(capacity)
        needsComma = Array(repeating: false, count: depth)
    }

    /// Takes the bytes written so far, keeping the nesting state, so a document can be streamed.
    public mutating func drain() -> [UInt8] {
        defer { bytes.removeAll(keepingCapacity: true) }
        return bytes
    }

    /// Records that items were written into the open container by other means (spliced fragments), so it
    /// closes on a line of its own and a further item gets its comma.
    public mutating func assumeItemsWritten() {
        guard !needsComma.isEmpty else { return }
        needsComma[needsComma.count - 1] = true
    }

    public var text: String { String(decoding: bytes, as: UTF8.self) }

    private mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// A line break and 64 levels of indentation, appended as one run (deeper levels add the rest).
    private static let lineStart: StaticString = "\n                                                                                                                                "

    private mutating func newline() {
        guard pretty else { return }
        let wanted = 1 + 2 * indent
        Self.lineStart.withUTF8Buffer { line in
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: line.prefix(wanted)))
        }
        if wanted > Self.lineStart.utf8CodeUnitCount {
            bytes.append(contentsOf: repeatElement(0x20, count: wanted - Self.lineStart.utf8CodeUnitCount))
        }
    }

    /// Starts a value inside the current container: comma and line break as needed.
    private mutating func beginValue() {
        guard let last = needsComma.last else { return }
        if last { bytes.append(0x2C) }
        needsComma[needsComma.count - 1] = true
        newline()
    }

    @_disfavoredOverload
    public mutating func key(_ name: String) {
        beginValue()
        appendString(name)
        bytes.append(0x3A)
        if pretty { bytes.append(0x20) }
        // The value that follows belongs to this key: no comma or line break before it.
        suppressNext = true
    }

    /// A key written in the source: appended as it is, without looking for what needs escaping, so it must
    /// hold none (no `"`, backslash or control character; checked in debug builds).
    public mutating func key(_ name: StaticString) {
        beginValue()
        bytes.append(0x22)
        name.withUTF8Buffer { utf8 in
            assert(!utf8.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }, "a key that needs escaping")
            bytes.append(contentsOf: utf8)
        }
        if pretty { raw("\": ") } else { raw("\":") }
        suppressNext = true
    }

    private mutating func valueStart() {
        if suppressNext { suppressNext = false } else { beginValue() }
    }

    public mutating func beginObject() {
        valueStart()
        bytes.append(0x7B)
        needsComma.append(false)
    }

    public mutating func endObject() {
        let hadMembers = needsComma.removeLast()
        if hadMembers { newline() }
        bytes.append(0x7D)
    }

    public mutating func beginArray() {
        valueStart()
        bytes.append(0x5B)
        needsComma.append(false)
    }

    public mutating func endArray() {
        let hadItems = needsComma.removeLast()
        if hadItems { newline() }
        bytes.append(0x5D)
    }

    public mutating func string(_ value: String) {
        valueStart()
        appendString(value)
    }

    public mutating func string(_ value: String?) {
        if let value { string(value) } else { null() }
    }

    public mutating func null() {
        valueStart()
        raw("null")
    }

    public mutating func bool(_ value: Bool) {
        valueStart()
        if value { raw("true") } else { raw("false") }
    }

    public mutating func int(_ value: Int) {
        valueStart()
        bytes.append(contentsOf: String(value).utf8)
    }

    /// Whole numbers without a fraction; others in Swift's shortest round-trip form. Non-finite as null.
    public mutating func number(_ value: Double) {
        guard value.isFinite else { return null() }
        valueStart()
        if value == value.rounded(), abs(value) < 1e15 {
            bytes.append(contentsOf: String(Int(value)).utf8)
        } else {
            bytes.append(contentsOf: String(value).utf8)
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

    /// Appends a finished line break (for files that end with one).
    public mutating func finish() {
        bytes.append(0x0A)
    }

    private mutating func appendString(_ value: String) {
        bytes.append(0x22)
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
                if runStart < index { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index])) }
                runStart = index + 1
                switch byte {
                case 0x22: bytes.append(0x5C); bytes.append(0x22)
                case 0x5C: bytes.append(0x5C); bytes.append(0x5C)
                case 0x0A: bytes.append(0x5C); bytes.append(0x6E)
                case 0x0D: bytes.append(0x5C); bytes.append(0x72)
                case 0x09: bytes.append(0x5C); bytes.append(0x74)
                default:
                    let hex = JSONBuffer.hexDigits
                    bytes.append(contentsOf: [0x5C, 0x75, 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
                }
            }
            if runStart < utf8.count { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...])) }
        }
        bytes.append(0x22)
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
