import Recorders
@testable import Reports
import Testing
import TreeModel

/// The place of an element in a bar (`top:l0`) on frames no screen has: the fuzz campaign's recordings with
/// coordinates of 1e300 stopped the run (a count of slots that no `Int` holds).
@Suite struct CrawlBarPlaceTests {
    static func screen(buttonX: String, buttonWidth: String) -> Screen {
        let text = """
            [{"type": "Application", "frame": {"x": 0, "y": 0, "width": 400, "height": 800}},
             {"type": "NavigationBar", "frame": {"x": 0, "y": 0, "width": 400, "height": 44}},
             {"type": "Button", "AXLabel": "Far", "enabled": true, "frame": {"x": \(buttonX), "y": 0, "width": \(buttonWidth), "height": 44}}]
            """
        return IDBRecorder().read(bytes: Array(text.utf8), file: "far.json")
    }

    @Test func aFrameFarBeyondTheScreenHasTheNearestSlotAnIntHolds() throws {
        let left = Self.screen(buttonX: "-1e300", buttonWidth: "10")
        #expect(left.elements.count == 3)
        #expect(CrawlScreenFacts.place(of: 2, inBar: 1, of: left) == "top:l\(Int.min)")
        let right = Self.screen(buttonX: "1e300", buttonWidth: "10")
        #expect(CrawlScreenFacts.place(of: 2, inBar: 1, of: right) == "top:r\(Int.min)")
    }

    @Test func ordinarySlotsAreCountedTowardZero() {
        #expect(CrawlScreenFacts.place(of: 2, inBar: 1, of: Self.screen(buttonX: "100", buttonWidth: "44")) == "top:l2")
        #expect(CrawlScreenFacts.slotNumber(2.9) == 2 && CrawlScreenFacts.slotNumber(-2.9) == -2)
        #expect(CrawlScreenFacts.slotNumber(.nan) == 0)
        #expect(CrawlScreenFacts.slotNumber(.infinity) == Int(Double(Int.max).nextDown))
        #expect(CrawlScreenFacts.slotNumber(-.infinity) == Int.min)
    }
}
