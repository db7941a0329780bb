import Support

/// Where the screenshot taken with a recording may be: the same stem (`login.json` + `login.png`), or
/// DroidBot's layout (`state_X.json` + `screen_X.png|jpg`). Shared by the pairing that feeds the contrast
/// rules and by the HTML report's drawing, so both find the same picture.
public enum ScreenshotNames {
    /// The screenshots a recording at `path` may have, in the order they are looked for.
    public static func candidates(for path: String) -> [String] {
        let slash = path.lastIndex(ofASCII: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let stem = name.lastIndex(ofASCII: ".").map { String(name[..<$0]) } ?? name
        var stems = [stem]
        if let screen = droidBotScreenStem(stem) { stems.append(screen) }
        return stems.flatMap { stem in ["png", "jpg", "jpeg"].map { folder + stem + "." + $0 } }
    }

    /// DroidBot: `screen_<time>` for `state_<time>`, also under a common prefix (`app-state_…`), replacing
    /// the last "state_"; nil without one. Found by its bytes; where a byte beside them is outside ASCII (a
    /// combining mark may join the characters there) the characters are compared instead.
    public static func droidBotScreenStem(_ stem: String) -> String? {
        let bytes = Array(stem.utf8), marker = Array("state_".utf8)
        guard bytes.count >= marker.count,
              let start = stride(from: bytes.count - marker.count, through: 0, by: -1).first(where: {
                  bytes[$0 ..< $0 + marker.count].elementsEqual(marker)
              }) else { return nil }
        let end = start + marker.count
        if (start == 0 || bytes[start - 1] < 0x80) && (end == bytes.count || bytes[end] < 0x80) {
            return String(decoding: bytes[..<start], as: UTF8.self) + "screen_" + String(decoding: bytes[end...], as: UTF8.self)
        }
        let characters = Array(stem), markerCharacters = Array("state_")
        guard let found = stride(from: characters.count - markerCharacters.count, through: 0, by: -1).first(where: {
            Array(characters[$0 ..< ($0 + markerCharacters.count)]) == markerCharacters
        }) else { return nil }
        return String(characters[..<found]) + "screen_" + String(characters[(found + markerCharacters.count)...])
    }
}
