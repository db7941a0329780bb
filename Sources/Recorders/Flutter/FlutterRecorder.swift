import TreeModel

/// Reads the semantics tree a Flutter app or widget test prints with `debugDumpSemanticsTree()` (in traversal
/// order or inverse hit-test order; from `flutter test`, `flutter run`'s console or `adb logcat`, log prefixes
/// `I/flutter (1234): ` and `flutter: ` included) into a `Screen`.
///
/// The dump is Flutter's sparse diagnostics tree: `SemanticsNode#0` at the start of a line, each child drawn
/// with `├─` or `└─` two characters a level deeper, the properties of a node on the lines after it
/// (`FlutterNode`), long lines wrapped with their rest indented. Rectangles are relative to the parent and are
/// composed down the tree, the device pixel ratio of the root's child included (`FlutterReader.frames`), so
/// frames are logical pixels: dp on Android, points on iOS. The dump does not name its platform: the iOS
/// console's `flutter: ` prefix makes it iOS; any other dump is judged as Android (TalkBack, 48 dp targets, the
/// stricter sizes). Flags and actions become traits and stops as `FlutterVocabulary` says. A line that is
/// neither a node nor a property, a rectangle that is not four numbers, a node off the two-character grid and
/// a quote that never closes are recording problems at their line and column; the other nodes are read.
public struct FlutterRecorder: Recorder {
    public init() {}

    public let id = "flutter"
    public let summary = "Flutter semantics tree (`debugDumpSemanticsTree()` output, text with `SemanticsNode#0` and `Rect.fromLTRB(…)`)"
    public let fileExtensions: [String] = []
    public let contentCheckedExtensions = ["txt", "log"]
    /// What a dump can say: flags (roles, headers, states), identifiers (`Semantics(identifier:)`), hints, custom
    /// actions and values as the app set them; frames unclipped in logical pixels.
    public let capabilities = RecorderCapabilities(
        evidence: [.traits, .headers, .hints, .identifiers, .toggleStates, .customActions, .values, .unclippedFrames, .pointSizes],
        frameUnit: .densityIndependentPixels)

    /// Text whose first bytes hold `SemanticsNode#` and a number, and `Rect.fromLTRB(`.
    public func recognises(_ head: RecordingHead) -> Bool {
        let text = String(decoding: head.bytes, as: UTF8.self)
        guard let node = text.firstRange(of: "SemanticsNode#"), text[node.upperBound...].first?.isWholeNumber == true else { return false }
        return text[node.upperBound...].contains("Rect.fromLTRB(")
    }

    public func read(bytes: [UInt8], file: String) -> Screen {
        var reader = FlutterReader(lines: TextLines(bytes: bytes), file: file)
        return reader.screen(capabilities: capabilities)
    }
}

extension RecordingFormat {
    /// Flutter's semantics tree, as `debugDumpSemanticsTree()` prints it.
    public static let flutter = RecordingFormat(rawValue: "flutter")
}
