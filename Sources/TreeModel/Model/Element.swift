/// One node of a recorded accessibility tree.
///
/// Elements live in `Screen.elements` in pre-order (the order VoiceOver reads them). Structure is kept
/// as indices: `parent` and `descendantCount`, so the children of element `i` are found among
/// `i + 1 ..< i + 1 + descendantCount` (see `Screen.children(of:)`). Text fields are normalised on
/// reading: `""`, `null` and whitespace-only strings are all `nil` ("no label").
public struct Element: Sendable, Hashable {
    // Stored properties are ordered by size, and the rarely set ones are kept out of line (`ElementDetails`)
    // and the small integers in 32 bits: a screen of 200,000 elements holds 200,000 of these.

    /// accessibilityLabel (`AXLabel`).
    public var label: String?
    /// accessibilityValue (`AXValue`); numbers and booleans are kept as their JSON text.
    public var value: String?
    /// accessibilityIdentifier (`AXUniqueId`).
    public var identifier: String?
    /// The role without `AX` (`Button`, `StaticText`, …), or nil when not recorded.
    public var type: String? { didSet { displayType = Element.displayType(type: type, role: role) } }
    /// `AXButton`, …
    public var role: String? { didSet { displayType = Element.displayType(type: type, role: role) } }
    /// The type for messages and paths: the recorded type, else the role without `AX`, else "Element".
    /// Kept up to date with `type` and `role`.
    public private(set) var displayType: String
    /// Frame in screen points.
    public var frame: Frame
    /// Traits derived from the format's types, role, subrole and enabled (for idb, see `IDBVocabulary`).
    public var derivedTraits: Traits { didSet { traits = derivedTraits.union(recordedTraits ?? []) } }
    /// Recorded and derived traits together: what rules read. Kept up to date with both.
    public private(set) var traits: Traits
    /// Subrole, title, hint, placeholder, custom actions, recorded traits and heading level; nil when none is set.
    private var details: ElementDetails?
    /// `parent + 1`, 0 for a root.
    private var parentStorage: UInt32
    private var descendantCountStorage: UInt32
    private var siblingPositionStorage: UInt32
    private var lineStorage: UInt32
    private var columnStorage: UInt32
    /// What the element is beyond its traits, as the recorder maps its format's types (see `ElementRoles`).
    public var roles: ElementRoles
    /// The depth in 16 bits (the readers refuse nesting past 512 levels), declared here so that it and the flags
    /// below fill the room after `roles` (Swift lays a struct out in declaration order).
    private var depthStorage: UInt16
    /// False when the element is recorded as not enabled. A `null` is read as enabled.
    public var enabled: Bool
    /// True when the element only groups others (a group, cell, list, window): set by the recorder from its
    /// vocabulary, so rules never test a format's type names.
    public var isContainer: Bool
    /// Whether the recorder says this is an accessibility element that assistive technology reaches on its
    /// own (WebDriverAgent's `accessible`, Android's importance and focusability); nil when the recording does
    /// not say (idb and AXe), and the rules derive it from role and traits (`ScreenFacts.stop`).
    public var accessible: Bool?
    /// True when the platform's screen reader speaks the texts of this element's descendants as its label when
    /// it has none of its own (TalkBack does for a focusable node without text or content description); set
    /// by the recorder. False for idb and AXe: VoiceOver speaks only the recorded label.
    public var labelFromDescendants: Bool = false
    /// Whether the label is the text the element shows (Android's `text` with no content description, or the
    /// texts TalkBack reads for it with no description among them): copy everyone reads, not a name written for
    /// the screen reader. Set by the Android recorders.
    public var labelIsShownText: Bool = false
    /// Whether the recorder says the element is visible on screen (WebDriverAgent's `visible`); false puts it
    /// off screen for the size, header and order rules. nil when the recording does not say.
    public var visible: Bool?

