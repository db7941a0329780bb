import TreeModel

/// The lines of a text dump (XCUITest's `debugDescription`, Compose's `printToString`), each with its 1-based
/// number, for readers that locate what they read at a line and column. A UTF-8 byte order mark is dropped;
/// lines end at `\n`, `\r\n` or `\r`. Columns count characters, 1-based.
struct TextLines: Sendable {
    /// The text of each line, without its end.
    let lines: [Substring]

    init(bytes: [UInt8]) {
        // Split by bytes (a line end is ASCII, never inside a UTF-8 sequence), then decode each line: much faster
        // than splitting a whole String by Characters.
        var result: [Substring] = []
        bytes.withUnsafeBufferPointer { buffer in
            var start = buffer.count >= 3 && buffer[0] == 0xEF && buffer[1] == 0xBB && buffer[2] == 0xBF ? 3 : 0
            var index = start
            func take(_ end: Int) {
                result.append(Substring(String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)))
            }
            while index < buffer.count {
                let byte = buffer[index]
                if byte == 0x0A || byte == 0x0D {
                    take(index)
                    index += byte == 0x0D && index + 1 < buffer.count && buffer[index + 1] == 0x0A ? 2 : 1
                    start = index
                } else {
                    index += 1
                }
            }
            take(buffer.count)
        }
        lines = result
    }

    var count: Int { lines.count }

    subscript(index: Int) -> Substring { lines[index] }

    /// The place of the character at `index` of line `line` (0-based line index).
    func location(line: Int, at index: Substring.Index) -> SourceLocation {
        let text = lines[line]
        return SourceLocation(line: line + 1, column: text.distance(from: text.startIndex, to: index) + 1)
    }

    /// The index in line `line` (0-based) of `position` in `text`, the end of that line (after a log prefix):
    /// counted by UTF-8 offsets, which agree since `text` is the line's tail.
    func index(inLine line: Int, of text: Substring, at position: Substring.Index) -> Substring.Index {
        let whole = lines[line]
        let offset = text.utf8.distance(from: text.startIndex, to: position) + (whole.utf8.count - text.utf8.count)
        return whole.utf8.index(whole.startIndex, offsetBy: offset)
    }

    /// The place of the first character of line `line` (0-based) that is not a space, or its start.
    func location(line: Int) -> SourceLocation {
        let text = lines[line]
        return location(line: line, at: text.firstIndex { $0 != " " && $0 != "\t" } ?? text.startIndex)
    }
}

extension Substring {
    /// The text without leading and trailing spaces and tabs.
    var trimmedSpaces: Substring {
        var slice = self
        while let first = slice.first, first == " " || first == "\t" { slice = slice.dropFirst() }
        while let last = slice.last, last == " " || last == "\t" { slice = slice.dropLast() }
        return slice
    }
}

extension StringProtocol {
    /// The first range of `pattern` (ASCII at its start), searched in the UTF-8 bytes: much faster than a search
    /// by Characters, and the same range for the text dumps' ASCII markers.
    func firstUTF8Range(of pattern: StaticString) -> Range<Index>? {
        let needle = UnsafeBufferPointer(start: pattern.utf8Start, count: pattern.utf8CodeUnitCount)
        guard let first = needle.first else { return nil }
        let bytes = utf8
        var index = bytes.startIndex
        while let found = bytes[index...].firstIndex(of: first) {
            var end = found, matched = 0
            while matched < needle.count, end < bytes.endIndex, bytes[end] == needle[matched] {
                end = bytes.index(after: end)
                matched += 1
            }
            if matched == needle.count { return found..<end }
            index = bytes.index(after: found)
        }
        return nil
    }
}
