import TreeModel

/// An element named for reports after its screen is released: the element a review item is about, or an
/// element a finding depends on (a related location).
public struct ElementReference: Sendable, Hashable {
    /// `Application/Group[1]/Switch[2]`
    public var path: String
    public var label: String?
    public var identifier: String?
    /// The type for messages (`Element.displayType`).
    public var type: String
    /// Where the element starts in the recording.
    public var location: SourceLocation
    /// What about the element matters, when there is more to say than its type: the names of its custom
    /// actions, its value, its media traits.
    public var detail: String?
    /// The recording the element is in, when it is not the finding's own (the default-size recording of a
    /// text-size comparison); nil for the same recording.
    public var file: String? = nil

    public init(path: String, label: String?, identifier: String?, type: String, location: SourceLocation,
                detail: String? = nil) {
        self.path = path
        self.label = label
        self.identifier = identifier
        self.type = type
        self.location = location
        self.detail = detail
    }

    /// Element `index` of the screen of `facts`.
    public init(_ index: Int, in facts: ScreenFacts, detail: String? = nil) {
        let element = facts.screen.elements[index]
        self.init(path: facts.path(of: index), label: element.label, identifier: element.identifier,
                  type: element.displayType, location: element.location, detail: detail)
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
}
