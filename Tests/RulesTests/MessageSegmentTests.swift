import Foundation
@testable import Rules
import Testing

/// A message template is cut into literal text and argument numbers once, when its rule is declared; the cut
/// reads UTF-8 bytes, so letters outside ASCII around a placeholder must come through whole.
@Suite struct MessageSegmentTests {
    @Test("placeholders, doubled braces and braces that open no number")
    func cuts() {
        #expect(MessageSegment.parse("{0} has no label.") == [.argument(0), .literal(" has no label.")])
        #expect(MessageSegment.parse("{1} is {12}") == [.argument(1), .literal(" is "), .argument(12)])
        #expect(MessageSegment.parse("a {{b}} {1}") == [.literal("a {b} "), .argument(1)])
        #expect(MessageSegment.parse("{x} and {-1} and {2") == [.literal("{x} and {-1} and {2")])
        #expect(MessageSegment.parse("{}") == [.literal("{}")])
        #expect(MessageSegment.parse("") == [])
    }

    @Test("text outside ASCII beside placeholders and inside braces")
    func unicode() {
        #expect(MessageSegment.parse("«{0}» — café {1}…") == [.literal("«"), .argument(0), .literal("» — café "),
                                                              .argument(1), .literal("…")])
        #expect(MessageSegment.parse("{１}") == [.literal("{１}")])
        #expect(MessageSegment.parse("👍🏽{2}👍🏽") == [.literal("👍🏽"), .argument(2), .literal("👍🏽")])
    }

    @Test("every declared template renders back to itself with its placeholders in place")
    func roundTrip() {
        let declarations = RuleRegistry.all.flatMap(\.metadata.messages)
        #expect(!declarations.isEmpty)
        for declaration in declarations {
            let rebuilt = declaration.segments.map { segment -> String in
                switch segment {
                case .argument(let number): return "{\(number)}"
                case .literal(let text): return text.replacingOccurrences(of: "{", with: "{{").replacingOccurrences(of: "}", with: "}}")
                }
            }.joined()
            // Literal braces come back doubled; a template with none must come back as it was.
            if !declaration.template.contains("{{") && !declaration.template.contains("}}") {
                #expect(rebuilt == declaration.template, "\(declaration.id)")
            }
        }
    }
}
