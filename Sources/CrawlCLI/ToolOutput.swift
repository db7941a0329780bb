import Reports

/// What a run of the tool printed and how it ended; `main` writes it out, tests read it.
public struct ToolOutput {
    public var stdout: [UInt8] = []
    public var stderr: String = ""
    public var status: Int32 = 0
    /// Where `check` streams its report when it goes to standard output; nil collects it in `stdout`.
    var reportStream: OutputSink?
    /// Whether standard output and standard error are terminals, for colour and the progress line.
    var terminal: Terminal = .none

    public init() {}

    public var stdoutText: String { String(decoding: stdout, as: UTF8.self) }

    mutating func print(_ text: String) {
        stdout.append(contentsOf: text.utf8)
        stdout.append(0x0A)
    }

    mutating func printError(_ text: String) {
        stderr += text + "\n"
    }
}
