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
}
