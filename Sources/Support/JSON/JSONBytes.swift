/// The growing byte storage of a `JSONBuffer`: appends are a capacity check and a copy, without the
/// uniqueness check an array makes on every call (the buffer checks once per value it writes, and copies
/// the storage before writing when a copy of the buffer shares it).
final class JSONBytes: @unchecked Sendable {
    private(set) var base: UnsafeMutablePointer<UInt8>
    /// Bytes written.
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(16, capacity)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    func copy() -> JSONBytes {
        let copy = JSONBytes(capacity: max(capacity, 16))
        copy.base.initialize(from: base, count: count)
        copy.count = count
        return copy
    }

    /// Forgets what was written, keeping the capacity.
    func removeAll() { count = 0 }

    func array() -> [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    @inline(__always)
    func append(_ byte: UInt8) {
        if count == capacity { grow(to: count + 1) }
        base[count] = byte
        count += 1
    }

    @inline(__always)
    func append(_ start: UnsafePointer<UInt8>, _ length: Int) {
        if count + length > capacity { grow(to: count + length) }
        let destination = base + count
        if length <= 16 {
            // Short runs (keys, punctuation, indentation steps) are cheaper copied by hand than by `memcpy`.
            var offset = 0
            while offset < length {
                destination[offset] = start[offset]
                offset += 1
            }
        } else {
            destination.initialize(from: start, count: length)
        }
        count += length
    }

    private func grow(to needed: Int) {
        var size = capacity
        while size < needed { size *= 2 }
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: size)
        larger.initialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity = size
    }
}
