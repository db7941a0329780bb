import Support
import Foundation
import Testing
import SupportXML

/// No input crashes or hangs the reader: truncations and mutations (bit flips, markup bytes written over,
/// deletions) of real captures, from a seeded generator so every run reads the same inputs. Each result is
/// either a consistent tape or an error placed inside the input.
@Suite(.enabled(if: SharedData.hasRecordings, "the recordings are not at ../shared/data/recordings"))
struct XMLFuzzTests {
    /// A 64-bit linear congruential generator (Knuth's MMIX constants), seeded.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state ^ (state >> 29)
        }
    }

    static let captures = [
        "uiautomator/daniell-aena-window_dump.xml",  // one line
        "uiautomator/shirates-appium-uia2-clock_Alarm.xml",  // indented, non-ASCII
        "appium-xcuitest/shirates-ios-DateAndTime_ja.xml",  // Japanese text
    ]

    /// Bytes that matter to the grammar, written over random places.
    static let markup: [UInt8] = Array("<>/?!-[]&#;='\" \r\n\tx".utf8) + [0x00, 0x80, 0xC3, 0xE2, 0xEF, 0xF0, 0xFF]

    /// Parses `bytes` and checks the outcome; returns whether it was accepted.
    @discardableResult
    static func check(_ bytes: [UInt8], _ what: @autoclosure () -> String) -> Bool {
        do throws(SyntaxError) {
            let tape = try XMLTape(bytes: bytes)
            #expect(tape.kind(tape.root) == .element, "\(what())")
            #expect(tape.next(tape.root) <= tape.nodes.count, "\(what())")
            var cursor = tape.locationCursor
            for node in tape.nodes.indices {
                switch tape.kind(node) {
                case .attribute: _ = tape.value(node)
                case .text, .cdata, .processingInstruction: _ = tape.text(node)
                case .element: _ = tape.name(node)
                }
                #expect(cursor.location(ofOffset: Int(tape.nodes[node].start)).line <= tape.lineCount, "\(what())")
            }
            return true
        } catch {
            #expect(error.offset >= 0 && error.offset <= bytes.count, "\(what()): \(error)")
            #expect(error.location == referenceLocation(bytes, offset: error.offset), "\(what()): \(error)")
            #expect(!error.message.isEmpty)
            return false
        }
    }

    @Test("truncated captures are rejected at their end", arguments: captures)
    func truncations(_ path: String) throws {
        let bytes = try SharedData.bytes(path, in: SharedData.recordings)
        #expect(Self.check(bytes, path))
        // Every cut before the root element's last '>' is an error.
        let end = try #require(bytes.lastIndex(of: 0x3E))
        var cuts = 0, rejected = 0
        for length in stride(from: 0, through: end, by: 41) {
            cuts += 1
            if !Self.check(Array(bytes[..<length]), "\(path) cut at \(length)") { rejected += 1 }
        }
        #expect(rejected == cuts)
    }

    @Test("mutated captures never crash the reader", arguments: captures)
    func mutations(_ path: String) throws {
        let original = try SharedData.bytes(path, in: SharedData.recordings)
        var generator = SeededGenerator(state: 0x5EED_0000 ^ UInt64(original.count))
        var accepted = 0, rejected = 0
        for round in 0 ..< 600 {
            var bytes = original
            for _ in 0 ... Int.random(in: 0 ... 3, using: &generator) {
                let place = Int.random(in: 0 ..< bytes.count, using: &generator)
                switch Int.random(in: 0 ..< 3, using: &generator) {
                case 0: bytes[place] ^= 1 << UInt8.random(in: 0 ..< 8, using: &generator)
                case 1: bytes[place] = Self.markup.randomElement(using: &generator)!
                default: bytes.remove(at: place)
                }
            }
            if Self.check(bytes, "\(path) mutation \(round)") { accepted += 1 } else { rejected += 1 }
        }
        // Both outcomes occur: flips inside values are harmless, flips in markup are not.
        #expect(accepted > 0 && rejected > 0)
    }
}
