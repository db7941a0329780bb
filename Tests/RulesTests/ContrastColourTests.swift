import Foundation
import Rules
import Testing

/// WCAG's arithmetic: luminance with 0.04045, ratios compared unrounded and written truncated, Display P3.
@Suite struct ContrastColourTests {
    static func ratio(_ a: Int, _ b: Int) -> Double {
        ContrastColour.ratio(ContrastColour.luminance(r: a >> 16, g: a >> 8 & 0xFF, b: a & 0xFF),
                             ContrastColour.luminance(r: b >> 16, g: b >> 8 & 0xFF, b: b & 0xFF))
    }

    @Test("known pairs", arguments: [
        (0x000000, 0xFFFFFF, "21.00"), (0x767676, 0xFFFFFF, "4.54"), (0x777777, 0xFFFFFF, "4.47"),
        (0x949494, 0xFFFFFF, "3.03"), (0x959595, 0xFFFFFF, "2.99"), (0xFFFFFF, 0x007AFF, "4.01"),
        (0xFFFFFF, 0x1C1C1E, "17.01"), (0x8E8E93, 0xFFFFFF, "3.26"), (0xC7C7CC, 0xFFFFFF, "1.68"), (0x595959, 0xFFFFFF, "7.00"),
    ])
    func knownPairs(_ pair: (Int, Int, String)) {
        #expect(ContrastColour.text(Self.ratio(pair.0, pair.1)) == pair.2)
    }

    @Test func thresholdsAreNotRounded() {
        #expect(Self.ratio(0x767676, 0xFFFFFF) >= 4.5 && Self.ratio(0x777777, 0xFFFFFF) < 4.5)
        #expect(Self.ratio(0x949494, 0xFFFFFF) >= 3 && Self.ratio(0x959595, 0xFFFFFF) < 3)
        #expect(ContrastColour.text(4.4999) == "4.49")
        #expect(ContrastColour.text(2.9999) == "2.99")
    }

    @Test func oldAndNewThresholdAgreeOnEveryEightBitValue() {
        for value in 0..<256 {
            let c = Double(value) / 255
            let old = c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
            #expect(old == ContrastColour.linear8[value], "sample \(value)")
        }
    }

    @Test func ratioIsSymmetricAndBounded() {
        var generator = SeededGeneratorForTests(seed: 7)
        for _ in 0..<200 {
            let a = Int(generator.next() & 0xFFFFFF), b = Int(generator.next() & 0xFFFFFF)
            let r = Self.ratio(a, b)
            #expect(r == Self.ratio(b, a) && r >= 1 && r <= 21)
        }
    }

    @Test func displayP3() {
        let row = ContrastColour.row(.displayP3)
        #expect(abs(row.0 + row.1 + row.2 - 1) < 1e-9)
        // The same samples read as P3 are a different colour: white on (0, 122, 255) is 4.01 in sRGB, 3.97 in P3 (3.979 truncated).
        let t = ContrastColour.linear8
        let p3 = row.0 * t[0] + row.1 * t[122] + row.2 * t[255]
        #expect(ContrastColour.text(ContrastColour.ratio(1, p3)) == "3.97")
        // Greys are the same grey in both spaces; P3 red is outside sRGB and is shown clipped.
        #expect(ContrastColour.hex(0x77 << 32 | 0x77 << 16 | 0x77, depth16: false, space: .displayP3) == "#777777")
        #expect(ContrastColour.hex(0xFF << 32, depth16: false, space: .displayP3) == "#FF0000")
        #expect(ContrastColour.hex(0x00 << 32 | 0x7A << 16 | 0xFF, depth16: false, space: .sRGB) == "#007AFF")
        #expect(ContrastColour.hex(0x7777 << 32 | 0x7777 << 16 | 0x7777, depth16: true, space: .sRGB) == "#777777")
    }
}

/// SplitMix64, seeded (the ratio property test draws the same colours on every run).
struct SeededGeneratorForTests: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
