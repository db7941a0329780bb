import Testing
import TestSupport
import TreeModel
@testable import Rules

/// The grid gives the candidates the dictionary of cells gave, for screens, sprawling and bad frames, whether it
/// indexes an array of frames or the elements' frames in place.
@Suite struct SpatialIndexTests {
    static func frame(_ generator: inout SeededGenerator, spread: Double) -> Frame {
        let kind = Int.random(in: 0 ..< 20, using: &generator)
        switch kind {
        case 0: return Frame(x: 0, y: 0, width: 0, height: 0)
        case 1: return Frame(x: .infinity, y: 0, width: 10, height: 10)
        case 2: return Frame(x: -5e9, y: 3, width: 10, height: 10)
        case 3: return Frame(x: 0, y: 0, width: 1e6, height: 1e6)
        default:
            return Frame(x: Double.random(in: -spread ... spread, using: &generator).rounded(),
                         y: Double.random(in: -spread ... spread * 4, using: &generator).rounded(),
                         width: Double.random(in: 0 ... 500, using: &generator).rounded(),
                         height: Double.random(in: 0 ... 300, using: &generator).rounded())
        }
    }

    @Test("random screens, small and sprawling, queried everywhere", arguments: [400.0, 5_000.0, 3_000_000.0])
    func sameCandidates(spread: Double) {
        var generator = SeededGenerator(seed: UInt64(spread))
        var checked = 0, nonEmpty = 0
        for round in 0 ..< 30 {
            let frames = (0 ..< 60).map { _ in Self.frame(&generator, spread: spread) }
            let indices = frames.indices.filter { _ in Bool.random(using: &generator) }
            let cell = round % 3 == 0 ? 64 : Double(Int.random(in: 8 ... 200, using: &generator))
            let grid = SpatialIndex(frames: frames, indices: indices, cell: cell)
            let fromElements = SpatialIndex(elements: frames.map { Element(frame: $0) }, indices: indices, cell: cell)
            let reference = DictionarySpatialIndex(frames: frames, indices: indices, cell: cell)
            for query in (0 ..< 40).map({ _ in Self.frame(&generator, spread: spread) }) where query.width >= 0 && query.height >= 0 {
                let found = grid.candidates(minX: query.minX, minY: query.minY, maxX: query.maxX, maxY: query.maxY)
                #expect(found == reference.candidates(minX: query.minX, minY: query.minY, maxX: query.maxX, maxY: query.maxY))
                #expect(found == fromElements.candidates(minX: query.minX, minY: query.minY, maxX: query.maxX, maxY: query.maxY),
                        "indexed from the elements' frames in place")
                checked += 1
                if !found.isEmpty { nonEmpty += 1 }
            }
        }
        #expect(checked > 1000 && nonEmpty > 100)
    }

    @Test("candidates one at a time, ascending, are the candidates; a visit that says stop ends the walk", arguments: [400.0, 3_000_000.0])
    func ascendingCandidates(spread: Double) {
        var generator = SeededGenerator(seed: UInt64(spread) + 7)
        var checked = 0
        for round in 0 ..< 20 {
            let frames = (0 ..< 80).map { _ in Self.frame(&generator, spread: spread) }
            let indices = frames.indices.filter { _ in Bool.random(using: &generator) }
            let grid = SpatialIndex(frames: frames, indices: indices, cell: round % 2 == 0 ? 64 : 12)
            for query in (0 ..< 30).map({ _ in Self.frame(&generator, spread: spread) }) where query.width >= 0 && query.height >= 0 {
                let all = grid.candidates(minX: query.minX, minY: query.minY, maxX: query.maxX, maxY: query.maxY)
                var walked: [Int] = []
                grid.forEachCandidateAscending(minX: query.minX, minY: query.minY, maxX: query.maxX, maxY: query.maxY) {
                    walked.append($0)
                    return true
                }
                #expect(walked == all)
                var firstThree: [Int] = []
                grid.forEachCandidateAscending(minX: query.minX, minY: query.minY, maxX: query.maxX, maxY: query.maxY) {
                    firstThree.append($0)
                    return firstThree.count < 3
                }
                #expect(firstThree == Array(all.prefix(3)))
                checked += 1
            }
        }
        #expect(checked > 300)
    }
}

/// The index as it was: a dictionary from cell to elements.
struct DictionarySpatialIndex {
    private let cell: Double
    private var buckets: [Cell: [Int]] = [:]
    /// Frames too large to spread over cells (far beyond any screen): returned by every query.
    private var everywhere: [Int] = []

    private struct Cell: Hashable, Sendable {
        var column: Int
        var row: Int
    }

    /// Indexes `frames[i]` for every `i` in `indices` (frames that are empty or not finite are left out).
    init(frames: [Frame], indices: [Int], cell: Double = 64) {
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
    func candidates(minX: Double, minY: Double, maxX: Double, maxY: Double) -> [Int] {
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
