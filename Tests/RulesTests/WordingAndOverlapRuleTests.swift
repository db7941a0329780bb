import Foundation
import Pipeline
import Recorders
@testable import Rules
import Testing
import TestSupport
import TreeModel

/// What the fixtures of the wording, value, state and overlap rules do not show one by one: the shapes and
/// word lists case by case, the evidence the rules need, and targets-overlap against a pairwise reference.
@Suite struct WordingAndOverlapRuleTests {
    /// A flat idb recording of `elements` (JSON objects) under a 393 x 852 root.
    static func screen(_ elements: [String], capabilities: RecorderCapabilities = .everything) -> Screen {
        let text = #"[{"type": "Application", "AXLabel": "Test", "frame": {"x": 0, "y": 0, "width": 393, "height": 852}}"#
            + elements.map { ",\n" + $0 }.joined() + "]\n"
        var screen = RecordingReader.read(bytes: Array(text.utf8), file: "in-test/screen.json")
        screen.capabilities = capabilities
        return screen
    }

    static func button(_ label: String, x: Double, y: Double, width: Double, height: Double, type: String = "Button") -> String {
        #"{"type": "\#(type)", "AXLabel": "\#(label)", "frame": {"x": \#(x), "y": \#(y), "width": \#(width), "height": \#(height)}}"#
    }

    static func findings(_ rule: any Rule, _ screen: Screen) -> [Finding] {
        CheckPipeline(engine: Engine(rules: [rule])).results(for: [screen]).results[0].findings
    }

    @Test("developer-string shapes", arguments: [
        ("ic_close", true), ("IMG_1234", true), ("LOGIN_TITLE", true), ("cartButton", true), ("onboardingTitle2", true),
        ("chevron.right", true), ("cart.badge.plus", true), ("com.example.app", true), ("photo.png", true), ("Report.PDF", true),
        ("Wi-Fi", false), ("iPad", false), ("T-shirt", false), ("USB-C", false), ("FAQ", false), ("iOS", false),
        ("macOS", false), ("e-mail", false), ("H2O", false), ("COVID-19", false), ("eBay", false), ("iPhone", false),
        ("apple.com", false), ("e.g.", false), ("v1.2.3", false), ("1.5x", false), ("_", false), ("a_", false),
        ("PowerPoint", false), ("Zürich", false), (".png", false), ("watchOS", false),
    ])
    func shapes(_ label: String, isDeveloperString: Bool) {
        #expect((LabelDeveloperString.shape(of: label) != nil) == isDeveloperString, "\(label)")
    }

    @Test("role and state words are whole words of the element's own traits")
    func roleWords() {
        #expect(LabelRoleOrStateWord.problem(label: "Search button", traits: .button) != nil)
        #expect(LabelRoleOrStateWord.problem(label: "Search button", traits: .staticText) == nil)
        #expect(LabelRoleOrStateWord.problem(label: "Buttons", traits: .button) == nil)
        #expect(LabelRoleOrStateWord.problem(label: "Table", traits: .tabButton) == nil)
        #expect(LabelRoleOrStateWord.problem(label: "Home tab", traits: .tabButton) != nil)
        #expect(LabelRoleOrStateWord.problem(label: "Monday, selected", traits: [.button]) == nil)
        #expect(LabelRoleOrStateWord.problem(label: "Monday, selected", traits: [.button, .selected]) != nil)
        #expect(LabelRoleOrStateWord.problem(label: "Turn on Bluetooth", traits: .toggle) == nil)
        #expect(LabelRoleOrStateWord.problem(label: "Bluetooth on", traits: .toggle) != nil)
        #expect(LabelRoleOrStateWord.problem(label: "Tap to Pay", traits: .button) == nil)
        #expect(LabelRoleOrStateWord.problem(label: "Tap to pay the bill", traits: .button) == nil)
        #expect(LabelRoleOrStateWord.problem(label: "Tap to edit", traits: .button) != nil)
        #expect(LabelRoleOrStateWord.problem(label: "Tippen, um zu bearbeiten", traits: .button) != nil)
        #expect(LabelRoleOrStateWord.problem(label: "Taste", traits: .button) == nil)
        #expect(LabelRoleOrStateWord.problem(label: "Pulsante invia", traits: .button) == nil)
        #expect(LabelRoleOrStateWord.problem(label: "Botón enviar", traits: .button) != nil)
        #expect(LabelRoleOrStateWord.problem(label: "Câmera, toque duas vezes para abrir", traits: .button) != nil)
        #expect(LabelRoleOrStateWord.problem(label: "Selecionar imagem", traits: .button) == nil)
        #expect(LabelRoleOrStateWord.problem(label: "Cover image", traits: .image) != nil)
        #expect(LabelRoleOrStateWord.problem(label: "Add image", traits: [.image, .button]) == nil)
        // In a label of more than 4 words, a role word counts only where it opens or closes the label.
        #expect(LabelRoleOrStateWord.problem(label: "Play button episode 3", traits: .button) != nil)
        #expect(LabelRoleOrStateWord.problem(label: "Button: open the settings of this app", traits: .button) != nil)
        #expect(LabelRoleOrStateWord.problem(label: "Add a new item to the list button", traits: .button) != nil)
        #expect(LabelRoleOrStateWord.problem(label: "Show comments with the button at the end", traits: .button) == nil)
        #expect(LabelRoleOrStateWord.problem(label: "Search button", traits: .button, reader: "TalkBack")?.arguments.contains(.words("TalkBack")) == true)
    }

