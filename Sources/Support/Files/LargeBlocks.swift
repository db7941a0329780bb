#if canImport(Glibc)
import Glibc
#endif

/// Gives a large recording's freed memory back to the system.
///
/// Blocks of 256 KiB and more (a large screen's arrays of elements and findings) are then mapped on their
/// own and returned when freed. By default glibc raises its threshold to the size of each such block freed,
/// so later arrays of up to that size stay in the heap after they are freed: a screen of 200,000 elements
/// peaked some 30 MB higher. The setting also stops glibc adjusting when it trims the heap, which costs a run
/// of ordinary screens about a tenth more time in page faults, so it is made only once a recording of
/// `recordingSize` bytes or more is met.
public enum LargeBlocks {
    /// The size of a recording (in bytes) from which the setting is made: some 10,000 idb elements.
    public static let recordingSize = 2 << 20

    /// Makes the setting, once per process; later calls do nothing.
    public static func returnToSystem() { _ = made }

    private static let made: Bool = {
        #if canImport(Glibc)
        // `mallopt` is looked up by name: Glibc's module does not include `malloc.h`; -3 is `M_MMAP_THRESHOLD`.
        if let symbol = dlsym(nil, "mallopt") {
            let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
            return mallopt(-3, 256 * 1024) == 1
        }
        #endif
        return false
    }()
}
