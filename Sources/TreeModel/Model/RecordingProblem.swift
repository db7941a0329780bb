/// A bad value inside one element of a recording that was otherwise read: a frame that is not four finite
/// numbers (a string, `null` or an object where a number belongs, a number too large for a double such as
/// `1e999`, a negative width or height, a missing key). The element is kept, with an empty frame, so the
/// rules that read geometry (size, spacing, order, headers by row) do not judge it and the summary counts it
/// as not run; every other rule judges it as usual.
///
/// A problem in the structure of the tree (not JSON, an element that is not an object, `children` that is
/// not an array) still makes the whole file unreadable (`ReadError`).
public struct RecordingProblem: Sendable, Hashable {
    /// The recording, as named on the command line.
    public var file: String
    /// Where the bad value is (the frame object when a key is missing).
    public var location: SourceLocation
    /// One sentence, lower-case start, no final period, that names the element.
    public var message: String
    /// The element's index in `Screen.elements`.
    public var element: Int

    public init(file: String, location: SourceLocation, message: String, element: Int) {
        self.file = file
        self.location = location
        self.message = message
        self.element = element
    }

    /// An element whose frame cannot be used, said one way by every recorder: `ImageView at …/ImageView[2] has
    /// bounds that cannot be used (expected [left, top, right, bottom]), so it is not judged by the size, spacing
    /// and order rules`. `what` names the value as the format writes it (`bounds "[0,0][a,b]"`), `expected` its shape.
    public static func unusableFrame(file: String, location: SourceLocation, element: Int, in screen: Screen,
                                     what: String = "bounds", expected: String) -> RecordingProblem {
        let name = "\(screen.elements[element].displayType) at \(screen.path(of: element))"
        return RecordingProblem(file: file, location: location, message:
            "\(name) has \(what) that cannot be used (expected \(expected)), so it is not judged by the size, spacing and order rules",
            element: element)
    }

    /// `path:12:40: warning: Button "Help" has a frame that cannot be used: …`
    public var description: String { "\(file):\(location.line):\(location.column): warning: \(message)" }
}
