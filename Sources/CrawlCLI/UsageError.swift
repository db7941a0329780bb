/// A mistake on the command line or in a configuration or ledger file: exit status 2, with a hint.
public struct UsageError: Error, Sendable, Equatable {
    public var message: String
    /// The command whose usage line to print after the message.
    public var command: String?
    /// The message is already a list of located errors (`file:line:column: error: …`), printed as is.
    public var isList: Bool

    public init(_ message: String, command: String? = nil, isList: Bool = false) {
        self.message = message
        self.command = command
        self.isList = isList
    }
}
