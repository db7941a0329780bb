/// Text made safe to show on a terminal: nothing in a label may drive the terminal, reorder what a reviewer
/// reads or hide part of it.
///
/// Written out as `\u{202E}` (hexadecimal, upper case):
/// - control characters (Unicode category Cc: C0, DEL, C1), which include the escape that starts a terminal
///   sequence and the line breaks (`\n` is `\u{A}`, `\r` is `\u{D}`), so a label or file name cannot start a
///   line that looks like a finding of its own; line breaks are kept only where the text is several lines of
///   the report's own (`lines`);
/// - format characters (category Cf): the bidirectional controls U+202A–U+202E and U+2066–U+2069, the marks
///   U+200E, U+200F and U+061C, zero-width spaces (U+200B, U+2060, U+FEFF), the soft hyphen U+00AD, the
///   invisible tag characters U+E0000–U+E007F, and the rest;
/// - the line and paragraph separators U+2028 and U+2029 (categories Zl and Zp);
/// - private-use characters (category Co: U+E000–U+F8FF and the private-use planes), which icon fonts draw as
///   pictures: in a message they would show as nothing or a box (`View ""` for an icon named only by its glyph),
///   written out they say which glyph it is (`View "\u{E821}"`).
///
/// Kept: the joiners U+200C and U+200D between two visible characters, where they only shape what is shown
/// (emoji sequences such as 👩‍💻, Persian and Indic words).
public enum TerminalText {
    /// True when `text` needs no escaping: printable ASCII only (the common case, checked byte by byte).
    @inline(__always)
    static func isPlainASCII(_ text: String) -> Bool {
        // Over the string's own bytes when it has them (a native string does): a loop over a buffer, which
        // costs a fraction of walking the UTF-8 view.
        let plain = text.utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes where byte < 0x20 || byte >= 0x7F { return false }
            return true
        }
        return plain ?? !text.utf8.contains { $0 < 0x20 || $0 >= 0x7F }
    }

    /// The text on one line: everything listed above is written out, line breaks too.
    public static func line(_ text: String) -> String {
        if isPlainASCII(text) || !needsEscape(text, lineBreaks: true) { return text }
        return escape(text, keepingLineBreaks: false)
    }

    /// The text with its line breaks (`\n`) kept, everything else listed above written out: for a report
    /// that is several lines. Text with nothing to escape is returned as it is, after one scan.
    public static func lines(_ text: String) -> String {
        if !needsEscape(text, lineBreaks: false) { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            needsEscape(line, lineBreaks: false) ? escape(String(line), keepingLineBreaks: true) : String(line)
        }.joined(separator: "\n")
    }

    /// True when some scalar of `text` is written out (or, with `lineBreaks`, is a line break).
    static func needsEscape<Text: StringProtocol>(_ text: Text, lineBreaks: Bool) -> Bool {
        for scalar in text.unicodeScalars {
            if scalar.value < 0x80 {
                if scalar.value >= 0x20 && scalar.value != 0x7F { continue }
                if scalar == "\n" && !lineBreaks { continue }
                return true
            }
            if isHidden(scalar) { return true }
        }
        return false
    }

    /// True for a scalar that is written out.
    public static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse: return true
        default: return false
        }
    }

    static func escape(_ text: String, keepingLineBreaks: Bool) -> String {
        let scalars = Array(text.unicodeScalars)
        // Written as UTF-8 bytes; printable ASCII, the common case, without looking up its category.
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 16)
        for index in scalars.indices {
            let scalar = scalars[index]
            let value = scalar.value
            if value < 0x80 {
                if (value >= 0x20 && value != 0x7F) || (value == 0x0A && keepingLineBreaks) {
                    out.append(UInt8(truncatingIfNeeded: value))
                } else {
                    writeOut(value, to: &out)
                }
            } else if !isHidden(scalar) {
                UTF8.encode(scalar) { out.append($0) }
            } else if scalar == "\u{200C}" || scalar == "\u{200D}", index > 0, index + 1 < scalars.count,
                      isVisible(scalars[index - 1]), isVisible(scalars[index + 1]) {
                UTF8.encode(scalar) { out.append($0) }
            } else {
                writeOut(value, to: &out)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// `\u{202E}`: the scalar's value in upper-case hexadecimal.
    static func writeOut(_ value: UInt32, to out: inout [UInt8]) {
        out.append(contentsOf: "\\u{".utf8)
        out.append(contentsOf: String(value, radix: 16, uppercase: true).utf8)
        out.append(UInt8(ascii: "}"))
    }

    /// A character that shows something: not a space, not hidden.
    static func isVisible(_ scalar: Unicode.Scalar) -> Bool {
        !isHidden(scalar) && !scalar.properties.isWhitespace
    }
}
