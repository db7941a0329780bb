import TreeModel

/// Reads the common idb shape, a top-level array of element objects (flat, or nested with `children`), straight
/// from the bytes: keys are recognised as they are scanned and each `Element` is built from the values in place,
/// without a JSON tape between them.
///
/// It decides nothing of its own. It reads only what it is sure of and gives nil for anything else: any syntax
/// error (it accepts a subset of what `JSONDocument` accepts), a top-level object or empty array, a key with
/// escapes, a known key twice in one element, a value of a kind a member does not take as recorded (an array as
/// a label, `children` that is not an array or `null`), a frame the tape reader would report as a recording
/// problem, or nesting deeper than `maxDepth`. `IDBRecorder` then reads the file with the tape as before, so every
/// error, message, location and other shape stays that reader's. What it gives is what `IDBElementReader` gives
/// for the same bytes: the same elements with the same locations, flags, format and screen (`IDBFastReaderTests`
/// compares both on every recording and on generated and mutated documents).
struct IDBFastReader {
    /// Thrown when the reader is not sure of the input: the caller reads it with the tape.
    struct Unsure: Error {}

    private let bytes: UnsafeBufferPointer<UInt8>
    private let p: UnsafePointer<UInt8>
    private let n: Int
    /// The next byte to read.
    private var i = 0
    /// The 1-based line of `i`, the offset it starts at, and the UTF-8 continuation bytes on it before `i`: an
    /// offset's column is counted as `LocationCursor` counts it, in Unicode scalars.
    private var line = 1
    private var lineStart = 0
    private var continuations = 0
    /// Open arrays and objects.
    private var depth = 0

    /// The elements read, in pre-order. An element is added when its object ends, which for one with children is
    /// after them: the elements inside one wait in `pending` until it ends.
    private var tree = TreeBuilder()
    /// The elements after `tree`'s, in pre-order, while one with children is open: each filled in when its object
    /// ends (nil until then), with its descendant count when it carried a `children` array, else -1 (a leaf).
    private var pending: [(element: Element?, descendants: Int32)] = []
    private var sawChildren = false
    private var sawViewClassType = false
    private var sawRecordedTraits = false
    private var cache = IDBTextCache()

