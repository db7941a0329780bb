import TreeModel

/// A uniform grid over element frames, so that "which elements come near this point" costs the elements in a
/// few cells instead of a scan of the screen: the size and row rules stay fast on screens with thousands of
/// elements.
///
/// The cells are one flat table (a count per cell, then the elements of every cell in one array) when the
/// frames' cells span at most `gridLimit` cells, which a screen's do: building it is two passes and no
/// hashing. Frames spread wider (a bad recording) are kept in a dictionary of cells instead.
public struct SpatialIndex: Sendable {
    private let cell: Double
    /// Grid form: the first column and row, the size, where each cell's elements start in `entries`.
    private var firstColumn = 0, firstRow = 0, columns = 0, rows = 0
    private var starts: [Int] = []
    private var entries: [Int] = []
    /// Dictionary form, for frames whose cells span more than `gridLimit` cells.
    private var buckets: [Cell: [Int]] = [:]
    private var usesGrid = false
    /// Frames too large to spread over cells (far beyond any screen): returned by every query.
    private var everywhere: [Int] = []

    private struct Cell: Hashable, Sendable {
        var column: Int
        var row: Int
    }

    /// The cells a rectangle covers, as inclusive column and row ranges.
    private struct Span {
        var firstColumn: Int, lastColumn: Int, firstRow: Int, lastRow: Int
    }

    static let gridLimit = 1 << 16

    /// Indexes `frames[i]` for every `i` in `indices` (frames that are empty or not finite are left out).
    public init(frames: [Frame], indices: [Int], cell: Double = 64) {
        self.init(indices: indices, cell: cell) { frames[$0] }
    }

    /// Indexes the frame of `elements[i]` for every `i` in `indices`, read in place (a large screen's frames
    /// copied out would take 32 bytes per element).
    public init(elements: [Element], indices: [Int], cell: Double = 64) {
        self = elements.withUnsafeBufferPointer { elements in
            SpatialIndex(indices: indices, cell: cell) { elements[$0].frame }
        }
    }

    /// Indexes `frame(i)` for every `i` in `indices`.
    private init(indices: [Int], cell: Double, frame frameOf: (Int) -> Frame) {
        self.cell = cell
        var spans: [(index: Int, span: Span)] = []
        spans.reserveCapacity(indices.count)
        var minColumn = Int.max, maxColumn = Int.min, minRow = Int.max, maxRow = Int.min
        for index in indices {
            let frame = frameOf(index)
            guard !frame.isEmpty else { continue }
            if let span = span(minX: frame.minX, minY: frame.minY, maxX: frame.maxX, maxY: frame.maxY) {
                spans.append((index, span))
                minColumn = min(minColumn, span.firstColumn); maxColumn = max(maxColumn, span.lastColumn)
                minRow = min(minRow, span.firstRow); maxRow = max(maxRow, span.lastRow)
            } else {
                everywhere.append(index)
            }
        }
        guard !spans.isEmpty else { return }
        let width = maxColumn - minColumn + 1, height = maxRow - minRow + 1
        guard width <= Self.gridLimit, height <= Self.gridLimit, width * height <= Self.gridLimit else {
            for (index, span) in spans {
                for column in span.firstColumn...span.lastColumn {
                    for row in span.firstRow...span.lastRow { buckets[Cell(column: column, row: row), default: []].append(index) }
                }
            }
            return
        }
        usesGrid = true
        firstColumn = minColumn
        firstRow = minRow
        columns = width
        rows = height
        // Counts per cell, then where each cell starts, then the elements in place.
        var counts = [Int](repeating: 0, count: width * height + 1)
        for (_, span) in spans {
            for row in span.firstRow...span.lastRow {
                let base = (row - minRow) * width - minColumn
                for column in span.firstColumn...span.lastColumn { counts[base + column + 1] += 1 }
            }
        }
        for slot in 1 ..< counts.count { counts[slot] += counts[slot - 1] }
        starts = counts
        var next = counts
        entries = [Int](repeating: 0, count: counts[counts.count - 1])
        for (index, span) in spans {
            for row in span.firstRow...span.lastRow {
                let base = (row - minRow) * width - minColumn
                for column in span.firstColumn...span.lastColumn {
                    entries[next[base + column]] = index
                    next[base + column] += 1
                }
            }
        }
    }

