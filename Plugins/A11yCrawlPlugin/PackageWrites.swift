/// The files a command of the tool writes, read from its arguments: the plugin asks for the package-write
/// permission only when one of them is in the package. `check` writes its report with `--output` (standard
/// output otherwise, as `-o -` is); `ledger write` and `ledger prune` rewrite the ledger (`--ledger`, or the
/// configuration's, which sits in the package). Every other command (`rules`, `explain`, `completions`,
/// `manpage`, `--help`) only prints.
struct PackageWrites: Equatable {
    /// Paths as given (relative to the package's folder, where the tool runs, unless absolute).
    var files: [String] = []
    /// Whether the command rewrites a ledger whose path the configuration may name (no `--ledger` given).
    var configuredLedger = false

    init(_ arguments: [String]) {
        guard let command = arguments.first(where: { !$0.hasPrefix("-") }) else { return }
        let ledger = command == "ledger" && arguments.contains { $0 == "write" || $0 == "prune" }
        guard command == "check" || ledger else { return }
        var ledgerFile: String?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" { break }
            let (name, inline) = Self.split(argument)
            guard name == "--output" || name == "-o" || name == "--ledger" else { continue }
            let value: String
            if let inline {
                value = inline
            } else {
                guard index < arguments.count else { break }
                value = arguments[index]
                index += 1
            }
            if name == "--ledger" {
                ledgerFile = value
            } else if value != "-" {
                files.append(value)
            }
        }
        if ledger {
            if let ledgerFile { files.append(ledgerFile) } else { configuredLedger = true }
        }
    }

    /// `--output=a.sarif` → (`--output`, `a.sarif`); other arguments have no inline value.
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// Whether the command writes nothing at all.
    var isEmpty: Bool { files.isEmpty && !configuredLedger }
}
