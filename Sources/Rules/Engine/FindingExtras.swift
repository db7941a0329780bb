/// The rarely set parts of a finding, held out of line so that the many findings without them stay small:
/// what a contrast rule measured, a fingerprint that is not 16 hex digits (set by hand), and an identity
/// held as text (set by hand, or kept when the element's parts it was made from change).
final class FindingExtras: Sendable, Hashable {
    let contrast: ContrastMeasurement?
    let fingerprintText: String?
    let identityText: String?

    init(contrast: ContrastMeasurement?, fingerprintText: String?, identityText: String?) {
        self.contrast = contrast
        self.fingerprintText = fingerprintText
        self.identityText = identityText
    }

    /// nil when there is nothing to hold.
    static func make(contrast: ContrastMeasurement?, fingerprintText: String?, identityText: String?) -> FindingExtras? {
        if contrast == nil && fingerprintText == nil && identityText == nil { return nil }
        return FindingExtras(contrast: contrast, fingerprintText: fingerprintText, identityText: identityText)
    }

    /// A copy with some parts replaced; nil when nothing is left to hold.
    static func replacing(_ extras: FindingExtras?, contrast: ContrastMeasurement?? = nil, fingerprintText: String?? = nil,
                          identityText: String?? = nil) -> FindingExtras? {
        make(contrast: contrast ?? extras?.contrast, fingerprintText: fingerprintText ?? extras?.fingerprintText,
             identityText: identityText ?? extras?.identityText)
    }

    static func == (lhs: FindingExtras, rhs: FindingExtras) -> Bool {
        lhs === rhs || (lhs.contrast == rhs.contrast && lhs.fingerprintText == rhs.fingerprintText
            && lhs.identityText == rhs.identityText)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(contrast)
        hasher.combine(fingerprintText)
        hasher.combine(identityText)
    }
}
