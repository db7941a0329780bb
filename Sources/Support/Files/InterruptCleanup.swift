#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Removes the hidden temporary files of reports and ledgers being written when the run is stopped by
/// SIGINT, SIGTERM or SIGHUP, then lets the signal end the process as it would have. The destination files
/// are never touched: they are replaced only by a completed write.
///
/// Signals the process ignores (a run started with `nohup`, or in the background of a script) stay ignored.
package enum InterruptCleanup {
    static let capacity = 64
    /// The registered paths as C strings, read by the signal handler; changed only under `lock`.
    nonisolated(unsafe) static let slots: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let slots = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
        slots.initialize(repeating: nil, count: capacity)
        return slots
    }()
    nonisolated(unsafe) static let lock: UnsafeMutablePointer<pthread_mutex_t> = {
        let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(lock, nil)
        return lock
    }()
    static let installed: Bool = {
        // Made before any handler can run, so the handler only reads what exists.
        _ = slots
        for signal in [SIGINT, SIGTERM, SIGHUP] { install(signal) }
        return true
    }()

    /// Registers `path` for removal on a signal; the slot to pass to `unregister`, or nil when all are taken.
    package static func register(_ path: String) -> Int? {
        _ = installed
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        for slot in 0..<capacity where slots[slot] == nil {
            slots[slot] = strdup(path)
            return slot
        }
        return nil
    }

    /// The file in `slot` was renamed into place or removed: a signal no longer needs to remove it.
    package static func unregister(_ slot: Int) {
        pthread_mutex_lock(lock)
        let path = slots[slot]
        slots[slot] = nil
        pthread_mutex_unlock(lock)
        free(path)
    }

    private static func install(_ signal: Int32) {
        var action = sigaction()
        #if canImport(Darwin)
        action.__sigaction_u.__sa_handler = { received in InterruptCleanup.handle(received) }
        #elseif canImport(Musl)
        action.__sa_handler.sa_handler = { received in InterruptCleanup.handle(received) }
        #else
        action.__sigaction_handler.sa_handler = { received in InterruptCleanup.handle(received) }
        #endif
        sigemptyset(&action.sa_mask)
        var previous = sigaction()
        guard sigaction(signal, &action, &previous) == 0 else { return }
        #if canImport(Darwin)
        let old = previous.__sigaction_u.__sa_handler
        #elseif canImport(Musl)
        let old = previous.__sa_handler.sa_handler
        #else
        let old = previous.__sigaction_handler.sa_handler
        #endif
        // SIG_IGN is the handler 1: a signal that was ignored stays ignored.
        if let old, unsafeBitCast(old, to: Int.self) == 1 { _ = sigaction(signal, &previous, nil) }
    }

    /// Only async-signal-safe calls: unlink, then the default action.
    private static func handle(_ received: Int32) {
        for slot in 0..<capacity {
            if let path = slots[slot] { unlink(path) }
        }
        var action = sigaction()
        sigemptyset(&action.sa_mask)
        _ = sigaction(received, &action, nil)
        raise(received)
    }
}
