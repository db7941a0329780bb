import TreeModel

/// A uniform grid over element frames, so that "which elements come near this point" costs the elements in a
/// few cells instead of a scan of the screen: the size and row rules stay fast on screens with thousands of
/// elements.
public struct SpatialIndex: Sendable {
    private let cell: Double
    private var buckets: [Cell: [Int]] = [:]
    /// Frames too large to spread over cells (far beyond any screen): returned by every query.
    private var everywhere: [Int] = []

    private struct Cell: Hashable, Sendable {
        var column: Int
        var row: Int
    }

    /// Indexes `frames[i]` for every `i` in `indices` (frames that are empty or not finite are left out).
    public init(frames: [Frame], indices: [Int], cell: Double = 64) {
        self.cell = cell
        for index in indices {
            let frame = frames[index]
            guard !frame.isEmpty else { continue }
            if let keys = cells(minX: frame.minX, minY: frame.minY, maxX: frame.maxX, maxY: frame.maxY) {
                for key in keys { buckets[key, default: []].append(index) }
            } else {
                everywhere.append(index)
            }
        }
    }

    /// The indexed elements whose frames may meet the rectangle (a superset), ascending and without repeats.
    public func candidates(minX: Double, minY: Double, maxX: Double, maxY: Double) -> [Int] {
        var found = everywhere
        if let keys = cells(minX: minX, minY: minY, maxX: maxX, maxY: maxY) {
            for key in keys { if let bucket = buckets[key] { found.append(contentsOf: bucket) } }
        } else {
            for bucket in buckets.values { found.append(contentsOf: bucket) }
        }
        found.sort()
        var unique: [Int] = []
        unique.reserveCapacity(found.count)
        for index in found where unique.last != index { unique.append(index) }
        return unique
    }

    /// The cells a rectangle covers; nil when there would be too many (a frame far larger than any screen,
    /// from a bad recording), which the callers treat as "everywhere".
    private func cells(minX: Double, minY: Double, maxX: Double, maxY: Double) -> [Cell]? {
        let limit = 1e9
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite,
              abs(minX) < limit, abs(minY) < limit, abs(maxX) < limit, abs(maxY) < limit else { return nil }
        let firstColumn = Int((minX / cell).rounded(.down)), lastColumn = Int((maxX / cell).rounded(.down))
        let firstRow = Int((minY / cell).rounded(.down)), lastRow = Int((maxY / cell).rounded(.down))
        guard (lastColumn - firstColumn + 1) * (lastRow - firstRow + 1) <= 4096 else { return nil }
        var result: [Cell] = []
        for column in firstColumn...lastColumn {
            for row in firstRow...lastRow { result.append(Cell(column: column, row: row)) }
        }
        return result
    }
}
