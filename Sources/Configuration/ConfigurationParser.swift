import Rules
import TreeModel

/// Reads a configuration file with `JSONDocument`, so that every problem names its line and column, and
/// collects every problem before failing. Nothing unknown is ignored.
struct ConfigurationParser {
    private let document: JSONDocument
    private var problems: [ConfigurationError.Problem] = []
    private var file = ConfigurationFile()

    private init(document: JSONDocument) {
        self.document = document
    }

    static func parse(bytes: [UInt8], path: String) throws(ConfigurationError) -> ConfigurationFile {
        let document: JSONDocument
        do {
            document = try JSONDocument(bytes: bytes)
        } catch {
            throw ConfigurationError(file: path, syntax: error)
        }
        var parser = ConfigurationParser(document: document)
        parser.readFile()
        if !parser.problems.isEmpty { throw ConfigurationError(file: path, problems: parser.problems) }
        return parser.file
    }

    private mutating func problem(_ node: Int, _ message: String) {
        problems.append(.init(location: document.location(node), message: message))
    }

    /// The members of the object at `node`, in order; unknown and repeated keys are reported and left out.
    /// `context` is nil for the top level, else the object's key path (`rules`).
    private mutating func members(of node: Int, known: [String], context: String?) -> [(name: String, key: Int, value: Int)] {
        var result: [(name: String, key: Int, value: Int)] = []
        var seen = Set<String>()
        let document = self.document
        let place = context.map { " in '\($0)'" } ?? ""
        document.forEachMember(ofObject: node) { key, value in
            let name = document.string(key)
            guard known.contains(name) else {
                problem(key, "unknown key '\(name)'\(place); known keys: \(known.joined(separator: ", "))")
                return
            }
            guard seen.insert(name).inserted else {
                problem(key, "key '\(name)' appears twice\(place)")
                return
            }
            result.append((name, key, value))
        }
        return result
    }

    private mutating func readFile() {
        let root = document.root
        guard document.kind(root) == .object else {
            problem(root, "the configuration must be an object, not \(document.describe(root))")
            return
        }
        for member in members(of: root, known: ConfigurationFile.keys, context: nil) {
            let value = member.value
            switch member.name {
            case "compare": readCompare(value)
            case "crawl": readCrawl(value)
            case "densities": readDensities(value)
            case "screenshots": readScreenshots(value)
            case "exclude": file.exclude = paths(value, key: "exclude")
            case "include": file.include = paths(value, key: "include")
            case "failOn":
                file.failOn = choice(value, key: "failOn", FailOn.self, expected: "error, warning, note or never")
            case "layout":
                file.layout = choice(value, key: "layout", LayoutDirection.self, expected: "ltr or rtl")
            case "ledger":
                if let path = string(value, key: "ledger", expected: "the ledger file's path") {
                    if TextChecks.isBlank(path) { problem(value, "'ledger' is empty; give the ledger file's path") } else { file.ledger = path }
                }
            case "rules": readRules(value)
            case "thresholds": readThresholds(value)
            default: break
            }
        }
    }

    private mutating func readRules(_ node: Int) {
        guard document.kind(node) == .object else {
            problem(node, "'rules' must be an object with disable, levels and only, not \(document.describe(node))")
            return
        }
        for member in members(of: node, known: ConfigurationFile.ruleKeys, context: "rules") {
            switch member.name {
            case "disable": file.disabledRules = ruleIDs(member.value, key: "rules.disable")
            case "only": file.onlyRules = ruleIDs(member.value, key: "rules.only")
            case "levels": file.levels = levels(member.value)
            default: break
            }
        }
    }

    /// `compare`: `{"default": path, "large": path}`, both required and not empty.
    private mutating func readCompare(_ node: Int) {
        guard document.kind(node) == .object else {
            problem(node, "'compare' must be an object with the default and the large text size's folders, not \(document.describe(node))")
            return
        }
        var found: [String: String] = [:]
        for member in members(of: node, known: ConfigurationFile.compareKeys, context: "compare") {
            guard let path = string(member.value, key: "compare.\(member.name)", expected: "a folder or file") else { continue }
            if TextChecks.isBlank(path) { problem(member.value, "'compare.\(member.name)' is empty; give a folder or file") } else { found[member.name] = path }
        }
        guard let normal = found["default"], let large = found["large"] else {
            if found.count == 1 { problem(node, "'compare' needs both 'default' and 'large'") }
            return
        }
        file.compare = ConfigurationFile.TextSizeFolders(normal: normal, large: large)
    }

