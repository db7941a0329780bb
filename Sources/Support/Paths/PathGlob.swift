/// A path pattern, as used by the ledger's `screen` and the configuration's `include` and `exclude`.
///
/// Paths are split on `/` into segments, and the pattern is matched segment by segment:
/// - `*` matches any run of characters within one segment, including none (never a `/`);
/// - `?` matches exactly one character (a Unicode scalar) within one segment (never a `/`);
/// - `**` as a whole segment matches any number of segments, including none, so `a/**/b` matches `a/b`,
///   `a/x/b` and `a/x/y/b`, and `Recordings/**` matches `Recordings` and everything below it; elsewhere
///   (`a**b`) it means the same as `*`;
/// - every other character matches itself, case-sensitively; there are no character classes or escapes
///   (`[`, `]`, `{`, `}` and `\` are plain characters), and a leading `.` is not special.
///
/// Both the pattern and the path are normalised the way the tool prints paths first (``normalise(_:)``):
/// empty segments and leading `./` are dropped, so `./Recordings//a.json` and `Recordings/a.json` are the
/// same path. A pattern that starts with `/` only matches paths that start with `/`, and the other way round.
///
/// Compile a pattern once and reuse it: ``matches(_:)`` does no allocation for a pattern without
/// wildcards and little for one with them.
public struct PathGlob: Sendable, Hashable, CustomStringConvertible {
    /// The pattern exactly as given.
    public let pattern: String
    /// The pattern after ``normalise(_:)``: what a path is compared with.
    public let normalisedPattern: String
    /// True when the pattern has no `*` or `?`: it matches exactly one path.
    public var isLiteral: Bool { segments == nil }

    private let absolute: Bool
    /// nil for a literal pattern (compared as a whole with the normalised path).
    private let segments: [Segment]?
    /// A quick test done before the full match: the bytes every matching path starts with (the leading
    /// literal segments), and what its last segment must look like.
    private let requiredPrefix: [UInt8]
    private let lastSegment: LastSegment

    /// What the last segment of a matching path must be, unless the pattern ends with `**`.
    private enum LastSegment: Sendable, Hashable {
        case any
        case equal([UInt8])
        case affixes(prefix: [UInt8], suffix: [UInt8], minimumLength: Int)
    }

    private enum Segment: Sendable, Hashable {
        /// `**`: any number of whole segments.
        case anySegments
        /// A segment with at least one `*` or `?`.
        case wildcard([Token])
        /// A segment without wildcards.
        case literal([UInt8])
    }

    private enum Token: Sendable, Hashable {
        case literal([UInt8])
        /// `*` (or `**` inside a segment).
        case star
        /// `?`
        case one
    }

