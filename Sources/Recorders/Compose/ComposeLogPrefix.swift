/// The log prefix `printToLog` puts before a dump's lines, found on the dump's first line and removed from the
/// others: Robolectric's `D/TAG: ` (on the first line only: the other lines of the message follow as they are),
/// `adb logcat`'s `01-15 10:23:45.678  4321  4321 D TAG     : ` and Android Studio's
/// `2024-01-15 10:23:45.678  4321-4321  TAG  com.example.app  D  ` (on every line). A line carries the prefix when
/// it has the same characters, any digit standing for any digit (times and thread ids change from line to
/// line, their widths do not).
struct ComposeLogPrefix: Sendable {
    let text: [Character]

    init(_ text: Substring) { self.text = Array(text) }

    var isEmpty: Bool { text.isEmpty }

    /// The rest of `line` after the prefix, or nil when the line does not carry it.
    func strip(_ line: Substring) -> Substring? {
        var index = line.startIndex
        for expected in text {
            guard index < line.endIndex else { return nil }
            let actual = line[index]
            guard actual == expected || (actual.isWholeNumber && expected.isWholeNumber) else { return nil }
            index = line.index(after: index)
        }
        return line[index...]
    }

    /// Whether `line` looks like another log line (`W/Tag: …`, or a logcat line starting with a date), which ends a
    /// dump whose continuation lines carry no prefix.
    static func isLogLine(_ line: Substring) -> Bool {
        let characters = Array(line.prefix(3))
        if characters.count == 3, "VDIWEAF".contains(characters[0]), characters[1] == "/" { return true }
        // `01-15 10:23…` (logcat) or `2024-01-15 10:23…` (Android Studio).
        func date(_ dash: Int) -> Bool {
            let start = Array(line.prefix(dash + 1))
            return start.count == dash + 1 && start.last == "-" && start.dropLast().allSatisfy(\.isWholeNumber)
        }
        return date(2) || date(4)
    }
}
