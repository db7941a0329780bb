/// Why a JSON settings file (the ledger, the configuration) cannot be used: every problem found, each with
/// its place, in file order. The command line reports it as a usage error (exit status 2).
public struct FileProblems: Error, Sendable, Hashable, CustomStringConvertible {
    /// One thing wrong with the file, at one place.
    public struct Problem: Sendable, Hashable {
        /// Where in the file; nil for a whole-file problem (such as a file that cannot be read).
        public var location: SourceLocation?
        /// One sentence, lower-case start, no final period: `entry 2 has no reason; say why …`.
        public var message: String

        public init(location: SourceLocation?, message: String) {
            self.location = location
            self.message = message
        }
    }

    /// The file, as named to the tool (`a11y-ledger.json`).
    public var file: String
    /// Every problem, in the order they occur in the file (at least one).
    public var problems: [Problem]

    /// `problems` are put in file order; problems at the same place keep the order they were found in.
    public init(file: String, problems: [Problem]) {
        self.file = file
        self.problems = problems.enumerated().sorted { lhs, rhs in
            let left = lhs.element.location ?? SourceLocation(line: 0, column: 0)
            let right = rhs.element.location ?? SourceLocation(line: 0, column: 0)
            return left != right ? left < right : lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// A file that is not valid JSON: the reader's one problem.
    public init(file: String, syntax error: SyntaxError) {
        self.init(file: file, problems: [Problem(location: error.location, message: error.message)])
    }

    /// One line per problem: `a11y-ledger.json:7:5: error: entry 2 has no reason; …`
    /// (`a11y-ledger.json: error: …` when the problem has no place).
    public var lines: [String] {
        problems.map { problem in
            if let location = problem.location {
                return "\(file):\(location.line):\(location.column): error: \(problem.message)"
            }
            return "\(file): error: \(problem.message)"
        }
    }

    /// ``lines`` joined with line breaks.
    public var description: String { lines.joined(separator: "\n") }
}
