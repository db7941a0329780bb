import Support

/// Turns UTF-16 text with a byte order mark into UTF-8, strictly: an unpaired surrogate or an odd number of
/// bytes is an error at its place (line and column counted as in the UTF-8 text).
public enum UTF16Transcoder {
    /// The UTF-8 form of `bytes` (which start with `FF FE` or `FE FF`), without the byte order mark.
    public static func utf8(from bytes: UnsafeBufferPointer<UInt8>, bigEndian: Bool) throws(SyntaxError) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        let count = bytes.count
        @inline(__always) func unit(_ k: Int) -> UInt32 {
            bigEndian ? UInt32(bytes[k]) << 8 | UInt32(bytes[k + 1]) : UInt32(bytes[k + 1]) << 8 | UInt32(bytes[k])
        }
        var k = 2
        while k < count {
            guard k + 1 < count else {
                throw failure(out, "the UTF-16 text ends in the middle of a character (an odd number of bytes)")
            }
            let u = unit(k)
            k += 2
            if u < 0x80 {
                out.append(UInt8(u))
                continue
            }
            var scalar = u
            if u >= 0xD800 && u <= 0xDBFF {
                guard k + 1 < count else {
                    throw failure(out, "unpaired UTF-16 surrogate \(XMLCharacters.scalarName(u)) at the end of the text")
                }
                let low = unit(k)
                guard low >= 0xDC00 && low <= 0xDFFF else {
                    throw failure(out, "unpaired UTF-16 surrogate \(XMLCharacters.scalarName(u))")
                }
                scalar = 0x10000 + ((u - 0xD800) << 10) + (low - 0xDC00)
                k += 2
            } else if u >= 0xDC00 && u <= 0xDFFF {
                throw failure(out, "unpaired UTF-16 surrogate \(XMLCharacters.scalarName(u))")
            }
            UTF8Scalar.append(scalar, to: &out)
        }
        return out
    }

    /// An error at the end of the text transcoded so far.
    private static func failure(_ out: [UInt8], _ message: String) -> SyntaxError {
        out.withUnsafeBufferPointer { buffer in
            let parser = XMLTapeParser(buffer, maxDepth: 1, keepsWhitespaceText: false, encoding: .utf16LittleEndian)
            defer { parser.deallocate() }
            return parser.error(buffer.count, message)
        }
    }
}
