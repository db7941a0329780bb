import Foundation
import Pipeline
import Recorders
@testable import Rules
import Testing
import TestSupport
import TreeModel

/// The arrays kept from one element to the next (`ContrastWorkspace`) must leave nothing behind: every element
/// of every contrast fixture, judged in one workspace in either order (so large crops come before small ones
/// and the reverse), measures exactly as in a workspace of its own.
@Suite struct ContrastWorkspaceTests {
    /// The fixture screens with their decoded screenshots.
    static func screens() throws -> [(ScreenFacts, Screenshot)] {
        var screens: [(ScreenFacts, Screenshot)] = []
        for rule in ["contrast-text", "contrast-nontext"] {
            let folder = PackagePaths.fixtureTrees.appendingPathComponent(rule)
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where name.hasSuffix(".json") {
                let path = folder.appendingPathComponent(name).path
                var screen = RecordingReader.read(contentsOf: path, displayPath: name)
                ScreenshotPairing.attach(to: &screen, path: path, displayPath: name, engine: Engine(rules: [ContrastText()]))
                guard let shot = screen.screenshot else { continue }
                screens.append((ScreenFacts(screen: screen), shot))
            }
        }
        return screens
    }

    static func describe(_ result: ContrastJudgement.Result) -> String {
        switch result {
        case .notRun(let reason): return "not run: \(reason)"
        case .judged(let verdict, let measurement): return "\(verdict): \(measurement)"
        }
    }

    @Test func oneWorkspaceForEveryElementMeasuresAsFreshOnes() throws {
        let screens = try Self.screens()
        #expect(screens.count >= 30, "the contrast fixtures with their screenshots")
        var items: [(facts: ScreenFacts, shot: Screenshot, index: Int, text: Bool)] = []
        for (facts, shot) in screens {
            for index in 1..<facts.screen.elements.count {
                for text in [true, false] { items.append((facts, shot, index, text)) }
            }
        }
        let fresh = items.map { Self.describe(ContrastJudgement.judge($0.index, in: $0.facts, shot: $0.shot, text: $0.text)) }
        #expect(fresh.contains { $0.hasPrefix("fail") } && fresh.contains { $0.hasPrefix("review") } && fresh.contains { $0.hasPrefix("pass") })
        for order in [Array(items.indices), items.indices.reversed()] {
            let workspace = ContrastWorkspace()
            for i in order {
                let item = items[i]
                let shared = Self.describe(ContrastJudgement.judge(item.index, in: item.facts, shot: item.shot, text: item.text,
                                                                    workspace: workspace))
                #expect(shared == fresh[i], "\(item.facts.screen.file) element \(item.index)")
            }
        }
    }
}
