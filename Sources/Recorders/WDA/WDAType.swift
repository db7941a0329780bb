import TreeModel

/// What a WebDriverAgent type says, worked out once per type in a recording (``NameCache``): the short
/// type, the traits and roles of an enabled element of that type, and how its synthesised values are read.
struct WDAType: Sendable {
    let short: String
    /// ``WDAVocabulary/roles(type:enabled:)`` of an enabled element; a disabled one adds `notEnabled`.
    let enabledRoles: (traits: Traits, isContainer: Bool, roles: ElementRoles)
    let readingKind: WDAVocabulary.ReadingKind
    let isStatusBar: Bool

    /// The type recorded as `bytes[start..<end]` (`XCUIElementTypeButton` or `Button`, UTF-8).
    init(bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) {
        self.init(short: WDAVocabulary.shortType(bytes, start, end))
    }

    init(short: String) {
        self.short = short
        enabledRoles = WDAVocabulary.roles(type: short, enabled: true)
        readingKind = WDAVocabulary.ReadingKind(short)
        isStatusBar = short == "StatusBar"
    }

    /// The traits, container flag and roles of an element of this type.
    func roles(enabled: Bool) -> (traits: Traits, isContainer: Bool, roles: ElementRoles) {
        var result = enabledRoles
        if !enabled { result.traits.insert(.notEnabled) }
        return result
    }
}
