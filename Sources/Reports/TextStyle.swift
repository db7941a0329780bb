import Rules

/// How the text report marks levels: plain, or with ANSI colours for a terminal (`--color`). Colour is never
/// written to a file, to JSON or to SARIF: only the text report on standard output takes a coloured style.
public struct TextStyle: Sendable, Hashable {
    public var colours: Bool

    public init(colours: Bool) { self.colours = colours }

    public static let plain = TextStyle(colours: false)

    /// Select Graphic Rendition codes: bold red, bold yellow, bold cyan.
    static func code(_ level: Level) -> String {
        switch level {
        case .error: return "1;31"
        case .warning: return "1;33"
        case .note: return "1;36"
        }
    }

    /// `text` in the colour of `level`, or as is when plain.
    public func paint(_ text: String, as level: Level) -> String {
        colours ? "\u{1B}[\(Self.code(level))m\(text)\u{1B}[0m" : text
    }

    /// The level's name, coloured when the style has colours.
    public func level(_ level: Level) -> String { paint(level.rawValue, as: level) }
}
