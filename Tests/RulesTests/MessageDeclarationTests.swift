import Foundation
import Pipeline
import Recorders
import Rules
import Testing
import TestSupport
import TreeModel

/// Findings carry their message as data: each rule declares its messages (id and template) once, the
/// templates agree with the arguments they take, and the fixtures give only declared messages, each of them.
@Suite struct MessageDeclarationTests {
    /// Every rule that makes findings: the screen rules, the crawl rules and the text-size rules.
    static let metadata: [RuleMetadata] = RuleRegistry.all.map(\.metadata) + CrawlRules.all.map(\.metadata)
        + TextSizeRules.all().map(\.metadata)
    /// The rules whose fixtures this suite runs (the crawl rules' are run by `CrawlMessageTests`, through the CLI).
    static let fixtureMetadata: [RuleMetadata] = RuleRegistry.all.map(\.metadata) + TextSizeRules.all().map(\.metadata)

    /// Declared messages that no fixture gives, each with where it is covered instead. A fixture that comes to
    /// give one fails the test until it is taken off this list, so the list stays exact.
    /// (Their wording is checked by `declarations`, which renders every template.)
    static let notInFixtures: Set<String> = [
        // An icon-font label or an image on a screen whose toolkit is known (Compose, Flutter …): the trees'
        // fixtures are of no such toolkit; Fixtures/screens and the shared recordings give some of them.
        "label-missing/glyph-with-api", "label-missing/glyphs-with-api", "label-missing/image-with-api",
        // Branches covered by unit tests of the rules (LabelMissing, TargetsOverlap, LabelDeveloperString), not by
        // a fixture of their own.
        "label-missing/hint", "label-missing/value",
        "targets-overlap/same-frame-and-one", "targets-overlap/same-frame-and-more",
        "label-developer-string/file-name-and-identifier", "target-size-minimum/too-close-rounded",
        // contrast-nontext's fixtures give failures only; its review messages are contrast-text's in other words.
        "contrast-nontext/unmeasured", "contrast-nontext/review",
        // Text-size pairs: no pair scrolls with an element lost off screen, and no pair's texts overlap.
        "lost-at-large-size/off-screen-may-scroll", "clipped-at-large-size/overlaps",
    ]

