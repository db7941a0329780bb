import Testing
import TreeModel
import Rules

/// A large screen holds hundreds of thousands of findings: what they share is held once, and the
/// properties read back exactly what was set.
@Suite("Finding storage")
struct FindingStorageTests {
    static let screen = Screen(file: "s.json", format: .idbFlat, status: .ok,
                               elements: [Element(label: "Close", type: "Button", frame: Frame(x: 0, y: 0, width: 30, height: 30))],
                               bounds: Frame(x: 0, y: 0, width: 400, height: 800))

    static func finding(criteria: [Criterion] = [], hig: HIGSource? = nil) -> Finding {
        Finding(rule: "label-missing", level: .error, message: "m", screen: screen, element: 0, criteria: criteria, hig: hig)
    }

    @Test("a finding's own fields fit in 256 bytes: the rule's criteria, HIG page and contrast are held out of line")
    func inlineSize() {
        #expect(MemoryLayout<Finding>.stride <= 256, "\(MemoryLayout<Finding>.stride) bytes")
    }

    @Test("the fingerprint reads back what was set: 16 hex digits, other text, or nothing")
    func fingerprintRoundTrip() {
        var finding = Self.finding()
        #expect(finding.fingerprint == "")
        for text in ["00ff00ff00ff00ff", "af5038ee8a8f171c", "AF5038EE8A8F171C", "af5038ee8a8f171", "af5038ee8a8f171c0",
                     "custom", "", Fingerprint.hash(rule: "label-missing", file: "s.json", identity: "label:Button:Close")] {
            finding.fingerprint = text
            #expect(finding.fingerprint == text)
        }
        var other = Self.finding()
        finding.fingerprint = "custom"
        other.fingerprint = "0123456789abcdef"
        #expect(finding != other)
        other.fingerprint = "custom"
        #expect(finding == other)
        #expect(finding.hashValue == other.hashValue)
    }

    @Test("criteria, HIG page and contrast read back what was set, and take part in equality")
    func sharedPartsRoundTrip() {
        let hig = HIGSource(page: "Accessibility", section: "Buttons and controls", url: "https://example.com/hig")
        let criterion = WCAG.criterion("4.1.2")
        var finding = Self.finding(criteria: [criterion], hig: hig)
        #expect(finding.criteria == [criterion])
        #expect(finding.hig == hig)
        #expect(finding.contrast == nil)
        var other = Self.finding(criteria: [criterion], hig: hig)
        #expect(finding == other)
        other.hig = nil
        #expect(finding != other)
        #expect(other.hig == nil && other.criteria == [criterion])
        finding.criteria = []
        #expect(finding.criteria.isEmpty && finding.hig == hig)
        let measurement = ContrastMeasurement(foreground: "#777777", background: "#FFFFFF", ratio: 4.48, low: 4.48,
                                              high: 4.48, required: 4.5)
        finding.fingerprint = "custom"
        finding.contrast = measurement
        #expect(finding.contrast == measurement)
        #expect(finding.fingerprint == "custom", "setting the contrast keeps a fingerprint held out of line")
        finding.fingerprint = "0123456789abcdef"
        #expect(finding.contrast == measurement)
        finding.contrast = nil
        #expect(finding.contrast == nil && finding.fingerprint == "0123456789abcdef")
    }
}
