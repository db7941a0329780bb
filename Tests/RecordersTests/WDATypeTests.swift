import Testing
@testable import Recorders

/// A WebDriverAgent type found again by its bytes says what looking at its name says.
@Suite struct WDATypeTests {
    static let names = ["XCUIElementTypeButton", "XCUIElementTypeStaticText", "XCUIElementTypeOther", "XCUIElementTypeStatusBar",
                        "XCUIElementTypeTextField", "XCUIElementTypeSecureTextField", "XCUIElementTypeTextView", "XCUIElementTypeCell",
                        "XCUIElementTypeScrollView", "XCUIElementTypeKeyboard", "XCUIElementTypeIcon", "Button", "StaticText", "",
                        "XCUIElementType", "XCUIElementTypé", "XCUIElementType\u{301}X", "UIView", "XCUIElementTypePickerWheel"]

    static func same(_ a: WDAType, _ b: WDAType) -> Bool {
        a.short == b.short && a.enabledRoles.traits == b.enabledRoles.traits && a.enabledRoles.isContainer == b.enabledRoles.isContainer
            && a.enabledRoles.roles == b.enabledRoles.roles && a.readingKind == b.readingKind && a.isStatusBar == b.isStatusBar
    }

    @Test("looking a type up twice, among others and past the limit, gives what its name gives")
    func cacheGivesTheType() {
        var cache = NameCache<WDAType>()
        let extra = (0 ..< NameCache<WDAType>.limit + 3).map { "XCUIElementTypeCustom\($0)" }
        for round in 0 ..< 2 {
            for name in Self.names + extra + Self.names {
                let bytes = Array("<x type=\"".utf8) + Array(name.utf8) + Array("\"/>".utf8)
                let found = bytes.withUnsafeBufferPointer { cache.value($0, 9, 9 + name.utf8.count, make: WDAType.init(bytes:_:_:)) }
                #expect(Self.same(found, WDAType(short: WDAVocabulary.shortType(name))), "\(name), round \(round)")
            }
        }
    }

    @Test("a disabled element's roles are the enabled ones and not enabled; readings match the type's")
    func rolesAndReadings() {
        for name in Self.names {
            let short = WDAVocabulary.shortType(name)
            let type = WDAType(short: short)
            for enabled in [true, false] {
                let direct = WDAVocabulary.roles(type: short, enabled: enabled)
                let cached = type.roles(enabled: enabled)
                #expect(direct.traits == cached.traits && direct.isContainer == cached.isContainer && direct.roles == cached.roles)
            }
            for (value, placeholder) in [("1", nil), ("Search", "Search"), ("a", "b")] as [(String?, String?)] {
                let direct = WDAVocabulary.reading(type: short, name: "n", label: "a", value: value, placeholder: placeholder)
                let cached = WDAVocabulary.reading(kind: type.readingKind, name: "n", label: "a", value: value, placeholder: placeholder)
                #expect(direct.value == cached.value && direct.extraTraits == cached.extraTraits && direct.identifier == cached.identifier)
            }
        }
        #expect(WDAType(short: "StatusBar").isStatusBar && WDAType(short: "TextField").readingKind == .textInput)
    }
}

/// idb's view class names told on bytes are what the characters say.
@Suite struct IDBViewClassNameTests {
    // Names outside ASCII keep the reader's own test on characters; these check that ASCII ones, told on
    // bytes, agree with it, and that names with other characters still reach it.
    @Test(arguments: ["UIView", "_UITouchPassthroughView", "_TtC9Shortcuts4View", "SwiftUI.AccessibilityNode", "Button", "StaticText",
                      "", "U", "UI", "_U", "_T", "Other.", "U\u{301}I", "é.x", "Ｕ", "UIé", "A.B", "_Tt", "UI\r\n"])
    func viewClassNames(type: String) {
        let byCharacters = type.hasPrefix("UI") || type.hasPrefix("_UI") || type.hasPrefix("_Tt") || type.contains(".")
        #expect(IDBElementReader.isViewClassName(type) == byCharacters)
    }
}
