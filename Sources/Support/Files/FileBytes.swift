#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole regular file straight into a byte array (no `Data`, no second copy).
///
/// The file is opened without blocking and its type checked on the open descriptor before anything is read:
/// a FIFO, socket or device is refused at once instead of waiting for a writer that never comes.
public enum FileBytes {
    /// Why a file could not be read: one phrase for messages.
    public struct Failure: Error, Sendable, Equatable {
        public var message: String
    }

    public static func read(_ path: String) -> Result<[UInt8], Failure> {
        let descriptor = SystemIO.openForReading(path)
        guard descriptor >= 0 else { return .failure(Failure(message: describe(errno))) }
        defer { SystemIO.close(descriptor) }
        let size: Int
        switch SystemIO.status(descriptor) {
        case .failure(let error):
            return .failure(Failure(message: describe(error.code)))
        case .success(let status):
            if let reason = status.notRegularReason { return .failure(Failure(message: reason)) }
            size = status.size
        }
        // st_size is exact for a regular file; a file that grows while it is read grows the buffer.
        var bytes: [UInt8] = []
        var chunk = size + 1
        while true {
            let before = bytes.count
            var failure: Int32 = 0
            var got = 0
            bytes.append(contentsOf: repeatElement(0, count: chunk))
            bytes.withUnsafeMutableBufferPointer { buffer in
                while true {
                    let result = SystemIO.read(descriptor, buffer.baseAddress! + before, chunk)
                    if result < 0 && SystemIO.interrupted() { continue }
                    if result < 0 { failure = errno } else { got = result }
                    return
                }
            }
            bytes.removeLast(chunk - got)
            if failure != 0 { return .failure(Failure(message: describe(failure))) }
            if got == 0 { return .success(bytes) }
            if got < chunk {
                // Most likely the end: make sure with a small read, instead of growing the array by another
                // `chunk` (which doubled a large file's footprint).
                var probe = (UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0))
                var more = 0
                withUnsafeMutableBytes(of: &probe) { buffer in
                    while true {
                        let result = SystemIO.read(descriptor, buffer.baseAddress!, buffer.count)
                        if result < 0 && SystemIO.interrupted() { continue }
                        if result < 0 { failure = errno } else { more = result }
                        return
                    }
                }
                if failure != 0 { return .failure(Failure(message: describe(failure))) }
                if more == 0 { return .success(bytes) }
                withUnsafeBytes(of: &probe) { bytes.append(contentsOf: $0.prefix(more)) }
            }
            chunk = max(chunk, 1 << 16)
        }
    }

    static func describe(_ code: Int32) -> String {
        code == ENOENT || code == EACCES || code == EPERM || code == EISDIR
            ? SystemIO.describe(code) : "the file cannot be read: \(SystemIO.describe(code))"
    }
}
