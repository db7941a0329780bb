import Pipeline
import Rules

/// The type of an option's value and its parser: the placeholder help shows, what the shells offer, and how
/// the text given becomes a value (or a message saying what was expected).
struct OptionValue<Value: Sendable>: Sendable {
    var placeholder: String
    var completion: CompletionSpec.Value
    /// The value of `text` given to the option `name`; throws `OptionValueError` with the message to print.
    var parse: @Sendable (_ text: String, _ name: String) throws -> Value

    /// One of `choices`' words, offered and listed in that order.
    static func choice(_ placeholder: String, _ choices: [(word: String, value: Value)]) -> OptionValue<Value> {
        let words = choices.map(\.word)
        return OptionValue(placeholder: placeholder, completion: .choices(words)) { text, name in
            guard let value = choices.first(where: { $0.word == text })?.value else {
                throw OptionValueError("'\(name)' expects \(OptionSpec.list(words, and: "or")), got '\(text)'")
            }
            return value
        }
    }

}

/// A value an option does not take: the whole message, printed as a usage error of the command.
struct OptionValueError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}

extension OptionValue {
    /// The same parser for an option whose value is nil until it is given.
    var optional: OptionValue<Value?> {
        let parse = self.parse
        return OptionValue<Value?>(placeholder: placeholder, completion: completion) { text, name in try parse(text, name) }
    }
}

extension OptionValue where Value == String {
    /// Any text.
    static func text(_ placeholder: String, completion: CompletionSpec.Value = .free) -> OptionValue {
        OptionValue(placeholder: placeholder, completion: completion) { text, _ in text }
    }
}

extension OptionValue where Value == Int {
    /// A whole number of `minimum` or more.
    static func wholeNumber(atLeast minimum: Int, _ placeholder: String = "<n>") -> OptionValue {
        OptionValue(placeholder: placeholder, completion: .free) { text, name in
            guard let number = Int(text), number >= minimum else {
                throw OptionValueError("'\(name)' expects a whole number of \(minimum) or more, got '\(text)'")
            }
            return number
        }
    }
}

extension OptionValue where Value == Double {
    /// A value of a rule's option, checked as the run policy checks every such value (`RunPolicy`).
    static func ruleOption(_ option: RuleOption, _ placeholder: String) -> OptionValue {
        OptionValue(placeholder: placeholder, completion: .free) { text, name in
            guard let number = Double(text), let valid = RunPolicy.value(number, for: option) else {
                throw OptionValueError("'\(name)' expects \(option.expected), got '\(text)'")
            }
            return valid
        }
    }
}
