@testable import Rules
import Testing

/// The estimator's parts on values made in the test.
@Suite struct ContrastEstimatorTests {
    @Test func theMostFrequentColourIsTheSameWithOrWithoutAMajority() {
        // Keys by pixel: pixel 0 is colour 7, pixels 1, 3 and 5 colour 3, pixels 2 and 4 colour 5.
        let keys: [UInt64] = [7, 3, 5, 3, 5, 3]
        // A majority (3 of 5): its first pixel, wherever the others fall.
        #expect(ContrastEstimator.mostFrequent([0, 1, 2, 3, 5], keys) == 1)
        #expect(ContrastEstimator.mostFrequent([5, 3, 1], keys) == 5)
        // No majority: the most frequent all the same (3 of 6, its first pixel is 1).
        #expect(ContrastEstimator.mostFrequent([0, 1, 2, 3, 4, 5], keys) == 1)
        // A tie (2 and 2) goes to the smaller key, 3, whose first pixel here is 3.
        #expect(ContrastEstimator.mostFrequent([2, 3, 4, 5], keys) == 3)
        // Half exactly is no majority: the tie rule still decides (colour 3 over 5).
        #expect(ContrastEstimator.mostFrequent([4, 2, 1, 3], keys) == 1)
    }

    /// An ink mask `width` x `height` with the given rectangles (x, y, width, height) set.
    func mask(_ width: Int, _ height: Int, _ rects: [(Int, Int, Int, Int)]) -> [Bool] {
        var ink = [Bool](repeating: false, count: width * height)
        for (x, y, w, h) in rects {
            for row in y ..< y + h { for column in x ..< x + w { ink[row * width + column] = true } }
        }
        return ink
    }

    /// Glyphs of `height` rows, 4 columns wide and 2 apart, starting at `x` on baseline row `base`.
    func word(at x: Int, letters: Int, height: Int, base: Int = 30) -> [(Int, Int, Int, Int)] {
        (0 ..< letters).map { (x + 6 * $0, base - height, 4, height) }
    }

    @Test func aPictureSetApartBesideTheTextIsLeftOutOfItsLines() {
        // A menu item: a 24-row icon, 32 columns of drawable padding, then a word of 10-row glyphs.
        let icon = (4, 8, 24, 24)
        let item = mask(200, 40, [icon] + word(at: 60, letters: 7, height: 10))
        #expect(ContrastEstimator.textColumns(item, width: 200, height: 40) == 60 ..< 100)
        // The same on the trailing side (a chevron after the text), and on both.
        let trailing = mask(200, 40, word(at: 10, letters: 7, height: 10) + [(120, 8, 20, 24)])
        #expect(ContrastEstimator.textColumns(trailing, width: 200, height: 40) == 10 ..< 50)
        let both = mask(200, 40, [icon] + word(at: 60, letters: 7, height: 10) + [(150, 8, 20, 24)])
        #expect(ContrastEstimator.textColumns(both, width: 200, height: 40) == 60 ..< 100)
        // An icon made of parts (a calendar's rings over its body): the parts are one picture.
        let parts = mask(200, 40, [(4, 4, 4, 4), (20, 4, 4, 4), (2, 8, 24, 22)] + word(at: 60, letters: 5, height: 10))
        #expect(ContrastEstimator.textColumns(parts, width: 200, height: 40) == 60 ..< 88)
    }

    @Test func wordsCapitalsAndSmallIconsAreNotTakenForAPicture() {
        // Two words a word space apart: text only.
        #expect(ContrastEstimator.textColumns(mask(200, 40, word(at: 10, letters: 4, height: 10) + word(at: 38, letters: 3, height: 10)),
                                              width: 200, height: 40) == nil)
        // "I am": a capital word taller than the lower-case word after it, a word space (0.4 of its height) away.
        #expect(ContrastEstimator.textColumns(mask(200, 40, [(10, 20, 2, 10)] + word(at: 16, letters: 2, height: 7)),
                                              width: 200, height: 40) == nil)
        // An icon no taller than the text cannot make its lines look taller: left as it is.
        #expect(ContrastEstimator.textColumns(mask(200, 40, [(4, 20, 10, 10)] + word(at: 60, letters: 5, height: 10)),
                                              width: 200, height: 40) == nil)
        // A first word far from the rest but wider than twice its height (a table's two columns): text.
        #expect(ContrastEstimator.textColumns(mask(300, 40, word(at: 4, letters: 6, height: 14) + word(at: 150, letters: 4, height: 10)),
                                              width: 300, height: 40) == nil)
        // One cluster alone: nothing to set apart.
        #expect(ContrastEstimator.textColumns(mask(60, 40, [(4, 8, 24, 24)]), width: 60, height: 40) == nil)
    }
}
