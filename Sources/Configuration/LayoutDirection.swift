/// Which way rows read: the `layout` setting (`--rtl` on the command line).
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable {
    /// Left to right: rows read from the left edge (the default).
    case ltr
    /// Right to left: rows read from the right (trailing) edge, as in Arabic and Hebrew.
    case rtl
}