    /// The candidates `candidates(minX:minY:maxX:maxY:)` returns, in ascending order, handed to `visit` one at a
    /// time until it returns false: the first few of a crowded place cost no more than they are, since the
    /// cells' lists are merged (each list is ascending when the index was built from ascending indices).
    public func forEachCandidateAscending(minX: Double, minY: Double, maxX: Double, maxY: Double, _ visit: (Int) -> Bool) {
        guard let span = span(minX: minX, minY: minY, maxX: maxX, maxY: maxY) else {
            for index in candidates(minX: minX, minY: minY, maxX: maxX, maxY: maxY) where !visit(index) { return }
            return
        }
        var lists: [ArraySlice<Int>] = everywhere.isEmpty ? [] : [everywhere[...]]
        forEachCell(in: span) { lists.append($0) }
        var heads = lists.map(\.startIndex)
        var last = Int.min
        while true {
            var best = -1, bestValue = Int.max
            for list in lists.indices where heads[list] < lists[list].endIndex {
                let value = lists[list][heads[list]]
                if value < bestValue { bestValue = value; best = list }
            }
            guard best >= 0 else { return }
            heads[best] += 1
            // An element in several cells comes once.
            guard bestValue != last else { continue }
            last = bestValue
            if !visit(bestValue) { return }
        }
    }

    /// The indexed elements whose frames may meet the rectangle (a superset), ascending and without repeats.
    public func candidates(minX: Double, minY: Double, maxX: Double, maxY: Double) -> [Int] {
        var found = everywhere
        if let span = span(minX: minX, minY: minY, maxX: maxX, maxY: maxY) {
            forEachCell(in: span) { found.append(contentsOf: $0) }
        } else if usesGrid {
            found.append(contentsOf: entries)
        } else {
            for bucket in buckets.values { found.append(contentsOf: bucket) }
        }
        found.sort()
        var unique: [Int] = []
        unique.reserveCapacity(found.count)
        for index in found where unique.last != index { unique.append(index) }
        return unique
    }

    /// Hands `body` the elements of each non-empty cell the span covers (the span clamped to the grid), one
    /// list per cell.
    private func forEachCell(in span: Span, _ body: (ArraySlice<Int>) -> Void) {
        if usesGrid {
            let lastColumn = firstColumn + columns - 1, lastRow = firstRow + rows - 1
            let fromColumn = max(span.firstColumn, firstColumn), toColumn = min(span.lastColumn, lastColumn)
            let fromRow = max(span.firstRow, firstRow), toRow = min(span.lastRow, lastRow)
            guard fromColumn <= toColumn && fromRow <= toRow else { return }
            for row in fromRow...toRow {
                let base = (row - firstRow) * columns - firstColumn
                for column in fromColumn...toColumn where starts[base + column] < starts[base + column + 1] {
                    body(entries[starts[base + column] ..< starts[base + column + 1]])
                }
            }
        } else {
            for column in span.firstColumn...span.lastColumn {
                for row in span.firstRow...span.lastRow {
                    if let bucket = buckets[Cell(column: column, row: row)] { body(bucket[...]) }
                }
            }
        }
    }

    /// The cells a rectangle covers; nil when there would be too many (a frame far larger than any screen,
    /// from a bad recording), which the callers treat as "everywhere".
    private func span(minX: Double, minY: Double, maxX: Double, maxY: Double) -> Span? {
        let limit = 1e9
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite,
              abs(minX) < limit, abs(minY) < limit, abs(maxX) < limit, abs(maxY) < limit else { return nil }
        let span = Span(firstColumn: Int((minX / cell).rounded(.down)), lastColumn: Int((maxX / cell).rounded(.down)),
                        firstRow: Int((minY / cell).rounded(.down)), lastRow: Int((maxY / cell).rounded(.down)))
        guard (span.lastColumn - span.firstColumn + 1) * (span.lastRow - span.firstRow + 1) <= 4096 else { return nil }
        return span
    }
}
