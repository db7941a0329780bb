import Testing
@testable import Recorders

/// A class found again by the bytes of its name is the class made from the name, and what it says of the
/// name is what the suffix tests say.
@Suite struct AndroidClassTests {
    static let names = ["android.widget.TextView", "android.widget.Button", "android.widget.ImageButton", "android.view.View",
                        "android.widget.EditText", "androidx.appcompat.widget.SwitchCompat", "android.widget.CheckedTextView",
                        "com.google.android.material.chip.Chip", "androidx.recyclerview.widget.RecyclerView",
                        "androidx.viewpager2.widget.ViewPager2", "android.widget.LinearLayout", "android.view.ViewGroup",
                        "hierarchy", "", "Café.Überblick", "com.example.\u{301}Accent", "日本.ボタン", "android.widget.RatingBar",
                        "android.widget.AutoCompleteTextView", "android.widget.RadioButton", "android.widget.ToggleButton"]

    static func same(_ a: AndroidClass, _ b: AndroidClass) -> Bool {
        a.name == b.name && a.short == b.short && a.isTextField == b.isTextField && a.isRadioButton == b.isRadioButton
            && a.isToggle == b.isToggle && a.isAdjustable == b.isAdjustable && a.isButton == b.isButton && a.isImage == b.isImage
            && a.isTextView == b.isTextView && a.isScrolling == b.isScrolling && a.isLayout == b.isLayout
    }

    @Test("looking a name up twice, among others and past the limit, gives the class made from it")
    func cacheGivesTheClass() {
        var cache = NameCache<AndroidClass>()
        let extra = (0 ..< NameCache<AndroidClass>.limit + 5).map { "com.example.View\($0)" }
        for round in 0 ..< 2 {
            for name in Self.names + extra + Self.names {
                let bytes = Array("<x class=\"".utf8) + Array(name.utf8) + Array("\"/>".utf8)
                let found = bytes.withUnsafeBufferPointer { cache.value($0, 10, 10 + name.utf8.count, make: AndroidClass.init(bytes:_:_:)) }
                #expect(Self.same(found, AndroidClass(name)), "\(name), round \(round)")
            }
        }
    }

    @Test("what the name says")
    func nameTests() {
        #expect(AndroidClass("android.widget.EditText").isTextField)
        #expect(AndroidClass("androidx.appcompat.widget.SwitchCompat").isToggle)
        #expect(AndroidClass("android.widget.ImageButton").isImage && AndroidClass("android.widget.ImageButton").isButton)
        #expect(AndroidClass("androidx.viewpager2.widget.ViewPager2").isScrolling)
        #expect(AndroidClass("android.widget.LinearLayout").isLayout && !AndroidClass("android.widget.TextView").isLayout)
        #expect(AndroidClass(nil).short == "View" && AndroidClass("").short == "View")
        #expect(!AndroidClass("android.widget.TextView").isButton)
    }
}
