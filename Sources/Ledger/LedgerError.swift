import TreeModel

/// Why a ledger file cannot be used: every problem found, each with its place (see `FileProblems`).
public typealias LedgerError = FileProblems
