/// A mistake on the command line or in a configuration or ledger file, or a file that cannot be read or
/// written: exit status 2. Mistakes on the command line are followed by the command's usage line.
public struct UsageError: Error, Sendable, Equatable {
    public var message: String
    /// The command whose usage line to print after the message.
    public var command: String?
    /// The message is already a list of located errors (`file:line:column: error: …`), printed as is.
    public var isList: Bool
    /// The usage line and the pointer to help follow the message: not after a file that could not be read
    /// or written, where the command line was right.
    public var showsUsage: Bool

    public init(_ message: String, command: String? = nil, isList: Bool = false, showsUsage: Bool = true) {
        self.message = message
        self.command = command
        self.isList = isList
        self.showsUsage = showsUsage
    }

    /// A file that could not be read or written (`cannot read the ledger 'x': permission denied`): exit 2,
    /// without the usage text.
    public static func inputOutput(_ message: String, command: String? = nil) -> UsageError {
        UsageError(message, command: command, showsUsage: false)
    }
}
