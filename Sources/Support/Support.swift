// Support: what is not about accessibility — the JSON reader and writer, file access, path globs and the
// problems found in settings files — shared by every other module.

/// Small text tests shared by the readers and the settings files.
public enum TextChecks {
    /// The length of `text` in bytes when every byte is ASCII, else -1. Two ASCII texts of different lengths
    /// are never equal Strings; an ASCII text may equal a text outside ASCII (`K` and the Kelvin sign U+212A
    /// are canonically equivalent), so only ASCII texts can be told apart by length.
    public static func asciiLength(_ text: String) -> Int {
        var text = text
        return text.withUTF8 { bytes in
            var index = 0
            let count = bytes.count
            if let base = bytes.baseAddress {
                while count - index >= 8 {
                    if UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return -1 }
                    index += 8
                }
            }
            while index < count {
                if bytes[index] >= 0x80 { return -1 }
                index += 1
            }
            return count
        }
    }

    /// `scalar.properties.isWhitespace`, answered without the property table for ASCII (tab to carriage
    /// return, and space).
    @inlinable
    public static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 { return value == 0x20 || (value >= 0x09 && value <= 0x0D) }
        return scalar.properties.isWhitespace
    }

    /// The UTF-8 continuation bytes (10xxxxxx) in `buf[from..<to]`: how many more bytes than Unicode scalars
    /// a range holds, for the columns of the JSON and XML readers' locations.
    @inlinable
    public static func continuationBytes(_ buf: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Int {
        guard let base = buf.baseAddress, from < to else { return 0 }
        var j = from, count = 0
        let high: UInt64 = 0x8080_8080_8080_8080
        // Blocks of 32 ASCII bytes (most of a recording) are passed over with one test.
        while to - j >= 32 {
            let a = UInt64(littleEndian: UnsafeRawPointer(base + j).loadUnaligned(as: UInt64.self))
            let b = UInt64(littleEndian: UnsafeRawPointer(base + j + 8).loadUnaligned(as: UInt64.self))
            let c = UInt64(littleEndian: UnsafeRawPointer(base + j + 16).loadUnaligned(as: UInt64.self))
            let d = UInt64(littleEndian: UnsafeRawPointer(base + j + 24).loadUnaligned(as: UInt64.self))
            if (a | b | c | d) & high != 0 {
                count += (a & ~(a << 1) & high).nonzeroBitCount + (b & ~(b << 1) & high).nonzeroBitCount
                    + (c & ~(c << 1) & high).nonzeroBitCount + (d & ~(d << 1) & high).nonzeroBitCount
            }
            j += 32
        }
        while to - j >= 8 {
            let w = UInt64(littleEndian: UnsafeRawPointer(base + j).loadUnaligned(as: UInt64.self))
            // A continuation byte is 10xxxxxx: bit 7 set and bit 6 clear.
            count += (w & ~(w << 1) & high).nonzeroBitCount
            j += 8
        }
        while j < to {
            if base[j] & 0xC0 == 0x80 { count += 1 }
            j += 1
        }
        return count
    }

    /// True when `text` is empty or only whitespace (Unicode), checked on bytes first.
    public static func isBlank(_ text: String) -> Bool {
        for byte in text.utf8 {
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D: continue
            case 0x80...: return !text.unicodeScalars.contains { !$0.properties.isWhitespace }
            default: return false
            }
        }
        return true
    }

    /// Where the bytes of `part` first occur in `text` (an index of `text.utf8`, a character boundary when
    /// `part` starts with an ASCII byte), or nil: a plain byte search for a fixed ASCII word, without the
    /// Unicode machinery of `String.contains(_:)` and `range(of:)`.
    public static func firstBytes(_ part: StaticString, in text: String) -> String.Index? {
        let needle = UnsafeBufferPointer(start: part.utf8Start, count: part.utf8CodeUnitCount)
        guard let first = needle.first else { return text.startIndex }
        // The bytes read in place, by offset: slicing the UTF-8 view at each candidate costs more than the scan.
        var contiguous = text
        let offset: Int? = contiguous.withUTF8 { bytes in
            guard bytes.count >= needle.count else { return nil }
            var start = 0
            while start <= bytes.count - needle.count {
                if bytes[start] == first && UnsafeBufferPointer(rebasing: bytes[start..<(start + needle.count)]).elementsEqual(needle) {
                    return start
                }
                start += 1
            }
            return nil
        }
        return offset.map { text.utf8.index(text.utf8.startIndex, offsetBy: $0) }
    }

    /// True when the bytes of `part` occur in `text` (see `firstBytes(_:in:)`).
    public static func containsBytes(_ text: String, _ part: StaticString) -> Bool {
        firstBytes(part, in: text) != nil
    }

    /// `value` as a whole number of at least `minimum` (`2` and `2.0` are both 2), or nil: fractions, numbers
    /// under the minimum and numbers beyond exact integers (2^53) are not whole numbers here.
    public static func wholeNumber(_ value: Double, atLeast minimum: Int = 1) -> Int? {
        guard value >= Double(minimum), value <= 9_007_199_254_740_992, value == value.rounded() else { return nil }
        return Int(value)
    }
}
