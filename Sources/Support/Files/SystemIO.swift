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

    package static func lastError() -> String { String(cString: strerror(errno)) }

    /// True when the last call failed only because a signal interrupted it.
    package static func interrupted() -> Bool { errno == EINTR }
}
