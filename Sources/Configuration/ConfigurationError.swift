import TreeModel

/// Why a configuration file cannot be used: every problem found, each with its place. The command line
/// reports it as a usage error (exit status 2).
public struct ConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// One thing wrong with the configuration, at one place.
    public struct Problem: Sendable, Hashable {
        /// Where in the file; nil for a whole-file problem (such as a file that cannot be read).
        public var location: SourceLocation?
        /// One sentence, lower-case start, no final period: `unknown key 'thresholdz'; known keys: …`.
        public var message: String

        public init(location: SourceLocation?, message: String) {
            self.location = location
            self.message = message
        }
    }

    /// The configuration file, as named to the tool (`a11y-crawl.json`).
    public var file: String
    /// Every problem, in the order they occur in the file (at least one).
    public var problems: [Problem]

    public init(file: String, problems: [Problem]) {
        self.file = file
        self.problems = problems
    }

    /// One line per problem: `a11y-crawl.json:3:5: error: unknown key 'thresholdz'; known keys: …`
    /// (`a11y-crawl.json: error: …` when the problem has no place).
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
