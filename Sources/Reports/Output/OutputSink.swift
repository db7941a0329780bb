import TreeModel

/// Where a report goes: a file or a descriptor, written in large buffered chunks so a report of any size
/// costs a fixed amount of memory. Not thread-safe: one writer at a time.
public final class OutputSink {
    private var buffer: [UInt8] = []
    private let descriptor: Int32
    private let ownsDescriptor: Bool
    private let flushThreshold: Int
    /// Everything written so far when the sink collects in memory (`OutputSink.memory()`), else empty.
    public private(set) var collected: [UInt8] = []
    private let collects: Bool
    /// The first write error, if any (`errno` text).
    public private(set) var failure: String?

    private init(descriptor: Int32, ownsDescriptor: Bool, collects: Bool, flushThreshold: Int = 1 << 18) {
        self.descriptor = descriptor
        self.ownsDescriptor = ownsDescriptor
        self.collects = collects
        self.flushThreshold = flushThreshold
        buffer.reserveCapacity(flushThreshold + 4096)
    }

    /// A sink that keeps everything in memory (tests, standard output of the library API).
    public static func memory() -> OutputSink { OutputSink(descriptor: -1, ownsDescriptor: false, collects: true) }

    /// A sink writing to standard output.
    public static func standardOutput() -> OutputSink { OutputSink(descriptor: 1, ownsDescriptor: false, collects: false) }

    /// A sink writing to a new or truncated file; nil with the reason when it cannot be created.
    public static func file(_ path: String) -> Result<OutputSink, SinkError> {
        let descriptor = SystemIO.create(path)
        guard descriptor >= 0 else { return .failure(SinkError(message: SystemIO.lastError())) }
        return .success(OutputSink(descriptor: descriptor, ownsDescriptor: true, collects: false))
    }

    public struct SinkError: Error, Sendable {
        public var message: String
    }

    public func write(_ bytes: [UInt8]) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= flushThreshold { flush() }
    }

    public func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= flushThreshold { flush() }
    }

    public func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= flushThreshold { flush() }
    }

    /// Writes out what is buffered.
    public func flush() {
        guard !buffer.isEmpty else { return }
        if collects {
            collected.append(contentsOf: buffer)
        } else if failure == nil {
            buffer.withUnsafeBytes { raw in
                var offset = 0
                while offset < raw.count {
                    let written = SystemIO.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                    if written < 0 {
                        if SystemIO.interrupted() { continue }
                        failure = SystemIO.lastError()
                        return
                    }
                    offset += written
                }
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Flushes and closes a file sink.
    public func close() {
        flush()
        if ownsDescriptor { SystemIO.close(descriptor) }
    }
}
