import Foundation
import Testing
import SupportImage

/// Our decoder against libjpeg-turbo's: pictures the test draws (gradients, sharp text-like edges, noise) are
/// compressed by `cjpeg` with each option below, then decoded by us and by `djpeg -dct int -nosmooth`
/// (the same integer IDCT, chroma replicated rather than interpolated), and compared sample by sample.
@Suite(.enabled(if: JPEGTools.available, "cjpeg and djpeg (Debian package libjpeg-turbo-progs) are not installed; the JPEG decoder is not compared with libjpeg"))
struct JPEGLibjpegComparisonTests {
    /// The largest difference allowed per sample. The decoder follows libjpeg's integer arithmetic, so the
    /// difference is expected to be 0; the issue's tolerance is 2.
    static let tolerance = 2

    /// A picture drawn by the test. Odd sizes, so the last MCU row and column are partial.
    static func picture(_ kind: String, width: Int = 203, height: Int = 131, grey: Bool = false) -> PPM {
        var generator = SeededGenerator(seed: UInt64(width * 31 + height) &+ UInt64(kind.utf8.reduce(0) { $0 &* 31 &+ Int($1) }))
        let channels = grey ? 1 : 3
        var samples = [UInt8](repeating: 0, count: width * height * channels)
        for y in 0..<height {
            for x in 0..<width {
                var rgb: (Int, Int, Int)
                switch kind {
                case "gradient":
                    rgb = (x * 255 / max(1, width - 1), y * 255 / max(1, height - 1), (x + y) * 255 / max(1, width + height - 2))
                case "text":
                    // Dark strokes on a light background, with a coloured band: what screenshots hold.
                    let stroke = (x % 11 < 2 && y % 17 < 12) || (y % 17 == 5 && x % 11 < 7)
                    let band = y > height / 2 && y < height / 2 + 20
                    rgb = stroke ? (20, 20, 30) : band ? (0, 120, 215) : (250, 250, 245)
                default:
                    rgb = (Int.random(in: 0...255, using: &generator), Int.random(in: 0...255, using: &generator),
                           Int.random(in: 0...255, using: &generator))
                }
                let p = (y * width + x) * channels
                if grey {
                    samples[p] = UInt8((rgb.0 * 3 + rgb.1 * 5 + rgb.2 * 2) / 10)
                } else {
                    samples[p] = UInt8(rgb.0); samples[p + 1] = UInt8(rgb.1); samples[p + 2] = UInt8(rgb.2)
                }
            }
        }
        return PPM(width: width, height: height, channels: channels, samples: samples)
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var options: [String]
        var grey = false
        var testDescription: String { (grey ? "grey input, " : "") + options.joined(separator: " ") }
    }

    static let cases: [Case] = [
        Case(options: ["-quality", "50"]),
        Case(options: ["-quality", "75"]),
        Case(options: ["-quality", "95"]),
        Case(options: ["-quality", "75", "-sample", "1x1"]),
        Case(options: ["-quality", "75", "-sample", "2x1"]),
        Case(options: ["-quality", "75", "-sample", "2x2"]),
        Case(options: ["-quality", "75", "-sample", "1x2"]),
        Case(options: ["-quality", "75", "-sample", "4x1"]),
        Case(options: ["-quality", "90", "-sample", "2x2,1x1,1x1", "-optimize"]),
        Case(options: ["-quality", "75", "-progressive"]),
        Case(options: ["-quality", "95", "-progressive", "-sample", "1x1"]),
        Case(options: ["-quality", "50", "-progressive", "-sample", "2x1"]),
        Case(options: ["-quality", "75", "-restart", "1"]),
        Case(options: ["-quality", "75", "-restart", "1B"]),
        Case(options: ["-quality", "75", "-restart", "3B", "-progressive"]),
        Case(options: ["-quality", "75", "-grayscale"]),
        Case(options: ["-quality", "75", "-progressive", "-grayscale"]),
        Case(options: ["-quality", "75"], grey: true),
        Case(options: ["-quality", "85", "-progressive"], grey: true),
        Case(options: ["-quality", "75", "-rgb"]),
        Case(options: ["-quality", "100", "-sample", "1x1"]),
    ]

    @Test("our pixels are libjpeg's", arguments: cases)
    func matchesLibjpeg(_ c: Case) throws {
        try JPEGTools.withFolder { folder in
            for kind in ["gradient", "text", "noise"] {
                for (width, height) in [(203, 131), (16, 16), (1, 1), (37, 8)] {
                    let picture = Self.picture(kind, width: width, height: height, grey: c.grey)
                    let jpeg = try JPEGTools.compress(picture, options: c.options, in: folder)
                    let reference = try JPEGTools.decompress(jpeg, in: folder)
                    let image = try JPEGDecoder.decode(jpeg)
                    let label = "\(kind) \(width)x\(height) \(c.options.joined(separator: " "))"
                    #expect(image.width == reference.width && image.height == reference.height, "\(label)")
                    guard image.width == reference.width && image.height == reference.height else { continue }
                    let (worst, at) = reference.largestDifference(from: image.rgba8)
                    #expect(worst <= Self.tolerance, "\(label): sample \(at % 4) of pixel \((at / 4) % width), \(at / 4 / width) differs by \(worst)")
                }
            }
        }
    }

    @Test func optionsGiveTheProcessAndSamplingTheyAsk() throws {
        try JPEGTools.withFolder { folder in
            let picture = Self.picture("gradient")
            let expectations: [([String], JPEGHeader.Process, String)] = [
                (["-sample", "2x2"], .baseline, "4:2:0"), (["-sample", "2x1"], .baseline, "4:2:2"),
                (["-sample", "1x1"], .baseline, "4:4:4"), (["-sample", "1x2"], .baseline, "4:4:0"),
                (["-progressive"], .progressive, "4:2:0"), (["-grayscale"], .baseline, "grey"),
            ]
            for (options, process, sampling) in expectations {
                let header = try JPEGDecoder.inspect(JPEGTools.compress(picture, options: options, in: folder))
                #expect(header.process == process && header.subsampling == sampling, "\(options)")
                #expect(header.width == picture.width && header.height == picture.height && header.orientation == 1)
            }
        }
    }

    @Test func arithmeticCodingIsRefusedByName() throws {
        try JPEGTools.withFolder { folder in
            let picture = Self.picture("gradient", width: 40, height: 24)
            for options in [["-arithmetic"], ["-arithmetic", "-progressive"]] {
                let jpeg: [UInt8]
                do { jpeg = try JPEGTools.compress(picture, options: options, in: folder) } catch { continue }  // built without arithmetic coding
                let error = #expect(throws: JPEGError.self) { try JPEGDecoder.decode(jpeg) }
                #expect(error?.kind == .unsupported && error?.message.contains("arithmetic") == true, "\(options): \(String(describing: error))")
            }
        }
    }
}
