/// Accessibility traits, by the names idb prints (its `traits` array, since 2026).
///
/// Most real captures have no `traits` key; `IDBVocabulary` (for idb) then derives them from type, role,
/// subrole and enabled. An `Element` keeps the recorded and the derived set apart.
public struct Traits: OptionSet, Sendable, Hashable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    public static let button = Traits(rawValue: 1 << 0)
    public static let link = Traits(rawValue: 1 << 1)
    public static let image = Traits(rawValue: 1 << 2)
    public static let selected = Traits(rawValue: 1 << 3)
    public static let playsSound = Traits(rawValue: 1 << 4)
    public static let keyboardKey = Traits(rawValue: 1 << 5)
    public static let staticText = Traits(rawValue: 1 << 6)
    public static let summaryElement = Traits(rawValue: 1 << 7)
    public static let notEnabled = Traits(rawValue: 1 << 8)
    public static let updatesFrequently = Traits(rawValue: 1 << 9)
    public static let searchField = Traits(rawValue: 1 << 10)
    public static let startsMediaSession = Traits(rawValue: 1 << 11)
    public static let adjustable = Traits(rawValue: 1 << 12)
    public static let allowsDirectInteraction = Traits(rawValue: 1 << 13)
    public static let causesPageTurn = Traits(rawValue: 1 << 14)
    public static let tabBar = Traits(rawValue: 1 << 15)
    public static let header = Traits(rawValue: 1 << 16)
    public static let webContent = Traits(rawValue: 1 << 17)
    public static let textEntry = Traits(rawValue: 1 << 18)
    public static let pickerElement = Traits(rawValue: 1 << 19)
    public static let radioButton = Traits(rawValue: 1 << 20)
    public static let isEditing = Traits(rawValue: 1 << 21)
    public static let launchIcon = Traits(rawValue: 1 << 22)
    public static let statusBarElement = Traits(rawValue: 1 << 23)
    public static let secureTextField = Traits(rawValue: 1 << 24)
    public static let inactive = Traits(rawValue: 1 << 25)
    public static let footer = Traits(rawValue: 1 << 26)
    public static let backButton = Traits(rawValue: 1 << 27)
    public static let tabButton = Traits(rawValue: 1 << 28)
    public static let autoCorrectCandidate = Traits(rawValue: 1 << 29)
    public static let deleteKey = Traits(rawValue: 1 << 30)
    public static let selectionDismissesItem = Traits(rawValue: 1 << 31)
    public static let visited = Traits(rawValue: 1 << 32)
    public static let scrollable = Traits(rawValue: 1 << 33)
    public static let spacer = Traits(rawValue: 1 << 34)
    public static let tableIndex = Traits(rawValue: 1 << 35)
    public static let map = Traits(rawValue: 1 << 36)
    public static let textOperationsAvailable = Traits(rawValue: 1 << 37)
    public static let draggable = Traits(rawValue: 1 << 38)
    public static let gesturePracticeRegion = Traits(rawValue: 1 << 39)
    public static let popupButton = Traits(rawValue: 1 << 40)
    public static let allowsNativeSliding = Traits(rawValue: 1 << 41)
    public static let mathEquation = Traits(rawValue: 1 << 42)
    public static let containedByTable = Traits(rawValue: 1 << 43)
    public static let containedByList = Traits(rawValue: 1 << 44)
    public static let touchContainer = Traits(rawValue: 1 << 45)
    public static let supportsZoom = Traits(rawValue: 1 << 46)
    public static let textArea = Traits(rawValue: 1 << 47)
    public static let bookContent = Traits(rawValue: 1 << 48)
    public static let containedByLandmark = Traits(rawValue: 1 << 49)
    public static let folderIcon = Traits(rawValue: 1 << 50)
    public static let readOnly = Traits(rawValue: 1 << 51)
    public static let menuItem = Traits(rawValue: 1 << 52)
    public static let toggle = Traits(rawValue: 1 << 53)
    public static let ignoreItemChooser = Traits(rawValue: 1 << 54)
    public static let supportsTrackingDetail = Traits(rawValue: 1 << 55)
    public static let alert = Traits(rawValue: 1 << 56)
    public static let containedByFieldset = Traits(rawValue: 1 << 57)
    public static let allowsLayoutChangeInStatusBar = Traits(rawValue: 1 << 58)

    /// Every trait with the name idb prints for it, in bit order.
    public static let named: [(name: String, trait: Traits)] = [
        ("Button", .button),
        ("Link", .link),
        ("Image", .image),
        ("Selected", .selected),
        ("PlaysSound", .playsSound),
        ("KeyboardKey", .keyboardKey),
        ("StaticText", .staticText),
        ("SummaryElement", .summaryElement),
        ("NotEnabled", .notEnabled),
        ("UpdatesFrequently", .updatesFrequently),
        ("SearchField", .searchField),
        ("StartsMediaSession", .startsMediaSession),
        ("Adjustable", .adjustable),
        ("AllowsDirectInteraction", .allowsDirectInteraction),
        ("CausesPageTurn", .causesPageTurn),
        ("TabBar", .tabBar),
        ("Header", .header),
        ("WebContent", .webContent),
        ("TextEntry", .textEntry),
        ("PickerElement", .pickerElement),
        ("RadioButton", .radioButton),
        ("IsEditing", .isEditing),
        ("LaunchIcon", .launchIcon),
        ("StatusBarElement", .statusBarElement),
        ("SecureTextField", .secureTextField),
        ("Inactive", .inactive),
        ("Footer", .footer),
        ("BackButton", .backButton),
        ("TabButton", .tabButton),
        ("AutoCorrectCandidate", .autoCorrectCandidate),
        ("DeleteKey", .deleteKey),
        ("SelectionDismissesItem", .selectionDismissesItem),
        ("Visited", .visited),
        ("Scrollable", .scrollable),
        ("Spacer", .spacer),
        ("TableIndex", .tableIndex),
        ("Map", .map),
        ("TextOperationsAvailable", .textOperationsAvailable),
        ("Draggable", .draggable),
        ("GesturePracticeRegion", .gesturePracticeRegion),
        ("PopupButton", .popupButton),
        ("AllowsNativeSliding", .allowsNativeSliding),
        ("MathEquation", .mathEquation),
        ("ContainedByTable", .containedByTable),
        ("ContainedByList", .containedByList),
        ("TouchContainer", .touchContainer),
        ("SupportsZoom", .supportsZoom),
        ("TextArea", .textArea),
        ("BookContent", .bookContent),
        ("ContainedByLandmark", .containedByLandmark),
        ("FolderIcon", .folderIcon),
        ("ReadOnly", .readOnly),
        ("MenuItem", .menuItem),
        ("Toggle", .toggle),
        ("IgnoreItemChooser", .ignoreItemChooser),
        ("SupportsTrackingDetail", .supportsTrackingDetail),
        ("Alert", .alert),
        ("ContainedByFieldset", .containedByFieldset),
        ("AllowsLayoutChangeInStatusBar", .allowsLayoutChangeInStatusBar),
    ]

    /// The trait idb prints as `name`, or nil for `None`, `Unknown` and names this version does not know.
    public init?(name: String) {
        guard let entry = Traits.named.first(where: { $0.name == name }) else { return nil }
        self = entry.trait
    }

    /// The names of the traits in this set, in bit order.
    public var names: [String] { Traits.named.filter { contains($0.trait) }.map(\.name) }
}
