import TreeModel

/// Fingerprints that survive re-recording the same screen: they hash the rule, the screen file and the
/// element's identity, never the frame, the line or the key order.
///
/// Identity, in order of preference: the accessibility identifier (`id:close`); the type and label
/// (`label:Button:Close`); the element path (`path:Application/Button[3]`). When several elements on a
/// screen share an identity, the second and later (in reading order) get `#2`, `#3`, ….
public enum Fingerprint {
    /// The identity of element `index` on `screen`, without the ordinal.
    public static func baseIdentity(of index: Int, on screen: Screen) -> String {
        let element = screen.elements[index]
        if let identifier = element.identifier { return "id:\(identifier)" }
        if let label = element.label { return "label:\(element.displayType):\(label)" }
        return "path:\(screen.path(of: index))"
    }

    /// Gives each finding its identity and fingerprint; `findings` all belong to `screen`.
    public static func assign(_ findings: inout [Finding], on screen: Screen) {
        guard !findings.isEmpty else { return }
        // Ordinals count elements of the same identity over the whole screen, so an element's identity does
        // not depend on which other elements happen to have findings.
        var wanted = Set<String>()
        var bases: [Int: String] = [:]
        for finding in findings where bases[finding.elementIndex] == nil {
            let base = baseIdentity(of: finding.elementIndex, on: screen)
            bases[finding.elementIndex] = base
            wanted.insert(base)
        }
        var seen: [String: Int] = [:]
        var ordinals: [Int: Int] = [:]
        for index in screen.elements.indices {
            let element = screen.elements[index]
            // Cheap pre-filter: only elements that could share a wanted identity are hashed.
            if element.identifier == nil && element.label == nil && bases[index] == nil { continue }
            let base = bases[index] ?? baseIdentity(of: index, on: screen)
            guard wanted.contains(base) else { continue }
            let count = (seen[base] ?? 0) + 1
            seen[base] = count
            ordinals[index] = count
        }
        for position in findings.indices {
            let index = findings[position].elementIndex
            let base = bases[index]!
            let ordinal = ordinals[index] ?? 1
            let identity = ordinal > 1 ? "\(base)#\(ordinal)" : base
            findings[position].identity = identity
            findings[position].fingerprint = hash(rule: findings[position].rule, file: screen.file, identity: identity)
        }
    }

    /// FNV-1a (64 bit) of the parts, as 16 hex digits, prefixed by the scheme version.
    public static func hash(rule: String, file: String, identity: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for part in ["a11yElement/v1", rule, file, identity] {
            for byte in part.utf8 {
                value ^= UInt64(byte)
                value = value &* 0x0000_0100_0000_01b3
            }
            value ^= 0xff
            value = value &* 0x0000_0100_0000_01b3
        }
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
