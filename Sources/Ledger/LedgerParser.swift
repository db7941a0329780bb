import Rules
import TreeModel

/// Reads a ledger file with `JSONDocument`, so that every problem names its line and column, and collects
/// every problem before failing.
struct LedgerParser {
    static let topLevelKeys = ["entries", "version"]
    static let entryKeys = ["count", "element", "issue", "reason", "rule", "screen"]
    static let reasonHint = "say why the finding is accepted, or that its cause is not yet found"

    private let document: JSONDocument
    private var problems: [LedgerError.Problem] = []

    private init(document: JSONDocument) {
        self.document = document
    }

    static func parse(bytes: [UInt8], path: String) throws(LedgerError) -> Ledger {
        let document: JSONDocument
        do {
            document = try JSONDocument(bytes: bytes)
        } catch {
            throw LedgerError(file: path, syntax: error)
        }
        var parser = LedgerParser(document: document)
        let entries = parser.readLedger()
        if !parser.problems.isEmpty { throw LedgerError(file: path, problems: parser.problems) }
        return Ledger(entries: entries)
    }

    private mutating func problem(_ node: Int, _ message: String) {
        problems.append(.init(location: document.location(node), message: message))
    }

    private mutating func readLedger() -> [LedgerEntry] {
        let root = document.root
        guard document.kind(root) == .object else {
            problem(root, "the ledger must be an object with 'entries' and 'version', not \(document.describe(root))")
            return []
        }
        var entriesNode: Int?
        var versionNode: Int?
        var seen = Set<String>()
        let document = self.document
        document.forEachMember(ofObject: root) { key, value in
            let name = document.string(key)
            guard seen.insert(name).inserted else {
                problem(key, "the ledger has '\(name)' twice")
                return
            }
            switch name {
            case "entries": entriesNode = value
            case "version": versionNode = value
            default: problem(key, "unknown key '\(name)'; known keys: \(Self.topLevelKeys.joined(separator: ", "))")
            }
        }
        if let versionNode {
            // A ledger of another version may mean something else by its entries: stop here.
            guard readVersion(versionNode) else { return [] }
        }
        guard let entriesNode else {
            problem(root, "the ledger has no 'entries'; an empty ledger is {\"entries\": [], \"version\": 1}")
            return []
        }
        guard document.kind(entriesNode) == .array else {
            problem(entriesNode, "'entries' must be an array, not \(document.describe(entriesNode))")
            return []
        }
        var entries: [LedgerEntry] = []
        for (position, node) in document.elements(ofArray: entriesNode).enumerated() {
            if let entry = readEntry(node, number: position + 1) { entries.append(entry) }
        }
        return entries
    }

    private mutating func readVersion(_ node: Int) -> Bool {
        guard document.kind(node) == .number else {
            problem(node, "'version' must be the number \(Ledger.version), not \(document.describe(node))")
            return false
        }
        guard document.number(node) == Double(Ledger.version) else {
            problem(node, "unsupported ledger version \(document.numberText(node)); this tool reads version \(Ledger.version)")
            return false
        }
        return true
    }

