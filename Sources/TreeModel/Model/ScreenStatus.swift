/// What reading a recording gave.
public enum ScreenStatus: String, Sendable, Hashable {
    /// A tree was read and checked.
    case ok
    /// The capture holds no tree (a crashed or locked simulator): never a clean pass.
    case empty
    /// The file could not be read; `Screen.error` says why and where.
    case unreadable
}
