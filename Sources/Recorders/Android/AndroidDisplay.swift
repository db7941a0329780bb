import TreeModel

/// What an Android recording's display says of the device.
enum AndroidDisplay {
    /// The sizes in pixels at which Android TV and Fire TV devices lay out apps: HD, full HD and 4K, each 16:9.
    static let televisionSizes: [(width: Double, height: Double)] = [(1280, 720), (1920, 1080), (3840, 2160)]

    /// Whether a display of `size` pixels at `rotation` (uiautomator's `<hierarchy rotation>`: 0 in the device's
    /// natural orientation) is a television's: a television is landscape in its natural orientation and lays
    /// apps out at a 16:9 television size, while a phone shown in landscape is rotated (1 or 3), and tablets that
    /// are landscape at rest have 16:10 or 4:3 displays (1920 x 1200, 2560 x 1600, 2048 x 1536). Without the
    /// rotation nothing is said.
    static func isTelevision(rotation: Int?, size: Frame) -> Bool {
        guard rotation == 0, size.x == 0, size.y == 0 else { return false }
        return televisionSizes.contains { $0.width == size.width && $0.height == size.height }
    }
}
