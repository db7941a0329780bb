/// Text a recorder's own command line writes around a tree, which saving its output keeps (Maestro's console
/// lines above its JSON, uiautomator's closing line after its XML): the reader passes over it and the screen says so.
enum PassedOverText {
    /// `bytes` with `range` turned into spaces, line breaks kept, so that the tree's reader sees only white space
    /// there and every location stays where it is in the file.
    static func blanked(_ bytes: [UInt8], _ range: Range<Int>) -> [UInt8] {
        var copy = bytes
        for index in range where copy[index] != 0x0A && copy[index] != 0x0D { copy[index] = 0x20 }
        return copy
    }
}
