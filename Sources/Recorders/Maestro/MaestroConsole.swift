/// The lines Maestro's command line prints on standard output before `maestro hierarchy`'s JSON, which
/// `maestro hierarchy > screen.json` saves with it: `Running on iPhone 15 Pro - iOS 17.2 - <udid>` when Maestro picks
/// the device itself (`PickDeviceView.showRunOnDevice`), and its insight lines, `None: …`, `Info: …` or
/// `Warning: …` (`PrintHierarchyCommand` prints each insight's level, coloured with ANSI escapes on a terminal,
/// then its message).
enum MaestroConsole {
    /// At most this many console lines are looked for before the JSON.
    static let maxLines = 8

    /// The levels Maestro's insights print (`Insight.Level`, capitalised).
    static let levels: [StaticString] = ["None", "Info", "Warning"]

    /// The offset of the `{` that opens the hierarchy when `bytes` start with one to `maxLines` console lines
    /// (each `Running on …` or an insight line) and the next line starts with `{`; nil otherwise, also when the
    /// bytes start with the JSON itself.
    static func jsonStart(_ bytes: ArraySlice<UInt8>) -> (offset: Int, lines: Int)? {
        var index = bytes.startIndex
        var lines = 0
        while index < bytes.endIndex {
            if bytes[index] == UInt8(ascii: "{") { return lines > 0 ? (index, lines) : nil }
            guard lines < maxLines, isConsoleLine(bytes, at: index) else { return nil }
            guard let newline = bytes[index...].firstIndex(of: 0x0A) else { return nil }
            index = newline + 1
            lines += 1
        }
        return nil
    }

    /// Whether the line at `index` is `Running on …` or an insight line (`None: `, with ANSI escapes allowed
    /// around the level).
    static func isConsoleLine(_ bytes: ArraySlice<UInt8>, at index: Int) -> Bool {
        if starts(bytes, at: index, with: "Running on ") { return true }
        var position = skipEscapes(bytes, from: index)
        for level in levels where starts(bytes, at: position, with: level) {
            position = skipEscapes(bytes, from: position + level.utf8CodeUnitCount)
            return starts(bytes, at: position, with: ": ") || starts(bytes, at: position, with: ":\n")
                || starts(bytes, at: position, with: ":\r\n")
        }
        return false
    }

    /// Past any ANSI escape sequences (`ESC [ … letter`) at `index`.
    static func skipEscapes(_ bytes: ArraySlice<UInt8>, from index: Int) -> Int {
        var position = index
        while position + 1 < bytes.endIndex, bytes[position] == 0x1B, bytes[position + 1] == UInt8(ascii: "[") {
            position += 2
            while position < bytes.endIndex, !(bytes[position] >= 0x40 && bytes[position] <= 0x7E) { position += 1 }
            position += 1
        }
        return position
    }

    static func starts(_ bytes: ArraySlice<UInt8>, at index: Int, with text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index >= bytes.startIndex, bytes.endIndex - index >= count else { return false }
        return (0..<count).allSatisfy { bytes[index + $0] == text.utf8Start[$0] }
    }

    /// The first console line, cut to 60 characters, for the note on the screen.
    static func firstLine(_ bytes: [UInt8]) -> String {
        let line = String(decoding: bytes.prefix { $0 != 0x0A && $0 != 0x0D }, as: UTF8.self)
        let plain = String(line.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F })
        return plain.count <= 60 ? plain : String(plain.prefix(57)) + "..."
    }
}
