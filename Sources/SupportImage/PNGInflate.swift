internal import CZlib

/// zlib inflation for PNG data, always bounded: the image data must inflate to exactly the size the
/// header implies (`PNGInflateStream`), and other compressed chunks to at most a stated limit.
enum PNGInflate {
    /// Deflate cannot expand by more than 1032:1 (a 258-byte match coded in 2 bits), so image data
    /// claiming more than this ratio is refused before its buffer is allocated.
    static let maxRatio = 1032

    /// Inflates a whole zlib stream of unknown size, refusing one that grows past `limit` bytes.
    static func inflate(_ compressed: ArraySlice<UInt8>, limit: Int, offset: Int, chunk: String) throws(PNGError) -> [UInt8] {
        var input = Array(compressed)
        var stream = z_stream()
        guard inflateInit_(&stream, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw PNGError(.compression, "zlib could not start inflating", offset: offset, chunk: chunk)
        }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        var piece = [UInt8](repeating: 0, count: 1 << 16)
        var status = Z_OK
        input.withUnsafeMutableBufferPointer { inBuffer in
            stream.next_in = inBuffer.baseAddress
            stream.avail_in = uInt(inBuffer.count)
            repeat {
                let produced: Int = piece.withUnsafeMutableBufferPointer { outBuffer in
                    stream.next_out = outBuffer.baseAddress
                    stream.avail_out = uInt(outBuffer.count)
                    status = CZlib.inflate(&stream, Z_NO_FLUSH)
                    return outBuffer.count - Int(stream.avail_out)
                }
                output.append(contentsOf: piece[0..<produced])
            } while status == Z_OK && output.count <= limit && (stream.avail_in > 0 || stream.avail_out == 0)
            stream.next_in = nil
        }
        guard output.count <= limit else {
            throw PNGError(.compression, "the \(chunk) data inflates to more than \(limit) bytes", offset: offset, chunk: chunk)
        }
        guard status == Z_STREAM_END else {
            let reason = status == Z_OK || status == Z_BUF_ERROR ? "the stream is incomplete" : message(status)
            throw PNGError(.compression, "the \(chunk) data is not a valid zlib stream (\(reason))", offset: offset, chunk: chunk)
        }
        return output
    }

    static func message(_ status: Int32) -> String {
        switch status {
        case Z_DATA_ERROR: return "corrupt or incomplete deflate data"
        case Z_MEM_ERROR: return "out of memory"
        case Z_NEED_DICT: return "it asks for a preset dictionary"
        case Z_BUF_ERROR: return "no progress possible"
        default: return "zlib status \(status)"
        }
    }
}
