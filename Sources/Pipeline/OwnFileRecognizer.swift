import Configuration
import Reports
import TreeModel

/// Recognises by content the files a11y-crawl writes, so that a report, a ledger or a configuration found
/// in a checked folder is skipped with a note instead of being read as a recording that cannot be read.
///
/// All of them are JSON objects that no recording resembles:
/// - a JSON report: a `tool` object whose `name` is a11y-crawl;
/// - a SARIF report: `$schema` and `runs`, with a run whose `tool.driver.name` is a11y-crawl;
/// - a ledger: `entries` (an array) and at most `version` besides;
/// - a configuration: at least one key, and only the configuration's keys.
package enum OwnFileRecognizer {
    /// The name a11y-crawl writes into its reports (`tool.name`, `tool.driver.name`).
    package static let toolName = "a11y-crawl"

    /// The kind of file a11y-crawl writes that `bytes` hold, or nil when they are something else.
    package static func kind(of bytes: [UInt8]) -> OwnFile.Kind? {
        // Every recording reader has had its go first; most bytes here are not an object at all.
        guard let first = bytes.first(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 && $0 != 0xEF && $0 != 0xBB && $0 != 0xBF }),
              first == UInt8(ascii: "{"),
              let document = try? JSONDocument(bytes: bytes) else { return nil }
        return kind(of: document)
    }

    static func kind(of document: JSONDocument) -> OwnFile.Kind? {
        let root = document.root
        guard document.kind(root) == .object else { return nil }
        if let tool = document.value(forKey: "tool", inObject: root), isOurName(document, tool, path: []) {
            return .jsonReport
        }
        if document.value(forKey: "$schema", inObject: root) != nil, let runs = document.value(forKey: "runs", inObject: root),
           document.elements(ofArray: runs).contains(where: { run in
               document.value(forKey: "tool", inObject: run).map { isOurName(document, $0, path: ["driver"]) } ?? false
           }) {
            return .sarifReport
        }
        var keys: [String] = []
        document.forEachMember(ofObject: root) { key, _ in keys.append(document.string(key)) }
        if let entries = document.value(forKey: "entries", inObject: root), document.kind(entries) == .array,
           keys.allSatisfy({ $0 == "entries" || $0 == "version" }) {
            return .ledger
        }
        if !keys.isEmpty && keys.allSatisfy(ConfigurationFile.keys.contains) { return .configuration }
        return nil
    }

    /// True when the object at `node`, followed down `path`, has `name` a11y-crawl.
    private static func isOurName(_ document: JSONDocument, _ node: Int, path: [StaticString]) -> Bool {
        var current = node
        for step in path {
            guard let next = document.value(forKey: step, inObject: current) else { return false }
            current = next
        }
        guard let name = document.value(forKey: "name", inObject: current) else { return false }
        return document.stringValue(name) == toolName
    }
}