    /// `crawl`: `{"app": name, "package": id, "screens": [paths]}`, each optional; the package a package or
    /// bundle id, the screens relative paths below the manifest's folder, each once.
    private mutating func readCrawl(_ node: Int) {
        guard document.kind(node) == .object else {
            problem(node, "'crawl' must be an object with app, package and screens, not \(document.describe(node))")
            return
        }
        var manifest = CrawlManifest()
        for member in members(of: node, known: CrawlManifest.keys, context: "crawl") {
            switch member.name {
            case "app":
                guard let app = string(member.value, key: "crawl.app", expected: "the app's name") else { continue }
                if TextChecks.isBlank(app) { problem(member.value, "'crawl.app' is empty; give the app's name") } else { manifest.app = app }
            case "package":
                guard let package = string(member.value, key: "crawl.package", expected: "the app's package or bundle id") else { continue }
                if CrawlManifest.isPackage(package) {
                    manifest.package = package
                } else {
                    problem(member.value, "'crawl.package' must be a package or bundle id such as com.example.notes, not '\(package)'")
                }
            case "screens":
                guard document.kind(member.value) == .array else {
                    problem(member.value, "'crawl.screens' must be an array of the recordings' paths in the order of the app's screens, not \(document.describe(member.value))")
                    continue
                }
                var seen = Set<String>()
                for (position, item) in document.elements(ofArray: member.value).enumerated() {
                    guard let path = document.stringValue(item) else {
                        problem(item, "item \(position + 1) of 'crawl.screens' must be a recording's path, not \(document.describe(item))")
                        continue
                    }
                    let normal = PathGlob.normalise(path)
                    if TextChecks.isBlank(path) {
                        problem(item, "item \(position + 1) of 'crawl.screens' is empty; give a recording's path")
                    } else if normal.hasPrefix("/") || normal == ".." || normal.hasPrefix("../") {
                        problem(item, "item \(position + 1) of 'crawl.screens' ('\(path)') must be a path below the manifest's folder")
                    } else if !seen.insert(normal).inserted {
                        problem(item, "'\(path)' appears twice in 'crawl.screens'")
                    } else {
                        manifest.screens.append(CrawlManifest.Screen(path: normal, location: document.location(item)))
                    }
                }
            default: break
            }
        }
        file.crawl = manifest
    }

    /// `densities`: folder or glob → pixels per dp, a number greater than 0.
    private mutating func readDensities(_ node: Int) {
        file.densities = folderMap(node, key: "densities", object: "an object of folders and their device density",
                                   blank: "give a folder or glob") { parser, folder, _, value in
            guard let density = parser.document.number(value), density.isFinite, density > 0 else {
                parser.problem(value, "'densities.\(folder)' must be the device density as a number greater than 0 (pixels per dp), not \(parser.document.describe(value))")
                return nil
            }
            return (folder, density)
        }
    }

    /// `screenshots`: folder of recordings → folder of their screenshots, both non-empty paths; no globs, since
    /// the recording's path below the folder is kept below the screenshots' folder.
    private mutating func readScreenshots(_ node: Int) {
        file.screenshots = folderMap(node, key: "screenshots", object: "an object of recording folders and their screenshot folders",
                                     blank: "give the folder of the recordings") { parser, folder, key, value in
            if folder.contains(where: { $0 == "*" || $0 == "?" }) {
                parser.problem(key, "'\(folder)' in 'screenshots' is a glob; give a folder, whose recordings' paths below it are kept below the screenshots' folder")
                return nil
            }
            let document = parser.document
            guard document.kind(value) == .string else {
                parser.problem(value, "'screenshots.\(folder)' must be the folder of the screenshots as a string, not \(document.describe(value))")
                return nil
            }
            if TextChecks.isBlank(document.string(value)) {
                parser.problem(value, "'screenshots.\(folder)' is empty; give the folder of the screenshots")
                return nil
            }
            return (PathGlob.normalise(folder), PathGlob.normalise(document.string(value)))
        }
    }

    /// An object of folders and their values (`densities`, `screenshots`): each folder not blank, each value read
    /// by `read` with the folder's and the value's nodes (it reports what is wrong and returns nil, or the entry
    /// under the folder as it keys it), and no folder twice. Nil when the value is not an object, which is reported.
    private mutating func folderMap<Value>(
        _ node: Int, key: String, object: String, blank: String,
        _ read: (inout ConfigurationParser, _ folder: String, _ key: Int, _ value: Int) -> (folder: String, value: Value)?
    ) -> [String: Value]? {
        guard document.kind(node) == .object else {
            problem(node, "'\(key)' must be \(object), not \(document.describe(node))")
            return nil
        }
        var result: [String: Value] = [:]
        let document = self.document
        var entries: [(key: Int, value: Int)] = []
        document.forEachMember(ofObject: node) { key, value in entries.append((key, value)) }
        for (keyNode, value) in entries {
            let folder = document.string(keyNode)
            if TextChecks.isBlank(folder) {
                problem(keyNode, "a folder in '\(key)' is empty; \(blank)")
                continue
            }
            guard let entry = read(&self, folder, keyNode, value) else { continue }
            if result.updateValue(entry.value, forKey: entry.folder) != nil {
                problem(keyNode, "folder '\(folder)' appears twice in '\(key)'")
            }
        }
        return result
    }

