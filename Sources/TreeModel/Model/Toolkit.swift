/// The UI toolkit a recording's elements were made with, when the recording says and it changes the fix a
/// finding names: a Jetpack Compose or Flutter app is labelled through its own API, not the platform's views.
public enum Toolkit: String, Sendable, Hashable {
    case compose
    case flutter

    /// The API that gives an element an accessibility label in this toolkit, as messages name it.
    public var labelAPI: String {
        switch self {
        case .compose: "`Modifier.semantics { contentDescription = … }` (or the `contentDescription` of its Icon)"
        case .flutter: "`Semantics(label: …)`, a `tooltip`, or `MergeSemantics` around it and its text"
        }
    }
}
