import Foundation
import Reports
import Rules
import TreeModel
import Recorders
import TestSupport

/// A fixed set of inputs and the `CheckRun` the command line would make of them, for the golden and report
/// tests. Display paths are relative to the package root, so nothing depends on the machine.
enum ReportInputs {

    /// Fixture trees chosen for what they hold: a secure field and text entry, a slider and a switch, a
    /// missing header and a truncated label.
    static let fixtureTrees = [
        "Fixtures/trees/header-trait-missing/fail-settings-section-labels.json",
        "Fixtures/trees/label-missing/fail-email-field-placeholder-only.json",
        "Fixtures/trees/target-size-hig/fail-switch-and-slider-rows.json",
        "Fixtures/trees/text-truncated/fail-truncated-cell-value.json",
    ]

    /// A player screen with custom actions and media traits; its name has a space, to be percent-encoded.
    static let player = (
        file: "in-test/player screen.json",
        text: """
            [
              {"type": "Application", "AXLabel": "Player", "frame": {"x": 0, "y": 0, "width": 393, "height": 852}},
              {"type": "Button", "AXLabel": "Play", "traits": ["Button", "StartsMediaSession"],
               "frame": {"x": 20, "y": 700, "width": 60, "height": 60}},
              {"type": "Cell", "AXLabel": "Episode 12", "custom_actions": ["Download", "Mark as played"],
               "frame": {"x": 0, "y": 120, "width": 393, "height": 64}},
              {"type": "Button", "traits": ["Button"], "frame": {"x": 340, "y": 60, "width": 20, "height": 20}}
            ]
            """
    )

    /// A file that is not JSON; its name is not ASCII, to be percent-encoded.
    static let unreadable = (file: "in-test/illisible é.json", text: "[{\"type\": \"Button\",]")

    /// A capture from a crashed simulator: one node, no frame.
    static let empty = (
        file: "in-test/empty capture.json",
        text: #"[{"type": null, "AXLabel": null, "frame": {"x": 0, "y": 0, "width": 0, "height": 0}, "enabled": false}]"#
    )

    /// The screens, read and sorted by display path as the command line sorts its inputs.
    static func screens() -> [Screen] {
        var screens = fixtureTrees.map { path in
            RecordingReader.read(contentsOf: PackagePaths.root.appendingPathComponent(path).path, displayPath: path)
        }
        for input in [player, unreadable, empty] {
            screens.append(RecordingReader.read(bytes: Array(input.text.utf8), file: input.file))
        }
        return screens.sorted { $0.file.utf8.lexicographicallyPrecedes($1.file.utf8) }
    }

    /// The version the goldens are written with, fixed so that stamping a release version
    /// (`Scripts/stamp-version.sh`) does not change them; `ToolVersionTests` checks the stamped one.
    static let toolVersion = "0.1.0"

    /// The run the command line would make of `screens`: findings and review items in screen order.
    static func run(_ screens: [Screen] = screens(), engine: Engine = Engine()) -> CheckedRun {
        var run = CheckedRun(screens, engine: engine)
        run.totals.toolVersion = toolVersion
        return run
    }

    /// Parses JSON output (tests only: the tool itself never uses `JSONSerialization`).
    static func object(_ bytes: [UInt8]) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] ?? [:]
    }
}

// The in-memory renderings the tests compare, through the report plug-ins as the command line writes them.
extension TextReport {
    static func render(_ run: CheckedRun, showKnown: Bool = false) -> String {
        run.text("text", options: ReportOptions(showKnown: showKnown))
    }
}

extension JSONReport {
    static func render(_ run: CheckedRun) -> [UInt8] { run.render("json") }
}

extension SARIFReport {
    static func render(_ run: CheckedRun, options: SARIFOptions) -> [UInt8] { run.render("sarif", options: ReportOptions(sarif: options)) }
}

extension ManualReport {
    static func render(_ run: CheckedRun, recordedTextSize: String? = nil) -> String {
        run.text("manual", options: ReportOptions(recordedTextSize: recordedTextSize))
    }
}
