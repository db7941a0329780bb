/// The classes met in one recording, found again by the bytes of their name: the name's String, its short
/// name and what it says are made once per class instead of once per node.
struct AndroidClassCache {
    private var names: [[UInt8]] = []
    private var classes: [AndroidClass] = []
    /// A recording with more distinct classes than this keeps only the first ones.
    static let limit = 64

    /// The class named by `bytes[start..<end]` (UTF-8 without references to decode).
    mutating func lookUp(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> AndroidClass {
        let count = end - start
        for slot in names.indices where names[slot].count == count {
            let same = names[slot].withUnsafeBufferPointer { known in
                var k = 0
                while k < count, known[k] == bytes[start + k] { k += 1 }
                return k == count
            }
            if same { return classes[slot] }
        }
        let found = AndroidClass(String(decoding: UnsafeBufferPointer(rebasing: bytes[start ..< end]), as: UTF8.self))
        if names.count < Self.limit {
            names.append(Array(bytes[start ..< end]))
            classes.append(found)
        }
        return found
    }
}
