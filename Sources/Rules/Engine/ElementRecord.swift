import TreeModel

/// What reports say of an element once its screen is released: its path, names, type, place in the recording
/// and frame. Held once per element of a screen (`FindingParts`) and shared by every finding on the element
/// and every reference to it, so a large screen's findings do not each hold their own copies (a path is a
/// string of its own).
final class ElementRecord: Sendable, Hashable {
    let path: String
    let label: String?
    let identifier: String?
    /// The type for messages (`Element.displayType`).
    let type: String
    let location: SourceLocation
    let frame: Frame

    init(path: String, label: String?, identifier: String?, type: String, location: SourceLocation, frame: Frame) {
        self.path = path
        self.label = label
        self.identifier = identifier
        self.type = type
        self.location = location
        self.frame = frame
    }

    /// Element `index` of `screen`, whose path is `path`.
    convenience init(_ index: Int, of screen: Screen, path: String) {
        self.init(screen.elements[index], path: path)
    }

    /// `element`, whose path is `path`.
    convenience init(_ element: Element, path: String) {
        self.init(path: path, label: element.label, identifier: element.identifier, type: element.displayType,
                  location: element.location, frame: element.frame)
    }

    /// A copy with some parts replaced (for the setters of `Finding` and `ElementReference`).
    func with(path: String? = nil, label: String?? = nil, identifier: String?? = nil, type: String? = nil,
              location: SourceLocation? = nil, frame: Frame? = nil) -> ElementRecord {
        ElementRecord(path: path ?? self.path, label: label ?? self.label, identifier: identifier ?? self.identifier,
                      type: type ?? self.type, location: location ?? self.location, frame: frame ?? self.frame)
    }

    static func == (lhs: ElementRecord, rhs: ElementRecord) -> Bool {
        lhs === rhs || (lhs.path == rhs.path && lhs.label == rhs.label && lhs.identifier == rhs.identifier
            && lhs.type == rhs.type && lhs.location == rhs.location && lhs.frame == rhs.frame)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(label)
        hasher.combine(identifier)
        hasher.combine(type)
        hasher.combine(location)
        hasher.combine(frame)
    }
}
