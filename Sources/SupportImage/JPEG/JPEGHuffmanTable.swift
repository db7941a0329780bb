/// One Huffman table from a DHT segment, ready for decoding: codes of up to `fastBits` bits are found with
/// one look-up of the next `fastBits` bits, longer ones by the canonical-code comparison of T.81 F.2.2.3.
struct JPEGHuffmanTable: Sendable {
    /// Bits looked up at once.
    static let fastBits = 9

    /// Indexed by the next `fastBits` bits: `length << 8 | symbol` of the code they start with, 0 when the
    /// code is longer than `fastBits` (or absent).
    let fast: [UInt16]
    /// For lengths 1…16: the largest code of that length, -1 when there is none.
    let maxCode: [Int32]
    /// For lengths 1…16: the index in `symbols` of a code's symbol minus the code.
    let symbolOffset: [Int32]
    let symbols: [UInt8]

    /// Builds the canonical code (T.81 Annex C) from the number of codes of each length 1…16 and the
    /// symbols in code order; nil when the lengths over-subscribe the code space or use a code of all one
    /// bits, which the specification reserves.
    init?(counts: [Int], symbols: [UInt8]) {
        precondition(counts.count == 16 && counts.reduce(0, +) == symbols.count)
        var fast = [UInt16](repeating: 0, count: 1 << Self.fastBits)
        var maxCode = [Int32](repeating: -1, count: 17)
        var symbolOffset = [Int32](repeating: 0, count: 17)
        var code = 0, index = 0
        for length in 1...16 {
            let n = counts[length - 1]
            symbolOffset[length] = Int32(index - code)
            for _ in 0..<n {
                // Each code must fit in `length` bits and leave the code of all one bits unused.
                guard code <= (1 << length) - 2 else { return nil }
                if length <= Self.fastBits {
                    let shift = Self.fastBits - length
                    let entry = UInt16(length << 8) | UInt16(symbols[index])
                    for low in 0..<(1 << shift) { fast[code << shift | low] = entry }
                }
                code += 1
                index += 1
            }
            if n > 0 { maxCode[length] = Int32(code - 1) }
            code <<= 1
        }
        self.fast = fast
        self.maxCode = maxCode
        self.symbolOffset = symbolOffset
        self.symbols = symbols
    }
}