    private mutating func readEntry(_ node: Int, number: Int) -> LedgerEntry? {
        let name = "entry \(number)"
        guard document.kind(node) == .object else {
            problem(node, "\(name) must be an object, not \(document.describe(node))")
            return nil
        }
        var values: [String: Int] = [:]
        let document = self.document
        document.forEachMember(ofObject: node) { key, value in
            let keyName = document.string(key)
            guard Self.entryKeys.contains(keyName) else {
                problem(key, "\(name) has unknown key '\(keyName)'; known keys: \(Self.entryKeys.joined(separator: ", "))")
                return
            }
            guard values[keyName] == nil else {
                problem(key, "\(name) has '\(keyName)' twice")
                return
            }
            values[keyName] = value
        }
        let before = problems.count

        let rule = string(values["rule"], key: "rule", entry: name)
        if let rule, let valueNode = values["rule"] {
            if Ledger.isBlank(rule) {
                problem(valueNode, "\(name) has an empty 'rule'; give the id of the rule whose finding it accepts")
            } else if RuleRegistry.rule(id: rule) == nil && !TextSizeRules.ids.contains(rule) && !CrawlRules.ids.contains(rule) {
                problem(valueNode, "\(name) names unknown rule '\(rule)'; \(RuleRegistry.unknownRuleHint(for: rule))")
            }
        } else if values["rule"] == nil {
            problem(node, "\(name) has no 'rule'; give the id of the rule whose finding it accepts")
        }

        // An entry for an issue names the issue instead of an element, and covers every screen unless it names some.
        let issue = string(values["issue"], key: "issue", entry: name)
        if let issue, let valueNode = values["issue"] {
            if issue.utf8.count != 16 || !issue.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }) {
                problem(valueNode, "\(name) has issue '\(issue)', which is not an issue id; an issue id is 16 lowercase hex digits, as the JSON report's 'issues' give them")
            }
            if let elementNode = values["element"] {
                problem(elementNode, "\(name) names both an issue and an element; an entry for an issue covers all its elements, so leave out 'element'")
            }
        }
        let forIssue = values["issue"] != nil
        let screen = forIssue && values["screen"] == nil ? "**" : string(values["screen"], key: "screen", entry: name)
        if let screen, let valueNode = values["screen"] {
            if Ledger.isBlank(screen) {
                problem(valueNode, "\(name) has an empty 'screen'; give a recording's path or a glob such as Recordings/settings-*.json")
            }
        } else if values["screen"] == nil && !forIssue {
            problem(node, "\(name) has no 'screen'; give a recording's path or a glob such as Recordings/settings-*.json")
        }

        let element = string(values["element"], key: "element", entry: name)
        if let element, let valueNode = values["element"] {
            if Ledger.isBlank(element) {
                problem(valueNode, "\(name) has an empty 'element'; give the finding's element identity, such as id:close")
            } else if !LedgerEntry.identityPrefixes.contains(where: element.hasPrefix) {
                problem(valueNode, "\(name) has element '\(element)', which is not an identity; identities start with id:, label: or path:")
            }
        } else if values["element"] == nil && !forIssue {
            problem(node, "\(name) has no 'element'; give the finding's element identity, such as id:close")
        }

        let reason = string(values["reason"], key: "reason", entry: name)
        if let reason, let valueNode = values["reason"] {
            if Ledger.isBlank(reason) { problem(valueNode, "\(name) has an empty reason; \(Self.reasonHint)") }
        } else if values["reason"] == nil {
            problem(node, "\(name) has no reason; \(Self.reasonHint)")
        }

        var count: Int?
        if let countNode = values["count"] {
            count = readCount(countNode, entry: name)
        }

        guard problems.count == before, let rule, let screen, let reason, let element = element ?? (forIssue ? "" : nil) else { return nil }
        return LedgerEntry(rule: rule, screen: screen, element: element, count: count, reason: reason,
                           location: document.location(node), issue: issue)
    }

    /// The string at `node`, or nil (with a problem when the node exists but is not a string).
    private mutating func string(_ node: Int?, key: String, entry: String) -> String? {
        guard let node else { return nil }
        guard let value = document.stringValue(node) else {
            problem(node, "'\(key)' of \(entry) must be a string, not \(document.describe(node))")
            return nil
        }
        return value
    }

    private mutating func readCount(_ node: Int, entry: String) -> Int? {
        guard document.kind(node) == .number, let value = document.number(node) else {
            problem(node, "'count' of \(entry) must be a whole number of 1 or more, not \(document.describe(node))")
            return nil
        }
        guard let count = TextChecks.wholeNumber(value) else {
            problem(node, "'count' of \(entry) must be a whole number of 1 or more, not \(document.numberText(node))")
            return nil
        }
        return count
    }

}
