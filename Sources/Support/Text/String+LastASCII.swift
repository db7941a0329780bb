extension String {
    /// The position of the last `character` (an ASCII character such as `.` or `/`), as `lastIndex(of:)` finds
    /// it, found by its byte: a path's or a class name's separator without walking the text character by
    /// character. Where a byte beside the last one is outside ASCII, a combining mark may make it part of a
    /// larger character (which `lastIndex(of:)` would not match), so there the characters are searched instead.
    public func lastIndex(ofASCII character: Unicode.Scalar) -> String.Index? {
        precondition(character.isASCII, "lastIndex(ofASCII:) takes an ASCII character")
        let utf8 = self.utf8
        guard let byte = utf8.lastIndex(of: UInt8(character.value)) else { return nil }
        let after = utf8.index(after: byte)
        if (after != utf8.endIndex && utf8[after] >= 0x80) || (byte != utf8.startIndex && utf8[utf8.index(before: byte)] >= 0x80) {
            return lastIndex(of: Character(character))
        }
        return byte
    }
}
