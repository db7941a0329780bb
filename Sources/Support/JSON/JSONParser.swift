/// The single-pass, iterative (explicit stack) validating scanner behind ``JSONDocument``.
@usableFromInline
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

    /// Set by `parseArrayItems`: `run()` pauses after each element of the top-level array.
    var streamsItems = false
    /// True while `run()` is paused after an element of the top-level array (see `parseArrayItems`).
    var itemPending = false

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
    mutating func parse() throws(SyntaxError) -> [JSONNode] {
        if n >= UInt32.max {
            throw JSONParser.error(p, n, 0, "the input is larger than 4 GiB")
        }
        if n >= 3, p[0] == 0xEF, p[1] == 0xBB, p[2] == 0xBF { i = 3 }
        lineStarts.append(UInt32(i))

        var capacity = max(64, n / 6)
        var storage: [JSONNode] = []
        var failure: SyntaxError?
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
                do throws(SyntaxError) {
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
    /// storage might not hold one more step (returns false; call again with more room). With
    /// `streamsItems` it also returns false after each element of the top-level array, with
    /// `itemPending` set (call again to go on).
    mutating func run() throws(SyntaxError) -> Bool {
        outer: while true {
            if !itemPending {
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
            }

            // State: a value has just ended.
            while true {
                if depth == 0 { break outer }
                if depth == 1, streamsItems {
                    // An element of the top-level array has ended: hand it over, then go on from here.
                    if itemPending {
                        itemPending = false
                    } else {
                        itemPending = true
                        return false
                    }
                }
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
    mutating func open(_ kind: JSONNode.Kind) throws(SyntaxError) {
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
    mutating func keyAndColon() throws(SyntaxError) {
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
    mutating func skipSpaceRun() { i = Self.spaceRunEnd(p, n, i) }

    /// Past the spaces at `start` of `p[0..<n]`, eight at a time while eight bytes remain (the rest, and any other
    /// white space, is left to the caller's byte loop).
    @inlinable @inline(__always)
    static func spaceRunEnd(_ p: UnsafePointer<UInt8>, _ n: Int, _ start: Int) -> Int {
        let spaces: UInt64 = 0x2020_2020_2020_2020
        var i = start
        while n - i >= 8 {
            let w = UInt64(littleEndian: UnsafeRawPointer(p + i).loadUnaligned(as: UInt64.self))
            if w != spaces { return i + (w ^ spaces).trailingZeroBitCount >> 3 }
            i += 8
        }
        return i
    }

    // MARK: Strings

    /// A string starting at `p[i] == '"'`; appends a string node and moves past the closing quote.
    @inline(__always)
    mutating func string() throws(SyntaxError) {
        let start = i
        var j = i + 1
        var escaped: UInt32 = 0
        while true {
            j = Self.stringSpecialByte(p, n, j)
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

    /// The offset of the first '"', '\', control character or non-ASCII byte at or after `start` of `p[0..<n]`
    /// (or `n`): eight bytes at a time while eight remain.
    @inlinable @inline(__always)
    static func stringSpecialByte(_ p: UnsafePointer<UInt8>, _ n: Int, _ start: Int) -> Int {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high: UInt64 = 0x8080_8080_8080_8080
        var j = start
        while n - j >= 8 {
            let w = UInt64(littleEndian: UnsafeRawPointer(p + j).loadUnaligned(as: UInt64.self))
            let q = w ^ (ones &* 0x22)
            let b = w ^ (ones &* 0x5C)
            let special = ((q &- ones) & ~q) | ((b &- ones) & ~b) | ((w &- ones &* 0x20) & ~w) | w
            let mask = special & high
            if mask != 0 { return j + mask.trailingZeroBitCount >> 3 }
            j += 8
        }
        while j < n {
            let c = p[j]
            if c == 0x22 || c == 0x5C || c < 0x20 || c >= 0x80 { break }
            j += 1
        }
        return j
    }

    /// Validates the escape whose backslash is at `j`; returns the offset just past it.
    @inline(never)
    func escape(at j: Int) throws(SyntaxError) -> Int {
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
    mutating func number() throws(SyntaxError) {
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
            j = digitsEnd(j + 1)
        } else {
            throw unexpected(j, "invalid number: expected a digit after '-'")
        }
        if j < n, p[j] == 0x2E {  // .
            j += 1
            guard j < n else { throw JSONParser.error(p, n, n, "unexpected end of input inside a number") }
            guard p[j] &- 0x30 < 10 else {
                throw unexpected(j, "invalid number: expected a digit after the decimal point")
            }
            j = digitsEnd(j + 1)
        }
        if j < n, p[j] | 0x20 == 0x65 {  // e E
            j += 1
            if j < n, p[j] == 0x2B || p[j] == 0x2D { j += 1 }
            guard j < n else { throw JSONParser.error(p, n, n, "unexpected end of input inside a number") }
            guard p[j] &- 0x30 < 10 else {
                throw unexpected(j, "invalid number: expected a digit in the exponent")
            }
            j = digitsEnd(j + 1)
        }
        append(.number, start, j, 0)
        i = j
    }

    /// The offset of the first byte at or after `start` that is not an ASCII digit (or `n`): eight bytes at a
    /// time while eight remain.
    @inline(__always)
    func digitsEnd(_ start: Int) -> Int { Self.digitsEnd(p, n, start) }

    /// The offset of the first byte at or after `start` of `p[0..<n]` that is not an ASCII digit (or `n`).
    @inlinable @inline(__always)
    static func digitsEnd(_ p: UnsafePointer<UInt8>, _ n: Int, _ start: Int) -> Int {
        var j = start
        let ones: UInt64 = 0x0101_0101_0101_0101
        while n - j >= 8 {
            // t = byte ^ '0' is 0...9 exactly for a digit; t + 0x76 sets the high bit for t from 10 to 0x7F,
            // and t's own high bit marks the rest. A carry out of a byte only reaches later bytes, which do
            // not matter once an earlier byte is not a digit.
            let t = UInt64(littleEndian: UnsafeRawPointer(p + j).loadUnaligned(as: UInt64.self)) ^ (ones &* 0x30)
            let mask = ((t &+ ones &* 0x76) | t) & (ones &* 0x80)
            if mask != 0 { return j + mask.trailingZeroBitCount >> 3 }
            j += 8
        }
        while j < n, p[j] &- 0x30 < 10 { j += 1 }
        return j
    }

    /// `true`, `false` or `null`; `word` holds the expected bytes, most significant first.
    @inline(__always)
    mutating func literal(_ kind: JSONNode.Kind, _ word: UInt64, _ length: Int, _ text: StaticString) throws(SyntaxError) {
        if n - i >= length {
            // The first four bytes in one load, and the fifth of `false` on its own; `word` in memory order.
            let expected = word.byteSwapped >> UInt64(8 * (8 - length))
            var found = UInt64(UInt32(littleEndian: UnsafeRawPointer(p + i).loadUnaligned(as: UInt32.self)))
            if length > 4 { found |= UInt64(p[i + 4]) << 32 }
            if found == expected {
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
}
