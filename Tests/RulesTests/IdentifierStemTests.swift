import Testing
@testable import Rules

/// `EquivalentTargets.identifierStem`: what an Android resource id names apart from the kind of view, so an icon
/// and its caption with one stem count as one target for WCAG 2.5.8's equivalent exception.
@Suite struct IdentifierStemTests {
    @Test(arguments: [
        ("app:id/footer_home_imagebutton", "app:id/footer_home"),
        ("app:id/footer_home_textview", "app:id/footer_home"),
        ("app:id/iv_profile", "app:id/profile"),
        ("app:id/tv_profile", "app:id/profile"),
        ("app:id/settings_icon", "app:id/settings"),
    ])
    func stems(_ identifier: String, _ stem: String) {
        #expect(EquivalentTargets.identifierStem(identifier) == stem)
    }

    @Test(arguments: ["app:id/footer_home", "app:id/icon", "app:id/btnSave", "checkout.pay", "footer_home_icon", ""])
    func noStem(_ identifier: String) {
        #expect(EquivalentTargets.identifierStem(identifier) == nil)
    }
}
