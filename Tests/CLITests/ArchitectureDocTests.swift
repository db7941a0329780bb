import Foundation
import Testing
import TestSupport

/// Docs/Architecture.md names the code it describes: every type it names in backticks exists, so the page
/// cannot go on describing a type that was renamed or removed.
@Suite struct ArchitectureDocTests {
    /// The names of the types declared in `folder`'s Swift files (struct, enum, class, protocol, actor,
    /// typealias), and its folder names (modules, test targets).
    static func declarations(under folders: [URL]) throws -> Set<String> {
        var names = Set<String>()
        let declaration = try Regex(#"\b(?:struct|enum|class|protocol|actor|typealias)\s+([A-Z][A-Za-z0-9_]*)"#)
        for folder in folders {
            let enumerator = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
            for case let url as URL in enumerator {
                if url.hasDirectoryPath { names.insert(url.lastPathComponent); continue }
                guard url.pathExtension == "swift" else { continue }
                let text = try String(contentsOf: url, encoding: .utf8)
                for match in text.matches(of: declaration) {
                    if let name = match.output[1].substring { names.insert(String(name)) }
                }
            }
        }
        return names
    }

    /// The capitalised camel-case words in the page's code spans (`CheckPipeline`, `Report.needsReviewItems`,
    /// `Pipeline/GroupStage`), each the start of a name: members after a dot, globs (`*Derivation`) and
    /// placeholders (`<Name>`) are not.
    static func namedTypes(in page: String) throws -> Set<String> {
        var names = Set<String>()
        let span = try Regex(#"`([^`\n]+)`"#)
        for match in page.matches(of: span) {
            guard let code = match.output[1].substring else { continue }
            // Identifiers, each with the character before it.
            var previous: Character = " ", word = "", before: Character = " "
            for character in code + " " {
                if character.isLetter || character.isNumber || character == "_" {
                    if word.isEmpty { before = previous }
                    word.append(character)
                } else if !word.isEmpty {
                    if word.first!.isUppercase, word.contains(where: \.isLowercase), before != ".", before != "*", before != "<" {
                        names.insert(word)
                    }
                    word = ""
                }
                previous = character
            }
        }
        return names
    }

    @Test("every type Docs/Architecture.md names exists in Sources or Tests")
    func namedTypesExist() throws {
        let root = PackagePaths.root
        let page = try String(contentsOf: root.appendingPathComponent("Docs/Architecture.md"), encoding: .utf8)
        let declared = try Self.declarations(under: [root.appendingPathComponent("Sources"), root.appendingPathComponent("Tests"),
                                                     root.appendingPathComponent("Plugins")])
        // Files and folders around the package that the page names, and the folder of its example command.
        let top = try FileManager.default.contentsOfDirectory(atPath: root.path)
        let files = Set(top).union(["Recordings"])
        let named = try Self.namedTypes(in: page)
        #expect(named.count > 40, "the page names the code it describes")
        let missing = named.subtracting(declared).subtracting(files).sorted()
        #expect(missing.isEmpty, "Docs/Architecture.md names what the code does not declare: \(missing)")
    }

    /// The modules Package.swift declares (libraries, the executable, the plugin), without test targets, the
    /// tests' shared target and system libraries (which hold no Swift code of ours).
    static func packageModules(_ manifest: String) throws -> [String] {
        let target = try Regex(#"\.(?:target|executableTarget|plugin)\(name:\s*"([^"]+)""#)
        var modules: [String] = []
        for match in manifest.matches(of: target) {
            guard let name = match.output[1].substring.map(String.init), name != "TestSupport", !modules.contains(name) else { continue }
            modules.append(name)
        }
        return modules
    }

    /// The module diagram (the page's first code block) without its bracketed main files, and each of its lines
    /// that names a module or main files: the modules it names (words that are modules, in order) and its
    /// bracketed groups of files, in order.
    static func diagramLines(_ page: String, modules: Set<String>) throws -> (text: String, lines: [(modules: [String], files: [[String]])]) {
        let parts = page.components(separatedBy: "```")
        let block = try #require(parts.count > 2 ? parts[1] : nil, "the page has a module diagram")
        let group = try Regex(#"\[([^\]]+)\]"#)
        var lines: [(modules: [String], files: [[String]])] = []
        for line in block.split(separator: "\n") {
            let groups = line.matches(of: group).compactMap { $0.output[1].substring }
                .map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
            let named = words(line.replacing(group, with: "")).filter { modules.contains($0) }
            if !groups.isEmpty || !named.isEmpty { lines.append((named, groups)) }
        }
        return (block.replacing(group, with: ""), lines)
    }

    /// The words of `text` (letters, digits and '-').
    static func words(_ text: some StringProtocol) -> [String] {
        String(text).split(whereSeparator: { (c: Character) in !(c.isLetter || c.isNumber || c == "-") }).map(String.init)
    }

    /// What is wrong with the diagram: a module of the package it does not name, a line whose bracketed main
    /// files do not pair with the modules it names, a main file that is not in its module's folder.
    static func diagramProblems(_ page: String, modules: [String], fileExists: (String) -> Bool) throws -> [String] {
        let (block, lines) = try diagramLines(page, modules: Set(modules))
        var problems: [String] = []
        let words = Set(Self.words(block))
        for module in modules where !words.contains(module) { problems.append("\(module) is not in the diagram") }
        for line in lines where !line.files.isEmpty {
            guard line.modules.count == line.files.count else {
                problems.append("\(line.files) pairs with no module of that name (\(line.modules))")
                continue
            }
            for (module, files) in zip(line.modules, line.files) {
                for file in files where !fileExists("\(module)/\(file)") { problems.append("\(module)/\(file) does not exist") }
            }
        }
        return problems
    }

    @Test("the module diagram names every module of Package.swift, each with a main file in its folder")
    func moduleListMatchesThePackage() throws {
        let root = PackagePaths.root
        let page = try String(contentsOf: root.appendingPathComponent("Docs/Architecture.md"), encoding: .utf8)
        let modules = try Self.packageModules(try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8))
        #expect(modules.count >= 14)
        let problems = try Self.diagramProblems(page, modules: modules) { path in
            ["Sources", "Plugins"].contains { FileManager.default.fileExists(atPath: root.appendingPathComponent("\($0)/\(path)").path) }
        }
        #expect(problems.isEmpty, "Docs/Architecture.md's module diagram: \(problems)")
        #expect(try Self.diagramLines(page, modules: Set(modules)).lines.filter { !$0.files.isEmpty }.count >= 11)
    }

    @Test("the module check finds a missing module, a renamed one and a main file that moved")
    func moduleCheckCanFail() throws {
        let page = "x\n```\nAlpha   the first   [Alpha.swift]\nOld     renamed    [Beta.swift]\nGamma  Delta  two   [G.swift] [D.swift]\n```\n"
        let problems = try Self.diagramProblems(page, modules: ["Alpha", "Beta", "Gamma", "Delta", "Epsilon"]) { path in
            ["Alpha/Alpha.swift", "Gamma/G.swift"].contains(path)
        }
        #expect(problems == ["Beta is not in the diagram", "Epsilon is not in the diagram",
                             "[[\"Beta.swift\"]] pairs with no module of that name ([])", "Delta/D.swift does not exist"])
        let manifest = #".target(name: "Support"), .testTarget(name: "SupportTests"), .target(name: "TestSupport", path: "T"), .plugin(name: "P","#
        #expect(try Self.packageModules(manifest) == ["Support", "P"])
    }

    @Test("the check finds a name that does not exist, and takes a member or a glob for what it is")
    func checkCanFail() throws {
        let named = try Self.namedTypes(in: "`CheckPipeline.run`, `Pipeline/NoSuchStage`, the `*Derivation` files, `Level.error`, `VERSION`")
        #expect(named == ["CheckPipeline", "Pipeline", "NoSuchStage", "Level"])
        #expect(try Self.namedTypes(in: "`Sources/Reports/<Name>Report.swift`") == ["Sources", "Reports", "Report"])
    }
}
