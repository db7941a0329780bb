import Foundation
import Rules
import Testing
import TestSupport

/// Every rule carries the metadata that `explain`, SARIF and the docs are built from.
@Suite struct MetadataTests {
    @Test("rule metadata is complete", arguments: RuleRegistry.all.map(\.id))
    func metadataIsComplete(_ id: String) throws {
        let meta = try #require(RuleRegistry.rule(id: id)).metadata
        #expect(meta.id == id)
        #expect(meta.id.allSatisfy { $0.isLowercase || $0 == "-" }, "ids are lower-case words joined by '-'")
        #expect(!meta.name.isEmpty)
        #expect(meta.summary.hasSuffix("."), "the summary is one sentence")
        #expect(meta.rationale.count > 80, "the rationale says why it matters and for whom")
        #expect(meta.howToFix.contains("SwiftUI") && meta.howToFix.contains("UIKit"), "how to fix covers SwiftUI and UIKit")
        #expect(!meta.reads.isEmpty)
        #expect(!meta.criteria.isEmpty || meta.hig != nil, "a rule rests on a WCAG criterion or an HIG page")
        for criterion in meta.criteria {
            #expect(criterion.understanding.hasPrefix("https://www.w3.org/WAI/WCAG22/Understanding/"))
        }
        if let hig = meta.hig { #expect(hig.url.hasPrefix("https://developer.apple.com/design/human-interface-guidelines/")) }
    }

    @Test("rule ids are unique and the registry is sorted")
    func registryIsSortedAndUnique() {
        let ids = RuleRegistry.all.map(\.id)
        #expect(ids == ids.sorted())
        #expect(Set(ids).count == ids.count)
    }

    @Test("every rule file in Sources/Rules/Checks is registered")
    func everyRuleFileIsRegistered() throws {
        let folder = PackagePaths.root.appendingPathComponent("Sources/Rules/Checks")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        #expect(files.count == RuleRegistry.all.count, "Checks/ has \(files.count) files; the registry lists \(RuleRegistry.all.count) rules")
        let typeNames = Set(RuleRegistry.all.map { String(describing: type(of: $0)) })
        for file in files {
            #expect(typeNames.contains(String(file.dropLast(6))), "\(file) is not in RuleRegistry.all")
        }
    }

    @Test("the WCAG catalogue matches Data/wcag22.json")
    func catalogueMatchesData() throws {
        struct Document: Decodable {
            struct Entry: Decodable { var id: String; var name: String; var level: String; var understanding: String }
            var criteria: [Entry]
        }
        let data = try Data(contentsOf: PackagePaths.root.appendingPathComponent("Data/wcag22.json"))
        let document = try JSONDecoder().decode(Document.self, from: data)
        #expect(document.criteria.count == 86)
        #expect(WCAG.all.count == document.criteria.count)
        for (entry, criterion) in zip(document.criteria, WCAG.all) {
            #expect(entry.id == criterion.id && entry.name == criterion.name && entry.level == criterion.level.rawValue
                && entry.understanding == criterion.understanding, "\(entry.id) differs from the catalogue")
        }
    }
}
