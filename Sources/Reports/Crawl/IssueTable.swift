/// Issue positions by the 64-bit value of their ids, for `CrawlGrouping`: an open-addressing table with linear
/// probing. The values are FNV-1a hashes already, so their low bits index the table as they are, without
/// hashing them again (`Dictionary` hashes each key with a seeded SipHash: a tenth of the time of grouping
/// a screen of 400,000 findings).
struct IssueTable: Sendable {
    private var keys: [UInt64]
    /// Position + 1; 0 marks an empty slot.
    private var positions: [Int]
    private var count = 0

    init() {
        keys = Array(repeating: 0, count: 16)
        positions = Array(repeating: 0, count: 16)
    }

    /// A well-spread slot for `key` (its bits are mixed once more, cheaply, in case ids share their low bits).
    private func slot(_ key: UInt64, mask: Int) -> Int {
        Int(truncatingIfNeeded: (key ^ key >> 29) &* 0xbf58_476d_1ce4_e5b9 >> 32) & mask
    }

    subscript(key: UInt64) -> Int? {
        get {
            let mask = keys.count - 1
            var index = slot(key, mask: mask)
            while positions[index] != 0 {
                if keys[index] == key { return positions[index] - 1 }
                index = (index + 1) & mask
            }
            return nil
        }
    }

    /// Adds `key` at `position`; `key` must not be in the table yet.
    mutating func insert(_ key: UInt64, at position: Int) {
        if (count + 1) * 4 > keys.count * 3 { grow() }
        let mask = keys.count - 1
        var index = slot(key, mask: mask)
        while positions[index] != 0 { index = (index + 1) & mask }
        keys[index] = key
        positions[index] = position + 1
        count += 1
    }

    private mutating func grow() {
        let oldKeys = keys, oldPositions = positions
        keys = Array(repeating: 0, count: oldKeys.count * 2)
        positions = Array(repeating: 0, count: oldKeys.count * 2)
        count = 0
        for index in oldKeys.indices where oldPositions[index] != 0 { insert(oldKeys[index], at: oldPositions[index] - 1) }
    }
}
