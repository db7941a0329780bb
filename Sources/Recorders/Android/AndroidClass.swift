import Support

/// What an Android class name alone says, worked out once per class name: its short name and the tests of
/// ``AndroidVocabulary`` that read only the name. A screen repeats a few classes on many nodes, so a reader
/// keeps these per class (``NameCache``) instead of testing suffixes on every node.
struct AndroidClass: Sendable {
    /// The class name as recorded (nil when the node has none).
    let name: String?
    /// `Button` for `android.widget.Button`; `View` when the name is absent.
    let short: String
    /// `EditText` and the auto-complete text views.
    let isTextField: Bool
    let isRadioButton: Bool
    /// Check boxes, switches, toggle buttons, checked text views and chips.
    let isToggle: Bool
    /// Seek bars, rating bars and sliders.
    let isAdjustable: Bool
    /// A `…Button` class (a control even when disabled).
    let isButton: Bool
    let isImage: Bool
    let isTextView: Bool
    /// Recycler, list, scroll and grid views and view pagers.
    let isScrolling: Bool
    /// Lists and grids (TalkBack's collections, whose own text is never spoken as theirs).
    let isCollection: Bool
    /// The view that hosts Jetpack Compose semantics (`AndroidComposeView`, `ComposeView`).
    let isComposeHost: Bool
    /// `WebView`: TalkBack hands its content to the web engine's own navigation, so it is no stop itself.
    let isWebView: Bool
    /// `DrawerLayout`: while a drawer is open, it hides the rest of its children from accessibility.
    let isDrawerLayout: Bool
    /// Material's `TextInputLayout`: its accessibility delegate gives the field inside it the layout's hint (the
    /// floating label) as the field's hint, which dumps of the field do not show.
    let isTextInputLayout: Bool
    /// Spinners and number pickers (drop-down lists, whose children are no scroll items to TalkBack).
    let isDropDown: Bool
    /// Seek bars, rating bars and progress bars: TalkBack speaks their range.
    let hasRange: Bool
    /// Layouts and view groups (containers that TalkBack does not stop on for being focusable).
    let isLayout: Bool

    /// The class named by `bytes[start..<end]` (UTF-8).
    init(bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) {
        self.init(String(decoding: UnsafeBufferPointer(rebasing: bytes[start ..< end]), as: UTF8.self))
    }

    /// Whether the name says anything about the view (a control, an image, a text, a scrolling view or a
    /// layout): a class whose name says nothing is known by a superclass instead, where the recording lists
    /// them (Rico's `ancestors`).
    var saysAnything: Bool {
        isTextField || isRadioButton || isToggle || isAdjustable || isButton || isImage || isTextView || isScrolling || isLayout
            || isDropDown || hasRange || isComposeHost || isWebView || isDrawerLayout
    }

    /// The class `name` (its name and short name) known as `base`, one of its superclasses: what `base`'s
    /// name says stands for it (`android.support.v7.widget.ac`, obfuscated, with the tests of
    /// `android.widget.AutoCompleteTextView`).
    init(_ name: String?, knownAs base: AndroidClass) {
        self.name = name
        short = AndroidVocabulary.shortName(name)
        isTextField = base.isTextField
        isRadioButton = base.isRadioButton
        isToggle = base.isToggle
        isAdjustable = base.isAdjustable
        isButton = base.isButton
        isImage = base.isImage
        isTextView = base.isTextView
        isScrolling = base.isScrolling
        isCollection = base.isCollection
        isComposeHost = base.isComposeHost
        isWebView = base.isWebView
        isDrawerLayout = base.isDrawerLayout
        isTextInputLayout = base.isTextInputLayout
        isDropDown = base.isDropDown
        hasRange = base.hasRange
        isLayout = base.isLayout
    }

    init(_ name: String?) {
        self.name = name
        let short = AndroidVocabulary.shortName(name)
        self.short = short
        isTextField = short.hasSuffix("EditText") || short == "AutoCompleteTextView" || short == "MultiAutoCompleteTextView"
        isRadioButton = short.hasSuffix("RadioButton")
        isToggle = short.hasSuffix("CheckBox") || TextChecks.containsBytes(short, "Switch") || short.hasSuffix("ToggleButton")
            || short == "CheckedTextView" || short == "Chip"
        isAdjustable = short.hasSuffix("SeekBar") || short == "RatingBar" || short == "Slider"
        isButton = short.hasSuffix("Button")
        isImage = short.hasSuffix("ImageView") || short == "ImageButton" || short.hasSuffix("ImageButton")
        isTextView = short.hasSuffix("TextView")
        isScrolling = short.hasSuffix("RecyclerView") || short.hasSuffix("ListView") || short.hasSuffix("ScrollView")
            || short == "GridView" || short.hasPrefix("ViewPager")
        isCollection = short.hasSuffix("RecyclerView") || short.hasSuffix("ListView") || short == "GridView"
        isComposeHost = short == "AndroidComposeView" || short == "ComposeView"
        isWebView = short.hasSuffix("WebView")
        isDrawerLayout = short == "DrawerLayout"
        isTextInputLayout = short.hasSuffix("TextInputLayout")
        isDropDown = short.hasSuffix("Spinner") || short == "NumberPicker"
        hasRange = isAdjustable || short.hasSuffix("ProgressBar")
        isLayout = short.hasSuffix("Layout") || short.hasSuffix("ViewGroup") || short == "hierarchy" || short == "ViewAnimator"
            || short == "ViewFlipper" || short == "ViewSwitcher" || short == "CardView" || short == "Toolbar"
    }
}
