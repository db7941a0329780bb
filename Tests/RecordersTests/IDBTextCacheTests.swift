import Foundation
import Testing
import TreeModel
@testable import Recorders
import TestSupport

/// The idb reader makes each repeated type, role and subrole once (`IDBTextCache`) and derives their traits
/// once per combination: every element must read as it would without the cache, whatever the values (blank,
/// escaped, longer than the cache holds, not ASCII, not strings) and however many (slots are replaced).
@Suite struct IDBTextCacheTests {
    /// The values drawn for type, role and subrole: JSON text and the text the reader must make of it.
    static let values: [(json: String, text: String?)] = {
        var values: [(String, String?)] = [
            ("null", nil), ("\"\"", nil), ("\"   \"", nil), ("\"\\u0020\"", nil), ("\"\\u00a0\"", nil), ("\"\u{2003}\"", nil),
            ("\"Button\"", "Button"), ("\"StaticText\"", "StaticText"), ("\"Other\"", "Other"), ("\"Cell\"", "Cell"),
            ("\"AXButton\"", "AXButton"), ("\"AXKey\"", "AXKey"), ("\"AXSearchField\"", "AXSearchField"),
            ("\"AXSwitch\"", "AXSwitch"), ("\"AXTabButton\"", "AXTabButton"), ("\"AXSecureTextField\"", "AXSecureTextField"),
            ("\"_UIScrollViewScrollIndicator\"", "_UIScrollViewScrollIndicator"), ("\"UIView\"", "UIView"),
            ("\"SwiftUI.AccessibilityNode\"", "SwiftUI.AccessibilityNode"), ("\"_TtC9Shortcuts18ShortcutHostingView\"", "_TtC9Shortcuts18ShortcutHostingView"),
            ("\"UINavigationTransitionView\"", "UINavigationTransitionView"), ("\"Butt\\u006fn\"", "Button"), ("\"Bu\\\"tton\"", "Bu\"tton"),
            ("\"Bütton\"", "Bütton"), ("\"Cafe\u{301}\"", "Cafe\u{301}"), ("\"Caf\u{E9}\"", "Caf\u{E9}"), ("\"\u{212A}ey\"", "\u{212A}ey"),
            ("\"Key\"", "Key"), ("\"Heading\"", "Heading"), ("\"WebArea\"", "WebArea"), ("\" Button\"", " Button"), ("\"Button \"", "Button "),
            ("12", "12"), ("true", "true"), ("false", "false"), ("[\"A\", \"B\"]", "A, B"),
            ("\"" + String(repeating: "x", count: 32) + "\"", String(repeating: "x", count: 32)),
            ("\"" + String(repeating: "x", count: 33) + "\"", String(repeating: "x", count: 33)),
            ("\"" + String(repeating: "y", count: 31) + "\"", String(repeating: "y", count: 31)),
        ]
        // Enough distinct values that the direct-mapped slots are taken and replaced.
        for index in 0 ..< 150 { values.append(("\"Kind\(index)\"", "Kind\(index)")) }
        for index in 0 ..< 20 { values.append(("\"AXRole\(index)View\"", "AXRole\(index)View")) }
        return values
    }()

    @Test("cached types, roles and subroles read as the values themselves, with the vocabulary's traits and roles")
    func cachedTextsMatchTheValues() {
        var generator = SeededGenerator(seed: 0x1DB7_E47C)
        for size in [300, 5_000] {
            var parts: [String] = []
            var expected: [(type: String?, role: String?, subrole: String?, enabled: Bool)] = []
            for index in 0 ..< size {
                // Most values repeat, as on a screen; some come from the whole list.
                let pool = Bool.random(using: &generator) ? 12 : Self.values.count
                let type = Self.values[Int.random(in: 0 ..< pool, using: &generator)]
                let role = Self.values[Int.random(in: 0 ..< pool, using: &generator)]
                let subrole = Self.values[Int.random(in: 0 ..< min(pool, 20), using: &generator)]
                let enabled = Int.random(in: 0 ..< 4, using: &generator) != 0
                var members = ["\"AXLabel\": \"e\(index)\"", "\"frame\": {\"x\": 0, \"y\": \(index), \"width\": 10, \"height\": 10}",
                               "\"enabled\": \(enabled)"]
                if index == 0 || Int.random(in: 0 ..< 8, using: &generator) != 0 { members.append("\"type\": \(type.json)") }
                members.append("\"role\": \(role.json)")
                members.append("\"subrole\": \(subrole.json)")
                members.shuffle(using: &generator)
                parts.append("{" + members.joined(separator: ", ") + "}")
                let hasType = parts[index].contains("\"type\":")
                expected.append((hasType ? type.text : nil, role.text, subrole.text, enabled))
            }
            let bytes = Array(("[" + parts.joined(separator: ",\n") + "]").utf8)
            // Read as one document, and (when large) element by element.
            var screens = [IDBRecorder().read(bytes: bytes, file: "cache.json")]
            if let streamed = IDBRecorder.readArray(bytes: bytes, file: "cache.json") { screens.append(streamed) }
            // A view class name as a type tells the axbridge backend, which records no headers.
            let viewClasses = expected.contains { $0.type.map(IDBElementReader.isViewClassName) ?? false }
            for screen in screens {
                #expect(screen.status == .ok)
                #expect(screen.capabilities.evidence.contains(.headers) == !viewClasses)
                #expect(screen.elements.count == size)
                for (index, element) in screen.elements.enumerated() where index < expected.count {
                    let want = expected[index]
                    #expect(element.type == want.type, "\(index)")
                    #expect(element.role == want.role, "\(index)")
                    #expect(element.subrole == want.subrole, "\(index)")
                    let derived = IDBVocabulary.roles(type: want.type, role: want.role, subrole: want.subrole, enabled: want.enabled)
                    #expect(element.derivedTraits == derived.traits, "\(index)")
                    #expect(element.isContainer == derived.isContainer, "\(index)")
                    #expect(element.roles == derived.roles, "\(index)")
                }
            }
        }
    }
}
