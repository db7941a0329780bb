/// Writes findings' messages in words: the one place where a template and its arguments become a sentence
/// (text, CSV, HTML, manual list, ledger, JSON and SARIF `text` all ask here, through `Finding.message`).
/// English is the templates as declared; a translation would map message ids to other templates.
public enum MessageRenderer {
    /// The sentence of `message` on a finding whose element is named `element` and whose related elements
    /// are `related` (asked for only when the message names one).
    public static func render(_ message: FindingMessage, element: () -> String,
                              related: () -> [ElementReference]) -> String {
        var out = ""
        var relatedElements: [ElementReference]?
        for segment in message.declaration.segments {
            switch segment {
            case .literal(let text):
                out += text
            case .argument(0):
                out += element()
            case .argument(let number):
                guard number <= message.arguments.count else { continue }
                out += write(message.arguments[number - 1]) {
                    if relatedElements == nil { relatedElements = related() }
                    return relatedElements ?? []
                }
            }
        }
        return out
    }

    /// The arguments as SARIF `message.arguments` takes them: strings, `{0}` (the element's name) first.
    public static func arguments(_ message: FindingMessage, element: String,
                                 related: () -> [ElementReference]) -> [String] {
        var relatedElements: [ElementReference]?
        return [element] + message.arguments.map { argument in
            write(argument) {
                if relatedElements == nil { relatedElements = related() }
                return relatedElements ?? []
            }
        }
    }

    /// One argument in words.
    static func write(_ argument: MessageArgument, related: () -> [ElementReference]) -> String {
        switch argument {
        case .related(let index):
            let elements = related()
            return index < elements.count ? elements[index].name : ""
        case .element(let name), .text(let name), .words(let name):
            return name
        case .count(let count):
            return String(count)
        case .length(let value, let unit):
            let number = ScreenFacts.points(value)
            return unit.map { "\(number) \($0)" } ?? number
        }
    }
}
