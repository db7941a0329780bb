/// The types met in one page source, found again by the bytes of their recorded name (`XCUIElementTypeButton`
/// or `Button`): each is shortened and looked at once instead of once per element.
struct WDATypeCache {
    private var names: [[UInt8]] = []
    private var types: [WDAType] = []
    /// A page source with more distinct types than this keeps only the first ones.
    static let limit = 64

    /// The type named by `bytes[start..<end]` (UTF-8 without references to decode).
    mutating func lookUp(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> WDAType {
        let count = end - start
        for slot in names.indices where names[slot].count == count {
            let same = names[slot].withUnsafeBufferPointer { known in
                var k = 0
                while k < count, known[k] == bytes[start + k] { k += 1 }
                return k == count
            }
            if same { return types[slot] }
        }
        let found = WDAType(short: WDAVocabulary.shortType(bytes, start, end))
        if names.count < Self.limit {
            names.append(Array(bytes[start ..< end]))
            types.append(found)
        }
        return found
    }
}