    /// ASCII labels are split as bytes: the words are those the scalar reading gives, for every ASCII
    /// character between, before and after words.
    @Test("ASCII labels give the words the scalar reading gives")
    func asciiWordsMatchScalarWords() {
        func reference(_ text: String) -> [String] {
            var result: [String] = [], current = ""
            for scalar in text.unicodeScalars {
                if LabelWords.isWordScalar(scalar) { current.unicodeScalars.append(scalar) }
                else if !current.isEmpty { result.append(current.lowercased()); current = "" }
            }
            if !current.isEmpty { result.append(current.lowercased()) }
            return result
        }
        var texts = ["", "A", "Play", "PLAY button", "x9Z", "Double-tap to play", "  lead and trail  ", "O'Brien's 2nd"]
        for byte in UInt8(0)..<0x80 {
            let character = String(UnicodeScalar(byte))
            texts += [character, "Ab\(character)Cd", "\(character)Zy09", "Q\(character)", "\(character)\(character)m"]
        }
        for text in texts {
            #expect(LabelWords.words(text) == reference(text), "\(text.debugDescription)")
        }
    }

    /// A name of paragraphs (a caption exposed as a button) is told from a control's name over two lines (a title
    /// over a value) by a blank line between runs of text, whatever the line ends.
    @Test("paragraph breaks in a name")
    func paragraphBreaks() {
        #expect(TargetSizeHIG.holdsParagraphBreak("Sunrise over the harbour\n\n#travel"))
        #expect(TargetSizeHIG.holdsParagraphBreak("Sunrise over the harbour\r\n\r\n#travel"))
        #expect(TargetSizeHIG.holdsParagraphBreak("Sunrise\n  \t\nover"))
        #expect(TargetSizeHIG.holdsParagraphBreak("Sunrise\u{2029}over"))
        #expect(TargetSizeHIG.holdsParagraphBreak("Sunrise\u{2028}\u{2028}over"))
        #expect(!TargetSizeHIG.holdsParagraphBreak("Deliver to\nCurrent location"))
        #expect(!TargetSizeHIG.holdsParagraphBreak("Deliver to\r\nCurrent location"))
        #expect(TargetSizeHIG.holdsParagraphBreak("Sunrise over\r\rthe harbour"))
        #expect(!TargetSizeHIG.holdsParagraphBreak("\n\nLeading blank lines only"))
        #expect(!TargetSizeHIG.holdsParagraphBreak("Trailing blank lines only\n\n"))
        #expect(!TargetSizeHIG.holdsParagraphBreak(""))
    }

    @Test("whole-word search")
    func wholeWords() {
        #expect(LabelWords.words("Double-tap to play") == ["double", "tap", "to", "play"])
        #expect(LabelWords.words("Accueil, sélectionné") == ["accueil", "sélectionné"])
        #expect(LabelWords.containsWhole("1.5x", in: "Speed 1.5x"))
        #expect(!LabelWords.containsWhole("5", in: "Track 15"))
        #expect(LabelWords.containsWhole("50%", in: "Volume, 50%."))
        #expect(!LabelWords.containsWhole("page", in: "Pages"))
        #expect(LabelWords.trimmed("  a b \n") == "a b")
    }

    @Test("value-in-label does not run on a recording whose values are made up, toggle-without-state without toggle states")
    func evidence() throws {
        let elements = [
            #"{"type": "Button", "AXLabel": "Speed 1.5x", "AXValue": "1.5x", "frame": {"x": 20, "y": 60, "width": 120, "height": 44}}"#,
            #"{"type": "Switch", "AXLabel": "Wi-Fi", "frame": {"x": 20, "y": 120, "width": 350, "height": 44}}"#,
        ]
        let full = CheckPipeline(engine: Engine()).results(for: [Self.screen(elements)]).results[0]
        #expect(full.findings.contains { $0.rule == "value-in-label" })
        #expect(full.findings.contains { $0.rule == "toggle-without-state" })
        let lacking = RecorderCapabilities(evidence: [.traits, .headers, .pointSizes], frameUnit: .points)
        let result = CheckPipeline(engine: Engine()).results(for: [Self.screen(elements, capabilities: lacking)]).results[0]
        #expect(!result.findings.contains { ["value-in-label", "toggle-without-state", "adjustable-without-value"].contains($0.rule) })
        let reasons = Dictionary(uniqueKeysWithValues: result.outcomes.map { ($0.rule, $0.notRunReason) })
        #expect(reasons["value-in-label"] == "the recording cannot say values as the app set them")
        #expect(reasons["toggle-without-state"] == "the recording cannot say toggle states")
        #expect(reasons["label-developer-string"] == .some(nil))
    }

