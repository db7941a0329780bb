/// An option of `check` that only one report (or a few) reads, declared by the report itself with its value
/// type, help and default: `--delimiter` of `csv`. The command line offers it with the formats that declare it
/// (`Report.ownOptions`), rejects it with the others, and hands the value to the writer in
/// `ReportOptions.values`; the writer reads it back typed (`options[CSVReport.delimiter]`).
public struct ReportOption<Value: Sendable & Equatable>: AnyReportOption {
    /// `--delimiter`
    public let name: String
    /// `<char>`
    public let placeholder: String
    /// What the option does, one or two sentences, for help and the manual page.
    public let help: String
    /// The value when the option is not given.
    public let defaultValue: Value
    /// The words it takes, in order, each with its value; the help, the completions and the error list them.
    public let choices: [(word: String, value: Value)]

    public init(name: String, placeholder: String, help: String, defaultValue: Value, choices: [(word: String, value: Value)]) {
        self.name = name
        self.placeholder = placeholder
        self.help = help
        self.defaultValue = defaultValue
        self.choices = choices
    }

    public var words: [String] { choices.map(\.word) }

    public var defaultWord: String? {
        choices.first { $0.value == defaultValue }?.word
    }

    public func value(of word: String) -> (any Sendable)? { choices.first { $0.word == word }?.value }
}

/// A `ReportOption` of any value type, as the command line lists and parses it.
public protocol AnyReportOption: Sendable {
    var name: String { get }
    var placeholder: String { get }
    var help: String { get }
    /// The words the option takes, in order.
    var words: [String] { get }
    /// The word of the default value.
    var defaultWord: String? { get }
    /// The value `word` stands for, nil when the option does not take it.
    func value(of word: String) -> (any Sendable)?
}