    @Test("every rule declares its messages: unique ids, each template takes exactly its declared arguments",
          arguments: Self.metadata.map(\.id))
    func declarations(_ id: String) throws {
        let metadata = try #require(Self.metadata.first { $0.id == id })
        #expect(!metadata.messages.isEmpty, "\(id) declares no message")
        #expect(Set(metadata.messages.map(\.id)).count == metadata.messages.count, "\(id) declares an id twice")
        for message in metadata.messages {
            #expect(message.id != MessageDeclaration.text.id, "\(id) uses the id of whole-text messages")
            #expect(message.id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" } && !message.id.isEmpty,
                    "\(id)/\(message.id): ids are kebab-case")
            // {1} … {n} for n declared parameters, each at least once, and no other.
            let used = Set(Self.placeholders(message.template))
            #expect(used.subtracting([0]) == Set(0..<message.parameters.count).map { $0 + 1 }.reduce(into: Set<Int>()) { $0.insert($1) },
                    "\(id)/\(message.id): the template uses \(used.sorted()) for \(message.parameters.count) parameters")
            // No brace is left that is not a placeholder: a template is SARIF's messageStrings text as it is.
            let rendered = Self.render(message)
            #expect(!rendered.contains("{") && !rendered.contains("}"), "\(id)/\(message.id): \(rendered)")
            #expect(rendered.hasSuffix("."), "\(id)/\(message.id) is one sentence: \(rendered)")
        }
    }

    @Test("a template renders each kind of argument as the rules wrote it")
    func rendering() {
        let declaration = MessageDeclaration("sample", "{0} is {1} x {2} ({3} of {4}), near {5}: \"{6}\"; {7}, {{literal}}.",
                                             .length, .length, .count, .count, .related, .text, .words)
        let message = FindingMessage(declaration, .length(30, unit: nil), .length(29.999, unit: "pt"), .count(2), .count(3),
                                     .related(0), .text("Help"), .words("VoiceOver"))
        let related = ElementReference(path: "Application/Button[2]", label: "Close", identifier: nil, type: "Button",
                                       location: SourceLocation(line: 3, column: 5))
        let text = MessageRenderer.render(message, element: { "Button \"Help\"" }, related: { [related] })
        #expect(text == "Button \"Help\" is 30 x 30 pt (2 of 3), near Button \"Close\": \"Help\"; VoiceOver, {literal}.")
        #expect(MessageRenderer.arguments(message, element: "Button \"Help\"", related: { [related] })
                == ["Button \"Help\"", "30", "30 pt", "2", "3", "Button \"Close\"", "Help", "VoiceOver"])
        #expect(declaration.highestPlaceholder == 7 && declaration.namesElement)
    }

    @Test("a finding's message is its rule's declared message, with arguments of the declared kinds, on every fixture")
    func fixturesGiveDeclaredMessages() throws {
        var seen = Set<String>()
        for (rule, finding) in try Self.fixtureFindings() {
            let metadata = try #require(Self.metadata.first { $0.id == rule })
            let declaration = finding.messageData.declaration
            #expect(metadata.messages.contains { $0 === declaration },
                    "\(rule): '\(declaration.id)' is not among its declared messages (\(finding.message))")
            #expect(finding.messageData.arguments.map(\.kind) == declaration.parameters, "\(rule)/\(declaration.id)")
            seen.insert("\(rule)/\(declaration.id)")
        }
        let declared = Set(Self.fixtureMetadata.flatMap { metadata in metadata.messages.map { "\(metadata.id)/\($0.id)" } })
        let unseen = declared.subtracting(seen)
        #expect(unseen == Self.notInFixtures, """
            declared but given by no fixture: \(unseen.subtracting(Self.notInFixtures).sorted()); \
            listed as not in fixtures but given: \(Self.notInFixtures.subtracting(unseen).sorted())
            """)
    }

    /// The findings of every rule on its fixtures: each screen rule on `Fixtures/trees/<rule>`, the text-size
    /// rules on the pairs of `Fixtures/text-size`.
    static func fixtureFindings() throws -> [(rule: String, finding: Finding)] {
        var found: [(String, Finding)] = []
        for fixture in FixtureCase.all() {
            guard let rule = RuleRegistry.rule(id: fixture.rule) else { continue }
            let file = String(fixture.treePath.dropFirst(FixtureCase.folder.path.count + 1))
            var screen = RecordingReader.read(contentsOf: fixture.treePath, displayPath: file)
            var configuration = RuleConfiguration()
            configuration.values = fixture.settings
            ScreenshotPairing.attach(to: &screen, path: fixture.treePath, displayPath: file, engine: Engine(rules: [rule]))
            var pipeline = CheckPipeline(engine: Engine(rules: [rule], configuration: configuration))
            pipeline.checker.density = fixture.density
            for finding in pipeline.results(for: [screen]).results.flatMap(\.findings) { found.append((finding.rule, finding)) }
        }
        for name in TextSizeFixtureTests.cases {
            guard let results = try? TextSizeFixtureTests.run(name) else { continue }
            for finding in results.flatMap(\.findings) { found.append((finding.rule, finding)) }
        }
        return found
    }

    /// The argument numbers a template names.
    static func placeholders(_ template: String) -> [Int] {
        var numbers: [Int] = []
        var rest = template[...]
        while let open = rest.firstIndex(of: "{") {
            let after = rest[rest.index(after: open)...]
            if after.first == "{" { rest = after.dropFirst(); continue }
            guard let close = after.firstIndex(of: "}"), let number = Int(after[..<close]) else { rest = after; continue }
            numbers.append(number)
            rest = after[after.index(after: close)...]
        }
        return numbers
    }

    /// `declaration` rendered with a sample argument of each declared kind.
    static func render(_ declaration: MessageDeclaration) -> String {
        let arguments: [MessageArgument] = declaration.parameters.map { kind in
            switch kind {
            case .related: .related(0)
            case .element: .element("Button \"Other\"")
            case .text: .text("Sample")
            case .words: .words("words")
            case .count: .count(2)
            case .length: .length(12.5, unit: "pt")
            }
        }
        let related = ElementReference(path: "Application/Button[2]", label: "Close", identifier: nil, type: "Button",
                                       location: SourceLocation(line: 1, column: 1))
        return MessageRenderer.render(FindingMessage(declaration, arguments: arguments), element: { "Button \"Help\"" },
                                      related: { [related] })
    }
}
