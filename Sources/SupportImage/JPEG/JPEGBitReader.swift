/// Reads the entropy-coded data of a scan bit by bit, most significant bit first, removing the stuffed zero
/// byte after each FF. At a marker (FF followed by anything but 00) it stops taking bytes and supplies zero
/// bits instead, counting them: decoding that consumes any of those zeros ran past the data
/// (`overran`), which the scan decoder reports as truncated or corrupt data.
struct JPEGBitReader {
    let file: UnsafeBufferPointer<UInt8>
    /// The next byte of the file to take.
    private(set) var position: Int
    /// Bits not yet consumed, left-aligned: the next bit is bit 63.
    private var buffer: UInt64 = 0
    /// Valid bits in `buffer`, zero bits supplied after a marker included.
    private var count = 0
    /// Zero bits supplied after the data ended (they are the last `padding` bits of `buffer`).
    private var padding = 0
    /// Where the marker that ended the data starts (its FF), or the end of the file; nil before.
    private(set) var markerOffset: Int?

    init(file: UnsafeBufferPointer<UInt8>, at position: Int) {
        self.file = file
        self.position = position
    }

    /// True when decoding consumed bits past the end of the data (the zeros supplied after a marker).
    var overran: Bool { count < padding }

    /// Tops the buffer up to at least 57 bits.
    @inline(__always)
    mutating func refill() {
        while count <= 56 {
            var byte: UInt8 = 0
            if markerOffset == nil {
                if position < file.count {
                    byte = file[position]
                    if byte == 0xFF {
                        if position + 1 < file.count && file[position + 1] == 0 {
                            position += 2
                        } else {
                            markerOffset = position
                            byte = 0
                            padding += 8
                        }
                    } else {
                        position += 1
                    }
                } else {
                    markerOffset = file.count
                    padding += 8
                }
            } else {
                padding += 8
            }
            buffer |= UInt64(byte) << UInt64(56 - count)
            count += 8
        }
    }

    /// The next `n` (1…16) bits as an unsigned number, consumed.
    @inline(__always)
    mutating func bits(_ n: Int) -> Int {
        if count < n { refill() }
        let value = Int(truncatingIfNeeded: buffer >> UInt64(64 - n))
        buffer <<= UInt64(n)
        count -= n
        return value
    }

    /// The next bit.
    @inline(__always)
    mutating func bit() -> Int {
        if count < 1 { refill() }
        let value = Int(truncatingIfNeeded: buffer >> 63)
        buffer <<= 1
        count -= 1
        return value
    }

    /// The next `n` (0…16) bits as a signed magnitude of category `n` (T.81 F.2.2.1, EXTEND).
    @inline(__always)
    mutating func extended(_ n: Int) -> Int {
        guard n > 0 else { return 0 }
        let value = bits(n)
        return value < 1 << (n - 1) ? value - (1 << n) + 1 : value
    }

    /// The symbol of the next Huffman code of `table`, consumed; nil when no code of the table starts here.
    @inline(__always)
    mutating func decode(_ table: JPEGHuffmanTable) -> Int? {
        if count < 16 { refill() }
        let entry = table.fast[Int(truncatingIfNeeded: buffer >> UInt64(64 - JPEGHuffmanTable.fastBits))]
        if entry != 0 {
            let length = Int(entry >> 8)
            buffer <<= UInt64(length)
            count -= length
            return Int(entry & 0xFF)
        }
        for length in (JPEGHuffmanTable.fastBits + 1)...16 {
            let code = Int32(truncatingIfNeeded: buffer >> UInt64(64 - length))
            if code <= table.maxCode[length] {
                buffer <<= UInt64(length)
                count -= length
                return Int(table.symbols[Int(table.symbolOffset[length] + code)])
            }
        }
        return nil
    }

    /// Drops the bits left in the current byte and finds the marker that ends the data: the offset of its FF
    /// (after any fill bytes FF), or the end of the file. Bytes between the data and the marker are skipped,
    /// as libjpeg does.
    mutating func nextMarker() -> Int {
        if markerOffset == nil {
            var i = position
            while i < file.count {
                if file[i] == 0xFF, i + 1 < file.count, file[i + 1] != 0 {
                    break
                }
                i += 1
            }
            markerOffset = min(i, file.count)
        }
        var at = markerOffset!
        // Fill bytes: FF FF … FF xx, the marker is the last FF.
        while at + 2 < file.count && file[at + 1] == 0xFF { at += 1 }
        return at
    }

    /// Starts again after a restart marker whose two bytes start at `offset`.
    mutating func restart(after offset: Int) {
        position = offset + 2
        buffer = 0
        count = 0
        padding = 0
        markerOffset = nil
    }
}
