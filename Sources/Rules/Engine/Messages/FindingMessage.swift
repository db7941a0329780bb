/// What a finding says, as data: the message its rule declared (`MessageDeclaration`) and the arguments for
/// its template. Reports write it in words through `MessageRenderer`; JSON and SARIF also give the id and the
/// arguments. Held in two words (a reference and an array that is empty, and allocates nothing, for the many
/// messages that name only their element).
public struct FindingMessage: Sendable, Hashable {
    public let declaration: MessageDeclaration
    public let arguments: [MessageArgument]

    /// `arguments` must agree with the declaration's parameters, in number and kind.
    public init(_ declaration: MessageDeclaration, _ arguments: MessageArgument...) {
        self.init(declaration, arguments: arguments)
    }

    public init(_ declaration: MessageDeclaration, arguments: [MessageArgument]) {
        precondition(arguments.count == declaration.parameters.count
                     && zip(arguments, declaration.parameters).allSatisfy { $0.kind == $1 },
                     "message '\(declaration.id)' takes \(declaration.parameters.map(\.rawValue)), given \(arguments.map(\.kind.rawValue))")
        self.declaration = declaration
        self.arguments = arguments
    }

    /// A message that is whole text (`MessageDeclaration.text`).
    public init(text: String) {
        self.init(.text, .words(text))
    }

    /// The id (`no-label`).
    public var id: String { declaration.id }
}