    /// Containers deeper than this are left to the tape reader (which allows 512).
    static let maxDepth = 200

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        p = bytes.baseAddress!
        n = bytes.count
    }

    /// The screen of `bytes` recorded at `file` when the reader is sure of it, else nil.
    static func read(bytes: [UInt8], file: String) -> Screen? {
        bytes.withUnsafeBufferPointer { buffer -> Screen? in
            guard buffer.count >= 2 else { return nil }
            var reader = IDBFastReader(buffer)
            do throws(Unsure) {
                try reader.readTop()
            } catch {
                return nil
            }
            return reader.screen(file: file)
        }
    }

    /// The screen of the elements read, finished by `IDBElementReader` as the tape reader finishes it.
    private mutating func screen(file: String) -> Screen {
        var reader = IDBElementReader(document: IDBElementReader.between, tape: .empty, file: file)
        reader.tree = tree
        tree = TreeBuilder()
        reader.sawChildren = sawChildren
        reader.sawViewClassType = sawViewClassType
        reader.sawRecordedTraits = sawRecordedTraits
        reader.endArray(from: 0, wrapped: false)
        return reader.finish()
    }

    // MARK: Structure

    /// The top-level array: optional byte order mark and whitespace, `[`, one or more element objects, `]`.
    private mutating func readTop() throws(Unsure) {
        if n >= 3, p[0] == 0xEF, p[1] == 0xBB, p[2] == 0xBF {
            i = 3
            lineStart = 3
        }
        skipWhitespace()
        guard i < n, p[i] == UInt8(ascii: "[") else { throw Unsure() }
        i += 1
        depth = 1
        skipWhitespace()
        // An empty array is left to the tape reader, which says where.
        guard i < n, p[i] != UInt8(ascii: "]") else { throw Unsure() }
        // An idb element takes about 300 bytes of JSON.
        tree = TreeBuilder(expectedCount: n / 256 + 1)
        try readElements()
        skipWhitespace()
        guard i == n else { throw Unsure() }
    }

    /// The element objects of an array, from the first (after `[` and whitespace) past the closing `]`.
    private mutating func readElements() throws(Unsure) {
        while true {
            try readElement()
            skipWhitespace()
            guard i < n else { throw Unsure() }
            if p[i] == UInt8(ascii: ",") {
                i += 1
                skipWhitespace()
                continue
            }
            guard p[i] == UInt8(ascii: "]") else { throw Unsure() }
            i += 1
            return
        }
    }

    /// After a member's value: whitespace, then `,` (true, whitespace skipped) or `}` (false, passed).
    @inline(__always)
    private mutating func nextMember() throws(Unsure) -> Bool {
        // idb's `, "` first.
        if n - i >= 3, p[i] == UInt8(ascii: ","), p[i + 1] == UInt8(ascii: " "), p[i + 2] == UInt8(ascii: "\"") {
            i += 2
            return true
        }
        skipWhitespace()
        guard i < n else { throw Unsure() }
        if p[i] == UInt8(ascii: ",") {
            i += 1
            skipWhitespace()
            return true
        }
        guard p[i] == UInt8(ascii: "}") else { throw Unsure() }
        i += 1
        return false
    }

    /// A key without escapes at `i` and the `:` after it, whitespace skipped: the key's contents.
    @inline(__always)
    private mutating func key() throws(Unsure) -> (start: Int, length: Int) {
        guard i < n, p[i] == UInt8(ascii: "\"") else { throw Unsure() }
        let start = i + 1
        let (end, escaped) = try scanString()
        guard !escaped else { throw Unsure() }
        try colon()
        return (start, end - start)
    }

    /// A key at `i` of at most seven bytes, each a printable ASCII character other than a backslash: its bytes as a
    /// little-endian word (zeros above them), having passed its closing quote; nil, `i` unchanged, for any other.
    /// Such a key is valid as it stands, and every element key but four and every frame key is one.
    @inline(__always)
    private mutating func shortKey() -> UInt64? {
        guard n - i >= 9, p[i] == UInt8(ascii: "\"") else { return nil }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let w = UInt64(littleEndian: UnsafeRawPointer(p + i + 1).loadUnaligned(as: UInt64.self))
        let q = w ^ (ones &* 0x22)
        let b = w ^ (ones &* 0x5C)
        // The first '"', '\', control character or non-ASCII byte (the bytes after it may be flagged wrongly).
        let mask = (((q &- ones) & ~q) | ((b &- ones) & ~b) | ((w &- ones &* 0x20) & ~w) | w) & (ones &* 0x80)
        guard mask != 0 else { return nil }
        let length = mask.trailingZeroBitCount >> 3
        guard p[i + 1 + length] == UInt8(ascii: "\"") else { return nil }
        i += length + 2
        return length == 0 ? 0 : w & ((1 << UInt64(8 * length)) &- 1)
    }

    /// Whitespace, `:` and whitespace after a key; a value follows.
    @inline(__always)
    private mutating func colon() throws(Unsure) {
        // idb's `": "` first.
        if n - i >= 3, p[i] == UInt8(ascii: ":"), p[i + 1] == UInt8(ascii: " "), p[i + 2] > 0x20 {
            i += 2
            return
        }
        skipWhitespace()
        guard i < n, p[i] == UInt8(ascii: ":") else { throw Unsure() }
        i += 1
        skipWhitespace()
        guard i < n else { throw Unsure() }
    }

    private mutating func enter() throws(Unsure) {
        depth += 1
        guard depth <= Self.maxDepth else { throw Unsure() }
    }

    // MARK: Elements

    /// The element object at `i`, and its children, into the tree; as `IDBElementReader.readElement` reads it.
    private mutating func readElement() throws(Unsure) {
        guard i < n, p[i] == UInt8(ascii: "{") else { throw Unsure() }
        try enter()
        let location = SourceLocation(line: line, column: i - lineStart - continuations + 1)
        // The element's place in pre-order, and in `pending` once it has children.
        let slot = tree.count + pending.count
        var hasChildren = false
        i += 1
        var label: String?, value: String?, identifier: String?, type: String?, role: String?, subrole: String?
        var title: String?, hint: String?, placeholder: String?
        var customActions: [String] = []
        var frame: Frame?
        var axFrame: (start: Int, end: Int, escaped: Bool)?
        var enabled = true
        var recorded: Traits?
        // Ids of the cached texts of type, role and subrole (0 for none, -1 for a text not cached).
        var typeID = 0, roleID = 0, subroleID = 0
        // The known keys read so far, one bit each: a second one is left to the tape reader (the last wins there).
        var seen: UInt32 = 0
        @inline(__always) func once(_ bit: UInt32) throws(Unsure) {
            guard seen & bit == 0 else { throw Unsure() }
            seen |= bit
        }
        skipWhitespace()
        guard i < n else { throw Unsure() }
        if p[i] == UInt8(ascii: "}") {
            i += 1
        } else {
            repeat {
                let known: ElementKey
                if let word = shortKey() {
                    known = ElementKey(word: word)
                    try colon()
                } else {
                    let name = try key()
                    known = ElementKey(bytes, first: name.start, length: name.length)
                }
                switch known {
                case .label:
                    try once(1 << 0)
                    label = try text()
                case .value:
                    try once(1 << 1)
                    value = try text()
                case .identifier:
                    try once(1 << 2)
                    identifier = try text()
                case .type:
                    try once(1 << 3)
                    let read = try vocabularyText()
                    type = read.text
                    typeID = read.id
                    if !sawViewClassType, let type, read.isViewClass ?? IDBElementReader.isViewClassName(type) { sawViewClassType = true }
                case .role:
                    try once(1 << 4)
                    (role, roleID, _) = try vocabularyText()
                case .subrole:
                    try once(1 << 5)
                    (subrole, subroleID, _) = try vocabularyText()
                case .title:
                    try once(1 << 6)
                    title = try text()
                case .help:
                    try once(1 << 7)
                    hint = try text()
                case .placeholder:
                    try once(1 << 8)
                    placeholder = try text()
                case .enabled:
                    try once(1 << 9)
                    if p[i] == UInt8(ascii: "f") {
                        try literal(0x6573_6C61_66, length: 5)
                        enabled = false
                    } else {
                        try skipValue()
                    }
                case .frame:
                    try once(1 << 10)
                    frame = try readFrame()
                case .axFrame:
                    try once(1 << 11)
                    if p[i] == UInt8(ascii: "\"") {
                        let start = i + 1
                        let (end, escaped) = try scanString()
                        axFrame = (start, end, escaped)
                    } else if p[i] == UInt8(ascii: "n") {
                        try literal(0x6C6C_756E, length: 4)
                    } else {
                        // Used only without a frame, where the tape reader reports it: unsure then.
                        axFrame = (-1, -1, false)
                        try skipValue()
                    }
                case .customActions:
                    try once(1 << 12)
                    if p[i] == UInt8(ascii: "[") {
                        try enter()
                        i += 1
                        skipWhitespace()
                        guard i < n else { throw Unsure() }
                        if p[i] == UInt8(ascii: "]") {
                            i += 1
                        } else {
                            while true {
                                if let action = try text() { customActions.append(action) }
                                guard try nextItem() else { break }
                            }
                        }
                        depth -= 1
                    } else {
                        try skipValue()
                    }
                case .traits:
                    try once(1 << 13)
                    recorded = try readTraits()
                case .children:
                    try once(1 << 14)
                    sawChildren = true
                    if p[i] == UInt8(ascii: "[") {
                        // Its children come before it ends: they wait for it in `pending`, after its place.
                        hasChildren = true
                        pending.append((nil, 0))
                        try enter()
                        i += 1
                        skipWhitespace()
                        guard i < n else { throw Unsure() }
                        if p[i] == UInt8(ascii: "]") {
                            i += 1
                        } else {
                            try readElements()
                        }
                        depth -= 1
                        pending[slot - tree.count].descendants = Int32(tree.count + pending.count - slot - 1)
                    } else {
                        // `null` is a leaf; anything else is the tape reader's error.
                        try literal(0x6C6C_756E, length: 4)
                    }
                case .other:
                    try skipValue()
                }
            } while try nextMember()
        }
        depth -= 1
        if frame == nil, let axFrame { frame = try Self.rectangle(axFrame, in: bytes) }
        if recorded?.contains(.notEnabled) == true { enabled = false }
        let derived = cache.roles(type: type, typeID: typeID, role: role, roleID: roleID, subrole: subrole, subroleID: subroleID,
                                  enabled: enabled)
        let element = Element(label: label, value: value, identifier: identifier, type: type, role: role, subrole: subrole,
                              title: title, hint: hint, recordedTraits: recorded, derivedTraits: derived.traits,
                              frame: frame ?? .zero, enabled: enabled, customActions: customActions,
                              placeholder: placeholder, isContainer: derived.isContainer, roles: derived.roles, location: location)
        if !hasChildren {
            // A leaf: into the tree unless an element around it is still open.
            if pending.isEmpty { tree.add(consume element) } else { pending.append((consume element, -1)) }
            return
        }
        pending[slot - tree.count].element = consume element
        // The outermost open element has ended: it and everything inside it go into the tree.
        if slot == tree.count { flushPending() }
    }

    /// Adds the elements of `pending`, all ended, to the tree in pre-order: opened, added and closed as
    /// `IDBElementReader` does while it reads them.
    private mutating func flushPending() {
        var ends: [Int] = []
        for index in pending.indices {
            while let end = ends.last, end == index {
                tree.close()
                ends.removeLast()
            }
            let count = pending[index].descendants
            let element = pending[index].element.take().unsafelyUnwrapped
            if count < 0 {
                tree.add(consume element)
            } else {
                tree.open(consume element)
                ends.append(index + 1 + Int(count))
            }
        }
        for _ in ends { tree.close() }
        pending.removeAll(keepingCapacity: true)
    }

    /// After an array item: whitespace, then `,` (true, whitespace skipped) or `]` (false, passed).
    @inline(__always)
    private mutating func nextItem() throws(Unsure) -> Bool {
        skipWhitespace()
        guard i < n else { throw Unsure() }
        if p[i] == UInt8(ascii: ",") {
            i += 1
            skipWhitespace()
            guard i < n else { throw Unsure() }
            return true
        }
        guard p[i] == UInt8(ascii: "]") else { throw Unsure() }
        i += 1
        return false
    }

    // MARK: Members

    /// A string member as `IDBElementReader.text` makes it: nil for `null` or a blank string, a number or boolean
    /// as its JSON text. An array or object is left to the tape reader.
    private mutating func text() throws(Unsure) -> String? {
        switch p[i] {
        case UInt8(ascii: "\""):
            let start = i + 1
            let (end, escaped) = try scanString()
            return IDBElementReader.stringText(bytes, from: start, to: end, escaped: escaped)
        case UInt8(ascii: "n"):
            try literal(0x6C6C_756E, length: 4)
            return nil
        case UInt8(ascii: "t"):
            try literal(0x6575_7274, length: 4)
            return "true"
        case UInt8(ascii: "f"):
            try literal(0x6573_6C61_66, length: 5)
            return "false"
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let start = i
            try scanNumber()
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
        default:
            throw Unsure()
        }
    }

    /// `type`, `role` or `subrole` as `IDBElementReader.vocabularyText` reads it: through the cache for a short
    /// string without escapes, (nil, 0, false) for `null`, else the text and -1.
    private mutating func vocabularyText() throws(Unsure) -> (text: String?, id: Int, isViewClass: Bool?) {
        switch p[i] {
        case UInt8(ascii: "\""):
            let start = i + 1
            let (end, escaped) = try scanString()
            if !escaped, end - start <= IDBTextCache.maxLength {
                let entry = cache.entry(bytes, from: start, length: end - start)
                return (entry.text, entry.id, entry.isViewClass)
            }
            return (IDBElementReader.stringText(bytes, from: start, to: end, escaped: escaped), -1, nil)
        case UInt8(ascii: "n"):
            try literal(0x6C6C_756E, length: 4)
            return (nil, 0, false)
        default:
            return (try text(), -1, nil)
        }
    }

    /// `frame` as `FrameReader.read` reads it when usable: nil for `null`, else an object whose x, y, width and
    /// height are finite numbers, width and height not negative; anything else is unsure (a recording problem
    /// there). Other keys are passed over; a key read twice keeps its last value, as there.
    private mutating func readFrame() throws(Unsure) -> Frame? {
        if p[i] == UInt8(ascii: "n") {
            try literal(0x6C6C_756E, length: 4)
            return nil
        }
        guard p[i] == UInt8(ascii: "{") else { throw Unsure() }
        try enter()
        i += 1
        skipWhitespace()
        guard i < n, p[i] != UInt8(ascii: "}") else { throw Unsure() }
        var x = Double.nan, y = Double.nan, width = Double.nan, height = Double.nan
        repeat {
            // x, y, width and height as words (a key that is not short is none of them).
            var slot = -1
            if let word = shortKey() {
                switch word {
                case 0x78: slot = 0
                case 0x79: slot = 1
                case 0x68_7464_6977: slot = 2
                case 0x7468_6769_6568: slot = 3
                default: break
                }
                try colon()
            } else {
                _ = try key()
            }
            if slot < 0 {
                try skipValue()
                continue
            }
            guard p[i] == UInt8(ascii: "-") || p[i] &- 0x30 < 10 else { throw Unsure() }
            let start = i
            try scanNumber()
            let number = JSONDocument.parseNumber(bytes, from: start, to: i)
            guard number.isFinite, slot < 2 || !(number < 0) else { throw Unsure() }
            switch slot {
            case 0: x = number
            case 1: y = number
            case 2: width = number
            default: height = number
            }
        } while try nextMember()
        depth -= 1
        // NaN marks a missing key (every number read is finite).
        guard !x.isNaN, !y.isNaN, !width.isNaN, !height.isNaN else { throw Unsure() }
        return Frame(x: x, y: y, width: width, height: height)
    }

    /// The frame of an `AXFrame` string (`bytes[start..<end]`) as `FrameReader.read(axFrame:)` reads it when
    /// usable; unsure for anything it would report, or for an `AXFrame` that is not a string (start -1).
    private static func rectangle(_ axFrame: (start: Int, end: Int, escaped: Bool), in bytes: UnsafeBufferPointer<UInt8>) throws(Unsure) -> Frame {
        guard axFrame.start >= 0 else { throw Unsure() }
        let text = Tape.string(bytes, from: axFrame.start, to: axFrame.end, escaped: axFrame.escaped)
        guard let numbers = FrameReader.parseRect(text), numbers.allSatisfy(\.isFinite), numbers[2] >= 0, numbers[3] >= 0 else {
            throw Unsure()
        }
        return Frame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// `traits` as `IDBElementReader.readTraits` reads it: nil unless a non-empty array, whose strings are trait
    /// names (unknown ones and other values skipped); an array marks `sawRecordedTraits`.
    private mutating func readTraits() throws(Unsure) -> Traits? {
        guard p[i] == UInt8(ascii: "[") else {
            try skipValue()
            return nil
        }
        sawRecordedTraits = true
        try enter()
        i += 1
        skipWhitespace()
        guard i < n else { throw Unsure() }
        if p[i] == UInt8(ascii: "]") {
            i += 1
            depth -= 1
            return nil
        }
        var traits: Traits = []
        repeat {
            if p[i] == UInt8(ascii: "\"") {
                let start = i + 1
                let (end, escaped) = try scanString()
                if let trait = Traits(name: Tape.string(bytes, from: start, to: end, escaped: escaped)) { traits.insert(trait) }
            } else {
                try skipValue()
            }
        } while try nextItem()
        depth -= 1
        return traits
    }

    // MARK: Values

    /// Any value at `i`, validated and passed over.
    private mutating func skipValue() throws(Unsure) {
        guard i < n else { throw Unsure() }
        switch p[i] {
        case UInt8(ascii: "\""): _ = try scanString()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try scanNumber()
        case UInt8(ascii: "n"): try literal(0x6C6C_756E, length: 4)
        case UInt8(ascii: "t"): try literal(0x6575_7274, length: 4)
        case UInt8(ascii: "f"): try literal(0x6573_6C61_66, length: 5)
        case UInt8(ascii: "["):
            try enter()
            i += 1
            skipWhitespace()
            guard i < n else { throw Unsure() }
            if p[i] == UInt8(ascii: "]") {
                i += 1
            } else {
                repeat { try skipValue() } while try nextItem()
            }
            depth -= 1
        case UInt8(ascii: "{"):
            try enter()
            i += 1
            skipWhitespace()
            guard i < n else { throw Unsure() }
            if p[i] == UInt8(ascii: "}") {
                i += 1
            } else {
                repeat {
                    _ = try key()
                    try skipValue()
                } while try nextMember()
            }
            depth -= 1
        default:
            throw Unsure()
        }
    }

    /// `true`, `false` or `null` at `i`: `word` holds its bytes in memory order (the first in the lowest byte).
    @inline(__always)
    private mutating func literal(_ word: UInt64, length: Int) throws(Unsure) {
        guard n - i >= length else { throw Unsure() }
        var found = UInt64(UInt32(littleEndian: UnsafeRawPointer(p + i).loadUnaligned(as: UInt32.self)))
        if length > 4 { found |= UInt64(p[i + 4]) << 32 }
        guard found == word else { throw Unsure() }
        i += length
    }

    /// A string at `p[i] == '"'`, validated as the parser validates it (UTF-8, no control characters, escapes):
    /// moves past the closing quote and gives the offset of that quote and whether a backslash escape occurs.
    @inline(__always)
    private mutating func scanString() throws(Unsure) -> (end: Int, escaped: Bool) {
        var j = i + 1
        var escaped = false
        while true {
            j = JSONDocument.stringSpecialByte(p, n, j)
            guard j < n else { throw Unsure() }
            let c = p[j]
            if c == 0x22 {
                i = j + 1
                return (j, escaped)
            }
            if c == 0x5C {
                escaped = true
                j = JSONDocument.escapeEnd(p, n, j)
                guard j > 0 else { throw Unsure() }
            } else if c < 0x20 {
                throw Unsure()
            } else {
                repeat {
                    let length = JSONDocument.utf8SequenceLength(p, n, j)
                    guard length > 0 else { throw Unsure() }
                    continuations += length - 1
                    j += length
                } while j < n && p[j] >= 0x80
            }
        }
    }

    /// A number at `i` by the RFC 8259 grammar, `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`: moves
    /// past it. What follows is checked by the caller (a digit after a leading zero is then unsure).
    @inline(__always)
    private mutating func scanNumber() throws(Unsure) {
        var j = i
        if p[j] == UInt8(ascii: "-") { j += 1 }
        guard j < n else { throw Unsure() }
        if p[j] == UInt8(ascii: "0") {
            j += 1
        } else if p[j] &- 0x31 < 9 {
            j = digitsEnd(j + 1)
        } else {
            throw Unsure()
        }
        if j < n, p[j] == UInt8(ascii: ".") {
            j += 1
            guard j < n, p[j] &- 0x30 < 10 else { throw Unsure() }
            j = digitsEnd(j + 1)
        }
        if j < n, p[j] | 0x20 == UInt8(ascii: "e") {
            j += 1
            if j < n, p[j] == UInt8(ascii: "+") || p[j] == UInt8(ascii: "-") { j += 1 }
            guard j < n, p[j] &- 0x30 < 10 else { throw Unsure() }
            j = digitsEnd(j + 1)
        }
        i = j
    }

    /// The offset of the first byte at or after `start` that is not an ASCII digit (or `n`): the parser's scan.
    @inline(__always)
    private func digitsEnd(_ start: Int) -> Int { JSONDocument.digitsEnd(p, n, start) }

    /// Space, tab, CR and LF; a line feed starts a line (as the parser records them), and the indentation after
    /// it is passed eight spaces at a time.
    @inline(__always)
    private mutating func skipWhitespace() {
        while i < n {
            let c = p[i]
            if c > 0x20 { return }
            if c == 0x20 || c == 0x09 || c == 0x0D {
                i += 1
            } else if c == 0x0A {
                i += 1
                line += 1
                lineStart = i
                continuations = 0
                i = JSONDocument.spaceRunEnd(p, n, i)
            } else {
                return
            }
        }
    }

}