    @Test("stops out of view are counted as not run by the value and state rules")
    func notRun() {
        let elements = [
            #"{"type": "Switch", "AXLabel": "Wi-Fi", "frame": {"x": 20, "y": 900, "width": 350, "height": 44}}"#,
            #"{"type": "Slider", "AXLabel": "Volume", "frame": {"x": 20, "y": 960, "width": 350, "height": 44}}"#,
        ]
        let result = CheckPipeline(engine: Engine()).results(for: [Self.screen(elements)]).results[0]
        let outcomes = Dictionary(uniqueKeysWithValues: result.outcomes.map { ($0.rule, $0) })
        #expect(outcomes["toggle-without-state"]?.notRun == 1 && outcomes["toggle-without-state"]?.findings == 0)
        #expect(outcomes["adjustable-without-value"]?.notRun == 1 && outcomes["adjustable-without-value"]?.findings == 0)
        #expect(outcomes["label-developer-string"]?.notRun == 2)
    }

    @Test("targets-overlap reports what a pairwise comparison finds, once per later target, on a seeded random screen")
    func overlapMatchesPairwise() {
        var random = SeededGenerator(seed: 12)
        var frames: [Frame] = []
        for _ in 0..<400 {
            let width = Double(Int.random(in: 10...80, using: &random)), height = Double(Int.random(in: 10...60, using: &random))
            frames.append(Frame(x: Double(Int.random(in: 0...330, using: &random)), y: Double(Int.random(in: 0...800, using: &random)),
                                width: width, height: height))
        }
        // Some exact duplicates.
        for position in stride(from: 10, to: 400, by: 37) { frames[position] = frames[position - 5] }
        let elements = frames.enumerated().map { Self.button("B\($0.offset)", x: $0.element.x, y: $0.element.y, width: $0.element.width, height: $0.element.height) }
        let findings = Self.findings(TargetsOverlap(), Self.screen(elements))
        var expected: [Int: (same: Bool, first: Int)] = [:]
        for later in frames.indices {
            var same: Int?, crossing: Int?
            for earlier in 0..<later {
                let a = frames[later], b = frames[earlier]
                if TargetsOverlap.isSame(a, b) {
                    if same == nil { same = earlier }
                } else if !a.contains(b) && !b.contains(a) {
                    let width = min(a.maxX, b.maxX) - max(a.minX, b.minX), height = min(a.maxY, b.maxY) - max(a.minY, b.minY)
                    if width > TargetsOverlap.minimumOverlap && height > TargetsOverlap.minimumOverlap && crossing == nil { crossing = earlier }
                }
            }
            if let same { expected[later + 1] = (true, same + 1) } else if let crossing { expected[later + 1] = (false, crossing + 1) }
        }
        #expect(findings.count == expected.count)
        #expect(expected.values.contains { $0.same } && expected.values.contains { !$0.same })
        for finding in findings {
            guard let want = expected[finding.elementIndex] else {
                Issue.record("unexpected overlap on element \(finding.elementIndex)")
                continue
            }
            #expect(finding.related.first?.label == "B\(want.first - 1)")
            // Flat recordings cannot tell a button inside a button: the same frame needs review there.
            #expect(finding.outcome == (want.same ? .needsReview : .finding))
        }
    }

    @Test("a pile of identical targets is one finding naming how many share the place, not one per target")
    func overlapPileIsOneFinding() {
        let elements = (0..<5).map { Self.button("Tile \($0)", x: 100, y: 200, width: 44, height: 44) }
            + [Self.button("Alone", x: 100, y: 400, width: 44, height: 44), Self.button("Twin", x: 100, y: 400, width: 44, height: 44)]
        let findings = Self.findings(TargetsOverlap(), Self.screen(elements))
        #expect(findings.map(\.message) == [
            "Button \"Tile 1\" has the same frame as Button \"Tile 0\" and 3 other targets: 5 stops in one place, and touch reaches only one of them.",
            "Button \"Twin\" has the same frame as Button \"Alone\": two stops in one place, and touch reaches only one of them.",
        ])
        #expect(findings.first?.related.map(\.label) == ["Tile 0"])
    }

    @Test("targets-overlap runs on a screen of 100,000 targets (a long list, most of it scrolled away)")
    func overlapOnALargeScreen() {
        var elements: [String] = []
        elements.reserveCapacity(100_000)
        for row in 0..<50_000 {
            let y = Double(row) * 40
            elements.append(Self.button("Row \(row)", x: 0, y: y, width: 300, height: 44))
            elements.append(Self.button("More \(row)", x: 290, y: y, width: 80, height: 44))
        }
        let findings = Self.findings(TargetsOverlap(), Self.screen(elements))
        // Only the rows on screen are targets: each "More" crosses its row and the row above; each row below the
        // first crosses the row and "More" above it.
        #expect(!findings.isEmpty)
        #expect(findings.allSatisfy { $0.frame.minY < 852 })
    }
}
