/// What a name says (an Android class, a WebDriverAgent type), worked out once per recording and found again
/// by the name's bytes: a recording repeats a few names on many nodes, so the String, the short name and the
/// tests on it are made once per name instead of once per node.
struct NameCache<Value> {
    private var names: [[UInt8]] = []
    private var values: [Value] = []
    /// A recording with more distinct names than this keeps only the first ones.
    static var limit: Int { 64 }

    /// The value for the name `bytes[start..<end]` (UTF-8 without references to decode); `make` works it out
    /// from the same bytes the first time.
    mutating func value(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int,
                        make: (UnsafeBufferPointer<UInt8>, Int, Int) -> Value) -> Value {
        let count = end - start
        for slot in names.indices where names[slot].count == count {
            let same = names[slot].withUnsafeBufferPointer { known in
                var k = 0
                while k < count, known[k] == bytes[start + k] { k += 1 }
                return k == count
            }
            if same { return values[slot] }
        }
        let found = make(bytes, start, end)
        if names.count < Self.limit {
            names.append(Array(bytes[start ..< end]))
            values.append(found)
        }
        return found
    }
}
