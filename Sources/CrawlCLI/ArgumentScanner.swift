/// Walks command-line arguments in the usual conventions: `--name value`, `--name=value`, `--flag`,
/// `--` ends options, `-` alone is a path (standard input).
struct ArgumentScanner {
    private var arguments: [String]
    private var position = 0
    private var pendingValue: String?
    private(set) var onlyPositionals = false
    let command: String

    init(_ arguments: [String], command: String) {
        self.arguments = arguments
        self.command = command
    }

    enum Token {
        case option(String)
        case positional(String)
    }

    /// The next option name (without its `=value`) or positional.
    mutating func next() throws -> Token? {
        if let pendingValue {
            throw UsageError("option takes no value: '\(pendingValue)'", command: command)
        }
        guard position < arguments.count else { return nil }
        let argument = arguments[position]
        position += 1
        if onlyPositionals || argument == "-" || !argument.hasPrefix("-") { return .positional(argument) }
        if argument == "--" {
            onlyPositionals = true
            return try next()
        }
        if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
            pendingValue = String(argument[argument.index(after: equals)...])
            return .option(String(argument[..<equals]))
        }
        return .option(argument)
    }

    /// The value of the option just returned by `next()`.
    mutating func value(for option: String) throws -> String {
        if let pendingValue {
            self.pendingValue = nil
            return pendingValue
        }
        guard position < arguments.count else {
            throw UsageError("missing value for '\(option)'", command: command)
        }
        let value = arguments[position]
        position += 1
        return value
    }

    /// Fails when the option was given as `--flag=value`.
    mutating func flag(_ option: String) throws {
        if pendingValue != nil {
            pendingValue = nil
            throw UsageError("'\(option)' takes no value", command: command)
        }
    }
}
