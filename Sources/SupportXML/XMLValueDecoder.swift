import Support

/// Decodes checked character data: references replaced, line ends normalised (XML 1.0 §2.11) and, in
/// attribute values, white space normalised (§3.3.3).
enum XMLValueDecoder {
    /// What kind of text is decoded.
    enum Mode {
        /// Character data: references and line ends.
        case text
        /// An attribute value: references, and tab and line ends become spaces.
        case attribute
        /// CDATA and processing instruction data: line ends only (`&` is itself).
        case literal
    }

    /// The UTF-8 of the text in `range`, which the parser has already checked.
    static func decode(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ mode: Mode) -> [UInt8] {
        let attribute = mode == .attribute
        var out: [UInt8] = []
        out.reserveCapacity(range.count)
        var j = range.lowerBound
        let end = range.upperBound
        while j < end {
            let c = buffer[j]
            switch c {
            case 0x0D:  // CR and CR LF are one line end
                out.append(attribute ? 0x20 : 0x0A)
                j += j + 1 < end && buffer[j + 1] == 0x0A ? 2 : 1
            case 0x0A, 0x09:
                out.append(attribute ? 0x20 : c)
                j += 1
            case 0x26 where mode != .literal:  // &
                j = reference(buffer, at: j, into: &out)
            default:
                out.append(c)
                j += 1
            }
        }
        return out
    }

    /// Appends the character of the (checked) reference at `j`; returns the offset past its `;`.
    private static func reference(_ buffer: UnsafeBufferPointer<UInt8>, at j: Int, into out: inout [UInt8]) -> Int {
        var k = j + 1
        if buffer[k] == 0x23 {  // #
            k += 1
            var value: UInt32 = 0
            if buffer[k] == 0x78 {  // x
                k += 1
                while buffer[k] != 0x3B {
                    let c = buffer[k]
                    value = value << 4 | UInt32(c &- 0x30 < 10 ? c &- 0x30 : (c | 0x20) &- 0x61 &+ 10)
                    k += 1
                }
            } else {
                while buffer[k] != 0x3B {
                    value = value * 10 + UInt32(buffer[k] &- 0x30)
                    k += 1
                }
            }
            UTF8Scalar.append(value, to: &out)
            return k + 1
        }
        switch (buffer[k], buffer[k + 1]) {
        case (0x6C, 0x74): out.append(0x3C); return k + 3  // lt
        case (0x67, 0x74): out.append(0x3E); return k + 3  // gt
        case (0x61, 0x6D): out.append(0x26); return k + 4  // amp
        case (0x61, 0x70): out.append(0x27); return k + 5  // apos
        default: out.append(0x22); return k + 5  // quot
        }
    }
}
