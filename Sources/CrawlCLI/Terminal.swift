#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What the tool knows of where it writes: whether standard output and standard error are terminals, the
/// environment (`NO_COLOR`), and how to write to standard error while a run goes on (the progress line).
/// The executable passes `Terminal.current`; tests build one, so colour and progress never depend on how
/// the tests themselves were started.
public struct Terminal: Sendable {
    public var outputIsTerminal: Bool
    public var errorIsTerminal: Bool
    public var environment: [String: String]
    /// Writes to standard error at once; nil collects what would be written in `ToolOutput.stderr`.
    public var writeError: (@Sendable (String) -> Void)?

    public init(outputIsTerminal: Bool = false, errorIsTerminal: Bool = false, environment: [String: String] = [:],
                writeError: (@Sendable (String) -> Void)? = nil) {
        self.outputIsTerminal = outputIsTerminal
        self.errorIsTerminal = errorIsTerminal
        self.environment = environment
        self.writeError = writeError
    }

    /// Neither output is a terminal and nothing is set: no colour, no progress unless asked for.
    public static let none = Terminal()

    /// The process's own standard output and standard error.
    public static var current: Terminal {
        var environment: [String: String] = [:]
        if let value = getenv("NO_COLOR") { environment["NO_COLOR"] = String(cString: value) }
        return Terminal(outputIsTerminal: isatty(1) == 1, errorIsTerminal: isatty(2) == 1, environment: environment,
                        writeError: { text in
                            let bytes = Array(text.utf8)
                            bytes.withUnsafeBytes { raw in
                                var offset = 0
                                while offset < raw.count {
                                    let written = write(2, raw.baseAddress! + offset, raw.count - offset)
                                    if written <= 0 { return }
                                    offset += written
                                }
                            }
                        })
    }

    /// `NO_COLOR` set to anything but the empty string turns colour off (https://no-color.org).
    public var noColor: Bool { !(environment["NO_COLOR"] ?? "").isEmpty }

    /// `--color`: always, never, or auto (on only when standard output is a terminal and `NO_COLOR` is not set).
    public enum ColourChoice: String, Sendable, CaseIterable {
        case auto, always, never
    }

    /// Whether text written to standard output is coloured.
    public func colours(_ choice: ColourChoice) -> Bool {
        switch choice {
        case .always: return true
        case .never: return false
        case .auto: return outputIsTerminal && !noColor
        }
    }
}
