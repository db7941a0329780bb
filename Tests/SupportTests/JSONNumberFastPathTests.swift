import Foundation
import Testing
import TestSupport
@testable import Support

/// The JSON reader's fast number paths (`JSONDocument.fastNumber`) against the exact conversion
/// (`JSONDocument.exactNumber`, the standard library's correctly rounded parser), bit for bit, on seeded values
/// of every shape a recording can hold. `A11Y_CRAWL_NUMBER_CASES` sets how many (default 1,200,000).
@Suite("JSON number fast path")
struct JSONNumberFastPathTests {
    /// The shapes of number text the generator writes.
    enum Shape: CaseIterable {
        /// A Double's shortest text as idb writes frames (`196.66666666666669`): 15 to 17 digits, a point.
        case frame
        /// Digits with a point anywhere, leading zeros after it, up to 25 digits.
        case decimal
        /// A mantissa with an exponent from -350 to +320: overflow, underflow and subnormals.
        case exponent
        /// Within 1/2048 of an ulp of the midpoint between two neighbouring Doubles, 17 to 21 digits.
        case nearHalfway
        /// Integers: small ones, 2^53 and above (odd ones there are exactly halfway), and up to 20 digits.
        case integer
        /// A short decimal with trailing zeros, or an integer as a decimal (`44.0`, `1.2500000`).
        case trailingZeros
        /// Zero written every way, negative too (`-0`, `-0.0e-7`, `0E400`).
        case zero
        /// Subnormal and smallest normal Doubles, their shortest text and neighbours.
        case subnormal
    }

    struct Tally {
        var cases = 0
        var fast = 0
    }

    static var caseCount: Int {
        ProcessInfo.processInfo.environment["A11Y_CRAWL_NUMBER_CASES"].flatMap(Int.init) ?? 1_200_000
    }

