import TreeModel

/// Reads the semantics tree a Jetpack Compose test prints: `composeTestRule.onRoot().printToString()` (written to
/// a file) or `printToLog("TAG")` (captured from Robolectric's output or `adb logcat`, log prefixes and other
/// log lines included) into a `Screen`.
///
/// The dump starts with `Printing with useUnmergedTree = 'false'` (the merged tree TalkBack reads, where a
/// button holds its texts) or `'true'` (the unmerged tree, where they sit in its children and the button has
/// `MergeDescendants`). Each node line is indented three characters a level and drawn with ` |-`; its property
/// lines follow it (`ComposeNode`). A node's frame is in pixels, unclipped; the density is not in the dump, so
/// sizes need `--density` (or the density the geometry shows). Which nodes TalkBack stops on and what it says for
/// a merged node without text of its own are decided as for Android views (`TalkBackFocus`, `AndroidTree`): every
/// semantics node is important (unless hidden), `OnClick` and `OnLongClick` act, a `Focused` property means
/// focusable, `MergeDescendants` makes a screen-reader stop; nodes are read in their order on screen
/// (`ElementRoles.positionOrdered`). A line that is neither a node nor a property, a frame that is not four
/// numbers, an indent off the three-character grid and a quote that never closes are recording problems at their
/// line and column; `Has 3 children` (a `maxDepth` cut) is a problem at its node. The other nodes are read.
public struct ComposeRecorder: Recorder {
    public init() {}

    public let id = "compose"
    public let summary = "Jetpack Compose semantics tree (`printToString()` or `printToLog()` output, text with `Node #1 at (l=…)px`)"
    public let fileExtensions: [String] = []
    public let contentCheckedExtensions = ["txt", "log"]
    /// What a dump can say: roles, headings, test tags, toggle states, custom actions, state descriptions and
    /// unclipped frames, in pixels of unknown density.
    public let capabilities = RecorderCapabilities(
        evidence: [.traits, .headers, .identifiers, .toggleStates, .customActions, .values, .unclippedFrames], frameUnit: .pixels)

    /// Text holding `Printing with useUnmergedTree = '`, or a node line (`Node #` and `)px`) in its first bytes.
    public func recognises(_ head: RecordingHead) -> Bool {
        let text = String(decoding: head.bytes, as: UTF8.self)
        if text.contains("Printing with useUnmergedTree = '") { return true }
        guard let node = text.firstRange(of: "Node #") else { return false }
        return text[node.upperBound...].contains(")px")
    }

    public func read(bytes: [UInt8], file: String) -> Screen {
        var reader = ComposeReader(lines: TextLines(bytes: bytes), file: file)
        return reader.screen(capabilities: capabilities)
    }
}

extension RecordingFormat {
    /// Compose's merged semantics tree (`useUnmergedTree = 'false'`, what TalkBack reads).
    public static let compose = RecordingFormat(rawValue: "compose")
    /// Compose's unmerged semantics tree (`useUnmergedTree = 'true'`).
    public static let composeUnmerged = RecordingFormat(rawValue: "compose-unmerged")
}
