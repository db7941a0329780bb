/// The arrays a contrast rule needs per element (a crop's colour keys and luminance, the estimator's masks and
/// lists), kept from one element to the next of a screen instead of allocated afresh: a crop's arrays run to
/// hundreds of kilobytes, and the C allocator hands such blocks back to the system when they are freed, so
/// every element would otherwise fault its memory in again. Made per rule and screen, used by one thread.
public final class ContrastWorkspace {
    private var flags: [[Bool]] = []
    private var reals: [[Double]] = []
    private var keys: [[UInt64]] = []
    private var indices: [[Int]] = []

    public init() {}

    /// `count` times `false`.
    func bools(_ count: Int) -> [Bool] { Self.reuse(&flags, count, false, fill: true) }
    /// `count` zeros, or with `fill` false `count` values left from earlier use, for a caller that writes
    /// every one.
    func doubles(_ count: Int, fill: Bool = true) -> [Double] { Self.reuse(&reals, count, 0, fill: fill) }
    /// `count` values left from earlier use, for a caller that writes every one.
    func colourKeys(_ count: Int) -> [UInt64] { Self.reuse(&keys, count, 0, fill: false) }
    /// An empty array with room kept from earlier use.
    func ints() -> [Int] { Self.reuse(&indices, 0, 0, fill: false) }

    /// Takes an array back for the next element (it must not be used after this).
    func recycle(_ array: inout [Bool]) { Self.keep(&array, in: &flags) }
    func recycle(_ array: inout [Double]) { Self.keep(&array, in: &reals) }
    func recycle(_ array: inout [UInt64]) { Self.keep(&array, in: &keys) }
    func recycle(_ array: inout [Int]) { Self.keep(&array, in: &indices) }

    private static func reuse<T: BitwiseCopyable>(_ pool: inout [[T]], _ count: Int, _ value: T, fill: Bool) -> [T] {
        var array = pool.popLast() ?? []
        if array.count > count {
            array.removeLast(array.count - count)
        } else if array.count < count {
            array.append(contentsOf: repeatElement(value, count: count - array.count))
        }
        if fill {
            array.withUnsafeMutableBufferPointer { $0.update(repeating: value) }
        }
        return array
    }

    private static func keep<T: BitwiseCopyable>(_ array: inout [T], in pool: inout [[T]]) {
        var taken: [T] = []
        swap(&taken, &array)
        // A handful per kind is all one element uses at once.
        if pool.count < 8 { pool.append(taken) }
    }
}
