import TreeModel

/// Reads the view hierarchy Espresso prints when a view is not found or an assertion fails
/// (`NoMatchingViewException`, `AmbiguousViewMatcherException`: "View Hierarchy:" and one line a view, written by
/// `HumanReadables.getViewHierarchyErrorMessage`), from a test report, the console or `adb logcat` (log prefixes
/// included), into a `Screen`.
///
/// Each view is a line `+>` (the root), `+->` (its children), `+-->`, …, one dash a level, followed by
/// `HumanReadables.describe`'s `Name{key=value, …}` (`EspressoView`) and a line `|`; a value with line breaks
/// runs over the next lines. Sizes are pixels; `x` and `y` are relative to the parent and are added up the
/// tree (a scrolled container's offset is not printed, so views inside one are placed as laid out). The density
/// is not printed: it is inferred from the status and navigation bars when both are in the dump, as for the
/// other Android readers, or given with `--density`. Views become elements as uiautomator nodes do
/// (`AndroidVocabulary`, `TalkBackFocus`, `AndroidTree`): the class's simple name, `desc` and `text`, `hint`
/// as placeholder, `is-clickable`, `is-enabled`, `is-focusable`, `is-selected`, `is-checked` (printed only for
/// checkable views), `input-type` for passwords, and `visibility` (a view under a `GONE` or `INVISIBLE` one is
/// not shown). What the dump cannot say: headings, hints apart from placeholders, custom actions, whether a view
/// is important for accessibility (Android's default is estimated). A view line that cannot be parsed, a size or
/// position that is not a number and a view deeper than a child of the one before it are recording problems at
/// their line and column; the other views are read.
public struct EspressoRecorder: Recorder {
    public init() {}

    public let id = "espresso"
    public let summary = "Espresso view hierarchy (the \"View Hierarchy:\" of a `NoMatchingViewException`, text with `+>DecorView{id=-1, …}`)"
    public let fileExtensions: [String] = []
    public let contentCheckedExtensions = ["txt", "log"]
    /// What a dump can say: classes, resource names, checked states of checkable views, hints apart from texts,
    /// frames as laid out in pixels of unknown density.
    public let capabilities = RecorderCapabilities(
        evidence: [.traits, .identifiers, .placeholders, .toggleStates, .unclippedFrames], frameUnit: .pixels)

    /// Text whose first bytes hold a view line: `+>` (or `+-…->`), a class name and `{id=`; or the list of
    /// matching views an `AmbiguousViewMatcherException` writes before its hierarchy (`- [1] TextView{id=`), which
    /// can fill the first bytes on its own.
    public func recognises(_ head: RecordingHead) -> Bool {
        let text = String(decoding: head.bytes, as: UTF8.self)
        var rest = text[...]
        while let brace = rest.firstRange(of: "{id=") {
            let before = rest[..<brace.lowerBound]
            let name = before.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" || $0 == "." }
            let lead = before.dropLast(name.count)
            let marker = lead.suffix(2)
            if !name.isEmpty, marker == "+>" || marker == "->" || Self.isAmbiguousListItem(lead) { return true }
            rest = rest[brace.upperBound...]
        }
        return false
    }

    /// Whether `text` ends with `- [3] ` at the start of a line: an item of the ambiguous views' list.
    static func isAmbiguousListItem(_ text: Substring) -> Bool {
        guard text.hasSuffix("] "), let open = text.lastIndex(of: "[") else { return false }
        let digits = text[text.index(after: open)..<text.index(text.endIndex, offsetBy: -2)]
        let start = text[..<open]
        return !digits.isEmpty && digits.allSatisfy(\.isWholeNumber) && start.hasSuffix("- ")
            && (start.dropLast(2).isEmpty || start.dropLast(2).hasSuffix("\n"))
    }

    public func read(bytes: [UInt8], file: String) -> Screen {
        var reader = EspressoReader(lines: TextLines(bytes: bytes), file: file)
        return reader.screen(capabilities: capabilities)
    }
}

extension RecordingFormat {
    /// Espresso's "View Hierarchy:" dump.
    public static let espresso = RecordingFormat(rawValue: "espresso")
}
