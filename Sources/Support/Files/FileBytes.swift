#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole file straight into a byte array (no `Data`, no second copy).
public enum FileBytes {
    /// Why a file could not be read: one phrase for messages.
    public struct Failure: Error, Sendable, Equatable {
        public var message: String
    }

    public static func read(_ path: String) -> Result<[UInt8], Failure> {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return .failure(Failure(message: describe(errno))) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(Failure(message: describe(errno))) }
        if (status.st_mode & S_IFMT) == S_IFDIR { return .failure(Failure(message: "is a folder, not a file")) }
        // st_size is exact for regular files; pipes and special files report 0 and grow the buffer.
        var bytes: [UInt8] = []
        var chunk = max(Int(status.st_size), 0) + 1
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
        switch code {
        case ENOENT: return "no such file"
        case EACCES: return "permission denied"
        case EISDIR: return "is a folder, not a file"
        default: return "the file cannot be read: \(String(cString: strerror(code)))"
        }
    }
}
