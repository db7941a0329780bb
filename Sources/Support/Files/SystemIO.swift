#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The few POSIX calls the readers and the report writers use, named so they do not clash with methods
/// called `read` or `write`. Shared within the package only.
package enum SystemIO {
    package static func read(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        return Glibc.read(descriptor, bytes, count)
        #elseif canImport(Musl)
        return Musl.read(descriptor, bytes, count)
        #else
        return Darwin.read(descriptor, bytes, count)
        #endif
    }

    package static func write(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        return Glibc.write(descriptor, bytes, count)
        #elseif canImport(Musl)
        return Musl.write(descriptor, bytes, count)
        #else
        return Darwin.write(descriptor, bytes, count)
        #endif
    }

    package static func pread(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer, _ count: Int, _ offset: Int) -> Int {
        #if canImport(Glibc)
        return Glibc.pread(descriptor, bytes, count, off_t(offset))
        #elseif canImport(Musl)
        return Musl.pread(descriptor, bytes, count, off_t(offset))
        #else
        return Darwin.pread(descriptor, bytes, count, off_t(offset))
        #endif
    }

    package static func close(_ descriptor: Int32) {
        #if canImport(Glibc)
        _ = Glibc.close(descriptor)
        #elseif canImport(Musl)
        _ = Musl.close(descriptor)
        #else
        _ = Darwin.close(descriptor)
        #endif
    }

    /// Opens `path` for writing, created or truncated; -1 on failure.
    package static func create(_ path: String) -> Int32 {
        open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    }

    /// A new anonymous temporary file (already unlinked), or -1.
    package static func temporaryFile() -> Int32 {
        var directory = "/tmp"
        if let value = getenv("TMPDIR"), let text = String(validatingCString: value), !text.isEmpty { directory = text }
        var template = Array((directory + "/a11y-crawl-spool-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        if descriptor >= 0 { template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) } }
        return descriptor
    }

    /// The last call's error.
    package static func lastSystemError() -> SystemError { SystemError(code: errno) }

    /// True when the last call failed because the file exists already.
    package static func lastErrorIsExists() -> Bool { errno == EEXIST }

    /// The last error as a phrase for messages about reading or writing a file.
    package static func lastErrorPhrase() -> String { describe(errno) }

    /// An `errno` as a lower-case phrase for messages: "permission denied", "no such file".
    package static func describe(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file"
        case EACCES, EPERM: return "permission denied"
        case EISDIR: return "is a folder, not a file"
        case ENOTDIR: return "a part of the path is not a folder"
        case ELOOP: return "too many levels of symbolic links"
        case EROFS: return "read-only file system"
        case ENOSPC: return "no space left on the device"
        default: return String(cString: strerror(code)).lowercased()
        }
    }

    /// What `stat` says of `path`, following symbolic links; the `errno` on failure.
    package static func status(_ path: String) -> Result<FileStatus, SystemError> {
        var info = stat()
        guard stat(path, &info) == 0 else { return .failure(SystemError(code: errno)) }
        return .success(FileStatus(info))
    }

    /// What `fstat` says of an open descriptor.
    package static func status(_ descriptor: Int32) -> Result<FileStatus, SystemError> {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(SystemError(code: errno)) }
        return .success(FileStatus(info))
    }

    /// Opens `path` for reading without blocking: a FIFO without a writer opens at once instead of waiting.
    package static func openForReading(_ path: String) -> Int32 {
        open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    }

    /// Creates `path`, which must not exist yet, for writing (mode 0644 less the umask); -1 on failure.
    package static func createNew(_ path: String) -> Int32 {
        open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    }

    /// The names in a folder (without `.` and `..`), in the order the file system gives them.
    package static func listFolder(_ path: String) -> Result<[String], SystemError> {
        guard let folder = opendir(path) else { return .failure(SystemError(code: errno)) }
        defer { closedir(folder) }
        var names: [String] = []
        while true {
            errno = 0
            guard let entry = readdir(folder) else {
                if errno != 0 { return .failure(SystemError(code: errno)) }
                return .success(names)
            }
            let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) {
                    String(cString: $0)
                }
            }
            if name != "." && name != ".." { names.append(name) }
        }
    }

    /// Renames `source` to `destination`, replacing it in one step.
    package static func rename(_ source: String, _ destination: String) -> Result<Void, SystemError> {
        #if canImport(Glibc)
        let result = Glibc.rename(source, destination)
        #elseif canImport(Musl)
        let result = Musl.rename(source, destination)
        #else
        let result = Darwin.rename(source, destination)
        #endif
        return result == 0 ? .success(()) : .failure(SystemError(code: errno))
    }

    package static func remove(_ path: String) { _ = unlink(path) }

    /// Sets the permission bits of an open file.
    package static func setPermissions(_ descriptor: Int32, _ permissions: UInt32) {
        _ = fchmod(descriptor, mode_t(permissions))
    }

    /// `path` with every symbolic link resolved, when it exists.
    package static func resolved(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// True when the last call failed only because a signal interrupted it.
    package static func interrupted() -> Bool { errno == EINTR }
}

/// A failed system call's `errno`, with the phrase messages use.
package struct SystemError: Error, Sendable, Equatable {
    package var code: Int32
    package init(code: Int32) { self.code = code }
    package var phrase: String { SystemIO.describe(code) }
    /// The path, or the target of the symbolic link at the path, does not exist.
    package var isNoSuchFile: Bool { code == ENOENT }
    package static let permissionDenied = SystemError(code: EACCES)
}

/// A file's identity: two paths name the same file when device and inode are equal, whatever their spelling
/// or the symbolic links on the way.
package struct FileIdentity: Sendable, Hashable {
    package var device: UInt64
    package var inode: UInt64
    package init(device: UInt64, inode: UInt64) {
        self.device = device
        self.inode = inode
    }
}

/// The type and identity of a file, from `stat`.
package struct FileStatus: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        case regular, folder, fifo, socket, characterDevice, blockDevice, other
    }

    package var kind: Kind
    package var identity: FileIdentity
    /// The size in bytes (exact for a regular file).
    package var size: Int
    /// The permission bits (`0o644`).
    package var permissions: UInt32

    package init(kind: Kind, identity: FileIdentity, size: Int = 0, permissions: UInt32 = 0o644) {
        self.kind = kind
        self.identity = identity
        self.size = size
        self.permissions = permissions
    }

    init(_ info: stat) {
        switch info.st_mode & S_IFMT {
        case S_IFREG: kind = .regular
        case S_IFDIR: kind = .folder
        case S_IFIFO: kind = .fifo
        case S_IFSOCK: kind = .socket
        case S_IFCHR: kind = .characterDevice
        case S_IFBLK: kind = .blockDevice
        default: kind = .other
        }
        identity = FileIdentity(device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino))
        size = max(Int(info.st_size), 0)
        permissions = UInt32(info.st_mode) & 0o7777
    }

    /// Why a file of this kind is not read as a recording; nil for a regular file.
    package var notRegularReason: String? {
        switch kind {
        case .regular: return nil
        case .folder: return "is a folder, not a file"
        case .fifo: return "is a FIFO (named pipe), not a regular file; pipe a recording to standard input with '-' instead"
        case .socket: return "is a socket, not a regular file"
        case .characterDevice: return "is a character device, not a regular file"
        case .blockDevice: return "is a block device, not a regular file"
        case .other: return "is not a regular file"
        }
    }
}
