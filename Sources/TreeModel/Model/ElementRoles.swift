/// What an element is beyond its traits, in platform-neutral terms: each recorder maps its format's types
/// (idb's `ScrollArea` or `Cell`, an Android class name) to these, so the rules and the visibility
/// derivations never test a format's type names.
public struct ElementRoles: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Clips what overflows it: a scrolling container, or any element that only groups others.
    public static let clipsContent = ElementRoles(rawValue: 1 << 0)
    /// An accessibility element whatever it holds: a text, an image, a heading, a key.
    public static let alwaysElement = ElementRoles(rawValue: 1 << 1)
    /// A table or collection cell.
    public static let cell = ElementRoles(rawValue: 1 << 2)
    /// A navigation bar or toolbar.
    public static let bar = ElementRoles(rawValue: 1 << 3)
    /// A segmented control (its children are segments).
    public static let segmentedControl = ElementRoles(rawValue: 1 << 4)
    /// A scroll view's scroll bar (system chrome).
    public static let scrollBar = ElementRoles(rawValue: 1 << 5)
    /// A page indicator (the dots of a paged view; system chrome).
    public static let pageIndicator = ElementRoles(rawValue: 1 << 6)
    /// Scrolls its content: a scroll view, table, collection or list (it also clips content).
    public static let scrolls = ElementRoles(rawValue: 1 << 7)
    /// Its children are read in their order on screen, not in the recorded order: Jetpack Compose, whose
    /// dumps list semantics nodes in composition order while TalkBack follows their positions.
    public static let positionOrdered = ElementRoles(rawValue: 1 << 8)
    /// A modal window or view on top (an alert, an action sheet, a dialog): while it is shown, VoiceOver and
    /// TalkBack reach only what lies inside it.
    public static let modal = ElementRoles(rawValue: 1 << 9)
    /// The system's, not the app's: Android's status and navigation bars (`com.android.systemui`).
    public static let systemOwned = ElementRoles(rawValue: 1 << 10)
    /// Android's `DrawerLayout`: a child after the first that is open on screen is a drawer, modal while open.
    public static let drawerLayout = ElementRoles(rawValue: 1 << 11)
    /// A web view (Android's `WebView`, iOS's web area): the page it shows is a tree of its own, in the recording
    /// only where the recorder exposes it as nodes (its descendants).
    public static let webView = ElementRoles(rawValue: 1 << 12)
    /// A home screen's (an Android launcher's): its icons and widgets are named after other apps, which the app under
    /// test neither names nor owns.
    public static let launcher = ElementRoles(rawValue: 1 << 13)
    /// A container that names the text field inside it where the recording cannot show it: Material's
    /// `TextInputLayout` hands its hint (the floating label) to the field's accessibility node.
    public static let namesItsField = ElementRoles(rawValue: 1 << 14)
    /// A live region: the screen reader announces its changes without focus moving to it (Android's
    /// `accessibilityLiveRegion`, Compose's `LiveRegion`, Flutter's `isLiveRegion`).
    public static let liveRegion = ElementRoles(rawValue: 1 << 15)
    /// Takes no touch of its own: an Android view that is neither clickable nor long-clickable (focusable or
    /// checkable only, a row's check box that the row toggles) and not one that handles touches whatever its click
    /// flag says (a seek bar, a text field, a scrolling view). A tap on it reaches the nearest ancestor that takes
    /// touches, so to a finger it is part of that target (the screen reader may still stop on it).
    public static let passesTouches = ElementRoles(rawValue: 1 << 16)
    /// A scrolling view that cannot scroll now, by its recording (Android's `scrollable` false on a `RecyclerView`,
    /// `ListView` or `ScrollView`: set only while it can scroll one way or the other): its content is all in view,
    /// and none of it is cut by its edges.
    public static let atRest = ElementRoles(rawValue: 1 << 17)
    /// Named by a description and showing no text of its own (an Android view with a content description and no
    /// `text`, or a stop TalkBack names from the descriptions of what it holds and from no text): its name is not
    /// drawn, so no text of it is there to measure.
    public static let describedOnly = ElementRoles(rawValue: 1 << 18)
    /// Takes a long press and no tap: an Android view that is long-clickable and not clickable (a chat message's
    /// row, which a long press selects). What a tap on it does is nothing, so it is no target a finger aims at to act.
    public static let longPressOnly = ElementRoles(rawValue: 1 << 19)
}
