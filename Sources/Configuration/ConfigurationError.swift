import TreeModel

/// Why a configuration file cannot be used: every problem found, each with its place (see `FileProblems`).
public typealias ConfigurationError = FileProblems
