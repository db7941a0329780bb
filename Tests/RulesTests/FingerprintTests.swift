import Testing
import TreeModel
import Rules

@Suite("Fingerprint")
struct FingerprintTests {
    /// The ordinal as the scheme defines it: 1 plus the earlier elements of the screen with the same identity.
    static func referenceIdentity(_ screen: Screen, _ index: Int) -> String {
        let elements = screen.elements
        let element = elements[index]
        var ordinal = 1
        let base: String
        if let identifier = element.identifier {
            base = "id:\(identifier)"
            for earlier in 0..<index where elements[earlier].identifier == identifier { ordinal += 1 }
        } else if let label = element.label {
            base = "label:\(element.displayType):\(label)"
            for earlier in 0..<index where elements[earlier].identifier == nil && elements[earlier].label == label
                && elements[earlier].displayType == element.displayType {
                ordinal += 1
            }
        } else {
            base = "path:\(screen.path(of: index))"
        }
        return ordinal > 1 ? "\(base)#\(ordinal)" : base
    }

    @Test("ordinals count every earlier element with the same identity, on seeded random screens")
    func ordinalsAgreeWithTheDefinition() {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        // "é" precomposed and decomposed are the same label to Swift strings, and stay so; so are the Kelvin sign
        // and "K", and the Greek question mark and ";" (non-ASCII strings equal to ASCII ones, which the byte
        // filter before the look-ups must not tell apart).
        let labels: [String?] = [nil, "Help", "Close", "caf\u{E9}", "cafe\u{301}", "Help ", "K", "\u{212A}", "Help;", "Help\u{37E}"]
        let identifiers: [String?] = [nil, nil, nil, "close", "more", "K", "\u{212A}"]
        let types = ["Button", "Image", "StaticText"]
        for _ in 0..<400 {
            var elements = [Element(type: "Application", frame: Frame(x: 0, y: 0, width: 400, height: 800))]
            let count = 1 + next(60)
            for position in 0..<count {
                elements.append(Element(label: labels[next(labels.count)], identifier: identifiers[next(identifiers.count)],
                                        type: types[next(types.count)], frame: Frame(x: 0, y: Double(position), width: 10, height: 10),
                                        parent: 0, depth: 1, siblingPosition: position + 1))
            }
            elements[0].descendantCount = count
            let screen = Screen(file: "s.json", format: .idbFlat, status: .ok, elements: elements, bounds: elements[0].frame)
            let chosen = (0..<(1 + next(count))).map { _ in 1 + next(count) }
            var findings = chosen.map { Finding(rule: "label-missing", level: .error, message: "m", screen: screen, element: $0, criteria: [], hig: nil) }
            Fingerprint.assign(&findings, on: screen)
            for finding in findings {
                let expected = Self.referenceIdentity(screen, finding.elementIndex)
                #expect(finding.identity == expected)
                #expect(finding.fingerprint == Fingerprint.hash(rule: "label-missing", file: "s.json", identity: expected))
            }
        }
    }

    static let pair = Screen(file: "s.json", format: .idbFlat, status: .ok, elements: [
        Element(type: "Application", frame: Frame(x: 0, y: 0, width: 400, height: 800), descendantCount: 3),
        Element(label: "Help", type: "Button", frame: Frame(x: 0, y: 0, width: 30, height: 30), parent: 0, depth: 1, siblingPosition: 1),
        Element(label: "Help", type: "Button", frame: Frame(x: 0, y: 40, width: 30, height: 30), parent: 0, depth: 1, siblingPosition: 2),
        Element(type: "Image", frame: Frame(x: 0, y: 80, width: 30, height: 30), parent: 0, depth: 1, siblingPosition: 1),
    ], bounds: Frame(x: 0, y: 0, width: 400, height: 800))

    static func finding(_ index: Int) -> Finding {
        Finding(rule: "label-missing", level: .error, message: "m", screen: pair, element: index, criteria: [], hig: nil)
    }

    @Test("an assigned identity stays what it was when the finding's label, type, identifier or path is changed afterwards")
    func identityIsFixedOnceAssigned() {
        var findings = [Self.finding(2), Self.finding(3)]
        Fingerprint.assign(&findings, on: Self.pair)
        #expect(findings[0].identity == "label:Button:Help#2" && findings[1].identity == "path:Application/Image[1]")
        let fingerprints = findings.map(\.fingerprint)
        findings[0].label = "Close"
        findings[0].type = "Link"
        findings[0].identifier = "close"
        findings[1].path = "Application/Image[9]"
        #expect(findings[0].identity == "label:Button:Help#2" && findings[1].identity == "path:Application/Image[1]")
        #expect(findings.map(\.fingerprint) == fingerprints)
    }

    @Test("a finding whose label was changed before assigning is identified by its screen's element, as the definition says")
    func changedPartsUseTheScreenElement() {
        var finding = Self.finding(2)
        finding.label = "Close"
        var findings = [finding]
        Fingerprint.assign(&findings, on: Self.pair)
        #expect(findings[0].identity == "label:Button:Help#2")
        #expect(findings[0].fingerprint == Fingerprint.hash(rule: "label-missing", file: "s.json", identity: "label:Button:Help#2"))
    }

    @Test("an identity set by hand is kept until assigning replaces it; empty before either")
    func identitySetByHand() {
        var finding = Self.finding(1)
        #expect(finding.identity == "")
        finding.identity = "id:kept"
        #expect(finding.identity == "id:kept")
        var findings = [finding]
        Fingerprint.assign(&findings, on: Self.pair)
        #expect(findings[0].identity == "label:Button:Help")
    }
}