    private mutating func readThresholds(_ node: Int) {
        guard document.kind(node) == .object else {
            problem(node, "'thresholds' must be an object, not \(document.describe(node))")
            return
        }
        for member in members(of: node, known: ConfigurationFile.thresholdKeys, context: "thresholds") {
            guard let option = RuleRegistry.options.first(where: { $0.key == member.name }) else { continue }
            if let value = optionValue(member.value, option: option, key: "thresholds.\(member.name)") {
                file.thresholds[option.key] = value
            }
        }
    }

    // MARK: Values

    private mutating func string(_ node: Int, key: String, expected: String) -> String? {
        guard let value = document.stringValue(node) else {
            problem(node, "'\(key)' must be \(expected), not \(document.describe(node))")
            return nil
        }
        return value
    }

    private mutating func choice<Choice: RawRepresentable & CaseIterable>(
        _ node: Int, key: String, _ type: Choice.Type, expected: String
    ) -> Choice? where Choice.RawValue == String {
        guard let text = document.stringValue(node) else {
            problem(node, "'\(key)' must be \(expected), not \(document.describe(node))")
            return nil
        }
        guard let value = Choice(rawValue: text) else {
            problem(node, "'\(key)' must be \(expected), not '\(text)'")
            return nil
        }
        return value
    }

    /// An array of non-empty strings (`include`, `exclude`).
    private mutating func paths(_ node: Int, key: String) -> [String]? {
        guard document.kind(node) == .array else {
            problem(node, "'\(key)' must be an array of paths or globs, not \(document.describe(node))")
            return nil
        }
        var result: [String] = []
        var valid = true
        for (position, item) in document.elements(ofArray: node).enumerated() {
            guard let path = document.stringValue(item) else {
                problem(item, "item \(position + 1) of '\(key)' must be a path or a glob, not \(document.describe(item))")
                valid = false
                continue
            }
            guard !TextChecks.isBlank(path) else {
                problem(item, "item \(position + 1) of '\(key)' is empty; give a path or a glob")
                valid = false
                continue
            }
            result.append(path)
        }
        return valid ? result : nil
    }

    /// An array of registered rule ids (`rules.disable`, `rules.only`).
    private mutating func ruleIDs(_ node: Int, key: String) -> [String]? {
        guard document.kind(node) == .array else {
            problem(node, "'\(key)' must be an array of rule ids, not \(document.describe(node))")
            return nil
        }
        var result: [String] = []
        var valid = true
        for (position, item) in document.elements(ofArray: node).enumerated() {
            guard let id = document.stringValue(item) else {
                problem(item, "item \(position + 1) of '\(key)' must be a rule id, not \(document.describe(item))")
                valid = false
                continue
            }
            guard RuleRegistry.rule(id: id) != nil || CrawlRules.ids.contains(id) || (key != "rules.levels" && TextSizeRules.ids.contains(id)) else {
                problem(item, "unknown rule '\(id)' in '\(key)'; \(RuleRegistry.unknownRuleHint(for: id))")
                valid = false
                continue
            }
            result.append(id)
        }
        return valid ? result : nil
    }

    /// `rules.levels`: registered rule id → `error`, `warning` or `note`.
    private mutating func levels(_ node: Int) -> [String: Level]? {
        guard document.kind(node) == .object else {
            problem(node, "'rules.levels' must be an object from rule id to level, not \(document.describe(node))")
            return nil
        }
        let known = RuleRegistry.all.map(\.id) + TextSizeRules.ids + CrawlRules.ids
        var result: [String: Level] = [:]
        var valid = true
        var seen = Set<String>()
        let document = self.document
        document.forEachMember(ofObject: node) { key, value in
            let id = document.string(key)
            guard known.contains(id) else {
                problem(key, "unknown rule '\(id)' in 'rules.levels'; \(RuleRegistry.unknownRuleHint(for: id))")
                valid = false
                return
            }
            guard seen.insert(id).inserted else {
                problem(key, "key '\(id)' appears twice in 'rules.levels'")
                valid = false
                return
            }
            guard let text = document.stringValue(value) else {
                problem(value, "the level of '\(id)' in 'rules.levels' must be error, warning or note, not \(document.describe(value))")
                valid = false
                return
            }
            guard let level = Level(rawValue: text) else {
                problem(value, "the level of '\(id)' in 'rules.levels' must be error, warning or note, not '\(text)'")
                valid = false
                return
            }
            result[id] = level
        }
        return valid ? result : nil
    }

    /// A value of a rule option, as its kind allows (a size in points, a whole number; `2.0` is 2).
    private mutating func optionValue(_ node: Int, option: RuleOption, key: String) -> Double? {
        guard let value = document.number(node) else {
            problem(node, "'\(key)' must be \(option.expected), not \(document.describe(node))")
            return nil
        }
        guard let valid = option.validated(value) else {
            problem(node, "'\(key)' must be \(option.expected), not \(document.numberText(node))")
            return nil
        }
        return valid
    }

}
