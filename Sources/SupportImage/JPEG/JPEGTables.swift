/// The tables defined so far by DQT, DHT and DRI segments; later definitions replace earlier ones, as the
/// specification allows between scans.
struct JPEGTables {
    /// Quantisation tables 0…3, in natural order.
    var quantisation: [[Int32]?] = Array(repeating: nil, count: 4)
    var dc: [JPEGHuffmanTable?] = Array(repeating: nil, count: 4)
    var ac: [JPEGHuffmanTable?] = Array(repeating: nil, count: 4)
    /// MCUs between restart markers; 0 for none.
    var restartInterval = 0

    mutating func defineQuantisation(_ data: ArraySlice<UInt8>, offset: Int) throws(JPEGError) {
        var i = data.startIndex
        guard i < data.endIndex else { throw JPEGError(.badSegment, "DQT holds no table", offset: offset, marker: "DQT") }
        while i < data.endIndex {
            let precision = Int(data[i] >> 4), id = Int(data[i] & 15)
            guard precision <= 1, id <= 3 else {
                throw JPEGError(.badSegment, "DQT defines table \(id) with precision \(precision); tables are 0 to 3 of 8 (0) or 16 (1) bits",
                                offset: offset, marker: "DQT")
            }
            let size = 64 << precision
            guard data.endIndex - i - 1 >= size else {
                throw JPEGError(.badSegment, "DQT table \(id) needs \(size) bytes but the segment has \(data.endIndex - i - 1) left",
                                offset: offset, marker: "DQT")
            }
            var table = [Int32](repeating: 0, count: 64)
            for k in 0..<64 {
                let value = precision == 0 ? Int32(data[i + 1 + k]) : Int32(data[i + 1 + 2 * k]) << 8 | Int32(data[i + 2 + 2 * k])
                table[JPEGScanDecoder.naturalOrder[k]] = value
            }
            quantisation[id] = table
            i += 1 + size
        }
    }

    mutating func defineHuffman(_ data: ArraySlice<UInt8>, offset: Int) throws(JPEGError) {
        func fail(_ message: String) -> JPEGError { JPEGError(.badSegment, message, offset: offset, marker: "DHT") }
        var i = data.startIndex
        guard i < data.endIndex else { throw fail("DHT holds no table") }
        while i < data.endIndex {
            let kind = Int(data[i] >> 4), id = Int(data[i] & 15)
            guard kind <= 1, id <= 3 else { throw fail("DHT defines a table of class \(kind), id \(id); classes are 0 (DC) and 1 (AC), ids 0 to 3") }
            let name = "\(kind == 0 ? "DC" : "AC") table \(id)"
            guard data.endIndex - i >= 17 else { throw fail("DHT \(name) ends inside its 16 code-length counts") }
            let counts = (0..<16).map { Int(data[i + 1 + $0]) }
            let total = counts.reduce(0, +)
            guard total <= 256 else { throw fail("DHT \(name) declares \(total) codes; at most 256 are allowed") }
            guard data.endIndex - i - 17 >= total else {
                throw fail("DHT \(name) declares \(total) symbols but the segment has \(data.endIndex - i - 17) bytes left")
            }
            let symbols = Array(data[(i + 17)..<(i + 17 + total)])
            guard let table = JPEGHuffmanTable(counts: counts, symbols: symbols) else {
                throw fail("DHT \(name) has code lengths that do not form a prefix code (too many codes of some length)")
            }
            if kind == 0 { dc[id] = table } else { ac[id] = table }
            i += 17 + total
        }
    }

    mutating func defineRestartInterval(_ data: ArraySlice<UInt8>, offset: Int) throws(JPEGError) {
        guard data.count == 2 else {
            throw JPEGError(.badSegment, "DRI holds \(data.count) bytes; it holds 2", offset: offset, marker: "DRI")
        }
        restartInterval = Int(data[data.startIndex]) << 8 | Int(data[data.startIndex + 1])
    }
}
