/// The line `uiautomator dump` prints when it has written the hierarchy, `UI hierchary dumped to: <path>` (Android's
/// own spelling, `DumpCommand`), which follows the XML in the same stream when the dump is written to the terminal
/// (`adb exec-out uiautomator dump /dev/tty > screen.xml`, a common way to get the dump without a file on the device).
enum UIAutomatorTrailer {
    static let prefix: StaticString = "UI hierchary dumped to: "

    /// Where the trailer starts when `bytes` end with `</hierarchy>`, optional white space, the trailer and a path on
    /// one line, and optional white space; nil otherwise.
    static func start(in bytes: [UInt8]) -> Int? {
        var end = bytes.endIndex
        while end > 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[end - 1]) { end -= 1 }
        // The trailer is one line: search back for the prefix within the last line.
        var lineStart = end
        while lineStart > 0, bytes[lineStart - 1] != 0x0A, bytes[lineStart - 1] != 0x0D, bytes[lineStart - 1] != UInt8(ascii: ">") {
            lineStart -= 1
        }
        let count = prefix.utf8CodeUnitCount
        guard end - lineStart > count, (0..<count).allSatisfy({ bytes[lineStart + $0] == prefix.utf8Start[$0] }) else { return nil }
        // Right after the closing tag of the hierarchy (and white space).
        var before = lineStart
        while before > 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[before - 1]) { before -= 1 }
        let close = Array("</hierarchy>".utf8)
        guard before >= close.count, bytes[(before - close.count)..<before].elementsEqual(close) else { return nil }
        return lineStart
    }
}
