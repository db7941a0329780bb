import Support
import TreeModel

/// Where a report goes: a file or a descriptor, written in large buffered chunks so a report of any size
/// costs a fixed amount of memory. Not thread-safe: one writer at a time.
///
/// A file is written to a hidden temporary file in the same folder and renamed over the destination by
/// `close()`, in one step: until then the destination keeps its old contents, so an interrupted run or a
/// failed write never leaves a half-written report or an emptied file.
public final class OutputSink {
    private var buffer: [UInt8] = []
    private var descriptor: Int32
    private let ownsDescriptor: Bool
    private let flushThreshold: Int
    /// Everything written so far when the sink collects in memory (`OutputSink.memory()`), else empty.
    public private(set) var collected: [UInt8] = []
    private let collects: Bool
    /// The first write error, if any (`errno` text).
    public private(set) var failure: String?
    /// For a file sink: the temporary file written, and the destination it is renamed to by `close()`.
    private var pending: (temporary: String, destination: String)?
    /// The temporary file's slot in `InterruptCleanup`: a signal that stops the run removes the file; the
    /// destination stays as it was. Registered before the file is created, so no signal finds it unregistered.
    private var cleanupSlot: Int?

    private init(descriptor: Int32, ownsDescriptor: Bool, collects: Bool, flushThreshold: Int = 1 << 18) {
        self.descriptor = descriptor
        self.ownsDescriptor = ownsDescriptor
        self.collects = collects
        self.flushThreshold = flushThreshold
        buffer.reserveCapacity(flushThreshold + 4096)
    }

    deinit {
        // Never closed (an error on the way): the destination stays as it was.
        if let pending {
            if descriptor >= 0 { SystemIO.close(descriptor) }
            SystemIO.remove(pending.temporary)
        }
        if let cleanupSlot { InterruptCleanup.unregister(cleanupSlot) }
    }

    /// A sink that keeps everything in memory (tests, standard output of the library API).
    public static func memory() -> OutputSink { OutputSink(descriptor: -1, ownsDescriptor: false, collects: true) }

    /// A sink writing to standard output.
    public static func standardOutput() -> OutputSink { OutputSink(descriptor: 1, ownsDescriptor: false, collects: false) }

    /// A sink that replaces the file at `path` when it is closed (see above); the reason when the file cannot
    /// be written. A symbolic link at `path` stays, and the file it points to is replaced. A FIFO or device
    /// (`/dev/stdout`, `/dev/null`) cannot be replaced, and is written to directly.
    public static func file(_ path: String) -> Result<OutputSink, SinkError> {
        var permissions: UInt32?
        if case .success(let status) = SystemIO.status(path) {
            switch status.kind {
            case .folder: return .failure(SinkError(message: "is a folder, not a file"))
            case .regular: permissions = status.permissions
            default:
                let descriptor = SystemIO.create(path)
                guard descriptor >= 0 else { return .failure(SinkError(message: SystemIO.lastErrorPhrase())) }
                return .success(OutputSink(descriptor: descriptor, ownsDescriptor: true, collects: false))
            }
        }
        let destination = SystemIO.resolved(path) ?? path
        let slash = destination.lastIndex(ofASCII: "/")
        let folder = slash.map { String(destination[...$0]) } ?? ""
        let name = slash.map { String(destination[destination.index(after: $0)...]) } ?? destination
        for _ in 0..<100 {
            let suffix = String(UInt32.random(in: 0...UInt32.max), radix: 36)
            let temporary = "\(folder).\(name).a11y-crawl-\(suffix)"
            let slot = InterruptCleanup.register(temporary)
            let descriptor = SystemIO.createNew(temporary)
            if descriptor < 0 {
                if let slot { InterruptCleanup.unregister(slot) }
                if SystemIO.lastErrorIsExists() { continue }
                let error = SystemIO.lastSystemError()
                return .failure(SinkError(message: error.isNoSuchFile ? "the folder does not exist" : error.phrase))
            }
            // A replaced file keeps its permissions.
            if let permissions { SystemIO.setPermissions(descriptor, permissions) }
            let sink = OutputSink(descriptor: descriptor, ownsDescriptor: true, collects: false)
            sink.pending = (temporary, destination)
            sink.cleanupSlot = slot
            return .success(sink)
        }
        return .failure(SinkError(message: "no temporary file could be created beside it"))
    }

    /// Writes `bytes` to `path` in one step, as `file(_:)` does: the old file stays whole until the new one is.
    public static func replaceFile(_ path: String, with bytes: [UInt8]) -> Result<Void, SinkError> {
        switch file(path) {
        case .failure(let error): return .failure(error)
        case .success(let sink):
            sink.write(bytes)
            sink.close()
            if let failure = sink.failure { return .failure(SinkError(message: failure)) }
            return .success(())
        }
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
                        failure = SystemIO.lastErrorPhrase()
                        return
                    }
                    offset += written
                }
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Flushes and closes a file sink; for a file, renames the temporary file over the destination, or, after
    /// a write error (`failure`), removes it and leaves the destination as it was.
    public func close() {
        flush()
        guard ownsDescriptor, descriptor >= 0 else { return }
        SystemIO.close(descriptor)
        descriptor = -1
        guard let pending else { return }
        if failure == nil, case .failure(let error) = SystemIO.rename(pending.temporary, pending.destination) {
            failure = error.phrase
        }
        if failure != nil { SystemIO.remove(pending.temporary) }
        self.pending = nil
        releaseCleanupSlot()
    }

    private func releaseCleanupSlot() {
        if let cleanupSlot { InterruptCleanup.unregister(cleanupSlot) }
        cleanupSlot = nil
    }

    /// Closes a file sink without replacing the destination: what was written is thrown away.
    public func discard() {
        buffer.removeAll()
        guard ownsDescriptor, descriptor >= 0 else { return }
        SystemIO.close(descriptor)
        descriptor = -1
        if let pending { SystemIO.remove(pending.temporary) }
        pending = nil
        releaseCleanupSlot()
    }
}
