/// Byte comparisons for readers that match a tape's names and values in place, without making strings.
public enum XMLBytes {
    /// Whether `bytes[start..<end]` is `literal`.
    @inlinable
    public static func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ literal: StaticString) -> Bool {
        guard end - start == literal.utf8CodeUnitCount else { return false }
        let pointer = literal.utf8Start
        for offset in 0..<(end - start) where bytes[start + offset] != pointer[offset] { return false }
        return true
    }

    /// `bytes[start..<end]` as a whole number when it is one written plainly: an optional `-` and 1 to 15
    /// ASCII digits, nothing else (no spaces, sign `+`, fraction or exponent); nil otherwise, for the caller's
    /// general number reading.
    @inlinable
    public static func wholeNumber(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int? {
        var index = start
        let negative = index < end && bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        guard index < end, end - index <= 15 else { return nil }
        var value = 0
        while index < end {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            value = value * 10 + Int(digit)
            index += 1
        }
        // "-0" is negative zero as a Double: left to the general reading.
        if negative && value == 0 { return nil }
        return negative ? -value : value
    }
}
