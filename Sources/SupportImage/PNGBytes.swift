/// Big-endian reads from the file's bytes.
enum PNGBytes {
    static func uint32(_ bytes: ArraySlice<UInt8>, at i: Int) -> UInt32 {
        UInt32(bytes[i]) << 24 | UInt32(bytes[i + 1]) << 16 | UInt32(bytes[i + 2]) << 8 | UInt32(bytes[i + 3])
    }

    static func uint16(_ bytes: ArraySlice<UInt8>, at i: Int) -> UInt16 {
        UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1])
    }
}

/// Eight upper-case hexadecimal digits, for CRCs in messages.
func hex32(_ value: UInt32) -> String {
    String(value, radix: 16, uppercase: true).leftPadded(to: 8)
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