    @Test func fastPathsEqualTheExactConversionBitForBit() throws {
        var generator = SeededGenerator(seed: 0x5EED_F7A5)
        var tallies: [Shape: Tally] = [:]
        var text: [UInt8] = []
        text.reserveCapacity(64)
        var mismatches: [String] = []
        let shapes = Shape.allCases
        for index in 0 ..< Self.caseCount {
            let shape = shapes[index % shapes.count]
            text.removeAll(keepingCapacity: true)
            Self.write(shape, into: &text, using: &generator)
            let (fast, exact) = text.withUnsafeBufferPointer { buffer in
                (JSONDocument.fastNumber(buffer, from: 0, to: buffer.count), JSONDocument.exactNumber(buffer, from: 0, to: buffer.count))
            }
            tallies[shape, default: Tally()].cases += 1
            guard let fast else { continue }
            tallies[shape, default: Tally()].fast += 1
            if fast.bitPattern != exact.bitPattern, mismatches.count < 20 {
                mismatches.append("\(String(decoding: text, as: UTF8.self)): fast \(fast) exact \(exact)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
        // The fast paths must carry the shapes recordings hold, or the comparison above proves little.
        let frames = try #require(tallies[.frame])
        #expect(Double(frames.fast) >= 0.99 * Double(frames.cases), "frame: \(frames.fast) of \(frames.cases) fast")
        for shape in [Shape.decimal, .integer, .trailingZeros, .zero, .exponent] {
            let tally = try #require(tallies[shape])
            #expect(tally.fast >= tally.cases / 4, "\(shape): \(tally.fast) of \(tally.cases) fast")
        }
        // Near halfway the texts of more than 19 digits cannot be read exactly into 64 bits: those go to the
        // exact conversion, so some of the shape is not fast.
        let halfway = try #require(tallies[.nearHalfway])
        #expect(halfway.fast < halfway.cases)
    }

    /// The same comparison with bytes after the number, as in a document: the last digits of a fraction are then
    /// read eight bytes at a time (`fastNumber` reads past the token only when the buffer holds the bytes).
    @Test func fastPathsEqualTheExactConversionWithBytesAfterTheNumber() {
        var generator = SeededGenerator(seed: 0x5EED_AF7E)
        let after = Array(",}] \n\t\"e0123456789".utf8)
        var text: [UInt8] = []
        var mismatches: [String] = []
        let shapes = Shape.allCases
        for index in 0 ..< Self.caseCount / 4 {
            text.removeAll(keepingCapacity: true)
            Self.write(shapes[index % shapes.count], into: &text, using: &generator)
            let end = text.count
            for _ in 0 ..< Int.random(in: 0 ... 12, using: &generator) {
                text.append(after[Int.random(in: 0 ..< after.count, using: &generator)])
            }
            let (fast, exact) = text.withUnsafeBufferPointer { buffer in
                (JSONDocument.fastNumber(buffer, from: 0, to: end), JSONDocument.exactNumber(buffer, from: 0, to: end))
            }
            if let fast, fast.bitPattern != exact.bitPattern, mismatches.count < 20 {
                mismatches.append("\(String(decoding: text[..<end], as: UTF8.self)): fast \(fast) exact \(exact)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    /// Known hard cases written out: exact halfway integers, the largest and smallest Doubles, and the
    /// 17-digit idb frames the reader meets most.
    @Test(arguments: [
        "9007199254740993", "9007199254740995", "18014398509481990", "18014398509481986", "4503599627370497.5",
        "0.30000000000000004", "196.66666666666669", "2.2250738585072011e-308", "2.2250738585072014e-308",
        "4.9406564584124654e-324", "2.4703282292062327e-324", "2.4703282292062328e-324", "1.7976931348623157e308",
        "1.7976931348623158e308", "1.7976931348623159e308", "-0", "-0.0", "0e400", "-0e-400", "1e23", "8.98846567431158e307",
        "123456789012345678901234567890", "0.000000000000000000000000000001", "1.00000000000000011102230246251565404236316680908203125",
        "1.00000000000000011102230246251565404236316680908203124", "1.00000000000000011102230246251565404236316680908203126",
    ])
    func knownHardCases(_ text: String) {
        let bytes = Array(text.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            let exact = JSONDocument.exactNumber(buffer, from: 0, to: buffer.count)
            #expect(exact == Double(text) || (exact.isNaN && Double(text) == nil))
            if let fast = JSONDocument.fastNumber(buffer, from: 0, to: buffer.count) {
                #expect(fast.bitPattern == exact.bitPattern, "\(text)")
            }
            #expect(JSONDocument.parseNumber(buffer, from: 0, to: buffer.count).bitPattern == exact.bitPattern, "\(text)")
        }
    }

    /// The table of 128-bit powers of five against fast_float's (`power_of_five_128`) at both ends and around 5^0.
    @Test func powersOfFiveAreFastFloats() {
        let expected: [Int: (UInt64, UInt64)] = [
            -27: (0x9E74_D1B7_91E0_7E48, 0x775E_A264_CF55_347E), -14: (0xB424_DC35_095C_D80F, 0x5384_84C1_9EF3_8C95),
            -2: (0xA3D7_0A3D_70A3_D70A, 0x3D70_A3D7_0A3D_70A4), -1: (0xCCCC_CCCC_CCCC_CCCC, 0xCCCC_CCCC_CCCC_CCCD),
            0: (0x8000_0000_0000_0000, 0), 1: (0xA000_0000_0000_0000, 0), 27: (0xCECB_8F27_F420_0F3A, 0),
        ]
        #expect(JSONDocument.powersOfFive.count == 55)
        for (q, (high, low)) in expected {
            let power = JSONDocument.powersOfFive[q + 27]
            #expect(power.high == high && power.low == low, "5^\(q)")
        }
    }

    @Test func eightDigitsAtOnce() {
        let cases: [(String, UInt64?)] = [("12345678", 12_345_678), ("00000000", 0), ("99999999", 99_999_999), ("01020304", 1_020_304),
                                          ("1234567e", nil), ("1234:678", nil), ("/2345678", nil), ("1234.678", nil), ("12345 78", nil)]
        for (text, expected) in cases {
            let bytes = Array(text.utf8)
            #expect(bytes.withUnsafeBufferPointer { JSONDocument.eightDigits($0, at: 0) } == expected, "\(text)")
        }
    }

    // MARK: The generator

    static func write(_ shape: Shape, into text: inout [UInt8], using generator: inout SeededGenerator) {
        switch shape {
        case .frame:
            // Frames: positions and sizes in points, often thirds or sevenths of something.
            let value: Double
            switch Int.random(in: 0 ..< 3, using: &generator) {
            case 0: value = Double.random(in: 0 ..< 3000, using: &generator)
            case 1: value = Double(Int.random(in: 0 ..< 30000, using: &generator)) / Double(Int.random(in: 1 ... 12, using: &generator))
            default: value = Double(Float(Double.random(in: 0 ..< 1000, using: &generator)))
            }
            if Bool.random(using: &generator) { text.append(UInt8(ascii: "-")) }
            text.append(contentsOf: value.description.utf8)
        case .decimal:
            if Bool.random(using: &generator) { text.append(UInt8(ascii: "-")) }
            let digits = Int.random(in: 1 ... 25, using: &generator)
            let point = Int.random(in: 0 ... digits, using: &generator)
            if point == 0 {
                text.append(contentsOf: "0.".utf8)
                for _ in 0 ..< Int.random(in: 0 ... 6, using: &generator) { text.append(UInt8(ascii: "0")) }
            }
            for position in 0 ..< digits {
                if position == point, point > 0 { text.append(UInt8(ascii: ".")) }
                let lowest: UInt8 = position == 0 ? 1 : 0
                text.append(UInt8(ascii: "0") + UInt8.random(in: lowest ... 9, using: &generator))
            }
        case .exponent:
            if Bool.random(using: &generator) { text.append(UInt8(ascii: "-")) }
            let digits = Int.random(in: 1 ... 20, using: &generator)
            for position in 0 ..< digits {
                if position == 1, Bool.random(using: &generator) { text.append(UInt8(ascii: ".")) }
                let lowest: UInt8 = position == 0 ? 1 : 0
                text.append(UInt8(ascii: "0") + UInt8.random(in: lowest ... 9, using: &generator))
            }
            text.append(contentsOf: ["e", "E", "e-", "e+", "E-"].randomElement(using: &generator)!.utf8)
            let exponent = Int.random(in: 0 ..< 4, using: &generator) == 0 ? Int.random(in: 0 ... 350, using: &generator)
                                                                          : Int.random(in: 0 ... 30, using: &generator)
            if Int.random(in: 0 ..< 8, using: &generator) == 0 { text.append(UInt8(ascii: "0")) }
            text.append(contentsOf: String(exponent).utf8)
        case .nearHalfway:
            writeNearHalfway(into: &text, using: &generator)
        case .integer:
            if Bool.random(using: &generator) { text.append(UInt8(ascii: "-")) }
            let value: UInt64
            switch Int.random(in: 0 ..< 4, using: &generator) {
            case 0: value = UInt64.random(in: 0 ... 100_000, using: &generator)
            case 1: value = (UInt64(1) << 53) + UInt64.random(in: 0 ... 1000, using: &generator)  // odd ones: halfway
            case 2: value = (UInt64(1) << 54) + 2 * UInt64.random(in: 0 ... 1000, using: &generator)  // ≡ 2 mod 4: halfway
            default: value = UInt64.random(in: 0 ... .max, using: &generator) >> UInt64.random(in: 0 ... 40, using: &generator)
            }
            text.append(contentsOf: String(value).utf8)
            if Int.random(in: 0 ..< 8, using: &generator) == 0 { text.append(UInt8(ascii: "0") + UInt8.random(in: 0 ... 9, using: &generator)) }
        case .trailingZeros:
            if Bool.random(using: &generator) { text.append(UInt8(ascii: "-")) }
            text.append(contentsOf: String(Int.random(in: 0 ... 100_000, using: &generator)).utf8)
            text.append(UInt8(ascii: "."))
            for _ in 0 ..< Int.random(in: 0 ... 3, using: &generator) { text.append(UInt8(ascii: "0") + UInt8.random(in: 0 ... 9, using: &generator)) }
            for _ in 0 ..< Int.random(in: 1 ... 16, using: &generator) { text.append(UInt8(ascii: "0")) }
        case .zero:
            if Bool.random(using: &generator) { text.append(UInt8(ascii: "-")) }
            text.append(UInt8(ascii: "0"))
            if Bool.random(using: &generator) {
                text.append(UInt8(ascii: "."))
                for _ in 0 ..< Int.random(in: 1 ... 20, using: &generator) { text.append(UInt8(ascii: "0")) }
            }
            if Bool.random(using: &generator) {
                text.append(contentsOf: ["e", "E-", "e+"].randomElement(using: &generator)!.utf8)
                text.append(contentsOf: String(Int.random(in: 0 ... 400, using: &generator)).utf8)
            }
        case .subnormal:
            if Bool.random(using: &generator) { text.append(UInt8(ascii: "-")) }
            // Bit patterns below the smallest normal and a little above it.
            let value = Double(bitPattern: UInt64.random(in: 1 ... (UInt64(3) << 52), using: &generator))
            if Bool.random(using: &generator) {
                text.append(contentsOf: value.description.utf8)
            } else {
                writeMidpoint(of: value, into: &text, using: &generator)
            }
        }
    }

    /// A text within 1/2048 ulp of the midpoint of a random Double and the next: the midpoint is exact in
    /// 80-bit extended precision, whose shortest text lies that near it; then the last digit is moved by -1,
    /// 0 or +1, or the text cut to 17–19 significant digits.
    static func writeNearHalfway(into text: inout [UInt8], using generator: inout SeededGenerator) {
        let value: Double
        switch Int.random(in: 0 ..< 3, using: &generator) {
        case 0: value = Double.random(in: 0 ..< 3000, using: &generator)
        case 1: value = Double.random(in: 1e15 ..< 1e19, using: &generator)
        default:
            let exponent = UInt64.random(in: 1 ... 2046, using: &generator) << 52
            value = Double(bitPattern: exponent | (UInt64.random(in: 0 ... .max, using: &generator) & ((1 << 52) - 1)))
        }
        if Bool.random(using: &generator) { text.append(UInt8(ascii: "-")) }
        writeMidpoint(of: value, into: &text, using: &generator)
    }

    static func writeMidpoint(of value: Double, into text: inout [UInt8], using generator: inout SeededGenerator) {
        #if arch(x86_64) && !os(Windows)
        guard value.nextUp.isFinite else { return text.append(contentsOf: value.description.utf8) }
        let midpoint = (Float80(value) + Float80(value.nextUp)) / 2
        var digits = Array(midpoint.description.utf8)
        let exponentStart = digits.firstIndex(where: { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }) ?? digits.count
        let tail = Array(digits[exponentStart...])
        digits.removeSubrange(exponentStart...)
        switch Int.random(in: 0 ..< 4, using: &generator) {
        case 0: break
        case 1, 2:
            // Move the last digit by one (not across a point, not below 0 or above 9).
            if let last = digits.indices.last, digits[last] != UInt8(ascii: ".") {
                let up = Bool.random(using: &generator)
                if up, digits[last] < UInt8(ascii: "9") { digits[last] += 1 }
                if !up, digits[last] > UInt8(ascii: "0") { digits[last] -= 1 }
            }
        default:
            // Keep 17 to 19 significant digits.
            let keep = Int.random(in: 17 ... 19, using: &generator)
            var significant = 0
            var seenNonZero = false
            var cut = digits.count
            for (position, byte) in digits.enumerated() where byte != UInt8(ascii: ".") {
                if byte != UInt8(ascii: "0") { seenNonZero = true }
                if seenNonZero { significant += 1 }
                if significant == keep { cut = position + 1; break }
            }
            digits.removeSubrange(cut...)
            if digits.last == UInt8(ascii: ".") { digits.removeLast() }
        }
        text.append(contentsOf: digits)
        text.append(contentsOf: tail)
        #else
        text.append(contentsOf: value.description.utf8)
        #endif
    }
}
