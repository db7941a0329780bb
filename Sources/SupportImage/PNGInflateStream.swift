internal import CZlib

/// The image data of a PNG inflated piece by piece, straight from the `IDAT` chunks in the file, into places
/// the caller chooses: a scanline at a time, so no buffer of the whole inflated stream is ever made.
///
/// It gives exactly the outcomes of inflating the concatenated chunks in one call into a buffer of exactly
/// `expected` bytes (zlib's `uncompress`): the stream must end, with its Adler-32 checksum verified, right
/// after the last byte of the last scanline. zlib keeps its own window of the last 32 KiB across calls, so
/// matches reaching back into earlier pieces are resolved wherever those pieces were put.
///
/// zlib inflates the deflate data raw; the two-byte zlib header and the Adler-32 trailer are checked here, as
/// zlib checks them (`PNGAdler32` is faster than zlib's checksum loop). With the header read here, a header
/// declaring a window under 32 KiB lets matches reach as far back as a one-call inflate does.
struct PNGInflateStream: ~Copyable {
    /// zlib's state holds its stream's address, so the stream lives at a fixed place of its own.
    private let stream: UnsafeMutablePointer<z_stream>
    private let file: UnsafeBufferPointer<UInt8>
    private let parts: [(offset: Int, count: Int)]
    private var nextPart = 0
    private var status = Z_OK
    /// The raw deflate data has ended and the trailer was read.
    private var ended = false
    private var checksum = PNGAdler32()
    /// Bytes of output handed to zlib so far (filled or not).
    private var given = 0
    /// The exact number of bytes the stream must inflate to.
    let expected: Int
    /// Where errors about the image data as a whole are placed: the first `IDAT` chunk.
    let offset: Int

    /// Starts inflating the `IDAT` data of `chunks` in `file`. Image data too short to inflate to
    /// `expected` bytes is refused here, before the caller allocates anything for it.
    init(file: UnsafeBufferPointer<UInt8>, chunks: PNGChunks, expected: Int) throws(PNGError) {
        let offset = chunks.firstImageDataChunk
        let compressed = chunks.imageData.reduce(0) { $0 + $1.count }
        guard expected <= (compressed + 64) * PNGInflate.maxRatio else {
            throw PNGError(.compression, "the image data holds \(compressed) compressed bytes, too few to inflate to the \(expected) bytes the header needs", offset: offset, chunk: "IDAT")
        }
        let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        // Negative window bits: raw deflate with a 32 KiB window, no zlib header or trailer.
        guard inflateInit2_(stream, -15, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            stream.deallocate()
            throw PNGError(.compression, "zlib could not start inflating", offset: offset, chunk: "IDAT")
        }
        self.stream = stream
        self.file = file
        parts = chunks.imageData.filter { $0.count > 0 }
        self.expected = expected
        self.offset = offset
        readHeader()
    }

    deinit {
        inflateEnd(stream)
        stream.deallocate()
    }

    /// Inflates the next `count` bytes of the stream into `destination`. False when the stream ended or
    /// failed before filling them (`finish` then says why); the caller must not ask for more than `expected`
    /// bytes in all.
    mutating func read(into destination: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        given += count
        stream.pointee.next_out = destination
        stream.pointee.avail_out = uInt(count)
        while stream.pointee.avail_out > 0, status == Z_OK {
            feed()
            status = inflate(stream, Z_NO_FLUSH)
        }
        checksum.update(destination, count: count - Int(stream.pointee.avail_out))
        checkTrailer()
        return stream.pointee.avail_out == 0
    }

    /// Inflates and drops what remains of the `expected` bytes, through `scratch` (`scratchCount` bytes): for
    /// a caller that stopped early but must still learn whether the stream itself is sound.
    mutating func skipRest(through scratch: UnsafeMutablePointer<UInt8>, scratchCount: Int) {
        while given < expected, status == Z_OK {
            _ = read(into: scratch, count: min(scratchCount, expected - given))
        }
    }

    /// After every one of the `expected` bytes was asked for (or the stream stopped early): drives zlib to the
    /// end of the stream, which verifies the checksum, and returns the error the image data has, or nil.
    /// `scratch` is any writable byte (zlib wants an output address even with no room).
    mutating func finish(scratch: UnsafeMutablePointer<UInt8>) -> PNGError? {
        if status == Z_OK, given == expected {
            stream.pointee.next_out = scratch
            stream.pointee.avail_out = 0
            repeat {
                feed()
                status = inflate(stream, Z_NO_FLUSH)
            } while status == Z_OK
            checkTrailer()
        }
        let produced = Int(stream.pointee.total_out)
        // As `uncompress` reports: a stream that needs more input while room is left is corrupt; one that
        // needs more room (or more input with none left) has more data than the header allows, or no end.
        switch status {
        case Z_STREAM_END where produced == expected:
            return nil
        case Z_STREAM_END:
            return PNGError(.compression, "the image data inflates to \(produced) bytes, fewer than the \(expected) the header needs", offset: offset, chunk: "IDAT")
        case Z_BUF_ERROR where produced == expected:
            return PNGError(.compression, "the image data inflates to more than the \(expected) bytes the header needs, or its zlib stream is incomplete", offset: offset, chunk: "IDAT")
        case Z_BUF_ERROR, Z_NEED_DICT:
            return PNGError(.compression, "the image data is not a valid zlib stream (\(PNGInflate.message(Z_DATA_ERROR)))", offset: offset, chunk: "IDAT")
        default:
            return PNGError(.compression, "the image data is not a valid zlib stream (\(PNGInflate.message(status)))", offset: offset, chunk: "IDAT")
        }
    }

    /// Reads the zlib header (RFC 1950) as zlib does: a header that fails its check, names another method than
    /// deflate or a window over 32 KiB is corrupt, and so is one that asks for a preset dictionary (which
    /// `uncompress` reports as corrupt data too); a stream too short to hold a header needs more input.
    private mutating func readHeader() {
        guard let cmf = take(), let flg = take() else {
            status = Z_BUF_ERROR
            return
        }
        if (UInt(cmf) << 8 | UInt(flg)) % 31 != 0 || cmf & 0x0F != 8 || cmf >> 4 > 7 || flg & 0x20 != 0 {
            status = Z_DATA_ERROR
        }
    }

    /// Once the raw deflate data has ended: the four big-endian bytes after it must be the Adler-32 of all
    /// that was inflated (as zlib reports: corrupt data when they differ, more input needed when missing).
    private mutating func checkTrailer() {
        guard status == Z_STREAM_END, !ended else { return }
        ended = true
        var stored: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = take() else {
                status = Z_BUF_ERROR
                return
            }
            stored = stored << 8 | UInt32(byte)
        }
        if stored != checksum.value { status = Z_DATA_ERROR }
    }

    /// The next byte of input after what zlib used, or nil at the end of the image data.
    private mutating func take() -> UInt8? {
        feed()
        guard stream.pointee.avail_in > 0 else { return nil }
        let byte = stream.pointee.next_in.pointee
        stream.pointee.next_in += 1
        stream.pointee.avail_in -= 1
        return byte
    }

    /// Hands zlib the next non-empty `IDAT` chunk when it has used up the one before.
    private mutating func feed() {
        guard stream.pointee.avail_in == 0, nextPart < parts.count else { return }
        let part = parts[nextPart]
        nextPart += 1
        stream.pointee.next_in = UnsafeMutablePointer(mutating: file.baseAddress! + part.offset)
        stream.pointee.avail_in = uInt(part.count)
    }
}
