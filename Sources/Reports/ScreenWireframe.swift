import TreeModel

/// The geometry of one screen kept for reports that draw it (html), after the screen itself is released:
/// the root's frame, and each element's frame and place in the recording, in element order.
public struct ScreenWireframe: Sendable, Hashable {
    /// The screen rectangle (the root's frame), in the tree's units (points).
    public var bounds: Frame
    /// Every element's frame, indexed like `Screen.elements` (`Finding.elementIndex`).
    public var frames: [Frame]
    /// Where each element starts in the recording: how related elements (`ElementReference.location`) are
    /// found again.
    public var locations: [SourceLocation]

    public init(bounds: Frame, frames: [Frame], locations: [SourceLocation]) {
        self.bounds = bounds
        self.frames = frames
        self.locations = locations
    }

    public init(_ screen: Screen) {
        self.init(bounds: screen.bounds, frames: screen.elements.map(\.frame), locations: screen.elements.map(\.location))
    }

    /// The index of the element that starts at `location`, if any.
    public func index(at location: SourceLocation) -> Int? { locations.firstIndex(of: location) }
}
