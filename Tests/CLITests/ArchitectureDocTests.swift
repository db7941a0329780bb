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

    @Test("the check finds a name that does not exist, and takes a member or a glob for what it is")
    func checkCanFail() throws {
        let named = try Self.namedTypes(in: "`CheckPipeline.run`, `Pipeline/NoSuchStage`, the `*Derivation` files, `Level.error`, `VERSION`")
        #expect(named == ["CheckPipeline", "Pipeline", "NoSuchStage", "Level"])
        #expect(try Self.namedTypes(in: "`Sources/Reports/<Name>Report.swift`") == ["Sources", "Reports", "Report"])
    }
}
