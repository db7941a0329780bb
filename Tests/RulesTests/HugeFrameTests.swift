import Rules
import Testing
import TreeModel

/// Frames far off every screen, as a fuzzed or broken recorder writes them (1e308, -1e308), are written like any
/// other number: the fuzz campaign (`Scripts/fuzz.py`) found `offscreen-accessible`'s message stopping the tool
/// on an element at x 1e308 (times 100 it was infinite, then made an Int).
@Suite struct HugeFrameTests {
    @Test("points and densities beyond any Int are written as numbers, not a crash")
    func numbersBeyondInt() {
        #expect(ScreenFacts.points(1e308) == "1e+308")
        #expect(ScreenFacts.points(-1e300) == "-1e+300")
        #expect(ScreenFacts.points(17.333) == "17.33")
        #expect(DensityInference.number(1e300) == "1e+300")
        #expect(DensityInference.number(3) == "3")
    }
}
