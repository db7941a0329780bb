import TreeModel

/// Bytes set aside in an unlinked temporary file while a report streams, to be copied into the output
/// later (a section that must come after another, or SARIF results chosen once all are known). Memory
/// stays fixed however large the section grows; without a temporary folder it falls back to memory. (Kept in
/// memory up to a bound instead, the SARIF of 1,000 screens took longer: growing the array copies and faults in
/// more than the kernel's page cache does.)
public final class Spool {
    private var descriptor: Int32
    private var pending: [UInt8] = []
    private var memory: [UInt8] = []
    /// Bytes written so far: the offset of the next write.
    public private(set) var count = 0
    private static let chunk = 1 << 18

    public init() {
        descriptor = SystemIO.temporaryFile()
        pending.reserveCapacity(Spool.chunk)
    }

    deinit { if descriptor >= 0 { SystemIO.close(descriptor) } }

    public func write(_ bytes: [UInt8]) { write(bytes[...]) }

    public func write(_ bytes: ArraySlice<UInt8>) {
        count += bytes.count
        if descriptor < 0 {
            memory.append(contentsOf: bytes)
            return
        }
        pending.append(contentsOf: bytes)
        if pending.count >= Spool.chunk { drain() }
    }

    private func drain() {
        guard descriptor >= 0, !pending.isEmpty else { return }
        pending.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = SystemIO.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if written <= 0 { break }
                offset += written
            }
            if offset < raw.count {
                // The temporary file failed (disk full): keep everything in memory from here on.
                memory = readAll(upTo: count - raw.count) + Array(raw[offset...])
                SystemIO.close(descriptor)
                descriptor = -1
            }
        }
        pending.removeAll(keepingCapacity: true)
    }

    /// The file's first `end` bytes (what was drained before a write failed), read without draining again.
    private func readAll(upTo end: Int) -> [UInt8] {
        var result: [UInt8] = []
        readFile(0..<end) { result.append(contentsOf: $0) }
        return result
    }

    /// Calls `body` with the bytes of `range`, in order, in chunks.
    public func copy(_ range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        drain()
        if descriptor < 0 {
            memory[range].withUnsafeBufferPointer(body)
            return
        }
        readFile(range, body)
    }

    private func readFile(_ range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var buffer = [UInt8](repeating: 0, count: min(Spool.chunk, max(range.count, 1)))
        var offset = range.lowerBound
        while offset < range.upperBound {
            let want = min(buffer.count, range.upperBound - offset)
            let got = buffer.withUnsafeMutableBytes { SystemIO.pread(descriptor, $0.baseAddress!, want, offset) }
            if got <= 0 { break }
            buffer.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[0..<got])) }
            offset += got
        }
    }

    /// Copies everything written into `sink`.
    public func copyAll(to sink: OutputSink) {
        copy(0..<count) { sink.write($0) }
    }
}
