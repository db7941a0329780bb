import TreeModel

/// Writes a ledger file: one entry per line, so removing an accepted finding is removing one line.
///
/// ```json
/// {
///   "entries": [
///     {"element": "id:close", "reason": "…", "rule": "label-missing", "screen": "Recordings/settings.json"}
///   ],
///   "version": 1
/// }
/// ```
enum LedgerWriter {
    /// The file for `entries`, in the order given (the caller sorts them).
    static func render(_ entries: [LedgerEntry]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(128 + entries.count * 160)
        if entries.isEmpty {
            out.append(contentsOf: "{\n  \"entries\": [],\n".utf8)
        } else {
            out.append(contentsOf: "{\n  \"entries\": [\n".utf8)
            for (position, entry) in entries.enumerated() {
                out.append(contentsOf: "    {".utf8)
                // Keys in sorted order: count, element, reason, rule, screen.
                if let count = entry.count {
                    out.append(contentsOf: "\"count\": \(count), ".utf8)
                }
                // Keys in sorted order: count, element or issue, reason, rule, screen (an issue's entry for
                // every screen has none).
                if let issue = entry.issue {
                    member("issue", issue, into: &out)
                } else {
                    member("element", entry.element, into: &out)
                }
                out.append(contentsOf: ", ".utf8)
                member("reason", entry.reason, into: &out)
                out.append(contentsOf: ", ".utf8)
                member("rule", entry.rule, into: &out)
                if entry.issue == nil || entry.screen != "**" {
                    out.append(contentsOf: ", ".utf8)
                    member("screen", entry.screen, into: &out)
                }
                out.append(contentsOf: position == entries.count - 1 ? "}\n".utf8 : "},\n".utf8)
            }
            out.append(contentsOf: "  ],\n".utf8)
        }
        out.append(contentsOf: "  \"version\": \(Ledger.version)\n}\n".utf8)
        return out
    }

    /// `"name": "value"`, the value escaped by `JSONBuffer`.
    private static func member(_ name: String, _ value: String, into out: inout [UInt8]) {
        var buffer = JSONBuffer(pretty: false, capacity: value.utf8.count + name.utf8.count + 8)
        buffer.string(name)
        out.append(contentsOf: buffer.bytes)
        out.append(contentsOf: ": ".utf8)
        buffer = JSONBuffer(pretty: false, capacity: value.utf8.count + 8)
        buffer.string(value)
        out.append(contentsOf: buffer.bytes)
    }
}
