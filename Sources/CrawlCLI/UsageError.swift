/// A mistake on the command line or in a configuration: exit status 2, with a hint.
public struct UsageError: Error, Sendable, Equatable {
    public var message: String
    /// The command whose usage line to print after the message.
    public var command: String?

    public init(_ message: String, command: String? = nil) {
        self.message = message
        self.command = command
    }
}
