/// The axes along which an element's frame may not be its whole size: cut by the screen's or a scrolling
/// container's edge, or crossing them. Along an axis not in the set, the recorded size is the real one.
public struct ClippedAxes: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Its width may be larger than recorded.
    public static let horizontal = ClippedAxes(rawValue: 1 << 0)
    /// Its height may be larger than recorded.
    public static let vertical = ClippedAxes(rawValue: 1 << 1)
    public static let both: ClippedAxes = [.horizontal, .vertical]
}
