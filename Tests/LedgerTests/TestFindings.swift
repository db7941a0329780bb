import Foundation
import Ledger
import Rules
import TreeModel
import Recorders
import TestSupport

/// Findings for ledger tests, built without reading fixtures: only the rule, the file and the identity
/// matter to the ledger.
enum TestFindings {

    private static let screen = RecordingReader.read(
        bytes: Array(#"{"type":"Button","AXLabel":"OK","frame":{"x":0,"y":0,"width":10,"height":10}}"#.utf8), file: "t.json")

    /// A finding of `rule` on `file` for the element `identity`.
    static func finding(_ rule: String, _ file: String, _ identity: String) -> Finding {
        var finding = Finding(rule: rule, level: .error, message: "m", screen: screen, element: 0, criteria: [], hig: nil)
        finding.file = file
        finding.identity = identity
        finding.fingerprint = Fingerprint.hash(rule: rule, file: file, identity: identity)
        return finding
    }

    /// Parses `text` as `a11y-ledger.json`, failing the test with the error's lines.
    static func ledger(_ text: String) throws -> Ledger {
        try Ledger.parse(bytes: Array(text.utf8), path: "a11y-ledger.json")
    }

    /// The error lines parsing `text` gives, or `[]` when it parses.
    static func errors(_ text: String) -> [String] {
        do {
            _ = try Ledger.parse(bytes: Array(text.utf8), path: "a11y-ledger.json")
            return []
        } catch {
            return error.lines
        }
    }

    /// Reads a fixture tree, displayed as `file`, and checks it with every rule.
    static func check(fixture: String, as file: String) -> (Screen, [Finding]) {
        let path = PackagePaths.root.appendingPathComponent("Fixtures/trees/\(fixture)").path
        let screen = RecordingReader.read(contentsOf: path, displayPath: file)
        return (screen, Engine().check(screen))
    }

    /// Checks `bytes` as the recording `file` with every rule.
    static func check(bytes: [UInt8], as file: String) -> (Screen, [Finding]) {
        let screen = RecordingReader.read(bytes: bytes, file: file)
        return (screen, Engine().check(screen))
    }
}
