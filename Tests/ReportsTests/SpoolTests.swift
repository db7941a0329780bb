import Reports
import Testing
import TestSupport

/// The spool that reports set sections aside in: what comes back is what went in, in any range, from pieces of
/// any size (larger than the file's write chunk too).
@Suite struct SpoolTests {
    @Test("bytes come back in any range", arguments: [0x5B00_1000, 0x5B00_2000] as [UInt64])
    func rangesComeBackAsWritten(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let spool = Spool()
        var written: [UInt8] = []
        for _ in 0 ..< 400 {
            // Pieces from empty to larger than the spool's file chunk (256 KiB), now and then.
            let size = Int.random(in: 0 ..< 50, using: &generator) == 0 ? Int.random(in: 0 ... 300_000, using: &generator)
                                                                          : Int.random(in: 0 ... 900, using: &generator)
            let piece = (0 ..< size).map { _ in UInt8.random(in: 0 ... 255, using: &generator) }
            if Bool.random(using: &generator) { spool.write(piece) } else { spool.write(piece[...]) }
            written += piece
        }
        #expect(spool.count == written.count)
        for _ in 0 ..< 200 {
            let start = Int.random(in: 0 ... written.count, using: &generator)
            let end = Int.random(in: start ... min(written.count, start + 400_000), using: &generator)
            var copied: [UInt8] = []
            spool.copy(start ..< end) { copied.append(contentsOf: $0) }
            #expect(copied.count == end - start && copied.elementsEqual(written[start ..< end]),
                    "\(start)..<\(end) of \(written.count): \(copied.count) bytes, first difference at \(Self.firstDifference(copied, written[start ..< end]))")
        }
        let sink = OutputSink.memory()
        spool.copyAll(to: sink)
        sink.flush()
        #expect(sink.collected.count == written.count && sink.collected.elementsEqual(written),
                "all: \(sink.collected.count) of \(written.count) bytes, first difference at \(Self.firstDifference(sink.collected, written[...]))")
    }

    static func firstDifference(_ a: [UInt8], _ b: ArraySlice<UInt8>) -> Int {
        zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
    }
}
