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
}