    /// Compiles `pattern`. Every string is a valid pattern.
    public init(_ pattern: String) {
        self.pattern = pattern
        let normalised = Self.normalise(pattern)
        self.normalisedPattern = normalised
        self.absolute = normalised.hasPrefix("/")
        guard normalised.utf8.contains(where: { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "?") }) else {
            self.segments = nil
            self.requiredPrefix = []
            self.lastSegment = .any
            return
        }
        var segments: [Segment] = []
        for part in normalised.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true) {
            let bytes = Array(part)
            if bytes == [UInt8(ascii: "*"), UInt8(ascii: "*")] {
                // `a/**/**/b` is the same as `a/**/b`.
                if segments.last != .anySegments { segments.append(.anySegments) }
                continue
            }
            guard bytes.contains(where: { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "?") }) else {
                segments.append(.literal(bytes))
                continue
            }
            var tokens: [Token] = []
            var literal: [UInt8] = []
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "*"), UInt8(ascii: "?"):
                    if !literal.isEmpty { tokens.append(.literal(literal)); literal = [] }
                    if byte == UInt8(ascii: "?") {
                        tokens.append(.one)
                    } else if tokens.last != .star {
                        tokens.append(.star)
                    }
                default:
                    literal.append(byte)
                }
            }
            if !literal.isEmpty { tokens.append(.literal(literal)) }
            segments.append(.wildcard(tokens))
        }
        self.segments = segments
        var prefix: [UInt8] = absolute ? [UInt8(ascii: "/")] : []
        for segment in segments {
            guard case .literal(let bytes) = segment else { break }
            prefix.append(contentsOf: bytes)
            prefix.append(UInt8(ascii: "/"))
        }
        // `a/b/**` also matches `a/b`: require `a/b`, not `a/b/`.
        if prefix.last == UInt8(ascii: "/"), prefix.count > 1 { prefix.removeLast() }
        self.requiredPrefix = prefix
        switch segments.last {
        case .literal(let bytes)?:
            self.lastSegment = .equal(bytes)
        case .wildcard(let tokens)?:
            var first: [UInt8] = [], last: [UInt8] = []
            if case .literal(let bytes)? = tokens.first { first = bytes }
            if tokens.count > 1, case .literal(let bytes)? = tokens.last { last = bytes }
            let minimum = tokens.reduce(0) { total, token in
                switch token {
                case .literal(let bytes): return total + bytes.count
                case .one: return total + 1
                case .star: return total
                }
            }
            self.lastSegment = .affixes(prefix: first, suffix: last, minimumLength: minimum)
        case .anySegments?, nil:
            self.lastSegment = .any
        }
    }

    public var description: String { pattern }

    /// The leading segments without wildcards: where to start looking for files the pattern may match.
    /// `Recordings/**/*.json` → `Recordings`; `*.json` → `.`; `/tmp/*/a` → `/tmp`; a literal pattern → itself.
    public var root: String {
        guard let segments else { return normalisedPattern }
        var parts: [String] = []
        for segment in segments {
            guard case .literal(let bytes) = segment else { break }
            parts.append(String(decoding: bytes, as: UTF8.self))
        }
        let joined = parts.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// Whether `path` (normalised first) matches the whole pattern.
    public func matches(_ path: String) -> Bool {
        let path = Self.normalise(path)
        guard let segments else { return path == normalisedPattern }
        guard path.hasPrefix("/") == absolute else { return false }
        if path.utf8.withContiguousStorageIfAvailable({ quickReject($0) }) == true { return false }
        var parts: [ArraySlice<UInt8>] = []
        let utf8 = Array(path.utf8)
        for part in utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true) { parts.append(part) }
        return Self.match(segments, parts)
    }

    /// True when `path` (normalised, UTF-8) cannot match: it lacks the required prefix, or its last segment
    /// cannot match the pattern's last segment. Allocates nothing.
    private func quickReject(_ path: UnsafeBufferPointer<UInt8>) -> Bool {
        guard path.count >= requiredPrefix.count else { return true }
        for index in requiredPrefix.indices where path[index] != requiredPrefix[index] { return true }
        if case .any = lastSegment { return false }
        var start = path.count
        while start > 0, path[start - 1] != UInt8(ascii: "/") { start -= 1 }
        let length = path.count - start
        guard length > 0 else { return true }
        switch lastSegment {
        case .any:
            return false
        case .equal(let bytes):
            guard length == bytes.count else { return true }
            for index in bytes.indices where path[start + index] != bytes[index] { return true }
            return false
        case .affixes(let prefix, let suffix, let minimumLength):
            guard length >= minimumLength else { return true }
            for index in prefix.indices where path[start + index] != prefix[index] { return true }
            let suffixStart = path.count - suffix.count
            for index in suffix.indices where path[suffixStart + index] != suffix[index] { return true }
            return false
        }
    }

    /// Whether `path` or one of the folders it lies in matches: `Recordings/old` covers
    /// `Recordings/old/a.json`, and so does `Recordings/*`. Meant for exclusions.
    public func covers(_ path: String) -> Bool {
        var current = Self.normalise(path)
        while true {
            if matches(current) { return true }
            guard let slash = current.utf8.lastIndex(of: UInt8(ascii: "/")) else { return false }
            if slash == current.utf8.startIndex { return false }
            current = String(current[..<slash])
        }
    }

    /// The path as the tool prints it: `./a/b.json` → `a/b.json`, `a//b/` → `a/b`, `/x/./y` stays
    /// `/x/./y` (only leading `.` segments are dropped; one `.` alone stays `.`).
    public static func normalise(_ path: String) -> String {
        if isNormalised(path) { return path }
        var parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        while parts.count > 1, parts.first == "." { parts.removeFirst() }
        let joined = parts.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + joined : joined
    }

    /// True when ``normalise(_:)`` would return `path` unchanged (the common case; checked without allocating):
    /// no `//`, no trailing `/` (except the path `/`), and no leading `./` (after an optional leading `/`).
    private static func isNormalised(_ path: String) -> Bool {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        var previous: UInt8 = 0
        var count = 0
        // Whether the first segment, so far, is exactly `.`, and how long it is.
        var firstIsDot = false
        var firstLength = 0
        var inFirst = true
        for byte in path.utf8 {
            if byte == slash {
                if previous == slash { return false }
                if count > 0, inFirst {
                    if firstIsDot { return false }
                    inFirst = false
                }
            } else if inFirst {
                firstLength += 1
                firstIsDot = firstLength == 1 && byte == dot
            }
            previous = byte
            count += 1
        }
        if previous == slash && count > 1 { return false }
        return true
    }

    /// Matches pattern segments against path segments; `**` takes any number of segments (dynamic programming
    /// over positions, so many `**` cannot make it exponential).
    private static func match(_ pattern: [Segment], _ path: [ArraySlice<UInt8>]) -> Bool {
        // reachable[j]: the first i pattern segments can match the first j path segments.
        var reachable = [Bool](repeating: false, count: path.count + 1)
        reachable[0] = true
        for segment in pattern {
            var next = [Bool](repeating: false, count: path.count + 1)
            switch segment {
            case .anySegments:
                var any = false
                for j in 0...path.count {
                    any = any || reachable[j]
                    next[j] = any
                }
            case .literal(let bytes):
                for j in 0..<path.count where reachable[j] && path[j].elementsEqual(bytes) { next[j + 1] = true }
            case .wildcard(let tokens):
                for j in 0..<path.count where reachable[j] && matchSegment(tokens, path[j]) { next[j + 1] = true }
            }
            reachable = next
            if !reachable.contains(true) { return false }
        }
        return reachable[path.count]
    }

    /// One segment against `*`, `?` and literal tokens: the classic greedy match that backtracks only to the
    /// last `*` (linear in practice, quadratic at worst).
    private static func matchSegment(_ tokens: [Token], _ text: ArraySlice<UInt8>) -> Bool {
        var t = 0
        var i = text.startIndex
        var starToken = -1
        var starText = text.startIndex
        while true {
            if t < tokens.count {
                switch tokens[t] {
                case .star:
                    starToken = t
                    starText = i
                    t += 1
                    continue
                case .one:
                    if i < text.endIndex {
                        i = endOfScalar(text, from: i)
                        t += 1
                        continue
                    }
                case .literal(let bytes):
                    if text.endIndex - i >= bytes.count, text[i..<(i + bytes.count)].elementsEqual(bytes) {
                        i += bytes.count
                        t += 1
                        continue
                    }
                }
            } else if i == text.endIndex {
                return true
            }
            // Mismatch: let the last `*` take one more character, or fail.
            guard starToken >= 0, starText < text.endIndex else { return false }
            starText = endOfScalar(text, from: starText)
            i = starText
            t = starToken + 1
        }
    }

    /// The index just past the Unicode scalar that starts at `index` (UTF-8 continuation bytes are skipped).
    private static func endOfScalar(_ text: ArraySlice<UInt8>, from index: Int) -> Int {
        var end = index + 1
        while end < text.endIndex, text[end] & 0xC0 == 0x80 { end += 1 }
        return end
    }
}
