import TreeModel

/// What a WebDriverAgent type says, worked out once per type in a recording (``WDATypeCache``): the short
/// type, the traits and roles of an enabled element of that type, and how its synthesised values are read.
struct WDAType: Sendable {
    let short: String
    /// ``WDAVocabulary/roles(type:enabled:)`` of an enabled element; a disabled one adds `notEnabled`.
    let enabledRoles: (traits: Traits, isContainer: Bool, roles: ElementRoles)
    let readingKind: WDAVocabulary.ReadingKind
    let isStatusBar: Bool

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
