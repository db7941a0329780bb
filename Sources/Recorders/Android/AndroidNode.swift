import TreeModel

/// One Android view as the dumpers record it (`uiautomator dump`, Appium UiAutomator2, DroidBot), before it
/// becomes an `Element`: the class, texts and flags; nil where the recording does not say.
struct AndroidNode: Sendable {
    var className: String?
    var text: String?
    var contentDescription: String?
    var resourceID: String?
    /// The field's hint (Android's placeholder), when recorded (`hint`, newer dumps and UiAutomator2).
    var hint: String?
    /// UiAutomator2's `showing-hint`: the text is the hint, shown while the field is empty.
    var showingHint: Bool?
    var clickable = false
    var longClickable = false
    var checkable = false
    var checked = false
    var enabled = true
    var focusable = false
    var scrollable = false
    /// Whether the recording says `scrollable` at all (Rico's and older formats do not): false then means the view
    /// cannot scroll now, as Android sets it only for a view that can scroll one way or the other.
    var scrollableRecorded = false
    var selected = false
    var password = false
    /// DroidBot's `editable`.
    var editable = false
    /// UiAutomator2's `heading` (API 28 and later); nil when absent (absent is not false).
    var heading: Bool?
    /// `NAF="true"`: the dumper's own flag for a clickable node with no text or description anywhere in it.
    var notAccessibilityFriendly = false
    /// UiAutomator2's `a11y-important`.
    var important: Bool?
    /// UiAutomator2's `screen-reader-focusable`.
    var screenReaderFocusable: Bool?
    /// The app the view belongs to (`package`); `com.android.systemui` is the system's status and navigation bars.
    var package: String?
    /// UiAutomator2's `displayed` or DroidBot's `visible`.
    var visible = true
    /// The bounds in pixels, or nil when absent or unusable.
    var bounds: Frame?
}
