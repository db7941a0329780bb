/// A parsed JSON document (RFC 8259, strict): the input bytes plus a flat "tape" of nodes.
///
/// Parsing validates the whole input (grammar and UTF-8) but converts nothing: strings and
/// numbers stay as byte ranges and are decoded on demand by ``string(_:)`` and ``number(_:)``.
/// Nodes are stored in document order (pre-order); an object's members are stored as a key
/// node followed by the value's node(s). Containers carry a skip pointer (``next(_:)``) so
/// whole subtrees can be stepped over in O(1).
///
/// What is accepted (see `Docs/JSONReader.md`):
/// - any JSON value at the top level, surrounded by optional space, tab, LF or CR;
/// - a UTF-8 byte order mark at the very start is skipped (a BOM alone is an error);
/// - strings must be valid UTF-8 with no unescaped U+0000...U+001F; a lone UTF-16 surrogate
///   written as `\uXXXX` is accepted and decodes to U+FFFD;
/// - duplicate object keys are kept, in order (consumers decide; the tree reader takes the last);
/// - nesting deeper than `maxDepth` containers is an error, never a stack overflow.
///
/// Locations are 1-based; lines are split on LF only, and columns count Unicode scalars
/// (bytes that are not UTF-8 continuation bytes) from the start of the line. A BOM is not
/// counted: the first character after it is at column 1.
public struct JSONDocument: Sendable {
    /// The input, exactly as given (including a byte order mark, if any).
    public let bytes: [UInt8]
    /// The tape: one node per value or key, in document order. `nodes[root]` is the top-level value.
    public let nodes: [JSONNode]

    /// Byte offsets at which lines start; `lineStarts[0]` is line 1 (0, or 3 after a BOM).
    @usableFromInline let lineStarts: [UInt32]
    /// True when the input is all ASCII: columns are then byte distances.
    @usableFromInline let isASCII: Bool

    /// Parses `bytes` as one JSON text.
    ///
    /// - Parameters:
    ///   - bytes: the UTF-8 input (must be smaller than 4 GiB).
    ///   - maxDepth: how many arrays/objects may be nested; one more is an error
    ///     (`nesting is deeper than 512 levels`).
    /// - Throws: ``JSONSyntaxError`` at the first offending byte.
    public init(bytes: [UInt8], maxDepth: Int = 512) throws(JSONSyntaxError) {
        let result: Result<(nodes: [JSONNode], lines: [UInt32], nonASCII: Bool), JSONSyntaxError> =
            bytes.withUnsafeBufferPointer { buffer in
                var parser = JSONParser(buffer, maxDepth: maxDepth)
                defer { parser.deallocate() }
                do throws(JSONSyntaxError) {
                    let nodes = try parser.parse()
                    return .success((nodes, parser.lineStarts, parser.sawNonASCII))
                } catch {
                    return .failure(error)
                }
            }
        let parsed = try result.get()
        self.bytes = bytes
        self.nodes = parsed.nodes
        self.lineStarts = parsed.lines
        self.isASCII = !parsed.nonASCII
    }

    /// Parses the UTF-8 encoding of `text`.
    public init(_ text: String, maxDepth: Int = 512) throws(JSONSyntaxError) {
        try self.init(bytes: Array(text.utf8), maxDepth: maxDepth)
    }

    // MARK: Navigation

    /// Index of the top-level value's node (always 0).
    @inlinable public var root: Int { 0 }

    /// The kind of value at `node`.
    @inlinable public func kind(_ node: Int) -> JSONNode.Kind { nodes[node].kind }

    /// Number of elements (array) or members (object); 0 for other kinds.
    @inlinable public func count(_ node: Int) -> Int {
        let n = nodes[node]
        return n.kind == .array || n.kind == .object ? Int(n.count) : 0
    }

    /// Index of the node after `node` and its whole subtree: `node + 1` for scalars,
    /// `nodes[node].end` for arrays and objects. May equal `nodes.count`.
    @inlinable public func next(_ node: Int) -> Int {
        let n = nodes[node]
        return n.kind == .array || n.kind == .object ? Int(n.end) : node + 1
    }

    /// Indices of the element nodes of the array at `node`, in order (empty if it is not an array).
    public func elements(ofArray node: Int) -> [Int] {
        let n = nodes[node]
        guard n.kind == .array else { return [] }
        var result: [Int] = []
        result.reserveCapacity(Int(n.count))
        var child = node + 1
        for _ in 0 ..< n.count {
            result.append(child)
            child = next(child)
        }
        return result
    }

    /// Calls `body` with the key node and value node of each member of the object at `node`,
    /// in document order, duplicates included. Does nothing if `node` is not an object.
    public func forEachMember(ofObject node: Int, _ body: (_ key: Int, _ value: Int) throws -> Void) rethrows {
        let n = nodes[node]
        guard n.kind == .object else { return }
        var key = node + 1
        for _ in 0 ..< n.count {
            try body(key, key + 1)
            key = next(key + 1)
        }
    }

