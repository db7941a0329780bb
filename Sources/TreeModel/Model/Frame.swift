/// A rectangle in screen points, as recorded (`frame` in idb output).
public struct Frame: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public static let zero = Frame(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }

    /// True when every coordinate is a finite number (idb notes that coordinates can be non-finite).
    public var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }

    /// True when the rectangle has no area (or is not finite): such elements are not judged by size or order.
    public var isEmpty: Bool { !isFinite || width <= 0 || height <= 0 }

    /// True when `other` lies entirely inside this rectangle (edges may touch), with a small tolerance.
    public func contains(_ other: Frame, tolerance: Double = 0.5) -> Bool {
        other.minX >= minX - tolerance && other.minY >= minY - tolerance
            && other.maxX <= maxX + tolerance && other.maxY <= maxY + tolerance
    }

    /// True when the two rectangles are on one row: they overlap vertically by at least half the smaller
    /// height (the one row test of the rules).
    public func isOnSameRow(as other: Frame) -> Bool {
        let overlap = min(maxY, other.maxY) - max(minY, other.minY)
        return overlap > 0 && overlap >= min(height, other.height) / 2
    }

    /// True when the two rectangles share some area.
    public func intersects(_ other: Frame) -> Bool {
        other.minX < maxX && other.maxX > minX && other.minY < maxY && other.maxY > minY
    }

    /// The gap between the two rectangles at their nearest points (0 when they touch or share area).
    public func distance(to other: Frame) -> Double {
        let dx = max(other.minX - maxX, 0, minX - other.maxX)
        let dy = max(other.minY - maxY, 0, minY - other.maxY)
        return (dx * dx + dy * dy).squareRoot()
    }

    /// The distance from the point to the nearest point of this rectangle (0 when inside).
    public func distance(toPointX px: Double, y py: Double) -> Double {
        let dx = max(minX - px, 0, px - maxX)
        let dy = max(minY - py, 0, py - maxY)
        return (dx * dx + dy * dy).squareRoot()
    }
}
