import TreeModel

/// Fingerprints that survive re-recording the same screen: they hash the rule, the screen file and the
/// element's identity, never the frame, the line or the key order.
///
/// Identity, in order of preference: the accessibility identifier (`id:close`); the type and label
/// (`label:Button:Close`); the element path (`path:Application/Button[3]`). When several elements on a
/// screen share an identity, the second and later (in reading order) get `#2`, `#3`, ….
public enum Fingerprint {
    /// The identity of `element`, whose path is `path`, without the ordinal.
    static func baseIdentity(of element: Element, path: @autoclosure () -> String) -> String {
        if let identifier = element.identifier { return "id:\(identifier)" }
        if let label = element.label { return "label:\(element.displayType):\(label)" }
        return "path:\(path())"
    }

    /// Gives each finding its identity and fingerprint; `findings` all belong to `screen`.
    public static func assign(_ findings: inout [Finding], on screen: Screen) {
        guard !findings.isEmpty else { return }
        // An element's ordinal counts the earlier elements of the screen with the same identity, so it does
        // not depend on which other elements happen to have findings. Elements with findings are few, so
        // each is compared with the elements before it (plain comparisons, no hashing).
        var identities: [Int: String] = [:]
        screen.elements.withUnsafeBufferPointer { elements in
            for finding in findings where identities[finding.elementIndex] == nil {
                let index = finding.elementIndex
                let element = elements[index]
                var ordinal = 1
                if let identifier = element.identifier {
                    for earlier in 0..<index where elements[earlier].identifier == identifier { ordinal += 1 }
                } else if let label = element.label {
                    let type = element.displayType
                    for earlier in 0..<index where elements[earlier].identifier == nil && elements[earlier].label == label
                        && elements[earlier].displayType == type {
                        ordinal += 1
                    }
                }
                let base = baseIdentity(of: element, path: finding.path)
                identities[index] = ordinal > 1 ? "\(base)#\(ordinal)" : base
            }
        }
        for position in findings.indices {
            let identity = identities[findings[position].elementIndex]!
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