    /// `AXSearchField`, `AXSecureTextField`, `AXSwitch`, `AXTabButton`, …
    public var subrole: String? {
        get { details?.subrole }
        set { setDetails(subrole: newValue) }
    }
    public var title: String? {
        get { details?.title }
        set { setDetails(title: newValue) }
    }
    /// The accessibility hint (`help`): spoken after a pause; `label-missing` says when it stands in for a label.
    public var hint: String? {
        get { details?.hint }
        set { setDetails(hint: newValue) }
    }
    /// The placeholder text (`placeholder`, newer idb only).
    public var placeholder: String? {
        get { details?.placeholder }
        set { setDetails(placeholder: newValue) }
    }
    /// Names of the custom actions.
    public var customActions: [String] {
        get { details?.customActions ?? [] }
        set { setDetails(customActions: newValue) }
    }
    /// The level of a heading (1 the highest) where the recording gives one (Flutter's `headingLevel`), else nil.
    /// A level makes no heading by itself: the recorder inserts the `header` trait, which the rules read.
    public var headingLevel: Int? {
        get { details?.headingLevel }
        set { setDetails(headingLevel: .some(newValue)) }
    }
    /// Traits as recorded (`traits` key), or nil when the recording has none (most real captures).
    public var recordedTraits: Traits? {
        get { details?.recordedTraits }
        set {
            setDetails(recordedTraits: .some(newValue))
            traits = derivedTraits.union(newValue ?? [])
        }
    }
    /// Index of the parent in `Screen.elements`, or nil for a root.
    public var parent: Int? {
        get { parentStorage == 0 ? nil : Int(parentStorage) - 1 }
        set { parentStorage = Self.parentStorage(newValue) }
    }
    /// Depth in the tree, 0 for a root.
    public var depth: Int {
        get { Int(depthStorage) }
        set { depthStorage = UInt16(clamping: newValue) }
    }
    /// Number of elements in this element's subtree, itself excluded.
    public var descendantCount: Int {
        get { Int(descendantCountStorage) }
        set { descendantCountStorage = UInt32(clamping: newValue) }
    }
    /// 1-based position among the parent's children of the same type (`Button[3]` in paths); 0 for a root.
    public var siblingPosition: Int {
        get { Int(siblingPositionStorage) }
        set { siblingPositionStorage = UInt32(clamping: newValue) }
    }
    /// A scrolling container: the recorder's scrollable trait or its scroll-view role (a list, table or scroll view).
    public var scrolls: Bool { traits.contains(.scrollable) || roles.contains(.scrolls) }
    /// Where the element's JSON object starts in the recording.
    public var location: SourceLocation {
        get { SourceLocation(line: Int(lineStorage), column: Int(columnStorage)) }
        set {
            lineStorage = UInt32(clamping: newValue.line)
            columnStorage = UInt32(clamping: newValue.column)
        }
    }

    public init(
        label: String? = nil, value: String? = nil, identifier: String? = nil, type: String? = nil,
        role: String? = nil, subrole: String? = nil, title: String? = nil, hint: String? = nil,
        recordedTraits: Traits? = nil, derivedTraits: Traits = [], frame: Frame = .zero, enabled: Bool = true,
        customActions: [String] = [], placeholder: String? = nil, isContainer: Bool = false, roles: ElementRoles = [], parent: Int? = nil, depth: Int = 0,
        descendantCount: Int = 0, siblingPosition: Int = 0, location: SourceLocation = SourceLocation(line: 1, column: 1),
        accessible: Bool? = nil
    ) {
        self.label = label
        self.value = value
        self.identifier = identifier
        self.type = type
        self.role = role
        self.displayType = Element.displayType(type: type, role: role)
        self.frame = frame
        self.derivedTraits = derivedTraits
        self.traits = derivedTraits.union(recordedTraits ?? [])
        self.details = ElementDetails.make(subrole: subrole, title: title, hint: hint, placeholder: placeholder,
                                           customActions: customActions, recordedTraits: recordedTraits)
        self.parentStorage = Self.parentStorage(parent)
        self.depthStorage = UInt16(clamping: depth)
        self.descendantCountStorage = UInt32(clamping: descendantCount)
        self.siblingPositionStorage = UInt32(clamping: siblingPosition)
        self.lineStorage = UInt32(clamping: location.line)
        self.columnStorage = UInt32(clamping: location.column)
        self.roles = roles
        self.enabled = enabled
        self.isContainer = isContainer
        self.accessible = accessible
        self.visible = nil
    }

    /// `parent + 1` in 32 bits, 0 for none (or a negative index, which names no element).
    private static func parentStorage(_ parent: Int?) -> UInt32 {
        guard let parent, parent >= 0 else { return 0 }
        return parent >= Int(UInt32.max) ? UInt32.max : UInt32(parent + 1)
    }

    /// Replaces the out-of-line properties given, keeping the others.
    private mutating func setDetails(subrole: String?? = nil, title: String?? = nil, hint: String?? = nil,
                                     placeholder: String?? = nil, customActions: [String]? = nil,
                                     recordedTraits: Traits?? = nil, headingLevel: Int?? = nil) {
        details = ElementDetails.make(subrole: subrole ?? self.subrole, title: title ?? self.title,
                                      hint: hint ?? self.hint, placeholder: placeholder ?? self.placeholder,
                                      customActions: customActions ?? self.customActions,
                                      recordedTraits: recordedTraits ?? self.recordedTraits,
                                      headingLevel: headingLevel ?? self.headingLevel)
    }

    static func displayType(type: String?, role: String?) -> String {
        if let type { return type }
        if let role { return role.hasPrefix("AX") ? String(role.dropFirst(2)) : role }
        return "Element"
    }
}
