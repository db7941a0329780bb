import Support
import Testing
@testable import SupportXML

/// Columns count characters, not bytes: the continuation bytes between two offsets are counted in blocks and
/// words, which must agree with counting one byte at a time.
@Suite struct XMLContinuationCountTests {
    @Test("every range of mixed ASCII and multi-byte text")
    func everyRange() {
        let text = Array("<node text=\"Café crème\" content-desc=\"日本語のテキスト\" class=\"android.widget.TextView\" hint=\"👩‍💻…\"/>".utf8)
        var nonZero = 0
        text.withUnsafeBufferPointer { buffer in
            for from in 0 ... text.count {
                for to in from ... text.count {
                    let expected = from < to ? text[from ..< to].filter { $0 & 0xC0 == 0x80 }.count : 0
                    #expect(TextChecks.continuationBytes(buffer, from: from, to: to) == expected)
                    if expected > 0 { nonZero += 1 }
                }
            }
        }
        #expect(nonZero > 1000, "most ranges hold continuation bytes")
    }
}
