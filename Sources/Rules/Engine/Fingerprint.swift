import TreeModel

/// Fingerprints that survive re-recording the same screen: they hash the rule, the screen file and the
/// element's identity, never the frame, the line or the key order.
///
/// Identity, in order of preference: the accessibility identifier (`id:close`); the type and label
/// (`label:Button:Close`); the element path (`path:Application/Button[3]`). When several elements on a
/// screen share an identity, the second and later (in reading order) get `#2`, `#3`, ….
public enum Fingerprint {
    /// The identity of an element with these parts and `ordinal` (1 for the first of its identity): the base
    /// identity, then `#2`, `#3` … .
    static func identity(identifier: String?, label: String?, type: String, path: @autoclosure () -> String,
                         ordinal: Int) -> String {
        var text = ""
        forEachIdentityPart(identifier: identifier, label: label, type: type, path: path, ordinal: ordinal) { text += $0 }
        return text
    }

    /// The parts of an identity, in order: what `identity` joins and `mixIdentity` hashes, so the two cannot
    /// differ.
    private static func forEachIdentityPart(identifier: String?, label: String?, type: String, path: () -> String,
                                            ordinal: Int, _ body: (String) -> Void) {
        if let identifier {
            body("id:")
            body(identifier)
        } else if let label {
            body("label:")
            body(type)
            body(":")
            body(label)
        } else {
            body("path:")
            body(path())
        }
        if ordinal > 1 {
            body("#")
            body(String(ordinal))
        }
    }

    /// Gives each finding its identity and fingerprint; `findings` all belong to `screen`.
    ///
    /// An element's ordinal counts the earlier elements of the screen with the same identity, so it does not
    /// depend on which other elements happen to have findings. One pass over the screen counts, per identity
    /// that some finding needs, the elements seen so far: linear in the elements, whatever the number of
    /// findings. Identities compare as Swift strings (canonical equivalence), as they always have.
    public static func assign(_ findings: inout [Finding], on screen: Screen) {
        findings.withUnsafeMutableBufferPointer { assign($0, on: screen) }
    }

    /// The same for findings in place. A finding keeps its ordinal, and its identity is made from its element's
    /// parts when read; the fingerprint hashes the same bytes without making the string.
    static func assign(_ findings: UnsafeMutableBufferPointer<Finding>, on screen: Screen) {
        guard !findings.isEmpty else { return }
        let ordinals = ordinals(of: findings.indices.map { findings[$0].elementIndex }, on: screen)
        // Findings come rule by rule: the hash of the rule and the file is kept for the next finding.
        var lastRule: (rule: String, state: UInt64)?
        screen.elements.withUnsafeBufferPointer { elements in
            for position in findings.indices {
                let index = findings[position].elementIndex
                let ordinal = ordinals[index]
                let rule = findings[position].rule
                let state: UInt64
                if let last = lastRule, last.rule == rule {
                    state = last.state
                } else {
                    state = ruleAndFile(rule: rule, file: screen.file)
                    lastRule = (rule, state)
                }
                let place = findings[position].place
                if place.identifier == elements[index].identifier, place.label == elements[index].label,
                   place.type == elements[index].displayType {
                    findings[position].setIdentity(ordinal: ordinal)
                    findings[position].setFingerprint(mixIdentity(state, identifier: place.identifier, label: place.label,
                                                                  type: place.type, path: place.path, ordinal: ordinal))
                } else {
                    // A finding whose parts were changed by hand: its identity is made from the screen's element.
                    let element = elements[index]
                    let identity = identity(identifier: element.identifier, label: element.label, type: element.displayType,
                                            path: place.path, ordinal: ordinal)
                    findings[position].identity = identity
                    findings[position].setFingerprint(mix(state, identity))
                }
            }
        }
    }

    /// `mix(state, identity(…))` without making the identity: the same bytes, fed part by part.
    static func mixIdentity(_ state: UInt64, identifier: String?, label: String?, type: String,
                            path: @autoclosure () -> String, ordinal: Int) -> UInt64 {
        var value = state
        forEachIdentityPart(identifier: identifier, label: label, type: type, path: path, ordinal: ordinal) {
            value = feed(value, $0).state
        }
        return separated(value)
    }

    /// A label identity: the element's display type and label.
    private struct LabelKey: Hashable {
        var type: String
        var label: String
    }

