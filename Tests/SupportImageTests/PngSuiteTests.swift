import Foundation
import Testing
import SupportImage

/// Every PngSuite file: the valid ones decode to exactly the pixels in `json/`, the corrupt `x*` ones are
/// refused with the error their name announces.
@Suite("PngSuite conformance")
struct PngSuiteTests {
    @Test func theSuiteIsComplete() {
        #expect(PngSuite.allNames.count == 175)
        #expect(PngSuite.validNames.count == 161)
        #expect(PngSuite.corruptNames.count == 14)
        #expect(PngSuite.reducedNames.count == 29)
    }

    @Test("valid file decodes to the reference pixels", arguments: PngSuite.validNames)
    func decodesToReferencePixels(name: String) throws {
        let image = try PNGDecoder.decode(PngSuite.bytes(name))
        let expected = try PngSuite.expected(name)
        let samples: [Int]
        switch image.pixels {
        case .rgba8(let s): samples = s.map(Int.init)
        case .rgba16(let s): samples = s.map(Int.init)
        }
        #expect(image.sampleDepth == (image.header.bitDepth == 16 ? 16 : 8))
        #expect(samples.count == image.width * image.height * 4)
        #expect(samples.count == expected.count, "\(name): \(samples.count) samples, reference has \(expected.count)")
        let firstDifference = zip(samples, expected).enumerated().first { $0.element.0 != $0.element.1 }
        #expect(firstDifference == nil, "\(name): sample \(firstDifference?.offset ?? 0) is \(firstDifference?.element.0 ?? 0), reference \(firstDifference?.element.1 ?? 0)")
    }

    /// The `_to8` references were reduced with a method of their own; ours rounds, so allow one step.
    @Test("16-bit file reduced to 8 bits is within one step of the _to8 reference", arguments: PngSuite.reducedNames)
    func reducesTo8Bits(name: String) throws {
        let image = try PNGDecoder.decode(PngSuite.bytes(name))
        let expected = try PngSuite.expected(name + "_to8")
        let samples = image.rgba8
        #expect(samples.count == expected.count)
        let worst = zip(samples, expected).map { abs(Int($0) - $1) }.max() ?? 0
        #expect(worst <= 1, "\(name): an 8-bit sample is \(worst) away from the reference")
    }

    /// What each corrupt file's name says is wrong with it (PngSuite.README).
    static let corruptKinds: [String: PNGError.Kind] = [
        "xs1n0g01": .notPNG, "xs2n0g01": .notPNG, "xs4n0g01": .notPNG, "xs7n0g01": .notPNG,
        "xcrn0g04": .notPNG, "xlfn0g04": .notPNG,
        "xc1n0g08": .badHeader, "xc9n2c08": .badHeader,
        "xd0n2c08": .badHeader, "xd3n2c08": .badHeader, "xd9n2c08": .badHeader,
        "xhdn0g08": .badCRC, "xcsn0g01": .badCRC,
        "xdtn0g01": .chunkOrder,
    ]

    @Test("corrupt file is refused with a clear error", arguments: PngSuite.corruptNames)
    func refusesCorruptFile(name: String) throws {
        let bytes = try PngSuite.bytes(name)
        let error = #expect(throws: PNGError.self) { try PNGDecoder.decode(bytes) }
        #expect(error?.kind == Self.corruptKinds[name], "\(name): \(error.map(String.init(describing:)) ?? "no error")")
        #expect(error.map { $0.offset >= 0 && $0.offset <= bytes.count } == true)
        #expect(error?.message.isEmpty == false)
    }

    @Test func everyCorruptFileHasAnExpectedKind() {
        #expect(Set(PngSuite.corruptNames) == Set(Self.corruptKinds.keys))
    }
}
