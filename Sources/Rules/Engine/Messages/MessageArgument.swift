/// One argument of a finding's message (`FindingMessage`), typed: how it is written is the renderer's
/// (`MessageRenderer`), not the rule's. The finding's own element is no argument: the template names it `{0}`
/// and the renderer takes its type and name from the finding.
public enum MessageArgument: Sendable, Hashable {
    /// Another element, by its place among the finding's related elements (`Finding.related`): written by its
    /// name, `Button "Close"`.
    case related(Int)
    /// Another element the finding does not keep as related, already written by its name.
    case element(String)
    /// Text from the recording (a label, a value, a hint), as the template quotes it: the rule shortens it
    /// (`ScreenFacts.shorten`) or keeps it whole.
    case text(String)
    /// Words the rule chose (a kind of element, a screen reader's name, a phrase from its vocabulary).
    case words(String)
    /// A count of things.
    case count(Int)
    /// A length on the screen, written to two decimals without trailing zeros (`ScreenFacts.points`) and with
    /// its unit when it has one: `44 pt`, `7.5`.
    case length(Double, unit: String?)

    /// What a parameter of a template takes.
    public enum Kind: String, Sendable, Hashable {
        case related, element, text, words, count, length
    }

    public var kind: Kind {
        switch self {
        case .related: .related
        case .element: .element
        case .text: .text
        case .words: .words
        case .count: .count
        case .length: .length
        }
    }
}
