/// One node of a recorded accessibility tree.
///
/// Elements live in `Screen.elements` in pre-order (the order VoiceOver reads them). Structure is kept
/// as indices: `parent` and `descendantCount`, so the children of element `i` are found among
/// `i + 1 ..< i + 1 + descendantCount` (see `Screen.children(of:)`). Text fields are normalised on
/// reading: `""`, `null` and whitespace-only strings are all `nil` ("no label").
public struct Element: Sendable, Hashable {
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
    /// `AXSearchField`, `AXSecureTextField`, `AXSwitch`, `AXTabButton`, …
    public var subrole: String?
    public var title: String?
    /// The accessibility hint (`help`): spoken after a pause; `label-missing` says when it stands in for a label.
    public var hint: String?
    /// Traits as recorded (`traits` key), or nil when the recording has none (most real captures).
    public var recordedTraits: Traits? { didSet { traits = derivedTraits.union(recordedTraits ?? []) } }
    /// Traits derived from the format's types, role, subrole and enabled (for idb, see `IDBVocabulary`).
    public var derivedTraits: Traits { didSet { traits = derivedTraits.union(recordedTraits ?? []) } }
    /// Recorded and derived traits together: what rules read. Kept up to date with both.
    public private(set) var traits: Traits
    /// The type for messages and paths: the recorded type, else the role without `AX`, else "Element".
    /// Kept up to date with `type` and `role`.
    public private(set) var displayType: String
    /// Frame in screen points.
    public var frame: Frame
    /// False when the element is recorded as not enabled. A `null` is read as enabled.
    public var enabled: Bool
    /// Names of the custom actions.
    public var customActions: [String]
    /// The placeholder text (`placeholder`, newer idb only).
    public var placeholder: String?
    /// True when the element only groups others (a group, cell, list, window): set by the recorder from its
    /// vocabulary, so rules never test a format's type names.
    public var isContainer: Bool
    /// What the element is beyond its traits, as the recorder maps its format's types (see `ElementRoles`).
    public var roles: ElementRoles
    /// Index of the parent in `Screen.elements`, or nil for a root.
    public var parent: Int?
    /// Depth in the tree, 0 for a root.
    public var depth: Int
    /// Number of elements in this element's subtree, itself excluded.
    public var descendantCount: Int
    /// 1-based position among the parent's children of the same type (`Button[3]` in paths); 0 for a root.
    public var siblingPosition: Int
    /// Where the element's JSON object starts in the recording.
    public var location: SourceLocation
    /// Whether the recorder says this is an accessibility element that assistive technology reaches on its
    /// own (WebDriverAgent's `accessible`, Android's importance and focusability); nil when the recording does
    /// not say (idb and AXe), and the rules derive it from role and traits (`ScreenFacts.stop`).
    public var accessible: Bool?
    /// True when the platform's screen reader speaks the texts of this element's descendants as its label when
    /// it has none of its own (TalkBack does for a focusable node without text or content description); set
    /// by the recorder. False for idb and AXe: VoiceOver speaks only the recorded label.
    public var labelFromDescendants: Bool = false
    /// Whether the recorder says the element is visible on screen (WebDriverAgent's `visible`); false puts it
    /// off screen for the size, header and order rules. nil when the recording does not say.
    public var visible: Bool?

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
        self.subrole = subrole
        self.title = title
        self.hint = hint
        self.recordedTraits = recordedTraits
        self.derivedTraits = derivedTraits
        self.traits = derivedTraits.union(recordedTraits ?? [])
        self.frame = frame
        self.enabled = enabled
        self.customActions = customActions
        self.placeholder = placeholder
        self.isContainer = isContainer
        self.roles = roles
        self.parent = parent
        self.depth = depth
        self.descendantCount = descendantCount
        self.siblingPosition = siblingPosition
        self.location = location
        self.accessible = accessible
        self.visible = nil
    }

    static func displayType(type: String?, role: String?) -> String {
        if let type { return type }
        if let role { return role.hasPrefix("AX") ? String(role.dropFirst(2)) : role }
        return "Element"
    }
}
