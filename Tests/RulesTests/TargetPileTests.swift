import Foundation
import Recorders
import Rules
import Testing
import TestSupport
import TreeModel

/// `target-size-minimum` on piles of targets with one frame, the shape the fuzz campaign (`Scripts/fuzz.py`)
/// found taking 23 s for 20,000 identical buttons: each pile is walked once, and the neighbour named is the one
/// a walk of every target names (the first in element order).
@Suite struct TargetPileTests {
    /// Two piles of `count` identical 20 x 20 buttons (A1…, B1…), their centres 15 pt apart: every button is under
    /// 24 pt, and its neighbour is the first button of the other pile.
    static func twoPiles(_ count: Int) -> Screen {
        var items: [[String: Any]] = [["type": "Application", "frame": ["x": 0, "y": 0, "width": 390, "height": 844]]]
        for pile in 0..<2 {
            for number in 1...count {
                items.append(["type": "Button", "AXLabel": (pile == 0 ? "A" : "B") + String(number), "frame": ["x": 10 + pile * 15, "y": 100, "width": 20, "height": 20]])
            }
        }
        let bytes = [UInt8](try! JSONSerialization.data(withJSONObject: items))
        return RecordingReader.read(bytes: bytes, file: "piles.json")
    }

    @Test("each button of a pile names the first button of the pile beside it")
    func neighbourIsTheFirstOfTheOtherPile() {
        let run = CheckedRun([Self.twoPiles(5)], engine: Engine(rules: [TargetSizeMinimum()]))
        #expect(run.findings.count == 10)
        for finding in run.findings {
            // Elements 1-5 are pile A (A1…A5), 6-10 pile B: the neighbour is the other pile's first button.
            let other = finding.elementIndex <= 5 ? "B1" : "A1"
            #expect(finding.related.count == 1)
            #expect(finding.message.contains("Button \"\(other)\" is within 12 pt of its centre"), "\(finding.message)")
        }
    }

    @Test("two piles of 10,000 identical buttons are judged in well under the time a walk of every pair takes")
    func pilesAreFast() {
        let screen = Self.twoPiles(10_000)
        let start = ContinuousClock.now
        let run = CheckedRun([screen], engine: Engine(rules: [TargetSizeMinimum()]))
        let seconds = Double((ContinuousClock.now - start).components.seconds)
        #expect(run.findings.count == 20_000)
        // Every pair walked (4 x 10^8 steps) took minutes in a debug build; one step per pile takes well under one.
        #expect(seconds < 60, "\(seconds) s")
    }
}
