/// Why a recording could not be read, with the place when there is one.
public struct ReadError: Error, Sendable, Hashable {
    /// The file as given on the command line.
    public var file: String
    /// Where in the file, when the problem is at a place (a JSON syntax error); nil for a whole-file problem.
    public var location: SourceLocation?
    /// One sentence, lower-case start, no final period: `expected ',' or '}' after an object member`.
    public var message: String

    public init(file: String, location: SourceLocation?, message: String) {
        self.file = file
        self.location = location
        self.message = message
    }

    /// `path:12:40: error: expected ',' or '}' after an object member`
    public var description: String {
        if let location { return "\(file):\(location.line):\(location.column): error: \(message)" }
        return "\(file): error: \(message)"
    }
}