    /// The value node of the *last* member of the object at `node` whose key equals `name`
    /// (last wins for duplicate keys), or nil if there is none or `node` is not an object.
    public func value(forKey name: StaticString, inObject node: Int) -> Int? {
        var found: Int?
        forEachMember(ofObject: node) { key, value in
            if self.key(key, equals: name) { found = value }
        }
        return found
    }

    // MARK: Values

    /// Whether the string node `keyNode` decodes to `literal`. Compares raw bytes when the key
    /// has no escapes, otherwise decodes first. False if `keyNode` is not a string.
    public func key(_ keyNode: Int, equals literal: StaticString) -> Bool {
        let n = nodes[keyNode]
        guard n.kind == .string else { return false }
        return literal.withUTF8Buffer { lit -> Bool in
            bytes.withUnsafeBufferPointer { buf -> Bool in
                let s = Int(n.start) + 1, e = Int(n.end) - 1
                if n.count == 0 {
                    guard e - s == lit.count else { return false }
                    if lit.isEmpty { return true }
                    var k = 0
                    while k < lit.count {
                        if buf[s + k] != lit[k] { return false }
                        k += 1
                    }
                    return true
                }
                let decoded = JSONDocument.decodeString(buf, from: s, to: e)
                return decoded.elementsEqual(lit)
            }
        }
    }

    /// The decoded value of the string node `node`: escapes resolved, surrogate pairs combined,
    /// lone surrogates replaced by U+FFFD. Returns "" if `node` is not a string.
    public func string(_ node: Int) -> String {
        stringValue(node) ?? ""
    }

    /// The decoded value of the string node `node`, or nil if it is not a string.
    public func stringValue(_ node: Int) -> String? {
        let n = nodes[node]
        guard n.kind == .string else { return nil }
        return bytes.withUnsafeBufferPointer { buf -> String in
            let s = Int(n.start) + 1, e = Int(n.end) - 1
            if n.count == 0 {
                return String(decoding: UnsafeBufferPointer(rebasing: buf[s ..< e]), as: UTF8.self)
            }
            return String(decoding: JSONDocument.decodeString(buf, from: s, to: e), as: UTF8.self)
        }
    }

    /// The number node `node` as a Double (correctly rounded; out-of-range magnitudes become
    /// ±infinity or ±0), or nil if `node` is not a number.
    public func number(_ node: Int) -> Double? {
        let n = nodes[node]
        guard n.kind == .number else { return nil }
        return bytes.withUnsafeBufferPointer { buf in
            JSONDocument.parseNumber(buf, from: Int(n.start), to: Int(n.end))
        }
    }

    /// The raw text of the token at `node` (for a number: exactly as written, e.g. `-1.50e+3`).
    public func numberText(_ node: Int) -> String {
        let n = nodes[node]
        let end = n.kind == .array || n.kind == .object ? Int(n.start) + 1 : Int(n.end)
        return String(decoding: bytes[Int(n.start) ..< end], as: UTF8.self)
    }

    /// `true`/`false` for a boolean node, nil otherwise.
    @inlinable public func bool(_ node: Int) -> Bool? {
        switch nodes[node].kind {
        case .true: return true
        case .false: return false
        default: return nil
        }
    }

