import TreeModel

/// An element named for reports after its screen is released: the element a review item is about, or an
/// element a finding depends on (a related location).
public struct ElementReference: Sendable, Hashable {
    // The element's parts are held in its screen's shared record or its large screen's table (`FindingParts`):
    // a large screen names the same elements in many findings. See the properties of the same names below.
    private var place: ElementPlace
    /// What about the element matters, when there is more to say than its type: the names of its custom
    /// actions, its value, its media traits.
    public var detail: String?
    /// The recording the element is in, when it is not the finding's own (the default-size recording of a
    /// text-size comparison); nil for the same recording.
    public var file: String? = nil

    public init(path: String, label: String?, identifier: String?, type: String, location: SourceLocation,
                detail: String? = nil) {
        self.place = .record(ElementRecord(path: path, label: label, identifier: identifier, type: type,
                                           location: location, frame: .zero))
        self.detail = detail
    }

    /// Element `index` of the screen of `facts`.
    public init(_ index: Int, in facts: ScreenFacts, detail: String? = nil) {
        self.init(facts.record(index), detail: detail)
    }

    init(_ place: ElementPlace, detail: String? = nil) {
        self.place = place
        self.detail = detail
    }

    /// `Application/Group[1]/Switch[2]`
    public var path: String {
        get { place.path }
        set { place = place.with(path: newValue) }
    }

    public var label: String? {
        get { place.label }
        set { place = place.with(label: .some(newValue)) }
    }

    public var identifier: String? {
        get { place.identifier }
        set { place = place.with(identifier: .some(newValue)) }
    }

    /// The type for messages (`Element.displayType`).
    public var type: String {
        get { place.type }
        set { place = place.with(type: newValue) }
    }

    /// Where the element starts in the recording.
    public var location: SourceLocation {
        get { place.location }
        set { place = place.with(location: newValue) }
    }

    /// How the element is named in messages: `Switch "Wi-Fi"`, `Button with identifier "close"` or
    /// `unlabelled Slider at Application/Slider[1]`.
    public var name: String {
        Self.name(type: type, label: label, identifier: identifier, path: { path })
    }

    /// The one naming of elements in messages, for references and for elements of a screen in memory.
    public static func name(type: String, label: String?, identifier: String?, path: () -> String) -> String {
        if let label { return "\(type) \"\(ScreenFacts.shorten(label))\"" }
        if let identifier { return "\(type) with identifier \"\(ScreenFacts.shorten(identifier))\"" }
        return "unlabelled \(type) at \(ScreenFacts.shortPath(path()))"
    }

    // Equal when what reports write of them is equal (the frame, which no report writes of a reference, is
    // left out).
    public static func == (lhs: ElementReference, rhs: ElementReference) -> Bool {
        lhs.detail == rhs.detail && (lhs.place.isIdentical(to: rhs.place) || (lhs.path == rhs.path && lhs.label == rhs.label
            && lhs.identifier == rhs.identifier && lhs.type == rhs.type && lhs.location == rhs.location))
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(label)
        hasher.combine(identifier)
        hasher.combine(type)
        hasher.combine(location)
        hasher.combine(detail)
    }
}
