import Foundation
import Testing
import TreeModel
import Recorders
import TestSupport

/// Every real capture of the Apple-side formats and Maestro beside the project is read; only the captures
/// that genuinely hold no tree are empty.
@Suite struct RealCaptureTests {
    static let genuinelyEmpty: Set<String> = [
        "mint-empty-sentinel-coach-ios26.json", "idb-commit-springboard-crash-empty-nested.json",
        "mint-empty-sentinel-budget-nested-ios26.json",
    ]

    @Test func everyCaptureIsRead() throws {
        var seen: [String: RecordingFormat] = [:]
        for folder in ["appium-xcuitest", "maestro", "idb-flat", "idb-nested"] {
            let directory = PackagePaths.recordings.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where name.hasSuffix(".json") || name.hasSuffix(".xml") {
                let screen = RecordingReader.read(contentsOf: directory.appendingPathComponent(name).path)
                seen[name] = screen.format
                if Self.genuinelyEmpty.contains(name) {
                    #expect(screen.status == .empty, "\(name)")
                } else {
                    #expect(screen.status == .ok, "\(name): \(screen.error?.description ?? "")")
                    #expect(screen.elements.count > 1 || folder.hasPrefix("idb"), "\(name)")
                }
            }
        }
        #expect(seen.count >= 22, "expected the shared recordings beside the project")
        #expect(seen["shirates-ios-SettingsTopScreen.xml"] == .appiumXCUITest)
        #expect(seen["crifan-wda-source-empty-popup.xml"] == .appiumXCUITest)
        #expect(seen["gczene-testingmaestro-rn81-ios-hierarchy.json"] == .maestroIOS)
    }

    @Test func theAxbridgeBackendsClassNamesAreContainersAndNullsAreNotRecorded() throws {
        let file = PackagePaths.recordings.appendingPathComponent("idb-flat/shortcutforge-shortcuts-library-axbridge-backend-ios27.json").path
        let screen = RecordingReader.read(contentsOf: file)
        #expect(screen.status == .ok)
        let views = screen.elements.filter { ($0.type ?? "").hasPrefix("UI") || $0.type == "SwiftUI.AccessibilityNode" || ($0.role ?? "").hasPrefix("_Tt") }
        #expect(views.count > 20)
        #expect(views.allSatisfy { $0.isContainer })
        #expect(screen.elements.allSatisfy { $0.enabled && $0.recordedTraits == nil }, "null enabled and traits are not recorded, not false")
        let indicator = try #require(screen.elements.first { $0.type == "_UIScrollViewScrollIndicator" })
        #expect(!indicator.isContainer)
        #expect(RoleVocabulary.isChrome(indicator))
        #expect(IDBVocabulary.isViewClass("UIView") && IDBVocabulary.isViewClass("SwiftUI.AccessibilityNode"))
        #expect(!IDBVocabulary.isViewClass("Button") && !IDBVocabulary.isViewClass("_UIScrollViewScrollIndicator"))
    }
}