    /// The node for messages: `null`, `true`, `false`, `the number 2.5`, `a string`, `an array`, `an object`.
    public func describe(_ node: Int) -> String {
        switch kind(node) {
        case .null: return "null"
        case .true: return "true"
        case .false: return "false"
        case .number: return "the number \(numberText(node))"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// Whether `node` is the literal `null`.
    @inlinable public func isNull(_ node: Int) -> Bool { nodes[node].kind == .null }

    // MARK: Locations

    /// 1-based line and column (in Unicode scalars) of the first byte of `node`.
    public func location(_ node: Int) -> SourceLocation {
        location(ofOffset: Int(nodes[node].start))
    }

    /// 1-based line and column (in Unicode scalars) of byte `offset` (clamped to the input).
    /// O(log lines), plus a scan of the line up to `offset` when the input is not ASCII. To locate many
    /// nodes in document order, use ``JSONLocationCursor``, which is linear in the input overall.
    public func location(ofOffset offset: Int) -> SourceLocation {
        let offset = max(0, min(offset, bytes.count))
        // Last line start <= offset.
        var lo = 0, hi = lineStarts.count  // invariant: lineStarts[lo] <= offset (or lo == 0)
        while hi - lo > 1 {
            let mid = (lo + hi) >> 1
            if Int(lineStarts[mid]) <= offset { lo = mid } else { hi = mid }
        }
        let lineStart = Int(lineStarts[lo])
        if offset <= lineStart { return SourceLocation(line: lo + 1, column: 1) }
        var column = offset - lineStart + 1
        if !isASCII {
            bytes.withUnsafeBufferPointer { buf in
                column -= JSONDocument.countContinuationBytes(buf, from: lineStart, to: offset)
            }
        }
        return SourceLocation(line: lo + 1, column: column)
    }

    /// Number of lines in the input (at least 1).
    public var lineCount: Int { lineStarts.count }

    @usableFromInline
    static func countContinuationBytes(_ buf: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Int {
        guard let base = buf.baseAddress, from < to else { return 0 }
        var j = from, count = 0
        let high: UInt64 = 0x8080_8080_8080_8080
        while to - j >= 8 {
            let w = UInt64(littleEndian: UnsafeRawPointer(base + j).loadUnaligned(as: UInt64.self))
            // A continuation byte is 10xxxxxx: bit 7 set and bit 6 clear.
            count += (w & ~(w << 1) & high).nonzeroBitCount
            j += 8
        }
        while j < to {
            if base[j] & 0xC0 == 0x80 { count += 1 }
            j += 1
        }
        return count
    }

    // MARK: Decoding helpers

    /// Decodes the contents of a validated string token (between the quotes) into UTF-8.
    static func decodeString(_ buf: UnsafeBufferPointer<UInt8>, from s: Int, to e: Int) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(e - s)
        var j = s
        while j < e {
            let c = buf[j]
            if c != 0x5C {  // not a backslash
                out.append(c)
                j += 1
                continue
            }
            let esc = buf[j + 1]
            j += 2
            switch esc {
            case 0x62: out.append(0x08)  // b
            case 0x66: out.append(0x0C)  // f
            case 0x6E: out.append(0x0A)  // n
            case 0x72: out.append(0x0D)  // r
            case 0x74: out.append(0x09)  // t
            case 0x75:  // u
                var scalar = hex4(buf, at: j)
                j += 4
                if scalar >= 0xD800 && scalar <= 0xDBFF {
                    // A high surrogate combines with an immediately following \u low surrogate.
                    if j + 6 <= e, buf[j] == 0x5C, buf[j + 1] == 0x75 {
                        let low = hex4(buf, at: j + 2)
                        if low >= 0xDC00 && low <= 0xDFFF {
                            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                            j += 6
                        } else {
                            scalar = 0xFFFD
                        }
                    } else {
                        scalar = 0xFFFD
                    }
                } else if scalar >= 0xDC00 && scalar <= 0xDFFF {
                    scalar = 0xFFFD
                }
                appendUTF8(scalar, to: &out)
            default: out.append(esc)  // " \ /
            }
        }
        return out
    }

    private static func hex4(_ buf: UnsafeBufferPointer<UInt8>, at j: Int) -> UInt32 {
        var v: UInt32 = 0
        for k in 0 ..< 4 {
            let c = buf[j + k]
            let d: UInt32
            switch c {
            case 0x30 ... 0x39: d = UInt32(c - 0x30)
            case 0x41 ... 0x46: d = UInt32(c - 0x41 + 10)
            default: d = UInt32(c &- 0x61 &+ 10)
            }
            v = v << 4 | d
        }
        return v
    }

    private static func appendUTF8(_ v: UInt32, to out: inout [UInt8]) {
        switch v {
        case 0 ..< 0x80:
            out.append(UInt8(v))
        case 0x80 ..< 0x800:
            out.append(UInt8(0xC0 | v >> 6))
            out.append(UInt8(0x80 | v & 0x3F))
        case 0x800 ..< 0x10000:
            out.append(UInt8(0xE0 | v >> 12))
            out.append(UInt8(0x80 | v >> 6 & 0x3F))
            out.append(UInt8(0x80 | v & 0x3F))
        default:
            out.append(UInt8(0xF0 | v >> 18))
            out.append(UInt8(0x80 | v >> 12 & 0x3F))
            out.append(UInt8(0x80 | v >> 6 & 0x3F))
            out.append(UInt8(0x80 | v & 0x3F))
        }
    }

    /// Exact powers of ten representable as Double (10^0 ... 10^22).
    private static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    #if arch(x86_64) && !os(Windows)
    /// 10^0 … 10^27, all exact in 80-bit extended precision (64-bit significand).
    static let extendedPowersOfTen: [Float80] = {
        var powers: [Float80] = [1]
        for _ in 1...27 { powers.append(powers[powers.count - 1] * 10) }
        return powers
    }()
    #endif

    /// 10^0 … 10^19, every power of ten a UInt64 holds.
    static let integerPowersOfTen: [UInt64] = {
        var powers: [UInt64] = [1]
        for _ in 1...19 { powers.append(powers[powers.count - 1] * 10) }
        return powers
    }()

    /// `mantissa / 10^k`, correctly rounded (ties to even), for a non-zero mantissa and 1 ≤ k ≤ 19: the
    /// quotient is taken to 63 or 64 bits with a 128-by-64-bit division, then rounded to 53 with the
    /// remainder as the sticky bit.
    static func dividedExactly(_ mantissa: UInt64, byPowerOfTen k: Int) -> Double {
        let divisor = integerPowersOfTen[k]
        let mantissaBits = 64 - mantissa.leadingZeroBitCount
        let divisorBits = 64 - divisor.leadingZeroBitCount
        // mantissa · 2^shift has 63 + divisorBits bits: below divisor · 2^64, so the quotient fits 64 bits,
        // and at least 2^62 · divisor, so it has 63 or 64.
        let shift = 63 + divisorBits - mantissaBits
        let high: UInt64, low: UInt64
        if shift >= 64 {
            high = mantissa << (shift - 64)
            low = 0
        } else {
            high = shift == 0 ? 0 : mantissa >> (64 - shift)
            low = mantissa << shift
        }
        let (quotient, remainder) = divisor.dividingFullWidth((high: high, low: low))
        var drop = (64 - quotient.leadingZeroBitCount) - 53
        var significand = quotient >> drop
        let rest = quotient & ((1 << drop) - 1)
        let half: UInt64 = 1 << (drop - 1)
        if rest > half || (rest == half && (remainder != 0 || significand & 1 == 1)) {
            significand += 1
            if significand == 1 << 53 {
                significand >>= 1
                drop += 1
            }
        }
        return Double(sign: .plus, exponent: drop - shift, significand: Double(significand))
    }

    /// Converts a validated number token. Fast, exact path (Clinger) for up to 15–16 significant
    /// digits and small exponents; otherwise the standard library's correctly rounded parser.
    static func parseNumber(_ buf: UnsafeBufferPointer<UInt8>, from s: Int, to e: Int) -> Double {
        var j = s
        let negative = buf[j] == 0x2D
        if negative { j += 1 }
        var mantissa: UInt64 = 0
        var digits = 0
        var exponent = 0
        var fast = true
        while j < e, buf[j] &- 0x30 < 10 {
            if mantissa != 0 || buf[j] != 0x30 { digits += 1 }
            mantissa = mantissa &* 10 &+ UInt64(buf[j] &- 0x30)
            j += 1
        }
        if j < e, buf[j] == 0x2E {
            j += 1
            while j < e, buf[j] &- 0x30 < 10 {
                if mantissa != 0 || buf[j] != 0x30 { digits += 1 }
                mantissa = mantissa &* 10 &+ UInt64(buf[j] &- 0x30)
                exponent -= 1
                j += 1
            }
        }
        if j < e {  // exponent part
            j += 1
            var expNegative = false
            if buf[j] == 0x2B || buf[j] == 0x2D {
                expNegative = buf[j] == 0x2D
                j += 1
            }
            var value = 0
            while j < e {
                if value < 100_000 { value = value * 10 + Int(buf[j] &- 0x30) } else { fast = false }
                j += 1
            }
            exponent += expNegative ? -value : value
        }
        if fast, digits <= 15 {
            var d = Double(mantissa)  // exact: mantissa < 10^15 < 2^53
            if mantissa == 0 {
                d = 0
            } else if exponent >= 0 && exponent <= 22 {
                d *= exactPowersOfTen[exponent]
            } else if exponent < 0 && exponent >= -22 {
                d /= exactPowersOfTen[-exponent]
            } else {
                fast = false
            }
            if fast { return negative ? -d : d }
        }
        // Up to 19 digits and a small exponent: exact integer arithmetic, correctly rounded.
        if fast, digits <= 19, mantissa != 0 {
            if exponent < 0 && exponent >= -19 {
                let d = JSONDocument.dividedExactly(mantissa, byPowerOfTen: -exponent)
                return negative ? -d : d
            }
            if exponent >= 0 && exponent <= 19 {
                let (product, overflow) = mantissa.multipliedReportingOverflow(by: JSONDocument.integerPowersOfTen[exponent])
                if !overflow {
                    let d = Double(product)
                    return negative ? -d : d
                }
            }
        }
        #if arch(x86_64) && !os(Windows)
        // Up to 19 digits (idb writes 17, e.g. 196.66666666666669): the quotient in 80-bit extended
        // precision is correctly rounded (mantissa and 10^k up to 10^27 are exact there); rounding it on
        // to a Double is correct unless the 11 dropped bits sit at the halfway point, which falls back.
        if fast, digits <= 19, mantissa != 0, exponent >= -27, exponent <= 27 {
            var wide = Float80(mantissa)
            if exponent >= 0 { wide *= JSONDocument.extendedPowersOfTen[exponent] } else { wide /= JSONDocument.extendedPowersOfTen[-exponent] }
            let dropped = wide.significandBitPattern & 0x7FF
            if dropped < 0x3FF || dropped > 0x401 {
                let d = Double(wide)
                return negative ? -d : d
            }
        }
        #endif
        let text = String(decoding: UnsafeBufferPointer(rebasing: buf[s ..< e]), as: UTF8.self)
        return Double(text) ?? .nan
    }
}

// MARK: - Parser

/// The single-pass, iterative (explicit stack) validating scanner behind ``JSONDocument``.
struct JSONParser {
    struct Frame {
        var index: UInt32
        var count: UInt32
        var isObject: Bool
    }

    let p: UnsafePointer<UInt8>
    let n: Int
    let maxDepth: Int
    var i = 0

    // The tape is written in place into the storage of the Array being built (see `parse()`).
    var nodeBase: UnsafeMutablePointer<JSONNode>? = nil
    var nodeCapacity = 0
    var nodeCount = 0

    var frames: UnsafeMutablePointer<Frame>
    var frameCapacity: Int
    var depth = 0

    var lineStarts: [UInt32] = []
    var sawNonASCII = false

    init(_ buffer: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
        // A non-nil base even for empty input, so reads are always guarded by `i < n` only.
        if let base = buffer.baseAddress {
            p = base
        } else {
            p = UnsafePointer(JSONParser.emptyByte)
        }
        n = buffer.count
        self.maxDepth = maxDepth
        frameCapacity = 64
        frames = .allocate(capacity: frameCapacity)
        lineStarts.reserveCapacity(max(16, n / 32))
    }

    private nonisolated(unsafe) static let emptyByte: UnsafeMutablePointer<UInt8> = {
        let b = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
        b.initialize(to: 0)
        return b
    }()

    func deallocate() {
        frames.deallocate()
    }

    // MARK: Main loop

    /// Parses the whole input and returns the tape.
    ///
    /// The tape is written directly into the uninitialized storage of the resulting Array (no
    /// final copy). When the storage is nearly full, `run()` stops at a clean point (a value is
    /// expected next) and parsing resumes in a fresh Array of twice the capacity.
    mutating func parse() throws(JSONSyntaxError) -> [JSONNode] {
        if n >= UInt32.max {
            throw JSONParser.error(p, n, 0, "the input is larger than 4 GiB")
        }
        if n >= 3, p[0] == 0xEF, p[1] == 0xBB, p[2] == 0xBF { i = 3 }
        lineStarts.append(UInt32(i))

        var capacity = max(64, n / 6)
        var storage: [JSONNode] = []
        var failure: JSONSyntaxError?
        var done = false
        while !done {
            storage = [JSONNode](unsafeUninitializedCapacity: capacity) { buffer, initialized in
                let base = buffer.baseAddress!
                storage.withUnsafeBufferPointer { old in
                    if let oldBase = old.baseAddress, !old.isEmpty {
                        base.initialize(from: oldBase, count: old.count)
                    }
                }
                nodeBase = base
                nodeCapacity = buffer.count
                do throws(JSONSyntaxError) {
                    done = try run()
                } catch {
                    failure = error
                }
                nodeBase = nil
                initialized = nodeCount
            }
            if let failure { throw failure }
            capacity = storage.capacity * 2
        }
        return storage
    }

    /// Maximum number of nodes one iteration of the main loop can append (a container or scalar,
    /// then possibly an object key).
    static let nodesPerStep = 2

    /// Runs the state machine until the input is consumed (returns true) or until the tape
    /// storage might not hold one more step (returns false; call again with more room).
    mutating func run() throws(JSONSyntaxError) -> Bool {
        outer: while true {
            if nodeCapacity - nodeCount < JSONParser.nodesPerStep { return false }
            // State: a value is expected at i (after whitespace).
            skipWhitespace()
            guard i < n else { throw endOfInput() }
            switch p[i] {
            case 0x7B:  // {
                try open(.object)
                skipWhitespace()
                if i < n, p[i] == 0x7D {  // }
                    close()
                    i += 1
                } else {
                    try keyAndColon()
                    continue outer
                }
            case 0x5B:  // [
                try open(.array)
                skipWhitespace()
                if i < n, p[i] == 0x5D {  // ]
                    close()
                    i += 1
                } else {
                    continue outer
                }
            case 0x22:  // "
                try string()
            case 0x2D, 0x30 ... 0x39:  // - 0-9
                try number()
            case 0x74:  // t
                try literal(.true, 0x74_72_75_65, 4, "true")
            case 0x66:  // f
                try literal(.false, 0x66_61_6C_73_65, 5, "false")
            case 0x6E:  // n
                try literal(.null, 0x6E_75_6C_6C, 4, "null")
            case 0x2B, 0x2E:  // + .
                throw unexpected(i, "invalid number: a number must start with a digit or '-'")
            default:
                throw unexpected(i, "expected a value")
            }

            // State: a value has just ended.
            while true {
                if depth == 0 { break outer }
                let top = frames + (depth - 1)
                top.pointee.count &+= 1
                skipWhitespace()
                guard i < n else { throw endOfInput() }
                let c = p[i]
                if top.pointee.isObject {
                    if c == 0x2C {  // ,
                        i += 1
                        skipWhitespace()
                        try keyAndColon()
                        continue outer
                    }
                    if c == 0x7D {  // }
                        close()
                        i += 1
                        continue
                    }
                    throw unexpected(i, "expected ',' or '}' after an object member")
                } else {
                    if c == 0x2C {  // ,
                        i += 1
                        continue outer
                    }
                    if c == 0x5D {  // ]
                        close()
                        i += 1
                        continue
                    }
                    throw unexpected(i, "expected ',' or ']' after an array element")
                }
            }
        }

        skipWhitespace()
        if i < n {
            throw unexpected(i, "unexpected \(JSONParser.describe(p, n, i)) after the top-level value")
        }
        return true
    }

    // MARK: Tape

    @inline(__always)
    mutating func append(_ kind: JSONNode.Kind, _ start: Int, _ end: Int, _ count: UInt32) {
        precondition(nodeCount < nodeCapacity, "JSON tape overflow")
        (nodeBase.unsafelyUnwrapped + nodeCount).initialize(to: JSONNode(kind: kind, start: UInt32(truncatingIfNeeded: start),
                                                       end: UInt32(truncatingIfNeeded: end), count: count))
        nodeCount += 1
    }

    @inline(__always)
    mutating func open(_ kind: JSONNode.Kind) throws(JSONSyntaxError) {
        if depth >= maxDepth {
            throw JSONParser.error(p, n, i, "nesting is deeper than \(maxDepth) levels")
        }
        if depth == frameCapacity { growFrames() }
        (frames + depth).initialize(to: Frame(index: UInt32(truncatingIfNeeded: nodeCount), count: 0,
                                              isObject: kind == .object))
        depth += 1
        append(kind, i, 0, 0)
        i += 1
    }

    @inline(never)
    mutating func growFrames() {
        let newCapacity = frameCapacity * 2
        let newFrames = UnsafeMutablePointer<Frame>.allocate(capacity: newCapacity)
        newFrames.moveInitialize(from: frames, count: depth)
        frames.deallocate()
        frames = newFrames
        frameCapacity = newCapacity
    }

    @inline(__always)
    mutating func close() {
        depth -= 1
        let frame = frames[depth]
        let node = nodeBase.unsafelyUnwrapped + Int(frame.index)
        node.pointee.end = UInt32(truncatingIfNeeded: nodeCount)
        node.pointee.count = frame.count
    }

    /// After `{` or `,` in an object (whitespace skipped): a string key, whitespace, `:`.
    @inline(__always)
    mutating func keyAndColon() throws(JSONSyntaxError) {
        guard i < n else { throw endOfInput() }
        guard p[i] == 0x22 else { throw unexpected(i, "expected a string key") }
        try string()
        skipWhitespace()
        guard i < n else { throw endOfInput() }
        guard p[i] == 0x3A else { throw unexpected(i, "expected ':' after an object key") }
        i += 1
    }

    // MARK: Whitespace

    @inline(__always)
    mutating func skipWhitespace() {
        while i < n {
            let c = p[i]
            if c > 0x20 { return }
            if c == 0x20 || c == 0x09 || c == 0x0D {
                i += 1
            } else if c == 0x0A {
                i += 1
                lineStarts.append(UInt32(truncatingIfNeeded: i))
                skipSpaceRun()
            } else {
                return
            }
        }
    }

    /// Skips indentation eight spaces at a time.
    @inline(__always)
    mutating func skipSpaceRun() {
        let spaces: UInt64 = 0x2020_2020_2020_2020
        while n - i >= 8 {
            let w = UInt64(littleEndian: UnsafeRawPointer(p + i).loadUnaligned(as: UInt64.self))
            if w == spaces {
                i += 8
            } else {
                i += (w ^ spaces).trailingZeroBitCount >> 3
                return
            }
        }
    }

    // MARK: Strings

    /// A string starting at `p[i] == '"'`; appends a string node and moves past the closing quote.
    @inline(__always)
    mutating func string() throws(JSONSyntaxError) {
        let start = i
        var j = i + 1
        var escaped: UInt32 = 0
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high: UInt64 = 0x8080_8080_8080_8080
        while true {
            // Fast scan to the next '"', '\', control character or non-ASCII byte.
            while n - j >= 8 {
                let w = UInt64(littleEndian: UnsafeRawPointer(p + j).loadUnaligned(as: UInt64.self))
                let q = w ^ (ones &* 0x22)
                let b = w ^ (ones &* 0x5C)
                let special = ((q &- ones) & ~q) | ((b &- ones) & ~b) | ((w &- ones &* 0x20) & ~w) | w
                let mask = special & high
                if mask == 0 {
                    j += 8
                } else {
                    j += mask.trailingZeroBitCount >> 3
                    break
                }
            }
            while j < n {
                let c = p[j]
                if c == 0x22 || c == 0x5C || c < 0x20 || c >= 0x80 { break }
                j += 1
            }
            guard j < n else {
                throw JSONParser.error(p, n, n, "unexpected end of input inside a string")
            }
            let c = p[j]
            if c == 0x22 {
                i = j + 1
                append(.string, start, i, escaped)
                return
            }
            if c == 0x5C {
                escaped = 1
                j = try escape(at: j)
            } else if c < 0x20 {
                throw JSONParser.error(p, n, j, "unescaped control character \(JSONParser.scalarName(UInt32(c))) in a string")
            } else {
                sawNonASCII = true
                repeat {
                    let length = JSONParser.utf8SequenceLength(p, n, j)
                    if length == 0 { throw JSONParser.invalidUTF8(p, n, j) }
                    j += length
                } while j < n && p[j] >= 0x80
            }
        }
    }

    /// Validates the escape whose backslash is at `j`; returns the offset just past it.
    @inline(never)
    func escape(at j: Int) throws(JSONSyntaxError) -> Int {
        guard j + 1 < n else {
            throw JSONParser.error(p, n, n, "unexpected end of input inside a string")
        }
        switch p[j + 1] {
        case 0x22, 0x5C, 0x2F, 0x62, 0x66, 0x6E, 0x72, 0x74:  // " \ / b f n r t
            return j + 2
        case 0x75:  // u
            for k in j + 2 ..< j + 6 {
                guard k < n else {
                    throw JSONParser.error(p, n, n, "unexpected end of input inside a string")
                }
                let c = p[k]
                let isHex = (c &- 0x30) < 10 || ((c | 0x20) &- 0x61) < 6
                if !isHex {
                    if c >= 0x80, JSONParser.utf8SequenceLength(p, n, k) == 0 { throw JSONParser.invalidUTF8(p, n, k) }
                    throw JSONParser.error(p, n, k, "invalid \\u escape: expected four hexadecimal digits")
                }
            }
            return j + 6
        default:
            let c = p[j + 1]
            if c >= 0x80, JSONParser.utf8SequenceLength(p, n, j + 1) == 0 {
                throw JSONParser.invalidUTF8(p, n, j + 1)
            }
            if c < 0x20 || c == 0x7F {
                throw JSONParser.error(p, n, j, "invalid escape: '\\' followed by \(JSONParser.scalarName(UInt32(c))) in a string")
            }
            throw JSONParser.error(p, n, j, "invalid escape '\\\(JSONParser.character(p, n, j + 1))' in a string")
        }
    }

    // MARK: Numbers and literals

    /// A number by the RFC 8259 grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    @inline(__always)
    mutating func number() throws(JSONSyntaxError) {
        let start = i
        var j = i
        if p[j] == 0x2D { j += 1 }
        guard j < n else { throw JSONParser.error(p, n, n, "unexpected end of input inside a number") }
        let first = p[j]
        if first == 0x30 {
            j += 1
            if j < n, p[j] &- 0x30 < 10 {
                throw JSONParser.error(p, n, j, "invalid number: a leading zero must not be followed by a digit")
            }
        } else if first &- 0x31 < 9 {
            j += 1
            while j < n, p[j] &- 0x30 < 10 { j += 1 }
        } else {
            throw unexpected(j, "invalid number: expected a digit after '-'")
        }
        if j < n, p[j] == 0x2E {  // .
            j += 1
            guard j < n else { throw JSONParser.error(p, n, n, "unexpected end of input inside a number") }
            guard p[j] &- 0x30 < 10 else {
                throw unexpected(j, "invalid number: expected a digit after the decimal point")
            }
            while j < n, p[j] &- 0x30 < 10 { j += 1 }
        }
        if j < n, p[j] | 0x20 == 0x65 {  // e E
            j += 1
            if j < n, p[j] == 0x2B || p[j] == 0x2D { j += 1 }
            guard j < n else { throw JSONParser.error(p, n, n, "unexpected end of input inside a number") }
            guard p[j] &- 0x30 < 10 else {
                throw unexpected(j, "invalid number: expected a digit in the exponent")
            }
            while j < n, p[j] &- 0x30 < 10 { j += 1 }
        }
        append(.number, start, j, 0)
        i = j
    }

    /// `true`, `false` or `null`; `word` holds the expected bytes, most significant first.
    @inline(__always)
    mutating func literal(_ kind: JSONNode.Kind, _ word: UInt64, _ length: Int, _ text: StaticString) throws(JSONSyntaxError) {
        if n - i >= length {
            var matches = true
            for k in 0 ..< length where p[i + k] != UInt8(truncatingIfNeeded: word >> (8 * (length - 1 - k))) {
                matches = false
                break
            }
            if matches {
                append(kind, i, i + length, 0)
                i += length
                return
            }
        }
        for k in 0 ..< length {
            if i + k >= n {
                throw JSONParser.error(p, n, n, "unexpected end of input inside a literal, expected '\(text)'")
            }
            if p[i + k] != UInt8(truncatingIfNeeded: word >> (8 * (length - 1 - k))) {
                throw unexpected(i + k, "invalid literal, expected '\(text)'")
            }
        }
    }

    // MARK: Errors

    func endOfInput() -> JSONSyntaxError {
        let message: String
        if depth == 0 {
            message = "unexpected end of input, expected a value"
        } else if frames[depth - 1].isObject {
            message = "unexpected end of input inside an object"
        } else {
            message = "unexpected end of input inside an array"
        }
        return JSONParser.error(p, n, n, message)
    }

    /// An error at `offset`, unless the byte there starts invalid UTF-8 (then that is the error).
    @inline(never)
    func unexpected(_ offset: Int, _ message: String) -> JSONSyntaxError {
        if offset < n, p[offset] >= 0x80, JSONParser.utf8SequenceLength(p, n, offset) == 0 {
            return JSONParser.invalidUTF8(p, n, offset)
        }
        return JSONParser.error(p, n, offset, message)
    }

    static func invalidUTF8(_ p: UnsafePointer<UInt8>, _ n: Int, _ offset: Int) -> JSONSyntaxError {
        error(p, n, offset, "invalid UTF-8 byte \(hexByte(p[offset]))")
    }

    @inline(never)
    static func error(_ p: UnsafePointer<UInt8>, _ n: Int, _ offset: Int, _ message: String) -> JSONSyntaxError {
        JSONSyntaxError(offset: offset, location: location(p, n, offset), message: message)
    }

    /// Location by a scan from the start (used only for errors).
    static func location(_ p: UnsafePointer<UInt8>, _ n: Int, _ offset: Int) -> SourceLocation {
        let hasBOM = n >= 3 && p[0] == 0xEF && p[1] == 0xBB && p[2] == 0xBF
        var j = hasBOM ? 3 : 0
        var line = 1, column = 1
        while j < offset && j < n {
            let c = p[j]
            if c == 0x0A {
                line += 1
                column = 1
            } else if c & 0xC0 != 0x80 {
                column += 1
            }
            j += 1
        }
        return SourceLocation(line: line, column: column)
    }

    /// Length (2...4) of the valid multi-byte UTF-8 sequence at `j` (RFC 3629 table 3-7), or 0.
    @inline(__always)
    static func utf8SequenceLength(_ p: UnsafePointer<UInt8>, _ n: Int, _ j: Int) -> Int {
        @inline(__always) func cont(_ k: Int) -> Bool { k < n && p[k] & 0xC0 == 0x80 }
        @inline(__always) func inRange(_ k: Int, _ lo: UInt8, _ hi: UInt8) -> Bool { k < n && p[k] >= lo && p[k] <= hi }
        switch p[j] {
        case 0xC2 ... 0xDF:
            return cont(j + 1) ? 2 : 0
        case 0xE0:
            return inRange(j + 1, 0xA0, 0xBF) && cont(j + 2) ? 3 : 0
        case 0xE1 ... 0xEC, 0xEE ... 0xEF:
            return cont(j + 1) && cont(j + 2) ? 3 : 0
        case 0xED:  // excludes UTF-16 surrogates U+D800...U+DFFF
            return inRange(j + 1, 0x80, 0x9F) && cont(j + 2) ? 3 : 0
        case 0xF0:
            return inRange(j + 1, 0x90, 0xBF) && cont(j + 2) && cont(j + 3) ? 4 : 0
        case 0xF1 ... 0xF3:
            return cont(j + 1) && cont(j + 2) && cont(j + 3) ? 4 : 0
        case 0xF4:
            return inRange(j + 1, 0x80, 0x8F) && cont(j + 2) && cont(j + 3) ? 4 : 0
        default:
            return 0
        }
    }

    static func hexByte(_ b: UInt8) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        return "0x" + String(decoding: [digits[Int(b >> 4)], digits[Int(b & 0xF)]], as: UTF8.self)
    }

    static func scalarName(_ v: UInt32) -> String {
        var hex = String(v, radix: 16, uppercase: true)
        while hex.count < 4 { hex = "0" + hex }
        return "U+" + hex
    }

    /// The (valid) character at `j`, as text.
    static func character(_ p: UnsafePointer<UInt8>, _ n: Int, _ j: Int) -> String {
        let length = p[j] < 0x80 ? 1 : max(1, utf8SequenceLength(p, n, j))
        return String(decoding: UnsafeBufferPointer(start: p + j, count: length), as: UTF8.self)
    }

    /// `'x'` for a printable character, `character U+000C` for a control character.
    static func describe(_ p: UnsafePointer<UInt8>, _ n: Int, _ j: Int) -> String {
        let c = p[j]
        if c < 0x20 || c == 0x7F { return "character \(scalarName(UInt32(c)))" }
        return "'\(character(p, n, j))'"
    }
}
