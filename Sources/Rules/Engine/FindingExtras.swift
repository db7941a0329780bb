/// The rarely set parts of a finding, held out of line so that the many findings without them stay small:
/// what a contrast rule measured, and a fingerprint that is not 16 hex digits (set by hand).
final class FindingExtras: Sendable, Hashable {
    let contrast: ContrastMeasurement?
    let fingerprintText: String?

    init(contrast: ContrastMeasurement?, fingerprintText: String?) {
        self.contrast = contrast
        self.fingerprintText = fingerprintText
    }

    /// nil when there is nothing to hold.
    static func make(contrast: ContrastMeasurement?, fingerprintText: String?) -> FindingExtras? {
        contrast == nil && fingerprintText == nil ? nil : FindingExtras(contrast: contrast, fingerprintText: fingerprintText)
    }

    static func == (lhs: FindingExtras, rhs: FindingExtras) -> Bool {
        lhs === rhs || (lhs.contrast == rhs.contrast && lhs.fingerprintText == rhs.fingerprintText)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(contrast)
        hasher.combine(fingerprintText)
    }
}