    /// Per element of `screen`: for those of `indices` whose identity is an identifier or a label, 1 plus the
    /// number of earlier elements with the same identity; 1 for the others (path identities are unique).
    static func ordinals(of indices: [Int], on screen: Screen) -> [Int] {
        var wanted = [Bool](repeating: false, count: screen.elements.count)
        var identifiers: [String: Int] = [:]
        var labels: [LabelKey: Int] = [:]
        var last = -1
        for index in indices where !wanted[index] {
            wanted[index] = true
            last = max(last, index)
            if let identifier = screen.elements[index].identifier {
                identifiers[identifier] = 0
            } else if let label = screen.elements[index].label {
                labels[LabelKey(type: screen.elements[index].displayType, label: label)] = 0
            }
        }
        var ordinals = [Int](repeating: 1, count: screen.elements.count)
        guard !identifiers.isEmpty || !labels.isEmpty else { return ordinals }
        // Most elements share no identity with a finding's: for an element whose identity is ASCII, a hash of its
        // bytes rules it out before the dictionaries hash it as a Swift string (normalising it). An ASCII string
        // equals another string exactly when that string's canonical form has its bytes: an ASCII string's own, or
        // a string whose only other characters are the three that Unicode maps to ASCII (`asciiEquivalent`). A
        // byte hash found goes on to the dictionary all the same; an element with other characters always does.
        var identifierBytes = Set<UInt64>(minimumCapacity: identifiers.count), labelBytes = Set<UInt64>(minimumCapacity: labels.count)
        for identifier in identifiers.keys {
            if let ascii = Self.asciiEquivalent(identifier) { identifierBytes.insert(byteHash(ascii).value) }
        }
        for key in labels.keys {
            if let type = Self.asciiEquivalent(key.type), let label = Self.asciiEquivalent(key.label) {
                labelBytes.insert(byteHash(type, label).value)
            }
        }
        screen.elements.withUnsafeBufferPointer { elements in
            for index in 0...last {
                let seen: Int
                // One look-up per element: the count is changed at the slot found. Fields are read in place (a
                // copy of the element would retain each of its strings).
                if let identifier = elements[index].identifier {
                    let hash = byteHash(identifier)
                    if hash.ascii && !identifierBytes.contains(hash.value) { continue }
                    guard let slot = identifiers.index(forKey: identifier) else { continue }
                    seen = identifiers.values[slot]
                    identifiers.values[slot] = seen + 1
                } else if let label = elements[index].label, !labels.isEmpty {
                    let hash = byteHash(elements[index].displayType, label)
                    if hash.ascii && !labelBytes.contains(hash.value) { continue }
                    guard let slot = labels.index(forKey: LabelKey(type: elements[index].displayType, label: label)) else { continue }
                    seen = labels.values[slot]
                    labels.values[slot] = seen + 1
                } else {
                    continue
                }
                if wanted[index] { ordinals[index] = seen + 1 }
            }
        }
        return ordinals
    }

    /// The ASCII string that `text` equals as a Swift string (canonical equivalence), or nil when it equals none:
    /// `text` itself when it is ASCII; with the Greek question mark, the Greek varia and the Kelvin sign made ";",
    /// "`" and "K" when those are its only other characters (the only characters whose canonical form is ASCII;
    /// Unicode's stability policy keeps it so). Any other character stays outside ASCII in every canonical form.
    static func asciiEquivalent(_ text: String) -> String? {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0..<0x80: scalars.append(scalar)
            case 0x37E: scalars.append(";")
            case 0x1FEF: scalars.append("`")
            case 0x212A: scalars.append("K")
            default: return nil
            }
        }
        return String(scalars)
    }

    /// FNV-1a over the UTF-8 bytes of `part`, then 0xff, and whether every byte is ASCII.
    static func byteHash(_ part: String) -> (value: UInt64, ascii: Bool) {
        let (value, high) = feed(offsetBasis, part)
        return (separated(value), high < 0x80)
    }

    /// The same over two parts, each ended by 0xff.
    static func byteHash(_ first: String, _ second: String) -> (value: UInt64, ascii: Bool) {
        let (one, highOne) = feed(offsetBasis, first)
        let (two, highTwo) = feed(separated(one), second)
        return (separated(two), (highOne | highTwo) < 0x80)
    }

    /// FNV-1a (64 bit) of the parts, as 16 hex digits, prefixed by the scheme version.
    public static func hash(rule: String, file: String, identity: String) -> String {
        digits(value(rule: rule, file: file, identity: identity))
    }

    /// FNV-1a (64 bit) of the parts, prefixed by the scheme version: the number `hash` writes.
    static func value(rule: String, file: String, identity: String) -> UInt64 {
        mix(ruleAndFile(rule: rule, file: file), identity)
    }

    /// The hash state after the version, the rule and the file: the same for every finding of one rule on
    /// one screen, so `assign` works it out once per rule.
    static func ruleAndFile(rule: String, file: String) -> UInt64 {
        mix(mix(versionState, rule), file)
    }

    /// The state after the fingerprint's version, `a11yElement/v1`.
    private static let versionState = mix(offsetBasis, "a11yElement/v1")

    /// FNV-1a's offset basis: the state before any byte.
    private static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325

    /// FNV-1a over the bytes of `part`, then a 0xff separator.
    static func mix(_ state: UInt64, _ part: String) -> UInt64 {
        separated(feed(state, part).state)
    }

    /// FNV-1a (64 bit) over the bytes of `part`, from `state`, and every byte or-ed together (under 0x80: ASCII).
    private static func feed(_ state: UInt64, _ part: String) -> (state: UInt64, high: UInt8) {
        var value = state
        var high: UInt8 = 0
        var text = part
        text.withUTF8 { bytes in
            for byte in bytes {
                high |= byte
                value = (value ^ UInt64(byte)) &* prime
            }
        }
        return (value, high)
    }

    /// `state` after the 0xff that ends a part.
    private static func separated(_ state: UInt64) -> UInt64 {
        (state ^ 0xff) &* prime
    }

    /// The 64-bit FNV prime.
    private static let prime: UInt64 = 0x0000_0100_0000_01b3

    /// `value` as 16 lowercase hex digits.
    public static func digits(_ value: UInt64) -> String {
        String(unsafeUninitializedCapacity: 16) { buffer in
            for position in 0..<16 {
                let nibble = UInt8(truncatingIfNeeded: value >> UInt64(60 - 4 * position)) & 0xf
                buffer[position] = nibble < 10 ? 0x30 + nibble : 0x57 + nibble
            }
            return 16
        }
    }

    /// The number written as `text` when it is 16 lowercase hex digits (as `digits` writes them), else nil.
    public static func value(of text: String) -> UInt64? {
        var value: UInt64 = 0
        var count = 0
        for byte in text.utf8 {
            count += 1
            guard count <= 16 else { return nil }
            switch byte {
            case 0x30...0x39: value = value << 4 | UInt64(byte - 0x30)
            case 0x61...0x66: value = value << 4 | UInt64(byte - 0x57)
            default: return nil
            }
        }
        return count == 16 ? value : nil
    }
}
