/// One message a rule can give: its id, stable and part of the interface (JSON `messageId`, SARIF `message.id`
/// and the key of the rule's `messageStrings`), and its English template. Declared once, in the rule's own file
/// beside its metadata, and listed in `RuleMetadata.messages`.
///
/// A template names its arguments as SARIF does: `{0}` is the finding's own element (`Button "Close"`), `{1}`,
/// `{2}` … the finding's arguments in order (`MessageArgument`); `{{` and `}}` are literal braces. Only
/// `MessageRenderer` turns a template and its arguments into words, so a translation swaps templates only.
public final class MessageDeclaration: Sendable, Hashable, CustomStringConvertible {
    /// `no-label`: unique among the rule's messages.
    public let id: String
    /// `{0} has no accessibility label, so {1} cannot say what it does.`
    public let template: String
    /// What the template's placeholders take, in order from `{1}`: checked against the arguments a finding is
    /// given (`FindingMessage.init`), and documented.
    public let parameters: [MessageArgument.Kind]
    /// The template cut at its placeholders: literal text, then argument numbers.
    let segments: [MessageSegment]

    public init(_ id: String, _ template: String, _ parameters: MessageArgument.Kind...) {
        self.id = id
        self.template = template
        self.parameters = parameters
        self.segments = MessageSegment.parse(template)
    }

    /// The largest argument number the template uses (0 when it names only the element or nothing).
    public var highestPlaceholder: Int {
        segments.reduce(0) { highest, segment in
            if case .argument(let number) = segment { return max(highest, number) }
            return highest
        }
    }

    /// Whether the template names the finding's element (`{0}`).
    public var namesElement: Bool { segments.contains(.argument(0)) }

    /// A message that is whole text, for findings made with a sentence of their own (`Finding.message`'s
    /// setter, library users): `{1}` is the text. No rule of this package gives it.
    public static let text = MessageDeclaration("text", "{1}", .words)

    public var description: String { id }

    public static func == (lhs: MessageDeclaration, rhs: MessageDeclaration) -> Bool {
        lhs === rhs || (lhs.id == rhs.id && lhs.template == rhs.template && lhs.parameters == rhs.parameters)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(template)
    }
}

/// A piece of a template: literal text, or the number of an argument.
enum MessageSegment: Sendable, Hashable {
    case literal(String)
    case argument(Int)

    /// `template` cut at `{n}`; `{{` and `}}` are literal braces. A brace that opens no number is literal.
    /// Read as UTF-8 bytes (braces and digits are ASCII, never part of a longer character): every rule's
    /// templates are parsed when the registry is first used, before any file is read.
    static func parse(_ template: String) -> [MessageSegment] {
        var segments: [MessageSegment] = []
        let bytes = Array(template.utf8)
        let open: UInt8 = 0x7B, close: UInt8 = 0x7D
        var literal: [UInt8] = []
        func endLiteral() {
            guard !literal.isEmpty else { return }
            segments.append(.literal(String(decoding: literal, as: UTF8.self)))
            literal.removeAll(keepingCapacity: true)
        }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == open || byte == close, index + 1 < bytes.count, bytes[index + 1] == byte {
                literal.append(byte)
                index += 2
                continue
            }
            if byte == open, let end = bytes[(index + 1)...].firstIndex(of: close),
               bytes[(index + 1) ..< end].allSatisfy({ $0 < 0x80 }),
               let number = Int(String(decoding: bytes[(index + 1) ..< end], as: UTF8.self)), number >= 0 {
                endLiteral()
                segments.append(.argument(number))
                index = end + 1
                continue
            }
            literal.append(byte)
            index += 1
        }
        endLiteral()
        return segments
    }
}
