import TreeModel

/// The texts that repeat from element to element of an idb screen (`type`, `role`, `subrole`: a few dozen
/// values), made once each, and what `IDBVocabulary.roles` derives from them, worked out once per combination.
///
/// A text is found by its bytes (a string without escapes, at most 32 bytes), so the cache holds across the
/// documents of a screen read element by element. Both tables are direct-mapped: a text or combination that
/// lands on a taken slot replaces it and is made again when it comes back. What the reader gets is what it
/// would make without the cache: the same function of the same bytes.
struct IDBTextCache {
    /// A text made from a string's bytes.
    struct Entry {
        /// The string's bytes, zero-padded.
        var words: (UInt64, UInt64, UInt64, UInt64)
        var length: Int
        /// Unique to these bytes while the cache lives (ids are never reused); 0 stands for no text.
        var id: Int
        /// The member's text as `IDBElementReader.text` makes it: nil for a blank string.
        var text: String?
        /// Whether the text is a view class name (`IDBElementReader.isViewClassName`).
        var isViewClass: Bool
    }

    /// What `IDBVocabulary.roles` gave for the texts with these ids and `enabled`.
    private struct Derived {
        var type: Int, role: Int, subrole: Int
        var enabled: Bool
        var result: (traits: Traits, isContainer: Bool, roles: ElementRoles)
    }

    static let maxLength = 32
    private static let slotBits = 6

    private var entries = [Entry?](repeating: nil, count: 1 << slotBits)
    private var derived = [Derived?](repeating: nil, count: 1 << slotBits)
    private var nextID = 1

    /// The entry of the member at `node` when it is a string without escapes of at most `maxLength` bytes, made
    /// as the reader's `text` makes it on a miss; nil for any other value.
    mutating func entry(_ node: Int, tape: Tape) -> Entry? {
        let entry = tape.nodes[node]
        guard entry.kind == .string, entry.count == 0 else { return nil }
        let start = Int(entry.start) + 1
        let length = Int(entry.end) - 1 - start
        guard length <= Self.maxLength else { return nil }
        return self.entry(tape.bytes, from: start, length: length)
    }

    /// The entry of the string whose contents, without escapes and at most `maxLength` bytes, are
    /// `bytes[start..<start + length]`, made as the reader's `text` makes it on a miss.
    mutating func entry(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, length: Int) -> Entry {
        var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        withUnsafeMutableBytes(of: &words) { raw in
            raw.baseAddress!.copyMemory(from: bytes.baseAddress! + start, byteCount: length)
        }
        let mixed = (words.0 &* 0x9E37_79B9_7F4A_7C15) ^ (words.1 &* 0xC2B2_AE3D_27D4_EB4F)
            ^ (words.2 &* 0x1656_67B1_9E37_79F9) ^ (words.3 &* 0x27D4_EB2F_1656_67C5) ^ UInt64(length)
        let slot = Int(truncatingIfNeeded: (mixed &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - Self.slotBits))
        if let found = entries[slot], found.length == length, found.words == words { return found }
        let text = IDBElementReader.stringText(bytes, from: start, to: start + length, escaped: false)
        let made = Entry(words: words, length: length, id: nextID, text: text,
                         isViewClass: text.map(IDBElementReader.isViewClassName) ?? false)
        nextID += 1
        entries[slot] = made
        return made
    }

    /// `IDBVocabulary.roles` of `type`, `role` and `subrole` with their entry ids (0: no text; -1: a text not cached,
    /// derived without the cache) and `enabled`.
    mutating func roles(type: String?, typeID: Int, role: String?, roleID: Int, subrole: String?, subroleID: Int,
                        enabled: Bool) -> (traits: Traits, isContainer: Bool, roles: ElementRoles) {
        guard typeID >= 0, roleID >= 0, subroleID >= 0 else {
            return IDBVocabulary.roles(type: type, role: role, subrole: subrole, enabled: enabled)
        }
        return roles(type: typeID, role: roleID, subrole: subroleID, enabled: enabled) {
            IDBVocabulary.roles(type: type, role: role, subrole: subrole, enabled: enabled)
        }
    }

    /// `IDBVocabulary.roles` of the texts with these entry ids (0: no text) and `enabled`, from `derive` on a miss.
    mutating func roles(type: Int, role: Int, subrole: Int, enabled: Bool,
                        derive: () -> (traits: Traits, isContainer: Bool, roles: ElementRoles))
        -> (traits: Traits, isContainer: Bool, roles: ElementRoles) {
        let mixed = (UInt64(truncatingIfNeeded: type) &* 0x9E37_79B9_7F4A_7C15) ^ (UInt64(truncatingIfNeeded: role) &* 0xC2B2_AE3D_27D4_EB4F)
            ^ (UInt64(truncatingIfNeeded: subrole) &* 0x1656_67B1_9E37_79F9) ^ (enabled ? 1 : 0)
        let slot = Int(truncatingIfNeeded: (mixed &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - Self.slotBits))
        if let found = derived[slot], found.type == type, found.role == role, found.subrole == subrole, found.enabled == enabled {
            return found.result
        }
        let result = derive()
        derived[slot] = Derived(type: type, role: role, subrole: subrole, enabled: enabled, result: result)
        return result
    }
}
